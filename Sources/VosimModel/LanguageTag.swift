/// The shape of a BCP-47 language tag, as every reader and option of vosim checks it.
public enum LanguageTag {
  /// A language of 2 to 8 letters, then subtags of 1 to 8 letters or digits joined by hyphens (`de`,
  /// `en-US`, `zh-Hant-TW`). It catches typos and stray text (`!!`, `--rtl`), not unknown languages,
  /// which fall back to English words with a warning where they matter.
  public static func isWellFormed(_ text: String) -> Bool {
    let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = subtags.first, (2...8).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return subtags.dropFirst().allSatisfy { subtag in
      (1...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}

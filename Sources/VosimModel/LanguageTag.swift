/// The shape of a BCP-47 language tag, as every reader and option of vosim checks it.
public enum LanguageTag {
  /// A language of 2 to 8 letters, then subtags of 1 to 8 letters or digits joined by hyphens (`de`,
  /// `en-US`, `zh-Hant-TW`); or RFC 5646's private use (`x-private`) and irregular grandfathered
  /// (`i-klingon`) tags, `x` or `i` and at least one such subtag. It catches typos and stray text (`!!`,
  /// `--rtl`), not unknown languages, which fall back to English words with a warning where they matter.
  public static func isWellFormed(_ text: String) -> Bool {
    let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = subtags.first,
      (2...8).contains(language.count) || (["x", "X", "i", "I"].contains(language) && subtags.count > 1),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    let rest = Array(subtags.dropFirst())
    guard
      rest.allSatisfy({ subtag in
        (1...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      })
    else { return false }
    // A singleton opens an extension (`-u-ca-gregory`, its subtags of 2 to 8) or private use (`-x-`, any
    // after it): something must follow it (`en-x` is not a tag).
    var isPrivateUse = ["x", "X", "i", "I"].contains(language)
    for (index, subtag) in rest.enumerated() where !isPrivateUse && subtag.count == 1 {
      guard index + 1 < rest.count else { return false }
      if subtag == "x" || subtag == "X" {
        isPrivateUse = true
      } else if rest[index + 1].count < 2 {
        return false
      }
    }
    return true
  }

  /// A screen file's tag as the engine uses it: white space around it left out; nil for an empty or
  /// malformed one (`!!`). The warning to give, if any, names `key` and what is read instead.
  package static func read(_ text: String, key: String, readAs fallback: String) -> (
    tag: String?, warning: String?
  ) {
    let tag = text.trimmedOfWhiteSpace()
    // `Locale.identifier`'s form (`de_DE`), which the engine reads as the tag it stands for.
    let hyphenated = tag.replacingOccurrences(of: "_", with: "-")
    if hyphenated != tag, isWellFormed(hyphenated) {
      return (
        hyphenated,
        "'\(key)' '\(tag)' is a locale identifier, not a BCP-47 language tag: read as '\(hyphenated)'"
      )
    }
    guard isWellFormed(tag) else {
      return (
        nil,
        tag.isEmpty
          ? "an empty '\(key)' names no language: read as \(fallback)"
          : "'\(key)' '\(tag)' is not a BCP-47 language tag (en-US, de): read as \(fallback)"
      )
    }
    guard tag != text else { return (tag, nil) }
    // The white space shown, a line break or a tab as an escape: the user must see what to remove.
    let shown = text.unicodeScalars.map { scalar in
      scalar == " " || !scalar.properties.isWhitespace
        ? String(scalar)
        : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }.joined()
    return (tag, "'\(key)' '\(shown)' has white space around it, which is left out: read as '\(tag)'")
  }
}

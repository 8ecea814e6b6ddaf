/// How many columns text takes where each character has a fixed width (a terminal, a label cut with
/// an ellipsis): CJK ideographs, kana, Hangul, full-width forms and emoji take two; combining marks ride
/// on the character before them (a `Character` holds them) and take none, but a spacing mark (a
/// Devanagari `ि`, a Tamil `ா`) and a conjunct's second letter take one, as terminals (glibc's
/// `wcwidth`) draw them.
public enum TextColumns {
  /// The columns a character takes.
  public static func width(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.value < 0x20 || first.value == 0x7F { return 1 }
    if isWide(first.value) || first.properties.isEmojiPresentation
      || (first.properties.isEmoji && character.unicodeScalars.contains { $0.value == 0xFE0F })
    {
      return 2
    }
    // A soft hyphen is a format character that terminals draw a column wide (glibc's `wcwidth`).
    let base =
      switch first.properties.generalCategory {
      case .nonspacingMark, .enclosingMark: 0
      case .format: first.value == 0xAD ? 1 : 0
      default: 1
      }
    // Most characters are one scalar: no marks to count.
    guard character.unicodeScalars.count > 1 else { return base }
    return base
      + character.unicodeScalars.dropFirst().count { scalar in
        switch scalar.properties.generalCategory {
        case .spacingMark: true
        // A conjunct's second consonant (`क्ष`); not a Hangul vowel or final jamo, drawn on its syllable.
        case .otherLetter:
          !(0x1160...0x11FF).contains(scalar.value) && !(0xD7B0...0xD7FF).contains(scalar.value)
        default: false
        }
      }
  }

  /// The columns a line takes.
  public static func width(of text: some StringProtocol) -> Int { text.reduce(0) { $0 + width(of: $1) } }

  /// East Asian Wide and Fullwidth code points (Unicode's EastAsianWidth.txt, W and F), by block.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x16FE0...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default: false
    }
  }
}

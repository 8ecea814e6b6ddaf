import Foundation
import VosimUtterance

/// How wide the SVG draws a text, estimated without a font engine. The advances are DejaVu Sans's,
/// the widest of the fonts `system-ui` resolves to on Linux, macOS and Windows, so a line cut to fit
/// here fits wherever the SVG is shown, at worst with some room to spare.
enum TextWidth {
  /// DejaVu Sans's advances of ASCII 0x20–0x7E, in thousandths of an em.
  private static let ascii: [UInt16] = [
    318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,
    636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531,
    1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787,
    603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500,
    500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612,
    635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
  ]

  /// DejaVu Sans's advances of the punctuation and signs common in labels beyond ASCII, in ems.
  private static let common: [Character: Double] = [
    "\u{2019}": 0.318, "\u{2018}": 0.318, "\u{201C}": 0.518, "\u{201D}": 0.518, "\u{2022}": 0.59,
    "\u{B7}": 0.318, "\u{2013}": 0.5, "\u{2014}": 1, "\u{2026}": 1, "\u{20AC}": 0.637, "\u{A3}": 0.637,
    "\u{A5}": 0.637, "\u{A9}": 1, "\u{AE}": 1, "\u{B0}": 0.5, "\u{D7}": 0.838, "\u{F7}": 0.838,
    "\u{AB}": 0.612, "\u{BB}": 0.612, "\u{A0}": 0.318,
  ]

  /// A character's advance in ems. Beyond ASCII: the characters the font draws wider than this
  /// estimate (`wider`) as the font has them, an accented Latin letter as its base letter, the
  /// common signs as they are, Greek, Cyrillic, Hebrew and Arabic as the font has them, a full em for
  /// what takes two terminal columns (CJK, emoji), nothing for a combining mark, and otherwise as wide
  /// as all but the widest hundredth of DejaVu Sans's letters of that kind (`Ⅷ` is 1.32 em): a cut
  /// text may leave room, but never runs out of its box.
  static func ems(of character: Character) -> Double {
    if let value = character.asciiValue { return ems(ascii: value) }
    return ems(beyondASCII: character)
  }

  /// `ems(of:)` of what is not ASCII, apart: the loops over a text's characters keep ASCII's path small.
  @inline(never)
  private static func ems(beyondASCII character: Character) -> Double {
    if let advance = common[character] { return advance }
    // What the font draws wider than estimated below (`Ơ`, `Ǆ`, `‱`), also written decomposed.
    let scalars = character.unicodeScalars
    let composed =
      scalars.count == 1
      ? scalars.first : String(character).precomposedStringWithCanonicalMapping.unicodeScalars.first
    if let composed, let advance = wider[composed.value] { return Double(advance) / 1000 }
    if let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first,
      base.isASCII
    {
      return ems(ascii: UInt8(base.value))
    }
    // Greek, Cyrillic, Hebrew and Arabic by the font's own advances (a mark on a letter adds nothing).
    if let first = character.unicodeScalars.first, let advance = scriptEms(of: first) { return advance }
    // A browser draws a soft hyphen only where it breaks a line, which a label drawn on one never does.
    if character.unicodeScalars.first?.value == 0xAD { return 0 }
    switch TextColumns.width(of: character) {
    case 0: return 0
    case 1:
      switch character.unicodeScalars.first?.properties.generalCategory {
      case .lowercaseLetter: return 1.07
      case .uppercaseLetter: return 1.25
      case .otherLetter, .titlecaseLetter, .modifierLetter: return 1.3
      default: return 1.35
      }
    default: return 1
    }
  }

  /// Control characters are drawn as spaces (`Markup.escape`).
  private static func ems(ascii value: UInt8) -> Double {
    Double(value >= 0x20 && value < 0x7F ? ascii[Int(value) - 0x20] : ascii[0]) / 1000
  }

  static func ems(of text: some StringProtocol) -> Double { text.reduce(0) { $0 + ems(of: $1) } }

  /// The width of bold text in pixels at `fontSize`: about a tenth wider than its regular advances.
  static func boldWidth(of text: some StringProtocol, fontSize: Double) -> Double {
    ems(of: text) * fontSize * 1.1
  }

  /// `text` cut to `width` pixels at `fontSize`, its last characters replaced by an ellipsis when it
  /// does not fit.
  static func truncated(_ text: String, width: Double, fontSize: Double) -> String {
    guard ems(of: text) > width / fontSize else { return text }
    var cut = String(text.prefix(fitting(text, beside: "…", room: width / fontSize)))
    while cut.last == " " { cut.removeLast() }
    return cut + "…"
  }

  /// `text` cut to `width` pixels at `fontSize` from its start, its first characters replaced by an
  /// ellipsis when it does not fit: a path keeps its file's name.
  static func truncatedAtStart(_ text: String, width: Double, fontSize: Double) -> String {
    guard ems(of: text) > width / fontSize else { return text }
    return "…" + text.suffix(fitting(text.reversed(), beside: "…", room: width / fontSize))
  }

  /// How many of `characters`, from the first, fit in `room` ems beside `mark`.
  private static func fitting(_ characters: some Sequence<Character>, beside mark: Character, room: Double)
    -> Int
  {
    var used = ems(of: mark)
    var count = 0
    for character in characters {
      used += ems(of: character)
      if used > room { break }
      count += 1
    }
    return count
  }

  /// `text` broken at spaces into lines of at most `width` pixels at `fontSize`; past `maximum`
  /// lines the last is cut with an ellipsis, as is a word longer than a line.
  static func wrapped(_ text: String, width: Double, fontSize: Double, maximum: Int) -> [String] {
    let room = width / fontSize
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if line.isEmpty || ems(of: candidate) <= room {
        line = candidate
        continue
      }
      lines.append(line)
      line = String(word)
    }
    lines.append(line)
    if lines.count > maximum {
      lines[maximum - 1] = lines[(maximum - 1)...].joined(separator: " ")
      lines.removeLast(lines.count - maximum)
    }
    return lines.map { truncated($0, width: width, fontSize: fontSize) }
  }
}

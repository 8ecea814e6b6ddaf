import VosimModel
import VosimReadingOrder

/// Text the app meant to fill in and did not: a format specifier (`%@`, `%d`, `%1$@`, `%.1f`), a
/// template's slot (`{{count}}`, `${name}`, `%{name}`, `{0}`), Swift's description of an optional
/// (`Optional("Save")`) or a nil's (`(null)`, `<null>`, `nil`, `undefined`). VoiceOver reads it out as
/// it stands: "percent at items". Apple's audit calls such a label not human-readable.
enum Placeholders {
  /// Which text of an element holds a placeholder, and the finding's message.
  struct Found {
    /// `label`, `value`, `hint`, `custom content` or `custom action`.
    var field: String
    var message: String
  }

  /// A finding for each text VoiceOver speaks (label, value, hint, custom content, custom action names)
  /// that holds a placeholder, in that order: fixing one must not bring up the next as new. A text
  /// field's value is what the user typed, not the app's.
  static func findings(_ element: OrderedElement) -> [Found] {
    // Field by field, without gathering them: this runs for every element.
    func check(_ field: String, _ text: String?) -> Found? {
      guard let text, let placeholder = placeholder(in: text) else { return nil }
      return Found(
        field: field,
        message:
          "\(field) \(Describe.quoted(text)) holds \(Describe.quoted(placeholder)), text the app meant to "
          + "replace: VoiceOver reads it out as it stands; fill in the value (or unwrap the optional) before "
          + "setting the text")
    }
    var found: [Found] = []
    if let label = check("label", element.label) { found.append(label) }
    if !element.traits.contains(.textEntry), let value = check("value", element.value) { found.append(value) }
    if let hint = check("hint", element.hint) { found.append(hint) }
    // A content's label and value are two texts, each fixed on its own.
    for content in element.customContent {
      if let label = check("custom content", content.label) { found.append(label) }
      if let value = check("custom content", content.value) { found.append(value) }
    }
    for action in element.customActions {
      if let name = check("custom action", action) { found.append(name) }
    }
    return found
  }

  /// A nil's or a bad number's description when it is the whole text, as programs print it: Swift's
  /// `nil`, `nan`, `inf`; JavaScript's and JSON's `null`, `undefined`, `NaN`, `-Infinity`; C's `NULL`,
  /// `(null)`. Capitalised, they are words: German `Null` (zero), the name `Nan`, `Infinity`.
  private static let wholeTexts: Set<String> = [
    "(null)", "(NULL)", "<null>", "<NULL>", "nil", "null", "NULL", "undefined", "nan", "NaN", "NAN", "inf",
    "-inf", "+inf", "INF", "-INF", "-Infinity",
  ]

  /// Descriptions of nothing that leak into longer texts: Objective-C's `%@` of nil, JSON's and
  /// JavaScript's, and a Swift interpolation written as a plain string.
  private static let anywhere = [
    "(null)", "(NULL)", "<null>", "<NULL>", "<NSNull>", "[object Object]", "\\(",
  ]

  /// The first placeholder in `text`, as it is written there; nil when there is none.
  static func placeholder(in text: String) -> String? {
    // The first letter of each of `wholeTexts`: a short text starting otherwise is none of them.
    if text.utf8.count < 16,
      let first = text.utf8.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A }),
      [0x28, 0x3C, 0x6E, 0x4E, 0x75, 0x55, 0x69, 0x49, 0x2D, 0x2B].contains(first),
      case let trimmed = text.trimmedOfWhiteSpace(), wholeTexts.contains(trimmed)
    {
      return trimmed
    }
    // Looked for as bytes, after one pass for the bytes they start with: most texts hold none.
    var starts = (leak: false, slot: false, word: false)
    for byte in text.utf8 {
      switch byte {
      case 0x28, 0x3C, 0x5B, 0x5C: starts.leak = true
      case 0x25, 0x7B, 0x24: starts.slot = true
      case 0x4F, 0x4E: starts.word = true
      default: continue
      }
    }
    let leak =
      starts.leak
      ? anywhere.lazy.compactMap { Words.byteRange(of: $0, in: text) }.min { $0.lowerBound < $1.lowerBound }
      : nil
    if let leak {
      let start = text.utf8.index(text.utf8.startIndex, offsetBy: leak.lowerBound)
      var end = text.utf8.index(text.utf8.startIndex, offsetBy: leak.upperBound)
      // `\(value)` as it was written in code: up to its parenthesis.
      if text.utf8[start] == 0x5C, let close = text.utf8[end...].firstIndex(of: 0x29) {
        end = text.utf8.index(after: close)
      }
      return String(text[start..<end])
    }
    guard starts.slot || (starts.word && (Words.contains(text, "Optional(") || Words.contains(text, "NaN")))
    else { return nil }
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let end: Int? =
        switch scalars[index] {
        case "%": formatSpecifierEnd(scalars, from: index) ?? slotEnd(scalars, from: index, open: "%{")
        case "$": slotEnd(scalars, from: index, open: "${")
        case "{": slotEnd(scalars, from: index, open: "{{") ?? indexSlotEnd(scalars, from: index)
        case "O": optionalEnd(scalars, from: index)
        case "N": wordEnd(scalars, from: index, word: "NaN")
        default: nil
        }
      if let end {
        var found = String.UnicodeScalarView()
        found.append(contentsOf: scalars[index..<end])
        return String(found)
      }
      index += 1
    }
    return nil
  }

  /// The end of a printf-style specifier at `start` (`%@`, `%d`, `%1$@`, `%.2f`, `%lld`, a stringsdict
  /// `%#@items@`), whatever follows it (`%d件`, `%dkm`); nil for `%%`, for a percentage written after
  /// a number (`50%OFF`, `20%discount`, `20 %ige`) and for URL percent-encoding (`caf%C3%A9`).
  private static func formatSpecifierEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start + 1
    func skip(_ isPart: (Unicode.Scalar) -> Bool) { while index < s.count, isPart(s[index]) { index += 1 } }
    let isDigit = { (c: Unicode.Scalar) in ("0"..."9").contains(c) }
    let isHex = { (c: Unicode.Scalar) in
      ("0"..."9").contains(c) || ("A"..."F").contains(c) || ("a"..."f").contains(c)
    }
    // URL percent-encoding (`%C3%A9`, `%2f`, `%20`): two hex digits, the second a letter or not
    // followed by a conversion (`%02d` is a zero-padded specifier).
    if index + 1 < s.count, isHex(s[index]), isHex(s[index + 1]) {
      let followed = index + 2 < s.count && conversions.contains(s[index + 2])
      // One of a run (`%E2%80%99s`) is encoding whatever follows it.
      let inRun = start >= 3 && s[start - 3] == "%" && isHex(s[start - 2]) && isHex(s[start - 1])
      if !("0"..."9").contains(s[index + 1]) || !followed || inRun { return nil }
    }
    // A stringsdict variable: `%#@name@`.
    if index + 1 < s.count, s[index] == "#", s[index + 1] == "@" {
      var end = index + 2
      while end < s.count, s[end].properties.isAlphabetic || isDigit(s[end]) || s[end] == "_" { end += 1 }
      if end < s.count, s[end] == "@", end > index + 2 { return end + 1 }
    }
    // A position (`1$`), flags, a width, a precision, a length.
    let positionStart = index
    skip(isDigit)
    if index < s.count, s[index] == "$", index > positionStart { index += 1 } else { index = positionStart }
    // Flags (not a space: `50 % discount` is prose), a width, a precision, either from an argument (`*`).
    skip { "-+#0'".unicodeScalars.contains($0) }
    if index < s.count, s[index] == "*" { index += 1 } else { skip(isDigit) }
    if index < s.count, s[index] == "." {
      index += 1
      if index < s.count, s[index] == "*" { index += 1 } else { skip(isDigit) }
    }
    for length in ["ll", "hh", "l", "h", "q", "z", "t", "j", "L"] {
      let scalars = Array(length.unicodeScalars)
      if index + scalars.count <= s.count, Array(s[index..<(index + scalars.count)]) == scalars {
        index += scalars.count
        break
      }
    }
    guard index < s.count, conversions.contains(s[index]) else { return nil }
    // A bare letter after a number is a percentage in words (`50%OFF`, German `20 %ige` with the
    // space or narrow space its typography puts before `%`); `%@` never is.
    let isBare = index == start + 1
    let number = start > 1 && [" ", "\u{A0}", "\u{202F}"].contains(s[start - 1]) ? start - 2 : start - 1
    if isBare, s[index] != "@", number >= 0, isDigit(s[number]) { return nil }
    return index + 1
  }

  private static let conversions = Set("@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars)

  /// The end of `word` at `start` when it stands alone (no letter or digit on either side).
  private static func wordEnd(_ s: [Unicode.Scalar], from start: Int, word: String) -> Int? {
    let letters = Array(word.unicodeScalars)
    let end = start + letters.count
    let isWordPart = { (c: Unicode.Scalar) in c.properties.isAlphabetic || ("0"..."9").contains(c) }
    guard end <= s.count, Array(s[start..<end]) == letters, start == 0 || !isWordPart(s[start - 1]),
      end == s.count || !isWordPart(s[end])
    else { return nil }
    return end
  }

  /// The end of a named slot opened by `open` (`{{count}}`, `${name}`, `%{name}`): a name of letters,
  /// digits, dots and underscores, closed on the same line.
  private static func slotEnd(_ s: [Unicode.Scalar], from start: Int, open: String) -> Int? {
    let opening = Array(open.unicodeScalars)
    guard start + opening.count < s.count, Array(s[start..<(start + opening.count)]) == opening else {
      return nil
    }
    let closing: [Unicode.Scalar] = open == "{{" ? ["}", "}"] : ["}"]
    var index = start + opening.count
    while index < s.count, s[index] == " " { index += 1 }
    let nameStart = index
    while index < s.count,
      s[index].properties.isAlphabetic || ("0"..."9").contains(s[index]) || s[index] == "_"
        || s[index] == "."
    {
      index += 1
    }
    guard index > nameStart else { return nil }
    while index < s.count, s[index] == " " { index += 1 }
    guard index + closing.count <= s.count, Array(s[index..<(index + closing.count)]) == closing else {
      return nil
    }
    return index + closing.count
  }

  /// The end of a numbered slot (`{0}`, `{1}`) at `start`.
  private static func indexSlotEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start + 1
    while index < s.count, ("0"..."9").contains(s[index]) { index += 1 }
    guard index > start + 1, index < s.count, s[index] == "}" else { return nil }
    return index + 1
  }

  /// The end of `Optional(…)` at `start`, its parenthesis closed; a word that merely ends in
  /// "Optional" does not count.
  private static func optionalEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
    let opening = Array("Optional(".unicodeScalars)
    guard start + opening.count < s.count, Array(s[start..<(start + opening.count)]) == opening,
      start == 0 || !s[start - 1].properties.isAlphabetic
    else { return nil }
    var depth = 0
    for index in (start + opening.count - 1)..<s.count {
      if s[index] == "(" { depth += 1 }
      if s[index] == ")" {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
    }
    return nil
  }
}

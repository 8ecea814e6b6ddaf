import VosimModel
import VosimReadingOrder

/// Text the app meant to fill in and did not: a format specifier (`%@`, `%d`, `%1$@`, `%.1f`), a
/// template's slot (`{{count}}`, `${name}`, `%{name}`, `{0}`), Swift's description of an optional
/// (`Optional("Save")`) or a nil's (`(null)`, `<null>`, `nil`, `undefined`). VoiceOver reads it out as
/// it stands: "percent at items". Apple's audit calls such a label not human-readable.
enum Placeholders {
  /// The finding for the first of label, value and hint that holds a placeholder.
  static func finding(_ element: OrderedElement) -> String? {
    for (name, text) in [("label", element.label), ("value", element.value), ("hint", element.hint)] {
      guard let text, let placeholder = placeholder(in: text) else { continue }
      return "\(name) \(Describe.quoted(text)) holds \(Describe.quoted(placeholder)), which the app never "
        + "filled in: VoiceOver reads it out as it stands"
    }
    return nil
  }

  /// Words that are a nil's description when they are the whole text.
  private static let nilDescriptions: Set<String> = ["(null)", "<null>", "nil", "null", "undefined", "NaN"]

  /// The first placeholder in `text`, as it is written there; nil when there is none.
  static func placeholder(in text: String) -> String? {
    if text.utf8.count < 16, case let trimmed = text.trimmedOfWhiteSpace(), nilDescriptions.contains(trimmed)
    {
      return trimmed
    }
    // Most texts hold none of the marks a placeholder starts with: `%`, `{`, `$`, `O`.
    guard text.utf8.contains(where: { $0 == 0x25 || $0 == 0x7B || $0 == 0x24 || $0 == 0x4F }) else {
      return nil
    }
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let end: Int? =
        switch scalars[index] {
        case "%": formatSpecifierEnd(scalars, from: index) ?? slotEnd(scalars, from: index, open: "%{")
        case "$": slotEnd(scalars, from: index, open: "${")
        case "{": slotEnd(scalars, from: index, open: "{{") ?? indexSlotEnd(scalars, from: index)
        case "O": optionalEnd(scalars, from: index)
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

  /// The end of a printf-style specifier at `start` (`%@`, `%d`, `%1$@`, `%.2f`, `%lld`), which no
  /// letter follows; nil for `%%` and for a percent sign in words (`50% off`, `100%`).
  private static func formatSpecifierEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start + 1
    func skip(_ isPart: (Unicode.Scalar) -> Bool) { while index < s.count, isPart(s[index]) { index += 1 } }
    let isDigit = { (c: Unicode.Scalar) in ("0"..."9").contains(c) }
    // A position (`1$`), flags, a width, a precision, a length.
    let positionStart = index
    skip(isDigit)
    if index < s.count, s[index] == "$", index > positionStart { index += 1 } else { index = positionStart }
    skip { "-+#0".unicodeScalars.contains($0) }
    skip(isDigit)
    if index < s.count, s[index] == "." {
      index += 1
      skip(isDigit)
    }
    for length in ["ll", "hh", "l", "h", "q", "z", "t", "j", "L"] {
      let scalars = Array(length.unicodeScalars)
      if index + scalars.count <= s.count, Array(s[index..<(index + scalars.count)]) == scalars {
        index += scalars.count
        break
      }
    }
    guard index < s.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(s[index]) else { return nil }
    index += 1
    if index < s.count, s[index].properties.isAlphabetic { return nil }
    return index
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

import VosimModel

/// Text from a recording or a capture as a report shows it: a control character (but tab and line
/// feed) as `\u{1B}`, so an escape sequence a file holds cannot drive the terminal or the CI log that
/// shows the report. vosim's own lines hold none (utterances read them as spaces).
enum ShownText {
  static func escapingControls(_ text: String) -> String {
    guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || $0 == 0x7F || $0 == 0xC2 })
    else { return text }
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar.isControlCharacter, scalar != "\t", scalar != "\n" {
        shown.append(contentsOf: scalar.escapedForDisplay.unicodeScalars)
      } else {
        shown.append(scalar)
      }
    }
    return String(shown)
  }
}

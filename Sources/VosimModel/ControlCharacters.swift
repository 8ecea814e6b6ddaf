extension Unicode.Scalar {
  /// A C0 or C1 control character or DEL (tab and line breaks among them): no glyph and no sound, and
  /// in a terminal, a command. One definition for the utterances, the reports and the explorer.
  package var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }

  /// A direction mark, embedding, override or isolate: no glyph, yet it reorders the text around it in a
  /// terminal or a log. One definition for every line vosim escapes.
  package var isDirectionControl: Bool {
    switch value {
    case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `\u{1B}`: how a report or a log shows a character that must not reach the terminal as it is.
  package var escapedForDisplay: String { "\\u{\(String(value, radix: 16, uppercase: true))}" }
}

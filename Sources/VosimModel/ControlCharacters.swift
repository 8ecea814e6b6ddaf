extension Unicode.Scalar {
  /// A C0 or C1 control character or DEL (tab and line breaks among them): no glyph and no sound, and
  /// in a terminal, a command. One definition for the utterances, the reports and the explorer.
  package var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }

  /// `\u{1B}`: how a report or a log shows a character that must not reach the terminal as it is.
  package var escapedForDisplay: String { "\\u{\(String(value, radix: 16, uppercase: true))}" }
}

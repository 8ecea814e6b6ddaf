import VosimUtterance

/// The recording format: one utterance per line, in reading order, exactly what `vosim transcript`
/// prints, so that a recording reads in code review and `git diff` like the screen sounds.
///
/// A line break inside an utterance (a label with a newline) is written as a space, so that every
/// element stays one line and the file reads back into the same lines. Every line ends with `\n`; a
/// screen that reads nothing records an empty file.
public struct Transcript: Hashable, Sendable {
  /// The utterance texts, one per element reached.
  public var lines: [String]

  public init(lines: [String]) {
    self.lines = lines.map(Self.singleLine)
  }

  /// The transcript of utterances in reading order.
  public init(utterances: [Utterance]) {
    self.init(lines: utterances.map(\.text))
  }

  /// Reads a recording: lines split at any line break (`\n`, `\r\n` from a Windows checkout), the final
  /// line break optional.
  public init(parsing text: String) {
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    if lines.last == "" { lines.removeLast() }
    self.lines = lines
  }

  /// The file's text: each line followed by `\n`.
  public var text: String {
    var text = ""
    text.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
    for line in lines {
      text += line
      text += "\n"
    }
    return text
  }

  /// An utterance text as one transcript line.
  static func singleLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return String(text.map { $0.isNewline ? " " : $0 })
  }
}

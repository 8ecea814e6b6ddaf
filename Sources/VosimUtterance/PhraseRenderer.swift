/// Renders segments into phrases with the period rules of rules §4: each phrase ends with a period unless
/// it already ends in `.`, `!`, `?` or `…`; `Selected`, label and value form one phrase joined by `: `.
enum PhraseRenderer {
  static func phrases(of segments: [Segment]) -> [Phrase] {
    var phrases: [Phrase] = []
    var description: [Segment] = []

    func flushDescription() {
      guard let first = description.first else { return }
      let text = description.map(\.text).joined(separator: ": ")
      phrases.append(Phrase(kind: first.kind, text: terminated(text)))
      description.removeAll()
    }

    for segment in segments {
      switch segment.kind {
      case .selected, .label, .value:
        description.append(segment)
      default:
        flushDescription()
        phrases.append(Phrase(kind: segment.kind, text: terminated(segment.text)))
      }
    }
    flushDescription()
    return phrases
  }

  /// The text on one line with a closing period unless it already ends a sentence. Line breaks inside
  /// a label become spaces: a transcript holds one utterance per line.
  static func terminated(_ text: String) -> String {
    let line =
      text.contains(where: \.isNewline)
      ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text
    guard let last = line.last else { return line }
    return ".!?…".contains(last) ? line : line + "."
  }
}

import VosimReadingOrder

/// What VoiceOver says when it reaches one element: its segments, the phrases they render to, and the
/// transcript line.
public struct Utterance: Hashable, Sendable {
  /// The element spoken, with its position in the reading order.
  public var element: OrderedElement
  /// The BCP-47 tag that chose the words (and, for speech, the voice).
  public var language: String
  public var segments: [Segment]

  public init(element: OrderedElement, language: String, segments: [Segment]) {
    self.element = element
    self.language = language
    self.segments = segments
  }

  /// The sentences spoken, in order (see `PhraseRenderer`).
  public var phrases: [Phrase] { PhraseRenderer.phrases(of: segments) }

  /// The transcript line: the phrases joined with single spaces.
  public var text: String { PhraseRenderer.line(of: segments) }
}

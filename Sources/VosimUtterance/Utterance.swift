import VosimReadingOrder

/// What VoiceOver says when it reaches one element: its segments, the phrases they render to, and the
/// transcript line.
public struct Utterance: Hashable, Sendable {
  /// The element spoken, with its position in the reading order.
  public var element: OrderedElement
  /// The BCP-47 tag that chose the words (and, for speech, the voice).
  public var language: String
  /// Whether `language` is only assumed: the element sets none and the screen declares none (a dump,
  /// a screen file without `language`). Speech then uses the configured voice
  /// (`SpeechConfiguration.voice`), as VoiceOver speaks such text in the device's voice.
  public var isLanguageAssumed: Bool
  /// The screen's language, whose voice speaks an element language no voice is installed for (rules
  /// §4: the words fall back to it, and the voice with them); empty when unknown.
  public var screenLanguage: String
  public var segments: [Segment]

  public init(
    element: OrderedElement, language: String, isLanguageAssumed: Bool = false, screenLanguage: String = "",
    segments: [Segment]
  ) {
    self.element = element
    self.language = language
    self.isLanguageAssumed = isLanguageAssumed
    self.screenLanguage = screenLanguage
    self.segments = segments
  }

  /// The sentences spoken, in order (see `PhraseRenderer`).
  public var phrases: [Phrase] { PhraseRenderer.phrases(of: segments) }

  /// The transcript line: the phrases joined with single spaces.
  public var text: String { PhraseRenderer.line(of: segments) }
}

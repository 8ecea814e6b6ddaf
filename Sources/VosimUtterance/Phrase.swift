/// A sentence of the rendered utterance: segments joined and terminated as VoiceOver phrases them
/// (`Selected: Item B.`, `Button.`, `2 of 6.`). Speech pauses between phrases.
public struct Phrase: Hashable, Sendable, Codable {
  /// The kind of the phrase's first segment (`.selected` and `.label` phrases carry label and value).
  public var kind: Segment.Kind
  /// The terminated text, ending in `.`, `!`, `?` or `…`.
  public var text: String

  public init(kind: Segment.Kind, text: String) {
    self.kind = kind
    self.text = text
  }

  /// Whether this phrase is the hint, which VoiceOver speaks after a longer pause.
  public var isHint: Bool { kind == .hint }
}

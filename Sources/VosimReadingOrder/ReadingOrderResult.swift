import VosimModel

/// The reading order of one screen: its elements in the order VoiceOver visits them, and warnings.
public struct ReadingOrderResult: Hashable, Sendable {
  public var elements: [OrderedElement]
  public var warnings: [ReadingOrderWarning]
  /// The screen's language, for elements that set none.
  public var language: String

  public init(elements: [OrderedElement], warnings: [ReadingOrderWarning] = [], language: String) {
    self.elements = elements
    self.warnings = warnings
    self.language = language
  }
}

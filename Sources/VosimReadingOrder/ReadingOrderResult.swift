import VosimModel

/// The reading order of one screen: its elements in the order VoiceOver visits them, and warnings.
public struct ReadingOrderResult: Hashable, Sendable {
  public var elements: [OrderedElement]
  public var warnings: [ReadingOrderWarning]
  /// The screen's language, for elements that set none.
  public var language: String
  /// The iOS version whose VoiceOver was simulated: the override, else the screen's, else the newest
  /// known (rules §8).
  public var systemVersion: SystemVersion

  public init(
    elements: [OrderedElement], warnings: [ReadingOrderWarning] = [], language: String,
    systemVersion: SystemVersion = VoiceOverBehaviour.newestKnownVersion
  ) {
    self.elements = elements
    self.warnings = warnings
    self.language = language
    self.systemVersion = systemVersion
  }
}

import VosimModel

/// The reading order of one screen: its elements in the order VoiceOver visits them, and warnings.
public struct ReadingOrderResult: Hashable, Sendable {
  public var elements: [OrderedElement]
  public var warnings: [ReadingOrderWarning]
  /// The screen's language, for elements that set none.
  public var language: String
  /// Whether the screen declares `language` rather than assuming `Screen.defaultLanguage`
  /// (`Screen.isLanguageDeclared`).
  public var isLanguageDeclared: Bool
  /// The iOS version whose VoiceOver was simulated: the override, else the screen's, else the newest
  /// known (rules §8).
  public var systemVersion: SystemVersion

  /// Every group, outer before inner, when `ReadingOrder.Configuration.recordsStructure` asked for them
  /// (navigation does); else empty.
  public var groups: [ReadingOrderGroup]
  /// For each position, the element's index in the walk: the accessibility tree's order (explicit
  /// orders as given), in which touch exploration hits elements (rules §6). Empty unless
  /// `recordsStructure` asked for it.
  public var treeIndices: [Int]

  public init(
    elements: [OrderedElement], warnings: [ReadingOrderWarning] = [], language: String,
    isLanguageDeclared: Bool = true, systemVersion: SystemVersion = VoiceOverBehaviour.newestKnownVersion,
    groups: [ReadingOrderGroup] = [],
    treeIndices: [Int] = []
  ) {
    self.elements = elements
    self.warnings = warnings
    self.language = language
    self.isLanguageDeclared = isLanguageDeclared
    self.groups = groups
    self.treeIndices = treeIndices
    self.systemVersion = systemVersion
  }
}

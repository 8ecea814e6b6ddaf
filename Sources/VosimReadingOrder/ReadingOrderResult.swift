import VosimModel

/// The reading order of one screen: its elements in the order VoiceOver visits them, and warnings.
public struct ReadingOrderResult: Hashable, Sendable {
  public var elements: [OrderedElement]
  public var warnings: [ReadingOrderWarning]
  /// The screen's language, for elements that set none.
  public var language: String
  /// Every group, outer before inner, when `ReadingOrder.Configuration.recordsStructure` asked for them
  /// (navigation does); else empty.
  public var groups: [ReadingOrderGroup]
  /// For each position, the element's index in the walk: the accessibility tree's order (explicit
  /// orders as given), in which touch exploration hits elements (rules §6). Empty unless
  /// `recordsStructure` asked for it.
  public var treeIndices: [Int]

  public init(
    elements: [OrderedElement], warnings: [ReadingOrderWarning] = [], language: String,
    groups: [ReadingOrderGroup] = [], treeIndices: [Int] = []
  ) {
    self.elements = elements
    self.warnings = warnings
    self.language = language
    self.groups = groups
    self.treeIndices = treeIndices
  }
}

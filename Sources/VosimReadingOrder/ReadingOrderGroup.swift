/// A group VoiceOver keeps together (rules §2.6), as the run of reading-order positions its elements
/// take: what the rotor's Containers, Lists, Landmarks and Tables items move between (rules §6).
public struct ReadingOrderGroup: Hashable, Sendable {
  /// Why the group's children are kept together.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `shouldGroupAccessibilityChildren`, an explicit `accessibilityElements` order, or an entry of one.
    case grouped
    case list
    case landmark
    case dataTable
    /// A semantic group with a label, value or identifier.
    case semanticGroup
    /// A view with the tabBar trait.
    case tabBar
  }

  public var kind: Kind
  /// Zero-based reading-order positions, never empty.
  public var positions: Range<Int>
  /// A semantic group's label, which VoiceOver speaks on entering the group (rules §4.4); nil for the
  /// other kinds and for a group without one.
  public var label: String?

  public init(kind: Kind, positions: Range<Int>, label: String? = nil) {
    self.kind = kind
    self.positions = positions
    self.label = label
  }
}

import VosimModel

/// What a single node of the arena is to VoiceOver, for the audit's look at the nodes the walk never reaches (the
/// subviews of an element): the same resolution the walk itself uses, so the two cannot disagree.
package struct NodeAttributes: Hashable, Sendable {
  package var isElement: Bool
  package var label: String?
  package var value: String?
  package var traits: AccessibilityTraits

  package init(_ arena: NodeArena, _ index: Int) {
    let resolved = UIKitDefaults.resolve(arena, index)
    isElement = resolved.isElement
    label = resolved.label
    value = resolved.value
    traits = resolved.traits
  }

  /// Whether the node and its subtree are gone for VoiceOver (rules §2.1–2.2).
  package static func isGone(_ arena: NodeArena, _ index: Int) -> Bool {
    Reachability(arena: arena, rightToLeft: false).isGone(index)
  }
}

import VosimModel

/// What a single node is to VoiceOver, for the audit's look at the nodes the walk never reaches (the
/// subviews of an element): the same resolution the walk itself uses, so the two cannot disagree.
package struct NodeAttributes: Hashable, Sendable {
  package var isElement: Bool
  package var label: String?
  package var value: String?
  package var traits: AccessibilityTraits

  package init(_ node: AccessibilityNode) {
    let resolved = UIKitDefaults.resolve(node)
    isElement = resolved.isElement
    label = resolved.label
    value = resolved.value
    traits = resolved.traits
  }

  /// Whether the node and its subtree are gone for VoiceOver (rules §2.1–2.2).
  package static func isGone(_ node: AccessibilityNode) -> Bool {
    Reachability(rightToLeft: false).isGone(node)
  }
}

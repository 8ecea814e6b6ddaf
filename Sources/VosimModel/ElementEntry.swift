/// One entry of an explicit `accessibilityElements` order: a node written in place, or a reference to a
/// node of the container's own subtree by its `accessibilityIdentifier`.
public enum ElementEntry: Hashable, Sendable, Codable {
  case node(AccessibilityNode)
  case ref(String)
}

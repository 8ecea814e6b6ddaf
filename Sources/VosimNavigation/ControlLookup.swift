import VosimModel

/// Finds the node a reading-order path names, for the controls whose state gestures change: a
/// composite control's part (a segment, a stepper button) resolves to the control itself.
enum ControlLookup {
  static func node(at path: NodePath, in screen: Screen) -> AccessibilityNode? {
    screen.nodes.index(at: path).map { screen.nodes.node(at: $0) }
  }

  /// Whether a tab bar item's traits are the app's (`accessibilityTraits` on the item): they replace
  /// UIKit's, selected state and all, and UIKit does not change them when the tab is chosen.
  static func hasAppTraits(_ path: NodePath, in screen: Screen) -> Bool {
    guard case .part("items", let part)? = path.step, let index = part, let bar = node(at: path, in: screen),
      let items = bar.content.items, items.indices.contains(index)
    else { return false }
    return items[index].accessibilityTraits != nil
  }

  /// The part name of a composite control's element (`segments`, `items`, `increment`, `decrement`).
  static func partName(of path: NodePath) -> String? {
    guard case .part(let name, _)? = path.step else { return nil }
    return name
  }
}

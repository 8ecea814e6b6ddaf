import VosimModel

/// Finds the node a reading-order path names, for the controls whose state gestures change: a
/// composite control's part (a segment, a stepper button) resolves to the control itself.
enum ControlLookup {
  static func node(at path: NodePath, in screen: Screen) -> AccessibilityNode? {
    screen.nodes.index(at: path).map { screen.nodes.node(at: $0) }
  }

  /// The part name of a composite control's element (`segments`, `items`, `increment`, `decrement`).
  static func partName(of path: NodePath) -> String? {
    guard case .part(let name, _)? = path.step else { return nil }
    return name
  }
}

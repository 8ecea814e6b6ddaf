import VosimModel

/// Finds the node a reading-order path names, for the controls whose state gestures change: a
/// composite control's part (a segment, a stepper button) resolves to the control itself.
enum ControlLookup {
  static func node(at path: NodePath, in root: AccessibilityNode) -> AccessibilityNode? {
    var steps: [NodePath.Step] = []
    var cursor: NodePath? = path
    while let current = cursor, let step = current.step {
      steps.append(step)
      cursor = current.parent
    }
    var node = root
    for step in steps.reversed() {
      switch step {
      case .subview(let index):
        guard node.subviews.indices.contains(index) else { return nil }
        node = node.subviews[index]
      case .accessibilityElement(let index):
        guard let entries = node.accessibilityElements, entries.indices.contains(index),
          case .node(let child) = entries[index]
        else { return nil }
        node = child
      case .part:
        return node
      }
    }
    return node
  }

  /// The part name of a composite control's element (`segments`, `items`, `increment`, `decrement`).
  static func partName(of path: NodePath) -> String? {
    guard case .part(let name, _)? = path.step else { return nil }
    return name
  }
}

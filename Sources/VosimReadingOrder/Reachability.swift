import VosimModel

/// Which nodes VoiceOver can reach (rules §2), as the children a walk descends into.
struct Reachability {
  var rightToLeft: Bool
  /// The simulated release's differences, for the parts of composite controls.
  var behaviour = VoiceOverBehaviour.of(VoiceOverBehaviour.newestKnownVersion)
  /// The screen's language, for the words of a part (a tab's badge) when its control sets none.
  var screenLanguage = Screen.defaultLanguage

  /// Rules §2.1–2.2: hidden subtrees, and views that are hidden, transparent, or 0×0 where that hides.
  func isGone(_ node: AccessibilityNode) -> Bool {
    if node.accessibilityElementsHidden { return true }
    guard node.uikitClass.isView else { return false }
    if node.isHidden || node.alpha < 0.01 { return true }
    if let frame = node.frame, frame.isZeroSize {
      return node.clipsToBounds || node.accessibilityElements != nil
        || UIKitDefaults.resolve(node).isElement
    }
    return false
  }

  /// The reachable children of a container, in document order, and whether they are an explicit order.
  ///
  /// Rule §2.4: `accessibilityElements` replaces the subviews. Rule §2.5: among subviews, only the last
  /// modal one that is not itself gone is walked.
  ///
  /// `refs` are the paths of the nodes the explicit order's refs named: read where the ref stands,
  /// and nowhere else (an entry written in place that a ref also names is dropped here; the walker
  /// skips the others where they sit inside other entries).
  func children(of node: AccessibilityNode, at path: NodePath) throws(ModelError) -> (
    children: [(node: AccessibilityNode, path: NodePath)], isExplicit: Bool, refs: [NodePath]
  ) {
    if let explicit = try node.explicitEntries(at: path) {
      let refs = explicit.filter(\.isRef).map(\.path)
      let children = explicit.filter { entry in
        // A node a ref names below a gone ancestor is gone with it (rules §2.1–2.2: the node and its
        // whole subtree), wherever the ref stands.
        !isGone(entry.node) && (entry.isRef ? !hasGoneAncestor(entry.path, below: path, in: node) : true)
          && (entry.isRef || !refs.contains(entry.path))
      }
      return (children.map { ($0.node, $0.path) }, true, refs)
    }
    var children = CompositeControls.parts(
      of: node, rightToLeft: rightToLeft, behaviour: behaviour, screenLanguage: screenLanguage
    ).map {
      (node: $0.node, path: path.appending($0.step))
    }
    var subviews: [(node: AccessibilityNode, path: NodePath)] = []
    subviews.reserveCapacity(node.subviews.count)
    for (index, subview) in node.subviews.enumerated() where !isGone(subview) {
      subviews.append((subview, path.appending(.subview(index))))
    }
    if let modal = subviews.last(where: { $0.node.accessibilityViewIsModal }) {
      subviews = [modal]
      children = []
    }
    return (children.isEmpty ? subviews : children + subviews, false, [])
  }

  /// Whether a node between `container` and the node at `path` (a ref's target, below the container)
  /// is gone, which takes its whole subtree with it.
  private func hasGoneAncestor(
    _ path: NodePath, below containerPath: NodePath, in container: AccessibilityNode
  )
    -> Bool
  {
    var steps: [NodePath.Step] = []
    var cursor: NodePath? = path.parent
    while let current = cursor, current !== containerPath, let step = current.step {
      steps.append(step)
      cursor = current.parent
    }
    guard cursor === containerPath else { return false }
    var node = container
    for step in steps.reversed() {
      switch step {
      case .subview(let index):
        guard node.subviews.indices.contains(index) else { return false }
        node = node.subviews[index]
      case .accessibilityElement(let index):
        guard let entries = node.accessibilityElements, entries.indices.contains(index),
          case .node(let child) = entries[index]
        else { return false }
        node = child
      case .part:
        return false
      }
      if isGone(node) { return true }
    }
    return false
  }
}

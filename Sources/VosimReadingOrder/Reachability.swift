import VosimModel

/// Which nodes VoiceOver can reach (rules §2), as the children a walk descends into.
struct Reachability {
  var rightToLeft: Bool

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
        !isGone(entry.node) && (entry.isRef || !refs.contains(entry.path))
      }
      return (children.map { ($0.node, $0.path) }, true, refs)
    }
    var children = CompositeControls.parts(of: node, rightToLeft: rightToLeft).map {
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
}

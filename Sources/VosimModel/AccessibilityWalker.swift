/// What a walker does after visiting a node.
public enum WalkAction: Sendable {
  case visitChildren
  case skipChildren
}

/// A depth-first traversal of an accessibility tree, in the style of swift-syntax's visitors.
///
/// `children(of:at:)` decides what "children" means: the default is the structural tree (subviews, then
/// nodes written inside `accessibilityElements`); the reading order supplies VoiceOver's reachable
/// children instead. The walk uses an explicit stack, so no tree depth can overflow the call stack.
public protocol AccessibilityWalker {
  /// Called before the node's children; `.skipChildren` prunes its subtree.
  mutating func visit(_ node: AccessibilityNode, at path: NodePath) -> WalkAction
  /// Called after the node's children (also when they were skipped).
  mutating func visitPost(_ node: AccessibilityNode, at path: NodePath)
  /// The children to walk, in order. Mutating, so a walker can note what it learns while choosing them.
  mutating func children(of node: AccessibilityNode, at path: NodePath) -> [(
    node: AccessibilityNode, path: NodePath
  )]
}

extension AccessibilityWalker {
  public mutating func visitPost(_ node: AccessibilityNode, at path: NodePath) {}

  public func children(of node: AccessibilityNode, at path: NodePath) -> [(
    node: AccessibilityNode, path: NodePath
  )] {
    node.structuralChildren(at: path)
  }

  /// Walks the tree below `node` (included).
  ///
  /// Inlinable so that a walker in another module gets a walk specialized for it, with direct calls to
  /// its methods: the reading order walks every node of a million-node screen through here.
  @inlinable
  public mutating func walk(_ node: AccessibilityNode, at path: NodePath = .root) {
    var stack: [(node: AccessibilityNode, path: NodePath, expanded: Bool)] = [(node, path, false)]
    while let top = stack.popLast() {
      if top.expanded {
        visitPost(top.node, at: top.path)
        continue
      }
      guard visit(top.node, at: top.path) == .visitChildren else {
        // Nothing comes between a skipped node's visit and its post-visit.
        visitPost(top.node, at: top.path)
        continue
      }
      stack.append((top.node, top.path, true))
      // Moved out from the back, so the first child ends on top: iterating a copy retained and released
      // every child and its path once more.
      var children = children(of: top.node, at: top.path)
      while let child = children.popLast() { stack.append((child.node, child.path, false)) }
    }
  }
}

extension AccessibilityNode {
  /// Every node written below this one: subviews, then nodes written inside `accessibilityElements`.
  public func structuralChildren(at path: NodePath) -> [(node: AccessibilityNode, path: NodePath)] {
    structuralChildSteps.map { ($0.node, path.appending($0.step)) }
  }

  /// The same children with the step to each, for walks that build a `NodePath` only when they need
  /// one.
  package var structuralChildSteps: [(node: AccessibilityNode, step: NodePath.Step)] {
    var result = subviews.enumerated().map { (node: $0.element, step: NodePath.Step.subview($0.offset)) }
    for (index, entry) in (accessibilityElements ?? []).enumerated() {
      if case .node(let node) = entry { result.append((node, .accessibilityElement(index))) }
    }
    return result
  }
}

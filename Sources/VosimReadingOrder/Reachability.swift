import VosimModel

/// Which nodes VoiceOver can reach (rules §2), as the children a walk descends into.
package struct Reachability {
  let arena: NodeArena
  var rightToLeft: Bool
  /// The simulated release's differences, for the parts of composite controls.
  var behaviour = VoiceOverBehaviour.of(VoiceOverBehaviour.newestKnownVersion)
  /// The screen's language, for the words of a part (a tab's badge) when its control sets none.
  var screenLanguage = Screen.defaultLanguage

  /// One child a walk descends into: a node of the arena, or a part of a composite control.
  struct Child {
    enum Content {
      case node(Int)
      /// A segment, tab, stepper half or navigation-bar item: always an element, never a container.
      indirect case part(OrderedElement)
    }
    var content: Content
    var path: NodePath
    /// An entry of an explicit order, which stays one block at its place in that order.
    var isExplicitEntry = false
  }

  /// Rules §2.1–2.2: hidden subtrees, and views that are hidden, transparent, or 0×0 where that hides.
  func isGone(_ index: Int) -> Bool { Self.isGone(index, in: arena) }

  /// `isGone` for any node of `arena`: the audit asks it of the nodes the walk never reaches.
  package static func isGone(_ index: Int, in arena: NodeArena) -> Bool {
    let node = arena.nodes[index]
    if node.elementsHidden { return true }
    guard node.uikitClass.isView else { return false }
    if node.isHidden { return true }
    if node.rare >= 0, arena.rares[Int(node.rare)].alpha < 0.01 { return true }
    if let frame = node.frame, frame.isZeroSize {
      return node.clipsToBounds || (node.rare >= 0 && arena.rares[Int(node.rare)].elements != nil)
        || UIKitDefaults.isElement(arena, index)
    }
    return false
  }

  /// The reachable children of a container, in document order, and whether they are an explicit order.
  ///
  /// Rule §2.4: `accessibilityElements` replaces the subviews. Rule §2.5: among subviews, only the last
  /// modal one that is not itself gone is walked.
  ///
  /// `refs` are the nodes the explicit order's refs named: read where the ref stands, and nowhere else
  /// (an entry written in place that a ref also names is dropped here; the walker skips the others where
  /// they sit inside other entries).
  func children(of index: Int, at path: NodePath) throws(ModelError) -> (
    children: [Child], isExplicit: Bool, refs: [Int]
  ) {
    if let explicit = try arena.explicitEntries(of: index, at: path) {
      let refs = explicit.filter(\.isRef).map(\.index)
      let children = explicit.filter { entry in
        // A node a ref names below a gone ancestor is gone with it (rules §2.1–2.2: the node and its
        // whole subtree), wherever the ref stands.
        !isGone(entry.index) && (entry.isRef ? !hasGoneAncestor(entry.index, below: index) : true)
          && (entry.isRef || !refs.contains(entry.index))
      }
      return (
        children.map { entry in
          let childPath =
            entry.isRef
            ? arena.path(of: entry.index, below: index, at: path)
            : path.appending(.accessibilityElement(Int(arena.nodes[entry.index].index)))
          return Child(content: .node(entry.index), path: childPath, isExplicitEntry: true)
        }, true, refs
      )
    }
    var children = CompositeControls.parts(
      of: index, in: arena, rightToLeft: rightToLeft, behaviour: behaviour, screenLanguage: screenLanguage
    ).map { Child(content: .part($0.element), path: path.appending($0.step)) }
    var subviews: [Child] = []
    var modal: Int?
    for child in arena.children(of: index) where !arena.nodes[child].isEntry && !isGone(child) {
      subviews.append(
        Child(content: .node(child), path: path.appending(.subview(Int(arena.nodes[child].index)))))
      if arena.nodes[child].isModal { modal = subviews.count - 1 }
    }
    if let modal {
      subviews = [subviews[modal]]
      children = []
    }
    return (children.isEmpty ? subviews : children + subviews, false, [])
  }

  /// Whether a node between `container` and `index` (a ref's target, below the container) is gone,
  /// which takes its whole subtree with it.
  private func hasGoneAncestor(_ index: Int, below container: Int) -> Bool {
    var cursor = Int(arena.nodes[index].parent)
    while cursor > container {
      if isGone(cursor) { return true }
      cursor = Int(arena.nodes[cursor].parent)
    }
    return false
  }
}

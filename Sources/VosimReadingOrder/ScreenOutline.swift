import VosimModel

/// What a drawing of a screen needs beyond its reading order: the containers VoiceOver keeps together
/// (rules §2.6) and the content it cannot reach, with why (rules §2.1–2.5).
///
/// Package-only: the report draws it; the reading order itself never needs it.
package struct ScreenOutline: Hashable, Sendable {
  /// A container whose children VoiceOver reads together.
  package struct Group: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
      case list, landmark, dataTable, semanticGroup, tabBar, grouped, explicitOrder
      /// A modal view (rules §2.5): not a group to VoiceOver, but what hides its siblings.
      case modal
    }
    package var path: NodePath
    package var kind: Kind
    /// The semantic group's label, else the container's identifier.
    package var label: String?
    /// The container's frame, else the union of its elements' frames; nil when neither exists.
    package var frame: Frame?
    /// A modal view (rules §2.5) that is also a group of another kind: an alert or sheet that keeps
    /// its children together.
    package var isModal = false
  }

  /// Something that would be an element but VoiceOver never focuses it, or words on screen in a view
  /// that is no element, inside none (`UIKitDefaults.unspokenWords`).
  package struct Unreachable: Hashable, Sendable {
    package var path: NodePath
    /// Its label, else its identifier, else its class.
    package var name: String
    package var frame: Frame?
    /// Why, for a reader: `hidden (isHidden) at root.subviews[2]`.
    package var reason: String
    /// Whether it lies inside an element VoiceOver focuses, which covers it in a drawing.
    package var isInsideElement = false
  }

  package var groups: [Group]
  package var unreachable: [Unreachable]

  /// The outline of `screen` as `ReadingOrder` walks it; throws where the reading order throws.
  package static func of(_ screen: Screen) throws(ModelError) -> ScreenOutline {
    let arena = screen.nodes
    var builder = Builder(
      arena: arena,
      reachability: Reachability(arena: arena, rightToLeft: screen.layoutDirection == .rightToLeft))
    if let cause = builder.goneCause(0, at: .root) {
      builder.excluded[0] = cause
    } else {
      try builder.walkReachable()
    }
    builder.collectUnreachable()
    return ScreenOutline(groups: builder.groups, unreachable: builder.unreachable)
  }

  private struct Builder {
    let arena: NodeArena
    let reachability: Reachability
    var groups: [Group] = []
    var unreachable: [Unreachable] = []
    /// The nodes that are elements VoiceOver reaches.
    var reached: Set<Int> = []
    /// Nodes a reachable container does not walk, with why.
    var excluded: [Int: String] = [:]

    func goneCause(_ index: Int, at path: NodePath) -> String? {
      guard reachability.isGone(index) else { return nil }
      let node = arena.nodes[index]
      if node.elementsHidden { return "accessibilityElementsHidden at \(path)" }
      if node.isHidden { return "hidden (isHidden) at \(path)" }
      let alpha = arena.rare(index).alpha
      if alpha < 0.01 { return "transparent (alpha \(Frame.format(alpha))) at \(path)" }
      return "a 0×0 frame at \(path)"
    }

    /// The reachable walk, iterative (trees are up to `Screen.maximumDepth` deep): records elements,
    /// groups (a container without a frame gets its elements' union) and the children each container
    /// leaves out.
    mutating func walkReachable() throws(ModelError) {
      struct Open {
        var group: Int?
        /// Whether the group takes its frame from its elements (its container has none).
        var grows: Bool
        var children: [Reachability.Child]
        var next = 0
      }
      var stack: [Open] = []
      var pending: Reachability.Child? = .init(content: .node(0), path: .root)
      while true {
        if let child = pending {
          pending = nil
          switch child.content {
          case .part(let part):
            if let frame = part.frame { unite(frame, into: stack) }
          case .node(let index):
            let attributes = UIKitDefaults.resolve(arena, index)
            if attributes.isElement {
              reached.insert(index)
              if let frame = arena.nodes[index].frame { unite(frame, into: stack) }
            } else {
              stack.append(try open(index, at: child.path, attributes: attributes))
            }
          }
        }
        guard let last = stack.indices.last else { return }
        if stack[last].next < stack[last].children.count {
          pending = stack[last].children[stack[last].next]
          stack[last].next += 1
        } else {
          let closed = stack.removeLast()
          if let group = closed.group, let frame = groups[group].frame { unite(frame, into: stack) }
        }
      }

      /// Grows the frame of every open group that takes its frame from its elements.
      func unite(_ frame: Frame, into stack: [Open]) {
        for open in stack where open.grows {
          if let group = open.group { groups[group].frame.unite(frame) }
        }
      }

      /// Notes why the container's other children are not walked and outlines it when it is a group.
      func open(_ index: Int, at path: NodePath, attributes: ResolvedAttributes) throws(ModelError) -> Open {
        let node = arena.nodes[index]
        let (children, isExplicit, _) = try reachability.children(of: index, at: path)
        var walked = Set<Int>()
        var modal: (index: Int, path: NodePath)?
        for child in children {
          guard case .node(let walkedIndex) = child.content else { continue }
          walked.insert(walkedIndex)
          if !isExplicit, arena.nodes[walkedIndex].isModal { modal = (walkedIndex, child.path) }
        }
        for child in arena.children(of: index) {
          let position = Int(arena.nodes[child].index)
          if arena.nodes[child].isEntry {
            if let cause = goneCause(child, at: path.appending(.accessibilityElement(position))) {
              excluded[child] = cause
            }
            continue
          }
          guard !walked.contains(child), excluded[child] == nil else { continue }
          if let cause = goneCause(child, at: path.appending(.subview(position))) {
            excluded[child] = cause
          } else if let modal {
            // An override the app left open in the name ends inside the quotes, not after vosim's words.
            let (named, namedPath) = namedModal(modal.index, at: modal.path)
            // A view with nothing to name it by but the plain class is named by its place alone.
            let name = arena.nodes[named].uikitClass == .view && !hasOwnName(named) ? nil : name(of: named)
            excluded[child] =
              name.map { "covered by the modal view '\($0 + $0.directionalClosers)' at \(namedPath)" }
              ?? "covered by the modal view at \(namedPath)"
          } else if isExplicit {
            excluded[child] = "not in the accessibilityElements of \(path)"
          }
        }
        var group: Int?
        if let kind = Self.groupKind(of: index, in: arena, attributes: attributes, isExplicit: isExplicit) {
          let label = kind == .semanticGroup ? attributes.label : nil
          groups.append(
            Group(
              path: path, kind: kind, label: label ?? arena.text(.identifier, of: index), frame: node.frame,
              isModal: node.isModal))
          group = groups.count - 1
        }
        return Open(group: group, grows: node.frame == nil, children: children)
      }
    }

    /// Every node that would be an element and was not reached, with the nearest cause above it.
    mutating func collectUnreachable() {
      var stack: [(index: Int, path: NodePath, cause: String?, isInsideElement: Bool)] = [
        (0, .root, excluded[0], false)
      ]
      while let (index, path, inherited, isInsideElement) = stack.popLast() {
        var cause = inherited ?? excluded[index]
        if reached.contains(index) {
          let name = name(of: index)
          cause = "inside the element '\(name + name.directionalClosers)' at \(path)"
        } else if cause == nil, let gone = goneCause(index, at: path) {
          cause = gone
        }
        if !reached.contains(index), let cause, UIKitDefaults.resolve(arena, index).isElement {
          unreachable.append(
            Unreachable(
              path: path, name: name(of: index), frame: arena.nodes[index].frame, reason: cause,
              isInsideElement: isInsideElement))
        } else if cause == nil, let words = UIKitDefaults.unspokenWords(arena, index),
          let frame = arena.nodes[index].frame, !frame.isZeroSize
        {
          unreachable.append(
            Unreachable(
              path: path, name: words, frame: frame,
              reason: "not an accessibility element, nor inside one, at \(path)"))
        }
        for child in arena.children(of: index).reversed() {
          let position = Int(arena.nodes[child].index)
          let step: NodePath.Step =
            arena.nodes[child].isEntry ? .accessibilityElement(position) : .subview(position)
          stack.append((child, path.appending(step), cause, isInsideElement || reached.contains(index)))
        }
      }
    }

    /// The modal view a reader knows: an unnamed modal window that is modal only because the alert
    /// inside it is (an importer marks the whole way up) is named by that alert.
    func namedModal(_ index: Int, at path: NodePath) -> (Int, NodePath) {
      var (index, path) = (index, path)
      while UIKitDefaults.resolve(arena, index).label.nonEmpty == nil,
        arena.text(.identifier, of: index).nonEmpty == nil
      {
        let modals = arena.children(of: index).filter { !arena.nodes[$0].isEntry && arena.nodes[$0].isModal }
        guard modals.count == 1, let inner = modals.first else { break }
        (index, path) = (inner, path.appending(.subview(Int(arena.nodes[inner].index))))
      }
      return (index, path)
    }

    /// Whether the node has a label or an identifier, or a class of the app's own, to be named by.
    func hasOwnName(_ index: Int) -> Bool {
      UIKitDefaults.resolve(arena, index).label.nonEmpty != nil
        || arena.text(.identifier, of: index).nonEmpty != nil
        || arena.className(index) != UIKitClass.view.rawValue
    }

    func name(of index: Int) -> String {
      UIKitDefaults.resolve(arena, index).label.nonEmpty ?? arena.text(.identifier, of: index).nonEmpty
        ?? arena.className(index)
    }

    /// The same decision as the reading order's (rules §2.6), explicit orders named as such; a modal
    /// view that is no group is outlined too, since it is why its siblings cannot be reached.
    static func groupKind(
      of index: Int, in arena: NodeArena, attributes: ResolvedAttributes, isExplicit: Bool
    ) -> Group.Kind? {
      let decided = ReadingOrderWalker.groupKind(
        of: index, in: arena, attributes: attributes, isExplicit: isExplicit, isExplicitEntry: false)
      switch decided?.kind {
      case nil: return arena.nodes[index].isModal ? .modal : nil
      case .grouped: return isExplicit ? .explicitOrder : .grouped
      case let kind?: return Group.Kind(rawValue: kind.rawValue)
      }
    }
  }
}

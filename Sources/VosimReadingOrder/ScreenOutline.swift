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
  }

  /// Something that would be an element but VoiceOver never focuses it.
  package struct Unreachable: Hashable, Sendable {
    package var path: NodePath
    /// Its label, else its identifier, else its class.
    package var name: String
    package var frame: Frame?
    /// Why, for a reader: `hidden (isHidden) at root.subviews[2]`.
    package var reason: String
  }

  package var groups: [Group]
  package var unreachable: [Unreachable]

  /// The outline of `screen` as `ReadingOrder` walks it; throws where the reading order throws.
  package static func of(_ screen: Screen) throws(ModelError) -> ScreenOutline {
    let reachability = Reachability(rightToLeft: screen.layoutDirection == .rightToLeft)
    var builder = Builder(reachability: reachability)
    if let cause = builder.goneCause(screen.root, at: .root) {
      builder.excluded[.root] = cause
    } else {
      try builder.walkReachable(screen.root, at: .root)
    }
    builder.collectUnreachable(screen.root, at: .root, cause: builder.excluded[.root])
    return ScreenOutline(groups: builder.groups, unreachable: builder.unreachable)
  }

  private struct Builder {
    let reachability: Reachability
    var groups: [Group] = []
    var unreachable: [Unreachable] = []
    var reached: Set<NodePath> = []
    /// Paths a reachable container does not walk, with why.
    var excluded: [NodePath: String] = [:]

    func goneCause(_ node: AccessibilityNode, at path: NodePath) -> String? {
      guard reachability.isGone(node) else { return nil }
      if node.accessibilityElementsHidden { return "accessibilityElementsHidden at \(path)" }
      if node.isHidden { return "hidden (isHidden) at \(path)" }
      if node.alpha < 0.01 { return "transparent (alpha \(Frame.format(node.alpha))) at \(path)" }
      return "a 0×0 frame at \(path)"
    }

    /// The reachable walk, iterative (trees are up to `Screen.maximumDepth` deep): records elements,
    /// groups (a container without a frame gets its elements' union) and the children each container
    /// leaves out.
    mutating func walkReachable(_ root: AccessibilityNode, at rootPath: NodePath) throws(ModelError) {
      struct Open {
        var group: Int?
        /// Whether the group takes its frame from its elements (its container has none).
        var grows: Bool
        var children: [(node: AccessibilityNode, path: NodePath)]
        var next = 0
      }
      var stack: [Open] = []
      var pending: (node: AccessibilityNode, path: NodePath)? = (root, rootPath)
      while true {
        if let (node, path) = pending {
          pending = nil
          let attributes = UIKitDefaults.resolve(node)
          if attributes.isElement {
            reached.insert(path)
            if let frame = node.frame {
              for open in stack where open.grows {
                if let group = open.group { groups[group].frame.unite(frame) }
              }
            }
          } else {
            let (children, isExplicit, _) = try reachability.children(of: node, at: path)
            let walked = Set(children.map(\.path))
            let modal =
              node.accessibilityElements == nil
              ? children.last(where: { $0.node.accessibilityViewIsModal }) : nil
            for (index, subview) in node.subviews.enumerated() {
              let subviewPath = path.appending(.subview(index))
              guard !walked.contains(subviewPath), excluded[subviewPath] == nil else { continue }
              if let cause = goneCause(subview, at: subviewPath) {
                excluded[subviewPath] = cause
              } else if let modal {
                excluded[subviewPath] =
                  "covered by the modal view '\(Self.name(of: modal.node))' at \(modal.path)"
              } else if isExplicit {
                excluded[subviewPath] = "not in the accessibilityElements of \(path)"
              }
            }
            if let entries = node.accessibilityElements {
              for (index, entry) in entries.enumerated() {
                let entryPath = path.appending(.accessibilityElement(index))
                if case .node(let child) = entry, let cause = goneCause(child, at: entryPath) {
                  excluded[entryPath] = cause
                }
              }
            }
            var group: Int?
            if let kind = Self.groupKind(of: node, attributes: attributes, isExplicit: isExplicit) {
              let label = kind == .semanticGroup ? attributes.label : nil
              groups.append(
                Group(
                  path: path, kind: kind, label: label ?? node.accessibilityIdentifier, frame: node.frame))
              group = groups.count - 1
            }
            stack.append(Open(group: group, grows: node.frame == nil, children: children))
          }
        }
        guard let last = stack.indices.last else { return }
        if stack[last].next < stack[last].children.count {
          pending = stack[last].children[stack[last].next]
          stack[last].next += 1
        } else {
          let closed = stack.removeLast()
          if let group = closed.group, let frame = groups[group].frame {
            for open in stack where open.grows {
              if let outer = open.group { groups[outer].frame.unite(frame) }
            }
          }
        }
      }
    }

    /// Every node that would be an element and was not reached, with the nearest cause above it.
    mutating func collectUnreachable(_ root: AccessibilityNode, at rootPath: NodePath, cause: String?) {
      var stack: [(node: AccessibilityNode, path: NodePath, cause: String?)] = [(root, rootPath, cause)]
      while let (node, path, inherited) = stack.popLast() {
        var cause = inherited ?? excluded[path]
        if reached.contains(path) {
          cause = "inside the element '\(Self.name(of: node))' at \(path)"
        } else if cause == nil, let gone = goneCause(node, at: path) {
          cause = gone
        }
        if !reached.contains(path), let cause, UIKitDefaults.resolve(node).isElement {
          unreachable.append(
            Unreachable(path: path, name: Self.name(of: node), frame: node.frame, reason: cause))
        }
        var children: [(AccessibilityNode, NodePath, String?)] = []
        for (index, subview) in node.subviews.enumerated() {
          children.append((subview, path.appending(.subview(index)), cause))
        }
        for (index, entry) in (node.accessibilityElements ?? []).enumerated() {
          if case .node(let child) = entry {
            children.append((child, path.appending(.accessibilityElement(index)), cause))
          }
        }
        stack.append(contentsOf: children.reversed())
      }
    }

    static func name(of node: AccessibilityNode) -> String {
      let attributes = UIKitDefaults.resolve(node)
      for text in [attributes.label, node.accessibilityIdentifier] {
        if let text = text?.trimmedOfWhiteSpace(), !text.isEmpty { return text }
      }
      return node.className
    }

    /// The same decision as the reading order's (rules §2.6), explicit orders named as such; a modal
    /// view that is no group is outlined too, since it is why its siblings cannot be reached.
    static func groupKind(
      of node: AccessibilityNode, attributes: ResolvedAttributes, isExplicit: Bool
    ) -> Group.Kind? {
      switch node.accessibilityContainerType {
      case .list: return .list
      case .landmark: return .landmark
      case .dataTable: return .dataTable
      case .semanticGroup:
        let texts = [attributes.label, attributes.value, node.accessibilityIdentifier]
        if texts.contains(where: { !($0?.trimmedOfWhiteSpace().isEmpty ?? true) }) { return .semanticGroup }
      case .none: break
      }
      if attributes.traits.contains(.tabBar) { return .tabBar }
      if isExplicit { return .explicitOrder }
      if node.shouldGroupAccessibilityChildren { return .grouped }
      if node.accessibilityViewIsModal { return .modal }
      return nil
    }
  }
}

extension Optional where Wrapped == Frame {
  /// Grows the frame to contain `other` (or becomes it).
  fileprivate mutating func unite(_ other: Frame) {
    guard let frame = self else {
      self = other
      return
    }
    let minX = Swift.min(frame.minX, other.minX)
    let minY = Swift.min(frame.minY, other.minY)
    self = Frame(
      x: minX, y: minY, width: Swift.max(frame.maxX, other.maxX) - minX,
      height: Swift.max(frame.maxY, other.maxY) - minY)
  }
}

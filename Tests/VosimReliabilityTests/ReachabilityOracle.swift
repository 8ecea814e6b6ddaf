import VosimModel

/// An independent, deliberately naive reading of rules §2 over a generated screen: which elements are
/// reachable, which nodes the rules prune, and which groups and explicit orders the engine must respect.
///
/// Written from the rules, not from the engine: plain recursion (generated trees are shallow), class
/// defaults restricted to the classes `ScreenGenerator` uses.
struct ReachabilityOracle {
  /// A container whose reachable elements must be read consecutively (rules §2.6, §3).
  struct Group {
    var identifier: String
    var members: [String]
  }

  /// A container with `accessibilityElements`: per entry, the elements reachable through it.
  struct ExplicitOrder {
    var identifier: String
    var entries: [[String]]
  }

  private(set) var elements: [String] = []
  /// Identifiers of every node removed by rules §2.1, §2.2 or the modal rule §2.5 (with its subtree).
  private(set) var pruned: Set<String> = []
  private(set) var groups: [Group] = []
  private(set) var explicitOrders: [ExplicitOrder] = []

  init(_ screen: Screen) {
    if Self.isGone(screen.root) {
      Self.collect(screen.root, into: &pruned)
    } else {
      elements = visit(screen.root, isExplicitEntry: false)
    }
  }

  static func isElement(_ node: AccessibilityNode) -> Bool {
    node.isAccessibilityElement
      ?? ["UILabel", "UIButton", "UIAccessibilityElement"].contains(node.className)
  }

  /// Rules §2.1–2.2.
  static func isGone(_ node: AccessibilityNode) -> Bool {
    if node.accessibilityElementsHidden { return true }
    if node.className == "UIAccessibilityElement" { return false }
    if node.isHidden || node.alpha < 0.01 { return true }
    if let frame = node.frame, frame.width == 0, frame.height == 0 {
      return node.clipsToBounds || isElement(node) || node.accessibilityElements != nil
    }
    return false
  }

  /// Every identifier written at or below `node`.
  static func collect(_ node: AccessibilityNode, into set: inout Set<String>) {
    if let identifier = node.accessibilityIdentifier { set.insert(identifier) }
    for subview in node.subviews { collect(subview, into: &set) }
    for case .node(let inline) in node.accessibilityElements ?? [] { collect(inline, into: &set) }
  }

  /// The node of `node`'s subtree (itself excluded) with this identifier.
  static func find(_ identifier: String, below node: AccessibilityNode) -> AccessibilityNode? {
    var children = node.subviews
    for case .node(let inline) in node.accessibilityElements ?? [] { children.append(inline) }
    for child in children {
      if child.accessibilityIdentifier == identifier { return child }
      if let found = find(identifier, below: child) { return found }
    }
    return nil
  }

  /// The reachable elements at or below a node that is not gone, in document order.
  private mutating func visit(_ node: AccessibilityNode, isExplicitEntry: Bool) -> [String] {
    if Self.isElement(node) { return [node.accessibilityIdentifier ?? "?"] }
    var members: [String] = []
    if let entries = node.accessibilityElements {
      var perEntry: [[String]] = []
      for entry in entries {
        let child: AccessibilityNode?
        switch entry {
        case .node(let inline): child = inline
        case .ref(let identifier): child = Self.find(identifier, below: node)
        }
        guard let child else { continue }
        if Self.isGone(child) {
          Self.collect(child, into: &pruned)
          continue
        }
        let reached = visit(child, isExplicitEntry: true)
        perEntry.append(reached)
        members += reached
      }
      explicitOrders.append(ExplicitOrder(identifier: node.accessibilityIdentifier ?? "?", entries: perEntry))
    } else {
      var kept: [AccessibilityNode] = []
      for subview in node.subviews {
        if Self.isGone(subview) {
          Self.collect(subview, into: &pruned)
        } else {
          kept.append(subview)
        }
      }
      if let modal = kept.last(where: \.accessibilityViewIsModal) {
        for sibling in kept where sibling.accessibilityIdentifier != modal.accessibilityIdentifier {
          Self.collect(sibling, into: &pruned)
        }
        kept = [modal]
      }
      for child in kept { members += visit(child, isExplicitEntry: false) }
    }
    let isGroup =
      node.shouldGroupAccessibilityChildren || node.accessibilityElements != nil || isExplicitEntry
      || [.list, .landmark, .dataTable].contains(node.accessibilityContainerType)
      || (node.accessibilityContainerType == .semanticGroup
        && (node.accessibilityLabel != nil || node.accessibilityValue != nil
          || node.accessibilityIdentifier != nil))
    if isGroup, members.count > 1 {
      groups.append(Group(identifier: node.accessibilityIdentifier ?? "?", members: members))
    }
    return members
  }
}

import VosimModel

/// Walks a screen into lists of elements and groups (rules §2), sorting each group as it closes (§3).
///
/// Every container the walk enters pushes one `OpenContainer`; a container that keeps its children
/// together also opens a list that becomes a group when the walk leaves it. Transparent containers add
/// their children to the nearest open list.
final class ReadingOrderWalker: AccessibilityWalker {
  private struct OpenContainer {
    var path: NodePath
    var language: String?
    var seriesScope: Int?
    var isTabBar: Bool
    var list: ReadingGroup?
  }

  let reachability: Reachability
  let sort: GeometricSort
  let detector: AmbiguityDetector?
  private(set) var error: ModelError?
  private(set) var warnings: [ReadingOrderWarning] = []
  private(set) var top = ReadingGroup(kind: .plain, isExplicit: false, items: [], key: nil)
  private var open: [OpenContainer] = []
  /// Keyed by identity; the value keeps each path alive, so a freed path's address cannot be reused by
  /// another node and mistaken for an entry (that made the order differ from run to run).
  private var explicitEntries: [ObjectIdentifier: NodePath] = [:]
  private var nextSeriesScope = 0

  init(reachability: Reachability, sort: GeometricSort, detector: AmbiguityDetector?) {
    self.reachability = reachability
    self.sort = sort
    self.detector = detector
  }

  /// Walks from the root and sorts the top-level list.
  func run(_ root: AccessibilityNode) throws(ModelError) -> [ReadingItem] {
    if !reachability.isGone(root) {
      var walker = self
      walker.walk(root)
    }
    if let error { throw error }
    return close(top)
  }

  func visit(_ node: AccessibilityNode, at path: NodePath) -> WalkAction {
    guard error == nil else { return .skipChildren }
    guard open.count < Screen.maximumDepth else {
      error = .tooDeep(limit: Screen.maximumDepth, at: SourcePosition(line: 0, column: 0))
      return .skipChildren
    }
    let attributes = UIKitDefaults.resolve(node)
    let inherited = open.last
    let language = node.accessibilityLanguage ?? inherited?.language
    if attributes.isElement {
      var traits = attributes.traits
      if inherited?.isTabBar == true { traits.insert(.tabBarItem) }
      let element = OrderedElement(
        path: path, className: node.className, identifier: node.accessibilityIdentifier,
        frame: node.frame, label: attributes.label, value: attributes.value, hint: attributes.hint,
        traits: traits, customActions: node.accessibilityCustomActions,
        customContent: node.accessibilityCustomContent, language: language)
      append(.element(PendingElement(element: element, seriesScope: inherited?.seriesScope)))
      return .skipChildren
    }

    var container = OpenContainer(
      path: path, language: language, seriesScope: inherited?.seriesScope,
      isTabBar: inherited?.isTabBar ?? false, list: nil)
    if CompositeControls.isSeries(node, traits: attributes.traits) {
      container.seriesScope = nextSeriesScope
      nextSeriesScope += 1
    }
    if attributes.traits.contains(.tabBar) { container.isTabBar = true }
    let isExplicit = node.accessibilityElements != nil
    if let kind = groupKind(of: node, attributes: attributes, isExplicit: isExplicit, at: path) {
      container.list = ReadingGroup(kind: kind, isExplicit: isExplicit, items: [], key: nil)
    }
    open.append(container)
    return .visitChildren
  }

  func visitPost(_ node: AccessibilityNode, at path: NodePath) {
    guard let container = open.last, container.path === path else { return }
    open.removeLast()
    guard var group = container.list else { return }
    group.items = close(group)
    group.key = sort.firstKey(of: group.items)
    append(.group(group))
  }

  func children(of node: AccessibilityNode, at path: NodePath) -> [(node: AccessibilityNode, path: NodePath)]
  {
    do {
      let (children, isExplicit) = try reachability.children(of: node, at: path)
      if isExplicit {
        for child in children { explicitEntries[ObjectIdentifier(child.path)] = child.path }
      }
      return children
    } catch {
      self.error = error
      return []
    }
  }

  /// Rule §2.6: which containers keep their children together, and as what.
  private func groupKind(
    of node: AccessibilityNode, attributes: ResolvedAttributes, isExplicit: Bool, at path: NodePath
  ) -> GroupKind? {
    switch node.accessibilityContainerType {
    case .list: return .list
    case .landmark: return .landmark
    case .dataTable: return .dataTable
    case .semanticGroup:
      if attributes.label != nil || attributes.value != nil || node.accessibilityIdentifier != nil {
        return .semanticGroup(label: attributes.label.flatMap { $0.isEmpty ? nil : $0 })
      }
    case .none: break
    }
    if attributes.traits.contains(.tabBar) { return .tabBar }
    if node.shouldGroupAccessibilityChildren || isExplicit { return .plain }
    // An entry of an explicit order stays one block at its place in that order.
    if explicitEntries[ObjectIdentifier(path)] != nil { return .plain }
    return nil
  }

  private func append(_ item: ReadingItem) {
    if let index = open.lastIndex(where: { $0.list != nil }) {
      open[index].list!.items.append(item)
    } else {
      top.items.append(item)
    }
  }

  /// A group's members in reading order: explicit orders as given, others sorted, ambiguity noted.
  private func close(_ group: ReadingGroup) -> [ReadingItem] {
    guard !group.isExplicit else { return group.items }
    let sorted = sort.sorted(group.items)
    if let detector {
      for cluster in detector.ambiguousClusters(in: sorted) {
        warnings.append(
          ReadingOrderWarning(
            kind: .ambiguousOrder, paths: cluster.compactMap(\.path), names: cluster.map(\.name)))
      }
    }
    return sorted
  }
}

import VosimModel

/// Walks a screen into lists of elements and groups (rules §2), sorting each group as it closes (§3).
///
/// Every container the walk enters pushes one `OpenContainer`; a container that keeps its children
/// together also opens a list that becomes a group when the walk leaves it. Transparent containers add
/// their children to the nearest open list.
struct ReadingOrderWalker: AccessibilityWalker {
  private struct OpenContainer {
    var path: NodePath
    var seriesScope: Int?
    var isTabBar: Bool
    var list: ReadingGroup?
  }

  let reachability: Reachability
  let sort: GeometricSort
  let detector: AmbiguityDetector?
  private(set) var error: ModelError?
  /// Whether `error` is set; checked at every node, and cheaper than comparing the optional error.
  private var failed = false
  private(set) var warnings: [ReadingOrderWarning] = []
  /// Whether `run` keeps `groups` and `treeIndices` (`ReadingOrder.Configuration.recordsStructure`).
  var recordsStructure = false
  private(set) var groups: [ReadingOrderGroup] = []
  private(set) var treeIndices: [Int] = []
  private var top = ReadingGroup(kind: .plain, isExplicit: false, items: [])
  /// Every element reached, in walk order; lists refer to them by index.
  private var elements: [OrderedElement] = []
  /// Parallel to `elements`: the series (segmented control, tab bar) each belongs to, for "i of n".
  private var seriesScopes: [Int?] = []
  private var open: [OpenContainer] = []
  /// Keyed by identity; the value keeps each path alive, so a freed path's address cannot be reused by
  /// another node and mistaken for an entry (that made the order differ from run to run). An entry is
  /// removed when its node is visited, so the dictionary is empty outside explicit orders and most
  /// nodes are never hashed.
  private var explicitEntries: [ObjectIdentifier: NodePath] = [:]
  private var nextSeriesScope = 0
  /// The nodes the refs of each open explicit order have taken, by path: a node named by a ref is read
  /// where the ref stands, so it is skipped where it also sits, inside another entry of that order or
  /// written in place in it ("it is not read twice", docs/screen-format.md). Removed when the order's
  /// container closes; empty outside explicit orders with refs.
  private var takenByRefs: [(container: NodePath, paths: [NodePath])] = []

  /// `capacity`: how many elements the store can take without growing (the screen's node count, when
  /// its reader counted them): growing it doubles the copying and page faults of a million elements.
  init(reachability: Reachability, sort: GeometricSort, detector: AmbiguityDetector?, capacity: Int = 0) {
    self.reachability = reachability
    self.sort = sort
    self.detector = detector
    elements.reserveCapacity(capacity)
    seriesScopes.reserveCapacity(capacity)
  }

  /// Walks from the root and returns the elements in reading order, with their contexts. Runs once.
  mutating func run(_ root: AccessibilityNode) throws(ModelError) -> [OrderedElement] {
    if !reachability.isGone(root) { walk(root) }
    if let error { throw error }
    var list = top
    top.items = []
    close(&list)
    let items = list.items
    var result = elements
    elements = []
    let structure = ContextAssignment.flatten(
      items, elements: &result, seriesScopes: seriesScopes, recordsStructure: recordsStructure)
    if let structure { (groups, treeIndices) = (structure.groups, structure.treeIndices) }
    return result
  }

  mutating func visit(_ node: AccessibilityNode, at path: NodePath) -> WalkAction {
    guard !failed else { return .skipChildren }
    guard open.count < Screen.maximumDepth else {
      fail(.tooDeep(limit: Screen.maximumDepth, at: SourcePosition(line: 0, column: 0)))
      return .skipChildren
    }
    let isExplicitEntry =
      !explicitEntries.isEmpty && explicitEntries.removeValue(forKey: ObjectIdentifier(path)) != nil
    let attributes = UIKitDefaults.resolve(node)
    // Read from the open container in place: a copy would share its list, and the next append to
    // that list would then copy the whole list.
    let parent = open.indices.last
    // The element's own language, else the screen's (rules §4: an ancestor's does not pass down). A
    // control's parts carry the control's (`CompositeControls`).
    let language = node.accessibilityLanguage
    let seriesScope = parent.flatMap { open[$0].seriesScope }
    let isInTabBar = parent.map { open[$0].isTabBar } ?? false
    if attributes.isElement {
      var traits = attributes.traits
      if isInTabBar { traits.insert(.tabBarItem) }
      // Built straight into the store: a local first was one more copy of every field.
      elements.append(
        OrderedElement(
          path: path, uikitClass: node.uikitClass, customClassName: node.customClassName,
          identifier: node.accessibilityIdentifier,
          frame: node.frame, label: attributes.label, value: attributes.value, hint: attributes.hint,
          traits: traits, customActions: node.accessibilityCustomActions,
          customContent: node.accessibilityCustomContent, language: language,
          cell: Self.cell(of: node)))
      seriesScopes.append(seriesScope)
      append(ReadingItem(key: node.frame, content: .element(elements.count - 1)))
      return .skipChildren
    }

    var container = OpenContainer(
      path: path, seriesScope: seriesScope, isTabBar: isInTabBar, list: nil)
    if CompositeControls.isSeries(node, traits: attributes.traits) {
      container.seriesScope = nextSeriesScope
      nextSeriesScope += 1
    }
    if attributes.traits.contains(.tabBar) { container.isTabBar = true }
    let isExplicit = node.accessibilityElements != nil
    if let kind = groupKind(
      of: node, attributes: attributes, isExplicit: isExplicit, isExplicitEntry: isExplicitEntry)
    {
      container.list = ReadingGroup(kind: kind, isExplicit: isExplicit, items: [])
    }
    open.append(container)
    return .visitChildren
  }

  mutating func visitPost(_ node: AccessibilityNode, at path: NodePath) {
    if let taken = takenByRefs.last, taken.container === path { takenByRefs.removeLast() }
    guard let last = open.indices.last, open[last].path === path else { return }
    guard var group = open.removeLast().list else { return }
    close(&group)
    append(ReadingItem(key: placement(of: node, members: group.items), content: .group(group)))
  }

  /// Where a group sorts among its siblings: by its geometrically first member, except a grouping
  /// scroll view, which is placed by its own frame (content scrolled out above it stays in its run and
  /// never comes before what is above the scroll view), and a group among a tab bar's items, also
  /// placed by its own frame (rules §8, as AS).
  private func placement(of node: AccessibilityNode, members: [ReadingItem]) -> Frame? {
    if node.uikitClass == .scrollView, let frame = node.frame { return frame }
    let inTabBar = open.last(where: { $0.list != nil })?.list?.kind == .tabBar
    if inTabBar, let frame = node.frame { return frame }
    return sort.firstKey(of: members)
  }

  mutating func children(of node: AccessibilityNode, at path: NodePath) -> [(
    node: AccessibilityNode, path: NodePath
  )] {
    do {
      var (children, isExplicit, refs) = try reachability.children(of: node, at: path)
      if !takenByRefs.isEmpty {
        children.removeAll { child in takenByRefs.contains { $0.paths.contains(child.path) } }
      }
      if !refs.isEmpty { takenByRefs.append((path, refs)) }
      if isExplicit {
        for child in children { explicitEntries[ObjectIdentifier(child.path)] = child.path }
      }
      return children
    } catch {
      fail(error)
      return []
    }
  }

  /// A node's cell ranges, when it has any: read from the rare box only for nodes that have one.
  private static func cell(of node: AccessibilityNode) -> DataTableInfo? {
    let table = node.dataTable
    return table.isCell ? table : nil
  }

  private mutating func fail(_ error: ModelError) {
    self.error = error
    failed = true
  }

  /// Rule §2.6: which containers keep their children together, and as what.
  private func groupKind(
    of node: AccessibilityNode, attributes: ResolvedAttributes, isExplicit: Bool, isExplicitEntry: Bool
  ) -> GroupKind? {
    switch node.accessibilityContainerType {
    case .list: return .list
    case .landmark: return .landmark
    case .dataTable: return .dataTable
    case .semanticGroup:
      // A label, value or identifier makes the group (rules §2.6); blank text is no text. The label
      // is spoken trimmed.
      let nonBlank = { (text: String?) in text?.trimmedOfWhiteSpace() }
      let label = nonBlank(attributes.label).flatMap { $0.isEmpty ? nil : $0 }
      let value = nonBlank(attributes.value).flatMap { $0.isEmpty ? nil : $0 }
      let identifier = nonBlank(node.accessibilityIdentifier).flatMap { $0.isEmpty ? nil : $0 }
      if label != nil || value != nil || identifier != nil { return .semanticGroup(label: label) }
    case .none: break
    }
    if attributes.traits.contains(.tabBar) { return .tabBar }
    if node.shouldGroupAccessibilityChildren || isExplicit { return .plain }
    // An entry of an explicit order stays one block at its place in that order.
    if isExplicitEntry { return .plain }
    return nil
  }

  private mutating func append(_ item: ReadingItem) {
    if let index = open.lastIndex(where: { $0.list != nil }) {
      open[index].list!.items.append(item)
    } else {
      top.items.append(item)
    }
  }

  /// Puts a group's members in reading order, in place: explicit orders as given, others sorted,
  /// ambiguity noted.
  private mutating func close(_ group: inout ReadingGroup) {
    guard !group.isExplicit else { return }
    sort.sort(&group.items)
    if let detector {
      for cluster in detector.ambiguousClusters(in: group.items) {
        let named = cluster.map { $0.firstElement.map { elements[$0] } }
        warnings.append(
          ReadingOrderWarning(
            kind: .ambiguousOrder, paths: named.compactMap { $0?.path },
            names: named.map { $0.map { $0.label ?? $0.identifier ?? $0.path.description } ?? "empty group" })
        )
      }
    }
  }
}

import VosimModel

/// Walks a screen into lists of elements and groups (rules §2), sorting each group as it closes (§3).
///
/// Every container the walk enters pushes one `OpenContainer`; a container that keeps its children
/// together also opens a list that becomes a group when the walk leaves it. Transparent containers add
/// their children to the nearest open list.
struct ReadingOrderWalker {
  private struct OpenContainer {
    var index: Int
    var seriesScope: Int?
    /// A UISegmentedControl that lays out its own segments: its series is those, and an element among
    /// its subviews (a badge) is no segment.
    var seriesIsParts = false
    var isTabBar: Bool
    var list: ReadingGroup?
    /// The custom actions of the semantic groups around (innermost first), which each element inside
    /// offers too (research notes F9).
    var groupActions: [String] = []
    /// The nodes this container's explicit order reads where its refs stand, and nowhere else.
    var takenByRefs: [Int] = []
  }

  let arena: NodeArena
  let reachability: Reachability
  let sort: GeometricSort
  let detector: AmbiguityDetector?
  private(set) var warnings: [ReadingOrderWarning] = []
  /// Whether `run` keeps `groups` and `treeIndices` (`ReadingOrder.Configuration.recordsStructure`).
  var recordsStructure = false
  private(set) var groups: [ReadingOrderGroup] = []
  private(set) var treeIndices: [Int] = []
  private var top = ReadingGroup(kind: .grouped, isExplicit: false, items: [])
  /// Every element reached, in walk order; lists refer to them by index.
  private var store: [ReachedElement] = []
  /// The parts of composite controls the store refers to.
  private var parts: [OrderedElement] = []
  /// Parallel to `store`: the series (segmented control, tab bar) each belongs to, for "i of n".
  private var seriesScopes: [Int?] = []
  /// The data-table cell ranges of the elements that have them, by store index (rules §8).
  private var cells: [Int: DataTableInfo] = [:]
  /// The semantic groups' custom actions the elements inside offer, by store index (rare).
  private var groupActions: [Int: [String]] = [:]
  private var open: [OpenContainer] = []
  private var nextSeriesScope = 0

  init(arena: NodeArena, reachability: Reachability, sort: GeometricSort, detector: AmbiguityDetector?) {
    self.arena = arena
    self.reachability = reachability
    self.sort = sort
    self.detector = detector
    store.reserveCapacity(arena.count)
    seriesScopes.reserveCapacity(arena.count)
  }

  /// Walks from the root and returns the elements in reading order, with their contexts. Runs once.
  ///
  /// Depth first with an explicit stack, so no tree depth can overflow the call stack.
  mutating func run() throws(ModelError) -> [OrderedElement] {
    enum Step {
      case visit(Reachability.Child)
      /// The container at this depth of `open` is done.
      case leave
    }
    var stack: [Step] = []
    if !reachability.isGone(0) { stack.append(.visit(.init(content: .node(0), path: .root))) }
    while let step = stack.popLast() {
      guard case .visit(let child) = step else {
        leave()
        continue
      }
      // A control's parts (segments, halves, items) are no nodes: a control at the deepest level the
      // readers allow still has them.
      if case .part(let part) = child.content {
        parts.append(part)
        appendElement(.part(Int32(parts.count - 1)), path: child.path)
        continue
      }
      guard open.count < Screen.maximumDepth else {
        throw .tooDeep(limit: Screen.maximumDepth, at: SourcePosition(line: 0, column: 0))
      }
      guard case .node(let index) = child.content else { continue }
      if UIKitDefaults.isElement(arena, index) {
        appendElement(.node(Int32(index)), path: child.path)
        continue
      }
      enter(index, attributes: UIKitDefaults.resolve(arena, index), isExplicitEntry: child.isExplicitEntry)
      var (children, _, refs) = try reachability.children(of: index, at: child.path)
      if open.contains(where: { !$0.takenByRefs.isEmpty }) {
        children.removeAll { child in
          guard case .node(let index) = child.content else { return false }
          return open.contains { $0.takenByRefs.contains(index) }
        }
      }
      open[open.count - 1].takenByRefs = refs
      stack.append(.leave)
      for child in children.reversed() { stack.append(.visit(child)) }
    }
    var list = top
    top.items = []
    close(&list)
    let assignment = ContextAssignment.assign(
      list.items, count: store.count, seriesScopes: seriesScopes, cells: cells,
      recordsStructure: recordsStructure)
    if recordsStructure { (groups, treeIndices) = (assignment.groups, assignment.order) }
    return ElementBuilder(arena: arena, store: store, parts: parts, groupActions: groupActions).elements(
      order: assignment.order, contexts: assignment.contexts)
  }

  /// Adds an element to the store, under its series, and to the nearest open list.
  private mutating func appendElement(_ source: ReachedElement.Source, path: NodePath) {
    let frame: Frame?
    switch source {
    case .node(let index):
      frame = arena.nodes[Int(index)].frame
      let rare = arena.nodes[Int(index)].rare
      if rare >= 0, arena.rares[Int(rare)].dataTable.isCell {
        cells[store.count] = arena.rares[Int(rare)].dataTable
      }
    case .part(let index): frame = parts[Int(index)].frame
    }
    if let actions = open.last?.groupActions, !actions.isEmpty { groupActions[store.count] = actions }
    store.append(ReachedElement(source: source, path: path, isTabBarItem: open.last?.isTabBar == true))
    let isPart = if case .part = source { true } else { false }
    seriesScopes.append(open.last?.seriesIsParts == true && !isPart ? nil : open.last?.seriesScope)
    append(ReadingItem(key: frame, content: .element(store.count - 1)))
  }

  /// Opens container `index`, and the list it keeps its children in when it keeps them together.
  private mutating func enter(_ index: Int, attributes: ResolvedAttributes, isExplicitEntry: Bool) {
    let parent = open.last
    var container = OpenContainer(
      index: index, seriesScope: parent?.seriesScope, isTabBar: parent?.isTabBar ?? false, list: nil)
    let node = arena.nodes[index]
    // Inside a tab bar every element is one of its tabs, a segmented control's segments too.
    if parent?.isTabBar != true, CompositeControls.isSeries(node, traits: attributes.traits) {
      container.seriesScope = nextSeriesScope
      nextSeriesScope += 1
      container.seriesIsParts =
        node.uikitClass == .segmentedControl && arena.rare(index).content.segments?.isEmpty == false
    } else if parent?.seriesIsParts == true {
      container.seriesScope = nil
    }
    if attributes.traits.contains(.tabBar) { container.isTabBar = true }
    container.groupActions = parent?.groupActions ?? []
    if node.containerType == .semanticGroup, case let own = arena.rare(index).customActions.speakableNames,
      !own.isEmpty
    {
      container.groupActions = own + container.groupActions
    }
    let isExplicit = arena.rare(index).elements != nil
    if let (kind, label) = Self.groupKind(
      of: index, in: arena, attributes: attributes, isExplicit: isExplicit,
      isExplicitEntry: isExplicitEntry)
    {
      container.list = ReadingGroup(kind: kind, label: label, isExplicit: isExplicit, items: [])
    }
    open.append(container)
  }

  /// Closes the innermost container: its list, sorted, becomes one item of the list around it.
  private mutating func leave() {
    let closed = open.removeLast()
    guard var group = closed.list else { return }
    close(&group)
    let (key, isOwnFrame) = placement(of: closed.index, members: group.items)
    if isOwnFrame {
      group.placedBy = closed.index
    } else if let key {
      group.placingElement = group.items.first { $0.key == key }?.namedElement
    }
    append(ReadingItem(key: key, content: .group(group)))
  }

  /// Where a group sorts among its siblings: by its geometrically first member (rules §3), except
  /// that a grouping scroll view counts only the members not scrolled out of it above or to a side
  /// (content scrolled out stays in its run and never comes before what is above or beside the
  /// scroll view; its own frame when all are), and a group a tab bar's explicit order lists is placed by
  /// its own frame (rules §8, as AS). `isOwnFrame` says it is placed by its own frame.
  private func placement(of index: Int, members: [ReadingItem]) -> (key: Frame?, isOwnFrame: Bool) {
    let node = arena.nodes[index]
    if node.uikitClass == .scrollView, let frame = node.frame {
      let shown = members.filter { member in
        member.key.map { $0.y >= frame.y && $0.x + $0.width > frame.x && $0.x < frame.x + frame.width }
          ?? false
      }
      return sort.firstKey(of: shown).map { ($0, false) } ?? (frame, true)
    }
    // Only a container the tab bar's own accessibilityElements list: among its subviews, §3 holds.
    let around = open.last(where: { $0.list != nil })?.list
    if around?.kind == .tabBar, around?.isExplicit == true, let frame = node.frame { return (frame, true) }
    return (sort.firstKey(of: members), false)
  }

  /// Rule §2.6: which containers keep their children together, and as what.
  static func groupKind(
    of index: Int, in arena: NodeArena, attributes: ResolvedAttributes, isExplicit: Bool,
    isExplicitEntry: Bool
  ) -> (kind: ReadingOrderGroup.Kind, label: String?)? {
    let node = arena.nodes[index]
    switch node.containerType {
    case .list: return (.list, nil)
    case .landmark: return (.landmark, nil)
    case .dataTable: return (.dataTable, nil)
    case .semanticGroup:
      // A label, value or identifier makes the group (rules §2.6); blank spoken text is no text, but
      // an identifier is never spoken nor trimmed (a reference to `" "` finds it): any but an empty one
      // counts. The label is spoken trimmed.
      let label = attributes.label.nonEmpty
      if label != nil || attributes.value.nonEmpty != nil
        || arena.text(.identifier, of: index).map({ !$0.isEmpty }) == true
      {
        return (.semanticGroup, label)
      }
    case .none: break
    }
    if attributes.traits.contains(.tabBar) { return (.tabBar, nil) }
    if node.groupsChildren || isExplicit { return (.grouped, nil) }
    // An entry of an explicit order stays one block at its place in that order.
    if isExplicitEntry { return (.grouped, nil) }
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
  /// ambiguity noted. A tab bar's explicit order is sorted too: its tabs are read left to right, and a
  /// container it lists sorts among them by its own frame (rules §8, as AS).
  private mutating func close(_ group: inout ReadingGroup) {
    guard !group.isExplicit || group.kind == .tabBar else { return }
    sort.sort(&group.items)
    if let detector {
      for cluster in detector.ambiguousClusters(in: group.items) {
        // A group placed by its container's own frame is named by the container, whose frame ties.
        let placers = cluster.map { item -> Int? in
          if case .group(let group) = item.content { group.placedBy } else { nil }
        }
        let named = cluster.map { $0.namedElement.map { store[$0] } }
        let names = zip(named, placers).map { element, placer in
          placer.map(containerName(of:)) ?? element.map(name(of:)) ?? "empty group"
        }
        let paths = zip(named, placers).compactMap { element, placer in
          placer.map { arena.path(of: $0) } ?? element?.path
        }
        let band = detector.comparator.band
        // Rows overlap when two members at different x have tops apart by less than the band, but not
        // equal: a tie, or a row of equal tops, is no staircase.
        let rowsOverlap = Self.rowsOverlap(cluster.compactMap(\.key), band: band)
        warnings.append(
          ReadingOrderWarning(
            kind: .ambiguousOrder, paths: paths, names: names,
            tied: tiedPair(in: cluster, band: band).map { [names[$0], names[$1]] } ?? [],
            rowsOverlap: rowsOverlap))
      }
    }
  }

  /// Whether two keys at different x have tops apart by less than `band`, but not equal: one pass down
  /// the tops with the x values of the tops below each one's own within the band counted, so a
  /// cluster of thousands of ties is no pass over every pair.
  private static func rowsOverlap(_ keys: [Frame], band: Double) -> Bool {
    let keys = keys.sorted { $0.y < $1.y }
    var counts: [Double: Int] = [:]
    var low = 0
    var high = 0
    for key in keys {
      // The window is the keys whose top is below this one's and less than a band below.
      while high < keys.count, keys[high].y - key.y < band {
        counts[keys[high].x, default: 0] += 1
        high += 1
      }
      while low < high, keys[low].y <= key.y {
        let x = keys[low].x
        counts[x]! -= 1
        if counts[x] == 0 { counts[x] = nil }
        low += 1
      }
      if counts.count > 1 || (counts.count == 1 && counts[key.x] == nil) { return true }
    }
    return false
  }

  /// Two members of an ambiguous cluster that start at the same x within one band of each other, by
  /// their offsets in the cluster: neighbours once sorted by x, then y (a cluster can be a whole screen).
  private func tiedPair(in cluster: [ReadingItem], band: Double) -> (Int, Int)? {
    let keyed = cluster.indices.compactMap { offset in cluster[offset].key.map { (offset, $0) } }
      .sorted { ($0.1.x, $0.1.y, $0.0) < ($1.1.x, $1.1.y, $1.0) }
    for (a, b) in zip(keyed, keyed.dropFirst()) where a.1.x == b.1.x && b.1.y - a.1.y < band {
      return (min(a.0, b.0), max(a.0, b.0))
    }
    return nil
  }

  /// A container's name in messages: its label, else its identifier, else its class.
  private func containerName(of index: Int) -> String {
    UIKitDefaults.resolve(arena, index).label ?? arena.text(.identifier, of: index)
      ?? arena.className(index)
  }

  /// An element's name in messages: its label, else its identifier, else its path.
  private func name(of reached: ReachedElement) -> String {
    switch reached.source {
    case .node(let index):
      UIKitDefaults.resolve(arena, Int(index)).label ?? arena.text(.identifier, of: Int(index))
        ?? reached.path.description
    case .part(let index): parts[Int(index)].label ?? parts[Int(index)].identifier ?? reached.path.description
    }
  }
}

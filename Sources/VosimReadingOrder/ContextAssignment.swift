import VosimModel

/// Flattens the ordered groups into the reading order and gives each position the contexts of rules
/// §4.4: "i of n" in series, List Start / List End, Landmark / End, a semantic group's label on entry,
/// a data table's cells (§8).
enum ContextAssignment {
  /// The reading order and what goes with it.
  struct Assignment {
    /// For each position, the index of its element in the walk's store.
    var order: [Int]
    /// For each position, its contexts in speaking order.
    var contexts: [[ElementContext]]
    /// Every group, outer before inner; empty unless asked for.
    var groups: [ReadingOrderGroup]
  }

  /// The reading order of `items`, whose elements are the walk's store of `count` (`seriesScopes` and
  /// `cells` by store index), with each position's contexts.
  static func assign(
    _ items: [ReadingItem], count: Int, seriesScopes: [Int?], cells: [Int: DataTableInfo] = [:],
    recordsStructure: Bool = false
  ) -> Assignment {
    var state = State()
    state.recordsGroups = recordsStructure
    state.order.reserveCapacity(count)
    state.cells = cells
    state.collect(items)
    let order = state.order
    precondition(order.count == count, "every element is in exactly one list")
    var placed = [Bool](repeating: false, count: count)
    var contexts = [[ElementContext]](repeating: [], count: count)
    var series: [Int: [Int]] = [:]
    for (position, index) in order.enumerated() {
      precondition(!placed[index], "an element is in two lists")
      placed[index] = true
      if let scope = seriesScopes[index] { series[scope, default: []].append(position) }
    }
    for change in state.changes {
      // The last element of a list that ends its outer list too says List End once (likewise Start,
      // and landmarks): a context is a place in the screen, not a count of containers.
      if !change.atFront, contexts[change.position].contains(change.context) { continue }
      if change.atFront {
        contexts[change.position].insert(change.context, at: 0)
      } else if let rank = Self.rank(change.context),
        let later = contexts[change.position].firstIndex(where: { (Self.rank($0) ?? 0) > rank })
      {
        // §4.4 speaks list context before landmark context, whichever container is inside the other.
        contexts[change.position].insert(change.context, at: later)
      } else {
        contexts[change.position].append(change.context)
      }
    }
    for members in series.values {
      for (offset, position) in members.enumerated() {
        contexts[position].insert(.series(index: offset + 1, count: members.count), at: 0)
      }
    }
    return Assignment(order: order, contexts: contexts, groups: state.groups)
  }

  /// Where list and landmark context go among an element's contexts (rules §4.4): lists first.
  private static func rank(_ context: ElementContext) -> Int? {
    switch context {
    case .listStart, .listEnd: 1
    case .landmarkStart, .landmarkEnd: 2
    default: nil
    }
  }

  /// The reading order as store indices, and the contexts to add, in the order they are added.
  private struct State {
    var order: [Int] = []
    var changes: [(position: Int, context: ElementContext, atFront: Bool)] = []
    var recordsGroups = false
    /// Outer groups before inner ones (an outer group's entry is written before its members').
    var groups: [ReadingOrderGroup] = []
    /// The cell ranges of the elements that have them, by store index.
    var cells: [Int: DataTableInfo] = [:]
    /// Positions already given a cell context by an inner table, which an outer one must not repeat.
    var cellsPlaced: Set<Int> = []

    mutating func collect(_ items: [ReadingItem]) {
      for item in items {
        switch item.content {
        case .element(let index):
          order.append(index)
        case .group(let group):
          let start = order.count
          let slot = groups.count
          if recordsGroups { groups.append(ReadingOrderGroup(kind: .grouped, positions: start..<start)) }
          collect(group.items)
          if recordsGroups {
            if order.count > start {
              groups[slot].kind = group.kind
              if group.kind == .semanticGroup { groups[slot].label = group.label }
              groups[slot].positions = start..<order.count
            } else {
              groups.remove(at: slot)
            }
          }
          guard order.count > start else { continue }
          let last = order.count - 1
          switch group.kind {
          case .list:
            changes.append((start, .listStart, false))
            if last > start { changes.append((last, .listEnd, false)) }
          case .landmark:
            changes.append((start, .landmarkStart, false))
            if last > start { changes.append((last, .landmarkEnd, false)) }
          case .semanticGroup:
            if let label = group.label { changes.append((start, .semanticGroup(label: label), true)) }
          case .dataTable:
            placeCells(in: start...last)
          case .grouped, .tabBar:
            break
          }
        }
      }
    }

    /// Rules §8: each cell of a table speaks its spans, its row when it differs from the previous
    /// cell's in reading order, and its column. A non-cell element of the table reads as usual.
    mutating func placeCells(in positions: ClosedRange<Int>) {
      var previousRow: Int?
      for position in positions {
        // A cell of a table inside this one: the next cell of this table says its row again.
        if cellsPlaced.contains(position) {
          previousRow = nil
          continue
        }
        guard let cell = cells[order[position]] else { continue }
        cellsPlaced.insert(position)
        let row = cell.rowRange?.number
        let column = cell.columnRange?.number
        // A range whose location names no row (NSNotFound) spans none either.
        changes.append(
          (
            position,
            .dataTableCell(
              row: row == previousRow ? nil : row, column: column,
              rowSpan: row == nil ? 1 : cell.rowRange?.length ?? 1,
              columnSpan: column == nil ? 1 : cell.columnRange?.length ?? 1),
            false
          ))
        if row != nil { previousRow = row }
      }
    }
  }
}

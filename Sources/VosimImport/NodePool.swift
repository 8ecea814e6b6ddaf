import VosimModel

/// The nodes of the screen a dump becomes, built bottom-up (children before their parent, as
/// `ScreenBuilder` meets them) and written into the screen's flat arena top-down once complete.
///
/// Each node is stored once, by index, as the arena will hold it (its record, its strings, its rare
/// fields when it has any) with the indices of its children: a parent gathers its children by index
/// instead of moving whole subtrees of values into its arrays.
struct NodePool {
  private struct Pooled {
    var record: NodeArena.Node
    var texts: NodeArena.Texts
    /// The index in `rares`, or -1.
    var rare: Int
    var subviews: [Int]
    /// An explicit order of nodes written in place.
    var entries: [Int]?
  }

  private var pooled: [Pooled] = []
  private var rares: [NodeArena.Rare] = []

  init(capacity: Int) {
    pooled.reserveCapacity(capacity)
  }

  /// Adds a node (whose own `subviews` and `accessibilityElements` are ignored) with its children, and
  /// returns its index.
  mutating func add(_ node: AccessibilityNode, subviews: [Int] = [], entries: [Int]? = nil) -> Int {
    var rare = -1
    if let fields = NodeArena.rareFields(of: node) {
      rares.append(fields)
      rare = rares.count - 1
    }
    pooled.append(
      Pooled(
        record: NodeArena.record(of: node), texts: NodeArena.texts(of: node), rare: rare, subviews: subviews,
        entries: entries))
    return pooled.count - 1
  }

  /// The record of node `index`: its frame, traits and flags.
  subscript(index: Int) -> NodeArena.Node { pooled[index].record }

  /// The arena of the tree below `root`, in pre-order, with an explicit stack.
  func arena(root: Int) -> NodeArena {
    struct Open {
      let index: Int
      let slot: Int
      /// The next child: subviews first, then the explicit order's entries.
      var next = 0
      var entries: [NodeArena.Entry]?
    }
    var arena = NodeArena()
    arena.nodes.reserveCapacity(pooled.count)
    func open(_ index: Int, parent: Int, position: Int, isEntry: Bool) -> Open {
      let slot = arena.begin(pooled[index].record, parent: parent, position: position, isEntry: isEntry)
      return Open(index: index, slot: slot, entries: pooled[index].entries.map { _ in [] })
    }
    var stack = [open(root, parent: -1, position: 0, isEntry: false)]
    while let top = stack.indices.last {
      let current = stack[top].index
      let next = stack[top].next
      let subviewCount = pooled[current].subviews.count
      stack[top].next += 1
      if next < subviewCount {
        stack.append(
          open(pooled[current].subviews[next], parent: stack[top].slot, position: next, isEntry: false))
      } else if let entryCount = pooled[current].entries?.count, next - subviewCount < entryCount {
        let position = next - subviewCount
        let entry = open(
          pooled[current].entries![position], parent: stack[top].slot, position: position, isEntry: true)
        stack[top].entries!.append(.node(Int32(entry.slot)))
        stack.append(entry)
      } else {
        let closed = stack.removeLast()
        var rare = pooled[closed.index].rare < 0 ? nil : rares[pooled[closed.index].rare]
        if let entries = closed.entries {
          if rare == nil { rare = NodeArena.Rare() }
          rare!.elements = entries
        }
        arena.close(closed.slot, texts: pooled[closed.index].texts, rare: rare)
      }
    }
    return arena
  }
}

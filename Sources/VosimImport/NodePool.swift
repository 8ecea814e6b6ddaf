import VosimModel

/// The nodes of the screen a dump becomes, built bottom-up (children before their parent, as
/// `ScreenBuilder` meets them) and written into the screen's flat arena top-down once complete.
///
/// Each node is stored once, by index, packed as the arena will hold it (its record, its strings, its
/// rare fields when it has any), with the indices of its children: a parent gathers its children by
/// index instead of moving whole subtrees of values into its arrays.
struct NodePool {
  /// The nodes in the order they were added, each closed at once with its strings and rare fields; their
  /// places in the tree are in `children`.
  private var staged = NodeArena()
  private var children: [(subviews: [Int], entries: [Int]?)] = []

  init(capacity: Int) {
    staged.nodes.reserveCapacity(capacity)
    children.reserveCapacity(capacity)
  }

  /// Adds a node, given as the arena holds it (its record, strings and rare fields), with its children,
  /// and returns its index.
  mutating func add(
    _ record: NodeArena.Node, texts: NodeArena.Texts = .empty, rare: NodeArena.Rare? = nil,
    subviews: [Int] = [], entries: [Int]? = nil
  ) -> Int {
    let index = staged.begin(record, parent: -1, position: 0, isEntry: false)
    staged.close(index, texts: texts, rare: rare)
    children.append((subviews, entries))
    return index
  }

  /// The record of a node that only holds others: no element, no class, no traits.
  static func container(frame: Frame? = nil) -> NodeArena.Node {
    var record = NodeArena.Node()
    record.frame = frame
    record.isAccessibilityElement = false
    return record
  }

  /// The record of node `index`: its frame, traits and flags.
  subscript(index: Int) -> NodeArena.Node { staged.nodes[index] }

  /// Hides node `index` and its subtree (`accessibilityElementsHidden`).
  mutating func hide(_ index: Int) { staged.nodes[index].elementsHidden = true }

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
    arena.nodes.reserveCapacity(staged.count)
    func open(_ index: Int, parent: Int, position: Int, isEntry: Bool) -> Open {
      let slot = arena.begin(staged.nodes[index], parent: parent, position: position, isEntry: isEntry)
      return Open(index: index, slot: slot, entries: children[index].entries.map { _ in [] })
    }
    var stack = [open(root, parent: -1, position: 0, isEntry: false)]
    while let top = stack.indices.last {
      let (subviews, entries) = children[stack[top].index]
      let next = stack[top].next
      stack[top].next += 1
      if next < subviews.count {
        stack.append(open(subviews[next], parent: stack[top].slot, position: next, isEntry: false))
      } else if let entries, next - subviews.count < entries.count {
        let position = next - subviews.count
        let entry = open(entries[position], parent: stack[top].slot, position: position, isEntry: true)
        stack[top].entries!.append(.node(Int32(entry.slot)))
        stack.append(entry)
      } else {
        let closed = stack.removeLast()
        let stagedRare = staged.nodes[closed.index].rare
        var rare = stagedRare < 0 ? nil : staged.rares[Int(stagedRare)]
        if let entries = closed.entries {
          if rare == nil { rare = NodeArena.Rare() }
          rare!.elements = entries
        }
        arena.close(closed.slot, texts: staged.texts(of: closed.index), rare: rare)
      }
    }
    return arena
  }
}

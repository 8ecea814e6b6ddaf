/// A screen's tree as the engine reads it: flat arrays in pre-order, each subtree a contiguous range.
///
/// `nodes` holds what the walk decides with (structure, flags, frame, traits) as plain values with no
/// references, so reading a node copies bytes and counts no references; `strings` holds the strings
/// the nodes set, each node's together, and `rares` the fields few nodes set.
///
/// `AccessibilityNode` is the tree people build and read; this is what the readers write and the reading
/// order walks. A million-node screen is then a few arrays rather than a million nested values: walking
/// it moves indices, and freeing it frees the arrays.
///
/// The layout is canonical, so equal trees have equal arenas: nodes in pre-order, a node's subviews
/// before the nodes written inside its `accessibilityElements`, and rare records in post-order (a node's
/// after its descendants'), a node's strings in `Text` order after its descendants' strings. Builders
/// that meet their input in another order call `canonicalized()`.
package struct NodeArena: Hashable, Sendable {
  /// One node's structure and flags. Its strings are in `strings`, the rest in `rares[rare]`.
  package struct Node: Hashable, Sendable {
    package var frame: Frame?
    package var traits: AccessibilityTraits?
    /// The parent's index; -1 for the root, `detached` for a node a builder replaced.
    package var parent: Int32 = -1
    /// One past the last node of this node's subtree.
    package var end: Int32 = 0
    /// The position among the parent's subviews, or in its `accessibilityElements` when `isEntry`.
    package var index: Int32 = 0
    /// The index in `rares`, or -1.
    package var rare: Int32 = -1
    /// Where the node's strings start in `strings`.
    package var firstString: Int32 = 0
    /// Which `Text` fields the node sets, one bit each: its strings, in `Text` order.
    package var textFields: UInt8 = 0
    package var uikitClass: UIKitClass = .view
    package var containerType: ContainerType = .none
    /// Written inside the parent's `accessibilityElements` rather than its subviews.
    package var isEntry = false
    package var isAccessibilityElement: Bool?
    package var elementsHidden = false
    package var isModal = false
    package var groupsChildren = false
    package var isHidden = false
    package var clipsToBounds = false
    package var isOn: Bool?
    package var isEnabled: Bool?
    package var isSelected: Bool?

    package init() {}
  }

  /// The strings a node may set.
  package enum Text: Int, CaseIterable, Sendable {
    case label, value, hint, identifier
    /// `ControlContent.text` and `.title`: the texts labels, buttons and cells show.
    case text, title
  }

  /// One node's strings, as a builder gathers them before `close` stores them.
  package struct Texts: Hashable, Sendable {
    package var label: String?
    package var value: String?
    package var hint: String?
    package var identifier: String?
    /// `ControlContent.text` and `.title`: the texts labels, buttons and cells show.
    package var text: String?
    package var title: String?

    /// No strings, for a reader to fill.
    package static let empty = Texts()
  }

  /// An entry of an explicit order: a node written in place, by its index, or a ref.
  package enum Entry: Hashable, Sendable {
    case node(Int32)
    case ref(String)
  }

  /// The fields few nodes set; a node whose fields are all at these defaults has no record.
  package struct Rare: Hashable, Sendable {
    /// Whether every field is at its default: the node needs no record.
    package var isDefault: Bool { self == Rare() }

    /// The class name when it is not one of `UIKitClass`'s.
    package var className: String?
    package var language: String?
    package var alpha: Double = 1
    package var customActions: [String] = []
    package var customContent: [CustomContent] = []
    package var elements: [Entry]?
    package var dataTable = DataTableInfo()
    /// The control content beyond the node's inline text, title, isOn, isEnabled and isSelected.
    package var content = ControlContent()

    package init() {}
  }

  /// The parent of a node a later value of its parent's key replaced: left in place, unreachable,
  /// until `canonicalized()` drops it.
  package static let detached: Int32 = -2

  package var nodes: [Node] = []
  package var strings: [String] = []
  package var rares: [Rare] = []

  package init() {}

  package var count: Int { nodes.count }

  /// One string of node `index`, nil when the node does not set it.
  package func text(_ field: Text, of index: Int) -> String? {
    let fields = nodes[index].textFields
    let bit = UInt8(1) << field.rawValue
    guard fields & bit != 0 else { return nil }
    return strings[Int(nodes[index].firstString) + (fields & (bit - 1)).nonzeroBitCount]
  }

  /// All the strings of node `index`.
  package func texts(of index: Int) -> Texts {
    let fields = nodes[index].textFields
    guard fields != 0 else { return .empty }
    var next = Int(nodes[index].firstString)
    func take(_ field: Text) -> String? {
      guard fields & (UInt8(1) << field.rawValue) != 0 else { return nil }
      defer { next += 1 }
      return strings[next]
    }
    // Arguments are evaluated left to right: each takes the next string its field owns.
    return Texts(
      label: take(.label), value: take(.value), hint: take(.hint), identifier: take(.identifier),
      text: take(.text), title: take(.title))
  }

  /// The rare fields of node `index`, or the defaults.
  package func rare(_ index: Int) -> Rare {
    let slot = nodes[index].rare
    return slot < 0 ? NodeArena.noRare : rares[Int(slot)]
  }

  package static let noRare = Rare()

  /// The class name as written.
  package func className(_ index: Int) -> String {
    let slot = nodes[index].rare
    return (slot < 0 ? nil : rares[Int(slot)].className) ?? nodes[index].uikitClass.rawValue
  }

  /// The node's children in canonical order: its subviews, then the nodes inside its
  /// `accessibilityElements`.
  package func children(of index: Int) -> ChildIndices {
    ChildIndices(nodes: nodes, cursor: index + 1, end: Int(nodes[index].end))
  }

  /// The children of one node, found by hopping over each child's subtree: its own iterator.
  package struct ChildIndices: Sequence, IteratorProtocol {
    let nodes: [Node]
    var cursor: Int
    let end: Int

    package mutating func next() -> Int? {
      guard cursor < end else { return nil }
      defer { cursor = Int(nodes[cursor].end) }
      return cursor
    }
  }

  /// The subview of `parent` at position `position`, if it has one.
  ///
  /// A binary search over the parent's range, since a screen's root can have thousands of children:
  /// its subviews come first and in order (the canonical layout), and the child that holds a slot is
  /// found by climbing from that slot.
  package func subview(_ position: Int, of parent: Int) -> Int? {
    var low = parent + 1
    var high = Int(nodes[parent].end)
    while low < high {
      var child = (low + high) / 2
      while Int(nodes[child].parent) != parent {
        // Only an arena in another layout has nodes outside every subtree.
        guard nodes[child].parent >= 0 else {
          return children(of: parent).first { !nodes[$0].isEntry && Int(nodes[$0].index) == position }
        }
        child = Int(nodes[child].parent)
      }
      let record = nodes[child]
      if !record.isEntry, Int(record.index) == position { return child }
      if record.isEntry || Int(record.index) > position { high = child } else { low = Int(record.end) }
    }
    return nil
  }

  /// Where node `index` sits in the file, as `root.subviews[2].accessibilityElements[0]`.
  package func path(of index: Int) -> NodePath {
    path(of: index, below: 0, at: .root)
  }

  /// The path of node `index`, which lies below `ancestor` (or is it), whose path is `ancestorPath`.
  package func path(of index: Int, below ancestor: Int, at ancestorPath: NodePath) -> NodePath {
    var steps: [NodePath.Step] = []
    var cursor = index
    while cursor != ancestor, nodes[cursor].parent >= 0 {
      let position = Int(nodes[cursor].index)
      steps.append(nodes[cursor].isEntry ? .accessibilityElement(position) : .subview(position))
      cursor = Int(nodes[cursor].parent)
    }
    return steps.reversed().reduce(ancestorPath) { $0.appending($1) }
  }

  /// The node a path names, following subviews and the nodes written in explicit orders; nil when the
  /// path leaves the tree. A composite control's part resolves to the control.
  package func index(at path: NodePath) -> Int? {
    var steps: [NodePath.Step] = []
    var cursor: NodePath? = path
    while let current = cursor, let step = current.step {
      steps.append(step)
      cursor = current.parent
    }
    var index = 0
    for step in steps.reversed() {
      switch step {
      case .subview(let position):
        guard let child = subview(position, of: index) else { return nil }
        index = child
      case .accessibilityElement(let position):
        guard let entries = rare(index).elements, entries.indices.contains(position),
          case .node(let child) = entries[position]
        else { return nil }
        index = Int(child)
      case .part:
        return index
      }
    }
    return index
  }
}

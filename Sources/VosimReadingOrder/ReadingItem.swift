import VosimModel

/// An element on its way through the reading order, before its position is known.
struct PendingElement {
  var element: OrderedElement
  /// The series (segmented control, tab bar) it belongs to, for "i of n".
  var seriesScope: Int?
}

/// How a group's members are presented, which decides the contexts they get.
enum GroupKind: Hashable {
  /// Kept together, no context: `shouldGroupAccessibilityChildren`, an explicit order, an explicit entry.
  case plain
  case list
  case landmark
  case dataTable
  /// A semantic group with a label, value or identifier; the label is read on entry.
  case semanticGroup(label: String?)
  case tabBar
}

/// A group of items read consecutively, placed among its siblings by its geometrically first member.
struct ReadingGroup {
  var kind: GroupKind
  /// Explicit order: kept as given, never sorted.
  var isExplicit: Bool
  var items: [ReadingItem]
  /// The frame of the geometrically first member; nil when no member has a frame.
  var key: Frame?
}

/// One entry of a list being ordered: an element, or a group that stays together.
enum ReadingItem {
  case element(PendingElement)
  case group(ReadingGroup)

  /// Where the item sorts: an element's frame, a group's first member's frame.
  var key: Frame? {
    switch self {
    case .element(let pending): pending.element.frame
    case .group(let group): group.key
    }
  }

  /// A name for messages: the label, else the identifier, else the path of the first element.
  var name: String {
    switch self {
    case .element(let pending):
      let element = pending.element
      return element.label ?? element.identifier ?? element.path.description
    case .group(let group):
      return group.items.first?.name ?? "empty group"
    }
  }

  /// The source path of the item's first element.
  var path: NodePath? {
    switch self {
    case .element(let pending): pending.element.path
    case .group(let group): group.items.first?.path
    }
  }
}

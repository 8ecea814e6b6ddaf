import VosimModel

/// A group of items read consecutively, placed among its siblings by its geometrically first member.
struct ReadingGroup {
  /// How the members are presented, which decides the contexts they get.
  var kind: ReadingOrderGroup.Kind
  /// A semantic group's label, read on entry.
  var label: String?
  /// Explicit order: kept as given, never sorted.
  var isExplicit: Bool
  var items: [ReadingItem]
  /// The container whose own frame places the group (a scroll view whose members are all scrolled
  /// out, a container a tab bar lists), by arena index: warnings name it, not its first member.
  var placedBy: Int? = nil
  /// The store index of the member element whose frame places the group (the geometrically first),
  /// which warnings name; nil when its own frame places it, or nothing has a frame.
  var placingElement: Int? = nil
}

/// One entry of a list being ordered: an element, or a group that stays together.
///
/// Small on purpose: an element is its index in the walk's element store, so sorting and nesting move a
/// frame and an integer, never an element's dozen fields.
struct ReadingItem {
  enum Content {
    /// The index of the element in `ReadingOrderWalker.elements`.
    case element(Int)
    indirect case group(ReadingGroup)
  }

  /// Where the item sorts: an element's frame, a group's geometrically first member's frame; nil when
  /// it has no geometry.
  var key: Frame?
  var content: Content

  /// The store index of the element an item is named after in messages: itself, or the member whose
  /// frame places a group (else its first member; nil for an empty group).
  var namedElement: Int? {
    switch content {
    case .element(let index): index
    case .group(let group): group.placingElement ?? group.items.first?.namedElement
    }
  }
}

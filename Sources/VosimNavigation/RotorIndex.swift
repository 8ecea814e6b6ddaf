import VosimModel
import VosimReadingOrder

/// Which elements each rotor item reaches (rules §6): per category, the reading-order positions of its
/// members, ascending. Built in one pass over the elements and groups; a step to the next or previous
/// member is a binary search.
///
/// The public answer to "which rotor categories exist on this screen and which elements are in each":
/// `presentCategories` and `positions(of:)`.
public struct RotorIndex: Hashable, Sendable {
  private var members: [RotorCategory: [Int]]

  /// The index of a reading order. Tables, Lists, Landmarks and Containers need the order's groups
  /// (`ReadingOrder.Configuration.recordsStructure`); without them they are empty.
  public init(_ order: ReadingOrderResult) {
    var members: [RotorCategory: [Int]] = [:]
    func add(_ category: RotorCategory, _ position: Int) { members[category, default: []].append(position) }
    // A secure text field carries textEntry too; secureTextField alone is not a text field (rules §4.3).
    let formControls: AccessibilityTraits = [.button, .toggleButton, .adjustable, .textEntry, .searchField]
    for (position, element) in order.elements.enumerated() {
      let traits = element.traits
      if traits.contains(.header) { add(.headings, position) }
      if traits.contains(.link) { add(.links, position) }
      if !traits.isDisjoint(with: formControls) { add(.formControls, position) }
      if !traits.isDisjoint(with: [.textEntry, .searchField]) { add(.textFields, position) }
      if traits.contains(.searchField) { add(.searchFields, position) }
      if traits.contains(.button) { add(.buttons, position) }
      if traits.contains(.image) { add(.images, position) }
      if traits.contains(.staticText) { add(.staticText, position) }
      if traits.contains(.adjustable) { add(.adjustValue, position) }
      if !element.customActions.isEmpty { add(.actions, position) }
    }
    // Groups come outer before inner, so their first positions never decrease: a group that starts
    // where the previous one did adds nothing.
    for group in order.groups {
      let start = group.positions.lowerBound
      let category: RotorCategory? =
        switch group.kind {
        case .dataTable: .tables
        case .list: .lists
        case .landmark: .landmarks
        case .grouped, .semanticGroup, .tabBar: nil
        }
      if let category, members[category]?.last != start { add(category, start) }
      if members[.containers]?.last != start { add(.containers, start) }
    }
    for category in members.keys where !Self.isSorted(members[category]!) { members[category]!.sort() }
    self.members = members
  }

  /// The reading-order positions the category reaches, ascending: for Actions the elements with custom
  /// actions, for Adjust value the adjustable ones.
  public func positions(of category: RotorCategory) -> [Int] { members[category] ?? [] }

  /// The items that move between elements and have at least one member, in the rotor's order: what
  /// the rotor offers on this screen wherever the focus is.
  public var presentCategories: [RotorCategory] {
    RotorCategory.elementCategories.filter { members[$0] != nil }
  }

  /// The first member after `position` (the first of all when nil).
  public func next(after position: Int?, in category: RotorCategory) -> Int? {
    guard let list = members[category] else { return nil }
    guard let position else { return list.first }
    let index = Self.firstIndex(in: list, greaterThan: position)
    return index < list.count ? list[index] : nil
  }

  /// The last member before `position` (none when nil: nothing comes before no focus).
  public func previous(before position: Int?, in category: RotorCategory) -> Int? {
    guard let list = members[category], let position else { return nil }
    let index = Self.firstIndex(in: list, greaterThan: position - 1)
    return index > 0 ? list[index - 1] : nil
  }

  /// Whether the element at `position` is a member.
  public func contains(_ position: Int, in category: RotorCategory) -> Bool {
    guard let list = members[category] else { return false }
    let index = Self.firstIndex(in: list, greaterThan: position - 1)
    return index < list.count && list[index] == position
  }

  /// The index of the first entry greater than `value` in an ascending list.
  private static func firstIndex(in list: [Int], greaterThan value: Int) -> Int {
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if list[middle] > value { high = middle } else { low = middle + 1 }
    }
    return low
  }

  private static func isSorted(_ list: [Int]) -> Bool {
    zip(list, list.dropFirst()).allSatisfy { $0 < $1 }
  }
}

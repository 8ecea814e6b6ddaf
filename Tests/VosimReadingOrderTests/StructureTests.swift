import Testing
import VosimModel
import VosimReadingOrder

/// `recordsStructure`: the groups (for the rotor's Containers, Lists, Landmarks, Tables) and the tree
/// order (for touch) that navigation reads from a reading order.
@Suite("Recorded structure")
struct StructureTests {
  static func label(_ text: String, _ y: Double, x: Double = 0) -> AccessibilityNode {
    var node = AccessibilityNode(className: "UILabel", frame: Frame(x: x, y: y, width: 100, height: 20))
    node.content.text = text
    return node
  }

  static func container(_ type: ContainerType, _ children: [AccessibilityNode]) -> AccessibilityNode {
    AccessibilityNode(accessibilityContainerType: type, subviews: children)
  }

  @Test func groupsAreRecordedOuterFirstWithTheirPositions() throws {
    var card = AccessibilityNode(subviews: [Self.label("Card", 300), Self.label("Card detail", 330)])
    card.shouldGroupAccessibilityChildren = true
    let list = Self.container(
      .list, [Self.label("One", 100), Self.container(.landmark, [Self.label("Two", 130)])])
    let root = AccessibilityNode(subviews: [
      card, Self.label("Top", 0), list, Self.container(.dataTable, [Self.label("A1", 500)]),
      Self.container(.semanticGroup, [Self.label("Unnamed", 600)]),
    ])
    let order = try ReadingOrder(configuration: .init(recordsStructure: true)).order(Screen(root: root))
    #expect(order.elements.map(\.label) == ["Top", "One", "Two", "Card", "Card detail", "A1", "Unnamed"])
    #expect(
      order.groups == [
        ReadingOrderGroup(kind: .list, positions: 1..<3),
        ReadingOrderGroup(kind: .landmark, positions: 2..<3),
        ReadingOrderGroup(kind: .grouped, positions: 3..<5),
        ReadingOrderGroup(kind: .dataTable, positions: 5..<6),
      ])
    // The walk visits the card first, then Top, the list, the table and the unnamed group's member.
    #expect(order.treeIndices == [2, 3, 4, 0, 1, 5, 6])
  }

  @Test func anEmptyGroupIsNotRecorded() throws {
    let root = AccessibilityNode(subviews: [
      Self.container(.list, [AccessibilityNode(subviews: [])]), Self.label("Only", 0),
    ])
    let order = try ReadingOrder(configuration: .init(recordsStructure: true)).order(Screen(root: root))
    #expect(order.groups.isEmpty)
    #expect(order.treeIndices == [0])
  }

  @Test func nothingIsRecordedByDefault() throws {
    let root = Self.container(.list, [Self.label("One", 0), Self.label("Two", 30)])
    let plain = try ReadingOrder().order(Screen(root: root))
    #expect(plain.groups.isEmpty)
    #expect(plain.treeIndices.isEmpty)
    let recorded = try ReadingOrder(configuration: .init(recordsStructure: true)).order(Screen(root: root))
    #expect(recorded.elements == plain.elements)
    #expect(recorded.groups == [ReadingOrderGroup(kind: .list, positions: 0..<2)])
  }
}

/// The deepest tree the readers allow is read whole, a control's parts at its deepest level included.
@Suite struct DepthLimitTests {
  @Test func aControlAtTheDeepestLevelKeepsItsParts() throws {
    var node = AccessibilityNode(
      className: "UISegmentedControl", frame: Frame(x: 0, y: 0, width: 100, height: 30))
    node.content.segments = ["a", "b"]
    for _ in 1..<Screen.maximumDepth { node = view([node]) }
    #expect(try labels(node) == ["a", "b"])
  }
}

import Testing
import VosimModel
import VosimReadingOrder

@Suite("Groups and explicit order (rules §2.6, §3)")
struct GroupingTests {
  /// Two columns: left holds A (top) and C, right holds B (top) and D.
  func columns(grouped: Bool) -> AccessibilityNode {
    var left = view([element("A", 0, 0), element("C", 0, 100)])
    var right = view([element("B", 200, 0), element("D", 200, 100)])
    left.shouldGroupAccessibilityChildren = grouped
    right.shouldGroupAccessibilityChildren = grouped
    return view([left, right])
  }

  @Test func transparentColumnsReadRowWise() throws {
    #expect(try labels(columns(grouped: false)) == ["A", "B", "C", "D"])
  }

  @Test func groupedColumnsReadColumnWise() throws {
    #expect(try labels(columns(grouped: true)) == ["A", "C", "B", "D"])
  }

  @Test func aGroupIsPlacedByItsGeometricallyFirstMember() throws {
    // The group's document-first member is low on the screen; its first member by geometry is at y 40.
    var group = view([element("Group low", 0, 400), element("Group high", 0, 40)])
    group.shouldGroupAccessibilityChildren = true
    let root = view([element("Bottom", 0, 600), group, element("Top", 0, 0), element("Middle", 0, 200)])
    #expect(try labels(root) == ["Top", "Group high", "Group low", "Middle", "Bottom"])
  }

  /// A grouping scroll view is placed by its first member too, counting only what is not scrolled out
  /// above its top: a full-screen scroll view under a navigation bar is read after the bar, and a row
  /// scrolled out above stays in the run.
  @Test func aScrollViewIsPlacedByItsFirstMemberNotScrolledOut() throws {
    var scroll = view(
      [element("Above", 16, -100), element("Row 1", 16, 100), element("Row 2", 16, 144)],
      frame: Frame(x: 0, y: 0, width: 390, height: 844))
    scroll.className = "UIScrollView"
    scroll.shouldGroupAccessibilityChildren = true
    let root = view([scroll, element("Inbox", 16, 47)])
    #expect(try labels(root) == ["Inbox", "Above", "Row 1", "Row 2"])
    // Everything scrolled out above: the scroll view's own frame places it.
    var gone = scroll
    gone.subviews = [element("Above", 16, -100)]
    #expect(try labels(view([element("Inbox", 16, 47), gone])) == ["Above", "Inbox"])
    // Scrolled out to the side: a horizontal list's first cell scrolled out left does not place the
    // list before the label beside it.
    var row = view(
      [element("Cell 0", -130, 100, 100, 40), element("Cell 1", 80, 100, 100, 40)],
      frame: Frame(x: 70, y: 95, width: 320, height: 50))
    row.className = "UIScrollView"
    row.shouldGroupAccessibilityChildren = true
    #expect(try labels(view([element("Filter", 0, 100), row])) == ["Filter", "Cell 0", "Cell 1"])
  }

  @Test func explicitOrderIsKeptAsGiven() throws {
    var card = view([
      element("Title", 0, 0), element("Subtitle", 0, 30), element("Buy", 0, 100),
    ])
    card.subviews[2].accessibilityIdentifier = "buy"
    card.subviews[0].accessibilityIdentifier = "title"
    card.accessibilityElements = [.ref("buy"), .ref("title")]
    #expect(try labels(view([card])) == ["Buy", "Title"])
  }

  @Test func explicitOrderWithOnlySubgroups() throws {
    let first = view([element("First row right", 200, 0), element("First row left", 0, 0)])
    let second = view([element("Second row", 0, 100)])
    var container = view([])
    container.accessibilityElements = [.node(second), .node(first)]
    // Entries keep their given order; inside each entry the geometric order applies.
    #expect(try labels(view([container])) == ["Second row", "First row left", "First row right"])
  }

  @Test func explicitGroupSortsAmongSiblingsByItsFirstMember() throws {
    var container = view([])
    container.accessibilityElements = [
      .node(element("Explicit low", 0, 300)), .node(element("Explicit high", 0, 100)),
    ]
    let root = view([element("Above", 0, 0), container, element("Between", 0, 200), element("Below", 0, 500)])
    #expect(try labels(root) == ["Above", "Explicit low", "Explicit high", "Between", "Below"])
  }

  @Test func refsResolveAndErrorsNameTheContainer() throws {
    var container = view([element("A", 0, 0), element("B", 0, 50)])
    container.subviews[0].accessibilityIdentifier = "same"
    container.subviews[1].accessibilityIdentifier = "same"
    container.accessibilityElements = [.ref("same")]
    #expect(throws: ModelError.duplicateReference("same", container: "root")) { try order(container) }
    container.subviews[1].accessibilityIdentifier = "other"
    container.accessibilityElements = [.ref("same"), .ref("same")]
    #expect(throws: ModelError.duplicateReference("same", container: "root")) { try order(container) }
    container.accessibilityIdentifier = "self"
    container.accessibilityElements = [.ref("self")]
    #expect(throws: ModelError.referenceCycle("self", container: "root")) { try order(container) }
  }

  @Test func refPathsAreTheNodesRealPlace() throws {
    var inner = view([element("Deep", 0, 0)])
    inner.subviews[0].accessibilityIdentifier = "deep"
    var container = view([inner])
    container.accessibilityElements = [.ref("deep")]
    let result = try order(view([container]))
    #expect(result.elements.map(\.path.description) == ["root.subviews[0].subviews[0].subviews[0]"])
  }
}

@Suite("Contexts (rules §4.4)")
struct ContextTests {
  @Test func listStartAndEndByReadingOrder() throws {
    var list = view([element("Row 3", 0, 200), element("Row 1", 0, 0), element("Row 2", 0, 100)])
    list.accessibilityContainerType = .list
    let result = try order(view([list]))
    #expect(result.elements.map(\.label) == ["Row 1", "Row 2", "Row 3"])
    #expect(result.elements.map(\.contexts) == [[.listStart], [], [.listEnd]])
  }

  /// An element that ends a list and the list around it says List End once; the inner list's first
  /// element still starts it.
  @Test func nestedListsSharingAnEndSayItOnce() throws {
    var inner = view([element("N1", 0, 40), element("N2", 0, 80)])
    inner.accessibilityContainerType = .list
    var outer = view([element("L1", 0, 0), inner])
    outer.accessibilityContainerType = .list
    let result = try order(view([outer]))
    #expect(result.elements.map(\.contexts) == [[.listStart], [.listStart], [.listEnd]])
    var landmark = view([element("A", 0, 0)])
    landmark.accessibilityContainerType = .landmark
    var around = view([landmark])
    around.accessibilityContainerType = .landmark
    #expect(try order(view([around])).elements[0].contexts == [.landmarkStart])
  }

  /// An element that starts or ends both a list and a landmark says the list's word first (rules
  /// §4.4), whichever container is inside the other.
  @Test func listContextComesBeforeLandmarkContextInEitherNesting() throws {
    for listOutside in [true, false] {
      var inner = view([element("X", 0, 0), element("Y", 0, 40)])
      inner.accessibilityContainerType = listOutside ? .landmark : .list
      var outer = view([inner])
      outer.accessibilityContainerType = listOutside ? .list : .landmark
      #expect(
        try order(view([outer])).elements.map(\.contexts) == [
          [.listStart, .landmarkStart], [.listEnd, .landmarkEnd],
        ])
    }
  }

  /// A semantic group's custom actions are offered on every element inside it, after the element's
  /// own, and an inner group's before an outer one's (research notes F9, AS #285).
  @Test func aSemanticGroupsActionsReachItsElements() throws {
    var own = element("Song", 0, 0)
    own.accessibilityCustomActions = ["Like", "Skip"]
    var inner = view([own, element("Artist", 0, 40)])
    inner.accessibilityContainerType = .semanticGroup
    inner.accessibilityCustomActions = ["Skip", "Queue"]
    var outer = view([inner, element("Album", 0, 80)])
    outer.accessibilityContainerType = .semanticGroup
    outer.accessibilityCustomActions = ["Share"]
    let result = try order(view([outer, element("Outside", 0, 120)]))
    #expect(
      result.elements.map(\.customActions) == [
        ["Like", "Skip", "Queue", "Share"], ["Skip", "Queue", "Share"], ["Share"], [],
      ])
  }

  @Test func aOneElementListGetsOnlyStart() throws {
    var list = view([element("Only", 0, 0)])
    list.accessibilityContainerType = .list
    #expect(try order(view([list])).elements[0].contexts == [.listStart])
  }

  @Test func everyListAndLandmarkGetsContextNotOnlyExplicitOnes() throws {
    var landmark = view([element("Map", 0, 0), element("Legend", 0, 100)])
    landmark.accessibilityContainerType = .landmark
    let result = try order(view([landmark]))
    #expect(result.elements.map(\.contexts) == [[.landmarkStart], [.landmarkEnd]])
  }

  @Test func labelledSemanticGroupSpeaksItsLabelOnEntry() throws {
    var group = view([element("Play", 0, 0), element("Next", 100, 0)])
    group.accessibilityContainerType = .semanticGroup
    group.accessibilityLabel = "Playback controls"
    let result = try order(view([element("Song", 0, -50), group]))
    #expect(result.elements.map(\.contexts) == [[], [.semanticGroup(label: "Playback controls")], []])
  }

  /// The group's label is spoken trimmed; a blank one is no label, so it neither speaks nor makes the
  /// group (an identifier still does, silently).
  @Test func semanticGroupLabelIsTrimmedAndBlankIsNotSpoken() throws {
    for (label, identifier, spoken) in [("Card ", nil, "Card"), (" \n", "cards", nil)]
      as [(String, String?, String?)]
    {
      var group = view([element("Play", 0, 0), element("Next", 100, 0)])
      group.accessibilityContainerType = .semanticGroup
      group.accessibilityLabel = label
      group.accessibilityIdentifier = identifier
      let result = try order(view([group, element("Between", 50, 2)]))
      #expect(result.elements.map(\.label) == ["Play", "Next", "Between"])
      #expect(result.elements[0].contexts == (spoken.map { [.semanticGroup(label: $0)] } ?? []))
    }
  }

  /// A blank label or value is none: such a semantic group is transparent, as an unlabelled one.
  @Test func aSemanticGroupWithOnlyBlankTextIsTransparent() throws {
    for blank in ["", "   "] {
      var group = view([element("A", 0, 0), element("C", 0, 100)])
      group.accessibilityContainerType = .semanticGroup
      group.accessibilityLabel = blank
      group.accessibilityValue = blank
      #expect(try labels(view([group, element("B", 0, 50)])) == ["A", "B", "C"])
    }
  }

  /// An identifier is no spoken text: one of white space is still an identifier (a reference to it
  /// finds it) and makes the group; an empty one does not.
  @Test func aSemanticGroupsIdentifierIsNotTrimmed() throws {
    for (identifier, expected) in [(" ", ["A", "C", "B"]), ("", ["A", "B", "C"])] {
      var group = view([element("A", 0, 0), element("C", 0, 100)])
      group.accessibilityContainerType = .semanticGroup
      group.accessibilityIdentifier = identifier
      #expect(try labels(view([group, element("B", 200, 2)])) == expected, "'\(identifier)'")
    }
  }

  @Test func unlabelledSemanticGroupIsTransparent() throws {
    var group = view([element("A", 0, 0), element("C", 0, 100)])
    group.accessibilityContainerType = .semanticGroup
    #expect(try labels(view([group, element("B", 200, 0)])) == ["A", "B", "C"])
  }

  @Test func tabBarTraitMakesTabsWithSeries() throws {
    var bar = view([
      element("Home", 0, 800, 100, 44, traits: .button),
      element("Search", 100, 800, 100, 44, traits: .button),
    ])
    bar.accessibilityTraits = .tabBar
    let result = try order(view([bar]))
    #expect(
      result.elements.map(\.contexts) == [[.series(index: 1, count: 2)], [.series(index: 2, count: 2)]])
    #expect(result.elements.allSatisfy { $0.traits.contains(.tabBarItem) })
  }

  /// A container a tab bar's `accessibilityElements` list sorts among its tabs by its own frame, not
  /// its first member's; the explicit order itself is sorted (rules §8, AS).
  @Test func aContainerInATabBarsExplicitOrderSortsByItsOwnFrame() throws {
    var nested = view(
      [element("Inner", 0, 800, 40, 44, traits: .button)],
      frame: Frame(x: 200, y: 800, width: 100, height: 44))
    nested.shouldGroupAccessibilityChildren = true
    var bar = view([])
    bar.accessibilityElements = [.node(nested), .node(element("Home", 100, 800, 100, 44, traits: .button))]
    bar.accessibilityTraits = .tabBar
    let result = try order(view([bar]))
    #expect(result.elements.map(\.label) == ["Home", "Inner"])
    #expect(
      result.elements.map(\.contexts) == [[.series(index: 1, count: 2)], [.series(index: 2, count: 2)]])
    // Among a tab bar's subviews, or outside a tab bar, a group sorts by its first member (rules §3).
    var subviews = view([element("Home", 100, 800, 100, 44, traits: .button), nested])
    subviews.accessibilityTraits = .tabBar
    #expect(try labels(view([subviews])) == ["Inner", "Home"])
    var plain = view([element("Home", 100, 800, 100, 44, traits: .button), nested])
    plain.shouldGroupAccessibilityChildren = true
    #expect(try labels(view([plain])) == ["Inner", "Home"])
  }

  @Test func segmentedControlSubviewsAreASeries() throws {
    let control = AccessibilityNode(
      className: "UISegmentedControl",
      subviews: [
        element("Day", 0, 0, traits: .button), element("Week", 50, 0, traits: .button),
        element("Month", 100, 0, traits: .button),
      ])
    let result = try order(view([control]))
    #expect(
      result.elements.map(\.contexts) == [
        [.series(index: 1, count: 3)], [.series(index: 2, count: 3)], [.series(index: 3, count: 3)],
      ])
  }

  /// Rules §4: the element's own `accessibilityLanguage`, else the screen's; a container's does not
  /// pass down to its subviews. A composite control's parts are the control's own elements and speak
  /// its language.
  @Test func languageIsTheElementsOwnNotAnAncestors() throws {
    var german = view([element("Hallo", 0, 0)])
    german.accessibilityLanguage = "de-DE"
    var french = element("Bonjour", 0, 50)
    french.accessibilityLanguage = "fr"
    german.subviews.append(french)
    var segmented = AccessibilityNode(
      className: "UISegmentedControl", frame: Frame(x: 0, y: 200, width: 200, height: 30))
    segmented.content.segments = ["Ein", "Zwei"]
    segmented.accessibilityLanguage = "de"
    let result = try order(view([german, element("Hello", 0, 100), segmented]))
    #expect(result.elements.map(\.language) == [nil, "fr", nil, "de", "de"])
  }
}

import Testing
import VosimModel
import VosimReadingOrder

@Suite("Geometric order (rules §3)")
struct SortTests {
  @Test func readsRowsTopToBottomThenLeftToRight() throws {
    let root = view([
      element("D", 200, 100), element("C", 10, 100), element("B", 200, 10), element("A", 10, 10),
    ])
    #expect(try labels(root) == ["A", "B", "C", "D"])
  }

  @Test func twoByTwoGrid() throws {
    let root = view([
      element("bottom right", 200, 300, 150, 150), element("top right", 200, 100, 150, 150),
      element("bottom left", 20, 300, 150, 150), element("top left", 20, 100, 150, 150),
    ])
    #expect(try labels(root) == ["top left", "top right", "bottom left", "bottom right"])
  }

  @Test func phoneBandIsEightPoints() throws {
    // 7.9 pt apart: one row, so x decides; 8 pt apart: two rows, so y decides.
    #expect(try labels(view([element("right", 200, 0), element("left", 10, 7.9)])) == ["left", "right"])
    #expect(try labels(view([element("right", 200, 0), element("left", 10, 8)])) == ["right", "left"])
  }

  @Test func padBandIsThirteenPoints() throws {
    let close = view([element("right", 200, 0), element("left", 10, 12.9)])
    #expect(try labels(close, idiom: .pad) == ["left", "right"])
    #expect(try labels(close, idiom: .phone) == ["right", "left"])
    let apart = view([element("right", 200, 0), element("left", 10, 13)])
    #expect(try labels(apart, idiom: .pad) == ["right", "left"])
  }

  @Test func rightToLeftReadsLargerXFirstWithinARow() throws {
    let root = view([element("left", 10, 0), element("right", 200, 2), element("below", 300, 50)])
    #expect(try labels(root, direction: .rightToLeft) == ["right", "left", "below"])
  }

  @Test func verticalOrderNeverFlipsInRightToLeft() throws {
    let root = view([element("second row", 300, 100), element("first row", 10, 0)])
    #expect(try labels(root, direction: .rightToLeft) == ["first row", "second row"])
  }

  @Test func elementsWithoutFrameKeepDocumentOrder() throws {
    let noFrame = { (label: String) in
      AccessibilityNode(isAccessibilityElement: true, accessibilityLabel: label)
    }
    #expect(
      try labels(view([noFrame("first"), noFrame("second"), noFrame("third")])) == [
        "first", "second", "third",
      ])
    // A frameless element stays right after its document predecessor.
    let mixed = view([element("lower", 0, 100), noFrame("after lower"), element("upper", 0, 0)])
    #expect(try labels(mixed) == ["upper", "lower", "after lower"])
  }

  @Test func sortIsTheStandardLibrarysSortOfDocumentOrder() throws {
    // A staircase: A~B and B~C share rows, A and C do not. The result is whatever sorted(by:) makes
    // of document order, as AccessibilitySnapshot produces.
    let a = element("A", 100, 0)
    let b = element("B", 50, 5)
    let c = element("C", 0, 10)
    let comparator = RowComparator(band: 8, rightToLeft: false)
    let frames: [(String, Frame)] = [("A", a.frame!), ("B", b.frame!), ("C", c.frame!)]
    let expected = frames.sorted { comparator.areInIncreasingOrder($0.1, $1.1) }.map(\.0)
    #expect(try labels(view([a, b, c])) == expected)
  }
}

@Suite("Ambiguity detection (rules §3)")
struct AmbiguityTests {
  @Test func staircaseIsReportedWithItsElements() throws {
    let root = view([element("A", 100, 0), element("B", 50, 5), element("C", 0, 10), element("D", 0, 200)])
    let result = try order(root)
    #expect(result.warnings.count == 1)
    #expect(Set(result.warnings[0].names) == ["A", "B", "C"])
    #expect(result.warnings[0].paths.map(\.description).contains("root.subviews[1]"))
  }

  @Test func staircaseReadsDifferentlyUnderAnotherDocumentOrder() throws {
    let forward = try labels(view([element("A", 100, 0), element("B", 50, 5), element("C", 0, 10)]))
    let backward = try labels(view([element("C", 0, 10), element("B", 50, 5), element("A", 100, 0)]))
    #expect(forward != backward)
  }

  @Test func consistentDiagonalIsNotAmbiguous() throws {
    // Chained within the band, but every pair agrees: left-to-right and top-to-bottom coincide.
    let root = view([element("C", 100, 10), element("A", 0, 0), element("B", 50, 5)])
    let result = try order(root)
    #expect(result.warnings.isEmpty)
    #expect(result.elements.map(\.label) == ["A", "B", "C"])
  }

  @Test func twoElementsAtOneSpotAreAmbiguous() throws {
    let result = try order(view([element("one", 10, 10), element("two", 10, 10)]))
    #expect(result.warnings.count == 1)
  }

  /// A tie is the cause alone unless members at another x start less than a band lower but not level:
  /// then rows overlap too. Ties at one x, however many and however far apart within the band, are not.
  @Test func rowsOverlapOnlyWithAnotherXStartingWithinTheBand() throws {
    func reason(_ nodes: [AccessibilityNode]) throws -> String? {
      try order(view(nodes)).warnings.first?.reason
    }
    let tie = "'one' and 'two' start at the same x in one row"
    #expect(try reason([element("one", 10, 10), element("two", 10, 10), element("level", 80, 10)]) == tie)
    #expect(try reason([element("one", 10, 10), element("two", 10, 13), element("three", 10, 16)]) == tie)
    #expect(
      try reason([element("one", 10, 10), element("two", 10, 10), element("lower", 80, 14)])
        == tie + ", and rows overlap without a clear band")
    let many = (0..<3_000).map { element($0 == 0 ? "one" : $0 == 1 ? "two" : "\($0)", 10, 10) }
    #expect(try reason(many) == tie)
    #expect(try reason(many + [element("lower", 80, 17)]) == tie + ", and rows overlap without a clear band")
  }

  @Test func separateRowsAreNotAmbiguous() throws {
    let result = try order(view([element("A", 0, 0), element("B", 100, 3), element("C", 0, 50)]))
    #expect(result.warnings.isEmpty)
  }
}

import Foundation
import Testing
import VosimModel

/// The engine's arena: a tree flattened in pre-order, and read back whole.
@Suite struct NodeArenaTests {
  /// A container with a subview, an explicit order of a ref and a node written in place, and the
  /// rare fields set on its nodes.
  static let tree: AccessibilityNode = {
    var cell = AccessibilityNode(
      className: "MyCell", frame: Frame(x: 0, y: 0, width: 10, height: 10), accessibilityLabel: "Cell",
      accessibilityIdentifier: "cell", accessibilityLanguage: "de-DE", alpha: 0.5,
      accessibilityCustomActions: ["Delete"])
    cell.dataTable = DataTableInfo(rowRange: CellRange(location: 1), columnRange: CellRange(location: 0))
    cell.content.detailText = "Detail"
    cell.content.text = "Text"
    let written = AccessibilityNode(
      className: "UISlider", subviews: [AccessibilityNode(className: "UILabel")])
    return AccessibilityNode(
      accessibilityIdentifier: "root", subviews: [cell],
      accessibilityElements: [.ref("cell"), .node(written)])
  }()

  @Test func flattensInPreOrderWithSubviewsBeforeWrittenEntries() {
    let arena = NodeArena(root: Self.tree)
    #expect(arena.count == 4)
    #expect(arena.nodes.map(\.parent) == [-1, 0, 0, 2])
    #expect(arena.nodes.map(\.end) == [4, 2, 4, 4])
    #expect(arena.nodes.map(\.isEntry) == [false, false, true, false])
    #expect(arena.nodes.map(\.index) == [0, 0, 1, 0])
    #expect(arena.rare(0).elements == [.ref("cell"), .node(2)])
    #expect(arena.className(1) == "MyCell")
    #expect(arena.text(.text, of: 1) == "Text")
    #expect(arena.rare(1).content.detailText == "Detail")
    #expect(arena.rare(1).content.text == nil)
    // Rare records after their descendants': the cell's, then the slider's none, then the root's.
    #expect(arena.nodes.map(\.rare) == [1, 0, -1, -1])
  }

  @Test func readsBackTheSameTree() {
    let arena = NodeArena(root: Self.tree)
    #expect(arena.node(at: 0) == Self.tree)
    #expect(
      arena.node(at: 2)
        == Self.tree.accessibilityElements.flatMap { entries in
          if case .node(let node) = entries[1] { node } else { nil }
        })
  }

  @Test func pathsAndIndicesNameTheSameNodes() {
    let arena = NodeArena(root: Self.tree)
    #expect(arena.path(of: 3).description == "root.accessibilityElements[1].subviews[0]")
    #expect(arena.index(at: arena.path(of: 3)) == 3)
    #expect(arena.index(at: NodePath.root.appending(.subview(0)).appending(.part("segments", 2))) == 1)
    #expect(arena.index(at: NodePath.root.appending(.accessibilityElement(0))) == nil)
    #expect(arena.index(at: NodePath.root.appending(.subview(1))) == nil)
  }

  @Test func findsEverySubviewOfAWideNodeWithDeepChildren() {
    // Subviews of uneven depth, then nodes written in an explicit order, which are not subviews.
    let subviews = (0..<300).map { position in
      (0..<(position % 4)).reduce(AccessibilityNode(accessibilityLabel: "\(position)")) { inner, _ in
        AccessibilityNode(subviews: [inner, AccessibilityNode()])
      }
    }
    let root = AccessibilityNode(
      subviews: subviews, accessibilityElements: [.node(AccessibilityNode()), .node(AccessibilityNode())])
    let arena = NodeArena(root: root)
    for position in 0..<300 {
      let found = arena.subview(position, of: 0)
      #expect(found.map { Int(arena.nodes[$0].parent) } == 0)
      #expect(found.map { arena.path(of: $0) } == NodePath.root.appending(.subview(position)))
    }
    #expect(arena.subview(300, of: 0) == nil)
    #expect(arena.subview(-1, of: 0) == nil)
    let deep = arena.subview(3, of: 0)!
    // Its first subview follows it; its second, an empty leaf, ends its range.
    #expect(arena.subview(0, of: deep) == deep + 1)
    #expect(arena.subview(1, of: deep) == Int(arena.nodes[deep].end) - 1)
    #expect(arena.subview(2, of: deep) == nil)
  }

  @Test func resolvesRefsInTheContainersSubtree() throws {
    let arena = NodeArena(root: Self.tree)
    let entries = try #require(try arena.explicitEntries(of: 0, at: .root))
    #expect(entries.map(\.index) == [1, 2])
    #expect(entries.map(\.isRef) == [true, false])
  }

  @Test func refusesRefsThatNameNothingTwoNodesOrTheContainer() {
    let missing = AccessibilityNode(subviews: [AccessibilityNode()], accessibilityElements: [.ref("x")])
    #expect(throws: ModelError.unresolvedReference("x", container: "root")) {
      try NodeArena(root: missing).validateReferences()
    }
    let twice = AccessibilityNode(
      subviews: [
        AccessibilityNode(accessibilityIdentifier: "x"), AccessibilityNode(accessibilityIdentifier: "x"),
      ],
      accessibilityElements: [.ref("x")])
    #expect(throws: ModelError.duplicateReference("x", container: "root")) {
      try NodeArena(root: twice).validateReferences()
    }
    let own = AccessibilityNode(accessibilityIdentifier: "x", accessibilityElements: [.ref("x")])
    #expect(throws: ModelError.referenceCycle("x", container: "root")) {
      try NodeArena(root: own).validateReferences()
    }
  }
}

/// The model is plain values: a screen survives Swift's own coding unchanged.
@Suite struct ScreenCodingTests {
  @Test func aScreenRoundTripsThroughJSONCoding() throws {
    var screen = Screen(
      device: Device(idiom: .pad, width: 1024, height: 768, systemVersion: SystemVersion("18.5")),
      language: "de-DE", layoutDirection: .rightToLeft, root: NodeArenaTests.tree)
    screen.isLanguageDeclared = false
    let data = try JSONEncoder().encode(screen)
    let decoded = try JSONDecoder().decode(Screen.self, from: data)
    #expect(decoded == screen)
    #expect(decoded.root == NodeArenaTests.tree)
    #expect(decoded.isLanguageDeclared == false)
  }

  /// Printing a screen shows its properties and its tree, not the flat storage behind them; errors
  /// print and describe themselves as the message vosim prints.
  @Test func screensAndErrorsPrintWhatAUserReads() {
    let screen = Screen(root: NodeArenaTests.tree)
    let printed = String(describing: screen)
    #expect(printed.contains("root: "))
    #expect(!printed.contains("NodeArena"))
    #expect(!printed.contains("firstString"))
    let error = ModelError.missingRoot(at: SourcePosition(line: 1, column: 1))
    #expect(String(describing: error) == error.localizedDescription)
    #expect(!String(describing: error).hasPrefix("missingRoot"))
    let diagnostic = Diagnostic.error("bad", at: SourcePosition(line: 2, column: 3))
    #expect(diagnostic.localizedDescription == "2:3: error: bad")
  }

  @Test func changingTheTreeThroughRootChangesTheScreen() {
    var screen = Screen(root: NodeArenaTests.tree)
    let before = screen
    screen.root.subviews[0].accessibilityLabel = "Other"
    #expect(screen != before)
    #expect(screen.root.subviews[0].accessibilityLabel == "Other")
    screen.root.subviews[0].accessibilityLabel = "Cell"
    #expect(screen == before)
  }
}

import Testing
import VosimImport
import VosimModel

/// Where nodes start in a screen file, for outputs that point into it (SARIF regions).
@Suite struct NodeLocatorTests {
  static let text = """
    {
      "device": {"idiom": "phone"},
      "root": {
        "subviews": [
          {"class": "UILabel", "text": "A"},
          { "class": "UIView", "subviews": [ {"class": "UIButton"} ],
            "accessibilityElements": [ {"ref": "x"}, {"class": "UISegmentedControl"} ] },
          {"class": "UITabBar", "items": [
            {"title": "Home"},
            {"title": "Search"}], "segments": ["Day", "Week"]}
        ]
      }
    }
    """

  @Test func nodesArePlacedAtTheirOpeningBrace() {
    let positions = NodeLocator.positions(
      of: [
        "root", "root.subviews[0]", "root.subviews[1].subviews[0]",
        "root.subviews[1].accessibilityElements[1].segments[2]", "root.subviews[7]",
      ], in: Array(Self.text.utf8))
    #expect(positions["root"] == SourcePosition(line: 3, column: 11))
    #expect(positions["root.subviews[0]"] == SourcePosition(line: 5, column: 7))
    #expect(positions["root.subviews[1].subviews[0]"] == SourcePosition(line: 6, column: 42))
    // A composite control's part is placed at the control.
    #expect(
      positions["root.subviews[1].accessibilityElements[1].segments[2]"]
        == SourcePosition(line: 7, column: 50))
    #expect(positions["root.subviews[7]"] == nil)
  }

  /// Lines end at `\r\n`, `\n` and a lone `\r`, as the SARIF log declares (its `newlineSequences`).
  @Test func everyLineEndCountsOnce() {
    for end in ["\n", "\r\n", "\r"] {
      let text = ["{\"root\": {", "\"subviews\": [", "  {\"class\": \"UIButton\"}]}}"].joined(separator: end)
      let positions = NodeLocator.positions(of: ["root.subviews[0]"], in: Array(text.utf8))
      #expect(
        positions["root.subviews[0]"] == SourcePosition(line: 3, column: 3), "\(Array(end.unicodeScalars))")
    }
  }

  /// A tab or a segment the file writes is placed at its own entry; a part it does not write, at the
  /// control.
  @Test func partsArePlacedAtTheirEntries() {
    let positions = NodeLocator.positions(
      of: [
        "root.subviews[2].items[1]", "root.subviews[2].segments[0]", "root.subviews[2].backItem",
        "root.subviews[2].items[5]",
      ], in: Array(Self.text.utf8))
    #expect(positions["root.subviews[2].items[1]"] == SourcePosition(line: 10, column: 9))
    #expect(positions["root.subviews[2].segments[0]"] == SourcePosition(line: 10, column: 44))
    #expect(positions["root.subviews[2].backItem"] == SourcePosition(line: 8, column: 7))
    #expect(positions["root.subviews[2].items[5]"] == SourcePosition(line: 8, column: 7))
  }

  /// A screen in UTF-16 (as Windows PowerShell writes it) is placed as its UTF-8 is.
  @Test func aUTF16ScreenIsPlaced() {
    let paths: Set<String> = ["root.subviews[2].items[1]", "root.subviews[2].backItem"]
    let utf16: [UInt8] = [0xFF, 0xFE] + Self.text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(
      NodeLocator.positions(of: paths, in: utf16)
        == NodeLocator.positions(of: paths, in: Array(Self.text.utf8)))
    #expect(NodeLocator.positions(of: paths, in: utf16).count == 2)
  }

  @Test func aFileThatIsNotScreenJSONPlacesNothing() {
    #expect(NodeLocator.positions(of: ["root"], in: Array("<XCUIElementTypeApplication/>".utf8)).isEmpty)
    #expect(NodeLocator.positions(of: ["root"], in: Array("{\"root\": [1]}".utf8)).isEmpty)
  }
}

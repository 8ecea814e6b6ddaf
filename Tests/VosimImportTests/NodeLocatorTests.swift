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
            "accessibilityElements": [ {"ref": "x"}, {"class": "UISegmentedControl"} ] }
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

  @Test func aFileThatIsNotScreenJSONPlacesNothing() {
    #expect(NodeLocator.positions(of: ["root"], in: Array("<XCUIElementTypeApplication/>".utf8)).isEmpty)
    #expect(NodeLocator.positions(of: ["root"], in: Array("{\"root\": [1]}".utf8)).isEmpty)
  }
}

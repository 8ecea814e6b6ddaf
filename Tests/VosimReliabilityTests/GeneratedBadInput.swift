import Foundation

/// The large bad inputs, generated at test time so the repository does not carry megabytes: nesting
/// 100,000 levels deep, 1,000,000 siblings and a 10 MB label, for every reader.
enum GeneratedBadInput: String, CaseIterable, Sendable {
  case deepNesting = "deep-nesting"
  case millionSiblings = "million-siblings"
  case hugeLabel = "huge-label"

  static let depth = 100_000
  /// debugDescription writes depth as indentation (2 spaces a level), so 100,000 levels would take
  /// 10 GB; 2,000 levels (4 MB) are already four times the deepest tree the readers accept.
  static let indentedDepth = 2_000
  static let siblings = 1_000_000
  static let labelBytes = 10 * 1024 * 1024

  static let label = String(repeating: "a", count: labelBytes)

  /// The file's bytes for a reader. Siblings are plain containers between a first and a last element,
  /// so the transcript names both and proves the whole list was read.
  func bytes(for reader: Reader) -> [UInt8] {
    var text = ""
    switch (reader, self) {
    case (.native, .deepNesting):
      text =
        #"{"root": "# + String(repeating: #"{"subviews": ["#, count: Self.depth)
        + String(repeating: "]}", count: Self.depth) + "}"
    case (.native, .millionSiblings):
      text =
        #"{"root": {"subviews": [{"class": "UILabel", "text": "First", "frame": [0, 0, 10, 10]},"#
        + String(repeating: "{},", count: Self.siblings - 2)
        + #"{"class": "UILabel", "text": "Last", "frame": [0, 800, 10, 10]}]}}"#
    case (.native, .hugeLabel):
      text = #"{"root": {"class": "UILabel", "text": ""# + Self.label + #""}}"#

    case (.xml, .deepNesting):
      text = Self.xmlApplication(
        String(repeating: #"<XCUIElementTypeOther type="XCUIElementTypeOther">"#, count: Self.depth)
          + Self.xmlButton("Deep", y: 10)
          + String(repeating: "</XCUIElementTypeOther>", count: Self.depth))
    case (.xml, .millionSiblings):
      text = Self.xmlApplication(
        Self.xmlButton("First", y: 0)
          + String(repeating: "<XCUIElementTypeOther/>\n", count: Self.siblings - 2)
          + Self.xmlButton("Last", y: 800))
    case (.xml, .hugeLabel):
      text = Self.xmlApplication(Self.xmlButton(Self.label, y: 10))

    case (.debugdescription, .deepNesting):
      var lines = [Self.debugHeader]
      for level in 0..<Self.indentedDepth {
        lines.append(
          String(repeating: " ", count: 2 * level + 6) + "Other, 0x4, {{0.0, 0.0}, {390.0, 844.0}}")
      }
      text = lines.joined(separator: "\n") + "\n"
    case (.debugdescription, .millionSiblings):
      text =
        Self.debugHeader + "\n" + Self.debugButton("First", y: 0)
        + String(repeating: "      Other, 0x4, {{0.0, 0.0}, {1.0, 1.0}}\n", count: Self.siblings - 2)
        + Self.debugButton("Last", y: 800)
    case (.debugdescription, .hugeLabel):
      text = Self.debugHeader + "\n" + Self.debugButton(Self.label, y: 10)

    case (.idb, .deepNesting):
      text =
        "["
        + String(
          repeating: #"{"type": "Other", "AXFrame": "{{0, 0}, {1, 1}}", "children": ["#, count: Self.depth)
        + String(repeating: "]}", count: Self.depth) + "]"
    case (.idb, .millionSiblings):
      text =
        #"[{"type": "Application", "AXLabel": "App", "AXFrame": "{{0, 0}, {390, 844}}"},"#
        + Self.idbButton("First", y: 0) + ","
        + String(repeating: #"{"type": "Other", "AXFrame": "{{0, 0}, {0, 0}}"},"#, count: Self.siblings - 2)
        + Self.idbButton("Last", y: 800) + "]"
    case (.idb, .hugeLabel):
      text =
        #"[{"type": "Application", "AXLabel": "App", "AXFrame": "{{0, 0}, {390, 844}}"},"#
        + Self.idbButton(Self.label, y: 10) + "]"
    }
    return Array(text.utf8)
  }

  private static func xmlApplication(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" \
    visible="true" x="0" y="0" width="390" height="844">
    <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" \
    width="390" height="844">
    \(body)
    </XCUIElementTypeWindow>
    </XCUIElementTypeApplication>

    """
  }

  private static func xmlButton(_ label: String, y: Int) -> String {
    #"<XCUIElementTypeButton type="XCUIElementTypeButton" label=""# + label
      + #"" enabled="true" visible="true" x="10" y="\#(y)" width="100" height="30"/>"# + "\n"
  }

  private static let debugHeader = """
    Attributes: Application, 0x1, pid: 1, label: 'App'
    Element subtree:
     →Application, 0x1, pid: 1, label: 'App'
        Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
    """

  private static func debugButton(_ label: String, y: Int) -> String {
    "      Button, 0x3, {{10.0, \(y).0}, {100.0, 30.0}}, label: '" + label + "'\n"
  }

  private static func idbButton(_ label: String, y: Int) -> String {
    #"{"type": "Button", "role": "AXButton", "AXLabel": ""# + label
      + #"", "AXFrame": "{{10, \#(y)}, {100, 30}}"}"#
  }
}

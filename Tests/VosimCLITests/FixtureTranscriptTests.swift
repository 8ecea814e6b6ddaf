import Foundation
import Testing
import VosimTestSupport

/// Every importer fixture (the corpus and issue 13's dumps) reads exactly as the recording beside it:
/// NAME.txt for NAME.xml or NAME.json, NAME.transcript.txt for a NAME.txt dump.
@Suite("Importer fixtures")
struct FixtureTranscriptTests {
  static let dumps = ConvertCommandTests.dumps

  @Test(arguments: dumps)
  func dumpMatchesItsRecording(_ dump: URL) throws {
    let stem = dump.deletingPathExtension()
    let recording =
      dump.pathExtension == "txt"
      ? stem.appendingPathExtension("transcript.txt") : stem.appendingPathExtension("txt")
    let expected = try String(contentsOf: recording, encoding: .utf8)
    let result = try VosimProcess.run(["transcript", dump.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == expected, "\(dump.lastPathComponent)")
  }

  /// A navigation bar's title over its subtitle reads title first in either direction: the bar's row is
  /// read by x, from the right in right to left, but a column of stacked lines top to bottom.
  @Test func aTitleOverItsSubtitleReadsFirstInBothDirections() throws {
    let folder = try TestFolder.make("vosim-bar-title")
    defer { try? FileManager.default.removeItem(at: folder) }
    func item(_ type: String, _ label: String, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> String {
      #"<XCUIElementType\#(type) type="XCUIElementType\#(type)" label="\#(label)" accessible="true" "#
        + #"x="\#(x)" y="\#(y)" width="\#(width)" height="\#(height)"/>"#
    }
    func bar(_ items: [String]) -> String {
      #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">"#
        + #"<XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" x="0" y="47" width="390" height="44">"#
        + items.joined() + "</XCUIElementTypeNavigationBar></XCUIElementTypeApplication>"
    }
    let title = [
      item("StaticText", "Inbox", 160, 50, 70, 22), item("StaticText", "3 unread", 165, 72, 60, 16),
    ]
    try bar([item("Button", "Edit", 330, 50, 50, 38)] + title + [item("Button", "Mailboxes", 0, 47, 110, 44)])
      .write(to: folder.appendingPathComponent("ltr.xml"), atomically: true, encoding: .utf8)
    try bar(
      [item("Button", "Mailboxes", 280, 47, 110, 44)] + title + [item("Button", "Edit", 10, 50, 50, 38)]
    )
    .write(to: folder.appendingPathComponent("rtl.xml"), atomically: true, encoding: .utf8)
    let ltr = try VosimProcess.run(["transcript", "ltr.xml"], in: folder)
    #expect(
      ltr.stdout == "Mailboxes. Back Button.\nInbox.\n3 unread.\nEdit. Button.\n", "\(ltr.stderr)")
    let rtl = try VosimProcess.run(["transcript", "rtl.xml", "--rtl"], in: folder)
    #expect(
      rtl.stdout == "Mailboxes. Back Button.\nInbox.\n3 unread.\nEdit. Button.\n", "\(rtl.stderr)")
  }

  @Test func accessibilitySnapshotWarnsWhereItsTraversalOrderDiffers() throws {
    let dump = VosimProcess.repository.appendingPathComponent(
      "Tests/VosimImportTests/Fixtures/issue13_accessibility_snapshot.json")
    let result = try VosimProcess.run(["transcript", "--input-format", "accessibility-snapshot", dump.path])
    #expect(result.status == 0)
    #expect(
      result.stderr == """
        \(dump.path): warning: 'Bonjour' is read 6th here, 7th by AccessibilitySnapshot's traversalIndex
        \(dump.path): warning: 'Rate' is read 7th here, 6th by AccessibilitySnapshot's traversalIndex

        """)
  }

  /// The traversal order is compared with the order this run reads: `--rtl` and `--idiom` count.
  @Test func theTraversalOrderIsComparedWithTheOrderRead() throws {
    func element(_ label: String, _ x: Int, _ y: Int, index: Int) -> String {
      #"{"element": {"_0": {"label": "\#(label)", "traits": ["staticText"], "shape": {"type": "frame", "frame": [[\#(x), \#(y)], [100, 44]]}}, "traversalIndex": \#(index)}}"#
    }
    let folder = try TestFolder.make("vosim-as-order")
    defer { try? FileManager.default.removeItem(at: folder) }
    let dump = folder.appendingPathComponent("row.json")
    try Data("[\(element("A", 20, 100, index: 0)), \(element("B", 200, 100, index: 1))]".utf8).write(to: dump)
    let ltr = try VosimProcess.run(["transcript", dump.path])
    #expect(ltr.stdout == "A.\nB.\n" && ltr.stderr == "")
    let rtl = try VosimProcess.run(["transcript", dump.path, "--rtl"])
    #expect(rtl.stdout == "B.\nA.\n")
    #expect(
      rtl.stderr == """
        \(dump.path): warning: 'B' is read 1st here, 2nd by AccessibilitySnapshot's traversalIndex
        \(dump.path): warning: 'A' is read 2nd here, 1st by AccessibilitySnapshot's traversalIndex

        """)
  }
}

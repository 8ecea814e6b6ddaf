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

import Foundation
import Testing

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
}

import Foundation
import Testing

@Suite("vosim convert")
struct ConvertCommandTests {
  static let dumps: [URL] = {
    let folder = VosimProcess.repository.appendingPathComponent("Tests/VosimImportTests/Fixtures")
    let files =
      (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    // The recordings beside the dumps (NAME.txt for NAME.xml, NAME.transcript.txt) are not dumps.
    let stems = Set(
      files.filter { $0.pathExtension != "txt" }.map { $0.deletingPathExtension().lastPathComponent })
    return files.filter { file in
      let name = file.lastPathComponent
      guard ["xml", "txt", "json"].contains(file.pathExtension), !name.hasSuffix(".transcript.txt") else {
        return false
      }
      return file.pathExtension != "txt" || !stems.contains(file.deletingPathExtension().lastPathComponent)
    }.sorted { $0.path < $1.path }
  }()

  @Test func thereAreCorpusDumps() {
    #expect(Self.dumps.count >= 9)
  }

  /// The converted screen reads exactly as the dump it came from.
  @Test(arguments: dumps)
  func convertRoundTripKeepsTheTranscript(_ dump: URL) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vosim-convert-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("screen.json")
    let converted = try VosimProcess.run(["convert", dump.path, "-o", screen.path])
    #expect(converted.status == 0, "\(converted.stderr)")
    #expect(converted.stdout == "")
    let fromDump = try VosimProcess.run(["transcript", dump.path])
    let fromScreen = try VosimProcess.run(["transcript", screen.path])
    #expect(fromDump.status == 0)
    #expect(fromScreen.stdout == fromDump.stdout, "\(dump.lastPathComponent)")
  }

  @Test func convertBadInputWritesNothing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vosim-convert-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let dump = folder.appendingPathComponent("broken.xml")
    try Data("<?xml version=\"1.0\"?>\n<XCUIElementTypeApplication>\n  <XCUIElementTypeWindow".utf8).write(
      to: dump)
    let output = folder.appendingPathComponent("out.json")
    let result = try VosimProcess.run(["convert", dump.path, "-o", output.path])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(dump.path + ":"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["broken.xml"])
  }

  @Test func convertMissingOutputIsAUsageError() throws {
    let result = try VosimProcess.run(["convert", "dump.xml"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: Missing expected option '--output'\n"))
  }

  @Test func convertMissingFolderFailsWithExitTwo() throws {
    let dump = try #require(Self.dumps.first)
    let result = try VosimProcess.run(["convert", dump.path, "-o", "/no/such/folder/screen.json"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no such folder"))
    #expect(!FileManager.default.fileExists(atPath: "/no/such/folder"))
  }
}

import Foundation
import Testing
import VosimFileOutput

/// A folder of its own per test, removed afterwards.
private final class Scratch {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vosim-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

  func contents(_ name: String) throws -> String { try String(contentsOf: url(name), encoding: .utf8) }

  /// Everything in the folder: no temporary file may be left behind.
  func listing() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }
}

@Suite("AtomicFileWriter: the old file or the whole new one, never half")
struct AtomicFileWriterTests {
  @Test func writesANewFile() throws {
    let scratch = try Scratch()
    try AtomicFileWriter.write("hello\n", to: scratch.url("out.txt"))
    #expect(try scratch.contents("out.txt") == "hello\n")
    #expect(try scratch.listing() == ["out.txt"])
  }

  @Test func replacesAnExistingFileWhole() throws {
    let scratch = try Scratch()
    try "old contents, longer than the new ones\n".write(
      to: scratch.url("out.txt"), atomically: false, encoding: .utf8)
    try AtomicFileWriter.write("new\n", to: scratch.url("out.txt"))
    #expect(try scratch.contents("out.txt") == "new\n")
    #expect(try scratch.listing() == ["out.txt"])
  }

  @Test func theTemporaryFileSitsBesideTheDestinationUntilTheCommit() throws {
    let scratch = try Scratch()
    try "old\n".write(to: scratch.url("out.txt"), atomically: false, encoding: .utf8)
    let writer = try AtomicFileWriter(destination: scratch.url("out.txt"))
    try writer.write("new ")
    try writer.write(Array(repeating: UInt8(ascii: "x"), count: 200_000))
    // Mid-write: the destination still holds the old file; the bytes are in a hidden file beside it.
    #expect(try scratch.contents("out.txt") == "old\n")
    #expect(
      URL(fileURLWithPath: writer.temporaryPath).deletingLastPathComponent().path == scratch.folder.path)
    #expect(try scratch.listing().count == 2)
    try writer.commit()
    #expect(writer.byteCount == 200_004)
    let written = try scratch.contents("out.txt")
    #expect(written.count == 200_004 && written.hasPrefix("new xx"))
    #expect(try scratch.listing() == ["out.txt"])
  }

  @Test func abortLeavesTheOldFileAndNoTemporaryFile() throws {
    let scratch = try Scratch()
    try "old\n".write(to: scratch.url("out.txt"), atomically: false, encoding: .utf8)
    let writer = try AtomicFileWriter(destination: scratch.url("out.txt"))
    try writer.write(Array(repeating: UInt8(ascii: "y"), count: 100_000))
    writer.abort()
    #expect(try scratch.contents("out.txt") == "old\n")
    #expect(try scratch.listing() == ["out.txt"])
    // Committing after an abort writes nothing.
    try writer.commit()
    #expect(try scratch.contents("out.txt") == "old\n")
  }

  @Test func aWriterDroppedWithoutCommitChangesNothing() throws {
    let scratch = try Scratch()
    try "old\n".write(to: scratch.url("out.txt"), atomically: false, encoding: .utf8)
    do {
      let writer = try AtomicFileWriter(destination: scratch.url("out.txt"))
      try writer.write("never committed")
    }
    #expect(try scratch.contents("out.txt") == "old\n")
    #expect(try scratch.listing() == ["out.txt"])
  }

  @Test func overwriteReplacesBytesAlreadyWritten() throws {
    let scratch = try Scratch()
    let writer = try AtomicFileWriter(destination: scratch.url("out.bin"))
    try writer.write("RIFF????WAVE")
    try writer.overwrite(Array("1234".utf8), at: 4)
    try writer.commit()
    #expect(try scratch.contents("out.bin") == "RIFF1234WAVE")
  }

  @Test func aMissingFolderFailsBeforeWriting() throws {
    let scratch = try Scratch()
    let destination = scratch.url("no/such/folder/out.txt")
    #expect(throws: FileOutputError.folderMissing(scratch.url("no/such/folder").path)) {
      try AtomicFileWriter.write("x", to: destination)
    }
    #expect(try scratch.listing().isEmpty)
  }

  /// A file where the folder should be: the same error as a missing folder, and the file is untouched.
  @Test func aFileWhereTheFolderShouldBe() throws {
    let scratch = try Scratch()
    try "a file\n".write(to: scratch.url("plain"), atomically: false, encoding: .utf8)
    #expect(throws: FileOutputError.folderMissing(scratch.url("plain").path)) {
      try AtomicFileWriter.write("x", to: scratch.url("plain/out.txt"))
    }
    #expect(try scratch.contents("plain") == "a file\n")
  }

  /// A folder nobody may create files in. Tests run as root, for whom `chmod` does not stop a write, so
  /// the test uses a kernel file system no user can create files in: `/proc/self` (procfs) exists
  /// everywhere on Linux and refuses file creation to root as to anyone.
  @Test func aReadOnlyFolderFailsWithOneLineNamingTheFile() throws {
    #if os(Linux)
      let destination = URL(fileURLWithPath: "/proc/self/vosim-out.txt")
      do {
        try AtomicFileWriter.write("x", to: destination)
        Issue.record("writing into /proc/self succeeded")
      } catch {
        guard case .cannotCreate(let path, let reason) = error else {
          Issue.record("unexpected error \(error)")
          return
        }
        #expect(path == destination.path)
        #expect(!reason.isEmpty)
        let message = error.localizedDescription
        #expect(message.hasPrefix("cannot write '/proc/self/vosim-out.txt': "))
        #expect(!message.contains("\n"))
      }
      #expect(!FileManager.default.fileExists(atPath: destination.path))
    #endif
  }

  @Test func everyErrorMessageIsOneLineNamingThePath() {
    let errors: [FileOutputError] = [
      .folderMissing("/a"), .cannotCreate("/a/b", reason: "Permission denied"),
      .writeFailed("/a/b", reason: "No space left on device"), .cannotReplace("/a/b", reason: "Busy"),
    ]
    for error in errors {
      let message = error.localizedDescription
      #expect(!message.contains("\n"))
      #expect(message.contains("'\(error.path)'"))
    }
  }
}

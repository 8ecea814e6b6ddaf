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

  /// A name the file system takes (up to 255 bytes) is written, though the hidden name it is written
  /// under first would be longer than that.
  @Test func writesUnderTheLongestNameAFolderTakes() throws {
    let scratch = try Scratch()
    for name in [String(repeating: "b", count: 250) + ".json", String(repeating: "é", count: 125) + ".txt"] {
      try AtomicFileWriter.write("hello\n", to: scratch.url(name))
      #expect(try scratch.contents(name) == "hello\n")
    }
    #expect(try scratch.listing().count == 2)
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

  /// The error names the first folder that is missing, as it names the first that is a file.
  @Test func aMissingFolderFailsBeforeWriting() throws {
    let scratch = try Scratch()
    let destination = scratch.url("no/such/folder/out.txt")
    #expect(throws: FileOutputError.folderMissing(scratch.url("no").path)) {
      try AtomicFileWriter.write("x", to: destination)
    }
    #expect(try scratch.listing().isEmpty)
  }

  /// A file where the folder, or a folder above it, should be: the error names that file, and it is
  /// untouched.
  @Test func aFileWhereTheFolderShouldBe() throws {
    let scratch = try Scratch()
    try "a file\n".write(to: scratch.url("plain"), atomically: false, encoding: .utf8)
    #expect(throws: FileOutputError.notAFolder(scratch.url("plain").path)) {
      try AtomicFileWriter.write("x", to: scratch.url("plain/out.txt"))
    }
    #expect(throws: FileOutputError.notAFolder(scratch.url("plain").path)) {
      try AtomicFileWriter.write("x", to: scratch.url("plain/deeper/out.txt"))
    }
    #expect(
      FileOutputError.notAFolder(scratch.url("plain").path).localizedDescription
        == "cannot write into '\(scratch.url("plain").path)': it is a file, not a folder")
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
        #expect(
          message.hasPrefix("cannot write '/proc/self/vosim-out.txt': cannot create a file in '/proc/self': ")
        )
        #expect(!message.contains("\n"))
      }
      #expect(!FileManager.default.fileExists(atPath: destination.path))
    #endif
  }

  @Test func everyErrorMessageIsOneLineNamingThePath() {
    let errors: [FileOutputError] = [
      .folderMissing("/a"), .notAFolder("/a"), .isFolder("/a/b"),
      .cannotCreate("/a/b", reason: "Permission denied"),
      .writeFailed("/a/b", reason: "No space left on device"), .cannotReplace("/a/b", reason: "Busy"),
    ]
    for error in errors {
      let message = error.localizedDescription
      #expect(!message.contains("\n"))
      #expect(message.contains("'\(error.path)'"))
    }
  }

  /// The replaced file keeps its permissions: a private file stays private.
  @Test func theReplacedFilesPermissionsAreKept() throws {
    let scratch = try Scratch()
    try "old\n".write(to: scratch.url("secret.txt"), atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o600], ofItemAtPath: scratch.url("secret.txt").path)
    try AtomicFileWriter.write("new\n", to: scratch.url("secret.txt"))
    let attributes = try FileManager.default.attributesOfItem(atPath: scratch.url("secret.txt").path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(try scratch.contents("secret.txt") == "new\n")
  }

  /// Through a symbolic link the target is replaced and the link stays a link.
  @Test func aSymbolicLinkIsWrittenThrough() throws {
    let scratch = try Scratch()
    try "old\n".write(to: scratch.url("target.txt"), atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: scratch.url("link.txt"), withDestinationURL: scratch.url("target.txt"))
    try AtomicFileWriter.write("new\n", to: scratch.url("link.txt"))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: scratch.url("link.txt").path).hasSuffix(
        "target.txt"))
    #expect(try scratch.contents("target.txt") == "new\n")
    #expect(try scratch.listing() == ["link.txt", "target.txt"])
  }

  /// A pipe (as a device would) receives the bytes at the commit and stays a pipe: renaming over it
  /// would have replaced it, and as root `/dev/null` with it.
  @Test func aPipeReceivesTheBytesAndStaysAPipe() throws {
    let scratch = try Scratch()
    let path = scratch.url("pipe").path
    #expect(mkfifo(path, 0o600) == 0)
    let received = ReceivedBytes()
    let reader = Thread {
      // Read until the writer closes its end (Data(contentsOf:) trusts the size, 0 for a pipe).
      let descriptor = open(path, O_RDONLY)
      var chunk = [UInt8](repeating: 0, count: 4096)
      while descriptor >= 0 {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        received.bytes.append(contentsOf: chunk[0..<count])
      }
      close(descriptor)
      received.done.signal()
    }
    reader.start()
    let writer = try AtomicFileWriter(destination: URL(fileURLWithPath: path))
    try writer.write("RIFF0000")
    try writer.overwrite(Array("1234".utf8), at: 4)
    try writer.commit()
    received.done.wait()
    #expect(String(decoding: received.bytes, as: UTF8.self) == "RIFF1234")
    var info = stat()
    #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    #expect(try scratch.listing() == ["pipe"])
  }

  @Test func aFolderIsRefusedBeforeWriting() throws {
    let scratch = try Scratch()
    try FileManager.default.createDirectory(at: scratch.url("out"), withIntermediateDirectories: false)
    #expect(throws: FileOutputError.isFolder(scratch.url("out").path)) {
      try AtomicFileWriter(destination: scratch.url("out"))
    }
    #expect(try scratch.listing() == ["out"])
  }
}

/// What the pipe's reader thread read.
private final class ReceivedBytes: @unchecked Sendable {
  var bytes = Data()
  let done = DispatchSemaphore(value: 0)
}

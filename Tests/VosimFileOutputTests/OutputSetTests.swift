import Foundation
import Testing
import VosimTestSupport

@testable import VosimFileOutput

/// One run's outputs: all in place, or none.
@Suite("Output sets")
struct OutputSetTests {
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vosim-set-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func names(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func aCommitPutsEveryFileInPlace() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "old a".write(to: folder.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
    let set = OutputSet()
    try set.file(folder.appendingPathComponent("a.txt")).write("new a")
    try set.file(folder.appendingPathComponent("b.txt")).write("new b")
    #expect(try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8) == "old a")
    try set.commit()
    #expect(try names(folder) == ["a.txt", "b.txt"])
    #expect(try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8) == "new a")
    #expect(try String(contentsOf: folder.appendingPathComponent("b.txt"), encoding: .utf8) == "new b")
  }

  /// A long name, cut to fit the hidden names, replaces its file: the backup of the old file is no
  /// longer the same hidden name as the new file's temporary one (which the backup's unlink removed).
  @Test func aLongNameReplacesItsFile() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for length in [200, 230, 250] {
      let destination = folder.appendingPathComponent(String(repeating: "w", count: length) + ".svg")
      for text in ["old", "new"] {
        let set = OutputSet()
        try set.file(destination).write(text)
        try set.commit()
        #expect(try String(contentsOf: destination, encoding: .utf8) == text, "\(length)")
      }
    }
    #expect(try names(folder).count == 3)
  }

  /// `/dev/full` fails when it is written at the commit: the files of the set stay as they were.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs Linux's /dev/full"))
  func aDeviceThatFailsLeavesEveryOtherFileAsItWas() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "old a".write(to: folder.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
    let set = OutputSet()
    try set.file(folder.appendingPathComponent("a.txt")).write("new a")
    try set.file(folder.appendingPathComponent("b.txt")).write("new b")
    try set.file(URL(fileURLWithPath: "/dev/full")).write("captions")
    #expect(throws: FileOutputError.self) { try set.commit() }
    #expect(try names(folder) == ["a.txt"])
    #expect(try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8) == "old a")
  }

  /// A rename that fails (the destination became a folder meanwhile) puts back the files already
  /// renamed: the earlier file's old content, and no new file where there was none.
  @Test func aRenameThatFailsPutsBackWhatWasRenamed() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "old a".write(to: folder.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
    let set = OutputSet()
    try set.file(folder.appendingPathComponent("a.txt")).write("new a")
    try set.file(folder.appendingPathComponent("n.txt")).write("new n")
    try set.file(folder.appendingPathComponent("z.txt")).write("new z")
    let blocker = folder.appendingPathComponent("z.txt/inside")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    #expect(throws: FileOutputError.self) { try set.commit() }
    #expect(try names(folder) == ["a.txt", "z.txt"])
    #expect(try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8) == "old a")
  }

  @Test func aCancelledSetRemovesItsTemporaryFilesAndCommitsNothing() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = OutputSet()
    try set.file(folder.appendingPathComponent("a.txt")).write("new a")
    #expect(try names(folder).count == 1)
    set.cancel()
    #expect(try names(folder).isEmpty)
    #expect(throws: FileOutputError.cancelled(folder.appendingPathComponent("a.txt").path)) {
      try set.commit()
    }
    #expect(throws: FileOutputError.cancelled(folder.appendingPathComponent("b.txt").path)) {
      try set.file(folder.appendingPathComponent("b.txt"))
    }
    #expect(try names(folder).isEmpty)
  }

  /// Temporary files of processes that no longer exist (killed with SIGKILL) are removed by the next
  /// run that writes into the folder; those of living processes are not.
  @Test func temporaryFilesOfDeadProcessesAreRemoved() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dead = try Self.deadProcess()
    let stale = ".a.txt.vosim-\(dead)-1.tmp"
    let living = ".b.txt.vosim-1-1.tmp"  // init never exits
    let unrelated = ".c.txt.vosim-notes.tmp"
    for name in [stale, living, unrelated] {
      try "partial".write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    let set = OutputSet()
    try set.file(folder.appendingPathComponent("a.txt")).write("new a")
    try set.commit()
    #expect(try names(folder) == [living, unrelated, "a.txt"].sorted())
  }

  @Test func temporaryNamesNameTheirProcess() {
    #expect(TemporaryFileName.owner(of: ".login.txt.vosim-4242-3.tmp") == 4242)
    #expect(TemporaryFileName.owner(of: ".a.vosim-b.txt.vosim-17-1.tmp") == 17)
    #expect(TemporaryFileName.owner(of: "login.txt.vosim-4242-3.tmp") == nil)
    #expect(TemporaryFileName.owner(of: ".login.txt.vosim-4242.tmp") == nil)
    #expect(TemporaryFileName.owner(of: ".login.txt.vosim-x-1.tmp") == nil)
  }

  /// The number of a process that has exited and been reaped.
  static func deadProcess() throws -> pid_t {
    let child = try ChildProcess(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "exit 0"], environment: [:],
      in: URL(fileURLWithPath: "/"), stdout: .null, stderr: .null)
    _ = child.wait()
    return child.identifier
  }
}

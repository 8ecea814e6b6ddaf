import Foundation
import Testing
import VosimTestSupport

/// `vosim convert -o` (like every output) goes through AtomicFileWriter: a process that dies or fails in
/// the middle of writing leaves the previous file exactly as it was.
///
/// The write is interrupted deterministically with a file-size limit (`ulimit -f`, RLIMIT_FSIZE): the
/// kernel stops the process at the first write past 1 MB, always mid-write, never before or after it.
/// (ThreadSanitizer's runtime itself needs a few hundred KB of file-backed memory, hence not less.)
@Suite("Interrupted writes leave the old file intact")
struct InterruptedWriteTests {
  static let oldContents = "the previous screen file\n"

  /// A native screen whose converted form is well over the limit (about 5 MB).
  static func largeScreen() -> String {
    let labels = (0..<40_000).map {
      #"{"class": "UILabel", "text": "Label number \#($0)", "frame": [0, \#($0 * 10), 100, 10]}"#
    }
    return #"{"root": {"subviews": ["# + labels.joined(separator: ",\n") + "]}}\n"
  }

  /// Runs `vosim convert` under a 1 MB file-size limit; `ignoreSignal` turns the kill into a failed
  /// write (EFBIG) that vosim must report.
  static func convertWithSizeLimit(ignoreSignal: Bool) throws -> (BinaryRunner.Result, URL) {
    let folder = try BinaryRunner.temporaryFolder()
    let input = folder.appendingPathComponent("large.json")
    let output = folder.appendingPathComponent("out.json")
    try Data(largeScreen().utf8).write(to: input)
    try Data(oldContents.utf8).write(to: output)
    // The test runner may start with SIGXFSZ ignored, which a shell cannot undo; `env` sets it either way.
    let signal = ignoreSignal ? "--ignore-signal=XFSZ" : "--default-signal=XFSZ"
    // dash counts `ulimit -f` in 512-byte blocks: 2,048 blocks, 1 MB.
    let script =
      "ulimit -f 2048; exec env \(signal) \"$0\" convert large.json --input-format screen -o out.json"
    let result = try VosimBinary.run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script, BinaryRunner.executable.path], in: folder)
    return (result, folder)
  }

  @Test func aProcessKilledMidWriteLeavesTheOldFile() throws {
    let (result, folder) = try Self.convertWithSizeLimit(ignoreSignal: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Killed by SIGXFSZ while writing: the proof that the write was under way.
    #expect(result.crashed)
    #expect(result.status == SIGXFSZ)
    let output = folder.appendingPathComponent("out.json")
    #expect(try String(contentsOf: output, encoding: .utf8) == Self.oldContents)
  }

  @Test func aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
    let (result, folder) = try Self.convertWithSizeLimit(ignoreSignal: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(!result.crashed)
    #expect(result.status == 2)
    #expect(result.stderr.hasSuffix("File too large; nothing was written\n"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    let output = folder.appendingPathComponent("out.json")
    #expect(try String(contentsOf: output, encoding: .utf8) == Self.oldContents)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["large.json", "out.json"])
  }
}

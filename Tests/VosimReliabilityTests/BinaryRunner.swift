import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `vosim` binary as a user would (the approach of VosimCLITests' `VosimProcess`), with a
/// hang guard: a run still going after `hangLimit` seconds is killed and reported as a hang.
///
/// The guard is not a speed assertion: its limit is minutes, far above any honest run even under the
/// sanitizers, so only a real hang (an endless loop, a billion laughs being expanded) trips it.
struct BinaryRunner {
  struct Result {
    var status: Int32
    /// The process died of a signal (a trap, an abort) rather than exiting.
    var crashed: Bool
    var hung: Bool
    var stdout: Data
    var stderr: String

    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
  }

  static let hangLimit: TimeInterval = 600

  /// The binary built beside this test bundle.
  static let executable: URL = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      bundle, bundle.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    for candidate in candidates {
      let url = candidate.appendingPathComponent("vosim")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return bundle.appendingPathComponent("vosim")
  }()

  /// This test target's folder, which holds the BadInput corpus.
  static let testFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The repository's top folder.
  static let repository = testFolder.deletingLastPathComponent().deletingLastPathComponent()

  /// The environment a run gets: without `CI`, and, for binaries built with `--sanitize=address`,
  /// LeakSanitizer told to ignore the toolchain's own leaks (Fuzz/lsan.supp) so that they do not turn
  /// an exit status 2 into LeakSanitizer's 1. Leaks in vosim's code are still reported.
  static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "CI")
    // A crash is seen in the exit status; Swift's backtracer would outlive the crashed child holding its
    // stdout and stderr open (under ASan it hung for minutes), so the pipes would never end.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let suppressions = "suppressions=" + repository.appendingPathComponent("Fuzz/lsan.supp").path
    environment["LSAN_OPTIONS"] = [suppressions, "print_suppressions=0", environment["LSAN_OPTIONS"]]
      .compactMap { $0 }.joined(separator: ":")
    return environment
  }

  static func run(_ arguments: [String], in folder: URL? = nil) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // The child has its copies; without closing ours the reads below could wait forever for an end of
    // file (seen under ASan, where Foundation had not closed them).
    try? out.fileHandleForWriting.close()
    try? err.fileHandleForWriting.close()
    // Read both pipes while the process runs, so a large output cannot fill a pipe and block it. Each on
    // a thread of its own: Dispatch's global queue has as many threads as cores, and parallel tests
    // blocking them all in reads and waits would leave a 10 MB transcript undrained and its writer stuck.
    let stdout = PipeReader(out.fileHandleForReading)
    let stderr = PipeReader(err.fileHandleForReading)
    let (status, crashed, hung) = wait(for: process)
    let outData = stdout.finish()
    let errData = stderr.finish()
    return Result(
      status: status, crashed: crashed, hung: hung, stdout: outData,
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Waits for a started process: its exit status (or signal), whether a signal ended it, and whether
  /// the hang guard killed it.
  ///
  /// Foundation's own notice of the child's end can be lost when tests start processes in parallel (the
  /// child stays a zombie and `waitUntilExit` never returns), so the child is also reaped here with
  /// `waitpid`.
  static func wait(for process: Process) -> (status: Int32, crashed: Bool, hung: Bool) {
    let deadline = Date(timeIntervalSinceNow: hangLimit)
    var hung = false
    while process.isRunning {
      var raw: Int32 = 0
      if waitpid(process.processIdentifier, &raw, WNOHANG) == process.processIdentifier {
        let signal = raw & 0x7F
        return signal == 0 ? ((raw >> 8) & 0xFF, false, hung) : (signal, true, hung)
      }
      if !hung, Date() > deadline {
        hung = true
        kill(process.processIdentifier, SIGKILL)
      }
      usleep(20_000)
    }
    return (process.terminationStatus, process.terminationReason == .uncaughtSignal, hung)
  }

  /// A fresh temporary folder, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vosim-reliability-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

/// Reads a pipe to its end on a dedicated thread.
private final class PipeReader: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    let thread = Thread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
    thread.start()
  }

  /// Waits for the end of the pipe and returns everything read.
  func finish() -> Data {
    done.wait()
    return data
  }
}

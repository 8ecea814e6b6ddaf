import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the built `vosim` binary as a user would and captures what it did: the one process runner of
/// the CLI, speech and reliability tests.
///
/// The child is reaped with `waitpid` and its pipes are drained on threads of their own, because both
/// of Foundation's usual shortcuts failed here: `waitUntilExit` can miss a child's end when tests start
/// processes in parallel, and reading on Dispatch's global queue can starve when parallel tests block
/// all of its threads.
public enum VosimBinary {
  /// What a run did.
  public struct Run: Sendable {
    /// The exit status, or the signal's number when `crashed`.
    public var status: Int32
    /// A signal (a trap, an abort) ended the process rather than an exit.
    public var crashed: Bool
    /// The hang guard killed it.
    public var hung: Bool
    public var stdoutData: Data
    public var stderr: String

    public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
  }

  /// How long a run may take before it is killed and reported as hung. Not a speed assertion: minutes,
  /// far above any honest run even under the sanitizers, so only a real hang trips it.
  public static let hangLimit: TimeInterval = 600

  /// The repository's top folder (Samples, fixtures, Fuzz/lsan.supp).
  public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `vosim` binary built beside the test bundle.
  public static let executable: URL = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      bundle, bundle.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
    ]
    for candidate in candidates {
      let url = candidate.appendingPathComponent("vosim")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return bundle.appendingPathComponent("vosim")
  }()

  /// The environment a run gets: without `CI` (record mode must not be refused by the tests' own CI);
  /// without Swift's backtracer, which outlived a crashed child holding its pipes open under ASan; and,
  /// for binaries built with `--sanitize=address`, LeakSanitizer told to ignore the toolchain's own leaks
  /// (Fuzz/lsan.supp) so that they do not turn an exit status 2 into 1. vosim's own leaks still count.
  public static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "CI")
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let suppressions = "suppressions=" + repository.appendingPathComponent("Fuzz/lsan.supp").path
    environment["LSAN_OPTIONS"] = [suppressions, "print_suppressions=0", environment["LSAN_OPTIONS"]]
      .compactMap { $0 }.joined(separator: ":")
    return environment
  }

  /// Runs `vosim` with `arguments`, in `folder` (default: the repository), feeding it `stdin`.
  public static func run(
    _ arguments: [String], stdin: Data? = nil, environment extra: [String: String] = [:],
    in folder: URL? = nil
  ) throws -> Run {
    try run(executable: executable, arguments, stdin: stdin, environment: extra, in: folder)
  }

  /// Runs any program (a shell wrapping `vosim`, say) the same way.
  public static func run(
    executable: URL, _ arguments: [String], stdin: Data? = nil, environment extra: [String: String] = [:],
    in folder: URL? = nil
  ) throws -> Run {
    // Before any child starts, whatever test runs first: children inherit the disposition, and a
    // shell pipeline in a child behaves the same in every test order.
    _ = ignoreBrokenPipes
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder ?? repository
    process.environment = environment.merging(extra) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = stdin.map { _ in Pipe() }
    process.standardInput = input ?? FileHandle.nullDevice
    try process.run()
    // The child has its copies; without closing ours a read could wait forever for an end of file.
    try? out.fileHandleForWriting.close()
    try? err.fileHandleForWriting.close()
    let stdout = PipeReader(out.fileHandleForReading)
    let stderr = PipeReader(err.fileHandleForReading)
    if let input, let stdin {
      // A child that exits without reading must not kill the test process with SIGPIPE (ignored above).
      try? input.fileHandleForReading.close()
      try? input.fileHandleForWriting.write(contentsOf: stdin)
      try? input.fileHandleForWriting.close()
    }
    let (status, crashed, hung) = wait(for: process)
    return Run(
      status: status, crashed: crashed, hung: hung, stdoutData: stdout.finish(),
      stderr: String(decoding: stderr.finish(), as: UTF8.self))
  }

  private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

  /// Waits for a started process: its exit status (or signal), whether a signal ended it, and whether
  /// the hang guard killed it.
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
      usleep(5_000)
    }
    return (process.terminationStatus, process.terminationReason == .uncaughtSignal, hung)
  }

  /// A fresh temporary folder, removed by the caller.
  public static func temporaryFolder(_ prefix: String = "vosim-test") throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
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

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the built `vosim` binary as a user would and captures what it did: the one process runner of
/// the CLI, speech and reliability tests.
///
/// Children are started by `ChildProcess`, reaped with `waitpid` (Foundation's `waitUntilExit` can
/// miss a child's end when tests start processes in parallel) and their pipes drained on threads of
/// their own.
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
    let child = try ChildProcess(
      executable: executable, arguments, environment: environment.merging(extra) { $1 },
      in: folder ?? repository, stdin: stdin == nil ? .null : .pipe)
    if let input = child.input, let stdin {
      // A child that exits without reading must not kill the test process with SIGPIPE (ignored above).
      try? input.write(contentsOf: stdin)
      try? input.close()
    }
    let end = child.wait()
    return Run(
      status: end.status, crashed: end.crashed, hung: end.hung, stdoutData: child.output(),
      stderr: String(decoding: child.errors(), as: UTF8.self))
  }

  /// Starts `vosim` with `arguments` in `folder` without waiting for it, its outputs sent to
  /// `/dev/null`: for tests that signal it while it works.
  public static func start(
    _ arguments: [String], environment extra: [String: String] = [:], in folder: URL? = nil
  ) throws -> ChildProcess {
    _ = ignoreBrokenPipes
    return try ChildProcess(
      executable: executable, arguments, environment: environment.merging(extra) { $1 },
      in: folder ?? repository,
      stdout: .null, stderr: .null)
  }

  static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()
}

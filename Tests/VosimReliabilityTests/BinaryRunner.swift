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
    // Read both pipes while the process runs, so a large output cannot fill a pipe and block it.
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      process.waitUntilExit()
      finished.signal()
    }
    var hung = false
    if finished.wait(timeout: .now() + hangLimit) == .timedOut {
      hung = true
      kill(process.processIdentifier, SIGKILL)
      finished.wait()
    }
    group.wait()
    return Result(
      status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
      hung: hung, stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
  }

  /// A fresh temporary folder, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vosim-reliability-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

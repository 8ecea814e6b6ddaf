import Foundation

/// Runs the built `vosim` binary, as a user would, and captures what it prints.
struct VosimProcess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The binary built beside this test bundle.
  static let executable: URL = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [
      bundle, bundle.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent(),
    ] {
      let url = candidate.appendingPathComponent("vosim")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return bundle.appendingPathComponent("vosim")
  }()

  /// The repository's top folder (for Samples).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func run(
    _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
    in folder: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder ?? repository
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "CI")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    // Read both pipes while the process runs, so a large output cannot fill a pipe and block it.
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    group.wait()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Runs `vosim` on a screen given as text, through a temporary file named `name`.
  static func run(_ arguments: [String], screen: String, name: String = "screen.json") throws -> (
    Result, String
  ) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vosim-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try Data(screen.utf8).write(to: file)
    return (try run(arguments + [file.path]), file.path)
  }
}

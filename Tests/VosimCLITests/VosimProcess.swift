import Foundation
import VosimTestSupport

/// Runs the built `vosim` binary, as a user would, and captures what it prints.
enum VosimProcess {
  typealias Result = VosimBinary.Run

  /// The repository's top folder (for Samples).
  static let repository = VosimBinary.repository

  static func run(
    _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
    in folder: URL? = nil
  ) throws -> Result {
    try VosimBinary.run(arguments, stdin: stdin, environment: environment, in: folder)
  }

  /// Runs `vosim` on a screen given as text, through a temporary file named `name`.
  static func run(_ arguments: [String], screen: String, name: String = "screen.json") throws -> (
    Result, String
  ) {
    let folder = try TestFolder.make("vosim-cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try Data(screen.utf8).write(to: file)
    return (try run(arguments + [file.path]), file.path)
  }
}

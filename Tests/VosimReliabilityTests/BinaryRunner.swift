import Foundation
import VosimTestSupport

/// Runs the built `vosim` binary as a user would, with VosimBinary's hang guard: a run still going after
/// `hangLimit` seconds is killed and reported as a hang.
enum BinaryRunner {
  typealias Result = VosimBinary.Run

  static let hangLimit = VosimBinary.hangLimit
  static let executable = VosimBinary.executable

  /// This test target's folder, which holds the BadInput corpus.
  static let testFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  static func run(_ arguments: [String], in folder: URL? = nil) throws -> Result {
    try VosimBinary.run(arguments, in: folder)
  }

  /// A fresh temporary folder, removed by the caller.
  static func temporaryFolder() throws -> URL { try TestFolder.make("vosim-reliability") }
}

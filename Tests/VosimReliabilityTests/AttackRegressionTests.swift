import Foundation
import Testing
import VosimTestSupport

/// Regressions from an outside attack on the built binary (issue 18): each input made vosim quadratic,
/// unbounded or wrong about the cause. Giant inputs are generated here; a run that regresses to the
/// quadratic reading trips the runner's hang guard (600 s) rather than a timing.
@Suite("Attack regressions")
struct AttackRegressionTests {
  private static let debugHeader = """
    Attributes: Application, 0x1, pid: 1, label: 'App'
    Element subtree:
     →Application, 0x1, pid: 1, label: 'App'
        Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}

    """

  /// Runs `vosim transcript` on `bytes` written to a fresh file.
  private static func transcript(
    _ bytes: [UInt8], name: String, _ options: [String] = [], environment: [String: String] = [:]
  ) throws -> (VosimBinary.Run, String) {
    let folder = try BinaryRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try Data(bytes).write(to: file)
    let result = try VosimBinary.run(["transcript"] + options + [file.path], environment: environment)
    return (result, file.path)
  }

  // MARK: - debugDescription continuation lines (point 2)

  /// A label over 300,000 lines (600 KB) was parsed again after every line: about an hour.
  @Test func aLabelOverManyLinesIsReadInOnePass() throws {
    let lines = 300_000
    let text =
      Self.debugHeader + "      Button, 0x3, {{10.0, 10.0}, {100.0, 30.0}}, label: 'First\n"
      + String(repeating: "x\n", count: lines) + "end'\n"
    let (result, path) = try Self.transcript(Array(text.utf8), name: "continued.txt")
    let label = (["First"] + Array(repeating: "x", count: lines) + ["end"]).joined(separator: " ")
    expect(result, .reads([label + ". Button."]), path: path)
  }

  /// A quote that never closes re-scanned the rest of the file for every line (100,000 element lines,
  /// 5 MB: hours) before the error.
  @Test func aQuoteThatNeverClosesIsFoundInOnePass() throws {
    let text =
      Self.debugHeader + "      Button, 0x3, {{10.0, 10.0}, {100.0, 30.0}}, label: 'First\n"
      + String(repeating: "      Other, 0x4, {{0.0, 0.0}, {1.0, 1.0}}, label: 'x\n", count: 100_000)
    let (result, path) = try Self.transcript(Array(text.utf8), name: "unclosed.txt")
    expect(result, .error(line: 5), path: path)
    #expect(result.stderr.contains("the quoted 'label' never closes"))
  }
}

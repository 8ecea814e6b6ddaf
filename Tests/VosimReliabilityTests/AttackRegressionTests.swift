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

  // MARK: - Endless input (point 4)

  /// `/dev/zero` was read until memory ran out, then a 50-line backtrace.
  @Test func anEndlessDeviceStopsAtTheInputLimit() throws {
    let result = try VosimBinary.run(["transcript", "/dev/zero"])
    expect(result, .error(line: nil), path: "/dev/zero")
    #expect(result.stderr.contains("input limit of 512 MiB (536,870,912 bytes)"), "\(result.stderr)")
    #expect(result.stderr.contains("--max-input-size") && result.stderr.contains("VOSIM_MAX_INPUT_SIZE"))
  }

  /// `yes | vosim transcript -`: an endless pipe, the same error for standard input.
  @Test func anEndlessPipeStopsAtTheInputLimit() throws {
    let result = try VosimBinary.run(
      executable: URL(fileURLWithPath: "/bin/sh"),
      ["-c", #"yes | "$0" transcript --max-input-size 4M -"#, BinaryRunner.executable.path])
    expect(result, .error(line: nil), path: "<stdin>")
    #expect(result.stderr.contains("input limit of 4 MiB (4,194,304 bytes)"), "\(result.stderr)")
  }

  /// The limit is the option's, else the environment's; a file of exactly the limit is read.
  @Test func theLimitIsSetByTheOptionOrTheEnvironment() throws {
    let sample = "Samples/camera-options.json"
    let size =
      try FileManager.default.attributesOfItem(
        atPath: VosimBinary.repository.appendingPathComponent(sample).path)[.size] as! Int
    let exact = try VosimBinary.run(["transcript", "--max-input-size", "\(size)", sample])
    #expect(exact.status == 0, "\(exact.stderr)")
    let below = try VosimBinary.run(["transcript", "--max-input-size", "\(size - 1)", sample])
    expect(below, .error(line: nil), path: sample)
    #expect(
      below.stderr.contains("is larger than the input limit of"))
    let environment = try VosimBinary.run(
      ["transcript", sample], environment: ["VOSIM_MAX_INPUT_SIZE": "1K"])
    expect(environment, .error(line: nil), path: sample)
    #expect(environment.stderr.contains("input limit of 1 KiB (1,024 bytes)"))
    let optionWins = try VosimBinary.run(
      ["transcript", "--max-input-size", "1M", sample], environment: ["VOSIM_MAX_INPUT_SIZE": "1K"])
    #expect(optionWins.status == 0 && optionWins.stdout == exact.stdout)
    for bad in ["0", "-1", "12X", "M", "99999999999999999999G"] {
      let usage = try VosimBinary.run(["transcript", "--max-input-size=\(bad)", sample])
      #expect(usage.status == 2 && usage.stderr.contains("Invalid value '\(bad)' for '--max-input-size'"))
      let variable = try VosimBinary.run(["transcript", sample], environment: ["VOSIM_MAX_INPUT_SIZE": bad])
      #expect(variable.status == 2 && variable.stderr.contains("Invalid VOSIM_MAX_INPUT_SIZE '\(bad)'"))
    }
  }
}

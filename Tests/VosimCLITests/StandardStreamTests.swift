import Foundation
import Testing
import VosimTestSupport

/// What vosim does when it cannot write its output: one line on stderr and exit status 2, never a trap;
/// and the top-level command line's own usage errors.
@Suite("Standard streams and the top-level command line")
struct StandardStreamTests {
  /// Runs `vosim ARGUMENTS` with stdout (or stderr) sent to `/dev/full`, or closed.
  static func run(_ arguments: [String], redirect: String) throws -> (status: Int32, stderr: String) {
    let command = ([VosimBinary.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let run = try VosimBinary.run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "\(command) \(redirect)"])
    return (run.status, run.stderr)
  }

  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs Linux's /dev/full"),
    arguments: [
      ["transcript", "Samples/camera-options.json"],
      ["transcript", "Samples/camera-options.json", "--format", "json"],
      ["check", "Samples/camera-options.json"], ["--version"], ["--help"], ["transcript", "--help"],
    ])
  func aFullDiskIsOneLineAndStatusTwo(arguments: [String]) throws {
    let result = try Self.run(arguments, redirect: "> /dev/full")
    #expect(result.status == 2)
    #expect(result.stderr == "error: cannot write to standard output: No space left on device\n")
  }

  /// A diagnostic written to a pipe nobody reads (`2>&1 | true`, the reader already gone) changes
  /// nothing: the status is the command's own, not death by SIGPIPE (141 in a shell).
  @Test(arguments: [
    ["transcript", "missing.json"], ["check", "missing.json"], ["compare", "missing.json", "capture.txt"],
    ["speak", "Samples/camera-options.json", "--rate", "1"],
  ])
  func aDiagnosticToAClosedPipeKeepsTheStatus(arguments: [String]) throws {
    let child = try ChildProcess(
      executable: VosimBinary.executable, arguments, environment: ProcessInfo.processInfo.environment,
      in: VosimBinary.repository, stdout: .null, stderr: .closedPipe)
    let end = child.wait()
    #expect(end == ChildProcess.Termination(status: 2, crashed: false, hung: false), "\(arguments)")
  }

  /// Commands that print and write files print first: when the print fails, no file is written, and
  /// no temporary file is left.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs Linux's /dev/full"))
  func aFailedPrintWritesNoFile() throws {
    let folder = try TestFolder.make("vosim-full")
    defer { try? FileManager.default.removeItem(at: folder) }
    let samples = VosimBinary.repository.appendingPathComponent("Samples")
    try FileManager.default.copyItem(
      at: samples.appendingPathComponent("settings.json"), to: folder.appendingPathComponent("settings.json"))
    let recording = folder.appendingPathComponent("settings.txt")
    try "Old. Heading.\n".write(to: recording, atomically: true, encoding: .utf8)
    for arguments in [
      ["check", folder.path, "--record", "--junit", folder.appendingPathComponent("check.xml").path],
      ["audit", folder.path, "--junit", folder.appendingPathComponent("audit.xml").path],
      [
        "report", folder.appendingPathComponent("settings.json").path, "-o", "-", "--audio-file",
        folder.appendingPathComponent("settings.wav").path,
      ],
    ] {
      let result = try Self.run(arguments, redirect: "> /dev/full")
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr == "error: cannot write to standard output: No space left on device\n")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
          "settings.json", "settings.txt",
        ])
      #expect(try String(contentsOf: recording, encoding: .utf8) == "Old. Heading.\n")
    }
  }

  /// A reader that goes away before the end (`| head`) is a failed print too: the files are cancelled,
  /// not left behind half-made or written after a report nobody read.
  @Test func aClosedPipeWritesNoFile() throws {
    let folder = try TestFolder.make("vosim-pipe")
    defer { try? FileManager.default.removeItem(at: folder) }
    // 3,000 unlabelled buttons: far more findings than a pipe holds.
    let buttons = (0..<3000).map {
      #"{"class":"UIButton","frame":[\#($0 % 10 * 39),\#($0 / 10 * 30),20,20]}"#
    }
    try (#"{"root":{"frame":[0,0,390,844],"subviews":["# + buttons.joined(separator: ",") + "]}}").write(
      to: folder.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
    let result = try Self.run(
      [
        "audit", folder.appendingPathComponent("big.json").path, "--write-baseline",
        folder.appendingPathComponent("b.json").path,
      ],
      redirect: "| head -c 1 > /dev/null")
    #expect(result.stderr == "error: cannot write to standard output: Broken pipe\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["big.json"])
  }

  @Test func aClosedStandardOutputIsOneLineAndStatusTwo() throws {
    let result = try Self.run(["transcript", "Samples/camera-options.json"], redirect: ">&-")
    #expect(result.status == 2)
    #expect(result.stderr == "error: cannot write to standard output: Bad file descriptor\n")
  }

  /// A diagnostic that cannot be written does not change the exit status.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs Linux's /dev/full"))
  func anUnwritableStandardErrorKeepsTheStatus() throws {
    let result = try Self.run(["transcript", "no-such-screen.json"], redirect: "2> /dev/full")
    #expect(result.status == 2)
  }

  @Test(arguments: [
    ([], "Missing expected subcommand"), (["help", "bogus"], "Unknown subcommand 'bogus'"),
    (["--version", "extra"], "Unexpected argument 'extra'"), (["bogus"], "Unknown subcommand 'bogus'"),
    (["--vers"], "Unknown option '--vers'"),
    (["help", "transcript", "extra"], "Unexpected argument 'extra'"),
  ])
  func topLevelUsageErrors(arguments: [String], message: String) throws {
    let result = try VosimProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "Error: \(message)\nUsage: vosim <subcommand> [options]\n  See 'vosim --help' for more information.\n"
    )
  }

  @Test func helpForASubcommand() throws {
    let result = try VosimProcess.run(["help", "transcript"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: Print what VoiceOver says"))
  }

  /// A file name with a line break, an escape sequence or a direction override stays one harmless line
  /// in the diagnostic, as check's and audit's lines show it: the line break escaped, not a space.
  @Test func controlCharactersInAFileNameAreShownEscaped() throws {
    let result = try VosimProcess.run(["transcript", "a\nb\u{1B}[31m\u{202E}.json"])
    #expect(result.status == 2)
    #expect(result.stderr == "a\\u{A}b\\u{1B}[31m\\u{202E}.json: error: no such file\n")
  }

  /// `--` ends the options: what follows is a file name, even `-h`.
  @Test func aDoubleDashEndsTheOptions() throws {
    let result = try VosimProcess.run(["transcript", "--", "-h"])
    #expect(result.status == 2)
    #expect(result.stderr == "-h: error: no such file\n")
  }
}

import Foundation
import Testing
import VosimTestSupport

/// Command lines that would read or write the wrong thing: refused with a usage error (status 2,
/// nothing on stdout) before anything is read or written.
@Suite("Usage errors that protect the user's files")
struct UsageErrorTests {
  static func expectUsageError(
    _ arguments: [String], _ message: String, in folder: URL? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try VosimProcess.run(arguments, in: folder)
    #expect(result.status == 2, sourceLocation: sourceLocation)
    #expect(result.stdout == "", sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix("Error: \(message)\nUsage: vosim "), sourceLocation: sourceLocation)
  }

  /// `--language --rtl` took '--rtl' as the language and read left to right without a word.
  @Test func anOptionIsNotTheValueOfTheOneBefore() throws {
    try Self.expectUsageError(
      ["transcript", "Samples/camera-options.json", "--language", "--rtl"],
      "Missing value for option '--language'")
    try Self.expectUsageError(
      ["speak", "Samples/camera-options.json", "--voice", "-o", "x.wav"], "Missing value for option '--voice'"
    )
    // A mistyped option is no file name to write: nothing is written.
    let folder = try TestFolder.make("usage")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.expectUsageError(
      [
        "convert", VosimBinary.repository.appendingPathComponent("Samples/camera-options.json").path, "-o",
        "--outptu",
      ],
      "Missing value for option '--output': '--outptu' is no option of this command, and a value starting with "
        + "'--' is written '--output=--outptu'", in: folder)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test(arguments: ["-rtl", "!!", "en_US", "e", "en-", "toolonglanguage"])
  func aLanguageThatIsNoTagIsRefused(value: String) throws {
    try Self.expectUsageError(
      ["transcript", "Samples/camera-options.json", "--language", value],
      "Invalid value '\(value)' for '--language'; expected a BCP-47 tag such as en-US")
  }

  /// A voice is a tag or an espeak-ng voice's name; one that is neither is a typo, not a voice to
  /// warn about and replace.
  @Test(arguments: ["!!", "de DE", "", " ", "-en"])
  func aVoiceThatIsNoTagNorNameIsRefused(value: String) throws {
    try Self.expectUsageError(
      ["speak", "Samples/camera-options.json", "--voice", value, "-o", "x.wav"],
      "Invalid value '\(value)' for '--voice'; expected a language tag such as en-GB or an espeak-ng voice such as gmw/en-US"
    )
  }

  @Test(arguments: ["de", "en-US", "zh-Hant-TW", "sr-Latn-RS"])
  func aLanguageTagIsAccepted(value: String) throws {
    let result = try VosimProcess.run(["transcript", "Samples/camera-options.json", "--language", value])
    #expect(result.status == 0)
  }

  /// An output that is the input would replace the screen with what was made from it: one line naming
  /// the output, as any file's problem.
  @Test func anOutputThatIsTheInputIsRefused() throws {
    let folder = try TestFolder.make("vosim-usage")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = try Data(contentsOf: VosimProcess.repository.appendingPathComponent("Samples/settings.json"))
    try screen.write(to: folder.appendingPathComponent("screen.json"))
    func expectRefused(_ arguments: [String], _ line: String) throws {
      let result = try VosimProcess.run(arguments, in: folder)
      #expect(result.status == 2)
      #expect(result.stdout == "")
      #expect(result.stderr == line + "\n")
    }
    let screenRead = "error: the output would replace the screen being read; write it elsewhere"
    let dumpRead = "error: the output would replace the dump being read; write the screen file elsewhere"
    try expectRefused(["speak", "screen.json", "-o", "./screen.json"], "./screen.json: \(screenRead)")
    try expectRefused(
      ["speak", "screen.json", "-o", "out.wav", "--vtt", "screen.json"], "screen.json: \(screenRead)")
    try expectRefused(["report", "screen.json", "-o", "screen.json"], "screen.json: \(screenRead)")
    try expectRefused(
      ["convert", "screen.json", "-o", "../\(folder.lastPathComponent)/screen.json"],
      "../\(folder.lastPathComponent)/screen.json: \(dumpRead)")
    #expect(try Data(contentsOf: folder.appendingPathComponent("screen.json")) == screen)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["screen.json"])
    // A hard link is the same file under another name.
    try FileManager.default.linkItem(
      at: folder.appendingPathComponent("screen.json"), to: folder.appendingPathComponent("link.json"))
    try expectRefused(["convert", "screen.json", "-o", "link.json"], "link.json: \(dumpRead)")
  }

  /// `-` is standard output where a command can write there (`report -o -`, `convert -o -`); every
  /// other file option refuses it rather than making a file called `-`.
  @Test func aDashIsStdoutOrRefused() throws {
    let folder = try TestFolder.make("vosim-dash")
    defer { try? FileManager.default.removeItem(at: folder) }
    let settings = VosimBinary.repository.appendingPathComponent("Samples/settings.json").path
    for (arguments, option) in [
      (["speak", settings, "-o", "-"], "output"),
      (["speak", settings, "-o", "x.wav", "--vtt", "-"], "vtt"),
      (["speak", settings, "-o", "x.wav", "--timeline", "-"], "timeline"),
      (["check", settings, "--junit", "-"], "junit"),
      (["audit", settings, "--junit", "-"], "junit"),
      (["audit", settings, "--write-baseline", "-"], "write-baseline"),
      (["report", settings, "-o", "x.html", "--audio-file", "-"], "audio-file"),
    ] {
      try Self.expectUsageError(
        arguments, "'--\(option) -': this output cannot go to stdout; name a file", in: folder)
    }
    try Self.expectUsageError(
      ["check", settings, "--report", "-"],
      "'--report -': the comparisons cannot go to stdout; name a folder",
      in: folder)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    let converted = try VosimProcess.run(["convert", settings, "-o", "-"], in: folder)
    #expect(converted.status == 0)
    let file = folder.appendingPathComponent("settings.json").path
    #expect(try VosimProcess.run(["convert", settings, "-o", file]).status == 0)
    #expect(converted.stdout == (try String(contentsOfFile: file, encoding: .utf8)))
  }

  /// A number option reads decimals only: Swift's `Double` reads `0x10` as 16, which no user means.
  @Test func aNumberIsDecimal() throws {
    for value in ["0x10", "0x1p4", "nan", "1_0"] {
      try Self.expectUsageError(
        ["audit", "Samples/settings.json", "--slow-to-reach", value],
        "Invalid value '\(value)' for '--slow-to-reach'; expected a number from 0.001 to 86400.0")
    }
    #expect(try VosimProcess.run(["audit", "Samples/settings.json", "--slow-to-reach", "1e1"]).status != 2)
  }

  @Test func convertNeedsAnOutputFileName() throws {
    try Self.expectUsageError(
      ["convert", "Samples/settings.json", "-o", ""], "Invalid value '' for '--output'; expected a file name")
    let result = try VosimProcess.run(["convert", "Samples/settings.json"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("Usage: vosim convert <dump> --output <file> [--input-format"))
  }
}

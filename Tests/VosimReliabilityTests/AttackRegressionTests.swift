import Foundation
import Testing
import VosimTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    #expect(
      result.stderr.contains("the input is larger than the limit of 512 MiB (536,870,912 bytes)"),
      "\(result.stderr)")
    #expect(result.stderr.contains("--max-input-size") && result.stderr.contains("VOSIM_MAX_INPUT_SIZE"))
  }

  /// `yes | vosim transcript -`: an endless pipe, the same error for standard input. (`yes`'s own
  /// complaint about the closed pipe, when it inherits an ignored SIGPIPE, is not vosim's.)
  @Test func anEndlessPipeStopsAtTheInputLimit() throws {
    let result = try VosimBinary.run(
      executable: URL(fileURLWithPath: "/bin/sh"),
      ["-c", #"yes 2>/dev/null | "$0" transcript --max-input-size 4M -"#, BinaryRunner.executable.path])
    expect(result, .error(line: nil), path: "<stdin>")
    #expect(
      result.stderr.contains("the input is larger than the limit of 4 MiB (4,194,304 bytes)"),
      "\(result.stderr)")
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
      below.stderr.contains("is larger than the limit of"))
    let environment = try VosimBinary.run(
      ["transcript", sample], environment: ["VOSIM_MAX_INPUT_SIZE": "1K"])
    expect(environment, .error(line: nil), path: sample)
    #expect(environment.stderr.contains("the input is larger than the limit of 1 KiB (1,024 bytes)"))
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

  // MARK: - XML (points 3, 9, 10)

  /// 200,000 attributes on one element took 18 s inside libxml2; refused before parsing.
  @Test func anElementWithTooManyAttributesIsRefusedBeforeParsing() throws {
    let attributes = (0..<200_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" label="App" x="0" y="0" width="390" height="844">
        <XCUIElementTypeButton \(attributes) label="OK" x="10" y="10" width="100" height="44"/>
      </XCUIElementTypeApplication>

      """
    let (result, path) = try Self.transcript(Array(text.utf8), name: "attributes.xml")
    expect(result, .error(line: 3), path: path)
    #expect(result.stderr.hasPrefix("\(path):3:3: error: an element with more than 1000 attributes"))
    // 1,000 are still read.
    let thousand = (0..<994).map { "a\($0)=\"1\"" }.joined(separator: " ")
    let (read, _) = try Self.transcript(
      Array(text.replacingOccurrences(of: attributes, with: thousand).utf8), name: "thousand.xml")
    #expect(read.status == 0 && read.stdout == "OK. Button.\n", "\(read.stderr)")
  }

  /// A declared encoding is not followed: the bytes are UTF-8, as the markup check read them. Under
  /// `encoding="UTF-7"` libxml2 decoded `+ADw-` as `<` and `+AD0-` as `=`, markup the check never saw:
  /// 40,000 attributes got past its limit of 1,000.
  @Test func aDeclaredEncodingCannotHideMarkupFromTheCheck() throws {
    let header = #"<?xml version="1.0" encoding="UTF-7"?>"# + "\n"
    let application =
      #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" label="App" x="0" y="0" "#
      + #"width="390" height="844">"#
    let label =
      header + application + "\n"
      + #"  <XCUIElementTypeButton label="a+ADw-b" x="10" y="10" width="100" height="44"/>"#
      + "\n</XCUIElementTypeApplication>\n"
    let (read, _) = try Self.transcript(Array(label.utf8), name: "utf7-label.xml")
    #expect(read.status == 0 && read.stdout == "a+ADw-b. Button.\n", "\(read.stderr)")
    let attributes = (0..<40_000).map { "a\($0)+AD0-+ACI-1+ACI-" }.joined(separator: " ")
    let hidden =
      header + application + "\n  <XCUIElementTypeButton " + attributes + "/>\n"
      + "</XCUIElementTypeApplication>\n"
    let (refused, path) = try Self.transcript(Array(hidden.utf8), name: "utf7-attributes.xml")
    expect(refused, .error(line: 3), path: path)
  }

  /// libxml2 picks an encoding from the first four bytes whatever the declaration says: a UTF-32 page
  /// without a byte-order mark printed libxml2's own lines and "parser error 4294967295", and text that
  /// is UTF-16 once transcoded would be read in an encoding the markup check never saw. Both encodings
  /// are transcoded first, and a zero byte left in the first four is refused.
  @Test func noEncodingIsLeftForLibXML2ToDetect() throws {
    let page =
      #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" label="App" x="0" y="0" "#
      + #"width="390" height="844"><XCUIElementTypeButton label="OK" x="10" y="10" width="100" "#
      + #"height="44"/></XCUIElementTypeApplication>"# + "\n"
    let utf32 = page.unicodeScalars.flatMap { scalar in
      [UInt8(scalar.value & 0xFF), UInt8(scalar.value >> 8 & 0xFF), UInt8(scalar.value >> 16), 0]
    }
    let (read, _) = try Self.transcript(utf32, name: "utf32le.xml")
    #expect(read.status == 0 && read.stdout == "OK. Button.\n" && read.stderr.isEmpty, "\(read.stderr)")
    // U+003C U+0000 U+003F U+0000 in UTF-32: UTF-16 after one transcoding, transcoded again.
    let twice = [0x3C, 0, 0x3F, 0].flatMap { [UInt8($0), 0, 0, 0] } + utf32
    let (nested, _) = try Self.transcript(twice, name: "utf16-in-utf32.xml", ["--input-format", "xml"])
    #expect(nested.status == 2 && nested.stderr.split(separator: "\n").count == 1, "\(nested.stderr)")
    // UCS-4 in libxml2's unusual byte order (3412), which vosim does not transcode.
    let (refused, path) = try Self.transcript(
      [0, 0x3C, 0, 0] + utf32, name: "ucs4-3412.xml", ["--input-format", "xml"])
    #expect(
      refused.status == 2
        && refused.stderr
          == "\(path):1:1: error: malformed XML: a NUL character (U+0000), which XML does not allow\n",
      "\(refused.stderr)")
  }

  /// A page of nothing but `<` claims a start tag per byte: the tree reserved a node for each (90 GB
  /// for 400 MB) and the allocation failed. The reservation is bounded by the document's size.
  @Test func aDocumentOfBareLessThanSignsIsAnErrorNotAnAllocation() throws {
    let text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<AppiumAUT>"
    let bytes = Array(text.utf8) + [UInt8](repeating: UInt8(ascii: "<"), count: 8 << 20)
    let (result, path) = try Self.transcript(bytes, name: "less-than.xml")
    expect(result, .error(line: 2), path: path)
    #expect(result.stderr.hasPrefix("\(path):2:12: error: "), "\(result.stderr)")
  }

  /// The same message and place whether or not the document names an external DTD.
  @Test func anUndefinedEntityIsTheSameErrorWithAnExternalDTD() throws {
    let folder = Reader.xml.folder
    let plain = try VosimBinary.run([
      "transcript", folder.appendingPathComponent("undefined-entity.xml").path,
    ])
    let withDTD = try VosimBinary.run([
      "transcript", folder.appendingPathComponent("external-dtd-undefined-entity.xml").path,
    ])
    let message = ":68: error: malformed XML: undefined entity '&nbsp;'\n"
    #expect(plain.stderr.hasSuffix(":3" + message), "\(plain.stderr)")
    #expect(withDTD.stderr.hasSuffix(":4" + message), "\(withDTD.stderr)")
    #expect(plain.status == 2 && withDTD.status == 2 && withDTD.stdout.isEmpty)
  }

  /// `&#0;`, `&#xD800;` and `&#x110000;` were reported as "a character XML does not allow (U+0022)",
  /// the quote after them.
  @Test(arguments: [
    ("char-ref-nul.xml", "the character reference '&#0;' names U+0000, a character XML does not allow"),
    ("char-ref-surrogate.xml", "the character reference '&#xD800;' names U+D800, a surrogate"),
    (
      "char-ref-past-unicode.xml",
      "the character reference '&#x110000;' names U+110000, past Unicode's last code point"
    ),
  ])
  func aForbiddenCharacterReferenceIsNamed(_ file: String, _ message: String) throws {
    let path = Reader.xml.folder.appendingPathComponent(file).path
    let result = try VosimBinary.run(["transcript", path])
    #expect(result.stderr == "\(path):3:68: error: malformed XML: \(message)\n")
  }

  /// A well-formed document over libxml2's 10,000,000-byte value limit was "not well-formed (parser
  /// error 1)".
  @Test func aValueOverTheParsersLimitNamesTheLimit() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" label="App" x="0" y="0" width="390" height="844">
        <XCUIElementTypeButton label="\(String(repeating: "a", count: 10_000_001))" x="10" y="10" width="100" height="44"/>
      </XCUIElementTypeApplication>

      """
    let limit =
      "error: beyond the XML parser's limits: an attribute value, text or comment, or one start tag with "
      + "all its attributes, longer than libxml2's limit of 10,000,000 bytes"
    let (result, path) = try Self.transcript(Array(text.utf8), name: "huge-value.xml")
    expect(result, .error(line: 3), path: path)
    #expect(result.stderr.contains(limit), "\(result.stderr)")
    // Two values under the limit in one tag are over the push parser's lookup limit for the tag.
    let half = String(repeating: "a", count: 5_100_000)
    let twice = text.replacingOccurrences(
      of: #"label="\#(String(repeating: "a", count: 10_000_001))""#,
      with: #"name="\#(half)" label="\#(half)""#)
    let (both, bothPath) = try Self.transcript(Array(twice.utf8), name: "huge-tag.xml")
    expect(both, .error(line: nil), path: bothPath)
    #expect(both.stderr.contains(limit), "\(both.stderr)")
  }

  // MARK: - Smaller (point 11)

  /// `--format json` listed the order's warnings only; the reader's went to stderr alone.
  @Test func theJSONTranscriptListsTheReadersWarnings() throws {
    let text =
      #"[{"type": "Application", "AXFrame": "{{0, 0}, {390, 844}}"}, "#
      + #"{"type": "Button", "AXLabel": "A", "AXFrame": "{{0, 0}, {10, 10}}", "traits": ["Bogus"]}]"#
    let (result, path) = try Self.transcript(Array(text.utf8), name: "idb.json", ["--format", "json"])
    #expect(result.status == 0)
    #expect(result.stderr == "\(path):1:141: warning: unknown trait 'Bogus' ignored\n")
    let document = try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any]
    let warnings = document?["warnings"] as? [[String: Any]] ?? []
    #expect(warnings.count == 1)
    #expect(warnings.first?["kind"] as? String == "input")
    #expect(warnings.first?["message"] as? String == "1:141: unknown trait 'Bogus' ignored")
  }

  /// An idb list holding a native screen object is an error naming the object, not a blank element.
  @Test func anIdbListHoldingANativeScreenIsAnError() throws {
    let path = Reader.idb.folder.appendingPathComponent("native-screen-in-array.json").path
    let result = try VosimBinary.run(["transcript", path])
    #expect(
      result.stderr
        == "\(path):2:3: error: 'element' must be an idb element object (with type, AXLabel, AXFrame, …)\n")
  }

  // MARK: - Causes named (point 10)

  /// A recording that is a device or a FIFO was "You don't have permission".
  @Test func aRecordingThatIsNoRegularFileSaysWhatItIs() throws {
    let folder = try BinaryRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: VosimBinary.repository.appendingPathComponent("Samples/camera-options.json"),
      to: folder.appendingPathComponent("a.json"))
    let recording = folder.appendingPathComponent("a.txt").path
    #expect(mkfifo(recording, 0o644) == 0)
    let fifo = try VosimBinary.run(["check", folder.path])
    #expect(fifo.status == 2)
    #expect(
      fifo.stderr.hasSuffix(
        "\(recording): error: cannot read the recording: it is a FIFO or another special file, not a regular file\n"
      ),
      "\(fifo.stderr)")
    // A device node needs root (the test machines run as root; elsewhere the FIFO case stands alone).
    try FileManager.default.removeItem(atPath: recording)
    let made = try VosimBinary.run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", #"mknod "$0" c 1 3 2>/dev/null"#, recording])
    guard made.status == 0 else { return }
    let device = try VosimBinary.run(["check", folder.path])
    #expect(device.status == 2)
    #expect(
      device.stderr.hasSuffix(
        "\(recording): error: cannot read the recording: it is a device, not a regular file\n"),
      "\(device.stderr)")
  }

  /// UTF-16 and UTF-32 input was "found byte 0xFF"; it is read, and bad UTF-16 names its encoding.
  @Test func utf16AndUTF32AreReadAndBadUTF16NamesItsEncoding() throws {
    let path = Reader.native.folder.appendingPathComponent("utf16-broken-surrogate.json").path
    let result = try VosimBinary.run(["transcript", path])
    #expect(
      result.stderr
        == "\(path):2:1: error: not valid UTF-16BE text (a broken surrogate pair, a code point past U+10FFFF "
        + "or a cut-off last character)\n")
    for file in ["native/utf16-bom.json", "debugdescription/utf32-bom.txt", "idb/utf16le-no-bom.json"] {
      let detected = try VosimBinary.run([
        "transcript", BinaryRunner.testFolder.appendingPathComponent("BadInput/\(file)").path,
      ])
      #expect(
        detected.status == 0 && detected.stdout.hasPrefix("After a BOM."), "\(file): \(detected.stderr)")
    }
  }
}

import Foundation
import Testing

/// The readers vosim has, each forced with `--input-format` so that every bad file reaches the reader
/// it was written for (detection would send an empty or binary file to the native reader).
enum Reader: String, CaseIterable, Sendable {
  case native, xml, debugdescription, idb

  var inputFormat: String { self == .native ? "screen" : rawValue }
  var folder: URL {
    BinaryRunner.testFolder.appendingPathComponent("BadInput").appendingPathComponent(rawValue)
  }
}

/// What must happen to one bad input: an error (exit 2, one line naming the file, at this line when
/// given), or a correct reading (exit 0, exactly this transcript).
enum Outcome: Sendable, CustomStringConvertible {
  case error(line: Int?)
  case reads([String])

  var description: String {
    switch self {
    case .error(let line?): "error at line \(line)"
    case .error(nil): "error"
    case .reads(let lines): "reads \(lines.count) lines"
    }
  }
}

/// One file of the committed corpus (Tests/VosimReliabilityTests/BadInput/READER/FILE).
struct BadInputCase: Sendable, CustomTestStringConvertible {
  var reader: Reader
  var file: String
  var outcome: Outcome

  var testDescription: String { "\(reader.rawValue)/\(file): \(outcome)" }
}

/// Checks a run against an outcome: never a crash, never a hang, never stdout with exit 2.
func expect(
  _ result: BinaryRunner.Result, _ outcome: Outcome, path: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    !result.hung, "\(path): still running after \(BinaryRunner.hangLimit) s", sourceLocation: sourceLocation)
  #expect(!result.crashed, "\(path): crashed: \(result.stderr.prefix(2000))", sourceLocation: sourceLocation)
  switch outcome {
  case .error(let line):
    #expect(result.status == 2, "\(path): exit \(result.status)", sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, "\(path): printed on stdout with an error", sourceLocation: sourceLocation)
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.count == 2 && lines[1].isEmpty, "\(path): not one line: \(result.stderr.prefix(500))",
      sourceLocation: sourceLocation)
    let prefix = line.map { "\(path):\($0):" } ?? "\(path):"
    #expect(
      result.stderr.hasPrefix(prefix) && result.stderr.contains(" error: "),
      "\(path): expected '\(prefix)… error: …', got \(result.stderr.prefix(500))",
      sourceLocation: sourceLocation)
  case .reads(let expected):
    #expect(
      result.status == 0, "\(path): exit \(result.status): \(result.stderr.prefix(500))",
      sourceLocation: sourceLocation)
    let read = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(read == expected + [""], "\(path): transcript \(read.prefix(20))", sourceLocation: sourceLocation)
  }
}

/// A slider-like element's line: the value, "Adjustable" and the default hint.
func slider(_ value: String) -> String {
  "\(value). Adjustable. Swipe up or down with one finger to adjust the value."
}

@Suite("Bad input never crashes, hangs or lies")
struct BadInputTests {
  static let cases: [BadInputCase] = [
    // Native screen JSON.
    .init(reader: .native, file: "truncated.json", outcome: .error(line: 1)),
    .init(reader: .native, file: "wrong-type-subviews.json", outcome: .error(line: 1)),
    .init(reader: .native, file: "wrong-type-label.json", outcome: .error(line: 2)),
    .init(reader: .native, file: "frame-nan.json", outcome: .error(line: 2)),
    .init(reader: .native, file: "frame-infinity.json", outcome: .error(line: 2)),
    .init(reader: .native, file: "frame-negative-size.json", outcome: .error(line: 2)),
    .init(reader: .native, file: "frame-negative-origin.json", outcome: .reads(["Above left.", "Below."])),
    .init(reader: .native, file: "frame-huge.json", outcome: .reads(["Near.", "Far."])),
    // Crashed (Int(NaN): inf / inf) before UIKitDefaults.percentage halved the range.
    .init(reader: .native, file: "slider-huge-range.json", outcome: .reads([slider("100%")])),
    .init(reader: .native, file: "slider-subnormal-range.json", outcome: .reads([slider("0%")])),
    .init(
      reader: .native, file: "page-control-huge.json",
      outcome: .reads([slider("page 9223372036854775807 of 9223372036854775807")])),
    .init(
      reader: .native, file: "segment-index-min.json",
      outcome: .reads(["A. Button. 1 of 2.", "B. Button. 2 of 2."])),
    .init(reader: .native, file: "traits-overflow.json", outcome: .error(line: 1)),
    .init(reader: .native, file: "alpha-overflow.json", outcome: .error(line: 1)),
    .init(reader: .native, file: "invalid-utf8.json", outcome: .error(line: 1)),
    .init(reader: .native, file: "lone-surrogate.json", outcome: .error(line: 1)),
    .init(reader: .native, file: "bom.json", outcome: .reads(["After a BOM."])),
    .init(reader: .native, file: "empty.json", outcome: .error(line: 1)),
    .init(reader: .native, file: "binary.json", outcome: .error(line: 1)),
    .init(reader: .native, file: "ref-cycle-self.json", outcome: .error(line: nil)),
    .init(reader: .native, file: "ref-cycle-mutual.json", outcome: .error(line: nil)),
    // UTF-16 and UTF-32, with and without a byte-order mark: transcoded, where the first zero byte was
    // the error.
    .init(reader: .native, file: "utf16-bom.json", outcome: .reads(["After a BOM."])),
    .init(reader: .native, file: "utf32be-no-bom.json", outcome: .reads(["After a BOM."])),
    .init(reader: .native, file: "utf16-broken-surrogate.json", outcome: .error(line: 2)),
    // WebDriverAgent XML.
    .init(reader: .xml, file: "truncated.xml", outcome: .error(line: 3)),
    .init(reader: .xml, file: "wrong-type-frame.xml", outcome: .error(line: 4)),
    .init(reader: .xml, file: "wrong-type-enabled.xml", outcome: .error(line: 4)),
    // WebDriverAgent writes inf and nan for an element without a real frame (issue 13): no frame.
    .init(reader: .xml, file: "frame-nan.xml", outcome: .reads(["OK. Button."])),
    .init(reader: .xml, file: "frame-infinity.xml", outcome: .reads(["OK. Button."])),
    .init(reader: .xml, file: "frame-infinity-exponent.xml", outcome: .error(line: 4)),
    .init(reader: .xml, file: "frame-negative-size.xml", outcome: .error(line: 4)),
    .init(
      reader: .xml, file: "frame-negative-origin.xml", outcome: .reads(["Above. Button.", "Below. Button."])),
    .init(reader: .xml, file: "frame-huge.xml", outcome: .reads(["Near. Button.", "Far. Button."])),
    // libxml2 reports these two a line or two after the fault; only the file is pinned.
    .init(reader: .xml, file: "invalid-utf8.xml", outcome: .error(line: 4)),
    .init(reader: .xml, file: "bom.xml", outcome: .reads(["After a BOM. Button."])),
    .init(reader: .xml, file: "empty.xml", outcome: .error(line: 1)),
    // An Appium wrapper holding no element: named where it starts.
    .init(reader: .xml, file: "empty-wrapper.xml", outcome: .error(line: 3)),
    .init(reader: .xml, file: "binary.xml", outcome: .error(line: 1)),
    .init(reader: .xml, file: "billion-laughs.xml", outcome: .error(line: 3)),
    .init(reader: .xml, file: "external-entity.xml", outcome: .error(line: 3)),
    .init(reader: .xml, file: "external-dtd.xml", outcome: .reads(["OK. Button."])),
    .init(reader: .xml, file: "mismatched-tags.xml", outcome: .error(line: nil)),
    // Found by FuzzWebDriverAgentXML: invalid UTF-8 in a processing instruction's target trapped inside
    // FoundationXML; vosim refuses it before any parser sees it.
    .init(reader: .xml, file: "fuzz-processing-instruction-invalid-utf8.xml", outcome: .error(line: 1)),
    .init(reader: .xml, file: "fuzz-unknown-encoding-invalid-utf8.xml", outcome: .error(line: 2)),
    .init(reader: .xml, file: "fuzz-nul-bytes-invalid-utf8.xml", outcome: .error(line: 1)),
    .init(reader: .xml, file: "fuzz-processing-instruction-without-data.xml", outcome: .error(line: 1)),
    // Found by FuzzWebDriverAgentXML: `<?xml?>` is no declaration to libxml2 but a processing
    // instruction without data, which crashed FoundationXML (SEGV in strlen).
    .init(reader: .xml, file: "fuzz-xml-declaration-without-version.xml", outcome: .error(line: 1)),
    .init(reader: .xml, file: "utf16-bom.xml", outcome: .reads(["Café. Button."])),
    .init(reader: .xml, file: "utf16-broken-surrogate.xml", outcome: .error(line: 2)),
    // An undefined entity is an error with or without an external DTD (libxml2 only warns with one).
    .init(reader: .xml, file: "undefined-entity.xml", outcome: .error(line: 3)),
    .init(reader: .xml, file: "external-dtd-undefined-entity.xml", outcome: .error(line: 4)),
    // Character references to code points XML forbids: the reference is named, not the quote after it.
    .init(reader: .xml, file: "char-ref-nul.xml", outcome: .error(line: 3)),
    .init(reader: .xml, file: "char-ref-surrogate.xml", outcome: .error(line: 3)),
    .init(reader: .xml, file: "char-ref-past-unicode.xml", outcome: .error(line: 3)),
    // XCTest debugDescription.
    .init(reader: .debugdescription, file: "truncated.txt", outcome: .error(line: 4)),
    .init(reader: .debugdescription, file: "cut-in-field-name.txt", outcome: .error(line: 6)),
    .init(reader: .debugdescription, file: "quote-open-before-element.txt", outcome: .error(line: 4)),
    .init(reader: .debugdescription, file: "wrong-type-frame.txt", outcome: .error(line: 5)),
    // Braces without a key are a frame however written: not `{{…}}`, so an invalid one, not a field to
    // skip (the element would silently lose its place).
    .init(reader: .debugdescription, file: "frame-single-braces.txt", outcome: .error(line: 5)),
    .init(reader: .debugdescription, file: "frame-nan.txt", outcome: .reads(["OK. Button."])),
    .init(reader: .debugdescription, file: "frame-infinity.txt", outcome: .reads(["OK. Button."])),
    .init(reader: .debugdescription, file: "frame-negative-size.txt", outcome: .error(line: 5)),
    .init(
      reader: .debugdescription, file: "frame-negative-origin.txt",
      outcome: .reads(["Above. Button.", "Below. Button."])),
    .init(
      reader: .debugdescription, file: "frame-huge.txt", outcome: .reads(["Near. Button.", "Far. Button."])),
    .init(reader: .debugdescription, file: "invalid-utf8.txt", outcome: .error(line: 5)),
    .init(reader: .debugdescription, file: "bom.txt", outcome: .reads(["After a BOM. Button."])),
    .init(reader: .debugdescription, file: "empty.txt", outcome: .error(line: 1)),
    .init(reader: .debugdescription, file: "binary.txt", outcome: .error(line: 1)),
    .init(reader: .debugdescription, file: "bad-indentation.txt", outcome: .error(line: 4)),
    .init(reader: .debugdescription, file: "no-subtree.txt", outcome: .error(line: 1)),
    // Reported as a timeout by FuzzDebugDescription on a loaded machine; 60 ms a run when replayed.
    .init(reader: .debugdescription, file: "fuzz-slow-unclosed-quote.txt", outcome: .error(line: 49)),
    // Found by FuzzDebugDescription: an XCTest log line that ends the file without its line break
    // trapped the reader of lldb's string literals (a range past the end).
    .init(reader: .debugdescription, file: "fuzz-log-line-without-line-break.txt", outcome: .error(line: 1)),
    .init(reader: .debugdescription, file: "utf16-bom.txt", outcome: .reads(["After a BOM. Button."])),
    .init(reader: .debugdescription, file: "utf32-bom.txt", outcome: .reads(["After a BOM. Button."])),
    // idb JSON.
    .init(reader: .idb, file: "truncated.json", outcome: .error(line: 3)),
    .init(reader: .idb, file: "wrong-type-enabled.json", outcome: .error(line: 3)),
    .init(reader: .idb, file: "wrong-type-label.json", outcome: .error(line: 3)),
    .init(reader: .idb, file: "wrong-type-top-level.json", outcome: .error(line: 1)),
    // An AXFrame string holding nan or inf is an element without a real frame, as in the other dumps.
    .init(reader: .idb, file: "frame-nan.json", outcome: .reads(["OK. Button."])),
    .init(reader: .idb, file: "frame-infinity.json", outcome: .reads(["OK. Button."])),
    .init(reader: .idb, file: "frame-object-infinity.json", outcome: .error(line: 3)),
    .init(reader: .idb, file: "frame-negative-size.json", outcome: .error(line: 3)),
    .init(reader: .idb, file: "frame-string-malformed.json", outcome: .error(line: 3)),
    .init(
      reader: .idb, file: "frame-negative-origin.json",
      outcome: .reads(["Above. Button.", "Below. Button."])),
    .init(reader: .idb, file: "frame-huge.json", outcome: .reads(["Near. Button.", "Far. Button."])),
    .init(reader: .idb, file: "invalid-utf8.json", outcome: .error(line: 3)),
    .init(reader: .idb, file: "bom.json", outcome: .reads(["After a BOM. Button."])),
    .init(reader: .idb, file: "empty.json", outcome: .error(line: 1)),
    .init(reader: .idb, file: "binary.json", outcome: .error(line: 1)),
    // A native screen object in a list read as one blank element.
    .init(reader: .idb, file: "native-screen-in-array.json", outcome: .error(line: 2)),
    .init(reader: .idb, file: "utf16le-no-bom.json", outcome: .reads(["After a BOM. Button."])),
    .init(reader: .idb, file: "utf32-bom.json", outcome: .reads(["After a BOM. Button."])),
  ]

  @Test(arguments: cases)
  func committedBadInput(_ badInput: BadInputCase) throws {
    let path = badInput.reader.folder.appendingPathComponent(badInput.file).path
    let result = try BinaryRunner.run(["transcript", "--input-format", badInput.reader.inputFormat, path])
    expect(result, badInput.outcome, path: path)
  }

  /// The large inputs, generated at test time (see `GeneratedBadInput`).
  static func expected(_ reader: Reader, _ input: GeneratedBadInput) -> Outcome {
    let label = GeneratedBadInput.label
    switch (reader, input) {
    case (.native, .deepNesting), (.idb, .deepNesting): return .error(line: 1)
    case (.xml, .deepNesting): return .error(line: 4)
    // The 512th level below the window's line.
    case (.debugdescription, .deepNesting): return .error(line: 515)
    case (.native, .millionSiblings): return .reads(["First.", "Last."])
    case (_, .millionSiblings): return .reads(["First. Button.", "Last. Button."])
    case (.native, .hugeLabel): return .reads([label + "."])
    // libxml2 refuses an attribute value over 10,000,000 bytes (XML_MAX_TEXT_LENGTH).
    case (.xml, .hugeLabel): return .error(line: 4)
    case (_, .hugeLabel): return .reads([label + ". Button."])
    }
  }

  @Test(arguments: Reader.allCases, GeneratedBadInput.allCases)
  func generatedBadInput(_ reader: Reader, _ input: GeneratedBadInput) throws {
    let folder = try BinaryRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("\(input.rawValue).\(reader.rawValue)")
    try Data(input.bytes(for: reader)).write(to: file)
    let result = try BinaryRunner.run(["transcript", "--input-format", reader.inputFormat, file.path])
    expect(result, Self.expected(reader, input), path: file.path)
  }

  /// Every committed file has an expectation, so the corpus cannot grow without being checked.
  @Test(arguments: Reader.allCases)
  func everyCommittedFileIsChecked(_ reader: Reader) throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: reader.folder.path).sorted()
    let listed = Self.cases.filter { $0.reader == reader }.map(\.file).sorted()
    #expect(files == listed)
  }
}

import Foundation
import Testing
import VosimImport
import VosimModel

/// The one entry point: every format detected, read the way `vosim` reads it, and its errors as the
/// command prints them.
@Suite struct ScreenReaderTests {
  @Test(arguments: [
    ("shirates_SettingsTopScreen.xml", ScreenReader.Format.dump(.webDriverAgentXML)),
    ("xcuitest_debugdesc_springboard_xcode16_FRAGMENT.txt", .dump(.debugDescription)),
    ("idb_describe_all_flat_ios18_springboard.json", .dump(.idbJSON)),
    ("issue13_accessibility_snapshot.json", .dump(.accessibilitySnapshot)),
  ])
  func everyDumpIsDetectedAndImportedAsTheImporterDoes(name: String, format: ScreenReader.Format) throws {
    let reading = try ScreenReader().read(Fixture.bytes(name))
    #expect(reading.format == format)
    let imported = try Fixture.importScreen(name)
    #expect(reading.screen == imported.screen)
    #expect(reading.warnings == imported.warnings)
  }

  /// Swift's `Codable` form of a screen is not a screen file: read as one, every node would be unknown
  /// keys and the transcript empty, so it is refused with what to do instead.
  @Test func aCodableScreenIsRefusedNotReadAsEmpty() throws {
    let screen = Screen(
      root: AccessibilityNode(
        className: "UILabel", isAccessibilityElement: true, accessibilityLabel: "Title"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let bytes = Array(try encoder.encode(screen))
    do {
      _ = try ScreenReader().read(bytes)
      Issue.record("a Codable screen was read as a screen file")
    } catch {
      #expect(error.description.hasPrefix("1:"))
      #expect(error.description.contains("Swift's JSONEncoder"))
      #expect(error.localizedDescription == error.description)
    }
    // Whatever its key order: an explicit order's refs, encoded as objects, fail before the top level's
    // last key when `root` comes first.
    let ordered =
      #"{"root": {"className": "UIView", "accessibilityElements": [{"ref": {"_0": "a"}}], "#
      + #""subviews": [{"className": "UILabel", "accessibilityIdentifier": "a"}]}, "isLanguageDeclared": false}"#
    #expect(
      throws: Diagnostic.error(
        "this is a Screen as Swift's JSONEncoder writes it, not a screen file: read it with JSONDecoder, "
          + "or write screen files with ScreenEncoder (docs/screen-format.md)",
        at: SourcePosition(line: 1, column: 156))
    ) { try ScreenReader().read(Array(ordered.utf8)) }
  }

  @Test func aNativeScreenIsDecodedWithItsWarningsAtTheirPlace() throws {
    let text = "{\n  \"root\": {\"class\": \"UIButton\", \"accessibilityLabel\": \"Save\", \"colour\": 1}\n}"
    let reading = try ScreenReader().read(Array(text.utf8))
    #expect(reading.format == .screen)
    #expect(reading.screen.root.accessibilityLabel == "Save")
    #expect(reading.warnings.map(\.description) == ["2:63: warning: unknown key 'colour'"])
  }

  /// A CR alone ends a line, as CRLF and LF do: every JSON reader's warnings and errors name the same
  /// line and column whichever ends the lines.
  @Test(arguments: ["\n", "\r\n", "\r"])
  func everyLineEndPlacesJSONDiagnosticsAlike(_ end: String) throws {
    let native = ["{", #"  "root": {"class": "UIButton", "colour": 1,"#, #"  "alpha": "x"}}"#].joined(
      separator: end)
    do {
      _ = try ScreenReader().read(Array(native.utf8))
      Issue.record("a wrong type was read")
    } catch {
      #expect(error.description.hasPrefix("3:12: error:"), "\(error.description)")
    }
    let warned = ["{", #"  "root": {"class": "UIButton", "colour": 1}}"#].joined(separator: end)
    #expect(
      try ScreenReader().read(Array(warned.utf8)).warnings.map(\.description) == [
        "2:33: warning: unknown key 'colour'"
      ])
    let trailing = ["{", #"  "root": {"subviews": [{}, ],"#, "}}"].joined(separator: end)
    #expect(throws: (any Error).self) { try ScreenReader().read(Array(trailing.utf8)) }
    do { _ = try ScreenReader().read(Array(trailing.utf8)) } catch {
      #expect(error.description.hasPrefix("2:27: error:"), "\(error.description)")
    }
    let idb = [
      #"[{"type": "Application", "AXFrame": "{{0, 0}, {390, 844}}"},"#,
      #"{"type": "Button", "AXLabel": "A", "AXFrame": "{{1, 2}, {3}}"}]"#,
    ].joined(separator: end)
    #expect(importError(idb)?.position == SourcePosition(line: 2, column: 47))
  }

  /// UTF-16 with a byte-order mark is read as its UTF-8 text.
  @Test func utf16IsReadAsText() throws {
    let text = #"{"root": {"class": "UILabel", "accessibilityLabel": "Grüße"}}"#
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect(try ScreenReader().read(bytes).screen.root.accessibilityLabel == "Grüße")
  }

  /// UTF-16 without a mark is told from either of its first two characters being ASCII: a dump's root
  /// line starts with a space and an arrow, or with the arrow.
  @Test func utf16WithoutAMarkIsToldFromItsFirstCharacters() throws {
    let tree =
      "→Application, 0x1, pid: 1, label: 'App'\n    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
      + "      Button, 0x3, {{20.0, 100.0}, {100.0, 44.0}}, label: 'OK'\n"
    // The first character ASCII, or the second.
    for (text, bigEndian) in [(" " + tree, false), (" " + tree, true), (tree, false), (tree, true)] {
      let bytes = text.utf16.flatMap { unit in
        bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      }
      #expect(UnicodeText.encoding(of: bytes) == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
      #expect(try ScreenReader().read(bytes).screen.elements.map(\.accessibilityLabel) == ["OK"])
    }
    // UTF-8 has no zero byte: `{"` is no UTF-16.
    #expect(UnicodeText.encoding(of: Array(#"{"root": {}}"#.utf8)) == nil)
  }

  /// A page source in UTF-16 or UTF-32 of either byte order, with a byte-order mark or without, is
  /// detected and read as its UTF-8 text: libxml2 never picks an encoding from the first bytes.
  @Test(arguments: [
    (UnicodeText.Encoding.utf16BigEndian, false), (.utf16LittleEndian, false), (.utf32BigEndian, true),
    (.utf32LittleEndian, false), (.utf32LittleEndian, true),
  ])
  func aPageSourceInAnyUnicodeEncodingIsRead(encoding: UnicodeText.Encoding, withMark: Bool) throws {
    let text = """
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" label="A" x="0" y="0" width="390" \
      height="844"><XCUIElementTypeButton type="XCUIElementTypeButton" label="Café" accessible="true" \
      x="0" y="100" width="80" height="44"/></XCUIElementTypeApplication>
      """
    let scalars = (withMark ? "\u{FEFF}" : "").unicodeScalars + text.unicodeScalars
    var bytes: [UInt8] = []
    for scalar in scalars {
      switch encoding {
      case .utf16BigEndian, .utf16LittleEndian:
        for unit in String(scalar).utf16 {
          let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
          bytes += encoding == .utf16BigEndian ? pair : pair.reversed()
        }
      case .utf32BigEndian, .utf32LittleEndian:
        let value = scalar.value
        let quad = [
          UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ]
        bytes += encoding == .utf32BigEndian ? quad : quad.reversed()
      }
    }
    #expect(DumpFormat.detect(bytes) == .webDriverAgentXML)
    let reading = try ScreenReader().read(bytes)
    #expect(reading.format == .dump(.webDriverAgentXML))
    #expect(reading.screen.elements.map(\.accessibilityLabel) == ["Café"])
    #expect(try DumpImporter().importScreen(bytes).screen == reading.screen)
  }

  @Test func anExplicitFormatWinsOverDetection() throws {
    let bytes = try Fixture.bytes("idb_describe_all_flat_ios18_springboard.json")
    #expect(throws: Diagnostic.self) { try ScreenReader(format: .screen).read(bytes) }
    #expect(ScreenReader.Format(name: "IDB") == .dump(.idbJSON))
    #expect(ScreenReader.Format(name: "screen") == .screen)
    #expect(ScreenReader.Format(name: "yaml") == nil)
    #expect(
      ScreenReader.Format.names == ["screen", "xml", "debugdescription", "idb", "accessibility-snapshot"])
  }

  @Test func plainTextIsNamedForWhatItIsNot() {
    #expect(throws: Diagnostic.self) { try ScreenReader().read(Array("\n  Closes the camera.\n".utf8)) }
    do {
      _ = try ScreenReader().read(Array("\n  Closes the camera.\n".utf8))
    } catch {
      #expect(error.severity == .error)
      #expect(error.position == SourcePosition(line: 2, column: 3))
      #expect(error.message.hasPrefix("not a screen file or a dump vosim reads: found 'C'"))
    }
    // A Markdown heading, a line of Arabic: named too.
    for (text, found) in [("# Notes\n", "#"), ("مرحبا", "م")] {
      #expect(throws: Diagnostic.self) { try ScreenReader().read(Array(text.utf8)) }
      do { _ = try ScreenReader().read(Array(text.utf8)) } catch {
        #expect(
          error.message.hasPrefix("not a screen file or a dump vosim reads: found '\(found)'"), "\(text)")
      }
    }
    // A character that shows as nothing is named by its code.
    for (bytes, code) in [
      ([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] as [UInt8], "U+FEFF"), ([0xE2, 0x80, 0x8B], "U+200B"),
    ] {
      #expect(throws: Diagnostic.self) { try ScreenReader().read(bytes + Array(#"{"root": {}}"#.utf8)) }
      do { _ = try ScreenReader().read(bytes + Array(#"{"root": {}}"#.utf8)) } catch {
        #expect(error.message.hasPrefix("not a screen file or a dump vosim reads: found \(code) where"))
      }
    }
    // An arrow in a note is no debugDescription's root arrow, which a type's capital follows at once.
    #expect(DumpFormat.detect(Array("Notes for QA\nOpen Settings → General first.\n".utf8)) == nil)
    #expect(DumpFormat.detect(Array("→Application, 0x1, pid: 1, label: 'T'\n".utf8)) == .debugDescription)
    #expect(
      DumpFormat.detect(Array("log\n →Window, 0x2, {{0.0, 0.0}, {1.0, 1.0}}\n".utf8)) == .debugDescription)
    #expect(DumpFormat.detect(Array(#"$R0 = "\u{2192}Application, 0x1""#.utf8)) == .debugDescription)
    // A log line before a page source: said so, where the page source starts.
    let logged = "2024-05-01T12:00:00Z [Appium] <?xml version=\"1.0\"?>\n<AppiumAUT></AppiumAUT>\n"
    #expect(
      throws: Diagnostic.error(
        "text before an XML page source, which starts here: remove what comes before it (a log line?)",
        at: SourcePosition(line: 1, column: 31))
    ) { try ScreenReader().read(Array(logged.utf8)) }
    // A byte-order mark is no column.
    #expect(
      throws: Diagnostic.error(
        "text before an XML page source, which starts here: remove what comes before it (a log line?)",
        at: SourcePosition(line: 1, column: 31))
    ) { try ScreenReader().read([0xEF, 0xBB, 0xBF] + Array(logged.utf8)) }
    let bracketed =
      "[XCUITest] Page source:\n<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\"/>\n"
    #expect(
      throws: Diagnostic.error(
        "text before an XML page source, which starts here: remove what comes before it (a log line?)",
        at: SourcePosition(line: 2, column: 1))
    ) { try ScreenReader().read(Array(bracketed.utf8)) }
    // A log line that opens like an empty list, before a dump: the dump.
    #expect(
      DumpFormat.detect(Array("[ ] logged in\n →Application, 0x1, pid: 1, label: 'T'\n".utf8))
        == .debugDescription)
    #expect(DumpFormat.detect(Array("[ ]\n".utf8)) == .idbJSON)
    // A structured log line before a dump: the dump. A screen file stays one, whatever its labels say.
    let structured =
      "{\"level\":\"info\"}\nAttributes: Application, 0x1, pid: 1, label: 'T'\nElement subtree:\n"
    #expect(DumpFormat.detect(Array(structured.utf8)) == .debugDescription)
    #expect(DumpFormat.detect(Array(#"{"root": {"accessibilityLabel": "\nElement subtree:"}}"#.utf8)) == nil)
  }

  /// Other tools' JSON trees are named, not taken for a screen file missing its root.
  @Test func otherToolsTreesAreNamed() {
    func message(_ json: String) -> String? {
      do {
        _ = try ScreenReader().read(Array(json.utf8))
        return nil
      } catch { return error.message }
    }
    let wda =
      #"{"type": "Application", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": []}"#
    #expect(message(wda)?.hasPrefix("this is WebDriverAgent's JSON source (/source?format=json)") == true)
    #expect(message(#"{"axElement": {}, "depth": 0}"#)?.hasPrefix("this is a Maestro view hierarchy") == true)
    #expect(
      message(#"{"attributes": {}, "children": []}"#)?.hasPrefix("this is a Maestro view hierarchy") == true)
    #expect(message(#"{"device": {}}"#) == "the screen has no 'root' node")
    // WebDriverAgent's HTTP response holds the tree under `value`.
    #expect(
      message(#"{"value": "# + wda + #", "sessionId": "abc"}"#)?.hasPrefix(
        "this is WebDriverAgent's JSON source (/source?format=json)") == true)
    #expect(
      message(#"{"sessionId": "x", "value": "<?xml version=\"1.0\"?><XCUIElementTypeApplication/>"}"#)?
        .hasPrefix(
          "this is WebDriverAgent's /source response: its 'value' is the XML page source") == true)
    #expect(
      message(#"{"value": "Element subtree:\n \u2192Application, 0x1, pid: 7", "sessionId": "s"}"#)?
        .hasPrefix("this is WebDriverAgent's /source?format=description response") == true)
  }

  /// An empty file is said to be empty, in every format, rather than a parser's "end of input".
  @Test func anEmptyFileIsSaidToBeEmpty() {
    for (bytes, message) in [
      ([UInt8](), "the file is empty"), ([0xEF, 0xBB, 0xBF], "the file is empty"),
      ([0xFF, 0xFE], "the file is empty"),
      (Array(" \n\t\r\n".utf8), "the file holds only white space"),
    ] {
      for format in [nil, ScreenReader.Format.screen, .dump(.webDriverAgentXML), .dump(.debugDescription)] {
        do {
          _ = try ScreenReader(format: format).read(bytes)
          Issue.record("\(bytes) read as \(String(describing: format))")
        } catch {
          #expect(error.message == message && error.location == .source(SourcePosition(line: 1, column: 1)))
        }
      }
    }
  }

  /// From a file, every diagnostic names it.
  @Test func aFileNamesItselfInEveryDiagnostic() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ScreenReaderTests-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.json")
    try Data(#"{"root": {"x": 1}}"#.utf8).write(to: good)
    #expect(
      try ScreenReader().read(contentsOf: good).warnings.map(\.description)
        == ["\(good.path):1:11: warning: unknown key 'x'"])
    let bad = folder.appendingPathComponent("bad.json")
    try Data(#"{"root": {"isHidden": "yes"}}"#.utf8).write(to: bad)
    do {
      _ = try ScreenReader().read(contentsOf: bad)
      Issue.record("a wrong type was read")
    } catch {
      #expect(error.description == "\(bad.path):1:23: error: 'isHidden' must be true or false")
    }
    do {
      _ = try ScreenReader().read(contentsOf: folder.appendingPathComponent("missing.json"))
      Issue.record("a missing file was read")
    } catch {
      #expect(error.file == folder.appendingPathComponent("missing.json").path)
      #expect(error.message == "no such file")
    }
    // A folder is named as one, as the command line names it.
    #expect(throws: Diagnostic(.error, "is a folder, not a screen file or a dump", file: folder.path)) {
      try ScreenReader().read(contentsOf: folder)
    }
  }
}

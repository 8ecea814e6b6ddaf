import Foundation
import Testing
import VosimModel

@testable import VosimImport

/// A page source parsed on a second thread while its tree is built must read exactly as one parsed
/// first and built after: the same screen and warnings, or the same first error at the same place,
/// whichever thread runs ahead.
@Suite struct PipelinedXMLTests {
  /// What a reader makes of a document: the screen and its warnings, or the error.
  private enum Outcome: Equatable {
    case screen(Screen, [Diagnostic])
    case error(ImportError)
  }

  private func read(_ bytes: [UInt8], pipelined: Bool) -> Outcome {
    do {
      let tree = try WebDriverAgentXMLReader(pipelined: pipelined).read(bytes)
      let (screen, warnings) = ScreenBuilder(options: ImportOptions()).build(tree)
      return .screen(screen, warnings)
    } catch {
      return .error(error)
    }
  }

  private func expectSameBothWays(_ bytes: [UInt8], _ name: String) {
    #expect(read(bytes, pipelined: true) == read(bytes, pipelined: false), "\(name)")
  }

  /// Buttons enough for many batches of events, with `lines` replacing some rows.
  private func page(rows: Int = 6_000, _ lines: [Int: String] = [:]) -> [UInt8] {
    var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<AppiumAUT>\n"
    text += #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" "#
    text += #"height="844">"# + "\n"
    for row in 0..<rows {
      text +=
        lines[row]
        ?? #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Row \#(row)" x="0" y="\#(row)" "#
        + #"width="390" height="44" enabled="true" visible="true"/>"#
      text += "\n"
    }
    return Array((text + "</XCUIElementTypeApplication>\n</AppiumAUT>\n").utf8)
  }

  @Test func everyFixtureAndBadInputReadsTheSameBothWays() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let folders = ["VosimImportTests/Fixtures", "VosimReliabilityTests/BadInput/xml"]
    var count = 0
    for folder in folders {
      let directory = tests.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
      where name.hasSuffix(".xml") {
        let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
        expectSameBothWays(bytes, name)
        count += 1
      }
    }
    #expect(count >= 39)
  }

  @Test func aLargePageReadsTheSameBothWays() throws {
    let bytes = page()
    #expect(bytes.count >= XMLPushParser.minimumPipelineBytes / 2)
    guard case .screen(let screen, _) = read(bytes, pipelined: true) else {
      Issue.record("the page did not read")
      return
    }
    #expect(screen.elements.count == 6_000)
    #expect(screen.elements.last?.accessibilityLabel == "Row 5999")
    expectSameBothWays(bytes, "6,000 buttons")
  }

  @Test(arguments: [5, 1_500, 5_990])
  func theFirstErrorIsTheSameBothWays(at row: Int) throws {
    let unexpected = "<Unexpected/>"
    let badFlag = #"<XCUIElementTypeButton enabled="maybe"/>"#
    let syntax = #"<XCUIElementTypeButton label="a & b"/>"#
    let cases: [(String, [Int: String])] = [
      ("builder error", [row: unexpected]),
      ("invalid attribute", [row: badFlag]),
      ("syntax error", [row: syntax]),
      ("syntax error, then a builder error", [row: syntax, row + 3: unexpected]),
      ("builder error, then a syntax error", [row: badFlag, row + 3: syntax]),
      ("entity declaration", [row: #"<!ENTITY a "b">"#]),
      ("processing instruction", [row: "<?target data?>"]),
      ("mismatched close tag", [row: "</XCUIElementTypeWindow>"]),
      ("element left open", [row: "<XCUIElementTypeOther>"]),
    ]
    for (name, lines) in cases {
      let outcome = read(page(lines), pipelined: true)
      guard case .error = outcome else {
        Issue.record("\(name) at row \(row) read without an error")
        continue
      }
      expectSameBothWays(page(lines), "\(name) at row \(row)")
    }
  }

  @Test func aPageOverAMegabyteIsPipelinedAndStopsAtItsFirstError() throws {
    // More batches than the queue holds, so the parser waits for the builder; 1 MB and more, so the
    // reader pipelines it by itself.
    let bytes = page(rows: 30_000)
    #expect(bytes.count >= XMLPushParser.minimumPipelineBytes)
    let tree = try WebDriverAgentXMLReader().read(bytes)
    #expect(tree.nodes.count == 30_001)
    #expect(tree.nodes.last?.label == "Row 29999")
    // A builder error early, while the parser is far ahead; a refusal late, while it waits.
    for (row, line) in [(5, "<Unexpected/>"), (29_000, "<?target data?>")] {
      var lines = [row: line]
      lines[row + 2] = #"<XCUIElementTypeButton label="a & b"/>"#
      expectSameBothWays(page(rows: 30_000, lines), "row \(row)")
    }
  }

  @Test func theTreeReservesWhatTheDocumentsSizeAllows() {
    #expect(WebDriverAgentXMLReader.reservation(startTags: 75_006, bytes: 23_320_439) == 75_006)
    #expect(WebDriverAgentXMLReader.reservation(startTags: 400 << 20, bytes: 400 << 20) == 1 << 20)
    #expect(WebDriverAgentXMLReader.reservation(startTags: 8 << 20, bytes: 8 << 20) == 65_536)
  }

  @Test func aDocumentCutShortReadsTheSameBothWays() throws {
    let bytes = page()
    for end in [bytes.count / 3, bytes.count / 2 + 7, bytes.count - 20] {
      expectSameBothWays(Array(bytes[..<end]), "cut at \(end)")
    }
  }
}

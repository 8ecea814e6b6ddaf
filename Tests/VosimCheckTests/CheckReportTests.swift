import Foundation
import Testing
import VosimCheck

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Three screens: one passes, one moved its primary action, one has no recording.
private func threeScreens() -> CheckReport {
  let moved = TranscriptDifference(
    recorded: Transcript(lines: ["Buy. Button.", "Shoes.", "Price: 30 euros."]),
    current: Transcript(lines: ["Shoes.", "Price: 30 euros.", "Buy. Button."]))
  return CheckReport(
    checks: [
      ScreenCheck(screen: "Samples/a.json", recording: "Samples/a.txt", outcome: .matched),
      ScreenCheck(screen: "Samples/shop/b.json", recording: "Samples/shop/b.txt", outcome: .differs(moved)),
      ScreenCheck(screen: "c.json", recording: "c.txt", outcome: .missingRecording),
    ], isRecording: false)
}

@Suite struct CheckReportTests {
  @Test func theTextReportListsEveryScreenThenTheSummary() {
    let report = threeScreens()
    #expect(report.hasFailures)
    #expect(
      report.text == """
        PASS Samples/a.json
        DIFFERS Samples/shop/b.json
            Transcript does not match recording: 1 moved.
              moved from position 1 to 3: Buy. Button.

            --- Samples/shop/b.txt
            +++ Samples/shop/b.json
            @@ -1,3 +1,3 @@
            -Buy. Button.
             Shoes.
             Price: 30 euros.
            +Buy. Button.
        MISSING c.json: no recording c.txt
        3 screens: 1 pass, 1 differs, 1 missing.
        If the changes are intended, accept them with: vosim check --record

        """)
  }

  @Test func theJSONReportCarriesEachChange() throws {
    let data = Data(threeScreens().json.utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let screens = try #require(object["screens"] as? [[String: Any]])
    #expect(screens.map { $0["status"] as? String } == ["pass", "differs", "missing"])
    let changes = try #require(screens[1]["changes"] as? [[String: Any]])
    #expect(changes.count == 1)
    #expect(changes[0]["kind"] as? String == "moved")
    #expect(changes[0]["from"] as? Int == 1)
    #expect(changes[0]["to"] as? Int == 3)
    #expect((screens[1]["diff"] as? String)?.hasPrefix("--- Samples/shop/b.txt\n") == true)
    #expect(
      object["summary"] as? [String: Int] == [
        "pass": 1, "differs": 1, "missing": 1, "recorded": 0, "updated": 0, "unchanged": 0, "error": 0,
      ])
  }

  @Test func theJUnitReportParsesAsXMLWithOneCasePerScreenAndTheRightFailures() throws {
    let xml = JUnitReport(report: threeScreens()).xml
    let document = try XMLDocument(data: Data(xml.utf8))
    let suite = try #require(document.rootElement()?.elements(forName: "testsuite").first)
    #expect(suite.attribute(forName: "tests")?.stringValue == "3")
    #expect(suite.attribute(forName: "failures")?.stringValue == "2")
    let cases = suite.elements(forName: "testcase")
    #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["a.json", "b.json", "c.json"])
    #expect(
      cases.map { $0.attribute(forName: "classname")?.stringValue } == ["Samples", "Samples/shop", "."])
    #expect(cases[0].elements(forName: "failure").isEmpty)
    let failure = try #require(cases[1].elements(forName: "failure").first)
    #expect(
      failure.attribute(forName: "message")?.stringValue == "Transcript does not match recording: 1 moved.")
    #expect(failure.stringValue?.contains("moved from position 1 to 3: Buy. Button.") == true)
    #expect(cases[2].elements(forName: "failure").first?.attribute(forName: "type")?.stringValue == "missing")
  }

  /// A CI page may show only the failure: a difference's says how to accept it, as the text report does.
  @Test func theJUnitFailureOfADifferenceSaysHowToAcceptIt() throws {
    var report = threeScreens()
    report.recordCommand = "vosim check Samples --record"
    let document = try XMLDocument(data: Data(JUnitReport(report: report).xml.utf8))
    let failure = try #require(
      document.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase")[1]
        .elements(forName: "failure").first?.stringValue)
    #expect(failure.hasPrefix("Transcript does not match recording: 1 moved.\n"))
    #expect(
      failure.hasSuffix(
        "+Buy. Button.\nIf the changes are intended, accept them with: vosim check Samples --record"))
  }

  @Test func theJUnitFailureOfAMissingRecordingGivesTheRunsRecordCommand() throws {
    var report = threeScreens()
    report.recordCommand = "vosim check Samples --no-hints --system-version 18.5 --record"
    let document = try XMLDocument(data: Data(JUnitReport(report: report).xml.utf8))
    let cases = try #require(
      document.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase"))
    #expect(
      cases[2].elements(forName: "failure").first?.stringValue
        == "No recording was found on disk: c.txt. Record it with: "
        + "vosim check Samples --no-hints --system-version 18.5 --record")
  }

  @Test func controlCharactersAndMarkupSurviveTheXML() throws {
    let nasty = "Tom & \"Jerry\" <b>\u{1B}[31m\u{0}\tend\nnext"
    let difference = TranscriptDifference(
      recorded: Transcript(lines: []), current: Transcript(lines: [nasty]))
    let report = CheckReport(
      checks: [ScreenCheck(screen: "x<&>\u{7}.json", recording: "x.txt", outcome: .differs(difference))],
      isRecording: false)
    let xml = JUnitReport(report: report).xml
    let document = try XMLDocument(data: Data(xml.utf8))
    let testcase = try #require(
      document.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase").first)
    #expect(testcase.attribute(forName: "name")?.stringValue == "x<&>\\u{7}.json")
    let text = try #require(testcase.elements(forName: "failure").first?.stringValue)
    #expect(text.contains("Tom & \"Jerry\" <b>\\u{1B}[31m\\u{0}\tend next"))
    #expect(JUnitReport.escaped("a\tb\nc") == "a&#9;b&#10;c")
  }
}

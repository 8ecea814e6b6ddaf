import Foundation
import Testing
import VosimAudit
import VosimModel

@Suite struct ReportTests {
  private func sample() throws -> ScreenAudit {
    try Auditor().audit(
      screen([
        element(traits: .button, frame: Frame(x: 10, y: 100, width: 50, height: 50), identifier: "close"),
        element("Save.", traits: .button, frame: Frame(x: 100, y: 200, width: 100, height: 44)),
      ]))
  }

  @Test func textLines() throws {
    let report = AuditReport(screens: [AuditReport.Screen(file: "a.json", audit: try sample())])
    #expect(
      report.text == """
        a.json: root.subviews[0] (close): error: [missing-label] the button speaks no label: set accessibilityLabel to what it does
        a.json: root.subviews[1]: note: [label-ends-with-period] label 'Save.' ends with a period: a label is a name, remove the period
        Audited 1 screen: 1 error, 0 warnings, 1 note

        """)
    #expect(report.fails(strict: false))
    // A rule interpolated in a test's own message reads as the report names it.
    #expect("\(AuditRule.slowToReach) \(AuditRule.missingLabel)" == "slow-to-reach missing-label")
  }

  /// A label is the app's text: printed into a log, its line breaks, control characters and direction
  /// overrides are made visible, not obeyed.
  @Test func textLinesShowControlCharactersInsteadOfObeyingThem() {
    let finding = AuditFinding(
      rule: .missingLabel, path: "root", message: "'a\r\nb\u{1B}[31mc\u{0}d\u{202E}e\u{85}f  g\u{200F}h' is")
    #expect(
      AuditReport.line(file: "x.json", finding: finding)
        == "x.json: root: error: [missing-label] 'a b\\u{1B}[31mc\\u{0}d\\u{202E}e\\u{85}f  g\\u{200F}h' is")
    // The identifier too is the app's text; and the message is the same line in every format.
    let identified = AuditFinding(
      rule: .smallTarget, path: "root.subviews[0]", identifier: "ok\r\u{1B}[2Kfake\nline",
      message: "'Tap\u{2028}to\u{2029}play' is small")
    #expect(
      AuditReport.line(file: "x.json", finding: identified)
        == "x.json: root.subviews[0] (ok \\u{1B}[2Kfake line): warning: [small-target] 'Tap to play' is small"
    )
    #expect(identified.message == "'Tap to play' is small")
    // A long identifier is shortened as a quoted label is; an empty one is none.
    let long = AuditFinding(
      rule: .smallTarget, path: "root", identifier: String(repeating: "x", count: 147), message: "m")
    #expect(
      AuditReport.line(file: "x.json", finding: long)
        == "x.json: root (\(String(repeating: "x", count: 79))…): warning: [small-target] m")
    let empty = AuditFinding(rule: .smallTarget, path: "root", identifier: "", message: "m")
    #expect(empty.identifier == nil)
    #expect(AuditReport.line(file: "x.json", finding: empty) == "x.json: root: warning: [small-target] m")
    // A file name can hold them too: one finding stays one line, and the break is shown, so `a\nb` is
    // not taken for `a b`.
    #expect(
      AuditReport.line(file: "a\nb\u{1B}[31m.json", finding: finding).hasPrefix(
        "a\\u{A}b\\u{1B}[31m.json: root: error: [missing-label]"))
  }

  @Test func strictFailsOnWarnings() {
    let warning = AuditFinding(rule: .smallTarget, path: "root", message: "m")
    let report = AuditReport(screens: [
      AuditReport.Screen(file: "a.json", audit: ScreenAudit(findings: [warning]))
    ])
    #expect(!report.fails(strict: false))
    #expect(report.fails(strict: true))
    let note = AuditFinding(rule: .noHeadings, path: "root", message: "m")
    #expect(
      !AuditReport(screens: [AuditReport.Screen(file: "a", audit: ScreenAudit(findings: [note]))]).fails(
        strict: true))
  }

  @Test func jsonDocument() throws {
    let report = AuditReport(screens: [AuditReport.Screen(file: "a.json", audit: try sample())])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["screens": 1, "errors": 1, "warnings": 0, "notes": 1, "known": 0])
    let findings = try #require(
      (object["screens"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
    #expect(findings.first?["rule"] as? String == "missing-label")
    #expect(findings.first?["identifier"] as? String == "close")
    #expect(findings.first?["position"] as? Int == 0)
    // Every finding has every key: null where there is nothing to say.
    let keys: Set<String> = ["rule", "severity", "path", "identifier", "position", "message", "known"]
    #expect(findings.allSatisfy { Set($0.keys) == keys })
    #expect(findings.contains { $0["identifier"] is NSNull })
  }

  @Test func baselineKnowsRecordedFindingsOnly() throws {
    let audit = try sample()
    let screens = [AuditReport.Screen(file: "a.json", audit: audit)]
    let baseline = AuditBaseline(screens: screens) { $0.file }
    let reread = try AuditBaseline(json: Array(baseline.json.utf8))
    #expect(reread == baseline)
    // The same findings are known; a new one on another element is not, nor one on another screen.
    var grown = audit
    grown.findings.append(AuditFinding(rule: .missingLabel, path: "root.subviews[5]", message: "new"))
    let marked = reread.mark([
      AuditReport.Screen(file: "a.json", audit: grown), AuditReport.Screen(file: "b.json", audit: audit),
    ]) {
      $0.file
    }
    #expect(marked[0].isKnown == [true, true, false])
    #expect(marked[1].isKnown == [false, false])
    #expect(AuditReport(screens: [marked[0]]).fails(strict: false))
    #expect(
      !AuditReport(screens: [AuditReport.Screen(file: "a.json", audit: audit, isKnown: [true, true])]).fails(
        strict: true))
  }

  @Test func baselineCountsDuplicates() {
    let finding = AuditFinding(rule: .duplicateUtterance, path: "root.subviews[1]", message: "same")
    let baseline = AuditBaseline(entries: [AuditBaseline.Entry(file: "a", finding: finding)])
    let marked = baseline.mark([
      AuditReport.Screen(file: "a", audit: ScreenAudit(findings: [finding, finding]))
    ]) { $0.file }
    #expect(marked[0].isKnown == [true, false])
  }

  /// A hand-edited entry's path names the screen however it is spelled: `./`, `folder/..`, `//`.
  @Test func baselinePathsAreComparedNormalized() {
    let finding = AuditFinding(rule: .duplicateUtterance, path: "root.subviews[1]", message: "same")
    for spelling in ["Screens//a.json", "./Screens/a.json", "Screens/x/../a.json", "Screens/./a.json"] {
      let baseline = AuditBaseline(entries: [AuditBaseline.Entry(file: spelling, finding: finding)])
      let marked = baseline.mark([
        AuditReport.Screen(file: "Screens/a.json", audit: ScreenAudit(findings: [finding]))
      ]) { $0.file }
      #expect(marked[0].isKnown == [true], "\(spelling)")
    }
  }

  /// A measuring rule's numbers change with unrelated edits (a row added below, a word above): its
  /// finding stays known. Any other rule's message is matched whole.
  @Test func baselineMatchesMeasuringRulesWithoutTheirNumbers() {
    func finding(_ rule: AuditRule, _ message: String) -> AuditFinding {
      AuditFinding(rule: rule, path: "root.subviews[10]", message: message)
    }
    let recorded = [
      finding(
        .slowToReach, "'Item 10' is reached after about 31 s of speech, and 31 elements after it, over"),
      finding(.smallTarget, "'Close' is 30 x 30 pt, smaller than 44 x 44 pt"),
      finding(.missingLabel, "the button 2 speaks no label"),
      finding(.slowToReach, "'Item C' is reached after about 5 s of speech, over the 4 s budget"),
      finding(.offscreenElement, "'Next' at [-100, 100, 100, 44] is outside the 390 x 844 pt screen"),
    ]
    let baseline = AuditBaseline(entries: recorded.map { AuditBaseline.Entry(file: "a", finding: $0) })
    let now = [
      finding(
        .slowToReach, "'Item 10' is reached after about 32 s of speech, and 1,032 elements after it, over"),
      finding(.smallTarget, "'Close' is 29.5 x 30 pt, smaller than 44 x 44 pt"),
      finding(.missingLabel, "the button 3 speaks no label"),
      finding(.smallTarget, "'Close' is 30 x 30 pt, larger than 44 x 44 pt"),
      // A row added below: the count of elements past the budget appears; the frame moved to the right.
      finding(
        .slowToReach,
        "'Item C' is reached after about 5 s of speech, and 1 element after it, over the 4 s budget"),
      finding(.offscreenElement, "'Next' at [400, 100, 100, 44] is outside the 390 x 844 pt screen"),
    ]
    let marked = baseline.mark([AuditReport.Screen(file: "a", audit: ScreenAudit(findings: now))]) { $0.file }
    #expect(marked[0].isKnown == [true, true, false, false, true, true])
  }

  /// A second element lost behind a modal view is the finding already accepted: the singular said for
  /// one is the plural's count, not another finding.
  @Test func baselineMatchesCompetingModalsWhateverTheirCount() {
    func modal(_ labels: [String]) -> AccessibilityNode {
      AccessibilityNode(
        frame: Frame(x: 0, y: 0, width: 390, height: 844), accessibilityViewIsModal: true,
        subviews: labels.enumerated().map {
          element($1, traits: .button, frame: Frame(x: 10, y: 50 + 50 * Double($0), width: 200, height: 44))
        })
    }
    // A losing modal view of one, then two elements; an empty winner beside one, then two elements.
    let pairs: [([AccessibilityNode], [AccessibilityNode])] = [
      ([modal(["A0"]), modal(["Z"])], [modal(["A0", "A1"]), modal(["Z"])]),
      (
        [modal([]), element("B0", traits: .button)],
        [modal([]), element("B0", traits: .button), element("B1", traits: .button)]
      ),
    ]
    for (before, after) in pairs {
      let recorded = findings(.competingModals, on: screen(before))
      let now = findings(.competingModals, on: screen(after))
      #expect(recorded.count == 1 && now.count == 1 && recorded.map(\.message) != now.map(\.message))
      let baseline = AuditBaseline(entries: recorded.map { AuditBaseline.Entry(file: "a", finding: $0) })
      let marked = baseline.mark([AuditReport.Screen(file: "a", audit: ScreenAudit(findings: now))]) {
        $0.file
      }
      #expect(marked[0].isKnown == [true], "\(recorded.map(\.message)) against \(now.map(\.message))")
    }
  }

  /// A duplicate-label finding names the first control with the label; a third added above becomes
  /// that first, which must not make the findings accepted before new.
  @Test func baselineMatchesDuplicateLabelsWithoutTheFirstControlsPath() {
    let advice = ", so the rotor and Voice Control cannot tell them apart: name what each acts on"
    func finding(_ path: String, first: String, label: String = "'Edit'") -> AuditFinding {
      AuditFinding(
        rule: .duplicateLabel, path: path,
        message: "\(label) has the same label as 'Edit' (\(first))" + advice)
    }
    let baseline = AuditBaseline(
      entries: [
        finding("root.subviews[2]", first: "root.subviews[0]"),
        finding("root.subviews[4]", first: "root.subviews[0]"),
      ].map { AuditBaseline.Entry(file: "a", finding: $0) })
    let now = [
      finding("root.subviews[0]", first: "root.subviews[5].subviews[0]"),
      finding("root.subviews[2]", first: "root.subviews[5].subviews[0]"),
      finding("root.subviews[4]", first: "root.subviews[5].subviews[0]"),
      finding("root.subviews[6]", first: "root.subviews[0]", label: "'Edit (root)'"),
    ]
    let marked = baseline.mark([AuditReport.Screen(file: "a", audit: ScreenAudit(findings: now))]) { $0.file }
    #expect(marked[0].isKnown == [false, true, true, false])
  }

  @Test func badBaselines() {
    #expect(throws: AuditConfigurationError.self) { try AuditBaseline(json: Array("[]".utf8)) }
    #expect(throws: AuditConfigurationError.self) {
      try AuditBaseline(json: Array(#"{"version": 2, "findings": []}"#.utf8))
    }
    #expect(throws: AuditConfigurationError.self) { try AuditBaseline(json: Array(#"{"version": 1}"#.utf8)) }
  }

  @Test func configurationFile() throws {
    let file = try AuditConfigurationFile(
      json: Array(
        #"{"disable": ["no-headings", "small-target"], "enable": ["small-target"], "severity": {"offscreen-element": "error"}, "slowToReachSeconds": 45}"#
          .utf8))
    let configuration = file.applied(to: AuditConfiguration())
    #expect(configuration.disabledRules == [.noHeadings])
    #expect(configuration.severity(of: .offscreenElement) == .error)
    #expect(configuration.severity(of: .missingLabel) == .error)
    #expect(configuration.slowToReachBudget == 45)
  }

  /// Malformed JSON is placed at its line and column (in Unicode scalars), in the settings file and in
  /// a baseline alike.
  @Test func syntaxErrorsNameTheirPlace() {
    let missingBracket = error("{\n  \"disable\": [\"small-target\"\n}\n")
    #expect(missingBracket?.position == SourcePosition(line: 3, column: 1))
    #expect(missingBracket?.message.hasPrefix("not valid JSON") == true)
    #expect(error("{\n  \"é\": \"a\tb\"}")?.position == SourcePosition(line: 2, column: 10))
    #expect(error("{\"disable\": [")?.position == SourcePosition(line: 1, column: 14))
    let baseline = error("{\"version\": 1,\n \"findings\": [}", baseline: true)
    #expect(baseline?.position == SourcePosition(line: 2, column: 15))
    #expect(baseline?.message.hasPrefix("not a vosim audit baseline: not valid JSON") == true)
    // A trailing comma, which some JSON readers accept, is refused at the comma; a comma inside a
    // string is text.
    let trailing = error("{\"disable\": [\"missing-label\"],\n}")
    #expect(trailing?.message == "not valid JSON: a comma before '}' (JSON allows none after the last item)")
    #expect(trailing?.position == SourcePosition(line: 1, column: 30))
    #expect(
      error("{\"version\": 1, \"findings\": [],}", baseline: true)?.position
        == SourcePosition(line: 1, column: 30))
    #expect(error("{\"disable\": [\"a,]\"]}")?.message.contains("comma") != true)
  }

  @Test func configurationFileErrors() {
    func message(_ json: String) -> String? {
      do {
        _ = try AuditConfigurationFile(json: Array(json.utf8))
        return nil
      } catch { return error.message }
    }
    #expect(
      message(#"{"disabled": []}"#)
        == "unknown key 'disabled'; expected disable, enable, severity, slowToReachSeconds")
    #expect(
      message(#"{"disable": ["no-heading"]}"#)?.hasPrefix(
        "unknown rule 'no-heading'; expected one of: missing-label,") == true)
    #expect(
      message(#"{"severity": {"small-target": "fatal"}}"#)
        == "unknown severity 'fatal'; expected error, warning or note")
    // The same range as --slow-to-reach.
    for outside in ["-1", "0.0001", "100000", "1e300"] {
      #expect(
        message(#"{"slowToReachSeconds": \#(outside)}"#)
          == "'slowToReachSeconds' must be a number from 0.001 to 86400.0 (seconds)")
    }
    #expect(message("[") != nil)
  }

  /// Not only syntax: every fault in the settings file or a baseline is placed on the key or value at
  /// fault, so a long file need not be searched by eye.
  @Test func faultsOfMeaningNameTheirPlace() {
    func place(_ json: String, baseline: Bool = false) -> String? {
      error(json, baseline: baseline)?.position.map { "\($0.line):\($0.column)" }
    }
    #expect(place("{\n  \"disabled\": [\"x\"]\n}") == "2:3")
    #expect(place("{\"disable\": [\"no-headings\",\n  \"missing-labl\"]}") == "2:3")
    #expect(place("{\"disable\": [1]}") == "1:14")
    #expect(place("{\"severity\": {\"small-target\": \"fatal\"}}") == "1:31")
    #expect(place("{\"severity\": {\"small-targt\": \"error\"}}") == "1:15")
    #expect(place("{\"severity\": []}") == "1:14")
    #expect(place("{\"slowToReachSeconds\": \"45\"}") == "1:24")
    #expect(place("{\"slowToReachSeconds\": true}") == "1:24")
    #expect(error("{\"slowToReachSeconds\": 1}") == nil)
    #expect(place("[]") == "1:1")
    // Of two faults, the first in the file.
    #expect(
      error("{\"severity\": {\"zz\": \"error\", \"aa\": \"error\"}}")?.message.hasPrefix("unknown rule 'zz'")
        == true)
    // A number beyond a double's range is valid JSON: said so, at the number, in no other language's words.
    let huge = error("{\"slowToReachSeconds\": 1e999}")
    #expect(huge?.message == "not valid JSON: number out of range")
    #expect(huge?.position == SourcePosition(line: 1, column: 24))

    // A byte order mark is no column; bytes that are not UTF-8 are placed; a key written twice (which
    // many readers take silently, one undoing the other) is refused at its second place.
    #expect(place("\u{FEFF}{\"disable\": [\"x\"]}") == "1:14")
    let invalid = SettingsJSONBytes.invalidUTF8
    #expect(error(invalid)?.message == "not valid JSON: invalid UTF-8 in a string")
    #expect(error(invalid)?.position == SourcePosition(line: 1, column: 16))
    let twice = error("{\"disable\": [\"no-headings\"],\n \"disable\": [\"small-target\"]}")
    #expect(twice?.message == "the key 'disable' appears twice in one object")
    #expect(twice?.position == SourcePosition(line: 2, column: 2))
    // An empty file and text after the value are said in words, the latter at its place.
    #expect(error(" \n")?.message == "the file holds only white space")
    #expect(error("")?.message == "the file is empty")
    #expect(error("\u{FEFF}", baseline: true)?.message == "not a vosim audit baseline: the file is empty")
    let after = error("{\"disable\": []}\n}")
    #expect(after?.message == "not valid JSON: unexpected '}' after the top-level value")
    #expect(after?.position == SourcePosition(line: 2, column: 1))
    #expect(error("{\"disable\": []}\n\n") == nil)
    // Nesting far deeper than any settings file is an error, not a crash.
    #expect(error(String(repeating: "[", count: 100_000))?.message.hasPrefix("not valid JSON") == true)
    #expect(error(String(repeating: "{\"a\":", count: 100_000), baseline: true) != nil)

    let entry = #"{"file": "a.json", "rule": "missing-label", "path": "root", "message": "m"}"#
    #expect(error(#"{"version": 1, "findings": [\#(entry)]}"#, baseline: true) == nil)
    let misspelt = error(
      #"{"version": 1, "findings": [{"file": "a.json", "rule": "nope", "path": "root", "message": "m"}]}"#,
      baseline: true)
    #expect(misspelt?.message.hasPrefix("unknown rule 'nope'") == true)
    #expect(misspelt?.position == SourcePosition(line: 1, column: 56))
    let extra = error(#"{"version": 1, "findings": [], "extra": 1}"#, baseline: true)
    #expect(extra?.message == "unknown key 'extra'; expected findings, version")
    #expect(extra?.position == SourcePosition(line: 1, column: 32))
    let bogus = error(#"{"version": 1,\#n"findings": [{"bogus": 5, "file": "a"}]}"#, baseline: true)
    #expect(bogus?.message == "unknown key 'bogus'; expected file, identifier, message, path, rule")
    #expect(bogus?.position == SourcePosition(line: 2, column: 15))
    let identifier = error(
      #"{"version": 1, "findings": [{"file": "a", "rule": "missing-label", "path": "root", "message": "m", "identifier": 5}]}"#,
      baseline: true)
    #expect(identifier?.message == "'findings[0].identifier' must be a string")
    #expect(identifier?.position == SourcePosition(line: 1, column: 114))
    let array = error("[]", baseline: true)
    #expect(array?.message.contains("expected an object") == true)
    #expect(array?.message.contains("not valid JSON") == false)
    let missing = error(#"{"version": 1, "findings": [{"file": "a"}]}"#, baseline: true)
    #expect(missing?.message == "missing key 'rule'")
    #expect(missing?.position == SourcePosition(line: 1, column: 29))
    #expect(
      error(#"{"version": 2, "findings": []}"#, baseline: true)?.position
        == SourcePosition(line: 1, column: 13))
  }

  /// Settings files are read in UTF-16 and UTF-32 as every file vosim reads; a broken one names its
  /// encoding and place.
  @Test func settingsFilesAreReadInEveryUnicodeEncoding() throws {
    func utf16(_ text: String) -> [UInt8] {
      [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }
    let configuration = try AuditConfigurationFile(json: utf16(#"{"disable": ["no-headings"]}"#))
    #expect(configuration.disable == [.noHeadings])
    let baseline = AuditBaseline(entries: [
      AuditBaseline.Entry(file: "a.json", rule: "missing-label", path: "root", identifier: nil, message: "m")
    ])
    #expect(try AuditBaseline(json: utf16(baseline.json)).entries == baseline.entries)
    let broken = error([0xFF, 0xFE, 0x7B, 0x00, 0x00, 0xD8, 0x7D, 0x00])
    #expect(broken?.message == "not valid UTF-16LE text")
    #expect(broken?.position == SourcePosition(line: 1, column: 2))
  }

  @Test func configurationFileIsFoundUpward() throws {
    let top = try temporaryFolder()
    let deep = top.appendingPathComponent("a/b/c", isDirectory: true)
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    #expect(AuditConfigurationFile.find(from: deep)?.path.hasPrefix(top.path) != true)
    try Data("{}".utf8).write(to: top.appendingPathComponent("a/.vosim-audit.json"))
    #expect(
      AuditConfigurationFile.find(from: deep)?.standardizedFileURL.path
        == top.appendingPathComponent("a/.vosim-audit.json").standardizedFileURL.path)
    try FileManager.default.removeItem(at: top)
  }
}

/// The error reading `json` as a baseline or as the settings file throws, or nil.
private func error(_ json: String, baseline: Bool = false) -> AuditConfigurationError? {
  error(Array(json.utf8), baseline: baseline)
}

private func error(_ bytes: [UInt8], baseline: Bool = false) -> AuditConfigurationError? {
  do {
    if baseline {
      _ = try AuditBaseline(json: bytes)
    } else {
      _ = try AuditConfigurationFile(json: bytes)
    }
    return nil
  } catch { return error }
}

private enum SettingsJSONBytes {
  /// `{"disable": ["a` then a byte that begins no UTF-8 character.
  static let invalidUTF8 = Array(#"{"disable": ["a"#.utf8) + [0xFF] + Array(#""]}"#.utf8)
}

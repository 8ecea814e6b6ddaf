import Foundation
import Testing
import VosimModel

@testable import VosimAudit

/// The SARIF log against the required properties and constraints of the OASIS SARIF 2.1.0
/// specification (section numbers are the specification's; the checks are written from its text, not
/// taken from a validator).
@Suite struct SARIFLogTests {
  private func log(baseline: Bool = false) throws -> [String: Any] {
    let audit = try Auditor().audit(
      screen([
        element(traits: .button, frame: Frame(x: 10, y: 100, width: 30, height: 30), identifier: "close"),
        element(
          "Save button", hint: "Tap to save.", traits: .button,
          frame: Frame(x: 100, y: 200, width: 100, height: 44)),
      ]))
    var screens = [
      AuditReport.Screen(file: "Screens/login screen.json", audit: audit),
      AuditReport.Screen(file: "/abs/other.json", audit: ScreenAudit(findings: [])),
    ]
    if baseline { screens[0].isKnown = screens[0].audit.findings.indices.map { $0 == 0 } }
    let text = SARIFLog(
      report: AuditReport(screens: screens, hasBaseline: baseline), toolVersion: "0.1.0",
      workingDirectory: "/work/project"
    ).json
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  private static let levels: Set<String> = ["none", "note", "warning", "error"]

  /// RFC 3986 URI reference, as far as a path goes: no spaces or characters outside pchar, `/`, `%XX`.
  private static func isURIReference(_ text: String) -> Bool {
    let allowed = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/%?#")
    return !text.isEmpty && text.unicodeScalars.allSatisfy(allowed.contains)
  }

  @Test func requiredPropertiesOfTheSpecification() throws {
    let root = try log()
    // §3.13.2 version: required, "2.1.0". §3.13.4 runs: required array. §3.13.3 $schema: a URI.
    #expect(root["version"] as? String == "2.1.0")
    let runs = try #require(root["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    #expect((root["$schema"] as? String)?.hasPrefix("https://") == true)
    let run = runs[0]
    // §3.14.6 run.tool required; §3.18.2 tool.driver required; §3.19.8 toolComponent.name required.
    let tool = try #require(run["tool"] as? [String: Any])
    let driver = try #require(tool["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "vosim")
    // §3.19.23 rules: reportingDescriptors, §3.49.3 each with an id, unique within the component.
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids.count == rules.count && Set(ids).count == ids.count)
    #expect(ids == AuditRule.allCases.map(\.id))
    for rule in rules {
      // §3.12.3 a multiformatMessageString has text; §3.50.3 reportingConfiguration.level in the enum.
      for key in ["shortDescription", "fullDescription", "help"] {
        #expect(((rule[key] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(key)")
      }
      let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(level.map(Self.levels.contains) == true)
    }
    #expect((rules[0]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
    // §3.20.14 invocation.executionSuccessful required.
    let invocations = try #require(run["invocations"] as? [[String: Any]])
    #expect(invocations.allSatisfy { $0["executionSuccessful"] is Bool })
    // §3.14.14 originalUriBaseIds: absolute URIs ending with a slash.
    let bases = try #require(run["originalUriBaseIds"] as? [String: [String: Any]])
    #expect(bases["SRCROOT"]?["uri"] as? String == "file:///work/project/")
    // §3.14.23 columnKind enum.
    #expect(["utf16CodeUnits", "unicodeCodePoints"].contains(run["columnKind"] as? String ?? ""))
    // §3.14.22 newlineSequences: a lone carriage return ends a line in vosim's positions too.
    #expect(run["newlineSequences"] as? [String] == ["\r\n", "\n", "\r"])
    let artifacts = try #require(run["artifacts"] as? [[String: Any]])
    let artifactURIs = artifacts.map { ($0["location"] as? [String: Any])?["uri"] as? String }
    #expect(artifactURIs == ["Screens/login%20screen.json", "file:///abs/other.json"])

    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 4)
    for result in results {
      // §3.27.11 message required; §3.11 a message has text or id.
      let message = try #require(result["message"] as? [String: Any])
      #expect((message["text"] as? String)?.isEmpty == false || message["id"] is String)
      // §3.27.10 level in the enum.
      #expect(Self.levels.contains(result["level"] as? String ?? ""))
      // §3.27.5–6 ruleId and ruleIndex agree with the driver's rules.
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules.indices.contains(index) && rules[index]["id"] as? String == result["ruleId"] as? String)
      let locations = try #require(result["locations"] as? [[String: Any]])
      #expect(locations.count == 1)
      // §3.29.2 a physicalLocation has an artifactLocation (or an address).
      let physical = try #require(locations[0]["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: Any])
      let uri = try #require(artifact["uri"] as? String)
      // §3.4.3 uri a valid URI reference; §3.4.4 with a uriBaseId it is relative.
      #expect(Self.isURIReference(uri))
      if artifact["uriBaseId"] != nil { #expect(!uri.contains("://") && !uri.hasPrefix("/")) }
      // §3.4.5 index names the run's artifact of the same location.
      if let artifactIndex = artifact["index"] as? Int {
        #expect(artifactURIs.indices.contains(artifactIndex) && artifactURIs[artifactIndex] == uri)
      }
      // §3.33 logical location: the node path, kind a well-known value ("element").
      let logical = try #require(locations[0]["logicalLocations"] as? [[String: Any]])
      #expect((logical.first?["fullyQualifiedName"] as? String)?.hasPrefix("root") == true)
      #expect(logical.first?["kind"] as? String == "element")
      #expect(result["baselineState"] == nil)
      // GitHub code scanning requires region.startLine (1-based); §3.30.5.
      let region = try #require(physical["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
    }
    #expect(
      results.map { $0["ruleId"] as? String } == [
        "missing-label", "small-target", "label-includes-trait", "hint-names-gesture",
      ])
    let first = try #require(results.first?["locations"] as? [[String: Any]])
    #expect((first[0]["logicalLocations"] as? [[String: Any]])?.first?["name"] as? String == "close")
  }

  /// A finding's region is where its node starts, when the caller placed it; line 1 otherwise.
  @Test func regionsComeFromThePositionsGiven() throws {
    let audit = try Auditor().audit(
      screen([element(traits: .button, frame: Frame(x: 10, y: 100, width: 30, height: 30))]))
    let path = try #require(audit.findings.first?.path)
    let report = AuditReport(screens: [
      AuditReport.Screen(
        file: "a.json", audit: audit, positions: [path: SourcePosition(line: 7, column: 5)])
    ])
    let text = SARIFLog(report: report, toolVersion: "0", workingDirectory: "/w").json
    let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let results = try #require((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let regions = results.map {
      (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
        as? [String: Int]
    }
    #expect(regions.first == ["startLine": 7, "startColumn": 5])
    #expect(
      regions.dropFirst().allSatisfy { $0 == ["startLine": 1] || $0 == ["startLine": 7, "startColumn": 5] })
  }

  /// One file has one name however it was given; a colon cannot read as a scheme.
  @Test func artifactURIsAreNormalised() {
    let log = SARIFLog(report: AuditReport(screens: []), toolVersion: "0", workingDirectory: "/work/project/")
    #expect(log.relativeToRoot("./Screens//a.json") == "Screens/a.json")
    #expect(log.relativeToRoot("/work/project/Screens/a.json") == "Screens/a.json")
    #expect(log.relativeToRoot("/work/projects/a.json") == "/work/projects/a.json")
    #expect(log.relativeToRoot("Screens/ex/../a.json") == "Screens/a.json")
    // Climbing out of the folder is outside it, however the path was written.
    #expect(log.relativeToRoot("../other/a.json") == "/work/other/a.json")
    #expect(log.relativeToRoot("../project/a.json") == "a.json")
    #expect(log.relativeToRoot("/work/project/Screens/../a.json") == "a.json")
    #expect(log.relativeToRoot("/../work/project/a.json") == "a.json")
    #expect(SARIFLog.uri("a:b.json") == "a%3Ab.json")
    #expect(SARIFLog.uri("/abs/x y.json") == "file:///abs/x%20y.json")
  }

  /// GitHub code scanning rejects a run of more than 25,000 results: the least severe are left out, and
  /// the log says so.
  @Test func aRunKeepsTheMostSevereResultsWithinGitHubsLimit() throws {
    let finding = { (severity: AuditSeverity, index: Int) in
      AuditFinding(rule: .smallTarget, severity: severity, path: "root.subviews[\(index)]", message: "m")
    }
    let notes = (0..<SARIFLog.maximumResults).map { finding(.note, $0) }
    let errors = (0..<3).map { finding(.error, $0) }
    let report = AuditReport(screens: [
      AuditReport.Screen(file: "a.json", audit: ScreenAudit(findings: notes + errors))
    ])
    let log = SARIFLog(report: report, toolVersion: "0", workingDirectory: "/w")
    #expect(log.omittedResultCount == 3)
    let root = try #require(try JSONSerialization.jsonObject(with: Data(log.json.utf8)) as? [String: Any])
    let run = try #require((root["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == SARIFLog.maximumResults)
    #expect(results.prefix(3).allSatisfy { $0["level"] as? String == "error" })
    let notifications =
      (run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"]
      as? [[String: Any]]
    #expect(notifications?.count == 1)
    // With a baseline, new findings come before known ones, whatever their severity.
    var known = AuditReport.Screen(
      file: "a.json", audit: ScreenAudit(findings: errors.map { _ in finding(.error, 0) } + notes))
    known.isKnown = Array(repeating: true, count: known.audit.findings.count)
    let new = AuditReport.Screen(file: "b.json", audit: ScreenAudit(findings: [finding(.note, 1)]))
    let baselined = SARIFLog(
      report: AuditReport(screens: [known, new], hasBaseline: true), toolVersion: "0", workingDirectory: "/w")
    let kept = try #require(
      ((try JSONSerialization.jsonObject(with: Data(baselined.json.utf8)) as? [String: Any])?["runs"]
        as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(kept.first?["baselineState"] as? String == "new")
  }

  @Test func baselineStates() throws {
    let results = try #require(
      ((try log(baseline: true))["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    // §3.27.24 baselineState: new, unchanged, updated or absent.
    #expect(results.map { $0["baselineState"] as? String } == ["unchanged", "new", "new", "new"])
  }

  @Test func fingerprintsAreStable() throws {
    let results = try #require(
      ((try log())["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let again = try #require(((try log())["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let prints = results.map { ($0["partialFingerprints"] as? [String: String])?["vosimFinding/v1"] }
    #expect(prints == again.map { ($0["partialFingerprints"] as? [String: String])?["vosimFinding/v1"] })
    #expect(prints.allSatisfy { $0?.count == 16 && $0!.allSatisfy(\.isHexDigit) })
    // FNV-1a of "f0" starts with a zero digit, which the fingerprint keeps.
    #expect(SARIFLog.fingerprint("f0") == "08988c07b54229eb")
    #expect(Set(prints.compactMap { $0 }).count == 4)
  }

  /// The same finding twice on one element (three custom actions with one name) gets a fingerprint per
  /// occurrence: code scanning would merge results that share one.
  @Test func repeatedFindingsHaveFingerprintsOfTheirOwn() throws {
    let finding = AuditFinding(rule: .duplicateLabel, path: "root.subviews[0]", message: "'Delete' twice")
    let text = SARIFLog(
      report: AuditReport(screens: [
        AuditReport.Screen(file: "a.json", audit: ScreenAudit(findings: [finding, finding, finding]))
      ]), toolVersion: "0.1.0", workingDirectory: "/work"
    ).json
    let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let prints = results.map { ($0["partialFingerprints"] as? [String: String])?["vosimFinding/v1"] }
    #expect(Set(prints.compactMap { $0 }).count == 3)
    #expect(prints.first == SARIFLog.fingerprint(finding.fingerprint))
  }

  /// A measuring rule's finding keeps its fingerprint when only its numbers change, as a baseline
  /// keeps it known; any other rule's changed words are a new finding.
  @Test func fingerprintsIgnoreAMeasuringRulesNumbers() {
    func finding(_ rule: AuditRule, _ message: String) -> AuditFinding {
      AuditFinding(rule: rule, path: "root.subviews[0]", message: message)
    }
    #expect(
      finding(.smallTarget, "'Go' is 30 x 20 pt, smaller than 44 x 44 pt").fingerprint
        == finding(.smallTarget, "'Go' is 31.5 x 20 pt, smaller than 44 x 44 pt").fingerprint)
    #expect(
      finding(.smallTarget, "'Go' is 30 x 20 pt").fingerprint
        != finding(.smallTarget, "'Stop' is 30 x 20 pt").fingerprint)
    #expect(finding(.missingLabel, "Step 1").fingerprint != finding(.missingLabel, "Step 2").fingerprint)
    // A quoted label's numbers are words of the label, not measures.
    #expect(
      finding(.smallTarget, "'Page 2' is 30 x 30 pt").fingerprint
        != finding(.smallTarget, "'Page 3' is 30 x 30 pt").fingerprint)
    for (old, new) in [
      ("Don't 2", "Don't 3"), ("Kids' Books 2", "Kids' Books 5"), ("Rock 'n' Roll 2", "Rock 'n' Roll 3"),
      // A label saying ` is ` after a quote goes on to the measure.
      ("6' is 183 cm", "6' is 185 cm"), ("A' is 7", "A' is 8"), ("B' at 3", "B' at 4"),
    ] {
      #expect(
        finding(.smallTarget, "'\(old)' is 30 x 30 pt").fingerprint
          != finding(.smallTarget, "'\(new)' is 30 x 30 pt").fingerprint, "\(old)")
      #expect(
        finding(.smallTarget, "'\(old)' is 30 x 30 pt").fingerprint
          == finding(.smallTarget, "'\(old)' is 31 x 30 pt").fingerprint, "\(old)")
    }
    #expect(
      finding(.slowToReach, "'Page 2' is reached after about 31 s of speech, and 7 elements after it")
        .fingerprint
        == finding(.slowToReach, "'Page 2' is reached after about 35 s of speech, and 9 elements after it")
        .fingerprint)
    // A modal view hiding more elements is the finding already accepted; its quoted name keeps its number.
    for name in ["the modal view 'Sheet 2'", "the modal UIView"] {
      let hiding = { (count: Int) in
        finding(
          .competingModals,
          "\(name) holds nothing VoiceOver can read, yet hides the \(count) elements beside it")
      }
      #expect(hiding(2).fingerprint == hiding(3).fingerprint, "\(name)")
    }
    let named = { (name: String) in
      finding(
        .competingModals, "the modal view '\(name)' holds nothing VoiceOver can read, yet hides the element")
    }
    #expect(named("Sheet 2").fingerprint != named("Sheet 3").fingerprint)
    // A duplicate label names the earlier control, which a control added above replaces: its path and
    // the way it writes the same label (`EDIT`, `Edit.`) are no part of the finding.
    let advice = ", so the rotor and Voice Control cannot tell them apart: name what each acts on"
    let duplicate = finding(
      .duplicateLabel, "'Edit' has the same label as 'Edit' (root.subviews[1])" + advice)
    for earlier in ["'Edit' (root.subviews[4])", "'EDIT' (root.subviews[4])", "'Edit.' (root.subviews[0])"] {
      #expect(
        finding(.duplicateLabel, "'Edit' has the same label as \(earlier)" + advice).fingerprint
          == duplicate.fingerprint, "\(earlier)")
    }
    #expect(
      finding(.duplicateLabel, "'Save' has the same label as 'SAVE' (root.subviews[1])" + advice).fingerprint
        != duplicate.fingerprint)
    // The other labels a message quotes keep their numbers as well; the measures around them do not.
    let overlap = "'Item 2' overlaps 'Top 10' (root.subviews[3]): separate"
    #expect(
      finding(.overlappingTargets, overlap).fingerprint
        != finding(.overlappingTargets, "'Item 2' overlaps 'Top 11' (root.subviews[3]): separate").fingerprint
    )
    #expect(
      finding(.overlappingTargets, overlap).fingerprint
        == finding(.overlappingTargets, "'Item 2' overlaps 'Top 10' (root.subviews[4]): separate").fingerprint
    )
    for (old, new) in [
      ("Kids' Books 2", "Kids' Books 3"), ("Rock 'n' Roll 2", "Rock 'n' Roll 3"), ("Top' 10", "Top' 11"),
    ] {
      #expect(
        finding(.overlappingTargets, "'Item 2' overlaps '\(old)' (root.subviews[0]): separate").fingerprint
          != finding(.overlappingTargets, "'Item 2' overlaps '\(new)' (root.subviews[0]): separate")
          .fingerprint,
        "\(old)")
    }
    #expect(
      finding(.nestedElements, "'Cell 1' is an element with elements inside ('Row 3', 'Row 4') that")
        .fingerprint
        != finding(.nestedElements, "'Cell 1' is an element with elements inside ('Row 3', 'Row 5') that")
        .fingerprint)
    // A count after the last quoted label (`… 'Line E' and 2 more)`) is a measure, as `and 2 more` after
    // an overlap's path is; a label that says `and 2` keeps it.
    let nested = { (more: String) in
      finding(
        .nestedElements,
        "'Card' is an element with elements inside ('Line A', 'Line E' and \(more) more) that")
    }
    #expect(nested("2").fingerprint == nested("3").fingerprint)
    #expect(
      finding(.nestedElements, "'Card' is an element with elements inside ('Salt and 2 peppers') that")
        .fingerprint
        != finding(.nestedElements, "'Card' is an element with elements inside ('Salt and 3 peppers') that")
        .fingerprint)
  }
}

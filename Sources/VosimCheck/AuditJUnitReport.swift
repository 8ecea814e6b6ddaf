import VosimAudit

/// A JUnit XML report of an audit, one `<testcase>` per screen: the screen's failing findings (new
/// errors; new warnings too under `--strict`) as its `<failure>`, the rest in `<system-out>`.
///
/// Named and escaped as `JUnitReport` names and escapes a check's, so CI groups both the same way.
public struct AuditJUnitReport: Hashable, Sendable {
  public var report: AuditReport
  public var strict: Bool
  public var suiteName: String

  public init(report: AuditReport, strict: Bool = false, suiteName: String = "vosim audit") {
    self.report = report
    self.strict = strict
    self.suiteName = suiteName
  }

  /// The XML document, UTF-8, ending in a line break.
  public var xml: String {
    let screens = report.screens
    var xml = JUnitReport.header(
      suiteName: suiteName, tests: screens.count, failures: screens.count { $0.fails(strict: strict) },
      errors: 0)
    for screen in screens {
      xml += JUnitReport.testcaseStart(screen.file)
      let lines = zip(screen.audit.findings, screen.isKnown).map { finding, known in
        (
          AuditReport.line(file: screen.file, finding: finding, known: known),
          isFailing(finding, known: known)
        )
      }
      guard !lines.isEmpty else {
        xml += "/>\n"
        continue
      }
      xml += ">\n"
      let failing = lines.filter(\.1).map(\.0)
      if !failing.isEmpty {
        let summary = "\(failing.count) finding\(failing.count == 1 ? "" : "s") to fix"
        xml += "      <failure message=\"\(JUnitReport.escaped(summary))\" type=\"audit\">"
        xml += JUnitReport.escaped(failing.joined(separator: "\n"), inAttribute: false)
        xml += "</failure>\n"
      }
      let others = lines.filter { !$0.1 }.map(\.0)
      if !others.isEmpty {
        xml += "      <system-out>\(JUnitReport.escaped(others.joined(separator: "\n"), inAttribute: false))"
        xml += "</system-out>\n"
      }
      xml += "    </testcase>\n"
    }
    return xml + JUnitReport.footer
  }

  private func isFailing(_ finding: AuditFinding, known: Bool) -> Bool {
    !known && (finding.severity == .error || (strict && finding.severity == .warning))
  }
}

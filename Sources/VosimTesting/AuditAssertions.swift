import VosimAudit
import VosimModel

/// Asserts that `screen` has no audit findings at or above `severity` (warnings by default), the
/// rules in `skipping` left out. A failure lists the findings as `vosim audit` prints them.
///
/// ```swift
/// assertAudit(of: screen, skipping: [.noHeadings])
/// ```
public func assertAudit(
  of screen: Screen, skipping: Set<AuditRule> = [], failingAt severity: AuditSeverity = .warning,
  configuration: AuditConfiguration = AuditConfiguration(), fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  guard
    let message = verifyAudit(
      of: screen, skipping: skipping, failingAt: severity, configuration: configuration)
  else { return }
  FailureReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The failure `assertAudit(of:)` would report, or nil when the screen passes.
public func verifyAudit(
  of screen: Screen, skipping: Set<AuditRule> = [], failingAt severity: AuditSeverity = .warning,
  configuration: AuditConfiguration = AuditConfiguration()
) -> String? {
  var configuration = configuration
  configuration.disabledRules.formUnion(skipping)
  let auditor: Auditor
  do {
    auditor = try Auditor(configuration: configuration)
  } catch {
    return "The audit configuration cannot be used: \(error.message)."
  }
  let audit: ScreenAudit
  do {
    audit = try auditor.audit(screen)
  } catch {
    return AssertionMessages.unreadable(error)
  }
  let failing = audit.findings.filter { $0.severity >= severity }
  guard !failing.isEmpty else { return nil }
  let lines = failing.map { AuditReport.line(file: "screen", finding: $0) }
  return "\(failing.count) accessibility finding\(failing.count == 1 ? "" : "s"):\n"
    + lines.joined(separator: "\n")
}

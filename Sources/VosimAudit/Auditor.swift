import Foundation
import VosimModel
import VosimReadingOrder
import VosimUtterance

/// Finds what is wrong with a screen for a VoiceOver user, from its tree, frames, order and words: the
/// entry point of the audit stage, after the utterances.
///
/// ```swift
/// let audit = try Auditor().audit(screen)
/// for finding in audit.findings { print(finding.rule.id, finding.message) }
/// ```
public struct Auditor: Sendable {
  public var configuration: AuditConfiguration

  public init(configuration: AuditConfiguration = AuditConfiguration()) {
    self.configuration = configuration
  }

  /// Audits a screen: computes its reading order and utterances (hints spoken) and runs every enabled rule.
  ///
  /// - Throws: `ModelError` when the reading order cannot be computed (a `ref` naming no node).
  public func audit(_ screen: Screen) throws(ModelError) -> ScreenAudit {
    audit(screen, order: try ReadingOrder().order(screen))
  }

  /// Audits a screen whose reading order is already computed (the CLI computes it with its options).
  public func audit(_ screen: Screen, order: ReadingOrderResult) -> ScreenAudit {
    var run = AuditRun(configuration: configuration, screen: screen, order: order)
    UtteranceBuilder().forEachUtterance(in: order) { run.visit($0) }
    run.finish()
    return ScreenAudit(
      findings: run.sortedFindings(), unsupportedLanguages: run.unsupportedLanguages.sorted())
  }
}

/// One screen's findings, in reading order (findings about the whole screen first).
public struct ScreenAudit: Hashable, Sendable {
  public var findings: [AuditFinding]
  /// Languages of elements for which the word rules did not run, because vosim has no words for them.
  public var unsupportedLanguages: [String]

  public init(findings: [AuditFinding], unsupportedLanguages: [String] = []) {
    self.findings = findings
    self.unsupportedLanguages = unsupportedLanguages
  }

  /// The findings at or above a severity.
  public func count(_ severity: AuditSeverity) -> Int { findings.count { $0.severity == severity } }
}

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
  public private(set) var configuration: AuditConfiguration

  /// An auditor with the default configuration.
  public init() {
    configuration = AuditConfiguration()
  }

  /// - Throws: `AuditConfigurationError` for numbers no rule can measure against
  ///   (`AuditConfiguration.validate()`): a NaN budget would switch its rule off without a word.
  public init(configuration: AuditConfiguration) throws(AuditConfigurationError) {
    try configuration.validate()
    self.configuration = configuration
  }

  /// Audits a screen: computes its reading order and utterances (hints spoken) and runs every enabled rule.
  ///
  /// - Throws: `ModelError` when the reading order cannot be computed (a `ref` naming no node).
  public func audit(_ screen: Screen) throws(ModelError) -> ScreenAudit {
    audit(screen, order: try ReadingOrder().order(screen))
  }

  /// Audits a screen whose reading order is already computed (the CLI computes it with its options).
  ///
  /// A large screen's elements are audited in runs on every core, joined in order: the findings are the
  /// same as one pass's.
  public func audit(_ screen: Screen, order: ReadingOrderResult) -> ScreenAudit {
    let count = order.elements.count
    let runs = count < Self.elementsPerRun * 2 ? 1 : min(32, count / Self.elementsPerRun)
    return audit(screen, order: order, runs: runs)
  }

  /// The fewest elements a run on another core is given.
  static let elementsPerRun = 4096

  /// The audit with the elements cut into `runCount` runs of consecutive elements.
  func audit(_ screen: Screen, order: ReadingOrderResult, runs runCount: Int) -> ScreenAudit {
    let count = order.elements.count
    let runCount = max(1, min(runCount, count))
    let runs = Slots<AuditRun>(count: runCount)
    let nested = Slots<[NestedElementFinder.Found]>(count: 1)
    let unreached = Slots<[(AuditRule, [UnreachedNode])]>(count: 1)
    let duplicates = Slots<[AuditFinding]>(count: 1)
    let configuration = configuration
    // Three tasks besides the runs, which need no utterance: the walks of the tree for nested elements
    // and for the nodes the order never reaches, and the pass over the controls for duplicate labels.
    let extra = 3
    DispatchQueue.concurrentPerform(iterations: runCount + extra) { task in
      if task == 0 {
        if configuration.isEnabled(.nestedElements) { nested.set(0, NestedElementFinder.find(in: screen)) }
        return
      }
      if task == 1 {
        unreached.set(0, AuditRun.unreached(screen, order: order, configuration: configuration))
        return
      }
      if task == 2 {
        var side = AuditRun(configuration: configuration, screen: screen, order: order)
        if configuration.isEnabled(.duplicateLabel) { side.duplicateLabels() }
        duplicates.set(0, side.findings)
        return
      }
      let index = task - extra
      var run = AuditRun(configuration: configuration, screen: screen, order: order)
      let range = (count * index / runCount)..<(count * (index + 1) / runCount)
      UtteranceBuilder().forEachUtterance(in: order, elements: range) { run.visit($0) }
      runs.set(index, run)
    }
    let parts = runs.values()
    var run = parts[0]
    if parts.count > 1 { run.reserveFindings(parts.reduce(0) { $0 + $1.findings.count } + 16) }
    for next in parts.dropFirst() { run.absorb(next) }
    run.finish(
      nested: nested.values().first ?? [], unreached: unreached.values().first,
      duplicateLabels: duplicates.values().first)
    run.sortFindings()
    return ScreenAudit(findings: run.findings, unsupportedLanguages: run.unsupportedLanguages.sorted())
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

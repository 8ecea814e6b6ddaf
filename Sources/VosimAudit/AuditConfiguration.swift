import Foundation
import VosimModel
import VosimUtterance

/// Which rules run, at which severity, and the budgets the rules measure against.
public struct AuditConfiguration: Hashable, Sendable {
  /// Rules that do not run.
  public var disabledRules: Set<AuditRule>
  /// Severities that replace a rule's default.
  public var severities: [AuditRule: AuditSeverity]
  /// `slow-to-reach`: seconds of speech before an element beyond which it is a finding.
  public var slowToReachBudget: Double

  /// The budgets a user may give (`--slow-to-reach`, `slowToReachSeconds`): a millisecond to a day.
  public static let slowToReachBudgets: ClosedRange<Double> = 0.001...86_400
  /// How long speech takes, estimated from text without synthesis.
  public var speakingTime: SpeakingTimeEstimate
  /// `no-headings`: screens with more elements than this need a heading.
  public var headingThreshold: Int
  /// `small-target`: the smallest side, in points, of an interactive element.
  public var minimumTargetSize: Double

  public init(
    disabledRules: Set<AuditRule> = [], severities: [AuditRule: AuditSeverity] = [:],
    slowToReachBudget: Double = 30, speakingTime: SpeakingTimeEstimate = SpeakingTimeEstimate(),
    headingThreshold: Int = 10, minimumTargetSize: Double = 44
  ) {
    self.disabledRules = disabledRules
    self.severities = severities
    self.slowToReachBudget = slowToReachBudget
    self.speakingTime = speakingTime
    self.headingThreshold = headingThreshold
    self.minimumTargetSize = minimumTargetSize
  }

  /// Refuses numbers no rule can measure against, as `--slow-to-reach` and the settings file do: a
  /// budget outside `slowToReachBudgets`, a negative heading threshold, a target size that is no
  /// number of points, 0 or more, or a speaking-time estimate that cannot time speech.
  public func validate() throws(AuditConfigurationError) {
    guard Self.slowToReachBudgets.contains(slowToReachBudget) else {
      throw AuditConfigurationError(
        "slowToReachBudget \(slowToReachBudget) must be a number of seconds from 0.001 to 86400")
    }
    guard headingThreshold >= 0 else {
      throw AuditConfigurationError("headingThreshold \(headingThreshold) must be 0 or more")
    }
    guard minimumTargetSize.isFinite, minimumTargetSize >= 0 else {
      throw AuditConfigurationError(
        "minimumTargetSize \(minimumTargetSize) must be a number of points, 0 or more")
    }
    if let problem = speakingTime.problem { throw AuditConfigurationError("speakingTime: \(problem)") }
  }

  /// Whether `rule` runs.
  public func isEnabled(_ rule: AuditRule) -> Bool { !disabledRules.contains(rule) }

  /// The severity findings of `rule` get.
  public func severity(of rule: AuditRule) -> AuditSeverity { severities[rule] ?? rule.defaultSeverity }

  /// `id=error|warning|note`, as `--severity` and the file's `severity` object write it.
  public static func parseSeverity(_ text: String) throws(AuditConfigurationError) -> (
    AuditRule, AuditSeverity
  ) {
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      throw AuditConfigurationError("expected ID=error|warning|note, found '\(text)'")
    }
    return (try rule(parts[0]), try severity(parts[1]))
  }

  /// The rule with this id, or an error listing the ids.
  public static func rule(_ id: String) throws(AuditConfigurationError) -> AuditRule {
    guard let rule = AuditRule(rawValue: id) else {
      throw AuditConfigurationError(
        "unknown rule '\(id)'; expected one of: \(AuditRule.allCases.map(\.id).joined(separator: ", "))")
    }
    return rule
  }

  static func severity(_ name: String) throws(AuditConfigurationError) -> AuditSeverity {
    guard let severity = AuditSeverity(rawValue: name) else {
      throw AuditConfigurationError("unknown severity '\(name)'; expected error, warning or note")
    }
    return severity
  }
}

/// A configuration that cannot be read: one line, for `FILE: error: MESSAGE`.
public struct AuditConfigurationError: Error, LocalizedError, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  /// Where in the file, when the file is not valid JSON.
  public var position: SourcePosition?
  public init(_ message: String, at position: SourcePosition? = nil) {
    self.message = message
    self.position = position
  }
  public var description: String { position.map { "\($0): \(message)" } ?? message }
  public var errorDescription: String? { description }
}

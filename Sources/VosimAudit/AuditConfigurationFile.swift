import Foundation
import VosimImport

/// A team's audit settings, `.vosim-audit.json`, found from the current folder upward:
///
/// ```json
/// {
///   "disable": ["no-headings"],
///   "enable": [],
///   "severity": { "small-target": "error" },
///   "slowToReachSeconds": 45
/// }
/// ```
///
/// Every key is optional; an unknown key, rule or severity is an error, so a typo never silently
/// turns a rule back on.
public struct AuditConfigurationFile: Hashable, Sendable {
  /// The file's name.
  public static let name = ".vosim-audit.json"

  public var disable: [AuditRule] = []
  public var enable: [AuditRule] = []
  public var severities: [AuditRule: AuditSeverity] = [:]
  public var slowToReachSeconds: Double?

  public init(
    disable: [AuditRule] = [], enable: [AuditRule] = [], severities: [AuditRule: AuditSeverity] = [:],
    slowToReachSeconds: Double? = nil
  ) {
    self.disable = disable
    self.enable = enable
    self.severities = severities
    self.slowToReachSeconds = slowToReachSeconds
  }

  /// Reads the file's bytes. Every error names the line and column of the key or value at fault.
  public init(json: [UInt8]) throws(AuditConfigurationError) {
    let root = try SettingsJSON(json).root
    let keys = ["disable", "enable", "severity", "slowToReachSeconds"]
    for (key, value, _) in try SettingsJSON.members(
      of: root, allowed: keys, "expected a JSON object with 'disable', 'enable', 'severity'")
    {
      switch key {
      case "disable": disable = try Self.rules(value, key: key)
      case "enable": enable = try Self.rules(value, key: key)
      case "severity":
        let rules = try SettingsJSON.members(
          of: value, "'severity' must be an object of rule ids to error, warning or note")
        for (id, name, idPosition) in rules {
          let rule = try SettingsJSON.placing(at: idPosition) { () throws(AuditConfigurationError) in
            try AuditConfiguration.rule(id)
          }
          let text = try SettingsJSON.string(name, "'severity.\(id)' must be error, warning or note")
          severities[rule] = try SettingsJSON.placing(at: name.position) {
            () throws(AuditConfigurationError) in
            try AuditConfiguration.severity(text)
          }
        }
      default:
        let budgets = AuditConfiguration.slowToReachBudgets
        let message =
          "'slowToReachSeconds' must be a number from \(budgets.lowerBound) to \(budgets.upperBound) (seconds)"
        let seconds = try SettingsJSON.number(value, message)
        guard budgets.contains(seconds) else {
          throw AuditConfigurationError(message, at: value.position)
        }
        slowToReachSeconds = seconds
      }
    }
  }

  /// The rule ids of the array `value`, the value of `key`.
  private static func rules(_ value: JSONValue, key: String) throws(AuditConfigurationError) -> [AuditRule] {
    let message = "'\(key)' must be an array of rule ids"
    var rules: [AuditRule] = []
    for item in try SettingsJSON.items(of: value, message) {
      let id = try SettingsJSON.string(item, message)
      rules.append(
        try SettingsJSON.placing(at: item.position) { () throws(AuditConfigurationError) in
          try AuditConfiguration.rule(id)
        })
    }
    return rules
  }

  /// The nearest `.vosim-audit.json` in `folder` or a folder above it, or nil. One that cannot be read
  /// (a folder, a link to nothing) is found too, for the reader to refuse: a folder's settings are
  /// never silently replaced by those of the folder above.
  public static func find(from folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: candidate.path)
        || (try? FileManager.default.destinationOfSymbolicLink(atPath: candidate.path)) != nil
      {
        return candidate
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path || current.path == "/" { return nil }
      current = parent
    }
  }

  /// `configuration` with this file's settings applied.
  public func applied(to configuration: AuditConfiguration) -> AuditConfiguration {
    var result = configuration
    result.disabledRules.formUnion(disable)
    result.disabledRules.subtract(enable)
    result.severities.merge(severities) { _, new in new }
    if let slowToReachSeconds { result.slowToReachBudget = slowToReachSeconds }
    return result
  }
}

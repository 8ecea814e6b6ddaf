import Foundation

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

  /// Reads the file's bytes.
  public init(json: [UInt8]) throws(AuditConfigurationError) {
    let object: Any
    if let (message, position) = JSONSyntaxError.trailingComma(in: json) {
      throw AuditConfigurationError(message, at: position)
    }
    do {
      object = try JSONSerialization.jsonObject(with: Data(json))
    } catch {
      let (message, position) = JSONSyntaxError.describe(error, in: json)
      throw AuditConfigurationError(message, at: position)
    }
    guard let root = object as? [String: Any] else {
      throw AuditConfigurationError("expected a JSON object with 'disable', 'enable', 'severity'")
    }
    for key in root.keys.sorted()
    where !["disable", "enable", "severity", "slowToReachSeconds"].contains(key) {
      throw AuditConfigurationError(
        "unknown key '\(key)'; expected disable, enable, severity, slowToReachSeconds")
    }
    disable = try Self.rules(root["disable"], key: "disable")
    enable = try Self.rules(root["enable"], key: "enable")
    if let severity = root["severity"] {
      guard let map = severity as? [String: Any] else {
        throw AuditConfigurationError("'severity' must be an object of rule ids to error, warning or note")
      }
      for (id, level) in map {
        guard let name = level as? String else {
          throw AuditConfigurationError("'severity.\(id)' must be error, warning or note")
        }
        severities[try AuditConfiguration.rule(id)] = try AuditConfiguration.severity(name)
      }
    }
    if let seconds = root["slowToReachSeconds"] {
      guard let number = seconds as? NSNumber, !(seconds is Bool), number.doubleValue.isFinite,
        number.doubleValue > 0
      else {
        throw AuditConfigurationError("'slowToReachSeconds' must be a positive number")
      }
      slowToReachSeconds = number.doubleValue
    }
  }

  private static func rules(_ value: Any?, key: String) throws(AuditConfigurationError) -> [AuditRule] {
    guard let value else { return [] }
    guard let list = value as? [Any] else {
      throw AuditConfigurationError("'\(key)' must be an array of rule ids")
    }
    var rules: [AuditRule] = []
    for item in list {
      guard let id = item as? String else {
        throw AuditConfigurationError("'\(key)' must be an array of rule ids")
      }
      rules.append(try AuditConfiguration.rule(id))
    }
    return rules
  }

  /// The nearest `.vosim-audit.json` in `folder` or a folder above it, or nil.
  public static func find(from folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
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

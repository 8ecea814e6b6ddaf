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

  /// Reads the file's bytes. Every error names the line and column of the key or value at fault.
  public init(json: [UInt8]) throws(AuditConfigurationError) {
    let file = try SettingsJSON(json)
    guard let root = file.root as? [String: Any] else {
      throw file.error("expected a JSON object with 'disable', 'enable', 'severity'", at: "")
    }
    // Keys in order, so that of several faults the same one is reported every run.
    for key in root.keys.sorted()
    where !["disable", "enable", "severity", "slowToReachSeconds"].contains(key) {
      throw file.error(
        "unknown key '\(key)'; expected disable, enable, severity, slowToReachSeconds", atKey: key)
    }
    disable = try Self.rules(in: file, key: "disable")
    enable = try Self.rules(in: file, key: "enable")
    if let severity = root["severity"] {
      guard let map = severity as? [String: Any] else {
        throw file.error("'severity' must be an object of rule ids to error, warning or note", at: "severity")
      }
      for id in map.keys.sorted() {
        let path = "severity." + id
        let rule = try file.placing(at: path, key: true) { () throws(AuditConfigurationError) in
          try AuditConfiguration.rule(id)
        }
        guard let name = map[id] as? String else {
          throw file.error("'\(path)' must be error, warning or note", at: path)
        }
        severities[rule] = try file.placing(at: path) { () throws(AuditConfigurationError) in
          try AuditConfiguration.severity(name)
        }
      }
    }
    if let seconds = root["slowToReachSeconds"] {
      guard let number = SettingsJSON.number(seconds), number.doubleValue.isFinite,
        number.doubleValue > 0
      else {
        throw file.error("'slowToReachSeconds' must be a positive number", at: "slowToReachSeconds")
      }
      slowToReachSeconds = number.doubleValue
    }
  }

  private static func rules(in file: SettingsJSON, key: String) throws(AuditConfigurationError) -> [AuditRule]
  {
    guard let value = (file.root as? [String: Any])?[key] else { return [] }
    guard let list = value as? [Any] else {
      throw file.error("'\(key)' must be an array of rule ids", at: key)
    }
    var rules: [AuditRule] = []
    for (index, item) in list.enumerated() {
      let path = "\(key)[\(index)]"
      guard let id = item as? String else {
        throw file.error("'\(key)' must be an array of rule ids", at: path)
      }
      rules.append(
        try file.placing(at: path) { () throws(AuditConfigurationError) in try AuditConfiguration.rule(id) })
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

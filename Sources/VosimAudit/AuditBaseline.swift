import Foundation

/// The findings a team has accepted for now (`--write-baseline`), so that `--baseline` fails a run only
/// on findings that are new: the audit can be adopted without fixing everything on day one.
///
/// A finding is known when the baseline holds one with the same file, rule, element path, identifier
/// and message (a measuring rule's without its numbers), counted: two identical findings in the baseline
/// excuse two, not three. The position in the reading order is left out, so adding elements above does
/// not make old findings new.
public struct AuditBaseline: Hashable, Sendable {
  /// One recorded finding.
  public struct Entry: Hashable, Sendable, Codable, Comparable {
    public var file: String
    public var rule: String
    public var path: String
    public var identifier: String?
    public var message: String

    public init(file: String, rule: String, path: String, identifier: String?, message: String) {
      self.file = file
      self.rule = rule
      self.path = path
      self.identifier = identifier
      self.message = message
    }

    public init(file: String, finding: AuditFinding) {
      self.init(
        file: file, rule: finding.rule.id, path: finding.path, identifier: finding.identifier,
        message: finding.message)
    }

    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.file, lhs.rule, lhs.path, lhs.identifier ?? "", lhs.message)
        < (rhs.file, rhs.rule, rhs.path, rhs.identifier ?? "", rhs.message)
    }
  }

  public var entries: [Entry]

  public init(entries: [Entry]) { self.entries = entries.sorted() }

  /// Every finding of the screens, each screen under the name `file(screen)` gives it (the CLI uses the
  /// path relative to the baseline's folder, so the baseline works from any working directory).
  public init(screens: [AuditReport.Screen], file: (AuditReport.Screen) -> String) {
    self.init(
      entries: screens.flatMap { screen in
        screen.audit.findings.map { Entry(file: file(screen), finding: $0) }
      })
  }

  private struct Document: Codable {
    var version: Int
    var findings: [Entry]
  }

  /// The baseline file's bytes: `{"version": 1, "findings": [...]}`, read as strictly as the
  /// configuration: an unknown key or rule id is an error at its line and column, so a hand-edited
  /// entry never silently stops matching.
  public init(json: [UInt8]) throws(AuditConfigurationError) {
    let file = try SettingsJSON(json, prefix: "not a vosim audit baseline: ")
    guard let root = file.root as? [String: Any] else {
      throw file.error(
        #"not a vosim audit baseline: expected an object {"version": 1, "findings": [...]}"#, at: "")
    }
    try Self.checkKeys(
      root, path: "", allowed: ["version", "findings"], required: ["version", "findings"], in: file)
    guard let number = SettingsJSON.number(root["version"]), let version = Int(exactly: number.doubleValue)
    else {
      throw file.error("'version' must be a whole number", at: "version")
    }
    guard version == 1 else {
      throw file.error("unsupported baseline version \(version); expected 1", at: "version")
    }
    guard let findings = root["findings"] as? [Any] else {
      throw file.error("'findings' must be an array of findings", at: "findings")
    }
    var entries: [Entry] = []
    for (index, item) in findings.enumerated() {
      let path = "findings[\(index)]"
      guard let object = item as? [String: Any] else {
        throw file.error("'\(path)' must be an object with file, rule, path and message", at: path)
      }
      try Self.checkKeys(
        object, path: path, allowed: ["file", "rule", "path", "identifier", "message"],
        required: ["file", "rule", "path", "message"], in: file)
      func text(_ key: String) throws(AuditConfigurationError) -> String? {
        let value = object[key]
        if value == nil || (key == "identifier" && value is NSNull) { return nil }
        guard let string = value as? String else {
          throw file.error("'\(path).\(key)' must be a string", at: "\(path).\(key)")
        }
        return string
      }
      let rule = try text("rule") ?? ""
      _ = try file.placing(at: path + ".rule") { () throws(AuditConfigurationError) in
        try AuditConfiguration.rule(rule)
      }
      entries.append(
        Entry(
          file: try text("file") ?? "", rule: rule, path: try text("path") ?? "",
          identifier: try text("identifier"), message: try text("message") ?? ""))
    }
    self.init(entries: entries)
  }

  /// An error at the first key of `object` not `allowed`, or at the object for a `required` one missing.
  private static func checkKeys(
    _ object: [String: Any], path: String, allowed: Set<String>, required: [String], in file: SettingsJSON
  ) throws(AuditConfigurationError) {
    for key in object.keys.sorted() where !allowed.contains(key) {
      throw file.error(
        "unknown key '\(key)'; expected \(allowed.sorted().joined(separator: ", "))",
        atKey: SettingsJSON.member(path, key))
    }
    for key in required where object[key] == nil {
      throw file.error("missing key '\(key)'", at: path)
    }
  }

  /// A screen's name in the baseline at `baseline`: its path relative to the baseline's folder
  /// (`../Screens/a.json` for a screen beside it), symbolic links resolved, so the baseline holds
  /// whatever folder the audit runs from, whatever link it is reached through, and wherever the checkout
  /// moves; absolute only when the two share no folder but the file system's root.
  public static func name(ofScreen file: String, baselineAt baseline: String) -> String {
    let folder = URL(fileURLWithPath: baseline).deletingLastPathComponent().resolvingSymlinksInPath()
      .standardizedFileURL.pathComponents
    let path = URL(fileURLWithPath: file).resolvingSymlinksInPath().standardizedFileURL.pathComponents
    let shared = zip(folder, path).prefix { $0 == $1 }.count
    guard shared > 1 else { return "/" + path.dropFirst().joined(separator: "/") }
    return (Array(repeating: "..", count: folder.count - shared) + path[shared...]).joined(separator: "/")
  }

  /// The baseline with entries that name a screen by its absolute path (as vosim wrote them before it
  /// named them relative to the baseline) renamed as `name(ofScreen:baselineAt:)` names them now, so an
  /// older baseline keeps matching.
  public func relativized(toBaselineAt baseline: String) -> AuditBaseline {
    AuditBaseline(
      entries: entries.map { entry in
        guard entry.file.hasPrefix("/") else { return entry }
        var renamed = entry
        renamed.file = Self.name(ofScreen: entry.file, baselineAt: baseline)
        return renamed
      })
  }

  /// The baseline as a file: sorted, pretty-printed, so it diffs well in review.
  public var json: String { AuditReport.encode(Document(version: 1, findings: entries)) }

  /// Marks each finding of each screen known or new.
  public func mark(_ screens: [AuditReport.Screen], file: (AuditReport.Screen) -> String) -> [AuditReport
    .Screen]
  {
    var remaining: [Entry: Int] = [:]
    for entry in entries { remaining[entry.matched, default: 0] += 1 }
    return screens.map { screen in
      var screen = screen
      let name = file(screen)
      screen.isKnown = screen.audit.findings.map { finding in
        let entry = Entry(file: name, finding: finding).matched
        guard let count = remaining[entry], count > 0 else { return false }
        remaining[entry] = count - 1
        return true
      }
      return screen
    }
  }
}

extension AuditBaseline.Entry {
  /// The entry as a baseline matches it: a measuring rule's numbers (`AuditRule.measures`) each
  /// become `#`, so a list growing below a slow-to-reach element or a target a point smaller is the
  /// finding already accepted. The file's path is compared without `.` and `folder/..` steps, which
  /// a hand-edited entry may have.
  fileprivate var matched: Self {
    var entry = self
    entry.file = Self.normalized(file)
    guard AuditRule(rawValue: rule)?.measures == true else { return entry }
    var masked = ""
    var inNumber = false
    for character in message {
      if character.isASCII, character.isNumber {
        if !inNumber { masked.append("#") }
        inNumber = true
      } else if inNumber, character == "." || character == "," {
        continue
      } else {
        inNumber = false
        masked.append(character)
      }
    }
    entry.message = masked
    return entry
  }

  /// `path` without `.` steps, and without a folder followed by `..`.
  private static func normalized(_ path: String) -> String {
    guard path.contains("./") || path.hasSuffix("/.") || path.hasSuffix("/..") else { return path }
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: false) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != "..", !last.isEmpty {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }
}

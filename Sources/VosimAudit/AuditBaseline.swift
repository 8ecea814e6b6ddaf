import Foundation
import VosimImport
import VosimUtterance

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
    let root = try SettingsJSON(json, prefix: "not a vosim audit baseline: ").root
    let members = try SettingsJSON.members(
      of: root, allowed: ["findings", "version"], required: ["version", "findings"],
      #"not a vosim audit baseline: expected an object {"version": 1, "findings": [...]}"#)
    var entries: [Entry] = []
    for (key, value, _) in members {
      guard key == "version" else {
        entries = try Self.entries(value)
        continue
      }
      guard case .number(let number, _) = value.kind, let version = number.integer else {
        throw AuditConfigurationError("'version' must be a whole number", at: value.position)
      }
      guard version == 1 else {
        throw AuditConfigurationError(
          "unsupported baseline version \(version); expected 1", at: value.position)
      }
    }
    self.init(entries: entries)
  }

  /// The entries of the baseline's `findings`.
  private static func entries(_ findings: JSONValue) throws(AuditConfigurationError) -> [Entry] {
    var entries: [Entry] = []
    let items = try SettingsJSON.items(of: findings, "'findings' must be an array of findings")
    for (index, item) in items.enumerated() {
      let path = "findings[\(index)]"
      let members = try SettingsJSON.members(
        of: item, allowed: ["file", "identifier", "message", "path", "rule"],
        required: ["file", "rule", "path", "message"],
        "'\(path)' must be an object with file, rule, path and message")
      var entry = Entry(file: "", rule: "", path: "", identifier: nil, message: "")
      for (key, value, _) in members {
        if key == "identifier", case .null = value.kind { continue }
        let text = try SettingsJSON.string(value, "'\(path).\(key)' must be a string")
        switch key {
        case "file": entry.file = text
        case "rule":
          _ = try SettingsJSON.placing(at: value.position) { () throws(AuditConfigurationError) in
            try AuditConfiguration.rule(text)
          }
          entry.rule = text
        case "path": entry.path = text
        case "identifier": entry.identifier = text
        default: entry.message = text
        }
      }
      entries.append(entry)
    }
    return entries
  }

  /// A screen's name in the baseline at `baseline`: its path relative to the baseline's folder
  /// (`../Screens/a.json` for a screen beside it), symbolic links resolved, so the baseline holds
  /// whatever folder the audit runs from, whatever link it is reached through, and wherever the checkout
  /// moves; absolute only when the two share no folder but the file system's root.
  public static func name(ofScreen file: String, baselineAt baseline: String) -> String {
    // A link to the baseline file is read and written through (`--write-baseline` replaces its
    // target): the folder is the target's.
    var location = URL(fileURLWithPath: baseline)
    if (try? FileManager.default.destinationOfSymbolicLink(atPath: baseline)) != nil {
      location = location.resolvingSymlinksInPath()
    }
    let folder = location.deletingLastPathComponent().resolvingSymlinksInPath().standardizedFileURL
      .pathComponents
    let path = URL(fileURLWithPath: file).resolvingSymlinksInPath().standardizedFileURL.pathComponents
    let shared = zip(folder, path).prefix { $0 == $1 }.count
    guard shared > 1 else { return "/" + path.dropFirst().joined(separator: "/") }
    return (Array(repeating: "..", count: folder.count - shared) + path[shared...]).joined(separator: "/")
  }

  /// The baseline with entries that name a screen by its absolute path (as vosim wrote them before it
  /// named them relative to the baseline), or by a relative one that climbs out of the baseline's
  /// folder another way (`../../project/Screens/a.json`, hand-edited), renamed as
  /// `name(ofScreen:baselineAt:)` names them now, so such a baseline keeps matching.
  public func relativized(toBaselineAt baseline: String) -> AuditBaseline {
    var location = URL(fileURLWithPath: baseline)
    if (try? FileManager.default.destinationOfSymbolicLink(atPath: baseline)) != nil {
      location = location.resolvingSymlinksInPath()
    }
    let folder = location.deletingLastPathComponent()
    var renamed: [String: String] = [:]
    return AuditBaseline(
      entries: entries.map { entry in
        guard entry.file.hasPrefix("/") || entry.file.hasPrefix("..") else { return entry }
        var entry = entry
        if let name = renamed[entry.file] {
          entry.file = name
        } else {
          let absolute =
            entry.file.hasPrefix("/") ? entry.file : folder.appendingPathComponent(entry.file).path
          let name = Self.name(ofScreen: absolute, baselineAt: baseline)
          renamed[entry.file] = name
          entry.file = name
        }
        return entry
      })
  }

  /// The baseline as a file: sorted, pretty-printed, so it diffs well in review.
  public var json: String { PrettyJSON.text(Document(version: 1, findings: entries)) }

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
  /// finding already accepted. The file's path is compared without `.` and `folder/..` steps and
  /// doubled slashes, which a hand-edited entry may have.
  fileprivate var matched: Self {
    var entry = self
    entry.file = Self.normalized(file)
    guard let rule = AuditRule(rawValue: rule) else { return entry }
    entry.message = AuditFinding.identifyingMessage(message, of: rule)
    return entry
  }

  /// `path` without `.` steps, doubled slashes, and a folder followed by `..`.
  private static func normalized(_ path: String) -> String {
    guard path.contains("./") || path.contains("//") || path.hasSuffix("/.") || path.hasSuffix("/..") else {
      return path
    }
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: false) {
      // An empty part first is the root; anywhere else it is a doubled slash.
      if part == "." || (part.isEmpty && !parts.isEmpty) { continue }
      if part == "..", let last = parts.last, last != "..", !last.isEmpty {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }
}

import Foundation
import VosimUtterance

/// An audit report as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), which code
/// review tools (GitHub code scanning, Azure DevOps, VS Code's SARIF viewer) display.
///
/// One run; its driver lists every rule with its help text and default level; each result has its
/// `ruleId` and `ruleIndex`, its configured `level`, the screen file as the artifact location with the
/// region where the element's node starts (line 1 when the file does not place it: a dump, standard
/// input), and the element's node path as a logical location. Files are relative to `SRCROOT`, the
/// folder `vosim audit` ran in, given in `originalUriBaseIds` (`./`, `dir/..` and repeated slashes removed, an
/// absolute path inside it made relative); only files outside it are absolute `file://` URIs. With a
/// baseline, results carry `baselineState`. GitHub code scanning rejects a run of more than 25,000
/// results, so a larger log keeps 25,000, new findings first and the most severe first among them,
/// and says how many it left out.
public struct SARIFLog: Hashable, Sendable {
  public var report: AuditReport
  public var toolVersion: String
  /// The absolute folder relative paths are resolved against.
  public var workingDirectory: String

  public init(report: AuditReport, toolVersion: String, workingDirectory: String) {
    self.report = report
    self.toolVersion = toolVersion
    self.workingDirectory = workingDirectory
  }

  static let schema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// The most results GitHub code scanning accepts in one run.
  public static let maximumResults = 25_000

  /// How many findings the log leaves out to stay within `maximumResults`.
  public var omittedResultCount: Int {
    max(report.screens.reduce(0) { $0 + $1.audit.findings.count } - Self.maximumResults, 0)
  }

  /// The log as pretty-printed JSON with sorted keys.
  public var json: String {
    let rules = AuditRule.allCases
    let files = report.screens.map { relativeToRoot($0.file) }
    var results: [Result] = []
    for (index, screen) in report.screens.enumerated() {
      // The same finding twice on one element (three custom actions with one name) is told apart by its
      // occurrence, so code scanning does not merge them: the second is `#2`, whatever comes before.
      var occurrences: [String: Int] = [:]
      for (finding, known) in zip(screen.audit.findings, screen.isKnown) {
        let position = screen.positions[finding.path]
        let occurrence = occurrences[finding.fingerprint, default: 0] + 1
        occurrences[finding.fingerprint] = occurrence
        results.append(
          Result(
            ruleId: finding.rule.id, ruleIndex: rules.firstIndex(of: finding.rule)!,
            level: finding.severity.rawValue, message: Message(text: finding.message),
            locations: [
              Location(
                physicalLocation: PhysicalLocation(
                  artifactLocation: ArtifactLocation(
                    uri: Self.uri(files[index]), uriBaseId: Self.baseId(files[index]), index: index),
                  region: Region(startLine: position?.line ?? 1, startColumn: position?.column)),
                logicalLocations: [
                  LogicalLocation(fullyQualifiedName: finding.path, name: finding.identifier, kind: "element")
                ])
            ],
            partialFingerprints: [
              "vosimFinding/v1": Self.fingerprint(
                finding.fingerprint + (occurrence > 1 ? "|#\(occurrence)" : ""))
            ],
            baselineState: report.hasBaseline ? (known ? "unchanged" : "new") : nil))
      }
    }
    var notifications: [Notification] = []
    if results.count > Self.maximumResults {
      // New findings before what the baseline knows (they are what a review is for), the most severe
      // first within each, in report order within those.
      let rank = ["error": 0, "warning": 1, "note": 2]
      func key(_ result: Result) -> (Int, Int) {
        (result.baselineState == "unchanged" ? 1 : 0, rank[result.level] ?? 3)
      }
      results = results.enumerated().sorted { first, second in
        let (a, b) = (key(first.element), key(second.element))
        return (a.0, a.1, first.offset) < (b.0, b.1, second.offset)
      }.prefix(Self.maximumResults).map(\.element)
      notifications.append(
        Notification(
          level: "warning",
          message: Message(
            text:
              "\(omittedResultCount) of \(omittedResultCount + Self.maximumResults) results left out, the "
              + "least severe: GitHub code scanning accepts at most \(Self.maximumResults) per run. "
              + "'vosim audit --format json' lists them all.")))
    }
    let log = Log(
      schema: Self.schema, version: "2.1.0",
      runs: [
        Run(
          tool: Tool(
            driver: Driver(
              name: "vosim", version: toolVersion,
              rules: rules.map { rule in
                ReportingDescriptor(
                  id: rule.id, name: Self.pascalCase(rule.id), shortDescription: Message(text: rule.summary),
                  fullDescription: Message(text: rule.summary + " " + rule.help),
                  help: Message(text: rule.help),
                  defaultConfiguration: Configuration(level: rule.defaultSeverity.rawValue))
              })),
          invocations: [
            Invocation(
              executionSuccessful: true,
              toolExecutionNotifications: notifications.isEmpty ? nil : notifications)
          ],
          originalUriBaseIds: ["SRCROOT": OriginalBase(uri: Self.directoryURI(workingDirectory))],
          artifacts: files.map {
            Artifact(location: ArtifactLocation(uri: Self.uri($0), uriBaseId: Self.baseId($0), index: nil))
          },
          results: results, columnKind: "unicodeCodePoints", newlineSequences: ["\r\n", "\n", "\r"])
      ])
    return PrettyJSON.text(log)
  }

  /// The path as the log names it: `./`, `dir/..` and repeated slashes removed (RFC 3986's dot
  /// segments), an absolute path inside the working folder made relative to it and a relative one that
  /// climbs out of it made absolute, so one file has one name whatever way it was given.
  func relativeToRoot(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
      } else if component != ".." || !path.hasPrefix("/") {
        components.append(component)
      }
    }
    if !path.hasPrefix("/") {
      // A relative path that climbs out of the folder (`../Screens/a.json`) is outside it: absolute.
      guard components.first == "..", workingDirectory.hasPrefix("/") else {
        return components.joined(separator: "/")
      }
      return relativeToRoot(workingDirectory + "/" + path)
    }
    let root = workingDirectory.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    guard components.count > root.count, components.starts(with: root) else {
      return "/" + components.joined(separator: "/")
    }
    components.removeFirst(root.count)
    return components.joined(separator: "/")
  }

  /// A path as a URI reference: percent-encoded, `/`-separated; absolute paths as `file://` URIs.
  /// A colon is encoded too, so that `a:b.json` cannot read as a URI with the scheme `a`.
  static func uri(_ path: String) -> String {
    let encoded = path.addingPercentEncoding(withAllowedCharacters: uriPathAllowed) ?? path
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  /// Characters a URI path may carry unescaped (RFC 3986 pchar and `/`).
  static let uriPathAllowed = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/")

  static func baseId(_ path: String) -> String? { path.hasPrefix("/") ? nil : "SRCROOT" }

  static func directoryURI(_ path: String) -> String {
    uri(path.hasSuffix("/") ? path : path + "/")
  }

  /// `missing-label` → `MissingLabel`, SARIF's readable rule name.
  static func pascalCase(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// A stable hex digest of a finding's identity (FNV-1a, 64 bits): the same on every machine.
  static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  private struct Log: Encodable {
    var schema: String
    var version: String
    var runs: [Run]
    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }
  private struct Run: Encodable {
    var tool: Tool
    var invocations: [Invocation]
    var originalUriBaseIds: [String: OriginalBase]
    var artifacts: [Artifact]
    var results: [Result]
    var columnKind: String
    /// The line ends a region's line counts: a lone carriage return ends a line as it does in the
    /// reader's positions, which SARIF's default (`\r\n` and `\n`) leaves out.
    var newlineSequences: [String]
  }
  private struct Tool: Encodable { var driver: Driver }
  private struct Driver: Encodable {
    var name: String
    var version: String
    var rules: [ReportingDescriptor]
  }
  private struct ReportingDescriptor: Encodable {
    var id: String
    var name: String
    var shortDescription: Message
    var fullDescription: Message
    var help: Message
    var defaultConfiguration: Configuration
  }
  private struct Configuration: Encodable { var level: String }
  private struct Message: Encodable { var text: String }
  private struct Invocation: Encodable {
    var executionSuccessful: Bool
    var toolExecutionNotifications: [Notification]?
  }
  private struct Notification: Encodable {
    var level: String
    var message: Message
  }
  private struct OriginalBase: Encodable { var uri: String }
  private struct Artifact: Encodable { var location: ArtifactLocation }
  private struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String?
    var index: Int?
  }
  private struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [Location]
    var partialFingerprints: [String: String]
    var baselineState: String?
  }
  private struct Location: Encodable {
    var physicalLocation: PhysicalLocation
    var logicalLocations: [LogicalLocation]
  }
  private struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }
  /// Where in the file: SARIF lines and columns count from 1 (`columnKind` says in what unit).
  private struct Region: Encodable {
    var startLine: Int
    var startColumn: Int?
  }
  private struct LogicalLocation: Encodable {
    var fullyQualifiedName: String
    var name: String?
    var kind: String
  }
}

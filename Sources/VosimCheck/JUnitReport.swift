import VosimAudit
import VosimModel

/// A JUnit XML report of a check, which CI systems (GitLab, Jenkins, GitHub reporters) display natively:
/// one `<testcase>` per screen, the user-level difference as its `<failure>`.
///
/// The test case's `classname` is the screen's folder and its `name` the file, so CI groups screens by
/// folder. Text is escaped for XML 1.0, including control characters, which XML cannot carry at all:
/// they are written as `\u{1B}`-style text.
public struct JUnitReport: Hashable, Sendable {
  public var report: CheckReport
  /// The `<testsuite>` name.
  public var suiteName: String

  public init(report: CheckReport, suiteName: String = "vosim check") {
    self.report = report
    self.suiteName = suiteName
  }

  /// The XML document, UTF-8, ending in a line break.
  public var xml: String {
    let checks = report.checks
    var xml = Self.header(
      suiteName: suiteName, tests: checks.count, failures: checks.count { $0.isFailure && !$0.isError },
      errors: checks.count(where: \.isError))
    for check in checks {
      xml += Self.testcaseStart(check.screen)
      guard var message = check.failureMessage else {
        xml += "/>\n"
        continue
      }
      // The command with this run's paths and options: a bare `--record` records another reading. A CI
      // page that shows only the failure then still says how to accept the change.
      switch check.outcome {
      case .missingRecording: message += " Record it with: \(report.recordCommand)"
      case .differs:
        if !message.hasSuffix("\n") { message += "\n" }
        message += "If the changes are intended, accept them with: \(report.recordCommand)"
      default: break
      }
      xml += ">\n"
      let element = check.isError ? "error" : "failure"
      let summary = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? message
      xml += "      <\(element) message=\"\(Self.escaped(summary))\" type=\"\(check.status)\">"
      xml += Self.escaped(message, inAttribute: false)
      xml += "</\(element)>\n"
      if !check.warnings.isEmpty {
        xml +=
          "      <system-err>\(Self.escaped(check.warnings.map(\.description).joined(separator: "\n"), inAttribute: false))"
        xml += "</system-err>\n"
      }
      xml += "    </testcase>\n"
    }
    return xml + Self.footer
  }

  /// The document up to its first `<testcase>`: the suite's name and counts, on `<testsuites>` and
  /// on its one `<testsuite>`.
  static func header(suiteName: String, tests: Int, failures: Int, errors: Int) -> String {
    let name = escaped(suiteName)
    let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\""
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"\(name)\" \(counts)>\n"
      + "  <testsuite name=\"\(name)\" \(counts) skipped=\"0\">\n"
  }

  static let footer = "  </testsuite>\n</testsuites>\n"

  /// A screen's `<testcase` up to its attributes' end, left open for `/>` or `>`: its folder as the
  /// class name and its file as the name, so CI groups screens by folder.
  static func testcaseStart(_ path: String) -> String {
    // Shown as the text lines show it: a direction override or a line break in a file name would
    // reorder or split a CI page's test name.
    let (folder, file) = split(AuditReport.shownName(path))
    return "    <testcase classname=\"\(escaped(folder))\" name=\"\(escaped(file))\""
  }

  /// Text escaped for XML 1.0. In attributes, tabs and line breaks become character references so that
  /// attribute-value normalization keeps them.
  public static func escaped(_ text: String, inAttribute: Bool = true) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += inAttribute ? "&quot;" : "\""
      case "'": result += inAttribute ? "&apos;" : "'"
      case "\t", "\n", "\r":
        result += inAttribute ? "&#\(scalar.value);" : String(scalar)
      default:
        if Self.isAllowed(scalar) {
          result.unicodeScalars.append(scalar)
        } else {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
      }
    }
    return result
  }

  /// XML 1.0's `Char` production: no C0 controls but tab and line breaks, no U+FFFE or U+FFFF.
  /// (C1 controls are allowed, but discouraged; they are written as text too.)
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E, 0xA0...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  private static func split(_ path: String) -> (folder: String, file: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }
}

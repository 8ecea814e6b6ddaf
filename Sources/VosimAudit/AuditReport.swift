import Foundation
import VosimModel
import VosimUtterance

/// The findings of a run over many screens, with the baseline's verdict on each, in the formats
/// `vosim audit` prints: text lines editors recognise, JSON, and SARIF (`SARIFLog`).
public struct AuditReport: Hashable, Sendable {
  /// One screen's findings.
  public struct Screen: Hashable, Sendable {
    /// The file as the user named it.
    public var file: String
    public var audit: ScreenAudit
    /// For each finding (same order), whether the baseline already records it.
    public var isKnown: [Bool]
    /// Where findings' nodes start in the file, by node path, when the caller knows
    /// (`NodeLocator` for a native screen file): SARIF's regions.
    public var positions: [String: SourcePosition]

    public init(
      file: String, audit: ScreenAudit, isKnown: [Bool]? = nil, positions: [String: SourcePosition] = [:]
    ) {
      self.file = file
      self.audit = audit
      self.isKnown = isKnown ?? Array(repeating: false, count: audit.findings.count)
      self.positions = positions
    }

    /// The findings not in the baseline.
    public var newFindings: [AuditFinding] {
      zip(audit.findings, isKnown).filter { !$0.1 }.map(\.0)
    }

    /// Whether this screen fails the run: a new error, or under `strict` a new warning.
    public func fails(strict: Bool) -> Bool {
      zip(audit.findings, isKnown).contains { finding, known in
        !known && (finding.severity == .error || (strict && finding.severity == .warning))
      }
    }
  }

  public var screens: [Screen]
  /// Whether a baseline was given (SARIF then marks each result new or unchanged).
  public var hasBaseline: Bool

  public init(screens: [Screen], hasBaseline: Bool = false) {
    self.screens = screens
    self.hasBaseline = hasBaseline
  }

  public func fails(strict: Bool) -> Bool { screens.contains { $0.fails(strict: strict) } }

  /// `FILE: PATH (identifier): warning: [rule-id] message`, one line per finding, then the summary.
  public var text: String {
    var text = ""
    writeText { text += $0 }
    return text
  }

  /// `text` handed to `write` in parts, in order, without holding it whole: a screen of small buttons
  /// has hundreds of thousands of lines. The lines are made on every core, a run of findings each.
  public func writeText(_ write: (String) -> Void) {
    var cuts: [(screen: Int, range: Range<Int>)] = []
    for (index, screen) in screens.enumerated() {
      for start in stride(from: 0, to: screen.audit.findings.count, by: Self.linesPerRun) {
        cuts.append((index, start..<min(start + Self.linesPerRun, screen.audit.findings.count)))
      }
    }
    let screens = screens
    // A batch of runs per core at a time, so the parts waiting to be written stay few.
    let batch = max(1, ProcessInfo.processInfo.activeProcessorCount) * 2
    for first in stride(from: 0, to: cuts.count, by: batch) {
      let runs = Array(cuts[first..<min(first + batch, cuts.count)])
      let parts = Slots<String>(count: runs.count)
      DispatchQueue.concurrentPerform(iterations: runs.count) { index in
        let (screenIndex, range) = runs[index]
        let screen = screens[screenIndex]
        var part = ""
        part.reserveCapacity(range.count * 160)
        for offset in range {
          Self.appendLine(
            to: &part, file: screen.file, finding: screen.audit.findings[offset],
            known: screen.isKnown[offset])
          part += "\n"
        }
        parts.set(index, part)
      }
      for part in parts.values() { write(part) }
    }
    write(summary + "\n")
  }

  /// The findings one core turns into lines at a time.
  static let linesPerRun = 8192

  /// One finding as a diagnostic line.
  public static func line(file: String, finding: AuditFinding, known: Bool = false) -> String {
    var line = ""
    appendLine(to: &line, file: file, finding: finding, known: known)
    return line
  }

  /// `line(file:finding:known:)` appended in place: a screen's findings can be hundreds of thousands.
  static func appendLine(to text: inout String, file: String, finding: AuditFinding, known: Bool) {
    // A file name is shown as the errors show it: a line break in it would split the finding.
    text += Self.shownName(file)
    text += ": "
    text += finding.path
    if let identifier = finding.identifier {
      // Shortened as a quoted label is: a generated identifier can run to hundreds of characters.
      text += " ("
      text += Self.singleLine(String(Describe.quoted(identifier).dropFirst().dropLast()))
      text += ")"
    }
    text += ": "
    text += finding.severity.rawValue
    text += ": ["
    text += finding.rule.id
    text += "] "
    text += finding.message
    if known { text += " [known: in the baseline]" }
  }

  /// The last line: screens, findings by severity, and those the baseline knows.
  public var summary: String {
    func count(_ severity: AuditSeverity) -> String {
      let n = screens.reduce(0) { $0 + $1.audit.count(severity) }
      return "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
    }
    let known = screens.reduce(0) { $0 + $1.isKnown.count(where: { $0 }) }
    let screenCount = "\(screens.count) screen\(screens.count == 1 ? "" : "s")"
    var line = "Audited \(screenCount): \(count(.error)), \(count(.warning)), \(count(.note))"
    if hasBaseline { line += " (\(known) known from the baseline)" }
    return line
  }

  /// `{"screens": [{"file", "findings": [...]}], "summary": {...}}`, sorted keys, one trailing newline.
  public var json: String {
    struct Finding: Encodable {
      var rule: String
      var severity: String
      var path: String
      var identifier: String?
      var position: Int?
      var message: String
      var known: Bool

      /// Every key always: `null` for no identifier or position, as docs/audit.md lists them.
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(path, forKey: .path)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(position, forKey: .position)
        try container.encode(message, forKey: .message)
        try container.encode(known, forKey: .known)
      }
      private enum CodingKeys: String, CodingKey {
        case rule, severity, path, identifier, position, message, known
      }
    }
    struct ScreenEntry: Encodable {
      var file: String
      var findings: [Finding]
      var unsupportedLanguages: [String]
    }
    struct Summary: Encodable {
      var screens: Int
      var errors: Int
      var warnings: Int
      var notes: Int
      var known: Int
    }
    struct Document: Encodable {
      var screens: [ScreenEntry]
      var summary: Summary
    }
    let all = screens.flatMap(\.audit.findings)
    let document = Document(
      screens: screens.map { screen in
        ScreenEntry(
          file: screen.file,
          findings: zip(screen.audit.findings, screen.isKnown).map { finding, known in
            Finding(
              rule: finding.rule.id, severity: finding.severity.rawValue, path: finding.path,
              identifier: finding.identifier, position: finding.position, message: finding.message,
              known: known)
          }, unsupportedLanguages: screen.audit.unsupportedLanguages)
      },
      summary: Summary(
        screens: screens.count, errors: all.count { $0.severity == .error },
        warnings: all.count { $0.severity == .warning }, notes: all.count { $0.severity == .note },
        known: screens.reduce(0) { $0 + $1.isKnown.count(where: { $0 }) }))
    return PrettyJSON.text(document)
  }

  /// A message as one line of a log: line breaks (U+2028 and U+2029 too) as spaces; control characters,
  /// direction marks and overrides, which a label from the app under test could use to recolour, rewrite
  /// or reorder the log, as `\u{…}`.
  package static func singleLine(_ text: String) -> String { singleLine(text, breaksAsSpaces: true) }

  /// A file's name as one line: as `singleLine`, but a line break is escaped too (`a\u{A}b.json`), so
  /// two files whose names differ by one are not shown as one.
  package static func shownName(_ path: String) -> String { singleLine(path, breaksAsSpaces: false) }

  private static func singleLine(_ text: String, breaksAsSpaces: Bool) -> String {
    // Most messages hold no byte a control character or a direction override can start with.
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xD8 })
    else {
      return text
    }
    var line = String.UnicodeScalarView()
    var afterReturn = false
    for scalar in text.unicodeScalars {
      defer { afterReturn = scalar == "\r" }
      switch scalar.value {
      case _ where !breaksAsSpaces && [0x0A, 0x0D, 0x2028, 0x2029].contains(scalar.value):
        line.append(contentsOf: scalar.escapedForDisplay.unicodeScalars)
      case 0x0A where afterReturn: continue
      case 0x0A, 0x0D, 0x2028, 0x2029: line.append(" ")
      case _ where scalar.isControlCharacter || scalar.isDirectionControl:
        line.append(contentsOf: scalar.escapedForDisplay.unicodeScalars)
      default: line.append(scalar)
      }
    }
    return String(line)
  }
}

import VosimAudit
import VosimModel
import VosimUtterance

/// Every screen's check, in a stable order, rendered as text for people or JSON for tools.
public struct CheckReport: Hashable, Sendable {
  /// The checks in the order the screens were named (folders sorted by path).
  public var checks: [ScreenCheck]
  /// Whether the run recorded (`--record`): recordings written are then successes, not failures.
  public var isRecording: Bool
  /// The command that records these screens as this run read them (its paths and reading options
  /// with `--record`), which the text report gives as the way to accept a difference.
  public var recordCommand: String

  public init(checks: [ScreenCheck], isRecording: Bool, recordCommand: String = "vosim check --record") {
    self.checks = checks
    self.isRecording = isRecording
    self.recordCommand = recordCommand
  }

  /// Whether any screen differs, lacks a recording or could not be checked.
  public var hasFailures: Bool { checks.contains(where: \.isFailure) }

  /// How many screens ended with each status, in a fixed order, zero counts left out.
  public var counts: [(status: String, count: Int)] {
    var counts: [String: Int] = [:]
    for check in checks { counts[check.status, default: 0] += 1 }
    return Self.statuses.compactMap { status in counts[status].map { (status, $0) } }
  }

  private static let statuses = ["pass", "differs", "missing", "recorded", "updated", "unchanged", "error"]

  /// The closing line: `12 screens: 10 pass, 1 differs, 1 missing.`
  public var summary: String {
    let noun = checks.count == 1 ? "screen" : "screens"
    guard !checks.isEmpty else { return "0 screens checked." }
    return "\(checks.count) \(noun): " + counts.map { "\($0.count) \($0.status)" }.joined(separator: ", ")
      + "."
  }

  // MARK: - Text

  /// The report for a terminal: one line per screen, its status in capitals (`PASS`, `DIFFERS`,
  /// `MISSING`, `RECORDED`, `UPDATED`, `UNCHANGED`, `ERROR`) and the file it is about, each difference
  /// indented below its screen, then the summary, and the command that accepts an intended difference
  /// or writes the missing recordings.
  public var text: String {
    var text = ""
    for check in checks {
      // File names as audit's lines and the errors show them: a line break or an escape sequence in a
      // name must not split the line or drive the terminal.
      let screen = AuditReport.shownName(check.screen)
      let recording = AuditReport.shownName(check.recording)
      let subject =
        switch check.outcome {
        case .matched, .differs: screen
        case .missingRecording:
          "\(screen): no recording \(recording)"
            + (ScreenDiscovery.isLink(check.recording) ? " (a symbolic link to a missing file)" : "")
        case .recordedNew, .rerecorded, .recordingUnchanged: recording
        case .error(let diagnostic): "\(screen): \(diagnostic)"
        }
      text += "\(check.status.uppercased()) \(subject)\n"
      if let difference = check.difference {
        text += Self.indented(difference.report(recordedName: recording, currentName: screen))
      }
    }
    text += summary + "\n"
    if checks.contains(where: { if case .differs = $0.outcome { true } else { false } }) {
      text += "If the changes are intended, accept them with: \(recordCommand)\n"
    } else if checks.contains(where: { if case .missingRecording = $0.outcome { true } else { false } }) {
      // --record never writes through a link: a dangling one must go first.
      let dangling = checks.contains {
        if case .missingRecording = $0.outcome { ScreenDiscovery.isLink($0.recording) } else { false }
      }
      text +=
        (dangling ? "Remove the dangling links, then write" : "Write")
        + " the missing recordings with: \(recordCommand)\n"
    }
    return text
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
      $0.isEmpty ? "\n" : "    \($0)\n"
    }.joined()
  }

  // MARK: - JSON

  /// The report as pretty-printed JSON with sorted keys: `screens` (each with `screen`, `recording`,
  /// `status`, `changes`, `diff`, `warnings`) and `summary` (the count of every status, 0 included).
  public var json: String {
    PrettyJSON.text(
      JSONReport(
        screens: checks.map(JSONReport.Screen.init),
        // Every status, 0 included: a script reading `summary.differs` gets a number on a clean run.
        summary: Dictionary(
          uniqueKeysWithValues: Self.statuses.map { status in
            (status, counts.first { $0.status == status }?.count ?? 0)
          }),
        recording: isRecording))
  }
}

/// The JSON document's shape.
private struct JSONReport: Encodable {
  struct Change: Encodable {
    var kind: String
    var text: String?
    var position: Int?
    var from: Int?
    var to: Int?
    var old: String?
    var new: String?
    var oldMarked: String?
    var newMarked: String?
    var changedParts: [String]?
    var alsoMoved: Bool?

    init(_ change: TranscriptDifference.Change) {
      kind = change.kind.rawValue
      switch change {
      case .appeared(let text, let position), .disappeared(let text, let position):
        self.text = text
        self.position = position
      case .moved(let text, let from, let to):
        self.text = text
        self.from = from
        self.to = to
      case .reworded(let rewording):
        from = rewording.from
        to = rewording.to
        old = rewording.old
        new = rewording.new
        oldMarked = rewording.oldMarked
        newMarked = rewording.newMarked
        changedParts = rewording.changedParts
        alsoMoved = rewording.alsoMoved
      }
    }
  }

  struct Screen: Encodable {
    var screen: String
    var recording: String
    var status: String
    var changes: [Change]
    var diff: String?
    var message: String?
    var warnings: [String]

    init(_ check: ScreenCheck) {
      screen = check.screen
      recording = check.recording
      status = check.status
      warnings = check.warnings.map(\.description)
      if let difference = check.difference {
        changes = difference.changes.map(Change.init)
        diff = difference.lineDiff.unified(
          old: difference.recorded.lines, new: difference.current.lines, oldName: check.recording,
          newName: check.screen)
      } else {
        changes = []
      }
      if case .error(let diagnostic) = check.outcome { message = diagnostic.description }
    }
  }

  var screens: [Screen]
  var summary: [String: Int]
  var recording: Bool
}

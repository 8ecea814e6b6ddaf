import VosimAudit
import VosimModel

/// The result of checking one screen against its recording.
public struct ScreenCheck: Hashable, Sendable {
  /// What happened, in the order a report sorts them out.
  public enum Outcome: Hashable, Sendable {
    /// The transcript equals the recording.
    case matched
    /// The transcript differs; the recording was left as it was.
    case differs(TranscriptDifference)
    /// There is no recording and none was written.
    case missingRecording
    /// There was no recording; the transcript was recorded.
    case recordedNew
    /// The transcript differed and was written over the recording.
    case rerecorded(TranscriptDifference)
    /// Recording was asked for, and the recording already held exactly this transcript.
    case recordingUnchanged
    /// The screen or its recording could not be read, or the recording not written: one line naming
    /// the file, and the place in it where known.
    case error(Diagnostic)
  }

  /// The screen as the user named it (its path).
  public var screen: String
  /// The recording's path.
  public var recording: String
  public var outcome: Outcome
  /// Warnings about the screen (ambiguous order, unknown keys), one line each.
  public var warnings: [Diagnostic]

  public init(screen: String, recording: String, outcome: Outcome, warnings: [Diagnostic] = []) {
    self.screen = screen
    self.recording = recording
    self.outcome = outcome
    self.warnings = warnings
  }

  /// Whether the check fails a comparison run: a difference, a missing recording or an error.
  public var isFailure: Bool {
    switch outcome {
    case .matched, .recordedNew, .rerecorded, .recordingUnchanged: false
    case .differs, .missingRecording, .error: true
    }
  }

  /// Whether the screen could not be checked at all (bad input rather than a regression).
  public var isError: Bool {
    if case .error = outcome { true } else { false }
  }

  /// The difference found, if any (also when it was recorded over).
  public var difference: TranscriptDifference? {
    switch outcome {
    case .differs(let difference), .rerecorded(let difference): difference
    default: nil
    }
  }

  /// The outcome in one word, as the text and JSON reports print it.
  public var status: String {
    switch outcome {
    case .matched: "pass"
    case .differs: "differs"
    case .missingRecording: "missing"
    case .recordedNew: "recorded"
    case .rerecorded: "updated"
    case .recordingUnchanged: "unchanged"
    case .error: "error"
    }
  }

  /// What went wrong, in full, for a failure message; nil when the check passed or recorded. The
  /// command that records is the run's (`CheckReport.recordCommand`), so it is not part of it.
  public var failureMessage: String? {
    switch outcome {
    // File names as the text report shows them: a direction override or a line break in a name must
    // not reorder or split a CI page.
    case .differs(let difference):
      difference.report(
        recordedName: AuditReport.shownName(recording), currentName: AuditReport.shownName(screen))
    case .missingRecording:
      "No recording was found on disk: \(AuditReport.shownName(recording))."
    case .error(let diagnostic): diagnostic.description
    case .matched, .recordedNew, .rerecorded, .recordingUnchanged: nil
    }
  }
}

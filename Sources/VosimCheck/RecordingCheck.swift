import Foundation
import VosimFileOutput
import VosimModel
import VosimUtterance

/// Compares a screen's utterances with its recorded transcript, writing the recording as the record mode
/// says: the one entry point shared by `vosim check` and the Swift testing API.
public struct RecordingCheck: Sendable {
  public var recordMode: RecordMode

  /// - Parameter recordMode: When to write the recording; `.never` only compares.
  public init(recordMode: RecordMode) {
    self.recordMode = recordMode
  }

  /// Checks `utterances` against the recording at `recording`.
  ///
  /// - Parameters:
  ///   - utterances: The screen's utterances now, in reading order.
  ///   - recording: The recorded transcript's file (`NAME.txt` beside the screen).
  ///   - screenName: How reports name the screen (its path).
  ///   - warnings: Warnings about the screen, carried into the report.
  public func check(
    _ utterances: [Utterance], recording: URL, screenName: String, warnings: [Diagnostic] = []
  ) -> ScreenCheck {
    var planned = plan(utterances, recording: recording, screenName: screenName, warnings: warnings)
    if let transcript = planned.recordingToWrite {
      do {
        try Self.write(transcript, to: recording)
      } catch {
        planned.check.outcome = .error(error.diagnostic)
      }
    }
    return planned.check
  }

  /// A check decided but not yet written: its outcome, and the transcript to record, if any.
  public struct Planned: Hashable, Sendable {
    /// The outcome once the recording (if any) is written.
    public var check: ScreenCheck
    /// What to write as the recording; nil when nothing is to be written.
    public var recordingToWrite: Transcript?

    public init(check: ScreenCheck, recordingToWrite: Transcript?) {
      self.check = check
      self.recordingToWrite = recordingToWrite
    }
  }

  /// Decides the check of `utterances` against `recording` without writing anything, so that a run
  /// over many screens can write all of their recordings together, or none when one is bad.
  public func plan(
    _ utterances: [Utterance], recording: URL, screenName: String, warnings: [Diagnostic] = []
  ) -> Planned {
    let current = Transcript(utterances: utterances)
    var outcome: ScreenCheck.Outcome
    var write = false
    do {
      (outcome, write) = try self.outcome(current: current, utterances: utterances, recording: recording)
    } catch {
      outcome = .error(error.diagnostic)
    }
    let check = ScreenCheck(
      screen: screenName, recording: recording.relativePath, outcome: outcome, warnings: warnings)
    return Planned(check: check, recordingToWrite: write ? current : nil)
  }

  /// Writes `transcript` as the recording at `url`, atomically, exactly as `vosim transcript` prints it.
  public static func write(_ transcript: Transcript, to url: URL) throws(CheckError) {
    do {
      try AtomicFileWriter.write(transcript.text, to: url)
    } catch {
      throw .cannotWrite(url.relativePath, reason: error.localizedDescription)
    }
  }

  /// The recording at `url`, or nil when there is no file.
  public static func read(_ url: URL) throws(CheckError) -> Transcript? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
    guard !isDirectory.boolValue else {
      throw .unreadableRecording(url.relativePath, reason: "it is a folder")
    }
    // Foundation calls a device or a FIFO "no permission"; reading one could also never end.
    let resolved = url.resolvingSymlinksInPath().path
    if let type = try? FileManager.default.attributesOfItem(atPath: resolved)[.type] as? FileAttributeType,
      type != .typeRegular
    {
      let kind =
        switch type {
        case .typeCharacterSpecial, .typeBlockSpecial: "a device"
        case .typeSocket: "a socket"
        default: "a FIFO or another special file"
        }
      throw .unreadableRecording(url.relativePath, reason: "it is \(kind), not a regular file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      // The system's words (`Permission denied`), as for an unreadable screen, not Foundation's.
      let descriptor = open(url.path, O_RDONLY)
      let reason = descriptor < 0 ? String(cString: strerror(errno)) : error.localizedDescription
      if descriptor >= 0 { close(descriptor) }
      throw .unreadableRecording(url.relativePath, reason: reason)
    }
    // A byte order mark, as some editors write one, is not part of the text.
    let text: String
    do throws(UTF8Text.Invalid) { text = try UTF8Text.text(of: [UInt8](data)) } catch {
      throw .unreadableRecording(
        url.relativePath, reason: "\(error.message) (a recording is UTF-8, UTF-16 or UTF-32 text)",
        at: error.position)
    }
    // Another file in the recording's place (a screen, a report), or one a zero byte broke, would read
    // as lines no screen says: refused, as a capture is.
    if let kind = DeviceCapture.treeKind(text) {
      throw .unreadableRecording(
        url.relativePath,
        reason: "it is \(kind), not a transcript (one utterance per line); remove it to record")
    }
    if let zero = text.utf8.firstIndex(of: 0) {
      let offset = text.utf8.distance(from: text.utf8.startIndex, to: zero)
      throw .unreadableRecording(
        url.relativePath, reason: "a zero byte: a recording is text",
        at: UTF8Text.position(ofByte: offset, in: Array(text.utf8)))
    }
    return Transcript(parsing: text)
  }

  // MARK: - Private Methods

  private func outcome(
    current: Transcript, utterances: [Utterance], recording: URL
  ) throws(CheckError) -> (ScreenCheck.Outcome, write: Bool) {
    guard let recorded = try Self.read(recording) else {
      guard recordMode != .never else { return (.missingRecording, false) }
      return (.recordedNew, true)
    }
    let difference = TranscriptDifference(recorded: recorded, current: utterances)
    if difference.isEmpty {
      return (recordMode == .all ? .recordingUnchanged : .matched, false)
    }
    switch recordMode {
    case .all, .failed: return (.rerecorded(difference), true)
    case .missing, .never: return (.differs(difference), false)
    }
  }
}

import Foundation
import VosimCheck
import VosimReadingOrder
import VosimUtterance

/// The utterances VoiceOver speaks on `screen`, in reading order: the transcript as a value, for
/// assertions of your own (`transcript(of: screen).map(\.text)`, `…[2].segments`).
///
/// - Throws: `ModelError` when an explicit order's `Ref` names no node, or names one twice.
public func transcript(
  of screen: Screen, speaksHints: Bool = true,
  configuration: ReadingOrder.Configuration = ReadingOrder.Configuration()
) throws(ModelError) -> [Utterance] {
  let order = try ReadingOrder(configuration: configuration).order(screen)
  return UtteranceBuilder(configuration: .init(speaksHints: speaksHints)).utterances(for: order)
}

/// Asserts that VoiceOver reads `screen` as `expected`, one transcript line per element.
///
/// A failure says what changed as `vosim check` does (elements that appeared, disappeared, moved or were
/// reworded), then the line diff. Works under Swift Testing and XCTest.
///
/// ```swift
/// assertReadingOrder(of: screen, matches: [
///   "Camera. Heading.",
///   "Options. Button. Shows additional camera options.",
/// ])
/// ```
public func assertReadingOrder(
  of screen: Screen, matches expected: [String], speaksHints: Bool = true,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  guard let message = verifyReadingOrder(of: screen, matches: expected, speaksHints: speaksHints) else {
    return
  }
  FailureReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The failure `assertReadingOrder(of:matches:)` would report, or nil when the screen reads as expected.
public func verifyReadingOrder(
  of screen: Screen, matches expected: [String], speaksHints: Bool = true
) -> String? {
  let utterances: [Utterance]
  do {
    utterances = try transcript(of: screen, speaksHints: speaksHints)
  } catch {
    return AssertionMessages.unreadable(error)
  }
  let difference = TranscriptDifference(recorded: Transcript(lines: expected), current: utterances)
  guard !difference.isEmpty else { return nil }
  let report = difference.report(recordedName: "expected", currentName: "actual", againstExpectedLines: true)
  return "Transcript does not match the expected lines"
    + report.dropFirst(TranscriptDifference.mismatchMessage.count) + "\n"
    + AssertionMessages.pasteable(utterances.map(\.text))
}

/// Asserts that VoiceOver reads `screen` as the transcript recorded at `path`, recording it when it is
/// missing (snapshot-testing's `.missing` default; `VOSIM_RECORD` or `record` choose another mode).
///
/// A relative `path` is resolved against the folder of the test file, so recordings live beside the
/// tests (`"__Transcripts__/camera.txt"`); missing folders are created. The recording is exactly what
/// `vosim transcript` prints, so `vosim check` and this assertion agree on it.
///
/// Records:
/// ```
/// Camera. Heading.
/// Options. Button. Shows additional camera options.
/// ```
public func assertReadingOrder(
  of screen: Screen, matchesRecordingAt path: String, record: RecordMode? = nil, speaksHints: Bool = true,
  testName: String = #function, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard
    let message = verifyReadingOrder(
      of: screen, matchesRecordingAt: path, record: record, speaksHints: speaksHints, testName: testName,
      filePath: filePath)
  else { return }
  FailureReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The failure `assertReadingOrder(of:matchesRecordingAt:)` would report (recording as it would), or
/// nil when the screen reads as recorded.
public func verifyReadingOrder(
  of screen: Screen, matchesRecordingAt path: String, record: RecordMode? = nil, speaksHints: Bool = true,
  testName: String = #function, filePath: StaticString = #filePath
) -> String? {
  let mode: RecordMode
  do {
    mode = try record ?? RecordMode(environment: ProcessInfo.processInfo.environment)
  } catch {
    return error.localizedDescription
  }
  let utterances: [Utterance]
  do {
    utterances = try transcript(of: screen, speaksHints: speaksHints)
  } catch {
    return AssertionMessages.unreadable(error)
  }
  let url = recordingURL(path, filePath: "\(filePath)")
  if mode != .never {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  }
  let check = RecordingCheck(recordMode: mode).check(utterances, recording: url, screenName: testName)
  switch check.outcome {
  case .matched:
    return nil
  case .recordingUnchanged:
    return AssertionMessages.recordModeOn(url, testName: testName)
  case .recordedNew:
    return mode == .all
      ? AssertionMessages.recordModeOn(url, testName: testName)
      : AssertionMessages.recordedMissing(url, testName: testName)
  case .missingRecording:
    return AssertionMessages.notRecorded(url, testName: testName, argumentGiven: record != nil)
  case .differs(let difference):
    return difference.report(recordedName: url.path, currentName: testName) + "\n"
      + AssertionMessages.howToRecord(url, testName: testName, argumentGiven: record != nil)
  case .rerecorded(let difference):
    let report = difference.report(recordedName: url.path, currentName: testName)
    return mode == .all
      ? AssertionMessages.recordModeOn(url, testName: testName) + "\n\n" + report
      : report + "\n" + AssertionMessages.rerecorded(url, testName: testName)
  case .error(let diagnostic):
    return diagnostic.description
  }
}

/// A recording path: absolute as given, relative to the test file's folder otherwise.
func recordingURL(_ path: String, filePath: String) -> URL {
  if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
  return URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(path)
}

/// The fixed failure texts, snapshot-testing's templates with "transcript" for "snapshot"; tests
/// assert them verbatim.
enum AssertionMessages {
  static func recordedMissing(_ url: URL, testName: String) -> String {
    """
    No reference was found on disk. Automatically recorded transcript: …

    open "\(url.absoluteString)"

    Re-run "\(testName)" to assert against the newly-recorded transcript.
    """
  }

  static func recordModeOn(_ url: URL, testName: String) -> String {
    """
    Record mode is on. Automatically recorded transcript: …

    open "\(url.absoluteString)"

    Turn record mode off and re-run "\(testName)" to assert against the newly-recorded transcript.
    """
  }

  static func rerecorded(_ url: URL, testName: String) -> String {
    """
    A new transcript was automatically recorded.

    open "\(url.absoluteString)"

    Re-run "\(testName)" to assert against the newly-recorded transcript.
    """
  }

  /// How to ask for `mode`: the environment variable, or the argument alone when the assertion passes
  /// one, which overrides the variable.
  static func asking(for mode: String, argumentGiven: Bool) -> String {
    argumentGiven
      ? "with record: .\(mode) (the record: argument overrides VOSIM_RECORD)"
      : "with VOSIM_RECORD=\(mode) in the environment (or pass record: .\(mode))"
  }

  /// What a failed comparison with a recording says last: how to accept the new transcript.
  static func howToRecord(_ url: URL, testName: String, argumentGiven: Bool) -> String {
    """
    If the new transcript is right, record it: re-run "\(testName)" \
    \(asking(for: "failed", argumentGiven: argumentGiven)), then review the change to \
    "\(url.lastPathComponent)".
    """
  }

  /// The screen's lines as a Swift array literal, to paste into `matches:` when the change is right.
  static func pasteable(_ lines: [String]) -> String {
    let literals = lines.map { line in
      "  \"" + line.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        + "\","
    }
    return "The screen reads (paste into matches: if that is right):\n[\n" + literals.joined(separator: "\n")
      + "\n]"
  }

  /// Snapshot-testing's words, then which file is missing and how to record it.
  static func notRecorded(_ url: URL, testName: String, argumentGiven: Bool) -> String {
    """
    No reference was found on disk. New transcript was not recorded because recording is disabled: \
    "\(url.path)".

    Re-run "\(testName)" \(asking(for: "missing", argumentGiven: argumentGiven)) to record it, then \
    review and commit "\(url.lastPathComponent)".
    """
  }

  static func unreadable(_ error: any Error) -> String {
    "The screen cannot be read: \(error.localizedDescription)"
  }
}

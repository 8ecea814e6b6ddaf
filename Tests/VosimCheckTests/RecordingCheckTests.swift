import Foundation
import Testing
import VosimCheck
import VosimModel
import VosimReadingOrder
import VosimTestSupport
import VosimUtterance

/// A fresh folder for one test's recordings.
func temporaryFolder() throws -> URL {
  try TestFolder.make("vosim-check")
}

func sampleUtterances(_ labels: [String]) -> [Utterance] {
  labels.enumerated().map { index, label in
    Utterance(
      element: OrderedElement(position: index), language: "en-US",
      segments: [Segment(.label, label), Segment(.trait, "Button")])
  }
}

@Suite struct RecordingCheckTests {
  @Test func aMissingRecordingIsWrittenExactlyAsTheTranscriptText() throws {
    let folder = try temporaryFolder()
    let recording = folder.appendingPathComponent("screen.txt")
    let utterances = sampleUtterances(["Play", "Next"])
    let check = RecordingCheck(recordMode: .missing).check(
      utterances, recording: recording, screenName: "screen.json")
    #expect(check.outcome == .recordedNew)
    #expect(try String(contentsOf: recording, encoding: .utf8) == "Play. Button.\nNext. Button.\n")
    #expect(try String(contentsOf: recording, encoding: .utf8) == Transcript(utterances: utterances).text)
    // The next run compares with what was recorded.
    let again = RecordingCheck(recordMode: .missing).check(
      utterances, recording: recording, screenName: "screen.json")
    #expect(again.outcome == .matched)
    #expect(!again.isFailure)
  }

  @Test func neverModeReportsAMissingRecordingAndWritesNothing() throws {
    let recording = try temporaryFolder().appendingPathComponent("screen.txt")
    let check = RecordingCheck(recordMode: .never).check(
      sampleUtterances(["Play"]), recording: recording, screenName: "screen.json")
    #expect(check.outcome == .missingRecording)
    #expect(check.isFailure)
    #expect(!FileManager.default.fileExists(atPath: recording.path))
  }

  @Test func aDifferenceLeavesTheRecordingUnlessFailedOrAllModeRewritesIt() throws {
    let recording = try temporaryFolder().appendingPathComponent("screen.txt")
    try "Next. Button.\nPlay. Button.\n".write(to: recording, atomically: true, encoding: .utf8)
    let current = sampleUtterances(["Play", "Next"])
    for mode in [RecordMode.never, .missing] {
      let check = RecordingCheck(recordMode: mode).check(current, recording: recording, screenName: "s.json")
      #expect(check.difference?.changes == [.moved(text: "Next. Button.", from: 1, to: 2)])
      #expect(check.status == "differs")
      #expect(try String(contentsOf: recording, encoding: .utf8) == "Next. Button.\nPlay. Button.\n")
    }
    let check = RecordingCheck(recordMode: .failed).check(current, recording: recording, screenName: "s.json")
    #expect(check.status == "updated")
    #expect(try String(contentsOf: recording, encoding: .utf8) == "Play. Button.\nNext. Button.\n")
    let unchanged = RecordingCheck(recordMode: .all).check(
      current, recording: recording, screenName: "s.json")
    #expect(unchanged.outcome == .recordingUnchanged)
  }

  @Test func anUnreadableRecordingIsAnErrorNamingItsFileAndPlace() throws {
    let folder = try temporaryFolder()
    let recording = folder.appendingPathComponent("screen.txt")
    try Data([0xC3, 0x28]).write(to: recording)
    let check = RecordingCheck(recordMode: .never).check([], recording: recording, screenName: "screen.json")
    #expect(
      check.outcome
        == .error(
          .error(
            "cannot read the recording: invalid UTF-8 (a recording is UTF-8, UTF-16 or UTF-32 text)",
            at: SourcePosition(line: 1, column: 1), file: recording.relativePath)))
    #expect(
      check.failureMessage
        == "\(recording.relativePath):1:1: error: cannot read the recording: invalid UTF-8 (a recording is "
        + "UTF-8, UTF-16 or UTF-32 text)")
    #expect(check.isError)
    // The place counts Unicode scalars after a byte order mark, as an editor shows the line.
    try Data([0xEF, 0xBB, 0xBF] + Array("Play. Button.\nCafé ".utf8) + [0xE9]).write(to: recording)
    let placed = RecordingCheck(recordMode: .never).check([], recording: recording, screenName: "screen.json")
    #expect(placed.failureMessage?.hasPrefix("\(recording.relativePath):2:6: error: cannot read") == true)
    #expect(placed.failureMessage?.contains("invalid UTF-8") == true)
    // A UTF-16 byte order mark with half a unit after it is broken UTF-16, at the end of the text.
    try Data([0xFF, 0xFE, 0x41, 0x00, 0x00]).write(to: recording)
    let broken = RecordingCheck(recordMode: .never).check([], recording: recording, screenName: "screen.json")
    #expect(broken.failureMessage?.hasPrefix("\(recording.relativePath):1:2: error:") == true)
    #expect(broken.failureMessage?.contains("invalid UTF-16LE text") == true)
    // A lone low surrogate on the second line, after "é" and a space: the third column.
    try Data(
      [0xFF, 0xFE] + Array("A\n\u{E9} ".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0x00, 0xDC]
    )
    .write(to: recording)
    let surrogate = RecordingCheck(recordMode: .never).check(
      [], recording: recording, screenName: "screen.json")
    #expect(surrogate.failureMessage?.hasPrefix("\(recording.relativePath):2:3: error:") == true)
    // Another file in the recording's place, or a zero byte, is no transcript: refused, not diffed.
    for (content, reason) in [
      (
        #"{"root": {"subviews": []}}"#,
        "it is a JSON document (a screen file, a dump or a report), not a transcript"
      ),
      (
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>Play</text></svg>\n", "it is an XML or HTML document"
      ),
      ("WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\nPlay. Button.\n", "it is a WebVTT captions file"),
      ("Play. Button.\u{0}\n", "a zero byte: a recording is text"),
    ] {
      try Data(content.utf8).write(to: recording)
      let wrong = RecordingCheck(recordMode: .never).check(
        [], recording: recording, screenName: "screen.json")
      #expect(wrong.isError, "\(content)")
      #expect(wrong.failureMessage?.contains("cannot read the recording: \(reason)") == true, "\(content)")
    }
    // A label written as a tag starts a line that ends in words: a transcript.
    try Data("<b>Bold</b> offer. Link.\nNext. Button.\n".utf8).write(to: recording)
    #expect(
      !RecordingCheck(recordMode: .never).check([], recording: recording, screenName: "screen.json").isError)
  }

  /// A recording saved as UTF-16 or UTF-32 (as Windows tools write) reads as its text.
  @Test func aRecordingInUTF16OrUTF32IsRead() throws {
    let folder = try temporaryFolder()
    let recording = folder.appendingPathComponent("screen.txt")
    let current = [
      Utterance(
        element: OrderedElement(position: 0), language: "en-US", segments: [Segment(.label, "Play")])
    ]
    for encoding in [String.Encoding.utf16, .utf16LittleEndian, .utf32] {
      let bom: [UInt8] = encoding == .utf16LittleEndian ? [0xFF, 0xFE] : []
      try Data(bom + [UInt8]("Play.\n".data(using: encoding)!)).write(to: recording)
      let check = RecordingCheck(recordMode: .never).check(
        current, recording: recording, screenName: "s.json")
      #expect(check.outcome == .matched, "\(encoding): \(check.outcome)")
    }
  }

  /// A byte order mark before a recording is not part of its first line.
  @Test func aByteOrderMarkIsNotText() throws {
    let folder = try temporaryFolder()
    let recording = folder.appendingPathComponent("screen.txt")
    try Data([0xEF, 0xBB, 0xBF] + Array("Play. Button.\n".utf8)).write(to: recording)
    let check = RecordingCheck(recordMode: .never).check(
      sampleUtterances(["Play"]), recording: recording, screenName: "screen.json")
    #expect(check.outcome == .matched)
  }
}

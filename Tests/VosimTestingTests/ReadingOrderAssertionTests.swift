import Foundation
import Testing
import VosimCheck
import VosimTestSupport

@testable import VosimTesting

private let cameraScreen = Screen {
  LabelNode("Camera").traits(.header).frame(0, 50, 390, 44)
  ButtonNode("Options", hint: "Shows additional camera options.").frame(20, 100, 80, 44)
  ButtonNode("Shutter").frame(150, 700, 90, 90)
}

private let cameraLines = [
  "Camera. Heading.",
  "Options. Button. Shows additional camera options.",
  "Shutter. Button.",
]

private func temporaryFolder() throws -> URL {
  try TestFolder.make("vosim-testing")
}

@Suite struct ReadingOrderAssertionTests {
  @Test func theTranscriptIsAValue() throws {
    let utterances = try transcript(of: cameraScreen)
    #expect(utterances.map(\.text) == cameraLines)
    #expect(try transcript(of: cameraScreen, speaksHints: false)[1].text == "Options. Button.")
  }

  @Test func aMatchingScreenPasses() {
    assertReadingOrder(of: cameraScreen, matches: cameraLines)
    #expect(verifyReadingOrder(of: cameraScreen, matches: cameraLines) == nil)
  }

  /// No recording is involved in `matches:`: an empty side is named as the expected lines.
  @Test func anEmptySideIsNamedAsTheExpectedLines() {
    #expect(
      verifyReadingOrder(of: cameraScreen, matches: [])?.contains(
        "The expected lines hold nothing; the screen now reads 3 elements.") == true)
    #expect(
      verifyReadingOrder(of: Screen {}, matches: ["A. Button."])?.contains(
        "The screen now reads nothing; the expected lines hold 1 element.") == true)
  }

  @Test func aMismatchFailsWithTheUserLevelDifference() {
    let expected = ["Shutter. Button."] + cameraLines.dropLast()
    #expect(
      verifyReadingOrder(of: cameraScreen, matches: Array(expected)) == """
        Transcript does not match the expected lines: 1 moved.
          moved from position 1 to 3: Shutter. Button.

        --- expected
        +++ actual
        @@ -1,3 +1,3 @@
        -Shutter. Button.
         Camera. Heading.
         Options. Button. Shows additional camera options.
        +Shutter. Button.

        The screen reads (paste into matches: if that is right):
        [
          "Camera. Heading.",
          "Options. Button. Shows additional camera options.",
          "Shutter. Button.",
        ]
        """)
    withKnownIssue {
      assertReadingOrder(of: cameraScreen, matches: Array(expected))
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Transcript does not match the expected lines: 1 moved.")
        == true
    }
  }

  @Test func aMissingRecordingIsRecordedWithSnapshotTestingsMessage() throws {
    let folder = try temporaryFolder()
    let path = folder.appendingPathComponent("new/camera.txt").path
    let message = verifyReadingOrder(
      of: cameraScreen, matchesRecordingAt: path, record: .missing, testName: "camera()")
    #expect(
      message == """
        No reference was found on disk. Automatically recorded transcript: …

        open "\(URL(fileURLWithPath: path).absoluteString)"

        Re-run "camera()" to assert against the newly-recorded transcript.
        """)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == cameraLines.map { $0 + "\n" }.joined())
    #expect(verifyReadingOrder(of: cameraScreen, matchesRecordingAt: path, record: .missing) == nil)
    assertReadingOrder(of: cameraScreen, matchesRecordingAt: path)
  }

  @Test func neverModeFailsWithoutRecording() throws {
    let path = try temporaryFolder().appendingPathComponent("camera.txt").path
    let testName = "neverModeFailsWithoutRecording()"
    #expect(
      verifyReadingOrder(of: cameraScreen, matchesRecordingAt: path, record: .never, testName: testName)
        == """
        No reference was found on disk. New transcript was not recorded because recording is disabled: \
        "\(path)".

        Re-run "\(testName)" with record: .missing (the record: argument overrides VOSIM_RECORD) to \
        record it, then review and commit "camera.txt".
        """)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aChangedScreenFailsAgainstItsRecordingWithTheSameReportAsCheck() throws {
    let path = try temporaryFolder().appendingPathComponent("camera.txt").path
    try "Camera. Heading.\nOptions. Button.\nShutter. Button.\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let message = verifyReadingOrder(
      of: cameraScreen, matchesRecordingAt: path, record: .missing, testName: "t()")
    #expect(
      message?.hasPrefix(
        """
        Transcript does not match recording: 1 reworded.
          reworded at position 2 (hint):
            was: Options. Button.
            now: Options. Button. {+Shows additional camera options.+}

        --- \(path)
        +++ t()
        """) == true)
    #expect(
      message?.hasSuffix(
        """
        If the new transcript is right, record it: re-run "t()" with record: .failed (the record: \
        argument overrides VOSIM_RECORD), then review the change to "camera.txt".
        """) == true)
    // Record mode "all" rewrites it and still fails, so that nobody leaves it on.
    let recorded = verifyReadingOrder(
      of: cameraScreen, matchesRecordingAt: path, record: .all, testName: "t()")
    #expect(recorded?.hasPrefix("Record mode is on. Automatically recorded transcript: …") == true)
    #expect(verifyReadingOrder(of: cameraScreen, matchesRecordingAt: path, record: .never) == nil)
  }

  @Test func aRelativeRecordingPathIsBesideTheTestFile() {
    let url = recordingURL("__Transcripts__/camera.txt", filePath: "/repo/Tests/CameraTests.swift")
    #expect(url.path == "/repo/Tests/__Transcripts__/camera.txt")
  }
}

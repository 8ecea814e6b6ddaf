import Foundation
import Testing
import VosimUtterance

@testable import VosimSpeech

@Suite("WebVTT captions")
struct WebVTTTests {
  @Test func theCaptionsParseWithAscendingTimesAndTheTranscriptLines() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let utterances = [
      utterance(0, [Segment(.label, "Inbox"), Segment(.trait, "Heading")]),
      utterance(
        1, [Segment(.label, "Compose"), Segment(.trait, "Button"), Segment(.hint, "Writes a mail.")]),
      utterance(2, [Segment(.label, "Search")]),
    ]
    let url = folder.appendingPathComponent("screen.vtt")
    let rendering = try SpeechSynthesizer().render(utterances, to: nil, captions: url)
    let cues = try parse(String(contentsOf: url, encoding: .utf8))
    #expect(cues.map(\.text) == ["Inbox. Heading.", "Compose. Button. Writes a mail.", "Search."])
    #expect(cues.map(\.text) == utterances.map(\.text))
    for cue in cues { #expect(cue.end > cue.start) }
    for (cue, next) in zip(cues, cues.dropFirst()) { #expect(next.start >= cue.end) }
    #expect(cues.map(\.start) == rendering.timeline.entries.map(\.startMilliseconds))
  }

  @Test func timestampsAndReservedCharacters() {
    #expect(WebVTT.timestamp(0) == "00:00:00.000")
    #expect(WebVTT.timestamp(3_723_045) == "01:02:03.045")
    #expect(WebVTT.cueText("a <b> & c --> d\ne") == "a &lt;b&gt; &amp; c --&gt; d e")
  }

  struct Cue {
    var start: Int
    var end: Int
    var text: String
  }

  /// A strict reader for the subset vosim writes: the signature, then blocks of id, times and text.
  func parse(_ text: String) throws -> [Cue] {
    var blocks = text.components(separatedBy: "\n\n")
    guard blocks.removeFirst() == "WEBVTT" else { throw CocoaError(.fileReadCorruptFile) }
    return try blocks.map { block in
      let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        .filter { !$0.isEmpty }
      // A cue's text may be empty (an element that says nothing).
      guard lines.count == 3 || lines.count == 2 else { throw CocoaError(.fileReadCorruptFile) }
      let times = lines[1].components(separatedBy: " --> ")
      guard times.count == 2, let start = milliseconds(times[0]), let end = milliseconds(times[1]) else {
        throw CocoaError(.fileReadCorruptFile)
      }
      return Cue(start: start, end: end, text: lines.count == 3 ? lines[2] : "")
    }
  }

  func milliseconds(_ stamp: String) -> Int? {
    let parts = stamp.split(whereSeparator: { $0 == ":" || $0 == "." }).compactMap { Int($0) }
    guard parts.count == 4 else { return nil }
    return ((parts[0] * 60 + parts[1]) * 60 + parts[2]) * 1000 + parts[3]
  }
}

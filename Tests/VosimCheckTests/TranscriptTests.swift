import Testing
import VosimCheck
import VosimReadingOrder
import VosimUtterance

@Suite struct TranscriptTests {
  @Test func theTextIsOneUtterancePerLineEachEndingInALineBreak() {
    let utterances = [
      Utterance(element: OrderedElement(), language: "en-US", segments: [Segment(.label, "Title")]),
      Utterance(
        element: OrderedElement(position: 1), language: "en-US",
        segments: [Segment(.label, "OK"), Segment(.trait, "Button")]),
    ]
    #expect(Transcript(utterances: utterances).text == "Title.\nOK. Button.\n")
    #expect(Transcript(lines: []).text == "")
  }

  @Test func aLineBreakInsideALabelStaysOnOneLine() {
    let transcript = Transcript(lines: ["Two\nlines."])
    #expect(transcript.text == "Two lines.\n")
    #expect(Transcript(parsing: transcript.text) == transcript)
  }

  @Test func parsingAcceptsAMissingFinalLineBreakAndWindowsLineEnds() {
    #expect(Transcript(parsing: "A.\r\nB.").lines == ["A.", "B."])
    #expect(Transcript(parsing: "").lines == [])
    #expect(Transcript(parsing: "\n").lines == [""])
    #expect(Transcript(parsing: "A.\n\nB.\n").lines == ["A.", "", "B."])
  }
}

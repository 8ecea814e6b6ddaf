import Testing

@testable import VosimReport

@Suite struct ElementColorTests {
  /// Every element's colour carries small text (its number, white on it; its line, it on white) at
  /// WCAG 1.4.3's 4.5:1, yellows and greens included.
  @Test func everyColourCarriesSmallText() {
    for position in 1...360 {
      let colour = ElementColor.hex(position)
      #expect(ElementColor.contrastWithWhite(colour) >= 4.5, "position \(position): \(colour)")
    }
    #expect(ElementColor.contrastWithWhite("#ffffff") == 1)
    #expect(abs(ElementColor.contrastWithWhite("#000000") - 21) < 0.001)
  }

  /// A legend line's notes are read on its highlight while it is the current line: 4.5:1 there too.
  @Test func notesCarrySmallTextOnTheCurrentLine() {
    let notes = ElementColor.lineNotes
    for position in 1...360 {
      let background = ElementColor.currentLine(position)
      for colour in [notes.warn, notes.error, notes.warning, notes.note, "#57606a"] {
        #expect(
          ElementColor.contrast(colour, background) >= 4.5, "position \(position): \(colour) on \(background)"
        )
      }
    }
  }

  /// The crossed-out words of content inside an element lie on its fill and the hatching: 4.5:1 on
  /// the darkest of them, the current element's.
  @Test func unreachableWordsCarrySmallTextInsideTheCurrentElement() {
    for position in 1...360 {
      let background = ElementColor.underUnreachable(position)
      #expect(
        ElementColor.contrast(ElementColor.unreachableWords, background) >= 4.5,
        "position \(position): on \(background)")
    }
    #expect(ElementColor.contrast("#656d76", ElementColor.underUnreachable(3)) < 4.5)
  }
}

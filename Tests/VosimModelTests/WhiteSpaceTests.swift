import Testing
import VosimModel

/// One rule for blank text across the importers, the reading order and the utterances.
@Suite struct WhiteSpaceTests {
  @Test func trimsUnicodeWhiteSpaceAndLineBreaksAtBothEnds() {
    #expect("Play".trimmedOfWhiteSpace() == "Play")
    #expect("  Play \n".trimmedOfWhiteSpace() == "Play")
    #expect("\u{00A0}Café\u{2003}".trimmedOfWhiteSpace() == "Café")
    #expect("\t\r\n\u{000B}\u{000C}x y\u{2028}".trimmedOfWhiteSpace() == "x y")
    #expect("Zurück".trimmedOfWhiteSpace() == "Zurück")
    #expect(" \u{3000} ".trimmedOfWhiteSpace() == "")
    #expect("".trimmedOfWhiteSpace() == "")
    // Inner white space stays.
    #expect(" a  b ".trimmedOfWhiteSpace() == "a  b")
  }

  @Test func aTextOfOnlyInvisibleCharactersIsEmptyButVisibleTextKeepsThem() {
    #expect("\u{200B}".trimmedOfWhiteSpace() == "")
    #expect(" \u{FEFF}\u{2060} \u{00AD}".trimmedOfWhiteSpace() == "")
    // An emoji's variation selector and a joiner inside a word are part of what is shown.
    #expect("\u{2764}\u{FE0F}".trimmedOfWhiteSpace() == "\u{2764}\u{FE0F}")
    #expect(" a\u{200D}b\u{200B} ".trimmedOfWhiteSpace() == "a\u{200D}b\u{200B}")
    // Control characters have no glyph either: alone they are blank, inside text they stay.
    #expect("\u{1B}\u{07}\u{00}\u{9B}".trimmedOfWhiteSpace() == "")
    #expect("a\u{1B}".trimmedOfWhiteSpace() == "a\u{1B}")
  }

  @Test func aSubstringTrimsAsItsString() {
    let parts = " Edit , Delete ,".split(separator: ",")
    #expect(parts.map { $0.trimmedOfWhiteSpace() } == ["Edit", "Delete"])
  }

  @Test func blankIsWhatTrimsToNothing() {
    let texts = [
      "", " ", "\n\t", "\u{00A0}", "\u{3000}\u{2029}", "a", " a ", "\u{200B}", "\u{200B}a", "é", "\u{0301}",
      "\u{FE0F}", "\u{1B}", "\u{07}a",
    ]
    for text in texts {
      #expect(text.isBlank == text.trimmedOfWhiteSpace().isEmpty, "\(text.unicodeScalars.map(\.value))")
    }
    #expect(texts.filter(\.isBlank).count == 8)
  }
}

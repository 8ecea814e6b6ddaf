import Testing

@testable import VosimAudit

/// The words the word rules compare: ASCII text takes a byte path, everything else a character path;
/// both must split alike.
@Suite struct WordsTests {
  @Test func asciiTextSplitsIntoLowercaseWords() {
    #expect(Words.tokens("Tap-to play -- it's 'Done'!") == ["tap-to", "play", "it's", "done"])
    #expect(Words.tokens("  -x- 42nd\r\nStreet") == ["x", "42nd", "street"])
    #expect(Words.tokens("---") == [])
    #expect(Words.tokens("") == [])
  }

  @Test func theByteAndCharacterPathsAgreeOnAnyASCIIText() {
    var generator = SplitMix(seed: 7)
    let alphabet = Array("aZ09 '-.,:!\t\r\nBy_x")
    for _ in 0..<5000 {
      let length = Int(generator.next() % 24)
      let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
      #expect(Words.asciiTokens(text) == Words.characterTokens(text), "\(text.debugDescription)")
    }
  }

  @Test func nonASCIITextKeepsItsLettersAndTypographicApostrophes() {
    #expect(Words.tokens("Öffnen Sie’s, Кнопка") == ["öffnen", "sie’s", "кнопка"])
  }
}

/// A small deterministic generator, so a failure names the same text every run.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The cheap look before `normalized`: it may only say "differ" where the normalized texts differ.
@Suite struct FirstLetterTests {
  @Test func differOnlyWhereTheNormalizedTextsCannotBeEqual() {
    #expect(Words.firstLettersDiffer("Save", "Open"))
    #expect(!Words.firstLettersDiffer("  save", "Save."))
    #expect(!Words.firstLettersDiffer("İstanbul", "istanbul"))  // not ASCII: left to normalized
    #expect(!Words.firstLettersDiffer("", "Save"))
    #expect(!Words.firstLettersDiffer(".", "!"))  // both normalize to nothing
    var generator = SplitMix(seed: 11)
    let alphabet = Array(" \taAbB.!?İi\n")
    for _ in 0..<5000 {
      let make = { (g: inout SplitMix) in
        String((0..<Int(g.next() % 6)).map { _ in alphabet[Int(g.next() % UInt64(alphabet.count))] })
      }
      let a = make(&generator)
      let b = make(&generator)
      if Words.firstLettersDiffer(a, b) {
        #expect(Words.normalized(a) != Words.normalized(b), "\(a.debugDescription) \(b.debugDescription)")
        #expect(!Words.normalized(a).hasPrefix(Words.normalized(b)))
      }
    }
  }
}

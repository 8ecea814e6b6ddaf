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
}

import Testing

@testable import VosimReport

/// The SVG cuts and wraps text by its width in the widest font a viewer may use (DejaVu Sans), so no
/// line runs out of its row: wide letters take more room than narrow ones, CJK a full em.
@Suite("SVG text widths")
struct SVGTextCutTests {
  @Test func textIsCutByItsWidthInDejaVuSans() {
    // S e t t i n g s: 0.635 + 0.615 + 0.392 + 0.392 + 0.278 + 0.634 + 0.635 + 0.521 em.
    #expect(abs(TextWidth.ems(of: "Settings") - 4.102) < 1e-9)
    #expect(TextWidth.truncated("Settings", width: 42, fontSize: 10) == "Settings")
    #expect(TextWidth.truncated("Settings and more", width: 41.02, fontSize: 10) == "Settin…")
    #expect(TextWidth.ems(of: "iiii") < TextWidth.ems(of: "WW"))
    #expect(TextWidth.truncated("設定画面です", width: 60, fontSize: 10) == "設定画面です")
    #expect(TextWidth.truncated("設定画面ですよ", width: 60, fontSize: 10) == "設定画面で…")
  }

  /// Beyond Latin and the common signs, a character takes the room of nearly the widest of its kind:
  /// `Ж` (1.08 em), an em dash, `Ⅷ` (1.32 em) never run out of their box.
  @Test func otherCharactersAreNeverUnderMeasured() {
    #expect(TextWidth.ems(of: "Ж") >= 1.077)
    #expect(TextWidth.ems(of: "—") == 1)
    #expect(TextWidth.ems(of: "Ⅷ") >= 1.317)
    #expect(TextWidth.ems(of: "’") == 0.318)
    let cut = TextWidth.truncated(String(repeating: "Ж", count: 80), width: 390, fontSize: 11)
    #expect(Double(cut.count - 1) * 1.077 + 1 <= 390.0 / 11)
  }

  /// What DejaVu Sans draws wider than its kind's or its base letter's room takes the font's advance:
  /// Vietnamese capitals with a horn, precomposed or not, Latin digraphs, the per ten thousand sign.
  @Test func charactersWiderThanTheirKindTakeTheFontsAdvance() {
    #expect(TextWidth.ems(of: "Ơ") == 0.913)
    #expect(TextWidth.ems(of: "Ớ") == 0.913)
    #expect(TextWidth.ems(of: "O\u{31B}\u{301}") == 0.913)
    #expect(TextWidth.ems(of: "Ǆ") == 1.422)
    #expect(TextWidth.ems(of: "‱") == 1.735)
    #expect(TextWidth.ems(of: "ľ") == 0.375)
    // Others keep their estimate.
    #expect(TextWidth.ems(of: "Ö") == TextWidth.ems(of: "O"))
  }

  /// Greek, Cyrillic, Hebrew and Arabic take the font's own advances, not the widest letter's room:
  /// `Привет мир` fits where it fits.
  @Test func otherScriptsAreMeasuredByTheirOwnAdvances() {
    // м и р: 0.754 + 0.650 + 0.635 em; ש ל ו ם: 0.708 + 0.568 + 0.272 + 0.664.
    #expect(abs(TextWidth.ems(of: "мир") - 2.039) < 1e-9)
    #expect(abs(TextWidth.ems(of: "שלום") - 2.212) < 1e-9)
    #expect(abs(TextWidth.ems(of: "Ωμέγα") - 3.192) < 1e-9)
    #expect(abs(TextWidth.ems(of: "تعديل") - 3.493) < 1e-9)
    #expect(TextWidth.ems(of: "Ж") == 1.077)
    #expect(TextWidth.truncated("Привет мир привет.", width: 135, fontSize: 11) == "Привет мир привет.")
  }

  @Test func accentedLettersAreAsWideAsTheirBaseLetters() {
    #expect(TextWidth.ems(of: "Ünïcödé") == TextWidth.ems(of: "Unicode"))
    #expect(TextWidth.ems(of: "e\u{301}") == TextWidth.ems(of: "e"))
  }

  @Test func notesWrapAtSpacesAndTheLastAllowedLineIsCut() {
    let width = TextWidth.ems(of: "one two") * 10
    #expect(
      TextWidth.wrapped("one two three", width: width, fontSize: 10, maximum: 3) == ["one two", "three"])
    let cut = TextWidth.wrapped("one two three four five", width: width, fontSize: 10, maximum: 2)
    #expect(cut.count == 2)
    #expect(cut[0] == "one two")
    #expect(cut[1].hasPrefix("three") && cut[1].hasSuffix("…"))
    for line in cut { #expect(TextWidth.ems(of: line) * 10 <= width) }
  }
}

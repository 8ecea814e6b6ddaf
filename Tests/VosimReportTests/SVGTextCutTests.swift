import Testing

@testable import VosimReport

/// The SVG cuts text it cannot fit by width, not by characters: a CJK character takes two.
@Suite("SVG text cuts")
struct SVGTextCutTests {
  @Test func wideCharactersCountTwice() {
    #expect(SVGReport.truncated("Settings", to: 8) == "Settings")
    #expect(SVGReport.truncated("Settings and more", to: 8) == "Setting…")
    #expect(SVGReport.truncated("設定画面です", to: 12) == "設定画面です")
    #expect(SVGReport.truncated("設定画面ですよ", to: 12) == "設定画面で…")
    #expect(SVGReport.truncated("ab設定", to: 4) == "ab…")
  }
}

import Testing
import VosimUtterance

/// Columns as a terminal or a cut label counts them: wide East Asian characters and emoji take two,
/// combining marks none.
@Suite("Text columns")
struct TextColumnsTests {
  @Test func wideCharactersTakeTwoAndMarksNone() {
    #expect(TextColumns.width(of: "Settings") == 8)
    #expect(TextColumns.width(of: "設定") == 4)
    #expect(TextColumns.width(of: "한국") == 4)
    #expect(TextColumns.width(of: "Ａ") == 2)
    #expect(TextColumns.width(of: "e\u{301}") == 1)
    #expect(TextColumns.width(of: "\u{301}" as Character) == 0)
    #expect(TextColumns.width(of: "👍") == 2)
  }
}

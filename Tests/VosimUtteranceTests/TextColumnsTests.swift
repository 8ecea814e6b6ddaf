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

  /// A spacing mark takes a column of its own, as glibc's wcwidth (and so the terminal) counts it;
  /// a non-spacing one (a virama, the vowel sign U) none.
  @Test func spacingMarksTakeAColumn() {
    #expect(TextColumns.width(of: "कि" as Character) == 2)
    #expect(TextColumns.width(of: "का") == 2)
    #expect(TextColumns.width(of: "கா") == 2)
    #expect(TextColumns.width(of: "कु") == 1)
    #expect(TextColumns.width(of: "क्ष") == 2)
  }

  /// A soft hyphen takes a column, as terminals draw it; other format characters (a zero-width space,
  /// a direction mark) none.
  @Test func aSoftHyphenTakesAColumn() {
    #expect(TextColumns.width(of: "Daten\u{AD}schutz") == 12)
    #expect(TextColumns.width(of: "\u{200B}" as Character) == 0)
    #expect(TextColumns.width(of: "\u{200F}" as Character) == 0)
  }
}

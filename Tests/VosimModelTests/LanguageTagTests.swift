import Testing
import VosimModel

/// The shape every reader and option checks a language tag against: RFC 5646's, loosely.
@Suite struct LanguageTagTests {
  @Test func languageTagsOfEveryFormRFC5646AllowsAreWellFormed() {
    for tag in [
      "de", "en-US", "zh-Hant-TW", "de-DE-x-foo", "x-private", "X-a-b", "i-klingon", "art-lojban",
      "en-x-a-b", "de-u-co-phonebk", "th-TH-u-nu-thai", "en-a-bbb-x-a",
    ] {
      #expect(LanguageTag.isWellFormed(tag), "\(tag)")
    }
  }

  @Test func typosAndStrayTextAreNot() {
    for tag in [
      "", "!!", "--rtl", "x", "i", "e", "en-", "en--US", "en_US", "toolonglanguage", "en-abcdefghi", "ру",
      "en-x", "de-DE-x", "en-u", "en-u-x-a", "en-a-b",
    ] {
      #expect(!LanguageTag.isWellFormed(tag), "\(tag)")
    }
  }
}

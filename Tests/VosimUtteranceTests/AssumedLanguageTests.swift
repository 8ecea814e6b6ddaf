import Testing
import VosimModel
import VosimReadingOrder
import VosimUtterance

/// Which utterances speak a language the screen only assumed: they get the configured voice.
@Suite struct AssumedLanguageTests {
  func utterances(_ screen: Screen) throws -> [Utterance] {
    try UtteranceBuilder().utterances(for: ReadingOrder().order(screen))
  }

  let root = AccessibilityNode(
    isAccessibilityElement: false,
    subviews: [
      AccessibilityNode(
        frame: Frame(x: 0, y: 0, width: 100, height: 40), isAccessibilityElement: true,
        accessibilityLabel: "Buy"),
      AccessibilityNode(
        frame: Frame(x: 0, y: 50, width: 100, height: 40), isAccessibilityElement: true,
        accessibilityLabel: "Kaufen", accessibilityLanguage: "de-DE"),
    ])

  @Test func aScreenWithoutALanguageOnlyAssumesItsDefault() throws {
    let spoken = try utterances(Screen(root: root))
    #expect(spoken.map(\.language) == ["en-US", "de-DE"])
    #expect(spoken.map(\.isLanguageAssumed) == [true, false])
    // No screen language for a voice to fall back to: an element language without a voice gets the
    // configured one, as the rest of the screen does.
    #expect(spoken.map(\.screenLanguage) == ["", ""])
  }

  @Test func aDeclaredLanguageIsNeverAssumed() throws {
    var screen = Screen(root: root)
    screen.isLanguageDeclared = true
    #expect(try utterances(screen).map(\.isLanguageAssumed) == [false, false])
    #expect(try utterances(screen).map(\.screenLanguage) == ["en-US", "en-US"])
    #expect(try utterances(Screen(language: "fr-FR", root: root)).map(\.isLanguageAssumed) == [false, false])
  }
}

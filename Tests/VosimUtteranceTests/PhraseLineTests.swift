import Testing
import VosimModel
import VosimReadingOrder
import VosimTestSupport

@testable import VosimUtterance

/// `PhraseRenderer.line(of:)` writes the transcript line in one string instead of going through the
/// phrases: it must give exactly the phrases joined with single spaces, for any segments.
@Suite struct PhraseLineTests {
  /// The line as the phrases define it.
  static func joinedPhrases(_ segments: [Segment]) -> String {
    PhraseRenderer.phrases(of: segments).map(\.text).joined(separator: " ")
  }

  /// Checks the fast line and the phrases against the same written-out expectation, so a change to
  /// both at once is caught too.
  static func expectLine(
    _ segments: [Segment], _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(PhraseRenderer.line(of: segments) == expected, sourceLocation: sourceLocation)
    #expect(joinedPhrases(segments) == expected, sourceLocation: sourceLocation)
  }

  /// Segments as Swift source, every scalar outside ASCII escaped: a failure can be pasted back as a test.
  static func source(_ segments: [Segment]) -> String {
    let items = segments.map { segment in
      let text = segment.text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
      return "Segment(.\(segment.kind), \"\(text)\")"
    }
    return "[" + items.joined(separator: ", ") + "]"
  }

  @Test func selectedLabelAndValueAreOnePhrase() {
    Self.expectLine(
      [Segment(.selected, "Selected"), Segment(.label, "Item B"), Segment(.value, "3 of 4")],
      "Selected: Item B: 3 of 4.")
    Self.expectLine(
      [
        Segment(.groupLabel, "Playback"), Segment(.selected, "Selected"), Segment(.label, "Play"),
        Segment(.value, "Paused"), Segment(.trait, "Button"), Segment(.context, "2 of 6"),
        Segment(.hint, "Starts playback"),
      ],
      "Playback. Selected: Play: Paused. Button. 2 of 6. Starts playback.")
    // A trait between them splits the description: two phrases, each with its own period.
    Self.expectLine(
      [Segment(.label, "Volume"), Segment(.trait, "Adjustable"), Segment(.value, "13 percent")],
      "Volume. Adjustable. 13 percent.")
  }

  @Test func aSentenceEndGetsNoSecondPeriod() {
    Self.expectLine([Segment(.label, "Why?"), Segment(.trait, "Button")], "Why? Button.")
    Self.expectLine([Segment(.label, "Wait…"), Segment(.trait, "Link")], "Wait… Link.")
    Self.expectLine([Segment(.label, "Go"), Segment(.value, "Now!")], "Go: Now!")
    Self.expectLine([Segment(.label, "Play"), Segment(.hint, "Done.")], "Play. Done.")
    // Only the last scalar counts: a "?" inside the text is no sentence end.
    Self.expectLine([Segment(.label, "Why? Because")], "Why? Because.")
  }

  @Test func anEmptySegmentGetsNoPeriodButKeepsItsSpaces() {
    Self.expectLine([Segment(.trait, "")], "")
    Self.expectLine([], "")
    Self.expectLine(
      [Segment(.label, "Play"), Segment(.trait, ""), Segment(.trait, "Button")], "Play.  Button.")
    Self.expectLine([Segment(.trait, ""), Segment(.trait, "Button")], " Button.")
    Self.expectLine([Segment(.trait, "Button"), Segment(.hint, "")], "Button. ")
    Self.expectLine([Segment(.trait, ""), Segment(.hint, "")], " ")
    // Empty description segments still join with ": ", and the phrase ends in a space, not a sentence.
    Self.expectLine([Segment(.label, ""), Segment(.value, "")], ": .")
  }

  @Test func lineBreaksInALabelBecomeSingleSpaces() {
    Self.expectLine([Segment(.label, "Line one\nLine two")], "Line one Line two.")
    Self.expectLine([Segment(.label, "x\r\ny"), Segment(.trait, "Button")], "x y. Button.")
    Self.expectLine([Segment(.label, "end\u{2028}")], "end.")
    Self.expectLine([Segment(.label, "a\n\nb")], "a b.")
    Self.expectLine([Segment(.label, "\nWhy?\n")], "Why?")
    // A label of nothing but a line break is an empty phrase: no period, the spaces stay.
    Self.expectLine([Segment(.label, "\n"), Segment(.trait, "Button")], " Button.")
    Self.expectLine([Segment(.hint, "Tap\u{2029}twice")], "Tap twice.")
    Self.expectLine([Segment(.trait, "A\u{85}B\u{0B}C\u{0C}D\rE")], "A B C D E.")
  }

  /// Control characters VoiceOver does not speak break words as line breaks do, in the line and the
  /// phrases, so a label from the app under test cannot drive the terminal showing the transcript; a
  /// tab stays.
  @Test func unspokenControlCharactersAreLeftOut() {
    Self.expectLine([Segment(.label, "Hi\u{1B}[2J\u{07}"), Segment(.trait, "Button")], "Hi [2J. Button.")
    // White space beside them goes with them, as from a label's ends.
    Self.expectLine([Segment(.label, "Go \u{07}"), Segment(.trait, "Button")], "Go. Button.")
    Self.expectLine([Segment(.label, "Done. \u{1B}"), Segment(.trait, "Button")], "Done. Button.")
    Self.expectLine([Segment(.label, "\u{07} Go"), Segment(.trait, "Button")], "Go. Button.")
    Self.expectLine([Segment(.label, "Vol"), Segment(.value, "5 \u{07}")], "Vol: 5.")
    Self.expectLine([Segment(.label, "A \u{07} \u{07} B")], "A B.")
    Self.expectLine([Segment(.label, "a\u{00}b\u{7F}c\u{9B}d")], "a b c d.")
    Self.expectLine(
      [Segment(.label, "Tab\there"), Segment(.value, "\u{1B}]0;title\u{07}x")], "Tab\there: ]0;title x.")
    Self.expectLine([Segment(.hint, "\u{1B}")], "")
  }

  /// A directional override or isolate a text leaves open is closed at its end, so it cannot reverse
  /// the trait words after it in a terminal; a balanced one is left as it is.
  @Test func anOpenDirectionalRunIsClosedAtItsTextsEnd() {
    Self.expectLine(
      [Segment(.label, "abc\u{202E}def"), Segment(.trait, "Button")], "abc\u{202E}def\u{202C}. Button.")
    Self.expectLine(
      [Segment(.label, "\u{2067}\u{202B}x"), Segment(.value, "y")], "\u{2067}\u{202B}x\u{202C}\u{2069}: y.")
    Self.expectLine(
      [Segment(.label, "\u{2067}שלום\u{2069}"), Segment(.trait, "Button")], "\u{2067}שלום\u{2069}. Button.")
  }

  /// VoiceOver's surface form (`--style voiceover`) reads them the same way.
  @Test func theVoiceOverStyleReadsControlCharactersAsSpaces() throws {
    let screen = Screen(
      root: AccessibilityNode(
        frame: Frame(x: 0, y: 0, width: 100, height: 40), isAccessibilityElement: true,
        accessibilityLabel: "hi\u{1B}]0;pwned\u{07}\u{1B}[2J", accessibilityTraits: .button))
    var lines: [String] = []
    UtteranceBuilder().forEachLine(in: try ReadingOrder().order(screen), style: .voiceover) {
      lines.append($0)
    }
    #expect(lines == ["hi ]0;pwned [2J, button"])
  }

  /// The segments an element gets hold exactly the words spoken, so `--format json`'s segments
  /// rebuild its line: an app's text is cleaned as the line is, and a text left blank is no segment.
  @Test func builtSegmentsHoldTheSpokenWords() throws {
    let screen = Screen(
      root: AccessibilityNode(
        frame: Frame(x: 0, y: 0, width: 100, height: 40), isAccessibilityElement: true,
        accessibilityLabel: "Go \u{07}", accessibilityValue: "Line1\nLine2", accessibilityHint: "\u{1B}",
        accessibilityTraits: .button,
        accessibilityCustomContent: [CustomContent(label: "Size\n", value: "\u{07}XL", importance: .high)]))
    let utterance = try #require(UtteranceBuilder().utterances(for: try ReadingOrder().order(screen)).first)
    #expect(
      utterance.segments == [
        Segment(.label, "Go"), Segment(.value, "Line1 Line2"), Segment(.customContent, "Size: XL"),
        Segment(.trait, "Button"),
      ])
    #expect(utterance.text == "Go: Line1 Line2. Size: XL. Button.")
  }

  /// In VoiceOver's surface form only vosim's own words are folded to lower case: a switch's On for
  /// `1`, never a value the app wrote that happens to be one of those words.
  @Test func theVoiceOverStyleKeepsASwitchValueTheAppWrote() throws {
    func line(value: String) throws -> String {
      let screen = Screen(
        root: AccessibilityNode(
          frame: Frame(x: 0, y: 0, width: 100, height: 40), isAccessibilityElement: true,
          accessibilityLabel: "Mode", accessibilityValue: value,
          accessibilityTraits: [.button, .toggleButton]))
      let utterance = try #require(UtteranceBuilder().utterances(for: try ReadingOrder().order(screen)).first)
      return utterance.text(style: .voiceover)
    }
    #expect(try line(value: "1") == "Mode, Switch button, on, Double tap to toggle setting.")
    #expect(try line(value: " 2 ") == "Mode, Switch button, mixed, Double tap to toggle setting.")
    #expect(try line(value: "Tab") == "Mode, Switch button, Tab, Double tap to toggle setting.")
    #expect(try line(value: "On") == "Mode, Switch button, On, Double tap to toggle setting.")
    #expect(try line(value: "Text Field") == "Mode, Switch button, Text Field, Double tap to toggle setting.")
  }

  @Test func aLineBreakInTheValueTerminatesTheWholeDescription() {
    Self.expectLine([Segment(.label, "Name"), Segment(.value, "Ada\nLovelace")], "Name: Ada Lovelace.")
    // And the other way round: the break in the label, none in the value after it.
    Self.expectLine(
      [Segment(.label, "Full\nname"), Segment(.value, "Ada"), Segment(.trait, "Button")],
      "Full name: Ada. Button.")
    // The break after the value's own period goes, so that period ends the phrase.
    Self.expectLine([Segment(.label, "Status"), Segment(.value, "Done.\n")], "Status: Done.")
    // A value of only a line break goes with its separator.
    Self.expectLine([Segment(.label, "Name"), Segment(.value, "\n")], "Name.")
    Self.expectLine(
      [
        Segment(.selected, "Selected"), Segment(.label, "Tab"), Segment(.value, "One\r\nTwo"),
        Segment(.trait, "Tab"),
      ],
      "Selected: Tab: One Two. Tab.")
  }

  /// Random segment lists: kinds, empty texts, sentence ends and line breaks of every sort side by side.
  @Test func lineIsThePhrasesJoinedForRandomSegments() {
    let pool = [
      "", " ", "Play", "Done.", "Why?", "Wait…", "a\nb", "\n", "x\r\ny", "Zwölf", "Ünïcödé", "end\u{2028}",
      ": ", "\r", "\u{85}", "\u{2029}", "Go!", "e\u{301}", "Wait…\n", "\u{0B}", "日本語", "🇩🇪",
    ]
    let seed: UInt64 = 0x5EED_11E5
    var random = SplitMix64(seed: seed)
    var failures = 0
    for iteration in 0..<2_000 {
      let segments = (0..<Int.random(in: 0...8, using: &random)).map { _ in
        var text = pool.randomElement(using: &random)!
        // Now and then two pool texts together: a break or a sentence end next to other text.
        if Int.random(in: 0..<4, using: &random) == 0 { text += pool.randomElement(using: &random)! }
        return Segment(Segment.Kind.allCases.randomElement(using: &random)!, text)
      }
      let line = PhraseRenderer.line(of: segments)
      let joined = Self.joinedPhrases(segments)
      if line != joined {
        failures += 1
        #expect(
          line == joined,
          "seed \(seed), iteration \(iteration), segments: \(Self.source(segments))")
        if failures == 10 { break }
      }
    }
  }
}

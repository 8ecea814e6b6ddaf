import Testing
import VosimModel
import VosimReadingOrder
import VosimUtterance

/// The transcript line of one element.
func line(
  _ label: String? = nil, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
  actions: [String] = [], content: [CustomContent] = [], contexts: [ElementContext] = [],
  language: String = "en-US", speaksHints: Bool = true
) -> String {
  let element = OrderedElement(
    label: label, value: value, hint: hint, traits: traits, customActions: actions, customContent: content,
    contexts: contexts)
  return UtteranceBuilder(configuration: .init(speaksHints: speaksHints))
    .utterance(for: element, screenLanguage: language).text
}

@Suite("Utterances (rules §4)")
struct UtteranceTests {
  @Test func theRulesExamples() {
    #expect(
      line("Options", hint: "Shows additional camera options.", traits: .button)
        == "Options. Button. Shows additional camera options.")
    #expect(
      line("Sound volume", value: "13 percent", traits: .adjustable)
        == "Sound volume: 13 percent. Adjustable. Swipe up or down with one finger to adjust the value.")
    #expect(
      line("Item B", traits: [.selected, .tabBarItem, .button], contexts: [.series(index: 2, count: 6)])
        == "Selected: Item B. Tab. 2 of 6.")
    #expect(line("Label 1", contexts: [.listStart]) == "Label 1. List Start.")
    #expect(line("First", traits: [.button, .backButton]) == "First. Back Button.")
    #expect(line("Back", traits: [.button, .backButton]) == "Back Button.")
    #expect(
      line("Wi-Fi", value: "1", traits: [.button, .toggleButton])
        == "Wi-Fi. Switch Button. On. Double tap to toggle setting.")
    #expect(line("24", traits: [.button, .notEnabled]) == "24. Dimmed. Button.")
    #expect(line(hint: "Hint", traits: .button) == "Hint. Button.")
    #expect(line("Forgot password?", traits: .link) == "Forgot password? Link.")
  }

  /// A mark nobody sees after a sentence's end (a direction mark closing a translated right-to-left
  /// string, a zero-width space, an emoji's variation selector) does not hide the end: no second period.
  @Test func invisibleMarksAfterASentencesEndAddNoPeriod() {
    #expect(line("Forgot password?\u{200E}", traits: .link) == "Forgot password?\u{200E} Link.")
    #expect(line("هل نسيت كلمة المرور؟\u{200F}", traits: .link) == "هل نسيت كلمة المرور؟\u{200F} Link.")
    #expect(line("Done!\u{200B}\u{2060}", traits: .button) == "Done!\u{200B}\u{2060} Button.")
    #expect(line("Forgot password? \u{200F}", traits: .link) == "Forgot password? \u{200F} Link.")
    #expect(line("Wow \u{203C}\u{FE0F}", traits: .staticText) == "Wow \u{203C}\u{FE0F}")
    // Without an end, the period still comes, after the marks.
    #expect(line("Save\u{200E}", traits: .button) == "Save\u{200E}. Button.")
    #expect(line("Wi-Fi", value: "On\u{200F}", traits: .staticText) == "Wi-Fi: On\u{200F}.")
  }

  @Test func everyTraitWordInItsFixedOrder() {
    let all: AccessibilityTraits = [
      .notEnabled, .button, .tabBarItem, .textEntry, .isEditing, .header, .link, .adjustable, .image,
      .searchField,
    ]
    #expect(
      line("X", traits: all)
        == "X. Dimmed. Tab. Text Field. Is editing. Heading. Link. Adjustable. Image. Search Field.")
    #expect(line("X", traits: [.button, .header, .image]) == "X. Button. Heading. Image.")
  }

  @Test func buttonIsSilentForKeysSwitchesTabsAndBackButtons() {
    #expect(line("Q", traits: [.button, .keyboardKey]) == "Q.")
    #expect(line("Home", traits: [.button, .tabBarItem]) == "Home. Tab.")
    #expect(line("Settings", traits: [.button, .backButton]) == "Settings. Back Button.")
  }

  @Test func toggleValuesAndSwitchButtonWord() {
    #expect(
      line("Dark", value: "0", traits: [.button, .toggleButton])
        == "Dark. Switch Button. Off. Double tap to toggle setting.")
    #expect(
      line("Some", value: "2", traits: [.button, .toggleButton])
        == "Some. Switch Button. Mixed. Double tap to toggle setting.")
    #expect(
      line("Dark", value: "1", hint: "Uses dark colours.", traits: [.button, .toggleButton])
        == "Dark. Switch Button. On. Uses dark colours. Double tap to toggle setting.")
  }

  @Test func textEntryHintsReplaceACustomHint() {
    #expect(line("Name", hint: "Your name", traits: .textEntry) == "Name. Text Field. Double tap to edit.")
    #expect(
      line("Name", value: "Ada", traits: [.textEntry, .isEditing])
        == "Name: Ada. Text Field. Is editing. Use the rotor to access Misspelled Words.")
    #expect(
      line("Notes", traits: [.textEntry, .textArea])
        == "Notes. Text Field. Double tap to edit., Use the rotor to access Misspelled Words.")
    #expect(
      line("Password", traits: [.textEntry, .secureTextField])
        == "Password. Secure Text Field. Double tap to edit.")
  }

  @Test func dimmedElementsHaveNoDefaultHints() {
    #expect(
      line("Wi-Fi", value: "1", traits: [.button, .toggleButton, .notEnabled])
        == "Wi-Fi. Dimmed. Switch Button. On.")
    #expect(line("Name", traits: [.textEntry, .notEnabled]) == "Name. Dimmed. Text Field.")
  }

  /// The adjustable hint is left out only when the element's own hint was promoted (rules §4.6,
  /// corrected 2026-12-01 from AS's iOS 18.5 reference images).
  @Test func adjustableHintIsLeftOutOnlyWhenTheOwnHintWasPromoted() {
    #expect(line(traits: .adjustable) == "Adjustable. Swipe up or down with one finger to adjust the value.")
    #expect(line(hint: "Louder or softer", traits: .adjustable) == "Louder or softer. Adjustable.")
    #expect(
      line("Volume", hint: "Louder or softer", traits: .adjustable)
        == "Volume. Adjustable. Louder or softer. Swipe up or down with one finger to adjust the value.")
  }

  /// The default hints apply in turn, as AS applies them: the toggle hint follows the own hint, text
  /// entry replaces everything before it, and the adjustable hint follows what is left (rules §4.6).
  @Test func defaultHintsCombineInAFixedOrder() {
    #expect(
      line("Qty", value: "3", traits: [.textEntry, .adjustable])
        == "Qty: 3. Text Field. Adjustable. Double tap to edit. "
        + "Swipe up or down with one finger to adjust the value.")
    #expect(
      line("Note", value: "1", hint: "Custom", traits: [.textEntry, .toggleButton, .button])
        == "Note. Switch Button. On. Text Field. Double tap to edit.")
    #expect(
      line("Level", value: "1", hint: "Custom", traits: [.toggleButton, .button, .adjustable])
        == "Level. Switch Button. On. Adjustable. Custom. Double tap to toggle setting.")
  }

  /// secureTextField and isEditing qualify a text field: without textEntry they say nothing, and no
  /// edit hint follows (AS).
  @Test func secureAndEditingNeedTextEntry() {
    #expect(line("PIN", traits: .secureTextField) == "PIN.")
    #expect(line("PIN", traits: [.secureTextField, .isEditing]) == "PIN.")
    #expect(
      line("PIN", traits: [.textEntry, .secureTextField, .isEditing])
        == "PIN. Secure Text Field. Is editing. Use the rotor to access Misspelled Words.")
  }

  /// UIKit's default hints are never promoted into an empty label slot: they stay after the trait
  /// words (rules §4.6, corrected 2026-12-01).
  @Test func defaultHintsAreNeverPromoted() {
    #expect(line(traits: .textEntry) == "Text Field. Double tap to edit.")
    #expect(
      line(traits: [.textEntry, .isEditing])
        == "Text Field. Is editing. Use the rotor to access Misspelled Words.")
    #expect(line(traits: [.button, .toggleButton]) == "Switch Button. Double tap to toggle setting.")
    #expect(line(hint: "Your name", traits: .textEntry) == "Your name. Text Field. Double tap to edit.")
    #expect(line(traits: [.textEntry], speaksHints: false) == "Text Field.")
  }

  @Test func valueAloneWhenThereIsNoLabel() {
    #expect(
      line(value: "42%", traits: .adjustable)
        == "42%. Adjustable. Swipe up or down with one finger to adjust the value.")
  }

  @Test func contextsActionsAndCustomContent() {
    #expect(line("Photo", traits: .image, actions: ["Share"]) == "Photo. Image. Actions available.")
    #expect(
      line("Photo", content: [CustomContent(label: "Date", value: "May 4", importance: .high)])
        == "Photo. Date: May 4.")
    #expect(
      line("Photo", content: [CustomContent(label: "Size", value: "2 MB")])
        == "Photo. More content available.")
    // A blank entry (white space and invisible characters only) is no content, as a blank action is no
    // action.
    #expect(line("Photo", content: [CustomContent(label: " ", value: "\u{200B}")]) == "Photo.")
    #expect(line("Photo", content: [CustomContent(label: "", value: "")]) == "Photo.")
    #expect(
      line("Photo", content: [CustomContent(label: "", value: ""), CustomContent(label: "", value: "2 MB")])
        == "Photo. More content available.")
    // After the value, which a switch speaks after its trait word (rules §1, §4.5).
    let network = [CustomContent(label: "Network", value: "Home", importance: .high)]
    #expect(
      line("Wi-Fi", value: "1", traits: [.button, .toggleButton], content: network)
        == "Wi-Fi. Switch Button. On. Network: Home. Double tap to toggle setting.")
    #expect(
      line("Volume", value: "40%", traits: .adjustable, content: network, speaksHints: false)
        == "Volume: 40%. Network: Home. Adjustable.")
    #expect(line("Maps", contexts: [.landmarkStart]) == "Maps. Landmark.")
    #expect(line("Last", contexts: [.landmarkEnd]) == "Last. End.")
    #expect(line("First", contexts: [.semanticGroup(label: "Playback")]) == "Playback. First.")
  }

  @Test func speakHintsOffDropsTheHintButNotAPromotedOne() {
    #expect(
      line("Options", hint: "Shows options.", traits: .button, speaksHints: false) == "Options. Button.")
    #expect(line(hint: "Hint", traits: .button, speaksHints: false) == "Hint. Button.")
  }

  /// Only the own hint is promoted; the toggle hint that comes with it stays in the hint slot.
  @Test func aPromotedHintLeavesTheDefaultHintInItsSlot() {
    #expect(
      line(hint: "Turns on", traits: [.button, .toggleButton])
        == "Turns on. Switch Button. Double tap to toggle setting.")
    #expect(
      line(hint: "Go!", traits: [.button, .toggleButton])
        == "Go! Switch Button. Double tap to toggle setting.")
    #expect(
      line("L", hint: "Turns on", traits: [.button, .toggleButton])
        == "L. Switch Button. Turns on. Double tap to toggle setting.")
    #expect(
      line(hint: "Turns on", traits: [.button, .toggleButton], speaksHints: false)
        == "Turns on. Switch Button.")
  }

  /// A toggle's value other than 1 / 0 / 2 is spoken as it is, after the trait word; without the
  /// button trait there is no "Switch Button" but the value is still spoken (rules §1, §4.2).
  @Test func otherToggleValuesAreSpokenAsTheyAre() {
    #expect(
      line("Fake Label", value: "3", traits: .toggleButton) == "Fake Label. 3. Double tap to toggle setting.")
    #expect(
      line("Fake Label", value: "Value", traits: [.button, .toggleButton], speaksHints: false)
        == "Fake Label. Switch Button. Value.")
    #expect(line("Label", value: "1", traits: .toggleButton, speaksHints: false) == "Label. On.")
  }

  /// High-importance custom content with a blank label or value speaks the other part alone.
  @Test func customContentWithABlankPart() {
    func content(_ label: String, _ value: String) -> [CustomContent] {
      [CustomContent(label: label, value: value, importance: .high)]
    }
    #expect(line("Photo", content: content("Rating", " ")) == "Photo. Rating.")
    #expect(line("Photo", content: content("", "5 stars")) == "Photo. 5 stars.")
    #expect(line("Photo", content: content(" ", "")) == "Photo.")
    #expect(line("Photo", content: content(" Date ", "May 4")) == "Photo. Date: May 4.")
  }

  @Test func periodRulesKeepExistingTerminators() {
    #expect(line("Wow!") == "Wow!")
    #expect(line("Loading…") == "Loading…")
    #expect(line("Done.", traits: .button) == "Done. Button.")
  }

  /// Any Unicode Sentence_Terminal ends a segment: real Japanese dumps read `…です。.` without it.
  @Test func unicodeSentenceTerminatorsGetNoSecondPeriod() {
    #expect(line("設定を保存しました。", traits: .staticText) == "設定を保存しました。")
    #expect(line("本当に削除しますか？", traits: .button) == "本当に削除しますか？ Button.")
    #expect(line("完了！", value: "はい。") == "完了！: はい。")
    #expect(line("वापस जाएँ।") == "वापस जाएँ।")
    #expect(line("هل أنت متأكد؟") == "هل أنت متأكد؟")
    #expect(line("Wait‼") == "Wait‼")
    #expect(line("半角｡") == "半角｡")
    #expect(line("読点、") == "読点、.")
  }

  @Test func promotionLooksAtTheTextTheElementHasNotTheTextSpoken() {
    #expect(
      line(value: "0", traits: [.button, .toggleButton])
        == "Switch Button. Off. Double tap to toggle setting.")
    #expect(line("Back", hint: "Goes back.", traits: [.button, .backButton]) == "Back Button. Goes back.")
  }

  @Test func blankTextIsNoText() {
    #expect(line("Trailing space ", hint: "  ") == "Trailing space.")
    #expect(line("  ", hint: "Opens the menu", traits: .button) == "Opens the menu. Button.")
    // A zero-width space has nothing to speak: no empty segment before the trait.
    #expect(line("\u{200B}", traits: .button) == "Button.")
    // Nor does a control character alone.
    #expect(line("\u{1B}", traits: .button) == "Button.")
    #expect(line("\u{07}\u{00}", value: "50%", traits: .adjustable).hasPrefix("50%. Adjustable."))
    #expect(
      line("\u{FEFF} ", value: "3", traits: .adjustable)
        == "3. Adjustable. Swipe up or down with one finger to adjust the value.")
  }

  @Test func selectedAlone() {
    #expect(line(traits: .selected) == "Selected.")
  }

  @Test func segmentsKeepTheirKinds() {
    let element = OrderedElement(label: "Options", hint: "Shows options.", traits: .button)
    let utterance = UtteranceBuilder().utterance(for: element, screenLanguage: "en-US")
    #expect(
      utterance.segments == [
        Segment(.label, "Options"), Segment(.trait, "Button"), Segment(.hint, "Shows options."),
      ])
    #expect(utterance.phrases.map(\.isHint) == [false, false, true])
  }

  /// A switch's value is its value, not a trait word, though it follows the trait word; without the
  /// button trait it is still not joined to the label (rules §1).
  @Test func aSwitchsValueIsAToggleValue() {
    let toggle = OrderedElement(label: "Mode", value: "Auto", traits: [.button, .toggleButton])
    #expect(
      UtteranceBuilder(configuration: .init(speaksHints: false)).utterance(
        for: toggle, screenLanguage: "en-US"
      )
      .segments == [Segment(.label, "Mode"), Segment(.trait, "Switch Button"), Segment(.toggleValue, "Auto")])
    #expect(line("Fake Label", value: "1", traits: .toggleButton, speaksHints: false) == "Fake Label. On.")
  }
}

@Suite("Word tables by language")
struct WordTableTests {
  @Test func germanTable() {
    #expect(
      line("WLAN", value: "1", traits: [.button, .toggleButton], language: "de-DE")
        == "WLAN. Umschalttaste. Ein. Zum Umschalten doppeltippen.")
    #expect(
      line("Konto", traits: [.selected, .button], language: "de")
        == "Auswahl: Konto. Taste.")
    #expect(line("Zurück", traits: [.button, .backButton], language: "de") == "Zurück Taste.")
    #expect(
      line("Start", traits: [.tabBarItem], contexts: [.series(index: 1, count: 4)], language: "de")
        == "Start. Tabulator. 1 von 4.")
  }

  @Test func russianTable() {
    #expect(line("Назад", traits: [.button, .backButton], language: "ru-RU") == "Кнопка назад.")
    #expect(
      line("Имя", traits: .textEntry, language: "ru")
        == "Имя. Текстовое поле. Коснитесь дважды, чтобы редактировать.")
    #expect(line("Список", contexts: [.listStart], language: "ru") == "Список. Начало списка.")
  }

  @Test func tagsMatchByWholeTagThenPrimarySubtagInAnyCaseAndSeparator() {
    #expect(WordTable.known("EN")?.language == "en")
    #expect(WordTable.known("de_CH")?.language == "de")
    #expect(WordTable.known("RU_ru")?.language == "ru")
    #expect(WordTable.known("-de-AT")?.language == "de")
    #expect(WordTable.known("fr-FR") == nil)
    #expect(WordTable.known("") == nil)
    // An underscore that a combining mark makes part of another character is no separator.
    #expect(WordTable.known("de_\u{301}") == nil)
    #expect(WordTable.known("en_x_\u{301}")?.language == "en")
    #expect(WordTable.for("ja_JP").language == "en")
  }

  @Test func elementLanguageWinsThenScreenThenEnglish() {
    let german = OrderedElement(label: "Hallo", traits: .button, language: "de-AT")
    #expect(UtteranceBuilder().utterance(for: german, screenLanguage: "en-US").text == "Hallo. Taste.")
    let plain = OrderedElement(label: "Hi", traits: .button)
    #expect(UtteranceBuilder().utterance(for: plain, screenLanguage: "ru").text == "Hi. Кнопка.")
    #expect(UtteranceBuilder().utterance(for: plain, screenLanguage: "ja-JP").text == "Hi. Button.")
    // An element language without a table falls back to the screen's table, keeping its own voice.
    let french = OrderedElement(label: "Bonjour", traits: .button, language: "fr-FR")
    let utterance = UtteranceBuilder().utterance(for: french, screenLanguage: "de-DE")
    #expect(utterance.text == "Bonjour. Taste.")
    #expect(utterance.language == "fr-FR")
    let blank = OrderedElement(label: "Hallo", traits: .button, language: "")
    #expect(UtteranceBuilder().utterance(for: blank, screenLanguage: "de-DE").text == "Hallo. Taste.")
  }
}

@Suite("Transcript lines")
struct TranscriptLineTests {
  @Test func lineBreaksInsideALabelBecomeSpaces() {
    #expect(
      line("SDK Version: 2.1\nlat:0.0\r\nlong:0.0", traits: .staticText)
        == "SDK Version: 2.1 lat:0.0 long:0.0.")
  }
}

import Testing
import VosimAudit
import VosimModel

@Suite struct HintRuleTests {
  private func hinted(_ hint: String, label: String = "Song", traits: AccessibilityTraits = .button)
    -> AccessibilityNode
  {
    element(label, hint: hint, traits: traits)
  }

  /// Rules §4.6: a text field's own hint replaces a custom one, so the custom hint is reported as
  /// unheard, and its wording is not polished.
  @Test func aTextFieldsHintIsNeverSpoken() {
    let field = element(
      "Email", hint: "Tap to enter your email", traits: .textEntry, className: "UIAccessibilityElement")
    let found = findings(.hintNotSpoken, on: screen([field]))
    #expect(
      found.map(\.message) == [
        "hint 'Tap to enter your email' is never spoken: VoiceOver replaces a text field's hint with its own "
          + "(\"Double tap to edit.\"), so move what matters into the label or placeholder"
      ])
    #expect(found.map(\.severity) == [.warning])
    // While editing, the hint VoiceOver says instead is the rotor's.
    let editing = element("Email", hint: "Tap to enter your email", traits: [.textEntry, .isEditing])
    #expect(
      messages(.hintNotSpoken, editing).first?.contains("(\"Use the rotor to access Misspelled Words\")")
        == true)
    let all = (try? Auditor().audit(screen([field])))?.findings.map(\.rule) ?? []
    #expect(!all.contains(.hintNamesGesture) && !all.contains(.hintWithoutPeriod))
    // A search field and a text view alike; a dimmed field says the custom hint (no default hint), and
    // one with no label or value says it in the label's place.
    #expect(
      fires(.hintNotSpoken, element("Search", hint: "Finds songs.", traits: [.textEntry, .searchField])))
    // The hint quoted is the one said instead: a text view's (which has no placeholder), a German's.
    #expect(
      messages(.hintNotSpoken, element("Notes", hint: "Saved as you type.", traits: [.textEntry, .textArea]))
        == [
          "hint 'Saved as you type.' is never spoken: VoiceOver replaces a text view's hint with its own "
            + "(\"Double tap to edit., Use the rotor to access Misspelled Words\"), so move what matters into "
            + "the label"
        ])
    var german = screen([element("Ort", hint: "Ihr Wohnort.", traits: .textEntry)])
    german.language = "de-DE"
    #expect(
      findings(.hintNotSpoken, on: german).first?.message.contains("(\"Zum Bearbeiten doppeltippen.\")")
        == true)
    #expect(
      !fires(.hintNotSpoken, element("Email", hint: "Signs you in.", traits: [.textEntry, .notEnabled])))
    #expect(!fires(.hintNotSpoken, element(hint: "Your email address.", traits: .textEntry)))
    // A blank label or placeholder is none: the hint is said in its place.
    #expect(!fires(.hintNotSpoken, element(" ", hint: "Enters your city.", traits: .textEntry)))
    var blank = AccessibilityNode(
      className: "UITextField", frame: Frame(x: 20, y: 100, width: 300, height: 44))
    blank.content.placeholder = "\u{00A0}"
    blank.accessibilityHint = "Enters your city."
    #expect(findings(.hintNotSpoken, on: screen([blank])).isEmpty)
    #expect(!fires(.hintNotSpoken, element("Song", hint: "Plays the song.", traits: .button)))
    // UIKit's text field class gets the trait from its class.
    var uikit = AccessibilityNode(
      className: "UITextField", frame: Frame(x: 20, y: 100, width: 300, height: 44))
    uikit.content.placeholder = "Email"
    uikit.accessibilityHint = "Tap to enter your email"
    #expect(findings(.hintNotSpoken, on: screen([uikit])).count == 1)
    // Switched off, the wording rules run again.
    let off = AuditConfiguration(disabledRules: [.hintNotSpoken])
    #expect(findings(.hintNamesGesture, on: screen([field]), configuration: off).count == 1)
  }

  /// With no label or value, the hint is said in the label's place: it names the element in every
  /// message, and the hint-wording rules (a sentence, a period) do not judge a name.
  @Test func aHintSaidAsTheNameNamesTheElementAndIsNoSentence() throws {
    var send = element(hint: "Enter your city", traits: .button)
    send.frame = Frame(x: 20, y: 100, width: 44, height: 36)
    let report = try Auditor().audit(screen([send]))
    #expect(!report.findings.contains { [.hintImperative, .hintWithoutPeriod].contains($0.rule) })
    #expect(
      report.findings.first { $0.rule == .smallTarget }?.message.hasPrefix("'Enter your city' is 44 x 36 pt")
        == true)
  }

  /// A hint said as the name is judged as a name: an identifier is spelled out, a lowercase start or
  /// a trait word is heard, and a gesture named is named wherever it is said.
  @Test func aHintSaidAsTheNameIsJudgedAsOne() throws {
    func rules(_ hint: String) throws -> [AuditRule] {
      try Auditor().audit(screen([element(hint: hint, traits: .button)])).findings.map(\.rule).filter {
        $0 != .smallTarget
      }
    }
    #expect(try rules("ic_close") == [.labelLooksLikeIdentifier])
    #expect(try rules("tap to close") == [.labelNotCapitalized, .hintNamesGesture])
    #expect(try rules("Double tap to close") == [.hintNamesGesture])
    #expect(try rules("Close button") == [.labelIncludesTrait])
    // A hint's period is a hint's, and no label's to remove.
    #expect(try rules("Closes the sheet.") == [])
    let report = try Auditor().audit(screen([element(hint: "ic_close", traits: .button)]))
    #expect(
      report.findings.first?.message
        == "hint (said in the label's place) 'ic_close' is an identifier, which VoiceOver spells out: give it a label in words"
    )
  }

  @Test func imperativeHints() {
    #expect(
      messages(.hintImperative, hinted("Play the song"))
        == [
          "hint 'Play the song' begins with the imperative 'play': begin with a verb in the third person that names the result (\"Plays the song\")"
        ])
    #expect(fires(.hintImperative, hinted("Open the message.")))
    #expect(fires(.hintImperative, hinted("Öffne die Nachricht."), language: "de-DE"))
    #expect(fires(.hintImperative, hinted("Öffnen Sie die Nachricht."), language: "de-DE"))
    #expect(fires(.hintImperative, hinted("Откройте сообщение."), language: "ru-RU"))
    #expect(fires(.hintImperative, hinted("Отправьте сообщение."), language: "ru-RU"))
    // German verbs in -ern and -eln, and Russian reflexive imperatives.
    for hint in ["Speichern Sie das Dokument.", "Wechseln Sie den Tab.", "Ändern Sie es."] {
      #expect(fires(.hintImperative, hinted(hint), language: "de-DE"), "\(hint)")
    }
    #expect(!fires(.hintImperative, hinted("Wenn Sie tippen, startet es."), language: "de-DE"))
    for hint in ["Подпишитесь на рассылку.", "Зарегистрируйтесь.", "Свяжитесь с нами."] {
      #expect(fires(.hintImperative, hinted(hint), language: "ru-RU"), "\(hint)")
    }
    #expect(!fires(.hintImperative, hinted("Запись начнётся сразу."), language: "ru-RU"))
  }

  @Test func imperativeNearMisses() {
    // A noun followed by its verb: the hint's subject, not an imperative.
    #expect(!fires(.hintImperative, hinted("Download starts in the background.")))
    #expect(!fires(.hintImperative, hinted("Record will be kept for a year.")))
    #expect(fires(.hintImperative, hinted("Download the file.")))
    #expect(!fires(.hintImperative, hinted("Plays the song.")))
    #expect(!fires(.hintImperative, hinted("Opens the message.")))
    #expect(!fires(.hintImperative, hinted("Record of your purchases.")))  // a noun: "Record of"
    // A headline without its verb says the state of a noun; a verb that takes that state is one.
    #expect(!fires(.hintImperative, hinted("Update available.")))
    #expect(!fires(.hintImperative, hinted("Download complete.")))
    #expect(fires(.hintImperative, hinted("Mark complete.")))
    // A noun compound and its verb: `Share sheet` is the subject.
    for hint in [
      "Share sheet opens.", "Search results appear below.", "Delete confirmation appears.",
      "Download size is 20 MB.", "Play count is shown in the header.", "Share link copies to the clipboard.",
      "Search field clears.", "Play count increases.", "Search history updates.", "Search filter resets.",
      "Change applies to all devices.", "Change takes effect now.", "Update installs tonight.",
      "Reply goes to Anna.", "Download should finish soon.",
    ] {
      #expect(!fires(.hintImperative, hinted(hint)), "\(hint)")
    }
    // The verbs of results are nouns too: right after the first word, or after an article, they are
    // its object.
    for hint in [
      "Save changes.", "Download updates.", "Discard changes.", "Apply changes.", "Show results.",
      "Save the changes.", "Download the updates.",
    ] {
      #expect(fires(.hintImperative, hinted(hint)), "\(hint)")
    }
    #expect(fires(.hintImperative, hinted("Play songs and videos.")))
    #expect(fires(.hintImperative, hinted("Share the photo of the day.")))
    #expect(!fires(.hintImperative, hinted("Öffnet die Nachricht."), language: "de-DE"))
    #expect(!fires(.hintImperative, hinted("Suche beginnt."), language: "de-DE"))
    #expect(!fires(.hintImperative, hinted("Suche öffnet sich."), language: "de-DE"))
    #expect(fires(.hintImperative, hinted("Suche die Datei."), language: "de-DE"))
    #expect(!fires(.hintImperative, hinted("Открывает сообщение."), language: "ru-RU"))
    // A gesture hint is a gesture finding only.
    #expect(!fires(.hintImperative, hinted("Tap to play")))
    // Unknown language: skipped.
    #expect(!fires(.hintImperative, hinted("Play the song"), language: "fr-FR"))
  }

  @Test func gestureHints() {
    #expect(
      messages(.hintNamesGesture, hinted("Tap to play"))
        == ["hint 'Tap to play' names the gesture 'tap': say what happens instead (\"Plays the song\")"])
    #expect(fires(.hintNamesGesture, hinted("Tapping plays the song.")))
    #expect(fires(.hintNamesGesture, hinted("Swipe up to delete.")))
    // Hyphenated compounds the table does not list, first or anywhere; a listed one keeps its name.
    for hint in [
      "Swipe-up opens more.", "Tap-and-hold shows more.", "Pinch-to-zoom enlarges it.",
      "Opens with swipe-up.",
    ] {
      #expect(fires(.hintNamesGesture, hinted(hint)), "\(hint)")
    }
    #expect(
      messages(.hintNamesGesture, hinted("Opens on double-tap.")).first?.contains("gesture 'double-tap'")
        == true)
    #expect(fires(.hintNamesGesture, hinted("Click to continue.")))
    #expect(fires(.hintNamesGesture, hinted("Press to record.")))
    #expect(fires(.hintNamesGesture, hinted("Opens the song. Double tap to open")))
    // Compound gestures, spaced or hyphenated, first or anywhere.
    for hint in [
      "Double tapping opens the camera.", "Double-tapping opens the camera.", "Double-click to open.",
      "Long-pressing shows options.", "Triple-tap to zoom.", "Opens it. Touch and hold for more.",
    ] {
      #expect(fires(.hintNamesGesture, hinted(hint)), "\(hint)")
    }
    #expect(fires(.hintNamesGesture, hinted("Zum Öffnen doppeltippen."), language: "de-DE"))
    // A long press anywhere in the hint, in German and Russian too.
    #expect(fires(.hintNamesGesture, hinted("Für mehr Optionen lange drücken."), language: "de-DE"))
    #expect(fires(.hintNamesGesture, hinted("Öffnet Optionen, gedrückt halten."), language: "de-DE"))
    #expect(fires(.hintNamesGesture, hinted("Открывает меню, нажмите и удерживайте."), language: "ru"))
    // The advice's example is in the hint's language.
    #expect(
      messages(.hintNamesGesture, hinted("Tippen zum Abspielen."), language: "de-DE").first?.hasSuffix(
        "(\"Spielt das Lied ab\")") == true)
    #expect(fires(.hintNamesGesture, hinted("Коснитесь дважды, чтобы открыть."), language: "ru-RU"))
  }

  @Test func gestureNearMisses() {
    #expect(!fires(.hintNamesGesture, hinted("Opens the press release.")))
    #expect(!fires(.hintNamesGesture, hinted("Plays the song.")))
    #expect(!fires(.hintNamesGesture, hinted("Shows taps recorded today.")))
  }

  @Test func controlHints() {
    #expect(
      messages(.hintNamesControl, hinted("Button that adds the song."))
        == [
          "hint 'Button that adds the song.' names the control type 'button', which VoiceOver already speaks: describe only the result"
        ])
    #expect(
      messages(
        .hintNamesControl,
        element("Song", hint: "Plays the song in the row.", traits: [], className: "SongCell"))
        == ["hint 'Plays the song in the row.' names the view 'row': describe only the result"])
    #expect(fires(.hintNamesControl, hinted("Opens the link in Safari.", traits: .link)))
    #expect(fires(.hintNamesControl, hinted("Turns the switch on.", traits: [.button, .toggleButton])))
  }

  @Test func controlNearMisses() {
    // "link" on a button is what it opens, not its type.
    #expect(!fires(.hintNamesControl, hinted("Copies the link.")))
    // "Switches" is the verb; "Switch to" first is a verb too.
    #expect(
      !fires(.hintNamesControl, hinted("Switches to the front camera.", traits: [.button, .toggleButton])))
    #expect(
      !fires(.hintNamesControl, hinted("Switch to the front camera.", traits: [.button, .toggleButton])))
    #expect(!fires(.hintNamesControl, hinted("Shows the rows of the table.")))
    // A button's row is what it acts on; only a row or cell names itself.
    #expect(!fires(.hintNamesControl, hinted("Deletes the row.")))
    #expect(!fires(.hintNamesControl, hinted("Удаляет строку.", label: "Удалить"), language: "ru"))
    #expect(
      fires(
        .hintNamesControl,
        element("Песня", hint: "Открывает строку.", traits: [], className: "UITableViewCell"),
        language: "ru"))
  }

  @Test func hintRepeatsLabel() {
    #expect(
      messages(.hintRepeatsLabel, hinted("Save.", label: "Save"))
        == ["hint 'Save.' is the label again: say what happens, or remove the hint"])
    #expect(
      messages(.hintRepeatsLabel, hinted("Delete: removes the photo.", label: "Delete"))
        == [
          "hint 'Delete: removes the photo.' starts with the label 'Delete', which VoiceOver has just spoken: say only what happens"
        ])
    // A dash after a space sets the label apart as a colon does.
    for hint in ["Delete - removes the photo.", "Delete – removes the photo.", "Delete : removes the photo."]
    {
      #expect(fires(.hintRepeatsLabel, hinted(hint, label: "Delete")), "\(hint)")
    }
    // Language-free: runs on screens without words too.
    #expect(fires(.hintRepeatsLabel, hinted("Enregistrer", label: "Enregistrer"), language: "fr"))
  }

  @Test func hintRepeatsLabelNearMisses() {
    #expect(!fires(.hintRepeatsLabel, hinted("Saves the document.", label: "Save")))
    #expect(!fires(.hintRepeatsLabel, hinted("Plays the song.", label: "Yellow")))
    // A one-word label opening a sentence is a word of it; a longer label is the label again.
    #expect(!fires(.hintRepeatsLabel, hinted("Next episode plays.", label: "Next")))
    #expect(fires(.hintRepeatsLabel, hinted("Add to cart adds the item.", label: "Add to cart")))
  }

  /// A hint that starts with the label is that finding alone, not also an imperative.
  @Test func aHintRepeatingTheLabelIsNotAlsoAnImperative() throws {
    let report = try Auditor().audit(
      screen([element("Delete", hint: "Delete: removes the photo.", traits: .button)]))
    #expect(report.findings.map(\.rule) == [.hintRepeatsLabel])
    let dashed = try Auditor().audit(
      screen([element("Delete", hint: "Delete - removes the photo.", traits: .button)]))
    #expect(dashed.findings.map(\.rule) == [.hintRepeatsLabel])
  }

  @Test func hintWithoutPeriod() {
    #expect(
      messages(.hintWithoutPeriod, hinted("Plays the song"))
        == [
          "hint 'Plays the song' does not end with a period: end it with one, so VoiceOver speaks it with the inflection of a sentence"
        ])
    #expect(fires(.hintWithoutPeriod, hinted("Opens the settings:")))
    for hint in [
      "Plays the song.", "Plays the song. ", "Asks again?", "Deletes it!", "Says \"Hello.\"", "Opens (beta).",
      "Воспроизводит песню.", "يفتح الإعدادات؟", "曲を再生します。",
      // The transcript's own rule: marks nobody sees after the end, and every Sentence_Terminal.
      "Plays the song.\u{200F}", "Plays the song?\u{200E}", "Wow‼", "ይከፍታል።",
      // German quotes close with « ‘ ‹.
      "Öffnet »Einstellungen.«", "Öffnet ‚Profil.‘", "Öffnet ›Profil.‹",
    ] {
      #expect(!fires(.hintWithoutPeriod, hinted(hint)), "\(hint)")
    }
    #expect(fires(.hintWithoutPeriod, hinted("Plays the song\u{200F}")))
    // Thai and Lao write no period.
    #expect(!fires(.hintWithoutPeriod, hinted("เล่นเพลง"), language: "th-TH"))
    #expect(!fires(.hintWithoutPeriod, hinted("ຫຼິ້ນເພງ"), language: "lo"))
    #expect(!fires(.hintWithoutPeriod, hinted("เปิด Wi-Fi"), language: "th-TH"))
  }

  @Test func defaultHintsAreNeverAudited() {
    // A switch's "Double tap to toggle setting." and a text field's "Double tap to edit." are
    // VoiceOver's own.
    #expect(!fires(.hintNamesGesture, element("Wi-Fi", value: "1", traits: [.button, .toggleButton])))
    let field = AccessibilityNode(
      className: "UITextField", frame: Frame(x: 0, y: 100, width: 300, height: 44),
      accessibilityLabel: "Email")
    #expect(!fires(.hintNamesGesture, field))
  }
}

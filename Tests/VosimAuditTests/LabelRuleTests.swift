import Testing
import VosimModel

@testable import VosimAudit

@Suite struct LabelRuleTests {
  @Test func missingLabelOnControlsThatNeedOne() {
    #expect(
      messages(.missingLabel, element(traits: .button))
        == ["the button speaks no label: set accessibilityLabel to what it does"])
    #expect(fires(.missingLabel, element(traits: .link)))
    // An image is labelled by what it shows, or hidden when it is decoration.
    #expect(
      messages(.missingLabel, element(traits: .image))
        == [
          "the image speaks no label: set accessibilityLabel to what it shows, or hide it from accessibility if it is decoration"
        ])
    #expect(fires(.missingLabel, element(traits: .adjustable)))
    #expect(fires(.missingLabel, element(traits: [.button, .tabBarItem])))
    #expect(fires(.missingLabel, element("   ", traits: .button)))
    #expect(fires(.missingLabel, element("\u{200B}", traits: .button)))
    // A switch's value is On or Off: it names nothing.
    #expect(fires(.missingLabel, element(value: "1", traits: [.button, .toggleButton])))
    // A text field without a placeholder or label; with a placeholder the class supplies the label.
    let field = AccessibilityNode(
      className: "UITextField", frame: Frame(x: 0, y: 100, width: 300, height: 44))
    #expect(fires(.missingLabel, field))
    var placeholder = field
    placeholder.content.placeholder = "Email"
    #expect(!fires(.missingLabel, placeholder))
    // The value of a text field or an adjustable element is its state: what it is for is never said.
    var typed = field
    typed.content.text = "john@example.com"
    #expect(
      messages(.missingLabel, typed) == [
        "the text field speaks no label, so what it is for is never said (a value it shows is its state): set "
          + "accessibilityLabel to what it does"
      ])
    #expect(fires(.missingLabel, element(value: "50%", traits: .adjustable)))
    // A tab's value is its badge (`3 items`), its state.
    #expect(
      messages(.missingLabel, element(value: "3 items", traits: [.button, .tabBarItem])) == [
        "the tab speaks no label, so what it is for is never said (a value it shows is its state): set "
          + "accessibilityLabel to what it does"
      ])
    // Typed or empty, the same finding: a baseline keeps it through the keystrokes.
    #expect(messages(.missingLabel, field) == messages(.missingLabel, typed))
  }

  @Test func missingLabelNearMisses() {
    #expect(!fires(.missingLabel, element("Save", traits: .button)))
    // A value names a button; a page control's value says what it is.
    #expect(!fires(.missingLabel, element(value: "Home", traits: .button)))
    let pages = AccessibilityNode(
      className: "UIPageControl", frame: Frame(x: 100, y: 100, width: 100, height: 26))
    var paged = pages
    paged.content.numberOfPages = 3
    #expect(!fires(.missingLabel, paged))
    // A hint stands in for the missing label (rules §4.6): not silent.
    #expect(!fires(.missingLabel, element(hint: "Closes the camera.", traits: .button)))
    // Static text and plain elements need no label to be usable.
    #expect(!fires(.missingLabel, element(traits: .staticText)))
    #expect(!fires(.missingLabel, element(traits: .header)))
    // An untitled back button says `Back Button.`, as one titled Back does (rules §1).
    #expect(!fires(.missingLabel, element(traits: [.button, .backButton])))
    #expect(!fires(.silentElement, element(traits: [.button, .backButton])))
    #expect(!fires(.silentElement, element(traits: .backButton)))
  }

  @Test func identifierLikeLabels() {
    for label in [
      "ic_close", "btnSave", "square.and.arrow.up", "IMG_0042.png", "chevron.left", "BTN_SAVE", "logo@2x.png",
      "arrow.up", "person.fill", "arrow.down.app", "music.note.tv", "br.com.nubank.app", "uk.co.tesco.app",
      "jp.co.yahoo.news", "settingsButton", "Home.Button.Title", "music.note",
    ] {
      #expect(fires(.labelLooksLikeIdentifier, element(label, traits: .button)), "\(label)")
    }
    #expect(
      messages(.labelLooksLikeIdentifier, element("square.and.arrow.up", traits: .button))
        == [
          "label 'square.and.arrow.up' is an SF Symbol name, which VoiceOver spells out: give it a label in words"
        ])
    #expect(
      messages(.labelLooksLikeIdentifier, element("IMG_0042.png", traits: .image))
        == ["label 'IMG_0042.png' is a file name, which VoiceOver spells out: give it a label in words"])
    let kinds = [
      "com.example.App": "a bundle identifier", "com.Example.app": "a bundle identifier",
      "login.button.title": "a localization key", "Settings.Title": "a localization key",
      "home.title": "a localization key", "onboarding.welcome.title": "a localization key",
      "doc.docx": "a file name", "track.m4a": "a file name", "data.csv": "a file name",
      // `message` is a symbol's word and a key's: beside a key's word alone, a key.
      "error.message": "a localization key", "Alert.Message": "a localization key",
      "message.fill": "an SF Symbol name",
    ]
    for (label, kind) in kinds {
      #expect(
        messages(.labelLooksLikeIdentifier, element(label, traits: .button))
          == ["label '\(label)' is \(kind), which VoiceOver spells out: give it a label in words"])
    }
  }

  @Test func identifierNearMisses() {
    for label in [
      "iPhone", "macOS", "eBay", "Wi-Fi", "apple.com", "e.g.", "v1.2", "Close", "Save photo", "COVID-19",
      "app.st", "amazon.co.jp", "shop.com.au", "example.ne.jp", "example.gc.ca", "globo.com.br", "bbc.co.uk",
      "de.wikipedia.org", "person.ai", "play.it", "bell.de", "bolt.new",
      "AT&T", "iCloud", "3.5 mm", "U.S.", "OK", "easyJet", "airBaltic", "Yandex.Music", "Amazon.Photos",
      "mmHg", "inHg", "kPa", "hPa", "mAh", "kWh",
    ] {
      #expect(!fires(.labelLooksLikeIdentifier, element(label, traits: .button)), "\(label)")
    }
    // Static text shows the name it shows: a file list, a bundle identifier in developer settings.
    for label in ["IMG_0042.png", "com.example.App", "ic_close"] {
      #expect(!fires(.labelLooksLikeIdentifier, element(label, traits: .staticText)), "\(label)")
      #expect(!fires(.labelLooksLikeIdentifier, element(label)), "\(label)")
    }
  }

  @Test func labelIncludesTrait() {
    #expect(
      messages(.labelIncludesTrait, element("Save button", traits: .button))
        == [
          "label 'Save button' includes 'button', which VoiceOver already speaks as a trait: leave the control type out of the label"
        ])
    #expect(fires(.labelIncludesTrait, element("Close Button", traits: .button)))
    #expect(fires(.labelIncludesTrait, element("Image of a cat", traits: .image)))
    #expect(fires(.labelIncludesTrait, element("An image of a cat", traits: .image)))
    #expect(fires(.labelIncludesTrait, element("A link to the terms", traits: .link)))
    #expect(fires(.labelIncludesTrait, element("Link to terms", traits: .link)))
    #expect(fires(.labelIncludesTrait, element("Profile picture", traits: .image)))
    #expect(fires(.labelIncludesTrait, element("Home tab", traits: [.button, .tabBarItem])))
    #expect(fires(.labelIncludesTrait, element("Wi-Fi switch", traits: [.button, .toggleButton])))
    #expect(
      messages(.labelIncludesTrait, element("Button", traits: .button))
        == [
          "label 'Button' is only the control type, which VoiceOver already speaks: label it with what it does"
        ])
    #expect(
      messages(.labelIncludesTrait, element("Image", traits: .image))
        == [
          "label 'Image' is only the control type, which VoiceOver already speaks: label it with what it shows"
        ])
    // A symbol or an emoji is spoken: the label says more than its type, which is all to leave out.
    for label in ["★ Button", "😀 button", "+ button"] {
      #expect(
        messages(.labelIncludesTrait, element(label, traits: .button)).first?.hasPrefix(
          "label '\(label)' includes 'button'") == true, "\(label)")
    }
    #expect(fires(.labelIncludesTrait, element("Speichern-Taste", traits: .button), language: "de-DE"))
    #expect(fires(.labelIncludesTrait, element("Bild von einer Katze", traits: .image), language: "de-DE"))
    #expect(fires(.labelIncludesTrait, element("Кнопка сохранения", traits: .button), language: "ru-RU"))
    #expect(fires(.labelIncludesTrait, element("Изображение кота", traits: .image), language: "ru"))
    // VoiceOver's own trait words alone (rules §4's table), in every language.
    #expect(fires(.labelIncludesTrait, element("Einstellbar", traits: .adjustable), language: "de-DE"))
    #expect(
      fires(.labelIncludesTrait, element("Umschalttaste", traits: [.button, .toggleButton]), language: "de"))
    #expect(fires(.labelIncludesTrait, element("Элемент регулировки", traits: .adjustable), language: "ru"))
    // The words VoiceOver says: a back button says the button's word, a tab or a key does not.
    #expect(fires(.labelIncludesTrait, element("Settings back button", traits: .backButton)))
    #expect(fires(.labelIncludesTrait, element("Zurück Taste", traits: .backButton), language: "de"))
    #expect(fires(.labelIncludesTrait, element("Кнопка назад", traits: .backButton), language: "ru"))
    #expect(!fires(.labelIncludesTrait, element("Home button", traits: [.button, .tabBarItem])))
    #expect(!fires(.labelIncludesTrait, element("A Taste", traits: [.button, .keyboardKey]), language: "de"))
  }

  /// Russian labels name the action in the infinitive before what it acts on, and a mode by the word
  /// twice, inflected: no trait word said twice.
  @Test func russianVerbsAndModesAreNoTraitWords() {
    for label in ["Сделать фото", "Удалить изображение", "Картинка в картинке"] {
      #expect(
        !fires(.labelIncludesTrait, element(label, traits: [.button, .image]), language: "ru-RU"), "\(label)")
    }
    #expect(fires(.labelIncludesTrait, element("Кнопка фото", traits: [.button, .image]), language: "ru-RU"))
  }

  @Test func labelIncludesTraitNearMisses() {
    // The word is not the element's own trait.
    #expect(!fires(.labelIncludesTrait, element("Link Account", traits: .button)))
    #expect(!fires(.labelIncludesTrait, element("New Tab", traits: .button)))
    #expect(!fires(.labelIncludesTrait, element("Photo Library", traits: .button)))
    // An image, link or tab a verb acts on, and a mode named by the word twice.
    #expect(!fires(.labelIncludesTrait, element("Take Photo", traits: [.button, .image])))
    #expect(!fires(.labelIncludesTrait, element("Share Link", traits: .link)))
    #expect(!fires(.labelIncludesTrait, element("Close Tab", traits: [.button, .tabBarItem])))
    for label in ["Picture in Picture", "Enter Picture in Picture", "Picture-in-Picture", "Take a Photo"] {
      #expect(!fires(.labelIncludesTrait, element(label, traits: [.button, .image])), "\(label)")
    }
    #expect(fires(.labelIncludesTrait, element("Close Button", traits: .button)))
    #expect(fires(.labelIncludesTrait, element("Toggle switch", traits: [.button, .toggleButton])))
    // An identifier gets that finding alone.
    #expect(!fires(.labelIncludesTrait, element("close_button", traits: .button)))
    #expect(fires(.labelLooksLikeIdentifier, element("close_button", traits: .button)))
    // Not the whole word, or not at the start with a connector.
    #expect(!fires(.labelIncludesTrait, element("Buttons and Controls", traits: .button)))
    #expect(!fires(.labelIncludesTrait, element("Image quality", traits: .image)))
    #expect(!fires(.labelIncludesTrait, element("The image quality", traits: .image)))
    // On an English screen "Taste" is no trait word.
    #expect(!fires(.labelIncludesTrait, element("Taste", traits: .button)))
    #expect(!fires(.labelIncludesTrait, element("Save", traits: .button), language: "de"))
    // A language without words skips the rule.
    #expect(!fires(.labelIncludesTrait, element("Save button", traits: .button), language: "ja-JP"))
  }

  @Test func wordRulesSayWhichLanguagesTheySkipped() throws {
    let audit = try Auditor().audit(
      screen(
        [
          element("保存ボタン", traits: .button),
          element(
            "Save button", traits: .button, frame: Frame(x: 20, y: 200, width: 100, height: 44),
            language: "en"),
          // The tables go by primary subtag: one note for `ja` and `ja-JP`.
          element(
            "削除ボタン", traits: .button, frame: Frame(x: 20, y: 300, width: 100, height: 44), language: "ja-JP"),
        ], language: "ja"))
    #expect(audit.unsupportedLanguages == ["ja"])
    #expect(audit.findings.map(\.rule) == [.labelIncludesTrait])
  }

  @Test func labelEndsWithPeriod() {
    #expect(
      messages(.labelEndsWithPeriod, element("Save.", traits: .button))
        == ["label 'Save.' ends with a period: a label is a name, remove the period"])
    // A direction mark after the period hides it from no one.
    #expect(fires(.labelEndsWithPeriod, element("Save.\u{200F}", traits: .button)))
    #expect(fires(.labelEndsWithPeriod, element("Learn more.", traits: .link)))
    #expect(!fires(.labelEndsWithPeriod, element("Your order has shipped.", traits: .staticText)))
    #expect(!fires(.labelEndsWithPeriod, element("Welcome.", traits: .header)))
    #expect(!fires(.labelEndsWithPeriod, element("Loading...", traits: .button)))
    // A period alone is a decimal key's name; a key is named by what it types.
    #expect(!fires(.labelEndsWithPeriod, element(".", traits: .button)))
    #expect(!fires(.labelEndsWithPeriod, element("。", traits: .button)))
    #expect(!fires(.labelEndsWithPeriod, element("Done.", traits: [.button, .keyboardKey])))
    #expect(!fires(.labelEndsWithPeriod, element("Acme Inc.", traits: .button)))
    #expect(!fires(.labelEndsWithPeriod, element("John F.", traits: .button)))
    #expect(!fires(.labelEndsWithPeriod, element("Made in the U.S.A.", traits: .button)))
    #expect(!fires(.labelEndsWithPeriod, element("Other…", traits: .button)))
    #expect(!fires(.labelEndsWithPeriod, element("Ask a Ph.D.", traits: .button)))
    #expect(!fires(.labelEndsWithPeriod, element("なぜ？", traits: .button)))
    #expect(!fires(.labelEndsWithPeriod, element("Go‼", traits: .button)))
    #expect(!fires(.labelEndsWithPeriod, element("Hauptstr.", traits: .button), language: "de-DE"))
    #expect(!fires(.labelEndsWithPeriod, element("Zur Bahnhofstr.", traits: .link), language: "de-DE"))
    // Weekdays, months, titles and units a formatter or a form shortens.
    for label in [
      "Mo.", "Okt.", "Min.", "Prof.", "Ave.", "Tel.", "janv.", "Сент.", "Preis inkl. MwSt.",
      "Öffnungszeiten Mo.–Fr.", "Dr.-Ing.", "Sa./So.", "5 Mio.", "Тел.", "Проф.", "Ул.", "100 руб.",
    ] {
      #expect(!fires(.labelEndsWithPeriod, element(label, traits: .button)), "\(label)")
    }
    // A number or a name with a dot before the period is no abbreviation.
    for label in [
      "Go to page 3.", "Costs 5.00.", "Buy 2 for $5.00.", "Visit apple.com.", "Open file.txt.", "保存。",
      "Pick-up.", "Open/close.",
      "محفوظ کریں۔", "Save｡", "Պահել։", "አስቀምጥ።", "သိမ်းမည်။",
    ] {
      #expect(fires(.labelEndsWithPeriod, element(label, traits: .button)), "\(label)")
    }
  }

  @Test func valueRepeatsLabel() {
    #expect(
      messages(.valueRepeatsLabel, element("Volume", value: "volume.", traits: .adjustable))
        == [
          "value 'volume.' repeats the label, so VoiceOver says it twice: leave the value for the state, or empty"
        ])
    #expect(!fires(.valueRepeatsLabel, element("Volume", value: "50%", traits: .adjustable)))
    #expect(!fires(.valueRepeatsLabel, element("Volume", value: "Volume up", traits: .adjustable)))
  }

  @Test func silentElement() {
    #expect(
      messages(.silentElement, element())
        == [
          "VoiceOver stops on this element and says nothing: give it a label, or hide it from accessibility"
        ])
    #expect(fires(.silentElement, element("   ")))
    #expect(!fires(.silentElement, element("Clock")))
    // A trait word, a value or a hint is something said.
    #expect(!fires(.silentElement, element(traits: .button)))
    #expect(!fires(.silentElement, element(value: "5")))
    #expect(!fires(.silentElement, element(hint: "Closes the camera.")))
    #expect(!fires(.missingLabel, element()))
    // A control that says nothing at all is missing-label's alone.
    #expect(fires(.missingLabel, element(traits: [.button, .keyboardKey])))
    #expect(!fires(.silentElement, element(traits: [.button, .keyboardKey])))
    // Words that name nothing: a trait or state no label rule covers, or only that it has actions.
    #expect(
      messages(.silentElement, element(traits: .header)) == [
        "VoiceOver says only 'Heading.' on this heading, which names nothing: give it a label, or hide it "
          + "from accessibility"
      ])
    #expect(fires(.silentElement, element(traits: [.staticText, .notEnabled])))
    var actions = element()
    actions.accessibilityCustomActions = ["Delete"]
    #expect(fires(.silentElement, actions))
    // Custom content spoken with it says something; content only announced does not.
    var rated = element()
    rated.accessibilityCustomContent = [CustomContent(label: "Rating", value: "4", importance: .high)]
    #expect(!fires(.silentElement, rated))
    rated.accessibilityCustomContent = [CustomContent(label: "Rating", value: "4")]
    #expect(fires(.silentElement, rated))
    #expect(!fires(.silentElement, element("Settings", traits: .header)))
    #expect(!fires(.silentElement, element(value: "3", traits: .header)))
  }

  @Test func labelNotCapitalized() {
    #expect(
      messages(.labelNotCapitalized, element("save", traits: .button))
        == [
          "label 'save' begins with a lowercase letter: capitalize its first word, so VoiceOver speaks it with the inflection of a name"
        ])
    #expect(fires(.labelNotCapitalized, element("open settings", traits: .link)))
    #expect(!fires(.labelNotCapitalized, element("q", traits: [.button, .keyboardKey])))
    #expect(fires(.labelNotCapitalized, element("сохранить", traits: .button), language: "ru-RU"))
    // Georgian (`შენახვა`, Save) does not capitalise a sentence's first word.
    for label in [
      "Save", "iPhone settings", "eBay", "iOS", "macOS", "3 photos", "@home", "حفظ", "შენახვა", "apple.com",
      "john.doe@example.com", "x.com", "example.museum", "index.html", "e-Bike", "z.B. Berlin", "km/h",
      "kg", "mph: 30", "apple.com.",
      // A symbol, a letter without a capital.
      "ℹ Info", "ⓘ Details", "ᵃ note",
    ] {
      #expect(!fires(.labelNotCapitalized, element(label, traits: .button)), "\(label)")
    }
    // A word that is also a unit's symbol elsewhere is still a word.
    for label in ["e-mail", "in stock", "mi cuenta"] {
      #expect(fires(.labelNotCapitalized, element(label, traits: .button)), "\(label)")
    }
    // Text is not a name: static text and headings keep their words.
    #expect(!fires(.labelNotCapitalized, element("updated just now", traits: .staticText)))
    #expect(!fires(.labelNotCapitalized, element("more", traits: [.button, .staticText])))
    #expect(!fires(.labelEndsWithPeriod, element("Read the terms.", traits: [.link, .staticText])))
    #expect(!fires(.labelEndsWithPeriod, element("Settings.", traits: [.button, .header])))
    #expect(!fires(.labelNotCapitalized, element("recent", traits: [.button, .header])))
    // An identifier gets label-looks-like-identifier's advice alone; a back button's "back" is not spoken.
    #expect(!fires(.labelNotCapitalized, element("btnSave", traits: .button)))
    #expect(!fires(.labelNotCapitalized, element("back", traits: [.button, .backButton])))
    #expect(
      !fires(.labelNotCapitalized, element("zurück", traits: [.button, .backButton]), language: "de-DE"))
    #expect(fires(.labelNotCapitalized, element("inbox", traits: [.button, .backButton])))
  }

  /// A label of thousands of characters (a React Native container joins all its texts) is quoted by
  /// its first 79 and an ellipsis.
  @Test func longLabelsAreQuotedShort() {
    let label = "save " + String(repeating: "x", count: 5_000)
    #expect(
      messages(.labelNotCapitalized, element(label, traits: .button)) == [
        "label '\(label.prefix(79))…' begins with a lowercase letter: capitalize its first word, so VoiceOver "
          + "speaks it with the inflection of a name"
      ])
    // A few characters piled with combining marks are cut by their scalars too (199 before the
    // ellipsis), as are emoji made of several; 80 characters are quoted whole.
    let piled = "save" + String(repeating: "\u{301}", count: 20_000)
    #expect(
      messages(.labelNotCapitalized, element(piled, traits: .button)).first?.hasPrefix("label 'sav…' ")
        == true)
    let family = "see " + String(repeating: "👨‍👩‍👧‍👦", count: 30)
    let shown = "see " + String(repeating: "👨‍👩‍👧‍👦", count: 27)
    #expect(
      messages(.labelNotCapitalized, element(family, traits: .button)).first?.hasPrefix("label '\(shown)…' ")
        == true)
    let eighty = "save " + String(repeating: "x", count: 75)
    #expect(
      messages(.labelNotCapitalized, element(eighty, traits: .button)).first?.hasPrefix("label '\(eighty)' ")
        == true)
  }

  @Test func adjustableWithoutValue() {
    #expect(
      messages(.adjustableWithoutValue, element("Rating", traits: .adjustable))
        == [
          "'Rating' is adjustable but has no value, so users adjust what they cannot hear: set accessibilityValue to its current state"
        ])
    #expect(!fires(.adjustableWithoutValue, element("Rating", value: "3 stars", traits: .adjustable)))
    #expect(!fires(.adjustableWithoutValue, element("Rating", traits: .button)))
    // A slider's value comes from the class: 50%.
    var slider = AccessibilityNode(className: "UISlider", frame: Frame(x: 0, y: 100, width: 300, height: 34))
    slider.accessibilityLabel = "Volume"
    slider.content.value = 0.5
    #expect(!fires(.adjustableWithoutValue, slider))
  }

  @Test func conflictingTraits() {
    #expect(
      messages(.conflictingTraits, element("Search", traits: [.searchField, .button]))
        == [
          "has the traits search field and button, which exclude each other: keep the one that says what it does"
        ])
    #expect(fires(.conflictingTraits, element("Volume", value: "5", traits: [.adjustable, .button])))
    #expect(fires(.conflictingTraits, element("Section", traits: [.header, .button])))
    #expect(fires(.conflictingTraits, element("Terms", traits: [.header, .link])))
    #expect(
      messages(.conflictingTraits, element("Terms", traits: [.button, .link]))
        == [
          "has the traits button and link, which exclude each other: keep the one that says what it does"
        ])
    #expect(!fires(.conflictingTraits, element("Search", traits: [.searchField, .textEntry])))
    #expect(!fires(.conflictingTraits, element("Wi-Fi", value: "1", traits: [.button, .toggleButton])))
    #expect(!fires(.conflictingTraits, element("Inbox", traits: [.header, .staticText])))
    // A heading on an image (research notes §5.3.7, "header on non-text").
    #expect(
      messages(.conflictingTraits, element("Sunset", traits: [.header, .image]))
        == ["has the traits header and image, which exclude each other: keep the one that says what it does"])
    #expect(
      messages(.conflictingTraits, element("Play", traits: [.header, .image, .button])).first?.hasPrefix(
        "has the traits header and button; header and image,") == true)
    // Every pair is named; a switch's own button trait is the switch.
    #expect(
      messages(.conflictingTraits, element("Terms", traits: [.button, .link, .header])).first?.hasPrefix(
        "has the traits button and link; header and button; header and link,") == true)
    #expect(
      messages(.conflictingTraits, element("Sound", value: "1", traits: [.header, .button, .toggleButton]))
        .first?.hasPrefix("has the traits header and switch,") == true)
    #expect(
      messages(.conflictingTraits, element("Rating", value: "3", traits: [.adjustable, .header])).first?
        .hasPrefix(
          "has the traits header and adjustable,") == true)
  }
}

/// Invisible marks (direction marks and isolates that localized and interpolated strings carry,
/// zero-width spaces) are not heard: the rules compare and read texts without them.
@Suite struct InvisibleMarkTests {
  @Test func marksAroundALabelChangeNoRule() {
    let isolated = "\u{2068}Edit\u{2069}"
    let below = Frame(x: 20, y: 200, width: 100, height: 44)
    #expect(
      findings(
        .duplicateUtterance,
        on: screen([element("Edit", traits: .button), element(isolated, traits: .button, frame: below)])
      ).map(\.message) == [
        "says 'Edit. Button.', exactly what the element before it says: make the labels tell them apart"
      ])
    // An isolate, or a direction embedding (which right-to-left apps wrap left-to-right text in).
    for marked in [isolated, "\u{202A}Edit\u{202C}"] {
      #expect(
        findings(
          .duplicateLabel,
          on: screen([
            element("Edit", traits: .button), element("Other", frame: below),
            element(marked, traits: .button, frame: Frame(x: 20, y: 300, width: 100, height: 44)),
          ])
        ).count == 1)
    }
    #expect(fires(.labelLooksLikeIdentifier, element("\u{200F}ic_close", traits: .button)))
    #expect(fires(.labelNotCapitalized, element("\u{200E}save", traits: .button)))
    #expect(fires(.hintRepeatsLabel, element("Delete", hint: "\u{200F}Delete", traits: .button)))
    #expect(
      fires(.valueRepeatsLabel, element("Volume", value: "\u{2068}Volume\u{2069}", traits: .adjustable)))
    // Direction embeddings and overrides around a label are unheard too: the rules read without them.
    #expect(fires(.labelLooksLikeIdentifier, element("\u{202B}btn_save\u{202C}", traits: .button)))
    #expect(fires(.labelNotCapitalized, element("\u{202A}save\u{202C}", traits: .button)))
    // Control characters and direction overrides stay, for the message to show them escaped.
    #expect(
      messages(.labelNotCapitalized, element("save\u{1B}[31m\u{202E}x", traits: .button)).first?.hasPrefix(
        #"label 'save\u{1B}[31m\u{202E}x'"#) == true)
    // A line break is white space, not a mark: the words on either side stay apart.
    #expect(!fires(.labelLooksLikeIdentifier, element("Save\nfile_name", traits: .button)))
  }
}

/// Text the app meant to fill in: VoiceOver reads `%@` as "percent at".
@Suite struct UnfilledPlaceholderTests {
  @Test func placeholdersAreFound() {
    #expect(
      messages(.unfilledPlaceholder, element("Delete %d photos", traits: .button)) == [
        "label 'Delete %d photos' holds '%d', text the app meant to replace: VoiceOver reads it out as it "
          + "stands; fill in the value (or unwrap the optional) before setting the text"
      ])
    for (text, placeholder) in [
      ("%@ items", "%@"), ("Step %1$@ of %2$@", "%1$@"), ("%.1f km", "%.1f"), ("%lld songs", "%lld"),
      ("{{count}} items", "{{count}}"), ("Hello, ${name}", "${name}"), ("%{count} left", "%{count}"),
      ("Page {0}", "{0}"), (#"Optional("Save")"#, #"Optional("Save")"#), ("(null)", "(null)"),
      (" nil ", "nil"), ("undefined", "undefined"), ("Total: %s", "%s"),
      // Whatever follows: the nouns of CJK and other scripts come right after the number.
      ("%d件の写真を削除", "%d"), ("%1$@さん", "%1$@"), ("%d개 항목", "%d"), ("%.1fkm", "%.1f"), ("%@items", "%@"),
      ("%dkm", "%d"), ("Удалить %dшт", "%d"), ("%#@items@", "%#@items@"), ("%1$#@photos@", "%1$#@"),
      // Nothing's descriptions inside longer texts, and code left uninterpolated.
      ("Name: (null)", "(null)"), ("Welcome, <null>", "<null>"), ("[object Object]", "[object Object]"),
      ("NaN km", "NaN"), ("$NaN", "NaN"), ("nan", "nan"), ("<NSNull>", "<NSNull>"), ("NAN", "NAN"),
      ("NULL", "NULL"), ("-Infinity", "-Infinity"),
      ("Name: (NULL)", "(NULL)"), ("%02d:%02d", "%02d"), ("%03d", "%03d"), ("%*d", "%*d"), ("%.*f", "%.*f"),
      ("%'d steps", "%'d"), ("%10s", "%10s"),
      (#"\(value) items"#, #"\(value)"#), ("inf", "inf"),
    ] {
      #expect(Placeholders.placeholder(in: text) == placeholder, "\(text)")
    }
    #expect(fires(.unfilledPlaceholder, element("Song", value: "%@ of %@", traits: .adjustable)))
    #expect(fires(.unfilledPlaceholder, element("Rate", hint: "Rates {{title}}.", traits: .button)))
    // A hint that holds one gets that finding alone, not the hint's wording advice.
    let placeholderHint = element("Edit", hint: "%@", traits: .button)
    #expect(fires(.unfilledPlaceholder, placeholderHint))
    #expect(!fires(.hintWithoutPeriod, placeholderHint))
    #expect(fires(.unfilledPlaceholder, element("(null)", traits: .staticText)))
    var rated = element("Rate", traits: .button)
    rated.accessibilityCustomContent = [CustomContent(label: "Rating", value: "%d stars", importance: .high)]
    #expect(fires(.unfilledPlaceholder, rated))
    var actions = element("Photo", traits: .button)
    actions.accessibilityCustomActions = ["Delete %@"]
    #expect(fires(.unfilledPlaceholder, actions))
    // What the user typed into a field is theirs.
    #expect(!fires(.unfilledPlaceholder, element("Name", value: "nil", traits: .textEntry)))
    // Each text that holds one is a finding of its own: fixing the first brings up no new one.
    var several = element("Save", value: "%@", hint: "Saves {{count}} files.", traits: .button)
    several.accessibilityCustomActions = ["Delete %d"]
    several.accessibilityCustomContent = [CustomContent(label: "%@", value: "(null)")]
    #expect(
      messages(.unfilledPlaceholder, several).map { $0.prefix(while: { $0 != "," }) } == [
        "value '%@' holds '%@'", "hint 'Saves {{count}} files.' holds '{{count}}'",
        "custom content '%@' holds '%@'", "custom content '(null)' holds '(null)'",
        "custom action 'Delete %d' holds '%d'",
      ])
  }

  @Test func percentSignsAndBracesInWordsAreNotPlaceholders() {
    for text in [
      "Save 20%", "100% organic", "50%OFF", "20%discount", "Battery 80%.", "100%%", "{ }", "{name}",
      "Use {braces}",
      "Optional", "Optional extras", "NonOptional(x", "$5.00", "Costs $ 5", "Null Island", "nil points",
      "Undefined behaviour", "Save", "%", "5 % 3", "example.com/caf%C3%A9", "file%E2%80%99s name", "Mix 50%C",
      "caf%c3%a9", "a%2fb%3dc", "%e2%80%99",
      "50 % discount", "a%20b", "20 %ige Ermäßigung", "20\u{202F}%ige",
      "Nan's recipes", "NaNa", "BANANA", "Infinity", "INFINITY",
      // Capitalised, they are words: German's zero, a name.
      "Null", "Nan", "Nil", "Undefined",
    ] {
      #expect(Placeholders.placeholder(in: text) == nil, "\(text)")
    }
  }

  /// A placeholder in the label is that finding alone: no capital, identifier or trait advice for it.
  @Test func aPlaceholderLabelGetsThatFindingAlone() throws {
    for label in ["nil", "%@ button", "%@.png", "icon_%@"] {
      let report = try Auditor().audit(screen([element(label, traits: .button)]))
      #expect(report.findings.map(\.rule) == [.unfilledPlaceholder], "\(label)")
    }
  }
}

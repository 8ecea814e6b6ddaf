import Testing
import VosimModel
import VosimNavigation
import VosimReadingOrder
import VosimTestSupport
import VosimTesting

@Suite("Navigator")
struct NavigatorTests {
  static func navigator(_ screen: Screen = NavigationScreens.everything) throws -> Navigator {
    var navigator = try Navigator(screen: screen)
    navigator.perform(.screenChanged(identifier: nil))
    return navigator
  }

  @Test func nothingIsFocusedUntilFirstFocus() throws {
    var navigator = try Navigator(screen: NavigationScreens.everything)
    #expect(navigator.focus == nil)
    #expect(navigator.perform(.activate).moved == false)
    let first = navigator.perform(.screenChanged(identifier: nil))
    #expect(first.spoken == ["Settings. Heading."])
    #expect(first.focus == 0)
  }

  @Test func nextAndPreviousStopAtTheEnds() throws {
    var navigator = try Self.navigator()
    let before = navigator.perform(.previous)
    #expect(
      before
        == NavigationStep(
          gesture: .previous, spoken: [], focus: 0, moved: false, note: "at the first element"))
    #expect(navigator.perform(.next).spoken == ["Terms. Link."])
    #expect(navigator.perform(.next).spoken == ["Wi-Fi. Switch Button. On. Double tap to toggle setting."])
    #expect(navigator.perform(.previous).spoken == ["Terms. Link."])
    let last = navigator.perform(.last)
    #expect(last.spoken == ["Increment. Button."])
    #expect(last.focus == 16)
    #expect(navigator.perform(.next).moved == false)
    #expect(navigator.focus == 16)
    #expect(navigator.perform(.first).spoken == ["Settings. Heading."])
  }

  /// A secure text field is a text field by its textEntry trait; secureTextField alone is not one, as
  /// it says no "Secure Text Field" either (rules §4.3, §6).
  @Test func secureTextFieldAloneIsNoTextField() throws {
    let root = AccessibilityNode(
      frame: Frame(x: 0, y: 0, width: 390, height: 844),
      subviews: [
        AccessibilityNode(
          className: "UIAccessibilityElement", frame: Frame(x: 0, y: 0, width: 300, height: 40),
          isAccessibilityElement: true, accessibilityLabel: "PIN", accessibilityTraits: .secureTextField),
        AccessibilityNode(
          className: "UIAccessibilityElement", frame: Frame(x: 0, y: 50, width: 300, height: 40),
          isAccessibilityElement: true, accessibilityLabel: "Password",
          accessibilityTraits: [.textEntry, .secureTextField]),
      ])
    let index = RotorIndex(try ReadingOrder().order(Screen(root: root)))
    #expect(index.positions(of: .textFields) == [1])
    #expect(index.positions(of: .formControls) == [1])
  }

  /// An order computed without its structure has no groups: the rotor says so, not that the screen
  /// has no list.
  @Test func anOrderWithoutItsStructureSaysWhyTheGroupItemsAreEmpty() throws {
    let screen = NavigationScreens.everything
    var navigator = Navigator(order: try ReadingOrder().order(screen), screen: screen)
    let step = navigator.perform(.rotor(.lists))
    #expect(!step.moved)
    #expect(
      step.note
        == "the reading order was computed without recordsStructure, so the rotor's Lists item knows no groups: "
        + "compute it with recordsStructure: true")
    var structured = Navigator(
      order: try ReadingOrder(configuration: .init(recordsStructure: true)).order(screen), screen: screen)
    #expect(structured.perform(.rotor(.lists)).moved)
  }

  @Test func everyRotorCategoryReachesItsElements() throws {
    let navigator = try Self.navigator()
    let index = navigator.rotorIndex
    #expect(index.positions(of: .headings) == [0])
    #expect(index.positions(of: .links) == [1])
    #expect(index.positions(of: .formControls) == [2, 3, 4, 5, 9, 11, 12, 13, 14, 15, 16])
    #expect(index.positions(of: .textFields) == [4, 5])
    #expect(index.positions(of: .searchFields) == [5])
    #expect(index.positions(of: .buttons) == [2, 9, 11, 12, 13, 15, 16])
    #expect(index.positions(of: .images) == [6])
    #expect(index.positions(of: .staticText) == [0, 7, 8, 10])
    #expect(index.positions(of: .tables) == [10])
    #expect(index.positions(of: .lists) == [7])
    #expect(index.positions(of: .landmarks) == [9])
    #expect(index.positions(of: .containers) == [7, 9, 10])
    #expect(index.positions(of: .actions) == [11])
    #expect(index.positions(of: .adjustValue) == [3, 14])
    #expect(index.presentCategories == RotorCategory.elementCategories)
  }

  @Test func everyRotorItemIsSelectedByNameAndSteppedThrough() throws {
    let names: [RotorCategory: String] = [
      .headings: "Headings", .links: "Links", .formControls: "Form Controls", .textFields: "Text Fields",
      .searchFields: "Search Fields", .buttons: "Buttons", .images: "Images", .staticText: "Static Text",
      .tables: "Tables", .lists: "Lists", .landmarks: "Landmarks", .containers: "Containers",
    ]
    for category in RotorCategory.elementCategories {
      var navigator = try Self.navigator()
      #expect(navigator.perform(.rotor(category)).spoken == ["\(names[category]!)."])
      // From the first element, down visits every member after it in order, then stops. An adjustable
      // element or one with actions turns the rotor (facts F20): the user turns it back.
      let members = navigator.rotorIndex.positions(of: category).filter { $0 > 0 }
      func swipe(_ gesture: Gesture) -> NavigationStep {
        if navigator.rotor != category { navigator.perform(.rotor(category)) }
        return navigator.perform(gesture)
      }
      var visited: [Int] = []
      while case let step = swipe(.down), step.moved { visited.append(step.focus!) }
      #expect(visited == members, "\(category)")
      var back: [Int] = []
      while case let step = swipe(.up), step.moved { back.append(step.focus!) }
      #expect(
        back
          == Array(
            navigator.rotorIndex.positions(of: category).filter { $0 < (visited.last ?? 0) }.reversed()),
        "\(category)")
    }
  }

  /// The focus landing on an adjustable element turns the rotor to Adjust value, on one with custom
  /// actions to Actions (facts F20), silently; elsewhere it returns to the item the user chose.
  @Test func theRotorTurnsWhereTheFocusLands() throws {
    var navigator = try Self.navigator()
    #expect(navigator.rotor == nil)
    func focus(_ position: Int) {
      navigator.perform(.first)
      for _ in 0..<position { navigator.perform(.next) }
    }
    focus(3)
    #expect(navigator.rotor == .adjustValue)
    #expect(navigator.perform(.up).focus == 3)
    focus(11)
    #expect(navigator.rotor == .actions)
    focus(0)
    #expect(navigator.rotor == nil)
    // The user's own choice comes back where nothing turns the rotor, and up and down follow it.
    navigator.perform(.rotor(.headings))
    focus(3)
    #expect(navigator.rotor == .adjustValue)
    navigator.perform(.rotor(.headings))
    #expect(navigator.rotor == .headings)
    navigator.perform(.next)
    #expect(navigator.rotor == .headings)
    // Adjust value or Actions chosen by hand are that element's: elsewhere the choice before them.
    focus(3)
    navigator.perform(.rotor(.adjustValue))
    focus(0)
    #expect(navigator.rotor == .headings)
    focus(11)
    navigator.perform(.rotor(.actions))
    focus(0)
    #expect(navigator.rotor == .headings)
  }

  /// Characters and Words are offered on every screen (facts F20) and step through the focused
  /// element's text, its label then its value, from the start after each landing.
  @Test func charactersAndWordsStepThroughTheFocusedText() throws {
    var navigator = try Self.navigator()
    #expect(navigator.perform(.rotor(.characters)).spoken == ["Characters."])
    #expect(navigator.perform(.up).note == "at the first character")
    let characters = (0..<9).map { _ in navigator.perform(.down).spoken.first ?? "-" }
    #expect(characters == ["S.", "e.", "t.", "t.", "i.", "n.", "g.", "s.", "-"])
    #expect(navigator.perform(.up).spoken == ["g."])
    #expect(navigator.perform(.rotor(.words)).spoken == ["Words."])
    navigator.perform(.next)
    #expect(navigator.perform(.down).spoken == ["Terms."])
    #expect(navigator.perform(.down).note == "at the last word")
    #expect(navigator.focus == 1)
  }

  /// A navigator on a screen of one element with `label`.
  private static func navigator(labelled label: String) throws -> Navigator {
    try navigator(
      Screen(
        root: AccessibilityNode(
          frame: Frame(x: 0, y: 0, width: 390, height: 844),
          subviews: [
            AccessibilityNode(
              frame: Frame(x: 0, y: 100, width: 390, height: 44), isAccessibilityElement: true,
              accessibilityLabel: label)
          ])))
  }

  /// Characters skips invisible marks (a zero-width space, a direction mark) and names a space; Words
  /// takes a word without the punctuation around it, and a dash alone is no word.
  @Test func charactersAndWordsSpeakWhatIsHeard() throws {
    var navigator = try Self.navigator(labelled: "a\u{200B}b\u{00A0}c \u{200F}stop-now, — ok?")
    navigator.perform(.rotor(.characters))
    let characters = (0..<5).map { _ in navigator.perform(.down).spoken.first ?? "-" }
    #expect(characters == ["a.", "b.", "space.", "c.", "space."])
    navigator.perform(.rotor(.words))
    let words = (0..<5).map { _ in navigator.perform(.down).spoken.first ?? "-" }
    #expect(words == ["a\u{200B}b.", "c.", "stop-now.", "ok.", "-"])
    // A sign before a number stays; a minus sign alone is a dash, no word; an ellipsis, a long dash
    // and the ideographic comma part words as a space does.
    var signed = try Self.navigator(labelled: "-5 \u{2212} \u{2212}3 Hello…world x—y 日本語、テキスト。")
    signed.perform(.rotor(.words))
    let signedWords = (0..<9).map { _ in signed.perform(.down).spoken.first ?? "-" }
    #expect(signedWords == ["-5.", "\u{2212}3.", "Hello.", "world.", "x.", "y.", "日本語.", "テキスト.", "-"])
    // Also inside brackets or quotes, and before a decimal point: the minus is not the punctuation.
    var bracketed = try Self.navigator(labelled: "Balance (-5) and (+7) [\u{2212}3] \"-.5\" costs .99 (.5)")
    bracketed.perform(.rotor(.words))
    let bracketedWords = (0..<9).map { _ in bracketed.perform(.down).spoken.first ?? "-" }
    #expect(
      bracketedWords == ["Balance.", "-5.", "and.", "+7.", "\u{2212}3.", "-.5.", "costs.", ".99.", ".5."])
    // An emoji whose base is a sign is a word, not punctuation around one; the sign alone is none.
    var emoji = try Self.navigator(labelled: "Call #\u{FE0F}\u{20E3} now \u{203C}\u{FE0F} # end")
    emoji.perform(.rotor(.words))
    let emojiWords = (0..<5).map { _ in emoji.perform(.down).spoken.first ?? "-" }
    #expect(emojiWords == ["Call.", "#\u{FE0F}\u{20E3}.", "now.", "\u{203C}\u{FE0F}", "end."])

    // A dash alone has a character and no word: the note says which.
    var dash = try Self.navigator(labelled: "\u{2014}")
    dash.perform(.rotor(.words))
    #expect(dash.perform(.down).note == "the focused element's text has no word")
    dash.perform(.rotor(.characters))
    #expect(dash.perform(.down).spoken == ["\u{2014}."])
  }

  /// A joiner or variation selector attached to a letter is no part of the character heard, but the
  /// marks that hold an emoji together stay.
  @Test func charactersDropMarksAttachedToALetterButKeepEmoji() throws {
    var navigator = try Self.navigator(
      labelled: "h\u{200C}i x\u{200D}y a\u{FE0F}b \u{2764}\u{FE0F}\u{1F468}\u{200D}\u{1F467}1\u{FE0F}\u{20E3}"
    )
    navigator.perform(.rotor(.characters))
    let characters = (0..<12).map { _ in navigator.perform(.down).spoken.first ?? "-" }
    #expect(
      characters == [
        "h.", "i.", "space.", "x.", "y.", "space.", "a.", "b.", "space.", "\u{2764}\u{FE0F}.",
        "\u{1F468}\u{200D}\u{1F467}.", "1\u{FE0F}\u{20E3}.",
      ])
  }

  @Test func rotorSelectionSpeaksTheItemAndDownUpMoveWithinIt() throws {
    var navigator = try Self.navigator()
    #expect(navigator.perform(.rotor(.textFields)).spoken == ["Text Fields."])
    #expect(navigator.rotor == .textFields)
    #expect(navigator.perform(.down).spoken == ["Name. Text Field. Double tap to edit."])
    #expect(navigator.perform(.down).spoken == ["Search. Search Field."])
    let end = navigator.perform(.down)
    #expect(end.moved == false)
    #expect(end.focus == 5)
    #expect(navigator.perform(.up).focus == 4)
    #expect(navigator.perform(.up).moved == false)
    #expect(navigator.perform(.rotor(.formControls)).spoken == ["Form Controls."])
    #expect(navigator.perform(.down).spoken == ["Search. Search Field."])
    #expect(navigator.perform(.rotor(.containers)).spoken == ["Containers."])
    #expect(navigator.perform(.down).spoken == ["One. List Start."])
    #expect(navigator.perform(.down).spoken == ["Home. Button. Landmark."])
    #expect(navigator.perform(.down).spoken == ["A1."])
  }

  @Test func categoriesWithoutElementsAreNotOffered() throws {
    var navigator = try Self.navigator(NavigationScreens.modal)
    #expect(navigator.offeredCategories == [.characters, .words, .headings, .formControls, .buttons])
    let links = navigator.perform(.rotor(.links))
    #expect(links.moved == false)
    #expect(links.spoken == [])
    #expect(navigator.rotor == nil)
    #expect(navigator.perform(.down).moved == false)
    var unfocused = try Navigator(screen: NavigationScreens.modal)
    #expect(
      unfocused.perform(.rotor(.actions)).note
        == "nothing is focused, so no element offers the Actions rotor item")
    #expect(
      navigator.perform(.rotor(.adjustValue)).note == "the focused element offers no Adjust value rotor item")
  }

  @Test func actionsAreOfferedOnTheirElementAndSteppedThrough() throws {
    var navigator = try Self.navigator()
    #expect(!navigator.offeredCategories.contains(.actions))
    #expect(
      navigator.perform(.screenChanged(identifier: "share")).spoken == ["Share. Button. Actions available."])
    #expect(navigator.offeredCategories.last == .actions)
    #expect(navigator.perform(.rotor(.actions)).spoken == ["Actions."])
    #expect(navigator.perform(.up).moved == false)
    #expect(navigator.perform(.down).spoken == ["Copy."])
    #expect(navigator.perform(.down).spoken == ["Delete."])
    #expect(navigator.perform(.down).moved == false)
    #expect(navigator.perform(.up).spoken == ["Copy."])
    let performed = navigator.perform(.activate)
    #expect(performed.moved)
    #expect(performed.spoken == [])
    #expect(performed.note == "performs the custom action 'Copy'; the app decides what it does")
    #expect(navigator.perform(.next).moved)
    #expect(navigator.perform(.down).moved == false)
  }

  /// Action names are spoken trimmed, and a blank one is no action: not spoken, not announced, not on
  /// the rotor (the blank rule of rules §4).
  @Test func blankActionNamesAreNoActionsAndNamesAreSpokenTrimmed() throws {
    var padded = AccessibilityNode(className: "UIButton", frame: Frame(x: 0, y: 0, width: 200, height: 40))
    padded.accessibilityLabel = "Share"
    padded.accessibilityCustomActions = [" Copy", "", "Delete ", " \u{200B} ", "\tPin"]
    var blank = AccessibilityNode(className: "UIButton", frame: Frame(x: 0, y: 100, width: 200, height: 40))
    blank.accessibilityLabel = "Edit"
    blank.accessibilityCustomActions = ["", "  "]
    var navigator = try Self.navigator(
      Screen(
        root: AccessibilityNode(frame: Frame(x: 0, y: 0, width: 390, height: 844), subviews: [padded, blank]))
    )
    #expect(navigator.focusedUtterance?.text == "Share. Button. Actions available.")
    #expect(navigator.perform(.rotor(.actions)).spoken == ["Actions."])
    #expect(navigator.perform(.down).spoken == ["Copy."])
    #expect(navigator.perform(.down).spoken == ["Delete."])
    #expect(navigator.perform(.down).spoken == ["Pin."])
    #expect(navigator.perform(.down).moved == false)
    #expect(
      navigator.perform(.activate).note == "performs the custom action 'Pin'; the app decides what it does")
    #expect(navigator.utterance(at: 1).text == "Edit. Button.")
    #expect(navigator.perform(.next).spoken == ["Edit. Button."])
    #expect(!navigator.offeredCategories.contains(.actions))
  }

  /// An identifier on several elements focuses the first in reading order, and says it chose.
  @Test func aSharedIdentifierFocusesTheFirstInReadingOrderWithANote() throws {
    let screen = Screen {
      ButtonNode("Lower").frame(20, 400, 100, 44).identifier("x")
      ButtonNode("Upper").frame(20, 100, 100, 44).identifier("x")
      ButtonNode("Alone").frame(20, 600, 100, 44).identifier("y")
    }
    var navigator = try Self.navigator(screen)
    let step = navigator.perform(.screenChanged(identifier: "x"))
    #expect(step.spoken == ["Upper. Button."])
    #expect(
      step.note == "the identifier 'x' is on 2 elements or containers: the first in reading order is focused")
    #expect(navigator.perform(.screenChanged(identifier: "y")).note == nil)
    // A container with it counts by its first element.
    var container = AccessibilityNode(frame: Frame(x: 0, y: 100, width: 390, height: 100))
    container.accessibilityIdentifier = "dup"
    container.subviews = [ButtonNode("Upper").frame(0, 100, 100, 40).node]
    let lower = ButtonNode("Lower").frame(0, 500, 100, 40).identifier("dup").node
    var mixed = try Self.navigator(Screen(root: AccessibilityNode(subviews: [container, lower])))
    let both = mixed.perform(.screenChanged(identifier: "dup"))
    #expect(both.spoken == ["Upper. Button."])
    #expect(
      both.note
        == "the identifier 'dup' is on 2 elements or containers: the first in reading order is focused")
  }

  /// In a dump's tab bar, the tabs are one selection; a segmented control's segments there keep
  /// theirs, as UIKit does; a stepper's halves still step.
  @Test func aTabBarsSegmentsAndStepperKeepTheirBehaviour() throws {
    let frame = Frame(x: 0, y: 780, width: 390, height: 64)
    var home = ButtonNode("Home").frame(0, 780, 100, 64).node
    home.content.isSelected = true
    var segments = AccessibilityNode(
      className: "UISegmentedControl", frame: Frame(x: 100, y: 780, width: 150, height: 64))
    segments.content.segments = ["S1", "S2"]
    segments.content.selectedSegmentIndex = 1
    let stepper = NavigationScreens.stepper(
      value: 0, range: 0...3, frame: Frame(x: 250, y: 780, width: 140, height: 64))
    var bar = AccessibilityNode(
      className: UIKitClass.dumpTabBarClassName, frame: frame, accessibilityTraits: .tabBar)
    bar.subviews = [home, segments, stepper]
    var navigator = try Self.navigator(Screen(root: AccessibilityNode(subviews: [bar])))
    #expect(navigator.perform([.next, .activate]).map(\.spoken) == [["S1. Tab. 2 of 5."], ["Selected."]])
    #expect(navigator.utterance(at: 0).text == "Selected: Home. Tab. 1 of 5.")
    #expect(navigator.utterance(at: 2).text == "S2. Tab. 3 of 5.")
    // A plain tab of the bar leaves the segments alone.
    #expect(navigator.perform([.first, .activate]).map(\.spoken).last == ["Selected."])
    #expect(navigator.utterance(at: 1).text == "Selected: S1. Tab. 2 of 5.")
    #expect(navigator.perform([.last, .activate]).map(\.spoken).last == ["1."])
  }

  @Test func aSwitchSaysItsNewValueAndKeepsIt() throws {
    var navigator = try Self.navigator()
    #expect(navigator.perform(.screenChanged(identifier: "wifi")).focus == 2)
    #expect(navigator.perform(.activate).spoken == ["Off."])
    #expect(navigator.utterance(at: 2).text == "Wi-Fi. Switch Button. Off. Double tap to toggle setting.")
    navigator.perform(.next)
    #expect(
      navigator.perform(.previous).spoken == ["Wi-Fi. Switch Button. Off. Double tap to toggle setting."])
    #expect(navigator.perform(.activate).spoken == ["On."])
    #expect(navigator.perform(.readAll).spoken[2] == "Wi-Fi. Switch Button. On.")
  }

  @Test func aSwitchWhoseTraitsLeaveOutToggleButtonFlipsToo() throws {
    var navigator = try Self.navigator(
      Screen { SwitchNode("Sync", isOn: true).traits(.button).frame(20, 40, 300, 40) })
    #expect(navigator.utterance(at: 0).text == "Sync: 1. Button.")
    #expect(navigator.perform(.activate).spoken == ["0."])
    #expect(navigator.utterance(at: 0).text == "Sync: 0. Button.")
  }

  /// Page numbers of any size step without overflowing, and a slider over the widest range steps by a
  /// tenth of it.
  @Test func extremePageControlsAndSlidersAdjust() throws {
    let frame = Frame(x: 0, y: 100, width: 200, height: 40)
    var pages = try Self.navigator(
      Screen(root: NavigationScreens.pageControl(page: Int.max - 1, of: Int.max, frame: frame)))
    pages.perform(.rotor(.adjustValue))
    #expect(pages.perform(.up).note == "at the last page")
    #expect(pages.perform(.down).spoken == ["page 9223372036854775806 of 9223372036854775807."])
    var slider = AccessibilityNode(className: "UISlider", frame: frame)
    slider.content.minimumValue = -Double.greatestFiniteMagnitude
    slider.content.maximumValue = Double.greatestFiniteMagnitude
    slider.content.value = 0
    var wide = try Self.navigator(Screen(root: slider))
    wide.perform(.rotor(.adjustValue))
    #expect(wide.perform(.down).spoken == ["40%."])
  }

  /// A settings row that speaks as a switch flips as its switch does; another view with the toggle
  /// trait runs the app's code.
  @Test func aTableCellThatSpeaksAsASwitchFlips() throws {
    func row(_ className: String, _ label: String, y: Double) -> AccessibilityNode {
      AccessibilityNode(
        className: className, frame: Frame(x: 0, y: y, width: 390, height: 44), isAccessibilityElement: true,
        accessibilityLabel: label, accessibilityValue: "0", accessibilityTraits: [.button, .toggleButton])
    }
    var navigator = try Self.navigator(
      Screen(
        root: AccessibilityNode(subviews: [
          row("UITableViewCell", "Bluetooth", y: 100), row("UIView", "Custom", y: 200),
        ])
      ))
    #expect(navigator.perform(.activate).spoken == ["On."])
    #expect(navigator.utterance(at: 0).text == "Bluetooth. Switch Button. On. Double tap to toggle setting.")
    navigator.perform(.next)
    #expect(navigator.perform(.activate).note == "activated: the app decides what happens")
    // A cell with the toggle trait but not the button trait does not speak as a switch.
    var toggle = row("UITableViewCell", "Row B", y: 100)
    toggle.accessibilityTraits = .toggleButton
    var other = try Self.navigator(Screen(root: AccessibilityNode(subviews: [toggle])))
    #expect(other.perform(.activate).note == "activated: the app decides what happens")
  }

  @Test func aSliderAndAPageControlAdjustByTheirSteps() throws {
    var navigator = try Self.navigator()
    navigator.perform(.touch(x: 100, y: 160))
    #expect(navigator.focus == 3)
    #expect(navigator.perform(.rotor(.adjustValue)).spoken == ["Adjust value."])
    #expect(navigator.perform(.up).spoken == ["60%."])
    #expect(navigator.perform(.up).spoken == ["70%."])
    #expect(navigator.perform(.down).spoken == ["60%."])
    #expect(
      navigator.utterance(at: 3).text
        == "Volume: 60%. Adjustable. Swipe up or down with one finger to adjust the value.")
    for _ in 0..<4 { navigator.perform(.up) }
    #expect(navigator.utterance(at: 3).element.value == "100%")
    #expect(navigator.perform(.up).moved == false)
    navigator.perform(.touch(x: 10, y: 660))
    #expect(navigator.focus == 14)
    #expect(navigator.perform(.down).moved == false)
    #expect(navigator.perform(.up).spoken == ["page 2 of 3."])
    #expect(navigator.perform(.up).spoken == ["page 3 of 3."])
    #expect(navigator.perform(.up).moved == false)
    navigator.perform(.next)
    let notAdjustable = navigator.perform(.up)
    #expect(notAdjustable.moved == false)
    // Adjust value chosen by hand was the slider's: the rotor is back where the user had it, on nothing.
    #expect(notAdjustable.note == "no rotor item is selected")
  }

  @Test func anAdjustableElementOfTheAppsOwnChangesNothingKnown() throws {
    var navigator = try Self.navigator(
      Screen { ElementNode("Rating", value: "3 stars", traits: .adjustable).frame(0, 0, 100, 40) })
    navigator.perform(.rotor(.adjustValue))
    let step = navigator.perform(.up)
    #expect(step.moved)
    #expect(step.spoken == [])
    #expect(step.note == "nothing is known to change: the app's accessibilityIncrement decides")
    #expect(
      navigator.perform(.down).note == "nothing is known to change: the app's accessibilityDecrement decides")
  }

  @Test func aSegmentOrTabBecomesTheSelectedOne() throws {
    var navigator = try Self.navigator()
    navigator.perform(.touch(x: 300, y: 610))
    #expect(navigator.focus == 13)
    #expect(navigator.focusedUtterance?.text == "Week. Button. 2 of 2.")
    #expect(navigator.perform(.activate).spoken == ["Selected."])
    #expect(navigator.utterance(at: 13).text == "Selected: Week. Button. 2 of 2.")
    #expect(navigator.utterance(at: 12).text == "Day. Button. 1 of 2.")

    var tabs = try Self.navigator(
      Screen {
        NavigationScreens.tabBar(
          ["Home", "Search"], selected: 0, frame: Frame(x: 0, y: 700, width: 390, height: 80))
      })
    tabs.perform(.next)
    #expect(tabs.perform(.activate).spoken == ["Selected."])
    #expect(tabs.utterance(at: 0).text == "Home. Tab. 1 of 2.")
    #expect(tabs.utterance(at: 1).text == "Selected: Search. Tab. 2 of 2.")
  }

  /// A dump's segmented control is a `UISegmentedControl` holding its segments as buttons (the
  /// importers' form): a double tap selects one alone, as on a native one.
  @Test func aDumpsSegmentBecomesTheSelectedOne() throws {
    func segment(_ label: String, x: Double, selected: Bool = false) -> AccessibilityNode {
      AccessibilityNode(
        frame: Frame(x: x, y: 100, width: 100, height: 32), isAccessibilityElement: true,
        accessibilityLabel: label, accessibilityTraits: selected ? [.button, .selected] : .button)
    }
    let control = AccessibilityNode(
      className: "UISegmentedControl", frame: Frame(x: 20, y: 100, width: 300, height: 32),
      subviews: [segment("Day", x: 20, selected: true), segment("Week", x: 120), segment("Month", x: 220)])
    var navigator = try Self.navigator(Screen(root: AccessibilityNode(subviews: [control])))
    navigator.perform(.next)
    #expect(navigator.perform(.activate).spoken == ["Selected."])
    #expect(navigator.utterance(at: 0).text == "Day. Button. 1 of 3.")
    #expect(navigator.utterance(at: 1).text == "Selected: Week. Button. 2 of 3.")
  }

  /// A bar of the app's own views with the tabBar trait is no UIKit control: choosing a tab runs the
  /// app's code, and its buttons' selection is the app's (rules §6, Activate).
  @Test func aTabBarOfTheAppsOwnViewsLeavesTheSelectionToTheApp() throws {
    let screen = Screen {
      ViewNode {
        ButtonNode("Feed").selected().frame(0, 760, 195, 80)
        ButtonNode("Profile").frame(195, 760, 195, 80)
      }
      .traits(.tabBar).frame(0, 760, 390, 80)
    }
    var navigator = try Self.navigator(screen)
    #expect(navigator.focusedUtterance?.text == "Selected: Feed. Tab. 1 of 2.")
    navigator.perform(.touch(x: 300, y: 800))
    let step = navigator.perform(.activate)
    #expect(step.spoken == [] && step.note == "activated: the app decides what happens")
    #expect(navigator.utterance(at: 0).text == "Selected: Feed. Tab. 1 of 2.")
    #expect(navigator.utterance(at: 1).text == "Profile. Tab. 2 of 2.")
  }

  /// A dump's tab bar (XCTest's TabBar) is UIKit's: the tab tapped becomes the selected one.
  @Test func aDumpsTabBarSelectsTheTappedItem() throws {
    var bar = AccessibilityNode(
      className: UIKitClass.dumpTabBarClassName, frame: Frame(x: 0, y: 760, width: 390, height: 80),
      accessibilityTraits: .tabBar)
    bar.subviews = [
      ButtonNode("Feed").selected().frame(0, 760, 195, 80).node,
      ButtonNode("Profile").frame(195, 760, 195, 80).node,
    ]
    var navigator = try Self.navigator(Screen(root: AccessibilityNode(subviews: [bar])))
    navigator.perform(.touch(x: 300, y: 800))
    #expect(navigator.perform(.activate).spoken == ["Selected."])
    #expect(navigator.utterance(at: 0).text == "Feed. Tab. 1 of 2.")
    #expect(navigator.utterance(at: 1).text == "Selected: Profile. Tab. 2 of 2.")
  }

  /// Up to iOS 18 a stepper's part at its limit is Dimmed, and a dimmed part ignores the double tap.
  @Test func aStepperStepsAndDimsItsButtonsAtTheLimitsUpToIOS18() throws {
    let configuration = Navigator.Configuration(
      readingOrder: ReadingOrder.Configuration(systemVersion: SystemVersion(major: 18, minor: 5)))
    var navigator = try Navigator(screen: NavigationScreens.everything, configuration: configuration)
    navigator.perform(.screenChanged(identifier: nil))
    #expect(navigator.utterance(at: 15).text == "Decrement. Dimmed. Button.")
    navigator.perform(.last)
    let first = navigator.perform(.activate)
    #expect(first.moved)
    // The new value is spoken alone, as after any adjustment (rules §6).
    #expect(first.spoken == ["1."])
    #expect(navigator.utterance(at: 15).text == "Decrement. Button.")
    navigator.perform(.activate)
    #expect(navigator.utterance(at: 16).text == "Increment. Dimmed. Button.")
    let dimmed = navigator.perform(.activate)
    #expect(dimmed.moved == false)
    #expect(navigator.perform(.previous).spoken == ["Decrement. Button."])
  }

  /// iOS 26 dims neither part at its limit (rules §8); the value still stops at the limit.
  @Test func aStepperOnIOS26StaysEnabledAtItsLimits() throws {
    var navigator = try Self.navigator()
    #expect(navigator.utterance(at: 15).text == "Decrement. Button.")
    navigator.perform(.last)
    navigator.perform(.activate)
    navigator.perform(.activate)
    #expect(navigator.utterance(at: 16).text == "Increment. Button.")
    let atLimit = navigator.perform(.activate)
    #expect(atLimit.moved == false && atLimit.spoken.isEmpty)
    #expect(atLimit.note == "the stepper is at its maximum, 2")
  }

  /// A value outside the stepper's range is brought into it first, as UIStepper does: a step from 150
  /// in 0...100 is at the maximum, down to 99. A step of 1 too small to change a huge value says so.
  @Test func aStepperOutsideItsRangeStepsFromWithinIt() throws {
    let frame = Frame(x: 0, y: 100, width: 200, height: 40)
    var navigator = try Self.navigator(
      Screen(root: NavigationScreens.stepper(value: 150, range: 0...100, frame: frame)))
    navigator.perform(.last)
    let atLimit = navigator.perform(.activate)
    #expect(atLimit.moved == false)
    #expect(atLimit.note == "the stepper is at its maximum, 100")
    navigator.perform(.previous)
    #expect(navigator.perform(.activate).spoken == ["99."])

    // Whole numbers are spoken without a fraction as far as a step of 1 can count.
    var large = try Self.navigator(
      Screen(root: NavigationScreens.stepper(value: 999_999_999_999_999, range: 0...1e18, frame: frame)))
    large.perform(.last)
    #expect(large.perform(.activate).spoken == ["1000000000000000."])

    var huge = try Self.navigator(
      Screen(root: NavigationScreens.stepper(value: 1e20, range: 0...1e21, frame: frame)))
    huge.perform(.last)
    let step = huge.perform(.activate)
    #expect(step.moved == false)
    #expect(step.note?.hasPrefix("a step of 1 does not change") == true)
    // A step under a double's resolution at the value is written in its own decimals, not as 0.
    var tiny = NavigationScreens.stepper(value: 5, range: 0...10, frame: frame)
    tiny.content.stepValue = 1e-16
    var unmoved = try Self.navigator(Screen(root: tiny))
    unmoved.perform(.last)
    #expect(
      unmoved.perform(.activate).note
        == "a step of 0.0000000000000001 does not change 5, too large to count in it")

    // The stepper's own step, clamped at the range's end (rules §6: "by its stepValue").
    var node = NavigationScreens.stepper(value: 5, range: 0...12, frame: frame)
    node.content.stepValue = 2.5
    var stepped = try Self.navigator(Screen(root: node))
    stepped.perform(.last)
    #expect(
      stepped.perform([.activate, .activate, .activate]).map(\.spoken) == [["7.5."], ["10."], ["12."]])

    // In the decimals the screen writes, never with a double's noise or an exponent.
    var tenths = NavigationScreens.stepper(value: 0.5, range: 0...1, frame: frame)
    tenths.content.stepValue = 0.1
    var fine = try Self.navigator(Screen(root: tenths))
    fine.perform(.last)
    #expect(fine.perform([.activate, .activate, .activate]).map(\.spoken) == [["0.6."], ["0.7."], ["0.8."]])
    fine.perform(.previous)
    #expect(fine.perform(Array(repeating: .activate, count: 8)).map(\.spoken).last == ["0."])
    var wide = NavigationScreens.stepper(value: 0, range: 0...1e22, frame: frame)
    wide.content.stepValue = 1e21
    var big = try Self.navigator(Screen(root: wide))
    big.perform(.last)
    #expect(big.perform(.activate).spoken == ["1000000000000000000000."])
    // 1e23 has no exact double: its shortest digits, not the binary value's 99999999999999991611392.
    var wider = NavigationScreens.stepper(value: 0, range: 0...1e30, frame: frame)
    wider.content.stepValue = 1e23
    var bigger = try Self.navigator(Screen(root: wider))
    bigger.perform(.last)
    #expect(
      bigger.perform([.activate, .activate]).map(\.spoken) == [
        ["100000000000000000000000."], ["200000000000000000000000."],
      ])
    // A sum's noise above 10^15 is rounded to the last digit the screen's numbers have.
    var noisy = NavigationScreens.stepper(value: 9.5e21, range: 0...1e23, frame: frame)
    noisy.content.stepValue = 1e21
    var rounded = try Self.navigator(Screen(root: noisy))
    rounded.perform(.last)
    #expect(rounded.perform(.activate).spoken == ["10500000000000000000000."])
    var extreme = NavigationScreens.stepper(value: 1.7e308, range: 0...1.7e308, frame: frame)
    extreme.content.stepValue = 1e308
    var largest = try Self.navigator(Screen(root: extreme))
    largest.perform(.first)
    #expect(largest.perform(.activate).spoken == ["7" + String(repeating: "0", count: 307) + "."])
    var negative = NavigationScreens.stepper(value: -1.5e16, range: -1e17...0, frame: frame)
    negative.content.stepValue = 1e15
    var below = try Self.navigator(Screen(root: negative))
    below.perform(.last)
    #expect(below.perform(.activate).spoken == ["-14000000000000000."])
    // A range UIStepper refuses is no screen: the order is not built, as a reader refuses the file.
    var inverted = NavigationScreens.stepper(value: 5, range: 0...0, frame: frame)
    inverted.content.minimumValue = 10
    #expect(throws: ModelError.self) { try Self.navigator(Screen(root: inverted)) }
    #expect(throws: ModelError.self) { try Screen(root: inverted).validate() }
  }

  @Test func anotherElementsDoubleTapIsTheApps() throws {
    var navigator = try Self.navigator()
    let step = navigator.perform(.activate)
    #expect(
      step
        == NavigationStep(
          gesture: .activate, spoken: [], focus: 0, moved: true,
          note: "activated: the app decides what happens"))
  }

  @Test func touchFocusesTheFirstElementInTreeOrderUnderTheFinger() throws {
    let screen = Screen {
      ButtonNode("Under").frame(0, 0, 200, 200)
      ButtonNode("Over").frame(50, 50, 100, 100)
    }
    var navigator = try Self.navigator(screen)
    #expect(navigator.perform(.touch(x: 100, y: 100)).spoken == ["Under. Button."])
    let miss = navigator.perform(.touch(x: 300, y: 300))
    #expect(miss.moved == false)
    #expect(miss.spoken == [])
    #expect(miss.focus == 0)
    // Half-open edges: the point at x = 200 is outside.
    #expect(navigator.perform(.touch(x: 200, y: 10)).moved == false)
    #expect(navigator.perform(.touch(x: 199.5, y: 10)).moved)
  }

  @Test func aScreenChangedNotificationFocusesTheNamedElement() throws {
    var navigator = try Self.navigator()
    let step = navigator.perform(.screenChanged(identifier: "share"))
    #expect(step.focus == 11)
    let missing = navigator.perform(.screenChanged(identifier: "nope"))
    #expect(missing.moved == false)
    #expect(missing.focus == 11)
  }

  @Test func readAllSpeaksEveryElementWithoutHintsAndEndsOnTheLast() throws {
    var navigator = try Self.navigator(NavigationScreens.modal)
    let all = navigator.perform(.readAll)
    #expect(all.spoken == ["Delete photo? Heading.", "Cancel. Button.", "Delete. Button."])
    #expect(all.focus == 2)
    navigator.perform(.previous)
    #expect(navigator.perform(.readFromHere).spoken == ["Cancel. Button.", "Delete. Button."])

    var hinted = try Navigator(
      screen: NavigationScreens.everything, configuration: .init(readAllSpeaksHints: true))
    #expect(hinted.perform(.readAll).spoken[2] == "Wi-Fi. Switch Button. On. Double tap to toggle setting.")
    var quiet = try Navigator(screen: NavigationScreens.everything, configuration: .init(speaksHints: false))
    quiet.perform(.screenChanged(identifier: nil))
    #expect(quiet.perform(.next).spoken == ["Terms. Link."])
    #expect(quiet.perform(.next).spoken == ["Wi-Fi. Switch Button. On."])
  }

  @Test func hiddenAndModalContentIsNeverReached() throws {
    var random = SplitMix64(seed: 7)
    for screen in [NavigationScreens.everything, NavigationScreens.modal] {
      var navigator = try Self.navigator(screen)
      for _ in 0..<2_000 {
        let step = navigator.perform(Self.randomGesture(&random))
        for line in step.spoken {
          #expect(!line.contains("Secret") && !line.contains("Hidden") && !line.contains("Invisible"))
          #expect(!line.contains("Backdrop"))
        }
      }
    }
    var modal = try Self.navigator(NavigationScreens.modal)
    #expect(modal.perform(.touch(x: 10, y: 110)).moved == false)
    #expect(modal.perform(.screenChanged(identifier: "backdrop")).moved == false)
    var everything = try Self.navigator()
    #expect(everything.perform(.touch(x: 450, y: 525)).moved == false)
    #expect(everything.perform(.touch(x: 450, y: 565)).moved == false)
  }

  @Test func rightToLeftReadsAndTouchesMirroredParts() throws {
    let screen = Screen(layoutDirection: .rightToLeft) {
      ButtonNode("Left").frame(0, 0, 100, 40)
      ButtonNode("Right").frame(200, 0, 100, 40)
      NavigationScreens.segmented(
        ["First", "Second"], selected: 0, frame: Frame(x: 0, y: 100, width: 200, height: 40))
    }
    var navigator = try Self.navigator(screen)
    #expect(navigator.focusedUtterance?.text == "Right. Button.")
    #expect(navigator.perform(.next).spoken == ["Left. Button."])
    #expect(navigator.perform(.next).spoken == ["Selected: First. Button. 1 of 2."])
    // The first segment sits at the right in right-to-left.
    #expect(navigator.perform(.touch(x: 150, y: 110)).spoken == ["Selected: First. Button. 1 of 2."])
    #expect(navigator.perform(.touch(x: 50, y: 110)).spoken == ["Second. Button. 2 of 2."])
  }

  @Test func groupsAreContainersInReadingOrder() throws {
    let screen = Screen {
      ViewNode {
        LabelNode("Card title").frame(0, 0, 200, 40)
        ButtonNode("Card action").frame(0, 40, 200, 40)
      }
      .grouped()
      LabelNode("Between").frame(0, 100, 200, 40)
      ViewNode {
        LabelNode("Named group member").frame(0, 200, 200, 40)
      }
      .containerType(.semanticGroup).label("Offers")
    }
    var navigator = try Self.navigator(screen)
    #expect(navigator.rotorIndex.positions(of: .containers) == [0, 3])
    navigator.perform(.rotor(.containers))
    #expect(navigator.perform(.down).spoken == ["Offers. Named group member."])
    #expect(navigator.perform(.up).spoken == ["Card title."])
    #expect(navigator.perform(.up).moved == false)
  }

  /// A semantic group's label is spoken on entry (rules §4.4), on whichever element the focus lands:
  /// coming back to its first element from inside the group, by swipe or touch, speaks the element
  /// alone; an inner group's label stays when the focus comes from the outer group only; entering from
  /// below or by touch onto a later element speaks the labels of the groups entered.
  @Test func aSemanticGroupsLabelIsSpokenOnEntryOnly() throws {
    let screen = Screen {
      ButtonNode("Before").frame(16, 100, 100, 44)
      ViewNode {
        ViewNode {
          ButtonNode("Play").frame(16, 210, 100, 44)
          ButtonNode("Stop").frame(200, 210, 100, 44)
        }
        .containerType(.semanticGroup).label("Controls").frame(0, 200, 390, 100)
        ButtonNode("Next").frame(16, 320, 100, 44)
      }
      .containerType(.semanticGroup).label("Player").frame(0, 200, 390, 200)
    }
    var navigator = try Self.navigator(screen)
    let spoken = { (gesture: Gesture) in navigator.perform(gesture).spoken }
    #expect(spoken(.first) == ["Before. Button."])
    #expect(spoken(.next) == ["Player. Controls. Play. Button."])
    #expect(spoken(.next) == ["Stop. Button."])
    #expect(spoken(.previous) == ["Play. Button."])
    #expect(spoken(.touch(x: 250, y: 230)) == ["Stop. Button."])
    #expect(spoken(.touch(x: 20, y: 230)) == ["Play. Button."])
    #expect(spoken(.touch(x: 20, y: 330)) == ["Next. Button."])
    #expect(spoken(.touch(x: 20, y: 230)) == ["Controls. Play. Button."])
    #expect(spoken(.first) == ["Before. Button."])
    #expect(spoken(.touch(x: 20, y: 230)) == ["Player. Controls. Play. Button."])
    #expect(spoken(.first) == ["Before. Button."])
    #expect(spoken(.touch(x: 250, y: 230)) == ["Player. Controls. Stop. Button."])
    #expect(spoken(.touch(x: 20, y: 330)) == ["Next. Button."])
    #expect(spoken(.previous) == ["Controls. Stop. Button."])
    #expect(spoken(.first) == ["Before. Button."])
    #expect(spoken(.last) == ["Player. Next. Button."])
    // Read all speaks the screen as the transcript does.
    #expect(spoken(.readAll)[1] == "Player. Controls. Play. Button.")
  }

  /// A table cell says its row when the focus arrives from another row or from outside the table, by
  /// any gesture; swiping along a row, it does not (rules §8, Open questions).
  @Test func aCellSaysItsRowWhenTheFocusComesFromAnotherRow() throws {
    func cell(_ label: String, row: Int, column: Int) -> AccessibilityNode {
      var node = AccessibilityNode(
        frame: Frame(x: Double(column) * 100, y: 100 + Double(row) * 50, width: 100, height: 40),
        isAccessibilityElement: true, accessibilityLabel: label)
      node.dataTable.rowRange = CellRange(location: row, length: 1)
      node.dataTable.columnRange = CellRange(location: column, length: 1)
      return node
    }
    var table = AccessibilityNode(
      frame: Frame(x: 0, y: 100, width: 390, height: 100),
      subviews: [cell("A1", row: 0, column: 0), cell("B1", row: 0, column: 1), cell("A2", row: 1, column: 0)])
    table.accessibilityContainerType = .dataTable
    table.dataTable.rowCount = 2
    table.dataTable.columnCount = 2
    let before = AccessibilityNode(
      frame: Frame(x: 0, y: 20, width: 100, height: 40), isAccessibilityElement: true,
      accessibilityLabel: "Before")
    var navigator = try Self.navigator(Screen(root: AccessibilityNode(subviews: [before, table])))
    let spoken = { (gesture: Gesture) in navigator.perform(gesture).spoken }
    #expect(spoken(.next) == ["A1. Row 1. Column 1."])
    #expect(spoken(.next) == ["B1. Column 2."])
    #expect(spoken(.next) == ["A2. Row 2. Column 1."])
    #expect(spoken(.previous) == ["B1. Row 1. Column 2."])
    #expect(spoken(.first) == ["Before."])
    #expect(spoken(.touch(x: 150, y: 120)) == ["B1. Row 1. Column 2."])
    #expect(spoken(.touch(x: 50, y: 120)) == ["A1. Column 1."])

    // A plain element between two cells of one row: swiping on, the second cell says no row, as in
    // the transcript, which compares with the previous cell.
    let mid = AccessibilityNode(
      frame: Frame(x: 100, y: 100, width: 100, height: 40), isAccessibilityElement: true,
      accessibilityLabel: "Mid", accessibilityTraits: .button)
    var row = AccessibilityNode(
      frame: Frame(x: 0, y: 100, width: 390, height: 50),
      subviews: [cell("A1", row: 0, column: 0), mid, cell("C1", row: 0, column: 2)])
    row.accessibilityContainerType = .dataTable
    var across = try Self.navigator(Screen(root: AccessibilityNode(subviews: [before, row])))
    #expect(
      across.perform([.next, .next, .next]).map(\.spoken) == [
        ["A1. Row 1. Column 1."], ["Mid. Button."], ["C1. Column 3."],
      ])

    // Back up the table through a plain element: the last cell the focus was on (row 2) decides, not
    // the cell before the plain element in reading order; nor does any cell when the focus came in
    // from outside the table onto the plain element, or is the first focus.
    var rows = AccessibilityNode(
      frame: Frame(x: 0, y: 100, width: 390, height: 100),
      subviews: [
        cell("A1", row: 0, column: 0), cell("B1", row: 0, column: 1),
        AccessibilityNode(
          frame: Frame(x: 200, y: 100, width: 100, height: 40), isAccessibilityElement: true,
          accessibilityLabel: "Btn", accessibilityTraits: .button),
        cell("A2", row: 1, column: 0),
      ])
    rows.accessibilityContainerType = .dataTable
    var back = try Self.navigator(Screen(root: AccessibilityNode(subviews: [before, rows])))
    #expect(
      back.perform([.last, .previous, .previous, .first, .touch(x: 250, y: 120), .previous, .next, .next])
        .map(\.spoken) == [
          ["A2. Row 2. Column 1."], ["Btn. Button."], ["B1. Row 1. Column 2."], ["Before."], ["Btn. Button."],
          ["B1. Row 1. Column 2."], ["Btn. Button."], ["A2. Row 2. Column 1."],
        ])
    // Reading from here tells the rows as swiping does: the row last heard was 2, though the cell
    // before the button in reading order (B1) is of row 1.
    var reading = try Self.navigator(Screen(root: AccessibilityNode(subviews: [before, rows])))
    #expect(
      reading.perform([.last, .touch(x: 250, y: 120), .previous, .previous]).last?.spoken == [
        "A1. Column 1."
      ])
    #expect(
      reading.perform([.last, .touch(x: 250, y: 120), .readFromHere]).last?.spoken == [
        "Btn. Button.", "A2. Column 1.",
      ])
    var fresh = try Self.navigator(Screen(root: AccessibilityNode(subviews: [before, rows])))
    #expect(fresh.perform(.touch(x: 150, y: 120)).spoken == ["B1. Row 1. Column 2."])
  }

  /// A gesture that lands on the focused element again (`first`, a touch, read-from-here) says what it
  /// said when the focus arrived there: the first cell's row, a group's label. Read-from-here on the
  /// first element so says what read-all says.
  @Test func landingOnTheFocusedElementAgainSaysWhatItSaidOnArrival() throws {
    func cell(_ label: String, column: Int) -> AccessibilityNode {
      var node = AccessibilityNode(
        frame: Frame(x: Double(column) * 100, y: 100, width: 100, height: 40), isAccessibilityElement: true,
        accessibilityLabel: label)
      node.dataTable.rowRange = CellRange(location: 0, length: 1)
      node.dataTable.columnRange = CellRange(location: column, length: 1)
      return node
    }
    var table = AccessibilityNode(
      frame: Frame(x: 0, y: 100, width: 390, height: 40),
      subviews: [cell("A1", column: 0), cell("B1", column: 1)])
    table.accessibilityContainerType = .dataTable
    let screen = Screen(root: AccessibilityNode(subviews: [table]))
    for again in [Gesture.first, .touch(x: 10, y: 110), .screenChanged(identifier: nil)] {
      var navigator = try Self.navigator(screen)
      #expect(navigator.perform(.screenChanged(identifier: nil)).spoken == ["A1. Row 1. Column 1."])
      #expect(navigator.perform(again).spoken == ["A1. Row 1. Column 1."])
      #expect(navigator.perform(.next).spoken == ["B1. Column 2."])
      #expect(navigator.perform(again).spoken == ["A1. Column 1."])
    }
    var reading = try Self.navigator(screen)
    #expect(
      reading.perform([.screenChanged(identifier: nil), .readFromHere]).last?.spoken == [
        "A1. Row 1. Column 1.", "B1. Column 2.",
      ])
    #expect(reading.perform(.touch(x: 150, y: 110)).spoken == ["B1. Column 2."])

    let grouped = Screen {
      ViewNode {
        ButtonNode("Play").frame(0, 100, 100, 40)
        ButtonNode("Stop").frame(0, 150, 100, 40)
      }
      .containerType(.semanticGroup).label("Player")
    }
    var player = try Self.navigator(grouped)
    #expect(
      player.perform([.screenChanged(identifier: nil), .first, .next, .first]).map(\.spoken) == [
        ["Player. Play. Button."], ["Player. Play. Button."], ["Stop. Button."], ["Play. Button."],
      ])
  }

  /// Elements laid out beyond the screen's edges are there to swipe to, not to touch.
  @Test func aTouchOutsideTheScreenFocusesNothing() throws {
    let screen = Screen {
      ButtonNode("Left of it").frame(-200, 20, 100, 44)
      ButtonNode("On it").frame(16, 100, 100, 44)
      ButtonNode("Below it").frame(16, 900, 100, 44)
    }
    var navigator = try Self.navigator(screen)
    let outside = navigator.perform(.touch(x: -150, y: 40))
    #expect(outside.moved == false && outside.spoken.isEmpty)
    #expect(outside.note == "the point is outside the 390 x 844 pt screen")
    #expect(navigator.perform(.touch(x: 50, y: 920)).moved == false)
    #expect(navigator.perform(.touch(x: 390, y: 120)).moved == false)
    #expect(navigator.perform(.touch(x: 50, y: 120)).spoken == ["On it. Button."])
    #expect(navigator.perform(.next).spoken == ["Below it. Button."])
  }

  /// A screen-changed notification naming a container focuses the first element inside it.
  @Test func aNotificationNamingAContainerFocusesWhatItHolds() throws {
    let screen = Screen {
      ButtonNode("Top").frame(16, 100, 100, 44)
      ViewNode {
        ButtonNode("Later").frame(16, 400, 100, 44)
        ButtonNode("Earlier").frame(16, 300, 100, 44)
      }
      .identifier("card")
    }
    var navigator = try Self.navigator(screen)
    #expect(navigator.perform(.screenChanged(identifier: "card")).spoken == ["Earlier. Button."])
    let missing = navigator.perform(.screenChanged(identifier: "nowhere"))
    #expect(missing.moved == false && missing.focus == 1)
    #expect(missing.note == "no element VoiceOver reaches has or is inside the identifier 'nowhere'")
  }

  /// A dimmed slider or page control keeps its value, as a dimmed control ignores a double tap; any
  /// landing starts the Actions pointer again, on the focused element too.
  @Test func aDimmedControlKeepsItsValueAndALandingResetsTheActions() throws {
    let screen = Screen {
      SliderNode("Temperature", value: 0.2).frame(10, 100, 200, 30).enabled(false)
      ButtonNode("Song").frame(10, 200, 200, 44).customActions("Delete", "Share")
    }
    var navigator = try Self.navigator(screen)
    navigator.perform(.first)
    navigator.perform(.rotor(.adjustValue))
    let dimmed = navigator.perform(.up)
    #expect(dimmed.moved == false && dimmed.spoken.isEmpty)
    #expect(dimmed.note == "the element is dimmed (notEnabled): a disabled control keeps its value")
    navigator.perform(.next)
    navigator.perform(.rotor(.actions))
    navigator.perform(.down)
    navigator.perform(.down)
    #expect(navigator.actionIndex == 1)
    navigator.perform(.touch(x: 20, y: 210))
    #expect(navigator.actionIndex == nil)
    #expect(navigator.perform(.activate).note == "activated: the app decides what happens")
  }

  /// A tab item whose traits the app gives keeps them when chosen: UIKit does not add Selected to
  /// traits the app set, so it never says a state its transcript does not; the tab chosen before loses
  /// its Selected, which is UIKit's.
  @Test func aTabWithTheAppsTraitsKeepsThemWhenChosen() throws {
    var bar = NavigationScreens.tabBar(
      ["Home", "Mail"], selected: 1, frame: Frame(x: 0, y: 760, width: 390, height: 80))
    bar.content.items?[0].accessibilityTraits = .button
    var navigator = try Self.navigator(Screen { Node(bar) })
    #expect(navigator.perform(.first).spoken == ["Home. Tab. 1 of 2."])
    let tap = navigator.perform(.activate)
    #expect(tap.spoken.isEmpty)
    #expect(tap.note?.hasPrefix("chooses the tab; its accessibilityTraits are the app's") == true)
    #expect(navigator.perform(.first).spoken == ["Home. Tab. 1 of 2."])
    #expect(navigator.perform(.next).spoken == ["Mail. Tab. 2 of 2."])
  }

  /// Explicit traits replace Dimmed, yet UIKit still ignores input on a disabled control or tab bar
  /// item: a switch does not flip, a slider keeps its value, a tab is not selected.
  @Test func aDisabledControlWithExplicitTraitsIgnoresInput() throws {
    var bar = NavigationScreens.tabBar(
      ["Home", "Pro"], selected: 0, frame: Frame(x: 0, y: 760, width: 390, height: 80))
    bar.content.items?[1].isEnabled = false
    bar.content.items?[1].accessibilityTraits = .button
    // Disabled as UIKit code leaves them (the builder's `enabled(false)` keeps Dimmed in the traits).
    var wifi = SwitchNode("Wi-Fi", isOn: false).frame(10, 100, 200, 44).traits([.button, .toggleButton]).node
    wifi.content.isEnabled = false
    var volume = SliderNode("Volume", value: 0.3).frame(10, 200, 200, 44).traits(.adjustable).node
    volume.content.isEnabled = false
    let screen = Screen {
      Node(wifi)
      Node(volume)
      Node(bar)
    }
    var navigator = try Self.navigator(screen)
    navigator.perform(.first)
    #expect(
      navigator.perform(.next).spoken == [
        "Volume: 30%. Adjustable. Swipe up or down with one finger to adjust the value."
      ])
    navigator.perform(.previous)
    let tap = navigator.perform(.activate)
    #expect(tap.spoken.isEmpty && tap.moved == false)
    #expect(
      tap.note == "the control is disabled (isEnabled false): a disabled control ignores the double tap")
    navigator.perform(.next)
    let swipe = navigator.perform(.up)
    #expect(
      swipe.spoken.isEmpty
        && swipe.note == "the control is disabled (isEnabled false): a disabled control keeps its value")
    navigator.perform(.last)
    let tab = navigator.perform(.activate)
    #expect(
      tab.spoken.isEmpty
        && tab.note
          == "the tab bar item is disabled (isEnabled false): a disabled control ignores the double tap"
    )
    #expect(navigator.perform(.previous).spoken == ["Selected: Home. Tab. 1 of 2."])
  }

  /// A dump's stepper in a tab bar keeps its halves as its own buttons: tapping one is the app's
  /// step, not a tab taking the selection.
  @Test func aDumpsStepperHalfInATabBarIsNoTab() throws {
    var stepper = AccessibilityNode(
      className: UIKitClass.dumpStepperClassName, frame: Frame(x: 140, y: 762, width: 94, height: 32))
    stepper.subviews = [
      AccessibilityNode(
        frame: Frame(x: 140, y: 762, width: 47, height: 32), isAccessibilityElement: true,
        accessibilityLabel: "Decrement", accessibilityTraits: .button),
      AccessibilityNode(
        frame: Frame(x: 187, y: 762, width: 47, height: 32), isAccessibilityElement: true,
        accessibilityLabel: "Increment", accessibilityTraits: .button),
    ]
    let screen = Screen {
      ViewNode {
        ButtonNode("T1").frame(0, 762, 130, 48).selected()
        Node(stepper)
        ButtonNode("T2").frame(260, 762, 130, 48)
      }
      .traits(.tabBar).frame(0, 761, 390, 83)
    }
    var navigator = try Self.navigator(screen)
    navigator.perform(.first)
    navigator.perform(.next)
    #expect(navigator.perform(.activate).note == "activated: the app decides what happens")
    #expect(navigator.perform(.previous).spoken == ["Selected: T1. Tab. 1 of 4."])
  }

  @Test func anEmptyScreenMovesNowhere() throws {
    var navigator = try Navigator(screen: Screen {})
    for gesture in [
      Gesture.screenChanged(identifier: nil), .next, .previous, .first, .last, .readAll, .activate,
    ] {
      let step = navigator.perform(gesture)
      #expect(step.moved == false)
      #expect(step.focus == nil)
    }
    // Not "at the last element": there is none.
    #expect(navigator.perform(.next).note == "the screen has no elements")
    #expect(navigator.perform(.previous).note == "the screen has no elements")
    #expect(navigator.perform(.rotor(.actions)).note == "the screen has no elements")
  }

  static func randomGesture(_ random: inout SplitMix64) -> Gesture {
    let simple: [Gesture] = [.next, .previous, .first, .last, .readFromHere, .down, .up, .activate, .readAll]
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return .rotor(RotorCategory.allCases.randomElement(using: &random)!)
    case 1:
      return .touch(
        x: Double.random(in: -10...400, using: &random), y: Double.random(in: -10...800, using: &random))
    default: return simple.randomElement(using: &random)!
    }
  }
}

import Testing
import VosimImport
import VosimTestSupport
import VosimTesting

/// The navigator API and its assertions, through their `verify…` forms: passing cases return nil,
/// failing ones say what VoiceOver did instead.
@Suite struct NavigationAssertionTests {
  static let checkout = Screen {
    LabelNode("Checkout").traits(.header).frame(20, 60, 350, 44)
    LabelNode("Total: 42 euros").frame(20, 110, 350, 44)
    SwitchNode("Save card", isOn: true).frame(20, 160, 350, 44)
    ButtonNode("Pay").frame(20, 700, 350, 50).identifier("pay")
    ButtonNode("Secret").hidden().frame(20, 760, 350, 50)
  }

  @Test func aReachableElementPasses() {
    #expect(verifyReachable("Pay", byRotor: .buttons, on: Self.checkout) == nil)
    #expect(verifyReachable(.identifier("pay"), byRotor: .formControls, on: Self.checkout) == nil)
    #expect(verifyReachable("Checkout", byRotor: .headings, on: Self.checkout) == nil)
    #expect(verifyReached("Pay", withinSwipes: 3, on: Self.checkout) == nil)
    #expect(verifyReached("Checkout", withinSwipes: 0, on: Self.checkout) == nil)
    // A budget that is no budget fails, whatever the screen.
    #expect(
      verifyReached("Checkout", withinSwipes: -1, on: Self.checkout)
        == "The swipe budget is -1; it must be 0 (the first element) or more.")
    #expect(
      verifyReached("Pay", withinSeconds: .nan, on: Self.checkout)?.hasPrefix("The time budget is nan s")
        == true)
    #expect(verifyReached("Pay", withinSeconds: 10, on: Self.checkout) == nil)
    // The speech quoted is the speech timed: without hints in the estimate, none is quoted.
    let hinted = Screen {
      ButtonNode("A", hint: "Opens a very long description of everything on this screen and more.")
        .frame(0, 0, 100, 44)
      ButtonNode("B").frame(0, 50, 100, 44)
    }
    let quoted = verifyReached(
      "B", withinSeconds: 0.1, on: hinted, estimate: SpeakingTimeEstimate(speaksHints: false))
    #expect(quoted?.contains("VoiceOver reads 'A. Button.' before it") == true, "\(quoted ?? "nil")")
    // An estimate that cannot time speech fails too: a NaN rate would let every budget pass.
    #expect(
      verifyReached(
        "Pay", withinSeconds: 0.1, on: Self.checkout, estimate: SpeakingTimeEstimate(wordsPerMinute: .nan))
        == "The speaking-time estimate cannot time speech: wordsPerMinute nan must be a number above 0.")
    #expect(verifyTouch(atX: 100, y: 720, focuses: "Pay", on: Self.checkout) == nil)
    // A point that is no number is refused, as `vosim navigate touch:nan,720` is.
    #expect(
      verifyTouch(atX: .nan, y: 720, focuses: "Pay", on: Self.checkout)
        == "The touch point (nan, 720) is no point on the screen; it must be two finite numbers.")
  }

  /// A rotor walk that lands on an element with actions, or an adjustable one, turns the rotor there
  /// (facts F20); the assertion turns it back, as a user does, and reaches what comes after.
  @Test func aRotorWalkPastElementsThatTurnTheRotorReachesTheRest() {
    let screen = Screen {
      LabelNode("Mail").traits(.header).frame(20, 10, 350, 44)
      LabelNode("Inbox").traits(.header).frame(20, 60, 350, 44).customActions("Mark all read")
      ButtonNode("Volume").traits([.button, .adjustable]).value("50%").frame(20, 110, 350, 44)
      LabelNode("Archive").traits(.header).frame(20, 160, 350, 44)
      ButtonNode("Done").frame(20, 700, 350, 50)
    }
    #expect(verifyReachable("Archive", byRotor: .headings, on: screen) == nil)
    #expect(verifyReachable("Done", byRotor: .formControls, on: screen) == nil)
  }

  @Test func anElementOutsideTheCategorySaysSo() {
    #expect(
      verifyReachable("Pay", byRotor: .headings, on: Self.checkout)
        == "The element labelled 'Pay' is not reachable by the rotor's Headings: it reads 'Pay. Button.', "
        + "which is not one of Headings, so the rotor passes it by; give it what Headings needs "
        + "(docs/navigation.md) or assert another category.")
    #expect(
      verifyReachable("Pay", byRotor: .links, on: Self.checkout)
        == "The element labelled 'Pay' is not reachable by the rotor's Links: the rotor does not offer Links on "
        + "this screen (no element belongs to it; it offers Characters, Words, Headings, Form Controls, Buttons, "
        + "Static Text).")
  }

  @Test func aHiddenElementIsNeverReached() {
    let message = verifyReachable("Secret", byRotor: .buttons, on: Self.checkout)
    #expect(
      message
        == "VoiceOver never reaches the element labelled 'Secret': no element of the reading order matches "
        + "(hidden, covered by a modal view, inside an accessibility element, or named otherwise). It reads "
        + "'Checkout. Heading.', 'Total: 42 euros.', 'Save card. Switch Button. On. Double tap to toggle setting.', "
        + "'Pay. Button.'.")
    #expect(verifyReached("Secret", withinSwipes: 10, on: Self.checkout) == message)
  }

  /// A name that matches several elements fails: the assertion would judge whichever comes first.
  @Test func aNameForSeveralElementsAsksForAnIdentifier() {
    let twice = Screen {
      LabelNode("Pay").frame(20, 0, 350, 44)
      ButtonNode("Pay").frame(20, 800, 350, 44).identifier("pay")
    }
    let message =
      "The label 'Pay' matches 2 elements (positions 1 'Pay.', 2 'Pay. Button.'): name one by its "
      + "identifier, .identifier(\"…\"), or give it a label of its own."
    #expect(verifyReached("Pay", withinSwipes: 0, on: twice) == message)
    #expect(verifyReachable("Pay", byRotor: .buttons, on: twice) == message)
    #expect(verifyReached(.identifier("pay"), withinSwipes: 1, on: twice) == nil)
    // Words an element speaks as its value, not its label, name no element: said so.
    let field = Screen { TextFieldNode(text: "only text").frame(20, 100, 350, 44) }
    #expect(
      verifyReached("only text", withinSwipes: 5, on: field)
        == "No element has the label 'only text', though position 1 says it ('only text. Text Field. Double "
        + "tap to edit.') as other words than its label: name it by its identifier, .identifier(\"…\"), or "
        + "give it that label.")
    // A label is matched as VoiceOver says it: spaces around it and line breaks in it as spaces.
    let padded = Screen {
      LabelNode("  Padded  ").frame(20, 100, 350, 44)
      LabelNode("Two\nlines").frame(20, 150, 350, 44)
    }
    #expect(verifyReached("Padded", withinSwipes: 0, on: padded) == nil)
    #expect(verifyReached("Two lines", withinSwipes: 1, on: padded) == nil)
    // A label that is part of another's (a cell's text and detail) names that element whole.
    let cell = Screen { CellNode("Title", detail: "Sub").frame(0, 100, 390, 60) }
    let partial = verifyReached("Title", withinSwipes: 3, on: cell)
    #expect(
      partial?.hasPrefix("No element has the label 'Title', though position 1's label holds it ('Title")
        == true, "\(partial ?? "nil")")
    #expect(verifyReached("Tit", withinSwipes: 3, on: cell)?.hasPrefix("VoiceOver never reaches") == true)
    // A touch on either passes no judgement on which was meant.
    #expect(verifyTouch(atX: 100, y: 20, focuses: "Pay", on: twice) == message)
    // A repeated identifier asks for identifiers of their own.
    let sameIdentifier = Screen {
      ButtonNode("Buy").frame(20, 0, 350, 44).identifier("buy")
      ButtonNode("Buy now").frame(20, 100, 350, 44).identifier("buy")
    }
    #expect(
      verifyReached(.identifier("buy"), withinSwipes: 5, on: sameIdentifier)
        == "The identifier 'buy' matches 2 elements (positions 1 'Buy. Button.', 2 'Buy now. Button.'): "
        + "give each element an identifier of its own.")
  }

  @Test func tooManySwipesOrSecondsSayWhatCameBefore() {
    #expect(
      verifyReached("Pay", withinSwipes: 2, on: Self.checkout)
        == "The element labelled 'Pay' takes 3 swipes right from first focus, not 2 or fewer: VoiceOver reads "
        + "'Checkout. Heading.', 'Total: 42 euros.', 'Save card. Switch Button. On. Double tap to toggle setting.' "
        + "before it.")
    // 2 + 3 + 10 words at 175 wpm (5.14 s), three pauses between phrases (0.75 s), the hint delay
    // (1 s) and three between elements (1.5 s).
    #expect(
      verifyReached("Pay", withinSeconds: 3, on: Self.checkout)
        == "The element labelled 'Pay' starts after about 9.8 s of speech, not within 3 s: swiping from first "
        + "focus, VoiceOver reads 'Checkout. Heading.', 'Total: 42 euros.', "
        + "'Save card. Switch Button. On. Double tap to toggle setting.' before it.")
  }

  /// An identifier on a container names no element VoiceOver focuses: the message says which element
  /// it reads there instead.
  @Test func anIdentifierOnAContainerNamesWhatItHolds() throws {
    let cameraOptions = try ScreenReader().read(
      contentsOf: VosimBinary.repository.appendingPathComponent("Samples/camera-options.json")
    ).screen
    let message = try #require(verifyReached(.identifier("mode"), withinSwipes: 20, on: cameraOptions))
    #expect(
      message.hasPrefix(
        "The identifier 'mode' is a container's, which VoiceOver never focuses: it reads what"))
    #expect(message.contains("('Video. Button. 1 of 3.')"), "\(message)")
    #expect(
      verifyReached(.identifier("nowhere"), withinSwipes: 20, on: cameraOptions)?.hasPrefix(
        "VoiceOver never reaches the element with identifier 'nowhere'") == true)
  }

  /// A start just past the budget is shown in as many decimals as tell the two apart.
  @Test func aTimeJustPastTheBudgetIsNotRoundedOntoIt() {
    let short = Screen {
      LabelNode("Hello").frame(0, 0, 100, 40)
      ButtonNode("Go").frame(0, 100, 100, 44)
    }
    #expect(
      verifyReached("Go", withinSeconds: 0.84, on: short)?.hasPrefix(
        "The element labelled 'Go' starts after about 0.843 s of speech, not within 0.84 s:") == true)
    #expect(
      verifyReached("Go", withinSeconds: 0.5, on: short)?.hasPrefix(
        "The element labelled 'Go' starts after about 0.8 s of speech, not within 0.5 s:") == true)
  }

  @Test func aTouchSaysWhatItFocusedInstead() {
    #expect(
      verifyTouch(atX: 100, y: 80, focuses: "Pay", on: Self.checkout)
        == "A touch at (100, 80) focuses 'Checkout. Heading.' (frame [20, 60, 350, 44]), not the element labelled 'Pay'."
    )
    #expect(
      verifyTouch(atX: 5, y: 5, focuses: "Pay", on: Self.checkout)
        == "A touch at (5, 5) hits no element: VoiceOver plays its boundary sound and focuses nothing, where the "
        + "element labelled 'Pay' was expected.")
  }

  @Test func theNavigatorStartsOnTheFirstElement() throws {
    var voiceOver = try navigator(on: Self.checkout, speaksHints: false)
    #expect(voiceOver.focus == 0)
    voiceOver.perform(.rotor(.formControls))
    #expect(voiceOver.perform(.down).spoken == ["Save card. Switch Button. On."])
    #expect(voiceOver.perform(.activate).spoken == ["Off."])
  }
}

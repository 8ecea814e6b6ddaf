import Testing
import VosimTesting

/// The README's "From Swift tests" example, verbatim: if the API or the engine changes under it, this
/// fails before a reader copies an example that no longer compiles or passes.
@Suite struct ReadmeExampleTests {
  @Test func cameraScreenReadsHeaderFirst() {
    let screen = Screen {
      ViewNode {
        ButtonNode("Options").hint("Shows additional camera options.").frame(300, 60, 70, 44)
        LabelNode("Camera").traits(.header).frame(20, 60, 200, 44)
      }
    }
    assertReadingOrder(
      of: screen,
      matches: [
        "Camera. Heading.",
        "Options. Button. Shows additional camera options.",
      ])
  }

  @Test func checkoutWorksForAVoiceOverUser() throws {
    let screen = Screen {
      LabelNode("Checkout").traits(.header).frame(20, 60, 350, 44)
      SwitchNode("Save card", isOn: true).frame(20, 120, 350, 44)
      ButtonNode("Pay").frame(20, 700, 350, 50)
    }
    assertReachable("Pay", byRotor: .buttons, on: screen)
    assertReached("Pay", withinSwipes: 2, on: screen)
    assertTouch(atX: 100, y: 720, focuses: "Pay", on: screen)

    var voiceOver = try navigator(on: screen)
    voiceOver.perform(.next)
    #expect(voiceOver.perform(.activate).spoken == ["Off."])
    let saveCard = voiceOver.focusedUtterance?.text
    #expect(saveCard == "Save card. Switch Button. Off. Double tap to toggle setting.")
  }
}

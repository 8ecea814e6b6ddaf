import Testing
import VosimTesting

@Suite struct ScreenBuilderTests {
  /// `import VosimTesting` alone reads what the CLI reads: a dump, detected by its content.
  @Test func importingVosimTestingReadsDumps() throws {
    let dump =
      #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844"><XCUIElementTypeButton type="XCUIElementTypeButton" label="Pay" enabled="true" visible="true" accessible="true" x="20" y="100" width="100" height="44"/></XCUIElementTypeApplication>"#
    let reading = try ScreenReader().read(Array(dump.utf8))
    assertReadingOrder(of: reading.screen, matches: ["Pay. Button."])
  }

  /// `selected()` and `enabled(false)` work on any view, not only controls: a view that is no control
  /// gets the trait itself, on top of its class's traits.
  @Test func selectedAndEnabledApplyToEveryView() throws {
    let screen = Screen {
      LabelNode("Done").selected().frame(0, 100, 100, 40)
      CellNode("Wi-Fi").selected().frame(0, 200, 390, 44)
      ImageNode("Photo").enabled(false).frame(0, 300, 100, 100)
      ElementNode("Star", traits: .button).enabled(false).selected().frame(0, 450, 44, 44)
      ButtonNode("Buy").enabled(false).frame(0, 500, 100, 44)
    }
    let result = try ReadingOrder().order(screen)
    #expect(
      UtteranceBuilder().utterances(for: result).map(\.text) == [
        "Selected: Done.", "Selected: Wi-Fi.", "Photo. Dimmed. Image.",
        "Selected: Star. Dimmed. Button.",
        "Buy. Dimmed. Button.",
      ])
    #expect(screen.root.subviews[4].content.isEnabled == false)
    #expect(screen.root.subviews[4].accessibilityTraits == nil)
  }

  /// A control given traits of its own keeps the states `enabled(false)` and `selected()` give it,
  /// whichever comes first: the builder says what the test means.
  @Test func aControlsStateSurvivesItsOwnTraits() throws {
    let screen = Screen {
      ButtonNode("Save").traits(.button).enabled(false).frame(0, 100, 100, 44)
      ButtonNode("Send").enabled(false).traits([.button, .link]).frame(0, 200, 100, 44)
      ButtonNode("Tab A").traits(.button).selected().frame(0, 300, 100, 44)
      ButtonNode("Tab B").selected().traits(.button).frame(0, 400, 100, 44)
    }
    let result = try ReadingOrder().order(screen)
    #expect(
      UtteranceBuilder().utterances(for: result).map(\.text) == [
        "Save. Dimmed. Button.", "Send. Dimmed. Button. Link.", "Selected: Tab A. Button.",
        "Selected: Tab B. Button.",
      ])
  }

  @Test func theBuilderProducesTheNodesUIKitCodeWould() {
    let screen = Screen(device: Device(idiom: .pad, width: 820, height: 1180), language: "de-DE") {
      ViewNode {
        ButtonNode("Options", hint: "Shows additional camera options.").frame(20, 40, 80, 44)
        LabelNode("Title").traits(.header).identifier("title")
      }.frame(0, 0, 820, 100).grouped()
      SwitchNode("Wi-Fi", isOn: true).enabled(false)
      SliderNode("Volume", value: 5, in: 0...10).hidden()
      ElementNode("Star", traits: [.image, .button]).customActions("Remove").language("en-US")
    }
    #expect(screen.device.idiom == .pad)
    #expect(screen.language == "de-DE")
    #expect(screen.root.frame == Frame(x: 0, y: 0, width: 820, height: 1180))
    #expect(screen.root.subviews.count == 4)

    let container = screen.root.subviews[0]
    #expect(container.shouldGroupAccessibilityChildren)
    #expect(container.frame == Frame(x: 0, y: 0, width: 820, height: 100))
    var button = AccessibilityNode(
      className: "UIButton", frame: Frame(x: 20, y: 40, width: 80, height: 44),
      accessibilityHint: "Shows additional camera options.")
    button.content.title = "Options"
    #expect(container.subviews[0] == button)
    #expect(container.subviews[1].accessibilityTraits == .header)
    #expect(container.subviews[1].accessibilityIdentifier == "title")

    #expect(screen.root.subviews[1].content.isOn == true)
    #expect(screen.root.subviews[1].content.isEnabled == false)
    #expect(screen.root.subviews[2].isHidden)
    #expect(screen.root.subviews[2].content.maximumValue == 10)
    #expect(
      screen.root.subviews[3]
        == AccessibilityNode(
          className: "UIAccessibilityElement", isAccessibilityElement: true, accessibilityLabel: "Star",
          accessibilityLanguage: "en-US", accessibilityTraits: [.image, .button],
          accessibilityCustomActions: ["Remove"]))
  }

  @Test func explicitOrderTakesRefsAndNodesWrittenInPlace() {
    let showsExtra = true
    let screen = Screen {
      ViewNode {
        LabelNode("Name").identifier("name")
        if showsExtra { LabelNode("Extra") }
        for index in 1...2 { LabelNode("Row \(index)") }
      }
      .accessibilityElements {
        ButtonNode("Buy")
        Ref("name")
      }
      .containerType(.list)
      .modal()
    }
    let view = screen.root.subviews[0]
    #expect(view.subviews.count == 4)
    #expect(view.accessibilityContainerType == .list)
    #expect(view.accessibilityViewIsModal)
    guard let elements = view.accessibilityElements, elements.count == 2 else {
      Issue.record("expected two explicit elements")
      return
    }
    if case .node(let node) = elements[0] {
      #expect(node.content.title == "Buy")
    } else {
      Issue.record("not a node")
    }
    #expect(elements[1] == .ref("name"))
  }
}

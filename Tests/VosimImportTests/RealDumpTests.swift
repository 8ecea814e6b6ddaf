import Testing
import VosimImport
import VosimModel

/// The captures of issue 13 (real dumps from the wild), each point with a fixture of its own
/// (`Fixtures/issue13_*`): what must import, and what must read as VoiceOver would. The reading order
/// itself is checked against the recordings beside the fixtures (`FixtureTranscriptTests`).
@Suite struct RealDumpTests {
  // MARK: - Must import

  @Test func infiniteAndNaNCoordinatesAreNoFrame() throws {
    let result = try Fixture.importScreen("issue13_wda_infinite_frame_alert.xml")
    #expect(
      result.screen.elements.map(\.summary) == [
        "Home | - | staticText | [20, 100, 100, 20]",
        "Allow notifications? | - | staticText | [76, 340, 238, 22]",
        "Don't Allow | - | button | [60, 456, 135, 44]",
        "Allow | - | button | [195, 456, 135, 44]",
      ])
    // The alert inside the frameless Any is modal: only it is read.
    #expect(result.warnings.map(\.locatedMessage) == ["8: the Alert is treated as modal: only it is read"])
  }

  @Test func infinityInANativeFrameIsNoFrameEither() throws {
    let text = """
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
        <XCUIElementTypeButton type="XCUIElementTypeButton" label="Go" nativeFrame="{{inf, inf}, {0, 0}}"/>
      </XCUIElementTypeApplication>
      """
    #expect(try importText(text).screen.elements.map(\.summary) == ["Go | - | button | -"])
  }

  @Test func emptyBooleanAttributesAreAbsentWithAWarning() throws {
    let result = try Fixture.importScreen("issue13_wda_empty_booleans.xml")
    #expect(result.screen.elements.map(\.summary) == ["New Note | - | button | [320, 780, 50, 44]"])
    #expect(
      result.warnings.map(\.locatedMessage) == [
        "2:90: empty 'enabled' attribute (and any later) read as absent",
        "3:70: empty 'visible' attribute (and any later) read as absent",
      ])
  }

  @Test func aDebugDescriptionWithoutItsHeaderIsDetectedAndRead() throws {
    let bytes = try Fixture.bytes("issue13_debugdesc_headerless.txt")
    #expect(DumpFormat.detect(bytes) == .debugDescription)
    for format in [nil, DumpFormat.debugDescription] {
      let result = try DumpImporter().importScreen(bytes, format: format)
      #expect(
        result.screen.elements.map(\.summary) == [
          "Alarms | - | staticText | [16, 100, 200, 41]", "Add | - | button | [330, 100, 44, 44]",
        ])
    }
  }

  @Test func aRootLineWithoutItsArrowAtColumnZero() throws {
    let bytes = try Fixture.bytes("issue13_debugdesc_root_without_arrow.txt")
    #expect(DumpFormat.detect(bytes) == .debugDescription)
    let result = try DumpImporter().importScreen(bytes)
    #expect(
      result.screen.elements.map(\.summary) == [
        "Anna | - | staticText | [40, 120, 310, 34]",
        "End call | - | button | [160, 700, 70, 70]",
        "calling… | - | staticText | [40, 160, 310, 20]",
      ])
    #expect(result.screen.device == Device(idiom: .phone, width: 390, height: 844))
  }

  @Test func childrenOfAnArrowlessRootIndentedByTwoOrOne() throws {
    for (child, grandchild) in [("  ", "    "), (" ", "  ")] {
      let text = """
        Application, 0x1, pid: 9, label: 'App'
        \(child)Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
        \(grandchild)Button, 0x3, {{10.0, 100.0}, {80.0, 40.0}}, label: 'Play'
        """
      #expect(
        try importText(text).screen.elements.map(\.summary) == ["Play | - | button | [10, 100, 80, 40]"])
    }
    let odd = """
      Application, 0x1, pid: 9, label: 'App'
        Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
         Button, 0x3, {{10.0, 100.0}, {80.0, 40.0}}, label: 'Play'
      """
    #expect(importError(odd)?.position == SourcePosition(line: 3, column: 4))
  }

  @Test func lldbStringLiteralIsUnescapedAndRead() throws {
    let bytes = try Fixture.bytes("issue13_debugdesc_lldb_literal.txt")
    #expect(DumpFormat.detect(bytes) == .debugDescription)
    let result = try DumpImporter().importScreen(bytes, format: .debugDescription)
    #expect(
      result.screen.elements.map(\.summary) == [
        "Today's \"deals\" | - | staticText | [16, 100, 300, 24]",
        "Price: 5\u{00A0}€ \\ item | - | staticText | [16, 130, 300, 24]",
        "Buy\tnow | - | button | [16, 170, 120, 44]",
      ])
  }

  @Test func lldbLiteralWithTheResultVariableAndWithBrokenEscapes() throws {
    let subtree =
      #"Element subtree:\n →Application, 0x1, pid: 9, label: 'App'\n    Button, 0x3, {{10.0, 100.0}, {80.0, 40.0}}, label: 'Play'\n"#
    #expect(
      try importText("(String) $R0 = \"\(subtree)\"").screen.elements.map(\.summary) == [
        "Play | - | button | [10, 100, 80, 40]"
      ])
    // As copied from lldb's console: without the result variable (Xcode 15's lldb), between prompts.
    for pasted in [
      "(String) \"\(subtree)\"", "(lldb) p app.debugDescription\n(String) $R0 = \"\(subtree)\"\n(lldb) ",
      "(lldb) po app.debugDescription\n\"\(subtree)\"\n",
    ] {
      #expect(
        try importText(pasted).screen.elements.map(\.summary) == ["Play | - | button | [10, 100, 80, 40]"],
        "\(pasted)")
    }
    #expect(
      importError("\"\(subtree)\"\nmore")?.errorDescription?.contains("text after the closing quote") == true)
    // An error about the literal says what is wrong with it, never that there is no subtree.
    let unterminated = importError("  t =    1.00s Snapshot\n\"\(subtree)")
    #expect(
      unterminated
        == .malformedStringLiteral(
          "the string literal opened here never closes", at: .init(line: 2, column: 1)))
    // Cut right after a backslash: still a literal that never closes, not an escape of a line break.
    for cut in ["\"\(subtree)\\\n", "\"\(subtree)\\\r\n  \n"] {
      #expect(
        importError(cut)
          == .malformedStringLiteral(
            "the string literal opened here never closes", at: .init(line: 1, column: 1)),
        "\(cut)")
    }
    let badEscape = importError("\"Element subtree:\\q\"")
    #expect(badEscape?.errorDescription == "malformed Swift string literal: unknown escape '\\q'")
    #expect(badEscape?.position == SourcePosition(line: 1, column: 18))
    // Columns count Unicode scalars, as in every reader: 😀 is one, not four.
    #expect(
      importError("(String) $R0 = \"Element subtree:😀\\q\"")?.position == SourcePosition(line: 1, column: 34))
    #expect(importError("\"Element subtree:😀\"x")?.position == SourcePosition(line: 1, column: 20))
    // A well-formed \u escape of no character says so; a malformed one how to write it.
    for (escape, message) in [
      ("\\u{D800}", "\\u{D800} is no Unicode character (a surrogate, or past 10FFFF)"),
      ("\\u{110000}", "\\u{110000} is no Unicode character (a surrogate, or past 10FFFF)"),
      ("\\u{12G}", "a \\u escape is not \\u{1 to 8 hex digits}"),
      ("\\u41", "a \\u escape is not \\u{1 to 8 hex digits}"),
    ] {
      #expect(
        importError("\"Element subtree:A\(escape)B\"")?.errorDescription
          == "malformed Swift string literal: \(message)",
        "\(escape)")
    }
  }

  // MARK: - Must read as VoiceOver would

  @Test func scrollViewsAreOneRunPlacedByTheirFrame() throws {
    let screen = try Fixture.importScreen("issue13_wda_scroll_run_calendar.xml").screen
    let scroll = try #require(screen.root.subviews.first?.subviews.last)
    #expect(scroll.className == "UIScrollView")
    #expect(scroll.shouldGroupAccessibilityChildren)
    // The hours scrolled out above stay in the run; the run is placed at the first hour shown in it.
    #expect(scroll.frame == Frame(x: 0, y: 160, width: 390, height: 684))
    #expect(scroll.subviews.count == 14)
  }

  @Test func aFullScreenTableIsPlacedAtItsFirstShownRow() throws {
    let screen = try Fixture.importScreen("issue13_wda_scroll_run_toolbar_search.xml").screen
    let window = try #require(screen.root.subviews.first)
    let table = try #require(window.subviews.first { $0.className == "UIScrollView" })
    #expect(table.frame == Frame(x: 0, y: 116, width: 390, height: 728))
  }

  @Test func navigationBarItemsAreOrderedByX() throws {
    let screen = try Fixture.importScreen("issue13_wda_navigation_bar_centred_title.xml").screen
    let bar = try #require(screen.root.subviews.first?.subviews.first)
    let order = try #require(bar.accessibilityElements).map { entry -> String in
      guard case .node(let node) = entry else { return "ref" }
      return node.accessibilityLabel ?? "-"
    }
    #expect(order == ["Back", "Text2", "Skip"])
  }

  @Test func aBackButtonOfATraitlessDumpIsFoundByItsPlace() throws {
    let elements = try Fixture.importScreen("issue13_debugdesc_back_button_by_place.txt").screen.elements
    #expect(
      elements.map(\.summary) == [
        "Settings | - | button,backButton | [0, 20, 84, 44]",
        "Wi-Fi | - | staticText,header | [165, 32, 45, 20]",
        "Edit | - | button | [320, 20, 47, 44]",
        "Wi-Fi | 1 | button,toggleButton | [0, 100, 375, 44]",
      ])
  }

  /// WebDriverAgent's `traits` lists public traits only, so a back button named after the previous
  /// screen is found by its place there too; idb's list, which names BackButton, is taken as it is.
  @Test func aBackButtonIsFoundByItsPlaceWhereTheTraitsCannotNameIt() throws {
    let page = """
      <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" label="A" \
      x="0" y="0" width="390" height="844"><XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" \
      width="390" height="844"><XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" \
      name="General" traits="" x="0" y="47" width="390" height="44"><XCUIElementTypeButton \
      type="XCUIElementTypeButton" label="Settings" traits="Button" accessible="true" x="0" y="47" \
      width="100" height="44"/><XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="General" \
      traits="Header, StaticText" accessible="true" x="160" y="58" width="70" height="21"/>\
      </XCUIElementTypeNavigationBar></XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>
      """
    #expect(
      try importText(page).screen.elements.map(\.summary) == [
        "Settings | - | button,backButton | [0, 47, 100, 44]",
        "General | - | staticText,header | [160, 58, 70, 21]",
      ])
  }

  /// A large title has a row of its own below the bar's buttons: the back button is not right of it.
  @Test func aBackButtonAboveALargeTitleIsFoundByItsPlace() throws {
    let text = """
      Element subtree:
       →Application, 0x1, pid: 9, label: 'Mail'
          NavigationBar, 0x2, {{0.0, 47.0}, {390.0, 96.0}}, identifier: 'Inbox'
            Button, 0x3, {{0.0, 47.0}, {120.0, 44.0}}, label: 'Mailboxes'
            Button, 0x4, {{330.0, 47.0}, {60.0, 44.0}}, label: 'Edit'
            StaticText, 0x5, {{16.0, 91.0}, {120.0, 41.0}}, label: 'Inbox'
      """
    #expect(
      try importText(text).screen.elements.map(\.summary) == [
        "Mailboxes | - | button,backButton | [0, 47, 120, 44]",
        "Edit | - | button | [330, 47, 60, 44]",
        "Inbox | - | staticText,header | [16, 91, 120, 41]",
      ])
  }

  /// UIKit speaks a field's placeholder as its label when it has none, typed text or not (rules §5).
  @Test func aTextFieldWithTypedTextKeepsItsPlaceholderAsLabel() throws {
    func field(value: String) -> String {
      """
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" label="A" x="0" y="0" width="390" \
      height="844"><XCUIElementTypeTextField type="XCUIElementTypeTextField" label="" value="\(value)" \
      placeholderValue="Email" accessible="true" x="20" y="100" width="300" height="40"/>\
      </XCUIElementTypeApplication>
      """
    }
    #expect(
      try importText(field(value: "bob@x.com")).screen.elements.map(\.summary) == [
        "Email | bob@x.com | textEntry | [20, 100, 300, 40]"
      ])
    #expect(
      try importText(field(value: "Email")).screen.elements.map(\.summary) == [
        "Email | - | textEntry | [20, 100, 300, 40]"
      ])
  }

  @Test func aLeadingButtonNamedAsTheTitleOrRightOfItIsNoBackButton() throws {
    func traits(_ button: String) throws -> [String] {
      let text = """
        Element subtree:
         →Application, 0x1, pid: 9, label: 'App'
            NavigationBar, 0x2, {{0.0, 20.0}, {375.0, 44.0}}, identifier: 'Mail'
        \(button)
              StaticText, 0x4, {{165.0, 32.0}, {45.0, 20.0}}, label: 'Mail'
        """
      return try importText(text).screen.elements.map {
        ($0.accessibilityTraits ?? []).names.joined(separator: ",")
      }
    }
    #expect(
      try traits("      Button, 0x3, {{0.0, 20.0}, {84.0, 44.0}}, label: 'Mail'") == [
        "button", "staticText,header",
      ])
    #expect(
      try traits("      Button, 0x3, {{190.0, 20.0}, {60.0, 44.0}}, label: 'Inbox'") == [
        "staticText,header", "button",
      ])
    // A bar whose back button is named (`Back` on the right, say) guesses none by place.
    #expect(
      try traits(
        "      Button, 0x3, {{8.0, 20.0}, {60.0, 44.0}}, label: 'Close'\n"
          + "      Button, 0x5, {{300.0, 20.0}, {60.0, 44.0}}, label: 'Back'") == [
          "button", "staticText,header", "button,backButton",
        ])
  }

  @Test func buttonsInsideFieldsAreElementsAfterTheField() throws {
    let screen = try Fixture.importScreen("issue13_wda_field_buttons.xml").screen
    #expect(
      screen.elements.map(\.accessibilityLabel) == [
        "Search", "Dictate", "Password", "Show password", "Sign In",
      ])
    let search = try #require(screen.root.subviews.first?.subviews.first)
    #expect(search.accessibilityElements?.count == 2)
  }

  @Test func idbGroupsAreContainersAndTheStatusBarIsDropped() throws {
    let result = try Fixture.importScreen("issue13_idb_flat_groups_status_bar.json")
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["Notes", "Phone", "Mail"])
    let dock = try #require(result.screen.root.subviews.first { $0.accessibilityLabel == "Dock" })
    #expect(dock.accessibilityContainerType == .semanticGroup)
    #expect(dock.subviews.map(\.accessibilityLabel) == ["Phone", "Mail"])
    let withBar = try Fixture.importScreen(
      "issue13_idb_flat_groups_status_bar.json", options: ImportOptions(includeStatusBar: true))
    #expect(
      withBar.screen.elements.map(\.accessibilityLabel) == [
        "9:41", "3 of 4 bars", "Wi-Fi", "Battery", "Notes", "Phone", "Mail",
      ])
  }

  @Test func aSwiftUIContainerCombiningItsChildrenIsOneElement() throws {
    let elements = try Fixture.importScreen("issue13_debugdesc_swiftui_combined_label.txt").screen.elements
    #expect(
      elements.map(\.summary) == [
        "App presented by sponsor | - |  | [16, 100, 358, 60]",
        "Offer one | - | staticText | [16, 200, 200, 20]",
        "Offer two | - | staticText | [16, 230, 200, 20]",
      ])
  }

  /// A joined label over controls is no combined element: the controls are elements of their own.
  @Test func aLabelJoiningButtonsKeepsTheButtons() throws {
    let dump = """
      Element subtree:
       →Application, 0x1, pid: 1, label: 'RNApp'
          Window (Main), 0x2, {{0.0, 0.0}, {375.0, 812.0}}
            Other, 0x7, {{0.0, 200.0}, {375.0, 600.0}}, label: 'Sign in Create account'
              Button, 0x8, {{24.0, 220.0}, {327.0, 44.0}}, label: 'Sign in'
              Button, 0x9, {{24.0, 280.0}, {327.0, 44.0}}, label: 'Create account'
      """
    #expect(
      try importText(dump).screen.elements.map(\.summary) == [
        "Sign in | - | button | [24, 220, 327, 44]", "Create account | - | button | [24, 280, 327, 44]",
      ])
  }

  /// React Native joins every container's descendants' labels, level over level (dump-formats §1.6):
  /// in a dump without `accessible`, that is no SwiftUI combined element, even at the lowest level.
  @Test func reactNativeContainersRepeatingLabelsAreNoCombinedElements() throws {
    let dump = """
      Element subtree:
       →Application, 0x1, pid: 1, label: 'RNApp'
          Window (Main), 0x2, {{0.0, 0.0}, {375.0, 812.0}}
            Other, 0x3, {{0.0, 0.0}, {375.0, 812.0}}, label: 'App info Version 2 Nesting 37'
              Other, 0x4, {{0.0, 80.0}, {375.0, 60.0}}, label: 'App info Version 2'
                StaticText, 0x5, {{16.0, 80.0}, {200.0, 20.0}}, label: 'App info'
                StaticText, 0x6, {{16.0, 110.0}, {200.0, 20.0}}, label: 'Version 2'
              StaticText, 0x7, {{16.0, 200.0}, {200.0, 20.0}}, label: 'Nesting 37'
      """
    #expect(
      try importText(dump).screen.elements.map(\.accessibilityLabel) == [
        "App info", "Version 2", "Nesting 37",
      ])
    // A control among the joined labels (a login form's button) hides none of that.
    let form = dump.replacingOccurrences(
      of: "StaticText, 0x7, {{16.0, 200.0}, {200.0, 20.0}}, label: 'Nesting 37'",
      with: "Button, 0x7, {{16.0, 200.0}, {200.0, 44.0}}, label: 'Nesting 37'")
    #expect(
      try importText(form).screen.elements.map(\.summary) == [
        "App info | - | staticText | [16, 80, 200, 20]", "Version 2 | - | staticText | [16, 110, 200, 20]",
        "Nesting 37 | - | button | [16, 200, 200, 44]",
      ])
  }
}

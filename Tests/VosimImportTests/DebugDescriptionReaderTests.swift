import Testing
import VosimImport
import VosimModel

/// A one-block debugDescription with the given child lines under an Application and its main window.
private func subtree(_ lines: String) -> String {
  """
  Attributes: Application, 0x1, pid: 7, label: 'App'
  Element subtree:
   →Application, 0x1, pid: 7, label: 'App'
      Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
  \(lines)
  Path to element:
   →Application, 0x1, pid: 7, label: 'App'
  Query chain:
   →Find: Target Application 'com.example.app'
    Output: {
      Application, 0x1, pid: 7, label: 'App'
      Button, 0x9, {{0.0, 0.0}, {10.0, 10.0}}, label: 'From the query'
    }
  """
}

@Suite struct DebugDescriptionReaderTests {
  @Test func swiftUIDumpWithUnescapedQuotesScrollBarsAndASecondWindow() throws {
    let result = try Fixture.importScreen("xcuitest_debugdesc_swiftui_talaria27_full.txt")
    #expect(result.format == .debugDescription)
    #expect(result.screen.device == Device(idiom: .phone, width: 420, height: 912))
    let elements = result.screen.elements
    #expect(elements.count == 14)
    #expect(elements[0].summary == "Back | - | button | [24, 89.7, 12.3, 17]")
    #expect(elements[0].accessibilityIdentifier == "chevron.left")
    #expect(elements[2].summary == "YOU'RE | - | staticText | [24, 151, 106.3, 39]")
    #expect(elements[12].summary == "START CHATTING | - | button | [24, 509, 372, 56]")
    #expect(elements[13].summary == "uitest overlay | 0 |  | [0, 68, 420, 810]")
    #expect(!elements.contains { $0.accessibilityLabel?.hasPrefix("Vertical scroll bar") == true })
    // The Toolbar carries a label but is a container, never an element.
    #expect(!elements.contains { $0.accessibilityLabel == "Toolbar" })
  }

  /// The idiom asked for is the one whose row band decides which document orders the engine would not
  /// read: a pad's two items 10 pt apart are one row on a pad, two on a phone.
  @Test func theIdiomAskedForDecidesTheRowBand() throws {
    let dump = """
       →Application, 0x1, pid: 1, label: 'App'
          Window (Main), 0x2, {{0.0, 0.0}, {1024.0, 1366.0}}
            Other, 0x3, {{0.0, 0.0}, {1024.0, 1366.0}}
              Button, 0x4, {{500.0, 100.0}, {100.0, 44.0}}, label: 'Right'
              Button, 0x5, {{20.0, 110.0}, {100.0, 44.0}}, label: 'Left'
      """
    let inferred = try importText(dump)
    #expect(inferred.screen.device.idiom == .pad)
    #expect(
      inferred.warnings.contains { $0.message.hasPrefix("the Other keeps its elements' document order") })
    let phone = try importText(dump, options: ImportOptions(idiom: .phone))
    #expect(phone.screen.device.idiom == .phone)
    // A dump with no frame at all takes the size of the idiom asked for.
    let frameless = " →Application, 0x1, pid: 1, label: 'App'\n    Button, 0x3, label: 'A'\n"
    let pad = try importText(frameless, options: ImportOptions(idiom: .pad))
    #expect(pad.screen.device == Device(idiom: .pad))
    #expect(
      pad.warnings.map(\.message).contains(
        "the dump gives no application or window frame; assuming a 820x1180 pad"))
    #expect(!phone.warnings.contains { $0.message.hasPrefix("the Other keeps its elements' document order") })
  }

  /// A Key outside any keyboard is left out as the keyboard's, and said: it may be the app's own keypad.
  @Test func keysOutsideAKeyboardAreNamedWhenLeftOut() throws {
    let dump = """
      Attributes: Application, 0x1, pid: 1, label: 'Bank'
      Element subtree:
       →Application, 0x1, pid: 1, label: 'Bank'
          Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
            StaticText, 0x4, {{20.0, 100.0}, {350.0, 30.0}}, label: 'Enter passcode'
            Key, 0x5, {{40.0, 400.0}, {80.0, 80.0}}, label: '1'
            Key, 0x6, {{155.0, 400.0}, {80.0, 80.0}}, label: '2'
      """
    let result = try importText(dump)
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["Enter passcode"])
    #expect(
      result.warnings.map(\.locatedMessage).contains(
        "6: the Key '1' (and 1 more) outside a keyboard is left out as the keyboard's; an app's own keypad is "
          + "read with --include-keyboard"))
    let kept = try importText(dump, options: ImportOptions(includeKeyboard: true))
    #expect(kept.screen.elements.map(\.accessibilityLabel) == ["Enter passcode", "1", "2"])
    #expect(!kept.warnings.map(\.message).contains { $0.contains("outside a keyboard") })
  }

  @Test func xamarinFragmentWithAMainWindowRootAndANavigationBarTitle() throws {
    let result = try Fixture.importScreen("xcuitest_debugdesc_xamarin_FRAGMENT.txt")
    #expect(result.screen.device == Device(idiom: .phone, width: 375, height: 667))
    #expect(result.screen.elements.map(\.summary) == ["Profiles | - | staticText,header | [8, 20, 359, 44]"])
  }

  @Test func xcode9BlocksJoinedByBlankLinesGiveTheRootFrame() throws {
    let result = try Fixture.importScreen("xcuitest_debugdesc_xcode9_uicatalog_FRAGMENT.txt")
    #expect(result.screen.elements.isEmpty)
    #expect(result.screen.device == Device(idiom: .phone, width: 375, height: 667))
  }

  /// Xcode 9's `Other, 0x…, Main Window` is the main window, as `Window (Main)` is: its elements are
  /// read by place, and the device is its size, not a larger window's beside it.
  @Test func xcode9sMainWindowIsAWindow() throws {
    let text = """
      Element subtree:
       →Application, 0x1, pid: 51436, label: 'UICatalog'
          Window, 0x7, {{0.0, 0.0}, {768.0, 1024.0}}
          Other, 0x3, Main Window, {{0.0, 0.0}, {375.0, 667.0}}
            Button, 0x5, traits: 1, {{10.0, 300.0}, {100.0, 30.0}}, label: 'Below'
            Button, 0x4, traits: 1, {{200.0, 100.0}, {100.0, 30.0}}, label: 'Above'
      """
    let result = try importText(text)
    #expect(result.screen.device == Device(idiom: .phone, width: 375, height: 667))
    // (As an Other it kept its elements' document order, with a warning saying so.)
    #expect(result.warnings.isEmpty)
  }

  /// An application without a frame: the device is what it holds at its top level, here a pad's view,
  /// so its 13 pt row band puts Left (10 pt lower) on Right's row.
  @Test func anApplicationWithoutAFrameTakesTheDeviceFromItsTopLevel() throws {
    let text = """
      Element subtree:
       →Application, 0x1, pid: 1, label: 'D'
          Other, 0x2, {{0.0, 0.0}, {1024.0, 1366.0}}
            Button, 0x3, {{500.0, 100.0}, {100.0, 30.0}}, label: 'Right'
            Button, 0x4, {{10.0, 130.0}, {100.0, 30.0}}, label: 'Left'
      """
    let result = try importText(text)
    #expect(result.screen.device == Device(idiom: .pad, width: 1024, height: 1366))
    #expect(result.warnings.isEmpty)
    // Buttons straight below it say nothing of the screen's size: the default phone, with a warning.
    let buttons = """
      Element subtree:
       →Application, 0x1, pid: 1, label: 'D'
          Button, 0x3, {{500.0, 100.0}, {100.0, 30.0}}, label: 'Right'
      """
    let phone = try importText(buttons)
    #expect(phone.screen.device == .defaultPhone)
    #expect(
      phone.warnings.map(\.message) == [
        "the dump gives no application or window frame; assuming a 390x844 phone"
      ])
    // One cell printed alone (`po app.cells["wifi"]`) is an element, not the screen, whatever it holds.
    let cell = """
      Element subtree:
       →Cell, 0x102, {{0.0, 300.0}, {390.0, 44.0}}, identifier: 'wifi', label: 'Wi-Fi'
          StaticText, 0x103, {{16.0, 312.0}, {60.0, 20.0}}, label: 'Wi-Fi'
          Switch, 0x104, {{320.0, 306.0}, {51.0, 31.0}}, label: 'Wi-Fi', value: 1
      """
    let lone = try importText(cell)
    #expect(lone.screen.device == .defaultPhone)
    #expect(
      lone.warnings.map(\.message) == [
        "the dump gives no application or window frame; assuming a 390x844 phone"
      ])
  }

  @Test func xcode16FragmentStopsAtThePathAndTheQueryChain() throws {
    let result = try Fixture.importScreen("xcuitest_debugdesc_springboard_xcode16_FRAGMENT.txt")
    #expect(result.screen.elements.isEmpty)
    #expect(result.screen.device == Device(idiom: .phone, width: 393, height: 852))
  }

  @Test func pathAndQueryChainLinesAreNotCountedTwice() throws {
    let text = subtree("      Button, 0x3, {{10.0, 100.0}, {80.0, 40.0}}, identifier: 'play', label: 'Play'")
    #expect(try importText(text).screen.elements.map(\.summary) == ["Play | - | button | [10, 100, 80, 40]"])
  }

  @Test func multiLineLabelsCommasInValuesAndFlags() throws {
    let text = subtree(
      """
            StaticText, 0x3, {{0.0, 100.0}, {300.0, 60.0}}, label: 'SDK Version: 2.1.7-8
      lat:0.0
      long:0.0'
            Button, 0x4, {{0.0, 200.0}, {100.0, 40.0}}, label: 'Calendar', value: Widget, Stack, Selected
            Button, 0x5, {{0.0, 300.0}, {100.0, 40.0}}, label: 'Buy', Disabled
            TextField, 0x6, {{0.0, 400.0}, {30.0, 4.0}}, placeholderValue: 'N', value: N, Keyboard Focused
            SecureTextField, 0x7, {{0.0, 500.0}, {30.0, 4.0}}, label: 'It's, 'x'', value: ••
            Switch, 0x8, {{0.0, 600.0}, {51.0, 31.0}}, identifier: 'wifi', label: 'Wi-Fi', value: 1
      """)
    let elements = try importText(text).screen.elements
    #expect(
      elements.map(\.summary) == [
        "SDK Version: 2.1.7-8\nlat:0.0\nlong:0.0 | - | staticText | [0, 100, 300, 60]",
        "Calendar | Widget, Stack | button,selected | [0, 200, 100, 40]",
        "Buy | - | button,notEnabled | [0, 300, 100, 40]",
        "N | - | textEntry,isEditing | [0, 400, 30, 4]",
        "It's, 'x' | •• | textEntry,secureTextField | [0, 500, 30, 4]",
        "Wi-Fi | 1 | button,toggleButton | [0, 600, 51, 31]",
      ])
    #expect(elements[5].accessibilityIdentifier == "wifi")
  }

  /// A label over several lines whose first line ends in a quote of its own is not closed there.
  @Test func aMultiLineLabelWhoseFirstLineEndsInAQuote() throws {
    let text = subtree(
      """
            StaticText, 0x3, {{0.0, 100.0}, {300.0, 40.0}}, label: 'Tap 'Next'
      to continue'
            StaticText, 0x4, {{0.0, 200.0}, {300.0, 40.0}}, label: 'Rock 'n'
      and
      roll'
            Button, 0x5, {{0.0, 300.0}, {100.0, 40.0}}, label: 'Done'
      """)
    #expect(
      try importText(text).screen.elements.map(\.summary) == [
        "Tap 'Next'\nto continue | - | staticText | [0, 100, 300, 40]",
        "Rock 'n'\nand\nroll | - | staticText | [0, 200, 300, 40]",
        "Done | - | button | [0, 300, 100, 40]",
      ])
    // Text after a closed label that never ends in a quote is still no element.
    let stray = subtree(
      """
            StaticText, 0x3, {{0.0, 100.0}, {300.0, 40.0}}, label: 'Tap 'Next'
      to continue
            Button, 0x5, {{0.0, 300.0}, {100.0, 40.0}}, label: 'Done'
      """)
    #expect(throws: ImportError.self) { try importText(stray) }
  }

  @Test func labelledLeavesAreElementsAndCellsSwallowTheirContent() throws {
    let text = subtree(
      """
            Other, 0x3, {{0.0, 100.0}, {390.0, 44.0}}, label: 'Section'
              StaticText, 0x4, {{10.0, 110.0}, {100.0, 20.0}}, label: 'Inner'
            Cell, 0x5, {{0.0, 200.0}, {390.0, 44.0}}, label: 'Row'
              StaticText, 0x6, {{10.0, 210.0}, {100.0, 20.0}}, label: 'Row'
            Cell, 0x7, {{0.0, 300.0}, {390.0, 44.0}}
              StaticText, 0x8, {{10.0, 310.0}, {100.0, 20.0}}, label: 'Row text', value: Row text
            Image, 0x9, {{0.0, 400.0}, {40.0, 40.0}}, identifier: 'decoration'
      """)
    #expect(
      try importText(text).screen.elements.map(\.summary) == [
        "Inner | - | staticText | [10, 110, 100, 20]",
        "Row | - |  | [0, 200, 390, 44]",
        "Row text | - | staticText | [10, 310, 100, 20]",
      ])
  }

  @Test func blocksJoinedByBlankLinesAreAllRead() throws {
    let text = """
      Attributes: Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}
      Element subtree:
       →Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}
          Button, 0x2, {{0.0, 100.0}, {50.0, 40.0}}, label: 'First'


      Attributes: Window, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
      Element subtree:
       →Window, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
          Button, 0x4, {{0.0, 200.0}, {50.0, 40.0}}, label: 'Second'
      """
    let screen = try importText(text).screen
    #expect(screen.root.subviews.count == 2)
    #expect(screen.elements.map(\.accessibilityLabel) == ["First", "Second"])
  }

  /// Headerless subtrees pasted one after another with a blank line between are all read; text after
  /// a blank line with the tree going on below it is a stray line, as without the blank line.
  @Test func aBlankLineNeitherEndsHeaderlessSubtreesNorHidesAStrayLine() throws {
    let pasted = """
       →Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}
          Button, 0x2, {{0.0, 100.0}, {50.0, 40.0}}, label: 'First'

       →Window, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
          Button, 0x4, {{0.0, 200.0}, {50.0, 40.0}}, label: 'Second'
      """
    #expect(try importText(pasted).screen.root.subviews.count == 2)
    let stray = subtree(
      """
            Button, 0x3, {{10.0, 100.0}, {100.0, 44.0}}, label: 'Cart'

      note
            Button, 0x4, {{10.0, 200.0}, {100.0, 44.0}}, label: 'Checkout'
      """)
    #expect(importError(stray) == .unrecognizedLine("note", at: SourcePosition(line: 7, column: 1)))
    // A mangled element line after a blank line at the tree's end is no log line either.
    let mangled = subtree(
      """
            Button, 0x3, {{10.0, 100.0}, {100.0, 44.0}}, label: 'Cart'

            Button 0x4 {{10.0, 200.0}, {100.0, 44.0}} label: 'Pay'
      """)
    #expect(
      importError(mangled)
        == .unrecognizedLine(
          "Button 0x4 {{10.0, 200.0}, {100.0, 44.0}} label: 'Pay'", at: SourcePosition(line: 7, column: 7)))
    // Text after the tree, with no element line below it, is the log going on.
    let trailing = subtree(
      """
            Button, 0x3, {{10.0, 100.0}, {100.0, 44.0}}, label: 'Cart'

      t =     1.02s Tear Down
      """)
    #expect(try importText(trailing).screen.elements.map(\.accessibilityLabel) == ["Cart"])
  }

  @Test func aQuotedLabelEndsAtTheLastQuoteBeforeTheNextKnownKey() throws {
    // Spec §2.4: quotes are not escaped; `, Note: ` is no field of XCTest's.
    let text = subtree(
      """
            StaticText, 0x3, {{10.0, 100.0}, {300.0, 40.0}}, label: 'Press 'OK', Note: it's final'
            StaticText, 0x4, {{10.0, 200.0}, {300.0, 40.0}}, label: 'Choose 'Yes', Selected'
            Button, 0x5, {{10.0, 300.0}, {300.0, 40.0}}, identifier: 'a', b: 'c', label: 'Go', value: It's 'on'
            Button, 0x6, {{10.0, 400.0}, {300.0, 40.0}}, label: 'Tap 'Send'', hitPoint: {15.0, 405.0}
      """)
    let elements = try importText(text).screen.elements
    #expect(
      elements.map(\.summary) == [
        "Press 'OK', Note: it's final | - | staticText | [10, 100, 300, 40]",
        "Choose 'Yes', Selected | - | staticText | [10, 200, 300, 40]",
        "Go | It's 'on' | button | [10, 300, 300, 40]",
        "Tap 'Send' | - | button | [10, 400, 300, 40]",
      ])
    #expect(elements[2].accessibilityIdentifier == "a', b: 'c")
  }

  @Test func extraSpacesAfterACommaStillLeadToTheField() throws {
    // A hand-edited dump: the label, frame and flag after a doubled space are read, not skipped.
    let text = subtree(
      """
            Button, 0x3,  {{10.0, 100.0}, {300.0, 40.0}},   label: 'Send, now',  Selected
      """)
    let elements = try importText(text).screen.elements
    #expect(elements.map(\.summary) == ["Send, now | - | button,selected | [10, 100, 300, 40]"])
  }

  /// `Keyboard Focused` is the keyboard's focus: the field is being edited. `Focused` is the focus
  /// engine's (dump-formats: hasFocus), as WebDriverAgent's `focused`: not editing.
  @Test func onlyKeyboardFocusMeansEditing() throws {
    func traits(_ flag: String) throws -> AccessibilityTraits? {
      let text = """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Demo'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              TextField, 0x3, {{10.0, 100.0}, {300.0, 40.0}}, label: 'To', \(flag)
        """
      return try importText(text).screen.elements.first?.accessibilityTraits
    }
    #expect(try traits("Keyboard Focused")?.contains(.isEditing) == true)
    #expect(try traits("Focused")?.contains(.isEditing) == false)
  }

  @Test func theKeyboardIsDroppedUnlessAskedFor() throws {
    let text = """
      Element subtree:
       →Application, 0x1, pid: 1, label: 'Demo'
          Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
            TextField, 0x3, {{10.0, 100.0}, {300.0, 40.0}}, label: 'To', Keyboard Focused
          Window, 0x4, {{0.0, 0.0}, {390.0, 844.0}}
            Keyboard, 0x5, {{0.0, 550.0}, {390.0, 294.0}}
              Key, 0x6, {{0.0, 560.0}, {39.0, 42.0}}, label: 'q'
              Key, 0x7, {{39.0, 560.0}, {39.0, 42.0}}, label: 'w'
              Button, 0x8, {{300.0, 800.0}, {90.0, 42.0}}, label: 'return'
          Window, 0x9, {{0.0, 0.0}, {390.0, 844.0}}
            StatusBar, 0xa, {{0.0, 0.0}, {390.0, 47.0}}
              Other, 0xb, {{10.0, 10.0}, {50.0, 20.0}}, label: '9:41'
      """
    #expect(try importText(text).screen.elements.map(\.accessibilityLabel) == ["To"])
    let keyboard = try importText(text, options: ImportOptions(includeKeyboard: true))
    #expect(keyboard.screen.elements.map(\.accessibilityLabel) == ["To", "q", "w", "return"])
    let both = try importText(text, options: ImportOptions(includeStatusBar: true, includeKeyboard: true))
    #expect(both.screen.elements.map(\.accessibilityLabel) == ["To", "q", "w", "return", "9:41"])
  }

  /// A keyboard below the screen (the application without a frame, the windows saying where the
  /// bottom is) is not shown: the last window holding elements is still the top-most.
  @Test func aKeyboardBelowTheWindowsDoesNotCancelTheTopWindow() throws {
    let text = """
      Element subtree:
       →Application, 0x100, pid: 1, label: 'Demo'
          Window (Main), 0x101, {{0.0, 0.0}, {390.0, 844.0}}
            Button, 0x108, {{16.0, 150.0}, {358.0, 44.0}}, label: 'Send'
          Window, 0x140, {{0.0, 0.0}, {390.0, 844.0}}
            StaticText, 0x142, {{30.0, 310.0}, {300.0, 20.0}}, label: 'Saved draft'
          Window, 0x130, {{0.0, 0.0}, {390.0, 844.0}}
            Keyboard, 0x134, {{0.0, 900.0}, {390.0, 300.0}}
              Key, 0x135, {{0.0, 910.0}, {39.0, 50.0}}, label: 'q'
      """
    let result = try importText(text)
    #expect(result.warnings.map(\.message).first?.hasPrefix("the Window, the last of 2 windows") == true)
  }

  /// A keyboard (or status bar) asked for stays readable beside a shown alert: the alert's window is
  /// not modal among the windows, the app's other windows are hidden instead (dump-formats §8, step 1).
  @Test func aKeyboardAskedForIsReadBesideAnAlert() throws {
    let text = """
      Element subtree:
       →Application, 0x1, pid: 1, label: 'Demo'
          Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
            Button, 0x3, {{10.0, 100.0}, {100.0, 40.0}}, label: 'Behind'
            Alert, 0x4, {{60.0, 200.0}, {270.0, 200.0}}, label: 'Log in'
              TextField, 0x5, {{76.0, 260.0}, {238.0, 30.0}}, label: 'User', Keyboard Focused
          Window, 0x6, {{0.0, 0.0}, {390.0, 844.0}}
            Button, 0x7, {{10.0, 700.0}, {100.0, 40.0}}, label: 'Toast'
          Window, 0x8, {{0.0, 0.0}, {390.0, 844.0}}
            Keyboard, 0x9, {{0.0, 494.0}, {390.0, 350.0}}
              Key, 0xa, {{3.0, 500.0}, {33.0, 42.0}}, label: 'q'
      """
    let asked = try importText(text, options: ImportOptions(includeKeyboard: true))
    let windows = asked.screen.root.subviews
    #expect(windows.map(\.accessibilityViewIsModal) == [false, false, false])
    #expect(windows.map(\.accessibilityElementsHidden) == [false, true, false])
    #expect(windows[0].subviews.map(\.accessibilityViewIsModal) == [false, true])
    #expect(
      asked.warnings.map(\.message) == ["the Alert is treated as modal: only it and the keyboard are read"])
    // Not asked for, the keyboard is gone and the alert's window is modal among the windows.
    let plain = try importText(text)
    #expect(plain.screen.root.subviews.map(\.accessibilityViewIsModal) == [true, false])
    #expect(plain.warnings.map(\.message) == ["the Alert is treated as modal: only it is read"])
    // A status bar inside the app's own view: only the way down to it stays, not the app beside it.
    let inside = """
      Element subtree:
       →Application, 0x1, pid: 1, label: 'Demo'
          Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
            Other, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
              StatusBar, 0x4, {{0.0, 0.0}, {390.0, 47.0}}
                Other, 0x5, {{20.0, 10.0}, {50.0, 20.0}}, label: '9:41'
              Button, 0x6, {{10.0, 100.0}, {100.0, 40.0}}, label: 'Behind'
            Alert, 0x7, {{50.0, 300.0}, {290.0, 200.0}}, label: 'Delete?'
              Button, 0x8, {{50.0, 440.0}, {290.0, 44.0}}, label: 'OK'
      """
    let bar = try importText(inside, options: ImportOptions(includeStatusBar: true)).screen
    let content = bar.root.subviews[0].subviews[0]
    #expect(content.accessibilityViewIsModal == false && content.accessibilityElementsHidden == false)
    #expect(content.subviews.map(\.accessibilityElementsHidden) == [false, true])
  }

  @Test func aSearchFieldIsATextFieldThatIsEditedWhenKeyboardFocused() throws {
    // Spec §6: SearchField is `Search Field.` plus Text Field semantics, so the engine speaks
    // `Search: pizza. Text Field. Is editing. Search Field.` and the editing hint.
    let text = subtree(
      """
            SearchField, 0xd, {{10.0, 100.0}, {300.0, 30.0}}, label: 'Search', placeholderValue: 'Search', value: pizza, Keyboard Focused
            SearchField, 0xe, {{10.0, 200.0}, {300.0, 30.0}}, placeholderValue: 'Find', value: Find
      """)
    let elements = try importText(text).screen.elements
    #expect(
      elements.map(\.summary) == [
        "Search | pizza | searchField,textEntry,isEditing | [10, 100, 300, 30]",
        "Find | - | searchField,textEntry | [10, 200, 300, 30]",
      ])
    #expect(elements.map(\.className) == ["UITextField", "UITextField"])
  }

  @Test func anXcode9TabBarTraitMakesATabBar() throws {
    // Rules §1: a container with the tabBar trait (1 << 15) makes its elements tabs, `Tab. i of n`.
    let text = """
      Element subtree:
       →Application, 0x1, pid: 1, {{0.0, 0.0}, {375.0, 667.0}}, label: 'A'
          Window, 0x2, {{0.0, 0.0}, {375.0, 667.0}}
            Other, 0x3, traits: 32768, {{0.0, 600.0}, {375.0, 67.0}}
              Button, 0x4, traits: 9, {{0.0, 600.0}, {187.0, 50.0}}, label: 'Home'
              Button, 0x5, traits: 1, {{187.0, 600.0}, {187.0, 50.0}}, label: 'Me'
      """
    let screen = try importText(text).screen
    #expect(screen.tabBars == [["Home", "Me"]])
    #expect(screen.elements.map(\.accessibilityTraits) == [[.button, .selected], .button])
  }

  @Test func xcode9TraitMasksAndMainWindowToken() throws {
    let text = """
      Element subtree:
       →Other, 0x1, Main Window, {{0.0, 0.0}, {375.0, 667.0}}
          Button, 0x2, traits: 8589934601, {{0.0, 100.0}, {50.0, 40.0}}, label: 'Go'
      """
    let element = try #require(try importText(text).screen.elements.first)
    #expect(element.accessibilityTraits == AccessibilityTraits(rawValue: 8_589_934_601))
  }
}

@Suite struct DebugDescriptionErrorTests {
  @Test func anOddIndentationNamesItsLine() throws {
    let text = subtree("       Button, 0x3, {{10.0, 100.0}, {80.0, 40.0}}, label: 'Play'")
    let error = try #require(importError(text))
    #expect(
      error
        == .badIndentation(
          "7 spaces; child lines are indented 2·depth+2 spaces", at: SourcePosition(line: 5, column: 8)))
  }

  @Test func skippingALevelIsBadIndentation() throws {
    let text = subtree("          Button, 0x3, {{10.0, 100.0}, {80.0, 40.0}}, label: 'Play'")
    let error = try #require(importError(text))
    #expect(
      error == .badIndentation("3 levels deeper than the line above", at: SourcePosition(line: 5, column: 11))
    )
  }

  @Test func aBadFrameNamesItsPlace() throws {
    let text = subtree("      Button, 0x3, {{10.0, abc}, {80.0, 40.0}}, label: 'Play'")
    #expect(
      importError(text)
        == .invalidFrame("{{10.0, abc}, {80.0, 40.0}}", at: SourcePosition(line: 5, column: 20)))
    // On the root's line, after the arrow (one column), and after a non-ASCII label (one per scalar).
    let root = "Element subtree:\n →Window, 0x1, label: 'Wörld', {{0.0, 0.0}, {390.0, x}}\n"
    #expect(
      importError(root) == .invalidFrame("{{0.0, 0.0}, {390.0, x}}", at: SourcePosition(line: 2, column: 32)))
    // A number too large is no `inf` word: an invalid frame, not an element without one.
    #expect(
      importError(subtree("      Button, 0x3, {{10.0, 1e400}, {80.0, 40.0}}, label: 'Play'"))
        == .invalidFrame("{{10.0, 1e400}, {80.0, 40.0}}", at: SourcePosition(line: 5, column: 20)))
    // Braces without a key are a frame however written, and refused when not the frame's shape.
    #expect(
      importError(subtree("      Button, 0x3, {1.0, 2.0, 3.0, 4.0}, label: 'Play'"))
        == .invalidFrame("{1.0, 2.0, 3.0, 4.0}", at: SourcePosition(line: 5, column: 20)))
    // A bad trait mask points at its value.
    #expect(
      importError(subtree("      Button, 0x3, traits: 12x, label: 'Play'"))
        == .invalidAttribute(
          name: "traits", value: "12x", expected: "an integer trait mask",
          at: SourcePosition(line: 5, column: 28)))
  }

  /// inf or nan coordinates are an element without a frame, as WebDriverAgent's XML says so too: it
  /// stays in document order.
  @Test func infiniteCoordinatesAreNoFrame() throws {
    let text = subtree(
      "      Button, 0x3, {{10.0, 100.0}, {80.0, 40.0}}, label: 'Play'\n"
        + "      Button, 0x4, {{inf, inf}, {0.0, 0.0}}, label: 'Anywhere'")
    let elements = try importText(text).screen.elements
    #expect(
      elements.map(\.summary) == ["Play | - | button | [10, 100, 80, 40]", "Anywhere | - | button | -"])
  }

  @Test func aQuoteThatNeverClosesIsAnError() throws {
    let text = """
      Element subtree:
       →Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}
          Button, 0x2, {{0.0, 100.0}, {50.0, 40.0}}, label: 'Open
      """
    // At the quote that opens it.
    #expect(importError(text) == .unterminatedQuote(field: "label", at: SourcePosition(line: 3, column: 55)))
    // A second field opened on a label's later line is placed there.
    let later = """
      Element subtree:
       →Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}
          Button, 0x2, label: 'One
      two', identifier: 'id
      """
    #expect(
      importError(later) == .unterminatedQuote(field: "identifier", at: SourcePosition(line: 4, column: 19)))
    // Text no field starts with after a closing quote keeps it open: that text is named, not the quote.
    for (tail, error) in [
      (
        ", 42", ImportError.strayTextAfterQuote("42", field: "label", at: SourcePosition(line: 3, column: 63))
      ),
      (", ", .strayTextAfterQuote("", field: "label", at: SourcePosition(line: 3, column: 61))),
      // A space before the next field's comma: the space is named.
      (" , Selected", .strayTextAfterQuote(" ", field: "label", at: SourcePosition(line: 3, column: 61))),
    ] {
      let stray =
        "Element subtree:\n →Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n"
        + "    Button, 0x2, {{0.0, 100.0}, {50.0, 40.0}}, label: 'Stop'\(tail)\n"
        + "    Button, 0x3, {{0.0, 200.0}, {50.0, 40.0}}, label: 'Go'\n"
      #expect(importError(stray) == error, "\(tail)")
    }
    // On a label's later line, at its own line and column.
    let strayLater =
      "Element subtree:\n →Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n"
      + "    Button, 0x2, {{0.0, 100.0}, {50.0, 40.0}}, label: 'Stop\ngo', 42\n"
      + "    Button, 0x3, {{0.0, 200.0}, {50.0, 40.0}}, label: 'Go'\n"
    #expect(
      importError(strayLater)
        == .strayTextAfterQuote("42", field: "label", at: SourcePosition(line: 4, column: 6)))
    #expect(
      importError(
        "Element subtree:\n →Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n    Button, 0x2, label: 'a', 4")?
        .description
        == "'4' after the quoted 'label' is no field XCTest writes (a quote closes only before a "
        + "field, a flag or the line's end)")
    // A field closed before the one left open is no stray text.
    #expect(
      importError("Element subtree:\n →Window, 0x1\n    Button, 0x2, identifier: 'a', label: 'One")
        == .unterminatedQuote(field: "label", at: SourcePosition(line: 3, column: 42)))
  }

  /// A flag of a newer toolchain after a label ends it there, and is skipped: the next element lines
  /// are elements, not the label's text.
  @Test func anUnknownFlagAfterALabelEndsIt() throws {
    let text = subtree(
      """
            Button, 0x3, {{16.0, 100.0}, {300.0, 31.0}}, label: 'Alpha', Hittable
            Button, 0x4, {{16.0, 140.0}, {300.0, 31.0}}, label: 'Beta', Hittable, Selected
            Button, 0x5, {{16.0, 180.0}, {300.0, 31.0}}, label: 'Gamma', Hittable
      """)
    let elements = try importText(text).screen.elements
    #expect(elements.map(\.accessibilityLabel) == ["Alpha", "Beta", "Gamma"])
    #expect(elements[1].accessibilityTraits?.contains(.selected) == true)
  }

  /// Spaces or tabs at a line's end (an editor's, a paste's) change nothing: the flags, values and
  /// frames before them are read as without.
  @Test func spacesAtALinesEndAreNobodysText() throws {
    let text = subtree(
      "      Button, 0x3, {{16.0, 100.0}, {300.0, 31.0}}, label: 'Save', Selected \n"
        + "      Switch, 0x4, {{16.0, 140.0}, {300.0, 31.0}}, label: 'Sound', value: 0, Disabled\t \n"
        + "      Button, 0x5, {{16.0, 180.0}, {300.0, 31.0}} ")
    let summaries = try importText(text).screen.elements.map(\.summary)
    #expect(
      summaries == [
        "Save | - | button,selected | [16, 100, 300, 31]",
        "Sound | 0 | button,notEnabled,toggleButton | [16, 140, 300, 31]",
        "- | - | button | [16, 180, 300, 31]",
      ])
  }

  /// A label's own lines are not indented: an element line after an open quote is no part of it.
  @Test func aQuoteOpenBeforeAnElementLineNeverCloses() throws {
    let text = """
      Element subtree:
       →Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}
          Button, 0x2, {{0.0, 100.0}, {50.0, 40.0}}, label: 'Open
          Button, 0x3, {{0.0, 200.0}, {50.0, 40.0}}, label: 'Close'
      """
    #expect(importError(text) == .unterminatedQuote(field: "label", at: SourcePosition(line: 3, column: 55)))
  }

  /// A file whose last line with text stops inside a field is refused where the cut is: skipped as an
  /// unknown token, the cut would lose the label or the state silently.
  @Test func aDumpCutInsideAFieldNameIsAnError() throws {
    let head = "Element subtree:\n →Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n"
    let button = "    Button, 0x2, {{0.0, 100.0}, {50.0, 40.0}}"
    let cuts: [(tail: String, token: String, line: Int, column: Int)] = [
      (button + ", labe", "labe", 3, 48),
      (button + ", label: 'Go', Disabl", "Disabl", 3, 61),
      // A key without its value, a frame's first brace, a value's trailing comma.
      // (Spaces at a line's end are nobody's text: `label: ` is read as `label:`.)
      (button + ", label: ", "label:", 3, 48),
      (button + ", label:", "label:", 3, 48),
      (button + ", {", "{", 3, 48),
      (button + ", label: 'Go', value: ", "value:", 3, 61),
      (button + ", label: 'Go', value: 1,", ",", 3, 69),
      // Inside the type, or right after a quoted value closed (even one over two lines).
      (button + "\n    Butt", "Butt", 4, 5),
      // Also after a value, whose raw text would otherwise go on over the cut line.
      (button + ", label: 'To', value: bob@example.com\n    Butt", "Butt", 4, 5),
      (button + ", label: 'Go',", ",", 3, 59),
      (button + ", label: 'Go\non', {", "{", 4, 6),
      // A line break (or blank lines) after the cut does not make it whole; an address with nothing
      // after it is cut too, as the frame or the root's pid always follows.
      (button + ", label: 'Go', Disabl\n\n", "Disabl", 3, 61),
      ("    Button, 0x2\r\n", "0x2", 3, 13),
      ("    Button, 0", "0", 3, 13),
      // Inside the frame, which has commas of its own, or inside the main window's mark.
      ("    Button, 0x2, {{0.0, 100.0}, {50.0", "{{0.0, 100.0}, {50.0", 3, 18),
      ("    Button, 0x2, {{\n", "{{", 3, 18),
      ("    Window (Ma\n", "(Ma", 3, 12),
    ]
    // On the root's arrow line, columns count the arrow.
    #expect(
      importError("Element subtree:\n →Application, 0x101")
        == .cutShort("0x101", at: SourcePosition(line: 2, column: 16)))
    for cut in cuts {
      #expect(
        importError(head + cut.tail)
          == .cutShort(cut.token, at: SourcePosition(line: cut.line, column: cut.column)),
        "\(cut.tail)")
    }
    // Whole, or with its line break, the same line is read.
    #expect(importError(head + "    Button, 0x2, {{0.0, 100.0}, {50.0, 40.0}}, label: 'Go', Disabled") == nil)
    #expect(importError(head + "    Button, 0x2, {{0.0, 100.0}, {50.0, 40.0}}, Hittable\n") == nil)
  }

  /// XCTest's activity log after the tree (`t =     3.30s Tap …`) is the log going on, not the raw text
  /// of the last element's value, nor a line the tree cannot read.
  @Test func theTestLogAfterTheTreeEndsIt() throws {
    let field = "      TextField, 0x3, {{16.0, 100.0}, {358.0, 44.0}}, label: 'To'"
    let log = "\n    t =     3.30s Tap \"Send\" Button\n    t =     3.41s Wait for com.example to idle\n"
    for (line, value) in [(field, nil), (field + ", value: bob@example.com", "bob@example.com")] {
      let tree =
        "Element subtree:\n →Application, 0x1, pid: 7, label: 'App'\n"
        + "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n" + line
      let elements = try importText(tree + log).screen.elements
      #expect(elements.map(\.accessibilityLabel) == ["To"])
      #expect(elements.map(\.accessibilityValue) == [value])
    }
  }

  /// Lines after an element that are no part of it: an element line indented with a tab or mangled
  /// (after a label ending in its quote, or after a value), a switch's value wrapped by a log, a
  /// test's failure line (the log going on); and a newer toolchain's flag after a value.
  @Test func linesThatAreNoPartOfTheElementBeforeThem() throws {
    let head =
      "Element subtree:\n \u{2192}Application, 0x1, pid: 7, label: 'App'\n"
      + "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
    let ok = "      Button, 0x3, {{20.0, 100.0}, {100.0, 44.0}}, label: 'OK'\n"
    let cancel = "Button, 0x4, {{20.0, 200.0}, {100.0, 44.0}}, label: 'Cancel'\n"
    #expect(importError(head + ok + "\t" + cancel)?.position == SourcePosition(line: 5, column: 1))
    #expect(importError(head + ok + "\u{A0}\u{A0}\u{A0}\u{A0}\u{A0}\u{A0}" + cancel)?.position?.line == 5)
    let notes = "      TextView, 0x3, {{20.0, 100.0}, {300.0, 100.0}}, label: 'Notes', value: First line\n"
    #expect(
      importError(head + notes + "      Bu tton, 0x4, {{20.0, 200.0}, {100.0, 44.0}}, label: 'Next'\n") != nil
    )
    let wifi = "      Switch, 0x3, {{20.0, 100.0}, {51.0, 31.0}}, label: 'Wi-Fi', value: 1, Disa\nbled\n"
    #expect(importError(head + wifi)?.position == SourcePosition(line: 5, column: 1))
    let failure =
      "/Users/ci/App/LoginTests.swift:42: error: -[LoginTests testSignIn] : No matches found for 'Sign In'\n"
    #expect(try importText(head + ok + failure).screen.elements.map(\.accessibilityLabel) == ["OK"])
    let hittable =
      "      Switch, 0x3, {{20.0, 100.0}, {51.0, 31.0}}, label: 'Wi-Fi', value: 1, Selected, Hittable\n"
    #expect(
      try importText(head + hittable).screen.elements.map(\.summary) == [
        "Wi-Fi | 1 | button,selected,toggleButton | [20, 100, 51, 31]"
      ])
  }

  /// A tab bar's items drawn as views of their own (React Native, a custom bar) are the tabs, with their
  /// selected state, in the bar's order; their icon and title inside are no tabs of their own.
  @Test func aTabBarsOtherItemsAreItsTabs() throws {
    let text = subtree(
      """
            TabBar, 0x5, {{0.0, 761.0}, {390.0, 83.0}}
              Other, 0x6, {{0.0, 762.0}, {130.0, 48.0}}, label: 'Home', Selected
                Image, 0x9, {{50.0, 765.0}, {28.0, 28.0}}, label: 'house'
                StaticText, 0xa, {{40.0, 795.0}, {48.0, 12.0}}, label: 'Home'
              Other, 0x7, {{130.0, 762.0}, {130.0, 48.0}}, label: 'Search'
                StaticText, 0xc, {{170.0, 795.0}, {48.0, 12.0}}, label: 'Search'
              Other, 0x8, {{260.0, 762.0}, {130.0, 48.0}}, label: 'Profile'
      """)
    let elements = try importText(text).screen.elements
    #expect(elements.map(\.accessibilityLabel) == ["Home", "Search", "Profile"])
    #expect(elements.map { $0.accessibilityTraits?.contains(.selected) == true } == [true, false, false])
    #expect(elements.map(\.frame?.x) == [0, 130, 260])
  }

  /// A dump pasted with every line indented alike (a code block's 4 spaces) reads as the dump: depths
  /// count from the root's ` →` line.
  @Test func aDumpIndentedAsAWholeReadsAsTheDump() throws {
    let text = subtree(
      "      Button, 0x3, {{10.0, 100.0}, {80.0, 40.0}}, label: 'Play'\n"
        + "        StaticText, 0x4, {{12.0, 105.0}, {40.0, 20.0}}, label: 'Play'")
    let indented = text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      .joined(separator: "\n")
    #expect(try importText(indented).screen == importText(text).screen)
    #expect(try importText(indented).screen.elements.map(\.accessibilityLabel) == ["Play"])
  }

  /// Lines may end with LF, CRLF, or (a text with no LF at all) CR alone; each reads the same.
  @Test func everyKindOfLineEndReadsTheSame() throws {
    let text = subtree(
      "      Button, 0x3, {{10.0, 100.0}, {80.0, 40.0}}, label: 'Play'\n"
        + "      Button, 0x4, {{10.0, 200.0}, {80.0, 40.0}}, label: 'Stop', Disabled")
    let expected = try importText(text).screen
    #expect(expected.elements.count == 2)
    for ending in ["\r\n", "\r"] {
      let converted = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: ending)
      #expect(try importText(converted).screen == expected, "\(Array(ending.unicodeScalars))")
    }
  }

  /// An unquoted value is raw text as a label is: a text view's lines go on, unindented, until the next
  /// element line.
  @Test func aValueOverSeveralLinesGoesOnToTheNextElementLine() throws {
    let text = subtree(
      """
            TextView, 0x3, {{20.0, 100.0}, {300.0, 100.0}}, label: 'Notes', value: First line
      Second line
        and a third
            Button, 0x4, {{0.0, 300.0}, {100.0, 40.0}}, label: 'Save'
      """)
    let elements = try importText(text).screen.elements
    #expect(
      elements.map(\.summary) == [
        "Notes | First line\nSecond line\n  and a third | textEntry,textArea | [20, 100, 300, 100]",
        "Save | - | button | [0, 300, 100, 40]",
      ])
    // Its paragraphs, a blank line between them, and a line shaped like an element that no element's
    // indentation allows, where the tree goes on below.
    let paragraphs = subtree(
      """
            TextView, 0x3, {{20.0, 100.0}, {300.0, 100.0}}, label: 'Notes', value: Hello

      Hi, how are you?
            Button, 0x4, {{0.0, 300.0}, {100.0, 40.0}}, label: 'Save'
      """)
    #expect(
      try importText(paragraphs).screen.elements.map(\.summary) == [
        "Notes | Hello\n\nHi, how are you? | textEntry,textArea | [20, 100, 300, 100]",
        "Save | - | button | [0, 300, 100, 40]",
      ])
    // Indented as an element would be, but with no address after its type: the text's too.
    let indented = subtree(
      """
            TextView, 0x3, {{20.0, 100.0}, {300.0, 100.0}}, label: 'Notes', value: List:
            Milk, 2 litres
          Eggs
            Button, 0x4, {{0.0, 300.0}, {100.0, 40.0}}, label: 'Save'
      """)
    #expect(
      try importText(indented).screen.elements.map(\.summary) == [
        "Notes | List:\n      Milk, 2 litres\n    Eggs | textEntry,textArea | [20, 100, 300, 100]",
        "Save | - | button | [0, 300, 100, 40]",
      ])
    // The last element's paragraph after a blank line cannot be told from the log going on after the
    // tree: it is not read, and said so.
    let last = subtree(
      """
            TextView, 0x3, {{20.0, 100.0}, {300.0, 100.0}}, label: 'Notes', value: Dear Bob,

      See you soon.
      """)
    let read = try importText(last)
    #expect(
      read.screen.elements.map(\.summary) == ["Notes | Dear Bob, | textEntry,textArea | [20, 100, 300, 100]"])
    #expect(
      read.warnings.map(\.message).contains {
        $0.hasPrefix("text after a blank line below the tree is not read")
      })
  }

  /// A tab or no-break space in the indentation is named, not a line quoted that looks right.
  @Test func aTabOrNoBreakSpaceInTheIndentationIsNamed() throws {
    #expect(
      importError(subtree("\t\tButton, 0x3, {{0.0, 100.0}, {50.0, 40.0}}, label: 'OK'"))
        == .badIndentation(
          "a tab; debugDescription indents with spaces", at: SourcePosition(line: 5, column: 1)))
    #expect(
      importError(subtree("      \u{A0}Button, 0x3, {{0.0, 100.0}, {50.0, 40.0}}, label: 'OK'"))
        == .badIndentation(
          "a no-break space (U+00A0); debugDescription indents with spaces",
          at: SourcePosition(line: 5, column: 7)))
  }

  /// A label, identifier, title or placeholder not in single quotes would be lost without a word: an
  /// error at its value.
  @Test func aKnownKeyWithoutQuotesIsAnError() throws {
    #expect(
      importError(subtree(#"      Button, 0x3, {{0.0, 100.0}, {50.0, 40.0}}, label: "Save""#))
        == .invalidAttribute(
          name: "label", value: #""Save""#, expected: "in single quotes ('…')",
          at: SourcePosition(line: 5, column: 57)))
    #expect(
      importError(subtree("      TextField, 0x3, {{0.0, 100.0}, {50.0, 40.0}}, placeholderValue:Email"))
        == .invalidAttribute(
          name: "placeholderValue", value: "Email", expected: "in single quotes ('…')",
          at: SourcePosition(line: 5, column: 70)))
  }

  @Test func aStrayLineInTheSubtreeIsAnError() throws {
    let text = subtree("        this is not an element")
    #expect(
      importError(text) == .unrecognizedLine("this is not an element", at: SourcePosition(line: 5, column: 9))
    )
  }

  @Test func aDumpWithOnlyAQueryChainHasNoSubtree() throws {
    let text = "Query chain:\n →Find: Target Application 'com.example.app'\n"
    let error = try #require(importError(text))
    #expect(error == .noElementSubtree(at: SourcePosition(line: 1, column: 1)))
    #expect(error.errorDescription?.contains("\n") == false)
  }

  /// An `Element subtree:` header with nothing under it is named where it stands.
  @Test func anEmptySubtreeIsReportedAtItsHeader() throws {
    #expect(
      importError("Attributes: Application, pid: 1\n  Element subtree:\n\n")
        == .empty(at: SourcePosition(line: 2, column: 3)))
  }

  /// `title:` names an element whose label is missing or empty, as a placeholder does.
  @Test func aTitleStandsInForAnEmptyLabel() throws {
    let text = subtree(
      """
            Button, 0x5, {{20.0, 200.0}, {100.0, 44.0}}, label: '', title: 'Save'
            StaticText, 0x6, {{20.0, 300.0}, {100.0, 44.0}}, label: ' ', title: 'Heading'
            Button, 0x7, {{20.0, 400.0}, {100.0, 44.0}}, label: 'Real', title: 'Other'
      """)
    #expect(try importText(text).screen.elements.map(\.accessibilityLabel) == ["Save", "Heading", "Real"])
  }

  /// A type XCTest does not have (a hand edit, a typo) is named once, where it first stands.
  @Test func anUnknownElementTypeIsNamedOnce() throws {
    let text = subtree(
      """
            Buton, 0x5, {{20.0, 200.0}, {100.0, 44.0}}, label: 'Save'
            Buton, 0x6, {{20.0, 300.0}, {100.0, 44.0}}, label: 'Open'
      """)
    let result = try importText(text)
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["Save", "Open"])
    #expect(
      result.warnings.map(\.locatedMessage) == [
        "5:7: no XCUIElementType is called 'Buton': its element is read as a plain one"
      ])
  }
}

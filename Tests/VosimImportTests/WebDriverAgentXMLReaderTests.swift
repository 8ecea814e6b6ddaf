import Testing
import VosimImport
import VosimModel

/// Wraps element XML in an Application and a Window, as WebDriverAgent writes them.
private func page(_ body: String, application: String = #"x="0" y="0" width="390" height="844""#) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" \(application)>
    <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
  \(body)
    </XCUIElementTypeWindow>
  </XCUIElementTypeApplication>
  """
}

/// The audit's syntax-error dumps: an Application whose first child is `first` (line 3), then fifty
/// well-formed Buttons (lines 4–53), then `closing`.
private func fiftyButtons(after first: String, typed: Bool = false, closing: [String]) -> String {
  let type = typed ? #" type="XCUIElementTypeButton""# : ""
  var lines = [
    #"<?xml version="1.0" encoding="UTF-8"?>"#,
    #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" label="A" x="0" y="0" width="390" "#
      + #"height="844">"#,
    first,
  ]
  for number in 1...50 {
    lines.append(
      #"  <XCUIElementTypeButton\#(type) label="B\#(number)" x="0" y="\#(number * 10)" width="39" height="8"/>"#
    )
  }
  return (lines + closing).joined(separator: "\n") + "\n"
}

@Suite struct WebDriverAgentXMLReaderTests {
  /// WebDriverAgent writes an infinite frame as -1, -1, 0, 0: no frame, not a 0×0 element that is
  /// gone; a negative size is named at its attribute.
  @Test func frameEncodings() throws {
    let result = try importText(
      page(
        #"""
          <XCUIElementTypeButton type="XCUIElementTypeButton" label="Go" x="20" y="100" width="60" height="44"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" label="Anywhere" x="-1" y="-1" width="0" height="0"/>
        """#))
    #expect(
      result.screen.elements.map(\.summary) == [
        "Go | - | button | [20, 100, 60, 44]", "Anywhere | - | button | -",
      ])
    let negative = importError(
      page(
        #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Go" x="20" y="100" width="-2" height="44"/>"#
      ))
    #expect(negative?.description.contains("'width'") == true)
    #expect(negative?.description.contains("a size of 0 or more") == true)
    #expect(negative?.position == SourcePosition(line: 4, column: 79))
  }

  /// A cell marked accessible without a label speaks its texts joined, as UIKit's cell does (rules §5).
  /// WebDriverAgent never counts a Table as an element's ancestor (dump-formats §1.2): a search results
  /// table marked accessible still has its rows read.
  @Test func aTableMarkedAccessibleKeepsItsRows() throws {
    let result = try importText(
      page(
        #"""
          <XCUIElementTypeTable type="XCUIElementTypeTable" accessible="true" x="0" y="150" width="390" height="600">
            <XCUIElementTypeCell type="XCUIElementTypeCell" label="Pizza Hut" accessible="true" x="0" y="150" width="390" height="44"/>
            <XCUIElementTypeCell type="XCUIElementTypeCell" label="Pizza Express" accessible="true" x="0" y="194" width="390" height="44"/>
          </XCUIElementTypeTable>
        """#))
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["Pizza Hut", "Pizza Express"])
  }

  /// A value that repeats the label is dropped, white space around either no difference.
  @Test func aValueRepeatingTheLabelIsDropped() throws {
    let result = try importText(
      page(
        #"""
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Total" value="Total " accessible="true" x="20" y="100" width="200" height="30"/>
        """#))
    #expect(result.screen.elements.map(\.accessibilityValue) == [nil])
  }

  /// In XCTest's tree the Keyboard holds the system's keys: an app's own keypad listing the
  /// KeyboardKey trait is read (idb, which lists keys alone, drops them).
  @Test func anAppsOwnKeypadIsRead() throws {
    let result = try importText(
      page(
        #"""
          <XCUIElementTypeButton type="XCUIElementTypeButton" label="1" traits="KeyboardKey, Button" accessible="true" x="20" y="400" width="100" height="60"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" label="2" traits="KeyboardKey, Button" accessible="true" x="140" y="400" width="100" height="60"/>
        """#))
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["1", "2"])
  }

  /// WebDriverAgent marks a focusable cell's buttons and links not accessible: they are no elements,
  /// so their labels are the cell's words, not lost.
  /// The Phone app's Recents bar: a segmented control's first segment, on the bar's leading side, is
  /// a segment, not the back button guessed by place.
  @Test func aSegmentInANavigationBarIsNoBackButton() throws {
    let result = try importText(
      page(
        #"""
          <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Recents" accessible="false" x="0" y="47" width="390" height="44">
            <XCUIElementTypeSegmentedControl type="XCUIElementTypeSegmentedControl" accessible="false" x="95" y="54" width="200" height="32">
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="All" accessible="true" x="95" y="54" width="100" height="32" traits="Button, Selected"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Missed" accessible="true" x="195" y="54" width="100" height="32" traits="Button"/>
            </XCUIElementTypeSegmentedControl>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Edit" accessible="true" x="330" y="47" width="52" height="44" traits="Button"/>
          </XCUIElementTypeNavigationBar>
        """#))
    #expect(
      result.screen.elements.map { ($0.accessibilityTraits ?? []).names.joined(separator: ",") } == [
        "button,selected", "button", "button",
      ])
  }

  @Test func anUnlabelledCellSpeaksItsButtonsAndLinks() throws {
    let result = try importText(
      page(
        #"""
          <XCUIElementTypeCell type="XCUIElementTypeCell" accessible="true" x="0" y="100" width="390" height="60">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Reply" label="Reply" accessible="false" x="300" y="110" width="60" height="40"/>
          </XCUIElementTypeCell>
          <XCUIElementTypeCell type="XCUIElementTypeCell" accessible="true" x="0" y="160" width="390" height="60">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Carol" label="Carol" accessible="false" x="16" y="170" width="100" height="40"/>
            <XCUIElementTypeLink type="XCUIElementTypeLink" label="Profile" accessible="false" x="120" y="170" width="100" height="40"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Call" accessible="false" x="300" y="170" width="60" height="40"/>
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" label="Mute" value="0" accessible="false" x="230" y="170" width="51" height="31"/>
          </XCUIElementTypeCell>
        """#))
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["Reply", "Carol, Profile, Call"])
  }

  /// Its controls are no elements of their own either: what they say is heard in the cell or nowhere.
  @Test func anUnlabelledCellSpeaksItsControls() throws {
    let result = try importText(
      page(
        #"""
          <XCUIElementTypeCell type="XCUIElementTypeCell" accessible="true" x="0" y="100" width="390" height="44">
            <XCUIElementTypeSlider type="XCUIElementTypeSlider" label="Brightness" value="30%" accessible="false" x="20" y="110" width="350" height="24"/>
          </XCUIElementTypeCell>
          <XCUIElementTypeCell type="XCUIElementTypeCell" accessible="true" x="0" y="144" width="390" height="44">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Nickname" accessible="false" x="20" y="154" width="100" height="24"/>
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" label="Name" value="Bob" accessible="false" x="120" y="154" width="250" height="24"/>
            <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" label="PIN" value="••••" accessible="false" x="120" y="154" width="250" height="24"/>
          </XCUIElementTypeCell>
          <XCUIElementTypeCell type="XCUIElementTypeCell" accessible="true" x="0" y="188" width="390" height="44">
            <XCUIElementTypeProgressIndicator type="XCUIElementTypeProgressIndicator" label="Upload" value="40%" accessible="false" x="20" y="198" width="350" height="4"/>
            <XCUIElementTypeSegmentedControl type="XCUIElementTypeSegmentedControl" accessible="false" x="20" y="204" width="350" height="24">
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Day" accessible="false" x="20" y="204" width="175" height="24"/>
            </XCUIElementTypeSegmentedControl>
          </XCUIElementTypeCell>
          <XCUIElementTypeCell type="XCUIElementTypeCell" accessible="true" x="0" y="232" width="390" height="44">
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" label="Airplane Mode" value="1" accessible="false" x="319" y="238" width="51" height="31"/>
          </XCUIElementTypeCell>
        """#))
    #expect(
      result.screen.elements.map(\.accessibilityLabel) == [
        "Brightness, 30%", "Nickname, Name, Bob, PIN", "Upload, 40%, Day", "Airplane Mode",
      ])
    // The switch's state is the row's value, and its label names the row only when nothing else does.
    #expect(result.screen.elements.map(\.accessibilityValue) == [nil, nil, nil, "1"])
  }

  /// Pickers, steppers, toolbars and collections are never elements: what they hold speaks in the cell.
  @Test func anUnlabelledCellLooksThroughItsContainers() throws {
    let result = try importText(
      page(
        #"""
          <XCUIElementTypeCell type="XCUIElementTypeCell" accessible="true" x="0" y="100" width="390" height="44">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Starts" accessible="false" x="16" y="105" width="100" height="20"/>
            <XCUIElementTypeDatePicker type="XCUIElementTypeDatePicker" accessible="false" x="200" y="105" width="170" height="34">
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Date Picker" value="Mar 5, 2024" accessible="false" x="200" y="105" width="170" height="34"/>
            </XCUIElementTypeDatePicker>
          </XCUIElementTypeCell>
          <XCUIElementTypeCell type="XCUIElementTypeCell" accessible="true" x="0" y="144" width="390" height="44">
            <XCUIElementTypePicker type="XCUIElementTypePicker" accessible="false" x="16" y="150" width="350" height="34">
              <XCUIElementTypePickerWheel type="XCUIElementTypePickerWheel" value="March" accessible="false" x="16" y="150" width="350" height="34"/>
            </XCUIElementTypePicker>
          </XCUIElementTypeCell>
          <XCUIElementTypeCell type="XCUIElementTypeCell" accessible="true" x="0" y="188" width="390" height="44">
            <XCUIElementTypeStepper type="XCUIElementTypeStepper" accessible="false" x="16" y="194" width="94" height="32">
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Decrement" accessible="false" x="16" y="194" width="47" height="32"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Increment" accessible="false" x="63" y="194" width="47" height="32"/>
            </XCUIElementTypeStepper>
          </XCUIElementTypeCell>
          <XCUIElementTypeCell type="XCUIElementTypeCell" accessible="true" x="0" y="232" width="390" height="44">
            <XCUIElementTypeToolbar type="XCUIElementTypeToolbar" accessible="false" x="0" y="232" width="390" height="44">
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Reply" accessible="false" x="16" y="238" width="60" height="32"/>
            </XCUIElementTypeToolbar>
            <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" accessible="false" x="100" y="232" width="290" height="44">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Draft" accessible="false" x="100" y="238" width="60" height="20"/>
            </XCUIElementTypeCollectionView>
          </XCUIElementTypeCell>
          <XCUIElementTypeCell type="XCUIElementTypeCell" accessible="true" x="0" y="276" width="390" height="44">
            <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="Password" label="" placeholderValue="Password" accessible="false" x="16" y="282" width="300" height="34"/>
          </XCUIElementTypeCell>
        """#))
    #expect(
      result.screen.elements.map(\.accessibilityLabel) == [
        "Starts, Date Picker, Mar 5, 2024", "March", "Decrement, Increment", "Reply, Draft", "Password",
      ])
  }

  @Test func anUnlabelledCellSpeaksItsTexts() throws {
    let result = try importText(
      page(
        #"""
          <XCUIElementTypeCell type="XCUIElementTypeCell" visible="true" accessible="true" x="0" y="100" width="390" height="44">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Inbox" label="Inbox" visible="true" accessible="false" x="52" y="112" width="50" height="20"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="12" label="12" visible="true" accessible="false" x="330" y="112" width="20" height="20"/>
          </XCUIElementTypeCell>
        """#))
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["Inbox, 12"])
    // The outermost labelled view of each branch speaks for what it holds (a rating); a cell's own
    // value stays its value, and its detail text showing it is not said twice.
    let rated = try importText(
      page(
        #"""
          <XCUIElementTypeCell type="XCUIElementTypeCell" accessible="true" x="0" y="100" width="390" height="44">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Hotel Astoria" accessible="false" x="16" y="112" width="150" height="20"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="4 out of 5 stars" accessible="false" x="200" y="112" width="100" height="20">
              <XCUIElementTypeImage type="XCUIElementTypeImage" label="star" accessible="false" x="200" y="112" width="20" height="20"/>
            </XCUIElementTypeOther>
          </XCUIElementTypeCell>
          <XCUIElementTypeCell type="XCUIElementTypeCell" value="3" accessible="true" x="0" y="200" width="390" height="44">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Keyboards" accessible="false" x="16" y="212" width="100" height="20"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="3" accessible="false" x="330" y="212" width="20" height="20"/>
          </XCUIElementTypeCell>
        """#))
    #expect(
      rated.screen.elements.map(\.accessibilityLabel) == ["Hotel Astoria, 4 out of 5 stars", "Keyboards"])
    #expect(rated.screen.elements.map(\.accessibilityValue) == [nil, "3"])
    // A switch inside is the cell's value, not part of its label.
    let row = try importText(
      page(
        #"""
          <XCUIElementTypeCell type="XCUIElementTypeCell" visible="true" accessible="true" x="0" y="100" width="390" height="44">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Wi-Fi" label="Wi-Fi" accessible="false" x="16" y="112" width="50" height="20"/>
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" label="Wi-Fi" accessible="true" x="320" y="106" width="51" height="31"/>
          </XCUIElementTypeCell>
        """#))
    #expect(row.screen.elements.first?.accessibilityLabel == "Wi-Fi")
    #expect(row.screen.elements.first?.accessibilityValue == "1")
    // A row scrolled out of view is reported not visible, its texts too; VoiceOver still reads them
    // (dump-formats §1.6).
    let scrolledOut = try importText(
      page(
        #"""
          <XCUIElementTypeCell type="XCUIElementTypeCell" visible="false" accessible="true" x="0" y="900" width="390" height="44">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Offscreen" label="Offscreen" visible="false" accessible="false" x="16" y="900" width="100" height="20"/>
          </XCUIElementTypeCell>
        """#))
    #expect(scrolledOut.screen.elements.map(\.accessibilityLabel) == ["Offscreen"])
  }

  /// A switch's value is its state even when its label says the same: `1` labelled `1` is on.
  @Test func aSwitchLabelledAsItsValueKeepsItsState() throws {
    let result = try importText(
      page(
        #"""
          <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" label="0" accessible="true" x="16" y="100" width="51" height="31"/>
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Note" label="Note" accessible="true" x="16" y="200" width="51" height="31"/>
        """#))
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["0", "Note"])
    #expect(result.screen.elements.map(\.accessibilityValue) == ["0", nil])
  }

  @Test func modernAppiumDumpWithWrapperKeepsTheAccessibleNodesOnly() throws {
    let result = try Fixture.importScreen("appium_rn_nesting_ios16.xml")
    #expect(result.format == .webDriverAgentXML)
    #expect(result.screen.device == Device(idiom: .phone, width: 375, height: 812))
    let elements = result.screen.elements
    #expect(elements.count == 40)
    #expect(elements[0].summary == "App info | - | staticText | [24, 76, 327, 29]")
    #expect(elements[0].className == "UILabel")
    // The concatenated RN container labels and the scroll bars are not elements.
    #expect(!elements.contains { $0.accessibilityLabel?.contains("scroll bar") == true })
    // Rows below the app's frame are off screen, not hidden: VoiceOver scrolls to them.
    #expect(elements.last?.summary == "L0 | - | staticText | [0, 895, 375, 18]")
  }

  @Test func useJSONSourceDumpWithCloseTagsReadsTheSettingsScreen() throws {
    let result = try Fixture.importScreen("shirates_SettingsTopScreen.xml")
    let elements = result.screen.elements
    #expect(elements.count == 16)
    #expect(elements[0].summary == "Settings | - | staticText,header | [15, 94, 135, 42]")
    #expect(
      elements[1].summary
        == "Sign in to your iPhone | Set up iCloud, the App Store, and more. |  | [0, 143, 390, 71]")
    #expect(elements[2].summary == "General | - |  | [0, 248, 390, 45]")
    #expect(elements[2].className == "UITableViewCell")
    #expect(!elements.contains { $0.accessibilityLabel == "chevron" })
    #expect(result.screen.root.shouldGroupAccessibilityChildren == false)
  }

  @Test func settingsRowsWithSwitchesSpeakAsSwitchesAndLinksSwallowTheirChildren() throws {
    let elements = try Fixture.importScreen("shirates_KeyboardScreen.xml").screen.elements
    let autoCorrection = try #require(elements.first { $0.accessibilityLabel == "Auto-Correction" })
    #expect(autoCorrection.summary == "Auto-Correction | 0 | button,toggleButton | [0, 348, 390, 45]")
    let links = elements.filter { $0.accessibilityTraits == .link }
    #expect(links.map(\.summary) == ["About Dictation and Privacy… | - | link | [20, 524, 350, 33]"])
    // 25 rows and the "“.” Shortcut" group's footer, which the dump marks not visible.
    #expect(elements.count == 26)
    // The "“.” Shortcut" row is marked not visible but lies below the screen: VoiceOver scrolls to it.
    #expect(
      elements.contains { $0.summary == "Period shortcut | 1 | button,toggleButton | [0, 858, 390, 45]" })
  }

  @Test func facebookWDADumpDropsInvisibleWindowsAndFindsNothingToRead() throws {
    let result = try Fixture.importScreen("fbwda_empty_popup_multiwindow.xml")
    #expect(result.screen.elements.isEmpty)
    #expect(result.screen.device == Device(idiom: .phone, width: 414, height: 736))
    #expect(result.warnings.map(\.message).contains("the dump holds no element VoiceOver can focus"))
  }

  /// WebDriverAgent marks whole trees not visible (appium-xcuitest-driver#75): with no window marked
  /// visible, the ones marked not visible are the screen, not noise.
  @Test func windowsAllMarkedNotVisibleAreRead() throws {
    let xml = """
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844" visible="true">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844" visible="false">
          <XCUIElementTypeButton type="XCUIElementTypeButton" label="Pay" visible="false" x="16" y="100" width="358" height="44"/>
        </XCUIElementTypeWindow>
      </XCUIElementTypeApplication>
      """
    #expect(try importText(xml).screen.elements.map(\.accessibilityLabel) == ["Pay"])
    // Beside a window marked visible, they are dropped.
    let beside = xml.replacingOccurrences(
      of: "</XCUIElementTypeApplication>",
      with: """
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
          <XCUIElementTypeButton type="XCUIElementTypeButton" label="Cancel" x="16" y="200" width="358" height="44"/>
        </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        """)
    #expect(try importText(beside).screen.elements.map(\.accessibilityLabel) == ["Cancel"])
  }

  @Test func olderDumpsWithoutAccessibleUseTheTypeHeuristic() throws {
    let xml = page(
      """
      <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="390" height="844">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Play" label="Play" x="10" y="100"
          width="50" height="40">
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Play" name="Play" label="Play"
            x="12" y="105" width="40" height="20"/>
        </XCUIElementTypeButton>
        <XCUIElementTypeOther type="XCUIElementTypeOther" name="card" label="Card" x="0" y="200" width="390"
          height="100">
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Title" name="Title"
            label="Title" x="10" y="210" width="100" height="20"/>
        </XCUIElementTypeOther>
        <XCUIElementTypeOther type="XCUIElementTypeOther" name="Banner" label="Banner" x="0" y="400"
          width="390" height="50"/>
        <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="500" width="390" height="50"/>
      </XCUIElementTypeOther>
      """)
    let elements = try importText(xml).screen.elements
    #expect(
      elements.map(\.summary) == [
        "Play | - | button | [10, 100, 50, 40]",
        "Title | - | staticText | [10, 210, 100, 20]",
        "Banner | - |  | [0, 400, 390, 50]",
      ])
    #expect(elements[0].className == "UIButton")
    #expect(elements[2].className == "UIView")
    #expect(elements[2].accessibilityIdentifier == nil)
  }

  @Test func listedTraitsAreUsedAndPrivateTextEntryTraitsAdded() throws {
    let xml = page(
      """
      <XCUIElementTypeButton type="XCUIElementTypeButton" name="done" label="Done" enabled="true"
        visible="true" accessible="true" x="341" y="513" width="40" height="38" index="0"
        traits="Button, Selected"/>
      <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="Name" label=""
        placeholderValue="Name" accessible="true" x="0" y="600" width="300" height="40" traits=""/>
      <XCUIElementTypeOther type="XCUIElementTypeOther" label="Odd" accessible="true" x="0" y="700"
        width="300" height="40" traits="Header, Sparkly"/>
      """)
    let result = try importText(xml)
    let elements = result.screen.elements
    #expect(elements[0].summary == "Done | - | button,selected | [341, 513, 40, 38]")
    #expect(elements[0].accessibilityIdentifier == "done")
    // An empty field shows its placeholder as the value; UIKit speaks the placeholder as the label.
    #expect(elements[1].summary == "Name | - | textEntry | [0, 600, 300, 40]")
    #expect(elements[2].accessibilityTraits == .header)
    // Placed at the `traits` attribute of the element that lists it first.
    let lines = xml.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("Sparkly") })
    let column = try #require(lines[line].range(of: "traits=")).lowerBound.utf16Offset(in: lines[line]) + 1
    #expect(
      result.warnings.map(\.locatedMessage).contains("\(line + 1):\(column): unknown trait 'Sparkly' ignored")
    )
  }

  @Test func typeTraitsFlagsAndWordsWithoutListedTraits() throws {
    let xml = page(
      """
      <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" name="Wi-Fi" label="Wi-Fi" value="1" x="0" y="100"
        width="51" height="31"/>
      <XCUIElementTypeButton type="XCUIElementTypeButton" name="Tab A" label="Tab A" value="1" x="0" y="150"
        width="51" height="31"/>
      <XCUIElementTypeButton type="XCUIElementTypeButton" name="Buy" label="Buy" enabled="false" x="0"
        y="200" width="51" height="31"/>
      <XCUIElementTypeButton type="XCUIElementTypeButton" name="BackButton" label="Back" x="0" y="250"
        width="51" height="31"/>
      <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" label="Password" value="••••"
        x="0" y="300" width="200" height="31"/>
      <XCUIElementTypeTextView type="XCUIElementTypeTextView" label="Notes" value="Hello" x="0" y="350"
        width="200" height="31"/>
      <XCUIElementTypeSlider type="XCUIElementTypeSlider" label="Volume" value="50%" x="0" y="400"
        width="200" height="31"/>
      <XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" x="0" y="450" width="30" height="40"/>
      <XCUIElementTypeImage type="XCUIElementTypeImage" name="logo" label="Logo" x="0" y="500" width="30"
        height="40"/>
      <XCUIElementTypeLink type="XCUIElementTypeLink" name="Terms" label="Terms" x="0" y="550" width="30"
        height="40"/>
      <XCUIElementTypeSearchField type="XCUIElementTypeSearchField" label="Search" x="0" y="600" width="300"
        height="40"/>
      <XCUIElementTypePageIndicator type="XCUIElementTypePageIndicator" value="page 1 of 3" x="0" y="650"
        width="300" height="40"/>
      """)
    // (A key is the keyboard's, dropped with it unless asked for.)
    let elements = try importText(xml, options: ImportOptions(includeKeyboard: true)).screen.elements
    #expect(
      elements.map(\.summary) == [
        "Wi-Fi | 1 | button,toggleButton | [0, 100, 51, 31]",
        "Tab A | - | button,selected | [0, 150, 51, 31]",
        "Buy | - | button,notEnabled | [0, 200, 51, 31]",
        "Back | - | button,backButton | [0, 250, 51, 31]",
        "Password | •••• | textEntry,secureTextField | [0, 300, 200, 31]",
        "Notes | Hello | textEntry,textArea | [0, 350, 200, 31]",
        "Volume | 50% | adjustable | [0, 400, 200, 31]",
        "q | - | button,keyboardKey | [0, 450, 30, 40]",
        "Logo | - | image | [0, 500, 30, 40]",
        "Terms | - | link | [0, 550, 30, 40]",
        "Search | - | searchField,textEntry | [0, 600, 300, 40]",
        "- | page 1 of 3 | adjustable | [0, 650, 300, 40]",
      ])
    #expect(elements.map(\.className).prefix(2) == ["UISwitch", "UIButton"])
    #expect(elements[3].accessibilityIdentifier == "BackButton")
  }

  @Test func groupsTabBarsSegmentedControlsAndNavigationBarTitles() throws {
    let xml = page(
      """
      <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Inbox" x="0" y="47"
        width="390" height="44">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Back" label="Back" x="0" y="47" width="80"
          height="44"/>
        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Inbox" name="Inbox" label="Inbox"
          x="160" y="58" width="70" height="21"/>
      </XCUIElementTypeNavigationBar>
      <XCUIElementTypeSegmentedControl type="XCUIElementTypeSegmentedControl" x="20" y="100" width="350"
        height="32">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="All" label="All" value="1" x="20" y="100"
          width="175" height="32"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Unread" label="Unread" x="195" y="100"
          width="175" height="32"/>
      </XCUIElementTypeSegmentedControl>
      <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Inbox" name="Inbox" label="Inbox"
        x="10" y="300" width="70" height="21"/>
      <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" name="Tab Bar" label="Tab Bar" x="0" y="761"
        width="390" height="83">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Mail" label="Mail" x="0" y="761"
          width="195" height="49"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Settings" label="Settings" x="195" y="761"
          width="195" height="49"/>
      </XCUIElementTypeTabBar>
      """)
    let screen = try importText(xml).screen
    let window = try #require(screen.root.subviews.first)
    #expect(window.subviews.count == 4)
    let bar = window.subviews[0]
    #expect(bar.shouldGroupAccessibilityChildren && bar.isAccessibilityElement == false)
    #expect(
      bar.subviews.map(\.summary) == [
        "Back | - | button,backButton | [0, 47, 80, 44]", "Inbox | - | staticText,header | [160, 58, 70, 21]",
      ])
    let segmented = window.subviews[1]
    #expect(segmented.className == "UISegmentedControl" && segmented.shouldGroupAccessibilityChildren)
    #expect(
      segmented.subviews.map(\.summary) == [
        "All | - | button,selected | [20, 100, 175, 32]", "Unread | - | button | [195, 100, 175, 32]",
      ])
    // The same text outside the bar is no heading.
    #expect(window.subviews[2].accessibilityTraits == .staticText)
    let tabBar = window.subviews[3]
    #expect(tabBar.accessibilityTraits == .tabBar && tabBar.shouldGroupAccessibilityChildren)
    #expect(tabBar.isAccessibilityElement == false && tabBar.accessibilityLabel == nil)
    #expect(tabBar.subviews.map(\.accessibilityLabel) == ["Mail", "Settings"])
  }

  /// dump-formats §8, step 1: of several windows with elements, the last is the top-most and is read
  /// alone; a window holding the keyboard is no candidate, nor one left with nothing to read.
  @Test func theLastOfSeveralWindowsWithElementsIsReadAlone() throws {
    func windows(_ bodies: [String]) -> String {
      let windows = bodies.map {
        #"<XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">"#
          + $0 + "</XCUIElementTypeWindow>"
      }
      return
        #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">"#
        + "\n" + windows.joined(separator: "\n") + "\n</XCUIElementTypeApplication>"
    }
    func button(_ label: String, y: Int) -> String {
      #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="\#(label)" label="\#(label)" x="0" y="\#(y)" width="100" height="44"/>"#
    }
    let toast = try importText(windows([button("Main", y: 300), button("Toast", y: 100)]))
    #expect(toast.screen.root.subviews.map(\.accessibilityViewIsModal) == [false, true])
    #expect(
      toast.warnings.map(\.locatedMessage) == [
        "3: the Window, the last of 2 windows with elements, is treated as modal: only it is read"
      ])
    // An empty later window, or one whose only content is hidden as noise, takes nothing away.
    let empty = try importText(windows([button("Main", y: 300), ""]))
    #expect(empty.screen.root.subviews.map(\.accessibilityViewIsModal) == [false])
    #expect(empty.warnings.isEmpty)
    // The keyboard's window keeps its input accessory beside the app.
    let keyboard = try importText(
      windows([
        button("Main", y: 300),
        button("Done", y: 500)
          + #"<XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" x="0" y="550" width="390" height="294">"#
          + #"<XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" x="0" y="560" width="30" height="40"/>"#
          + "</XCUIElementTypeKeyboard>",
      ]))
    #expect(keyboard.screen.root.subviews.map(\.accessibilityViewIsModal) == [false, false])
    #expect(keyboard.screen.elements.map(\.accessibilityLabel) == ["Main", "Done"])
    // Nor an input accessory in a window apart from the keyboard's: a keyboard on screen means the
    // app's field has focus.
    let accessory = try importText(
      windows([
        button("Main", y: 300), button("Done", y: 500),
        #"<XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" x="0" y="550" width="390" height="294">"#
          + #"<XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" x="0" y="560" width="30" height="40"/>"#
          + "</XCUIElementTypeKeyboard>",
      ]))
    #expect(accessory.screen.elements.map(\.accessibilityLabel) == ["Main", "Done"])
    #expect(accessory.warnings.isEmpty)
    // A keyboard not on screen (marked not visible, below the bottom, of no size) changes nothing.
    for keyboard in [
      #"visible="false" x="0" y="550" width="390" height="294""#, #"x="0" y="844" width="390" height="294""#,
      #"x="0" y="0" width="0" height="0""#,
    ] {
      let hidden = try importText(
        windows([
          button("Main", y: 300), button("Toast", y: 100),
          #"<XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" \#(keyboard)>"#
            + #"<XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" x="0" y="560" width="30" height="40"/>"#
            + "</XCUIElementTypeKeyboard>",
        ]))
      #expect(
        hidden.screen.root.subviews.map(\.accessibilityViewIsModal) == [false, true], "\(keyboard)")
    }
    // The status bar's window, when asked for, is the system's, not the top-most of the app.
    let statusBar = try importText(
      windows([
        button("Main", y: 300),
        #"<XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" x="0" y="0" width="390" height="47">"#
          + #"<XCUIElementTypeOther type="XCUIElementTypeOther" name="12:41" label="12:41" x="10" y="10" width="50" height="20"/>"#
          + "</XCUIElementTypeStatusBar>",
      ]), options: ImportOptions(includeStatusBar: true))
    #expect(statusBar.screen.root.subviews.map(\.accessibilityViewIsModal) == [false, false])
    #expect(statusBar.screen.elements.map(\.accessibilityLabel) == ["Main", "12:41"])
    // A window holding the status bar and a pop-up counts by the pop-up.
    let popUp = try importText(
      windows([
        button("Main", y: 300),
        #"<XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" x="0" y="0" width="390" height="47">"#
          + #"<XCUIElementTypeOther type="XCUIElementTypeOther" name="12:41" label="12:41" x="10" y="10" width="50" height="20"/>"#
          + "</XCUIElementTypeStatusBar>" + button("Offer", y: 400),
      ]))
    #expect(popUp.screen.root.subviews.map(\.accessibilityViewIsModal) == [false, true])
    // An alert still wins, wherever it is.
    let alert = try importText(
      windows([
        #"<XCUIElementTypeAlert type="XCUIElementTypeAlert" x="50" y="300" width="290" height="150">"#
          + button("OK", y: 400) + "</XCUIElementTypeAlert>",
        button("Toast", y: 100),
      ]))
    #expect(alert.screen.root.subviews.map(\.accessibilityViewIsModal) == [true, false])
    #expect(alert.warnings.map(\.locatedMessage).first?.hasPrefix("2: the Alert is treated as modal") == true)
    // An alert marked not visible, or holding only an element of zero size, confines nothing.
    for (attributes, inside) in [
      (
        #" visible="false""#,
        #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" visible="false" x="50" y="300" width="100" height="40"/>"#
      ),
      (
        "",
        #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" x="50" y="300" width="0" height="0"/>"#
      ),
    ] {
      let gone = try importText(
        windows([
          #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Behind" x="20" y="100" width="80" height="44"/>"#
            + #"<XCUIElementTypeAlert type="XCUIElementTypeAlert" x="50" y="300" width="290" height="200"\#(attributes)>"#
            + inside + "</XCUIElementTypeAlert>"
        ]))
      #expect(gone.warnings.isEmpty, "\(gone.warnings)")
      let zero = try importText(
        windows([inside.replacingOccurrences(of: #"width="100" height="40""#, with: #"width="0" height="0""#)]
        ))
      #expect(
        zero.warnings.map(\.message) == [
          "the dump's elements are all of zero size, which VoiceOver does not reach (rules §2.2)"
        ])
      #expect(gone.screen.elements.first?.accessibilityLabel == "Behind")
    }
  }

  /// No dump records the app's direction: told it is right to left, the import reads rows from the
  /// right (rules §3), so a row listed right to left is no order the app chose, and a navigation bar's
  /// back button is its rightmost.
  @Test func rightToLeftReadsRowsAndBarsFromTheRight() throws {
    let rightToLeft = ImportOptions(layoutDirection: .rightToLeft)
    let row = page(
      """
      <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="40" width="390" height="60">
        <XCUIElementTypeButton type="XCUIElementTypeButton" label="Right" x="292" y="47" width="90" height="44"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" label="Left" x="8" y="47" width="50" height="44"/>
      </XCUIElementTypeOther>
      """)
    let read = try importText(row, options: rightToLeft)
    #expect(read.warnings.isEmpty)
    #expect(read.screen.layoutDirection == .rightToLeft)
    #expect(try importText(row).warnings.first?.message.hasPrefix("the Other keeps its elements'") == true)
    let bar = page(
      """
      <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Details" x="0" y="47" width="390" height="44">
        <XCUIElementTypeButton type="XCUIElementTypeButton" label="Edit" x="8" y="47" width="50" height="44"/>
        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Details" x="160" y="58" width="70" height="21"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" label="Mail" x="292" y="47" width="90" height="44"/>
      </XCUIElementTypeNavigationBar>
      """)
    let navigation = try #require(
      try importText(bar, options: rightToLeft).screen.root.subviews.first?.subviews.first)
    // Read from the leading (right) edge: the back button, the title, the trailing button.
    let order = navigation.accessibilityElements?.map { entry -> String? in
      if case .node(let node) = entry { node.summary } else { nil }
    }
    #expect(
      order == [
        "Mail | - | button,backButton | [292, 47, 90, 44]",
        "Details | - | staticText,header | [160, 58, 70, 21]",
        "Edit | - | button | [8, 47, 50, 44]",
      ])
  }

  /// In right to left a bar's row is read by left edges too, the larger first (rules §3): an item
  /// overlapping another is placed by where it starts.
  @Test func aRightToLeftBarIsReadByLeftEdges() throws {
    let bar = page(
      """
      <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Title" x="0" y="47" width="390" height="44">
        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Title" x="160" y="47" width="70" height="44"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" label="Menu" x="10" y="47" width="100" height="44"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" label="Badge" x="40" y="47" width="40" height="44"/>
      </XCUIElementTypeNavigationBar>
      """)
    let screen = try importText(bar, options: ImportOptions(layoutDirection: .rightToLeft)).screen
    let navigation = try #require(screen.root.subviews.first?.subviews.first)
    // Title, Badge, Menu: the engine's own order, so no explicit one (by right edges it was Title, Menu,
    // Badge, written as the bar's order).
    #expect(navigation.accessibilityElements == nil)
    #expect(navigation.subviews.map(\.accessibilityLabel) == ["Title", "Menu", "Badge"])
  }

  /// On a pad the band is 13 pt (rules §3): a document order the pad's band would not read is kept,
  /// though the phone's 8 pt band would read it.
  @Test func aPadsDocumentOrderIsJudgedByThePadsBand() throws {
    let page = """
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="820" height="1180">
      <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="820" height="1180">
      <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Right" x="200" y="100" width="100" height="30"/>
      <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Left" x="20" y="110" width="100" height="30"/>
      </XCUIElementTypeOther></XCUIElementTypeApplication>
      """
    let result = try importText(page)
    #expect(result.screen.device.idiom == .pad)
    #expect(result.warnings.first?.message.hasPrefix("the Other keeps its elements' document order") == true)
  }

  /// dump-formats §8, step 3 [inf]: a plain container of elements whose document order the row band
  /// would not read shows an order the app chose (SwiftUI, `accessibilityElements`): it is kept.
  @Test func anOrderOnlyTheDocumentShowsIsKept() throws {
    func other(x: Int, _ children: [(String, Int)]) -> String {
      #"<XCUIElementTypeOther type="XCUIElementTypeOther" x="\#(x)" y="100" width="180" height="200">"#
        + children.map { label, y in
          #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="\#(label)" label="\#(label)" x="\#(x)" y="\#(y)" width="180" height="30"/>"#
        }.joined() + "</XCUIElementTypeOther>"
    }
    let cards = try importText(
      page(
        other(x: 0, [("Buy Now", 250), ("Headphones", 100), ("$99", 150)])
          + other(x: 200, [("Speaker", 100), ("$49", 150)])))
    let window = cards.screen.root.subviews[0]
    let chosen = try #require(window.subviews.first?.accessibilityElements)
    #expect(
      chosen.compactMap { if case .node(let node) = $0 { node.accessibilityLabel } else { nil } } == [
        "Buy Now", "Headphones", "$99",
      ])
    #expect(window.subviews.first?.subviews.isEmpty == true)
    #expect(
      cards.warnings.map(\.locatedMessage) == [
        "4: the Other keeps its elements' document order, which the row band would not read: taken for an "
          + "order the app chose (dump-formats §8)"
      ])
    // In a window a later one hides (a toast on top, modal), the order explains nothing read: no word.
    let covered = try importText(
      page(
        other(x: 0, [("Buy Now", 250), ("Headphones", 100)])
          + "</XCUIElementTypeWindow>"
          + #"<XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">"#
          + #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Saved" label="Saved" x="20" y="700" width="200" height="30"/>"#
      ))
    #expect(!covered.warnings.contains { $0.message.contains("keeps its elements' document order") })
    // In the order the band reads, or in a row (the band reads by x): plain subviews.
    #expect(window.subviews[1].accessibilityElements == nil)
    #expect(window.subviews[1].subviews.map(\.accessibilityLabel) == ["Speaker", "$49"])
    let row = try importText(page(other(x: 0, [("A", 100), ("B", 104)])))
    #expect(row.screen.root.subviews[0].subviews[0].accessibilityElements == nil)
    // A table's content is a scroll-view run in its own geometric order, not an order of the app's.
    let table = try importText(
      page(
        #"<XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="100" width="390" height="400">"#
          + #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Second" label="Second" x="0" y="200" width="390" height="30"/>"#
          + #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="First" label="First" x="0" y="100" width="390" height="30"/>"#
          + "</XCUIElementTypeTable>"))
    #expect(table.screen.root.subviews[0].subviews[0].accessibilityElements == nil)
  }

  /// Text and controls marked `accessible="false"` outside any element are kept, as views that are no
  /// elements, with their words: the audit's `inaccessible-text` reports them. Anything else a dump marks
  /// not accessible (a container, a hidden or empty node, one inside an element) is left out as before.
  @Test func inaccessibleTextIsKeptAsNoElement() throws {
    let result = try importText(
      page(
        """
        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Overdue" label="Overdue"
          accessible="false" x="20" y="120" width="300" height="30"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Pay now" label="Pay now" accessible="false"
          x="20" y="200" width="300" height="44"/>
        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Covered" label="Covered"
          accessible="false" visible="false" x="20" y="300" width="300" height="30"/>
        <XCUIElementTypeImage type="XCUIElementTypeImage" name="logo" accessible="false" x="20" y="400"
          width="30" height="30"/>
        <XCUIElementTypeCell type="XCUIElementTypeCell" name="Row" label="Row" accessible="true" x="0" y="500"
          width="390" height="44">
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Row" label="Row" accessible="false"
            x="20" y="510" width="100" height="20"/>
        </XCUIElementTypeCell>
        """))
    // After the nodes that hold elements, whose paths stay what they were.
    let window = result.screen.root.subviews[0]
    #expect(window.subviews.map(\.accessibilityLabel) == ["Row", "Overdue", "Pay now"])
    #expect(window.subviews.map(\.isAccessibilityElement) == [true, false, false])
    #expect(window.subviews.map(\.className) == ["UITableViewCell", "UILabel", "UIButton"])
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["Row"])
    // They take no part in the decisions about order: a card whose document order is the app's keeps it
    // with a caption marked not accessible among its elements, the caption last.
    let card = try importText(
      page(
        """
        <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="180" width="390" height="200">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Add" label="Add" x="0" y="300" width="200"
            height="44"/>
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Scarf" label="Scarf" x="0" y="200"
            width="200" height="30"/>
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Free shipping" label="Free shipping"
            accessible="false" x="0" y="275" width="200" height="20"/>
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="$49" label="$49" x="0" y="240"
            width="200" height="30"/>
        </XCUIElementTypeOther>
        """))
    let entries = try #require(card.screen.root.subviews[0].subviews[0].accessibilityElements)
    #expect(
      entries.compactMap { if case .node(let node) = $0 { node.accessibilityLabel } else { nil } } == [
        "Add", "Scarf", "$49", "Free shipping",
      ])
  }

  /// dump-formats §1.6: without a placeholder attribute, an empty field's value is its placeholder,
  /// which UIKit speaks as the label; the words spoken are the same, but the field has a name (the
  /// audit's `missing-label` is not fooled).
  @Test func aFieldsValueWithoutLabelOrPlaceholderIsItsLabel() throws {
    let result = try importText(
      page(
        """
        <XCUIElementTypeSearchField type="XCUIElementTypeSearchField" label="" value="Search" x="0" y="100"
          width="390" height="36"/>
        <XCUIElementTypeTextField type="XCUIElementTypeTextField" label="Email" value="ann@example.com"
          x="0" y="150" width="390" height="36"/>
        <XCUIElementTypeTextField type="XCUIElementTypeTextField" label="" value="Name" placeholderValue="Name"
          x="0" y="200" width="390" height="36"/>
        <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" label="" value="••••" x="0"
          y="250" width="390" height="36"/>
        <XCUIElementTypeTextField type="XCUIElementTypeTextField" label="" value="typed" placeholderValue=""
          x="0" y="300" width="390" height="36"/>
        <XCUIElementTypeTextField type="XCUIElementTypeTextField" label="" value="anna@x.com" traits="" x="0"
          y="350" width="390" height="36"/>
        """))
    // Not a secure field's bullets, nor where the dump could have said placeholder (the attribute is
    // there, or the dump is new enough to list traits): those values are typed text.
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["Search", "Email", "Name", nil, nil, nil])
    #expect(
      result.screen.elements.map(\.accessibilityValue) == [
        nil, "ann@example.com", nil, "••••", "typed", "anna@x.com",
      ])
  }

  @Test func anAlertIsModalUpToTheTopSoTheRestOfTheAppIsNotRead() throws {
    let xml = """
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
          <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="390" height="844">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Behind" label="Behind" x="0" y="100"
              width="100" height="40"/>
          </XCUIElementTypeOther>
          <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="390" height="844">
            <XCUIElementTypeAlert type="XCUIElementTypeAlert" name="Delete?" label="Delete?" x="50" y="300"
              width="290" height="150">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Delete?" name="Delete?"
                label="Delete?" x="60" y="310" width="270" height="20"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Cancel" label="Cancel" x="60"
                y="400" width="130" height="40"/>
            </XCUIElementTypeAlert>
          </XCUIElementTypeOther>
        </XCUIElementTypeWindow>
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Other window" label="Other window" x="0"
            y="700" width="100" height="40"/>
        </XCUIElementTypeWindow>
      </XCUIElementTypeApplication>
      """
    let result = try importText(xml)
    let root = result.screen.root
    #expect(root.accessibilityViewIsModal == false)
    #expect(root.subviews.map(\.accessibilityViewIsModal) == [true, false])
    let window = root.subviews[0]
    #expect(window.subviews.map(\.accessibilityViewIsModal) == [false, true])
    let alert = try #require(window.subviews[1].subviews.first)
    #expect(alert.accessibilityViewIsModal && alert.shouldGroupAccessibilityChildren)
    // Its title names it (a report's "covered by the modal view 'Delete?'"), not an element.
    #expect(alert.accessibilityLabel == "Delete?" && alert.isAccessibilityElement != true)
    #expect(alert.subviews.map(\.accessibilityLabel) == ["Delete?", "Cancel"])
    #expect(
      result.warnings.map(\.locatedMessage).contains("9: the Alert is treated as modal: only it is read"))
  }

  @Test func noiseScrollBarsAndTheStatusBar() throws {
    let xml = page(
      """
      <XCUIElementTypeOther type="XCUIElementTypeOther" value="0%" name="Vertical scroll bar, 2 pages"
        label="Vertical scroll bar, 2 pages" x="360" y="0" width="30" height="844"/>
      <XCUIElementTypeButton type="XCUIElementTypeButton" name="Covered" label="Covered" visible="false"
        x="0" y="100" width="100" height="40"/>
      <XCUIElementTypeButton type="XCUIElementTypeButton" name="Below" label="Below" visible="false" x="0"
        y="830" width="100" height="40"/>
      <XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" x="0" y="0" width="390" height="47">
        <XCUIElementTypeOther type="XCUIElementTypeOther" name="9:41" label="9:41" x="10" y="10" width="50"
          height="20"/>
      </XCUIElementTypeStatusBar>
      """)
    #expect(try importText(xml).screen.elements.map(\.accessibilityLabel) == ["Covered", "Below"])
    let withStatusBar = try importText(xml, options: ImportOptions(includeStatusBar: true))
    #expect(withStatusBar.screen.elements.map(\.accessibilityLabel) == ["Covered", "Below", "9:41"])
  }

  /// A simulator in another language names its scroll bars in its words: told by their shape (an
  /// Other in a scroll view, `WORDS, N UNIT`, a percentage, a strip along an edge), not read before the
  /// content.
  @Test func scrollBarsInOtherLanguagesAreNoise() throws {
    func scrollView(_ bars: String) -> String {
      page(
        """
        <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" x="0" y="100" width="390" height="700">
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Inhalt" x="10" y="110" width="300"
            height="20"/>
          \(bars)
        </XCUIElementTypeScrollView>
        """)
    }
    let bars = """
      <XCUIElementTypeOther type="XCUIElementTypeOther" value="0 %" label="Vertikale Rollleiste, 2 Seiten"
        x="383" y="100" width="7" height="700"/>
      <XCUIElementTypeOther type="XCUIElementTypeOther" value="100\u{202F}%"
        label="Barre de défilement horizontale, 1 page" x="0" y="793" width="390" height="7"/>
      """
    let result = try importText(scrollView(bars))
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["Inhalt"])
    // Told only by its shape, which a strip of the app's own can have: named, not dropped unseen.
    #expect(
      result.warnings.map(\.locatedMessage).contains(
        "8: the Others 'Vertikale Rollleiste, 2 Seiten', 'Barre de défilement horizontale, 1 page' are left out "
          + "as scroll indicators in another language, told by their shape, not words"))
    // XCTest's indicator of iOS 27 holds the visible line as a child.
    let parent = """
      <XCUIElementTypeOther type="XCUIElementTypeOther" value="0 %" label="Vertikale Rollleiste, 1 Seite"
        x="357" y="100" width="30" height="700">
        <XCUIElementTypeOther type="XCUIElementTypeOther" x="384" y="200" width="3" height="400"/>
      </XCUIElementTypeOther>
      """
    #expect(try importText(scrollView(parent)).screen.elements.map(\.accessibilityLabel) == ["Inhalt"])
    // A control of the app's own shaped otherwise stays: words after the number, no percentage.
    let progress = """
      <XCUIElementTypeOther type="XCUIElementTypeOther" value="50%" label="Downloads, 3 of 5"
        x="10" y="200" width="300" height="20"/>
      <XCUIElementTypeOther type="XCUIElementTypeOther" value="Ready" label="Queue, 3 files"
        x="10" y="300" width="300" height="20"/>
      <XCUIElementTypeOther type="XCUIElementTypeOther" value="40%" label="Used, 51 GB" accessible="true"
        x="16" y="400" width="358" height="20"/>
      """
    #expect(
      try importText(scrollView(progress)).screen.elements.map(\.accessibilityLabel) == [
        "Inhalt", "Downloads, 3 of 5", "Queue, 3 files", "Used, 51 GB",
      ])
  }

  /// Korean, Japanese, Chinese and Arabic write the comma, the count and the percentage their own way.
  @Test(arguments: [
    ("세로 스크롤 막대, 2페이지", "0%"), ("垂直スクロールバー、2ページ", "0%"), ("垂直滚动条，2页", "０％"),
    ("شريط التمرير العمودي، ٢ صفحتان", "٠٪"), ("Dikey kaydırma çubuğu, 2 sayfa", "%0"),
  ])
  func scrollBarsInOtherScriptsAreNoise(label: String, value: String) throws {
    let xml = page(
      """
      <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" x="0" y="100" width="390" height="700">
        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Content" x="10" y="110" width="300" height="20"/>
        <XCUIElementTypeOther type="XCUIElementTypeOther" value="\(value)" label="\(label)" x="384" y="100" width="6" height="700"/>
      </XCUIElementTypeScrollView>
      """)
    #expect(try importText(xml).screen.elements.map(\.accessibilityLabel) == ["Content"])
  }

  /// WebDriverAgent writes the tag and the `type` attribute alike: a file where they differ was edited,
  /// and says so; an empty attribute leaves the tag's type.
  @Test func aTypeAttributeThatDisagreesWithItsTagIsNamed() throws {
    let result = try importText(
      page(
        #"""
          <XCUIElementTypeButton type="" label="Empty" x="0" y="300" width="100" height="44"/>
          <XCUIElementTypeButton type="XCUIElementTypeStaticText" label="Text" x="0" y="400" width="100" height="44"/>
          <XCUIElementTypeAny type="XCUIElementTypeButton" label="Any" x="0" y="500" width="100" height="44"/>
          <XCUIElementTypeButton type=" XCUIElementTypeButton " label="Spaced" x="0" y="600" width="100" height="44"/>
        """#))
    // White space around the name is no part of it.
    #expect(result.screen.elements.map(\.accessibilityTraits) == [.button, .staticText, .button, .button])
    #expect(
      result.warnings.map(\.locatedMessage) == [
        "4:26: an empty 'type' attribute on <XCUIElementTypeButton>: read as Button",
        "5:26: <XCUIElementTypeButton> has type 'XCUIElementTypeStaticText': read as StaticText, as the "
          + "attribute says",
      ])
  }

  /// A type XCTest does not have is named once, at its `type` attribute.
  @Test func anUnknownElementTypeIsNamedOnce() throws {
    let result = try importText(
      page(
        #"""
          <XCUIElementTypeButon type="XCUIElementTypeButon" label="Save" x="0" y="300" width="100" height="44"/>
          <XCUIElementTypeButon type="XCUIElementTypeButon" label="Open" x="0" y="400" width="100" height="44"/>
        """#))
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["Save", "Open"])
    #expect(
      result.warnings.map(\.locatedMessage) == [
        "4:25: no XCUIElementType is called 'Buton': its element is read as a plain one"
      ])
  }

  /// The reader's warnings come in file order, whichever check found them.
  @Test func warningsComeInFileOrder() throws {
    let result = try importText(
      page(
        #"""
          <XCUIElementTypeButton type="XCUIElementTypeButton" label="A" traits="Button, Bogus" enabled="" x="0" y="100" width="100" height="44"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" label="B" visible="" x="0" y="200" width="100" height="44"/>
        """#))
    #expect(
      result.warnings.compactMap(\.position).map(\.line) == [4, 4, 5],
      "\(result.warnings.map(\.description))")
    #expect(result.warnings.first?.message == "unknown trait 'Bogus' ignored")
  }

  @Test func nativeFrameWinsOverRoundedAttributesAndCustomActionsAreRead() throws {
    let xml = page(
      """
      <XCUIElementTypeButton type="XCUIElementTypeButton" label="Mail" x="10" y="20" width="31" height="41"
        nativeFrame="{{10.5, 20.25}, {30, 40.5}}" customActions="Delete,Archive"/>
      """)
    let element = try #require(try importText(xml).screen.elements.first)
    #expect(element.frame == Frame(x: 10.5, y: 20.25, width: 30, height: 40.5))
    #expect(element.accessibilityCustomActions == ["Delete", "Archive"])
  }

  @Test func valuesInAnotherShapeThanWebDriverAgentsReadAsText() throws {
    // A padded number, an upper-case flag and a combining mark after the type prefix (which makes the
    // prefix's last letter another character) read as text does; "Same" repeats its label.
    let xml = page(
      #"""
      <XCUIElementTypeButton type="XCUIElementTypeButton" label="Padded" enabled="TRUE" x=" 12 " y="20" width="100" height="10"/>
      <XCUIElementTypeButton type="XCUIElementType\#u{301}Button" label="Marked" x="0" y="40" width="100" height="10"/>
      <XCUIElementTypeButton type="XCUIElementTypeButton" label="Same" name="Same" enabled="false" x="0" y="60" width="100" height="10"/>
      """#)
    let elements = try importText(xml).screen.elements
    #expect(
      elements.map(\.summary) == [
        "Padded | - | button | [12, 20, 100, 10]", "Marked | - |  | [0, 40, 100, 10]",
        "Same | - | button,notEnabled | [0, 60, 100, 10]",
      ])
    #expect(elements.allSatisfy { $0.accessibilityIdentifier == nil })
  }

  @Test func aPageSourceOverTenMegabytesIsRead() throws {
    // libxml2 refuses one input chunk over 10 MB; RN container labels make such files real.
    let label = String(repeating: "word ", count: 1_200)
    let row =
      #"<XCUIElementTypeOther label="\#(label)" x="0" y="0" width="9" height="9"/>"#
    let xml = page(String(repeating: row + "\n", count: 2_000))
    #expect(xml.utf8.count > 12_000_000)
    #expect(try importText(xml).screen.elements.count == 2_000)
  }

  /// A switch or slider without a value in the dump gets an explicit empty value: its class would
  /// otherwise invent one (Off, 0%) from content an import never sets.
  @Test func aValueTheDumpDoesNotGiveIsNotInvented() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" x="0" y="0"
        width="390" height="844">
        <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" name="S" label="S" accessible="true" x="10" y="100"
          width="51" height="31"/>
        <XCUIElementTypeSlider type="XCUIElementTypeSlider" name="Sl" label="Sl" accessible="true" x="10"
          y="200" width="300" height="31"/>
      </XCUIElementTypeApplication>
      """
    #expect(
      try importText(xml).screen.elements.map(\.summary) == [
        "S |  | button,toggleButton | [10, 100, 51, 31]", "Sl |  | adjustable | [10, 200, 300, 31]",
      ])
  }

  /// A UISwitch ignores an accessibilityValue (rules §5): a reported 1 / 0 is its isOn, and a switch
  /// reporting another value keeps it as a plain element with the switch's traits.
  @Test func aReportedSwitchValueIsItsStateOrKeptOnAPlainElement() throws {
    let xml = page(
      """
      <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="Wi-Fi" label="Wi-Fi"
        accessible="true" x="10" y="500" width="100" height="20"/>
      <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="2" name="Some" label="Some"
        accessible="true" x="10" y="550" width="100" height="20"/>
      """)
    let elements = try importText(xml).screen.elements
    #expect(elements.map(\.className) == ["UISwitch", "UIView"])
    #expect(elements.map(\.content.isOn) == [true, nil])
    #expect(elements.map(\.accessibilityValue) == ["1", "2"])
  }

  @Test func aSwitchWhoseListedTraitsLackToggleButtonIsStillASwitch() throws {
    // WebDriverAgent exports public traits only; a UISwitch's switch bit is private (spec §1.2).
    let xml = page(
      """
      <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="Wi-Fi" label="Wi-Fi" enabled="true"
        visible="true" accessible="true" x="10" y="500" width="100" height="20" index="0" traits="Button"/>
      <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" name="Bluetooth" label="Bluetooth"
        enabled="false" visible="true" accessible="true" x="10" y="550" width="100" height="20" index="1"
        traits="Button, NotEnabled"/>
      <XCUIElementTypeToggle type="XCUIElementTypeToggle" value="1" name="Dark" label="Dark" enabled="true"
        visible="true" accessible="true" x="10" y="600" width="100" height="20" index="2" traits=""/>
      """)
    #expect(
      try importText(xml).screen.elements.map(\.summary) == [
        "Wi-Fi | 1 | button,toggleButton | [10, 500, 100, 20]",
        "Bluetooth | 0 | button,notEnabled,toggleButton | [10, 550, 100, 20]",
        "Dark | 1 | button,toggleButton | [10, 600, 100, 20]",
      ])
  }

  @Test func aButtonValueOfOneIsARealValueWhenTheListedTraitsLackSelected() throws {
    let xml = page(
      """
      <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="Cart" label="Cart" enabled="true"
        visible="true" accessible="true" x="10" y="100" width="100" height="44" index="0" traits="Button"/>
      <XCUIElementTypeButton type="XCUIElementTypeButton" value="2" name="Inbox" label="Inbox" enabled="true"
        visible="true" accessible="true" x="10" y="200" width="100" height="44" index="1" traits="Button"/>
      <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="Home" label="Home" enabled="true"
        visible="true" accessible="true" x="10" y="300" width="100" height="44" index="2"
        traits="Button, Selected"/>
      <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="Old" label="Old" x="10" y="400"
        width="100" height="44"/>
      """)
    #expect(
      try importText(xml).screen.elements.map(\.summary) == [
        "Cart | 1 | button | [10, 100, 100, 44]",
        "Inbox | 2 | button | [10, 200, 100, 44]",
        // Selected and "1": WebDriverAgent's synthesized value, not spoken.
        "Home | - | button,selected | [10, 300, 100, 44]",
        // No traits attribute (WebDriverAgent before 2025): "1" is how it says selected.
        "Old | - | button,selected | [10, 400, 100, 44]",
      ])
  }

  @Test func aSearchFieldWithListedTraitsIsStillATextField() throws {
    // WebDriverAgent lists `SearchField` but cannot export the private text-entry trait (spec §1.2).
    let xml = page(
      """
      <XCUIElementTypeSearchField type="XCUIElementTypeSearchField" value="pizza" label="Search"
        placeholderValue="Search" accessible="true" x="10" y="100" width="300" height="36" traits="SearchField"/>
      """)
    #expect(
      try importText(xml).screen.elements.map(\.summary) == [
        "Search | pizza | searchField,textEntry | [10, 100, 300, 36]"
      ])
  }

  @Test func aContainerListingTheTabBarTraitIsATabBar() throws {
    // Spec §1.2 lists `TabBar` among the traits; rules §1: its elements become tabs, `Tab. i of n`.
    let xml = page(
      """
      <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false"
        x="0" y="760" width="390" height="84" traits="TabBar">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Home" label="Home" enabled="true"
          visible="true" accessible="true" x="0" y="760" width="195" height="50" traits="Button, Selected"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Me" label="Me" enabled="true" visible="true"
          accessible="true" x="195" y="760" width="195" height="50" traits="Button"/>
      </XCUIElementTypeOther>
      """)
    let screen = try importText(xml).screen
    #expect(screen.tabBars == [["Home", "Me"]])
    let bar = try #require(screen.root.subviews.first?.subviews.first)
    #expect(bar.shouldGroupAccessibilityChildren && bar.isAccessibilityElement == false)
    #expect(
      screen.elements.map(\.summary) == [
        "Home | - | button,selected | [0, 760, 195, 50]", "Me | - | button | [195, 760, 195, 50]",
      ])
  }

  @Test func aSettingsCellWithASwitchIsTheSwitchAlsoWithListedTraits() throws {
    // 2025+ WebDriverAgent lists a settings cell's traits as "" (the switch bit is private): the cell
    // still speaks as its switch. Only a list naming another role (here Link) says what the cell is.
    let xml = page(
      """
      <XCUIElementTypeCell type="XCUIElementTypeCell" name="Auto-Correction" label="Auto-Correction"
        enabled="true" visible="true" accessible="true" x="0" y="100" width="390" height="44" traits="">
        <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="Auto-Correction"
          label="Auto-Correction" enabled="true" visible="true" accessible="false" x="300" y="106" width="51"
          height="31" traits="Button"/>
      </XCUIElementTypeCell>
      <XCUIElementTypeCell type="XCUIElementTypeCell" name="Caps" label="Caps" enabled="true" visible="true"
        accessible="true" x="0" y="150" width="390" height="44" traits="Button">
        <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" name="Caps" label="Caps" enabled="true"
          visible="true" accessible="false" x="300" y="156" width="51" height="31" traits="Button"/>
      </XCUIElementTypeCell>
      <XCUIElementTypeCell type="XCUIElementTypeCell" name="Help" label="Help" enabled="true" visible="true"
        accessible="true" x="0" y="200" width="390" height="44" traits="Link">
        <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" name="Help" label="Help" enabled="true"
          visible="true" accessible="false" x="300" y="206" width="51" height="31" traits="Button"/>
      </XCUIElementTypeCell>
      <XCUIElementTypeCell type="XCUIElementTypeCell" name="Lock" label="Lock" enabled="true" visible="true"
        accessible="true" x="0" y="250" width="390" height="44" traits="">
        <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="Lock" label="Lock" enabled="false"
          visible="true" accessible="false" x="300" y="256" width="51" height="31" traits="Button"/>
      </XCUIElementTypeCell>
      """)
    // A disabled switch makes its row dimmed, though the cell itself is enabled.
    #expect(
      try importText(xml).screen.elements.map(\.summary) == [
        "Auto-Correction | 1 | button,toggleButton | [0, 100, 390, 44]",
        "Caps | 0 | button,toggleButton | [0, 150, 390, 44]",
        "Help | - | link | [0, 200, 390, 44]",
        "Lock | 1 | button,notEnabled,toggleButton | [0, 250, 390, 44]",
      ])
  }

  @Test func aCellAccessibleOnlyThroughItsFirstChildLetsItsChildrenBeRead() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true"
        visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
        <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false"
          x="0" y="0" width="390" height="844" index="0">
          <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="true" x="0"
            y="100" width="390" height="60" index="0">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Alice" name="Alice" label="Alice"
              enabled="true" visible="true" accessible="true" x="10" y="105" width="200" height="20" index="0"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Call" label="Call" enabled="true"
              visible="true" accessible="true" x="300" y="105" width="60" height="40" index="1"/>
          </XCUIElementTypeCell>
          <XCUIElementTypeCell type="XCUIElementTypeCell" name="Bob" label="Bob" enabled="true" visible="true"
            accessible="true" x="0" y="200" width="390" height="60" index="1">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Bob" name="Bob" label="Bob"
              enabled="true" visible="true" accessible="false" x="10" y="205" width="200" height="20" index="0"/>
          </XCUIElementTypeCell>
        </XCUIElementTypeTable>
      </XCUIElementTypeApplication>
      """
    #expect(
      try importText(xml).screen.elements.map(\.summary) == [
        "Alice | - | staticText | [10, 105, 200, 20]",
        "Call | - | button | [300, 105, 60, 40]",
        "Bob | - |  | [0, 200, 390, 60]",
      ])
  }

  /// A full-screen table scrolled under a translucent navigation bar: its rows under the bar are not
  /// shown, so the run is placed below the bar and read after it, hidden rows above included.
  @Test func aTableScrolledUnderTheNavigationBarIsPlacedBelowIt() throws {
    let xml = page(
      """
      <XCUIElementTypeNavigationBar name="List" accessible="false" x="0" y="47" width="390" height="44">
        <XCUIElementTypeButton name="Back" label="Back" accessible="true" x="0" y="47" width="80" height="44"/>
      </XCUIElementTypeNavigationBar>
      <XCUIElementTypeTable accessible="false" x="0" y="0" width="390" height="844">
        <XCUIElementTypeCell label="Row 1" visible="false" accessible="true" x="0" y="-9" width="390" height="44"/>
        <XCUIElementTypeCell label="Row 2" accessible="true" x="0" y="35" width="390" height="44"/>
        <XCUIElementTypeCell label="Row 3" accessible="true" x="0" y="79" width="390" height="44"/>
        <XCUIElementTypeCell label="Row 4" accessible="true" x="0" y="123" width="390" height="44"/>
      </XCUIElementTypeTable>
      """)
    func scrollViews(_ node: AccessibilityNode) -> [AccessibilityNode] {
      (node.className == "UIScrollView" ? [node] : []) + node.subviews.flatMap(scrollViews)
    }
    let table = try #require(scrollViews(try importText(xml).screen.root).first)
    #expect(table.frame == Frame(x: 0, y: 123, width: 390, height: 721))
  }

  @Test func elementsMarkedNotVisibleAreKept() throws {
    // Spec §1.6: visible="false" is not hidden from VoiceOver; it scrolls to off-screen rows.
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true"
        visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
        <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" enabled="true" visible="true"
          accessible="false" x="0" y="100" width="390" height="300" index="0">
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Row 1" name="Row 1" label="Row 1"
            enabled="true" visible="true" accessible="true" x="0" y="120" width="390" height="200" index="0"/>
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Row 2" name="Row 2" label="Row 2"
            enabled="true" visible="false" accessible="true" x="0" y="420" width="390" height="200" index="1"/>
          <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false"
            x="0" y="100" width="390" height="300" index="2">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Covered" name="Covered"
              label="Covered" enabled="true" visible="false" accessible="true" x="0" y="150" width="390"
              height="40" index="0"/>
          </XCUIElementTypeOther>
        </XCUIElementTypeScrollView>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Next" label="Next" enabled="true"
          visible="true" accessible="true" x="0" y="700" width="390" height="44" index="1"/>
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="Behind" label="Behind" enabled="true"
          visible="false" accessible="true" x="0" y="760" width="390" height="44" index="2"/>
      </XCUIElementTypeApplication>
      """
    // Row 2 is scrolled out of its scroll view, Covered and Behind are covered where they show:
    // VoiceOver reads them all (dump-formats §1.6: visible="false" is not hidden from VoiceOver).
    #expect(
      try importText(xml).screen.elements.map(\.accessibilityLabel) == [
        "Row 1", "Row 2", "Covered", "Next", "Behind",
      ])
  }

  @Test func theKeyboardIsDroppedUnlessAskedFor() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" x="0" y="0"
        width="390" height="844" accessible="false">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844"
          accessible="false">
          <XCUIElementTypeTextField type="XCUIElementTypeTextField" label="To" accessible="true" x="10" y="100"
            width="300" height="40"/>
        </XCUIElementTypeWindow>
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844"
          accessible="false">
          <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="500" width="390" height="44"
            accessible="false">
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Done" accessible="true" x="330" y="505"
              width="50" height="34"/>
          </XCUIElementTypeOther>
          <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" x="0" y="550" width="390" height="294"
            accessible="false">
            <XCUIElementTypeKey type="XCUIElementTypeKey" label="q" accessible="true" x="0" y="560" width="39"
              height="42"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="return" accessible="true" x="300"
              y="800" width="90" height="42"/>
          </XCUIElementTypeKeyboard>
        </XCUIElementTypeWindow>
      </XCUIElementTypeApplication>
      """
    // The input accessory toolbar above the keyboard is the app's: VoiceOver reads it.
    #expect(try importText(xml).screen.elements.map(\.accessibilityLabel) == ["To", "Done"])
    let withKeyboard = try importText(xml, options: ImportOptions(includeKeyboard: true))
    #expect(withKeyboard.screen.elements.map(\.accessibilityLabel) == ["To", "Done", "q", "return"])
  }

  @Test func anEntityMentionedInACommentIsNoDeclaration() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- generated; no <!ENTITY here, nor <?pi?> -->
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" label="A" x="0" y="0" width="390" height="844">
        <XCUIElementTypeButton label="OK" x="0" y="100" width="39" height="84"/>
        <![CDATA[ <!ENTITY in character data ]]>
      </XCUIElementTypeApplication>
      """
    #expect(try importText(xml).screen.elements.map(\.accessibilityLabel) == ["OK"])
  }

  @Test func aPadIsRecognisedFromTheApplicationFrame() throws {
    let xml = page(
      #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="A" x="0" y="0" width="10" height="10"/>"#,
      application: #"x="0" y="0" width="1024" height="768""#)
    #expect(try importText(xml).screen.device == Device(idiom: .pad, width: 1024, height: 768))
  }
}

@Suite struct WebDriverAgentXMLErrorTests {
  @Test func truncatedXMLNamesTheLine() throws {
    let xml = page(
      #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="A" x="0" y="0" width="10" height="10"/>"#)
    // Cut after the window's close tag: the application never closes.
    let truncated = String(xml.prefix(xml.count - "</XCUIElementTypeApplication>".count))
    let error = try #require(importError(truncated))
    #expect(
      error
        == .malformedXML(
          "the document ends inside <XCUIElementTypeApplication> opened at line 2",
          at: SourcePosition(line: 6, column: 1)))
    let cutInsideATag = try #require(importError(String(xml.prefix(150))))
    guard case .malformedXML(_, let at) = cutInsideATag else {
      Issue.record("expected malformedXML, got \(cutInsideATag)")
      return
    }
    #expect(at.line == 2)
    // Cut inside an element's name: no element to name, the document ends inside its tag.
    let head =
      #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">"#
    #expect(
      importError(head + "\n  <XCUI")
        == .malformedXML("the document ends inside a tag", at: SourcePosition(line: 2, column: 8)))
    #expect(
      importError(head + "\n  <XCUIElementTypeBut")
        == .malformedXML("the document ends inside a tag", at: SourcePosition(line: 2, column: 22)))
    // Cut inside the declaration: no processing instruction, a document cut short.
    for cut in ["<?", "<?x", "<?xml"] {
      #expect(
        importError(cut)
          == .malformedXML(
            "the document ends inside a tag", at: SourcePosition(line: 1, column: cut.count + 1)), "\(cut)")
    }
    #expect(importError("<?xm?><a/>") == .processingInstruction(at: SourcePosition(line: 1, column: 1)))
  }

  /// A comment that never closes swallows every closing tag after it: the message names the comment.
  /// An infinite or not-a-number coordinate, in any case and with any sign, is an element without a
  /// frame; a number too large for a double is an invalid coordinate.
  @Test func nonFiniteCoordinatesAreNoFrame() throws {
    for word in ["nan", "-nan", "+NaN", "-inf", "+INF", "Infinity"] {
      let xml = page(
        #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="A" x="0" y="0" width="10" height=""#
          + word + #""/>"#)
      #expect(try importText(xml).screen.elements.map(\.frame) == [nil], "\(word)")
    }
    let huge = page(
      #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="A" x="0" y="0" width="10" height="1e999"/>"#
    )
    #expect(importError(huge)?.errorDescription == "'height' must be a finite number, not '1e999'")
    // A bad nativeFrame is named at the attribute, not at the end of its tag.
    let native = page(
      #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="A" nativeFrame="{{banana, 0}, {10, 10}}" x="0" y="0" width="10" height="10"/>"#
    )
    #expect(
      importError(native) == .invalidFrame("{{banana, 0}, {10, 10}}", at: SourcePosition(line: 4, column: 63))
    )
    // A file cut after the root's end, at a tag's `<`: libxml2 finishes quietly, vosim does not.
    #expect(
      importError(page("") + "\n<")?.errorDescription == "malformed XML: the document ends inside a tag")
  }

  @Test func aCommentThatNeverClosesIsNamed() throws {
    let button =
      #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="A" x="0" y="0" width="10" height="10"/>"#
    #expect(
      importError(page("  <!-- a note\n" + button))
        == .malformedXML(
          "a comment opened at line 4 never closes (expected -->)", at: SourcePosition(line: 7, column: 30)))
    #expect(
      importError(page(button) + "\n<!-- trailing")
        == .malformedXML(
          "a comment opened at line 7 never closes (expected -->)", at: SourcePosition(line: 7, column: 14)))
    // Before the root, where libxml2 finishes without complaint.
    #expect(
      importError("<?xml version=\"1.0\"?>\n<!-- open\n<XCUIElementTypeApplication/>")
        == .malformedXML(
          "a comment opened at line 2 never closes (expected -->)", at: SourcePosition(line: 3, column: 30)))
  }

  /// UTF-8's byte-order mark is no column: line 1's positions are the same with it or without.
  @Test func aByteOrderMarkTakesNoColumn() throws {
    let reference =
      #"<XCUIElementTypeApplication name="App"><XCUIElementTypeButton label="a&#0;"/></XCUIElementTypeApplication>"#
    let element = #"<XCUIElementTypeApplication name="App"><Foo/></XCUIElementTypeApplication>"#
    let trait =
      #"<XCUIElementTypeApplication x="0" y="0" width="390" height="844"><XCUIElementTypeButton label="a" traits="Bogus" x="0" y="0" width="10" height="10"/></XCUIElementTypeApplication>"#
    for text in [reference, element] {
      let plain = try #require(importError(text))
      #expect(importError("\u{FEFF}" + text) == plain)
    }
    #expect(importError(reference)?.position == SourcePosition(line: 1, column: 71))
    let warnings = try importText("\u{FEFF}" + trait).warnings
    #expect(warnings.map(\.location) == (try importText(trait).warnings.map(\.location)))
    #expect(warnings.count == 1)
  }

  @Test func aBillionLaughsFileIsRefusedBeforeParsing() throws {
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE lolz [
        <!ENTITY lol "lol">
        <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
      ]>
      <XCUIElementTypeApplication label="&lol2;"/>
      """
    let error = try #require(importError(xml))
    #expect(error == .entityDeclaration(at: SourcePosition(line: 3, column: 3)))
    #expect(
      error.errorDescription == "XML entity declarations are not accepted (they can expand without bound)")
  }

  /// Columns count Unicode scalars, as every diagnostic's do: text before the refused markup on its line
  /// that takes two or three bytes a character does not push the column right.
  @Test func aRefusedDeclarationsColumnCountsCharactersNotBytes() throws {
    let xml = #"<XCUIElementTypeApplication label="é日本"><!ENTITY x "y"></XCUIElementTypeApplication>"#
    #expect(try #require(importError(xml)) == .entityDeclaration(at: SourcePosition(line: 1, column: 41)))
  }

  @Test func aSyntaxErrorNamesTheLineAndColumnWhereTheParserStopped() throws {
    // The audit's ex14: an unescaped quote on line 3 of 54 lines.
    let quote = fiftyButtons(
      after:
        #"  <XCUIElementTypeButton type="XCUIElementTypeButton" label="O"K" x="0" y="0" width="39" height="84"/>"#,
      typed: true, closing: ["</XCUIElementTypeApplication>"])
    let quoteError = try #require(importError(quote))
    #expect(
      quoteError
        == .malformedXML(
          "expected white space or the end of the tag after an attribute value, found 'K' (write a quote "
            + "inside a value as &quot;)",
          at: SourcePosition(line: 3, column: 64)))
    // ex15: `&amp` without its semicolon; the position is the '&'.
    let ampersand = fiftyButtons(
      after: #"  <XCUIElementTypeButton label="Tom &amp Jerry" x="0" y="0" width="39" height="84"/>"#,
      closing: ["</XCUIElementTypeApplication>"])
    #expect(
      importError(ampersand)
        == .malformedXML(
          "the entity reference '&amp' has no ';' (write '&' as &amp;)",
          at: SourcePosition(line: 3, column: 37)))
    // ex16: a Button opened on line 3 is never closed; line 54 closes an element that is not open.
    let mismatch = fiftyButtons(
      after: #"  <XCUIElementTypeButton label="ok" x="0" y="0" width="39" height="84">"#,
      closing: ["</XCUIElementTypeOther>", "</XCUIElementTypeApplication>"])
    let mismatchError = try #require(importError(mismatch))
    #expect(
      mismatchError
        == .malformedXML(
          "mismatched close tag </XCUIElementTypeOther>; expected </XCUIElementTypeButton> opened at line 3",
          at: SourcePosition(line: 54, column: 1)))
    #expect(mismatchError.errorDescription?.contains("NSXMLParserErrorDomain") == false)
  }

  @Test func aSyntaxErrorPastTheFirstChunkOfALargeFileKeepsItsPosition() throws {
    // XMLPushParser feeds libxml2 128 KB at a time; the error is in the second chunk.
    var rows = (0..<3_000).map {
      #"  <XCUIElementTypeButton label="héllo wörld \#($0)" x="0" y="0" width="10" height="10"/>"#
    }
    rows[2_499] = #"  <XCUIElementTypeButton label="ééé" x="0 &amp" y="0"/>"#
    let xml = page(rows.joined(separator: "\n"))
    #expect(xml.utf8.count > 200_000)
    #expect(
      importError(xml)
        == .malformedXML(
          "the entity reference '&amp' has no ';' (write '&' as &amp;)",
          at: SourcePosition(line: 2_503, column: 43)))
  }

  @Test(arguments: [
    (#"x="a&foo;b""#, "undefined entity '&foo;'", 28),
    (#"x"#, "the attribute 'x' has no value (expected x=\"…\")", 24),
    (#"x=1"#, "an attribute value must be in quotes", 26),
    (#"x="1" y="2" x="3""#, "the attribute 'x' appears twice in one element", 36),
    (#"x="a & b""#, "a bare '&' (write it as &amp;)", 29),
    (#"x="a<b""#, "'<' inside an attribute value (write it as &lt;, or close the value's quote)", 28),
  ])
  func commonSyntaxErrorsSayWhatIsWrong(_ attributes: String, _ message: String, _ column: Int) throws {
    let xml = """
      <?xml version="1.0"?>
      <XCUIElementTypeApplication>
      <XCUIElementTypeButton \(attributes)/>
      </XCUIElementTypeApplication>
      """
    #expect(importError(xml) == .malformedXML(message, at: SourcePosition(line: 3, column: column)))
  }

  @Test func aLargeDocumentIsCheckedAsAWholeBeforeItsParseCounts() throws {
    // Over several parser chunks, the whole document is checked before its parse counts: an invalid byte
    // anywhere, then refused markup, then the parser's error.
    func document(lines: [Int: String]) -> [UInt8] {
      var text = #"<XCUIElementTypeApplication x="0" y="0" width="390" height="844">"# + "\n"
      for line in 2...6_000 {
        text += lines[line] ?? #"<XCUIElementTypeOther x="0" y="0" width="1" height="1"/>"#
        text += "\n"
      }
      return Array((text + "</XCUIElementTypeApplication>\n").utf8)
    }
    func error(_ bytes: [UInt8]) -> ImportError? {
      do {
        _ = try DumpImporter().importScreen(bytes, format: .webDriverAgentXML)
        return nil
      } catch {
        return error
      }
    }
    let entity = #"<!ENTITY a "b">"#
    var invalid = document(lines: [3_000: entity, 5_000: "<XCUIElementTypeOther/>~"])
    invalid[invalid.firstIndex(of: UInt8(ascii: "~"))!] = 0xFF
    #expect(error(invalid) == .notUTF8(at: SourcePosition(line: 5_000, column: 24)))
    #expect(
      error(document(lines: [100: "</XCUIElementTypeButton>", 5_000: entity]))
        == .entityDeclaration(at: SourcePosition(line: 5_000, column: 1)))
    #expect(
      error(document(lines: [5_000: "<?target data?>"]))
        == .processingInstruction(at: SourcePosition(line: 5_000, column: 1)))
    // The declaration after a blank line is a declaration too late, not some instruction.
    #expect(
      error(Array(("\n" + #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<XCUIElementTypeOther/>").utf8))
        == .malformedXML(
          "the <?xml …?> declaration must start the file: remove what comes before it",
          at: SourcePosition(line: 2, column: 1)))
    #expect(error(document(lines: [:])) == nil)
  }

  /// A warning about an attribute points at the attribute, on whichever line of its tag it stands.
  @Test func attributeWarningsPointAtTheAttribute() throws {
    let xml = """
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" label="App" x="0" y="0" width="390" height="844">
        <XCUIElementTypeButton type="XCUIElementTypeButton"
            label="OK" enabled=""
            traits="Sparkly"
            x="10" y="10" width="100" height="44">
        </XCUIElementTypeButton>
      </XCUIElementTypeApplication>
      """
    #expect(
      try importText(xml).warnings.map(\.locatedMessage) == [
        "3:18: empty 'enabled' attribute (and any later) read as absent",
        "4:7: unknown trait 'Sparkly' ignored",
      ])
    // A lone CR ends a line too (XML 1.0 §2.11).
    let oldMac = xml.replacingOccurrences(of: "\n", with: "\r")
    #expect(
      try importText(oldMac).warnings.map(\.locatedMessage) == [
        "3:18: empty 'enabled' attribute (and any later) read as absent",
        "4:7: unknown trait 'Sparkly' ignored",
      ])
  }

  @Test func contentAfterTheRootElementIsNamed() throws {
    let xml = "<XCUIElementTypeApplication/>\n<XCUIElementTypeApplication/>\n"
    #expect(
      importError(xml)
        == .malformedXML(
          "extra content after the root element (a page source has one root)",
          at: SourcePosition(line: 2, column: 1)))
  }

  @Test func aRealEntityDeclarationIsRefusedEvenAfterACommentOrInsideAQuotedLiteral() throws {
    let afterComment = """
      <?xml version="1.0"?>
      <!-- a comment -->
      <!DOCTYPE lolz [
        <!-- another --><!ENTITY lol "lol">
      ]>
      <XCUIElementTypeApplication label="&lol;"/>
      """
    #expect(importError(afterComment) == .entityDeclaration(at: SourcePosition(line: 4, column: 19)))
    // A comment opener inside a quoted system literal opens no comment.
    let hidden = """
      <?xml version="1.0"?>
      <!DOCTYPE lolz SYSTEM "<!--" [
        <!ENTITY lol "lol">
      ]>
      <XCUIElementTypeApplication label="&lol;"/> -->
      """
    #expect(importError(hidden) == .entityDeclaration(at: SourcePosition(line: 3, column: 3)))
  }

  @Test func aBadNumberNamesItsAttributeAndLine() throws {
    let xml = page(
      #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="A" x="ten" y="0" width="10" height="10"/>"#
    )
    let error = try #require(importError(xml))
    guard case .invalidAttribute(let name, let value, _, let at) = error else {
      Issue.record("expected invalidAttribute, got \(error)")
      return
    }
    #expect(name == "x" && value == "ten" && at.line == 4)
    #expect(error.errorDescription == "'x' must be a finite number, not 'ten'")
  }

  /// libxml2 hands a start tag over after its `>`: the error is moved back to the attribute, on its own
  /// line of a tag over several, at its column in characters.
  @Test func aBadAttributeIsNamedWhereItStands() throws {
    let xml = """
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
      <XCUIElementTypeButton
        label="Café" x="0"
        enabled="maybe" y="0"
        width="10" height="10"/>
      </XCUIElementTypeApplication>
      """
    #expect(
      importError(xml)
        == .invalidAttribute(
          name: "enabled", value: "maybe", expected: "true or false", at: SourcePosition(line: 4, column: 3)))
    let oneLine = #"<XCUIElementTypeApplication label="Ünïcödé" x="0" y="ten" width="390" height="844"/>"#
    #expect(
      importError(oneLine)
        == .invalidAttribute(
          name: "y", value: "ten", expected: "a finite number", at: SourcePosition(line: 1, column: 51)))
    // Hexadecimal, which Swift's `Double(_:)` would read, is no number a dump writes.
    let hex = #"<XCUIElementTypeApplication x="0" y="0" width="0x10" height="844"/>"#
    #expect(
      importError(hex)
        == .invalidAttribute(
          name: "width", value: "0x10", expected: "a finite number", at: SourcePosition(line: 1, column: 41)))
  }

  @Test func aNegativeSizeIsNamedAtItsAttribute() throws {
    let xml = page(#"<XCUIElementTypeButton label="A" x="0" y="0" width="-10" height="10"/>"#)
    #expect(
      importError(xml)
        == .invalidAttribute(
          name: "width", value: "-10", expected: "a size of 0 or more",
          at: SourcePosition(line: 4, column: 46)))
  }

  @Test func aForeignXMLDocumentIsRefused() throws {
    let error = try #require(importError("<hierarchy rotation=\"0\">\n<node/>\n</hierarchy>"))
    #expect(error == .unexpectedElement("hierarchy", at: SourcePosition(line: 1, column: 1)))
    // At the tag's '<', not where libxml2 stood after it.
    let nested = importError(
      "<XCUIElementTypeApplication>\n  <Foo label=\"ab\" x=\"1\"/>\n</XCUIElementTypeApplication>")
    #expect(nested == .unexpectedElement("Foo", at: SourcePosition(line: 2, column: 3)))
  }

  @Test func nestingDeeperThanTheLimitIsAnError() throws {
    let depth = Screen.maximumDepth + 10
    let xml =
      String(repeating: #"<XCUIElementTypeOther x="0" y="0" width="1" height="1">"# + "\n", count: depth)
      + String(repeating: "</XCUIElementTypeOther>\n", count: depth)
    let error = try #require(importError(xml, format: .webDriverAgentXML))
    switch error {
    case .tooDeep(let limit, let at):
      // At the tag's '<', as an unexpected element is.
      #expect(limit == Screen.maximumDepth && at == SourcePosition(line: Screen.maximumDepth + 1, column: 1))
    case .malformedXML(_, let at): #expect(at.line > 200)
    default: Issue.record("expected a depth error, got \(error)")
    }
  }
}

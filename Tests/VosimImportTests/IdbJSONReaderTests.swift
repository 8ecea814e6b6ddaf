import Foundation
import Testing
import VosimImport
import VosimModel
import VosimTestSupport

@Suite struct IdbJSONReaderTests {
  @Test func flatSpringBoardListIsTheElementListWithHintsAndActions() throws {
    let result = try Fixture.importScreen("idb_describe_all_flat_ios18_springboard.json")
    #expect(result.format == .idbJSON)
    #expect(result.screen.device == Device(idiom: .phone, width: 430, height: 932))
    let elements = result.screen.elements
    #expect(elements.count == 13)
    #expect(elements[0].summary == "Maps | Widget | button | [31, 82, 174, 196.66666666666669]")
    #expect(elements[0].accessibilityIdentifier == "Maps")
    #expect(elements[0].accessibilityHint == nil)
    #expect(elements[0].accessibilityCustomActions == ["Edit mode", "Today", "App Library"])
    #expect(elements[2].accessibilityHint == "Double tap to open")
    #expect(elements[3].accessibilityValue == nil)
    let search = elements[10]
    #expect(search.summary == "Search | Page 1 of 2 | adjustable | [176, 756.6666666666667, 78, 30]")
    #expect(search.accessibilityHint == "Activate to open Spotlight.")
    #expect(search.className == "UISlider")
    #expect(result.screen.root.isAccessibilityElement == false)
    #expect(result.screen.root.accessibilityLabel == nil)
  }

  @Test func macOSStyleRolesMapToUIKitTraits() throws {
    let json = """
      [
        {"type": "Application", "AXLabel": "App", "AXFrame": "{{0, 0}, {390, 844}}"},
        {"type": "Heading", "role": "AXHeading", "AXLabel": "Title", "AXFrame": "{{0, 50}, {390, 30}}"},
        {"type": "CheckBox", "subrole": "AXSwitch", "AXLabel": "Wi-Fi", "AXValue": "1",
         "AXFrame": "{{0, 100}, {51, 31}}"},
        {"type": "TextField", "subrole": "AXSearchField", "AXLabel": null, "AXValue": "Search",
         "AXFrame": "{{0, 150}, {300, 36}}"},
        {"type": "TextField", "subrole": "AXSecureTextField", "AXLabel": "Password",
         "AXFrame": "{{0, 200}, {300, 36}}"},
        {"type": "TextArea", "AXLabel": "Notes", "AXFrame": "{{0, 250}, {300, 100}}"},
        {"type": "Button", "AXLabel": "Buy", "enabled": false,
         "frame": {"x": 0, "y": 400, "width": 80, "height": 40}},
        {"type": "Button", "subrole": "AXTabButton", "AXLabel": "Home", "AXFrame": "{{0, 800}, {97.5, 44}}"},
        {"type": "Link", "AXLabel": "Terms", "AXFrame": "{{0, 450}, {80, 20}}", "help": "Opens the terms"},
        {"type": "Image", "AXLabel": "Logo", "AXFrame": "{{0, 500}, {40, 40}}"},
        {"type": "StaticText", "AXLabel": "Hi", "AXValue": "Hi", "AXFrame": "{{0, 550}, {40, 20}}"}
      ]
      """
    #expect(
      try importText(json).screen.elements.map(\.summary) == [
        "Title | - | staticText,header | [0, 50, 390, 30]",
        "Wi-Fi | 1 | button,toggleButton | [0, 100, 51, 31]",
        "Search | - | searchField,textEntry | [0, 150, 300, 36]",
        "Password | - | textEntry,secureTextField | [0, 200, 300, 36]",
        "Notes | - | textEntry,textArea | [0, 250, 300, 100]",
        "Buy | - | button,notEnabled | [0, 400, 80, 40]",
        "Home | - | button,tabBarItem | [0, 800, 97.5, 44]",
        "Terms | - | link | [0, 450, 80, 20]",
        "Logo | - | image | [0, 500, 40, 40]",
        "Hi | - | staticText | [0, 550, 40, 20]",
      ])
  }

  @Test func listedTraitsIncludingPrivateNamesWin() throws {
    let json = """
      [{"type": "Button", "AXLabel": "Back", "traits": ["Button", "BackButton"],
        "AXFrame": "{{0, 50}, {80, 44}}"},
       {"type": "Button", "AXLabel": "Home", "traits": ["TabButton", "selected", "LaunchIcon", "Sparkly"],
        "AXFrame": "{{0, 800}, {80, 44}}"},
       {"type": "StaticText", "AXLabel": "Row", "traits": ["StaticText", "ContainedByList", "Visited"],
        "AXFrame": "{{0, 100}, {80, 44}}"},
       {"type": "Other", "AXLabel": "Blank", "traits": ["None"], "AXFrame": "{{0, 200}, {80, 44}}"}]
      """
    let result = try importText(json)
    #expect(
      result.screen.elements.map(\.summary) == [
        "Back | - | button,backButton | [0, 50, 80, 44]",
        "Home | - | selected,tabBarItem | [0, 800, 80, 44]", "Row | - | staticText | [0, 100, 80, 44]",
        "Blank | - |  | [0, 200, 80, 44]",
      ])
    // idb's private names that change nothing VoiceOver says are known; only a name no list has is not,
    // named at its string.
    #expect(result.warnings.map(\.locatedMessage).contains("3:90: unknown trait 'Sparkly' ignored"))
    #expect(
      result.warnings.map(\.message).filter { $0.hasPrefix("unknown trait") } == [
        "unknown trait 'Sparkly' ignored"
      ])
    // Two buttons and no application: no frame says how big the screen is (a button is not one).
    #expect(result.screen.device == .defaultPhone)
  }

  /// `"traits": null` lists nothing: the type's traits stand, as a null label is no label.
  @Test func nullTraitsAreNoList() throws {
    let json = #"[{"type": "Button", "AXLabel": "Save", "traits": null, "AXFrame": "{{0, 50}, {80, 44}}"}]"#
    #expect(try importText(json).screen.elements.map(\.summary) == ["Save | - | button | [0, 50, 80, 44]"])
  }

  /// Every key is type-checked, those vosim does not use and a second frame too.
  @Test func unusedKeysAndASecondFrameAreTypeChecked() throws {
    for (extra, key) in [
      (#""pid": "x""#, "pid"), (#""content_required": "x""#, "content_required"),
      (#""role_description": 5"#, "role_description"),
    ] {
      let json = #"[{"type": "Button", "AXLabel": "Save", "AXFrame": "{{0, 50}, {80, 44}}", "# + extra + "}]"
      #expect(importError(json)?.errorDescription?.hasPrefix("'\(key)' must be") == true, "\(extra)")
    }
    let second = #"[{"type": "Button", "AXFrame": "{{0, 50}, {80, 44}}", "frame": "junk"}]"#
    #expect(importError(second) == .invalidFrame("junk", at: SourcePosition(line: 1, column: 64)))
  }

  /// `--format complete` says when it stopped early: the transcript would silently end too soon.
  @Test func aTruncatedDumpIsWarnedAbout() throws {
    let elements =
      #""screen": {"width": 390, "height": 844}, "elements": [{"type": "Button", "label": "A", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}}]"#
    let truncated = try importText("{" + elements + #", "truncated": true}"#)
    #expect(
      truncated.warnings.map(\.message) == [
        "idb marks the dump truncated: elements past its limit are missing"
      ])
    #expect(try importText("{" + elements + #", "truncated": false}"#).warnings.isEmpty)
    // With no element at all, the screen and the truncation still count.
    let none = try importText(
      #"{"elements": [], "screen": {"width": 1024, "height": 1366}, "truncated": true}"#)
    #expect(none.screen.device == Device(idiom: .pad, width: 1024, height: 1366))
    #expect(
      none.warnings.map(\.message) == [
        "idb marks the dump truncated: elements past its limit are missing",
        "the dump holds no element VoiceOver can focus",
      ])
  }

  /// A key repeated in one element: the last value wins, as in Python's `json` and a native screen,
  /// with a warning at the repeat.
  @Test func aRepeatedKeyTakesItsLastValueWithAWarning() throws {
    let result = try importText(
      #"[{"AXLabel": "A", "AXLabel": "B", "type": "Button", "AXFrame": "{{0, 0}, {10, 10}}"}]"#)
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["B"])
    #expect(
      result.warnings.map(\.description).contains(
        "1:19: warning: duplicate key 'AXLabel'; the last value wins"))
  }

  /// Every value of a repeated key is checked, as a native screen's are.
  @Test func aRepeatedKeysEarlierValueIsChecked() throws {
    #expect(
      importError(#"[{"AXLabel": "x", "type": 5, "type": "Button", "AXFrame": "{{0, 0}, {10, 10}}"}]"#)
        == .wrongType(key: "type", expected: "a string or null", at: SourcePosition(line: 1, column: 27)))
    #expect(
      importError(#"[{"AXLabel": "x", "AXFrame": "garbage", "AXFrame": "{{0, 0}, {10, 10}}"}]"#) != nil)
    // A list too: an earlier `children` or `elements`, and the elements it held.
    let app = #""AXFrame": "{{0, 0}, {390, 844}}", "type": "Application""#
    #expect(
      importError("[{\(app), \"children\": 5, \"children\": []}]")
        == .wrongType(key: "children", expected: "an array", at: SourcePosition(line: 1, column: 73)))
    #expect(
      importError(#"[{\#(app), "children": [{"AXFrame": "xx", "type": "Button"}], "children": []}]"#)?
        .errorDescription?.hasPrefix("invalid frame 'xx'") == true)
    #expect(
      importError(#"{"elements": [{"AXFrame": "xx", "type": "Button"}], "elements": [{\#(app)}]}"#)?
        .errorDescription?.hasPrefix("invalid frame 'xx'") == true)
  }

  /// An entry of the flat list without a type (an `Other`) is an element, not the screen: a large one
  /// neither sizes the device nor makes it a pad.
  @Test func anUntypedEntryIsNoScreen() throws {
    let list = """
      [{"AXFrame": "{{0, 0}, {800, 800}}", "AXLabel": "Map"},
       {"AXFrame": "{{200, 200}, {60, 40}}", "AXLabel": "Right", "type": "Button"}]
      """
    let result = try importText(list)
    #expect(result.screen.device == .defaultPhone)
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["Map", "Right"])
  }

  /// describe-point answers `null` when no element is at the point: detected as idb, a screen with
  /// nothing to focus and a warning, as an empty XML or debugDescription dump reads; so does `[]`.
  @Test func describePointNullHoldsNoElement() throws {
    #expect(DumpFormat.detect(Array("null\n".utf8)) == .idbJSON)
    // Text after it is idb's reader's to name where it stands; a longer word is no null.
    #expect(
      importError("null x")
        == .malformedJSON("unexpected 'x' after the top-level value", at: SourcePosition(line: 1, column: 6)))
    #expect(DumpFormat.detect(Array("nullx".utf8)) == nil)
    for empty in ["null\n", "[]"] {
      let result = try importText(empty)
      #expect(result.screen.elements.isEmpty)
      #expect(result.warnings.map(\.message).contains("the dump holds no element VoiceOver can focus"))
    }
  }

  @Test func nestedFormKeepsLabelledEntriesAndLeaves() throws {
    let json = """
      [{"type": "Application", "AXLabel": "App", "frame": {"x": 0, "y": 0, "width": 820, "height": 1180},
        "children": [
          {"type": "Group", "AXLabel": null, "AXFrame": "{{0, 0}, {820, 100}}", "children": [
            {"type": "StaticText", "AXLabel": "Inbox", "AXFrame": "{{10, 10}, {100, 20}}", "children": []},
            {"type": "Image", "AXLabel": null, "AXFrame": "{{200, 10}, {20, 20}}"}
          ]},
          {"type": "Group", "AXLabel": "Tab Bar", "AXFrame": "{{0, 1100}, {820, 80}}", "children": [
            {"type": "Button", "AXLabel": "Mail", "AXFrame": "{{0, 1100}, {410, 80}}"}
          ]},
          {"type": "Button", "AXLabel": "Compose", "AXFrame": "{{700, 10}, {40, 40}}", "children": [
            {"type": "Image", "AXLabel": "pencil", "AXFrame": "{{705, 15}, {30, 30}}"}
          ]}
        ]}]
      """
    let result = try importText(json)
    #expect(result.screen.device == Device(idiom: .pad, width: 820, height: 1180))
    #expect(
      result.screen.elements.map(\.summary) == [
        "Inbox | - | staticText | [10, 10, 100, 20]",
        "- | - | image | [200, 10, 20, 20]",
        "Mail | - | button | [0, 1100, 410, 80]",
        "Compose | - | button | [700, 10, 40, 40]",
      ])
  }

  /// A Group with a value and no label (a progress bar) contains nothing in the flat list, which takes
  /// a label: an element beside the entries inside it, in the nested form too, not a value lost.
  @Test func aValuedGroupWithoutALabelIsAnElementInBothForms() throws {
    let app = #"{"type": "Application", "AXLabel": "App", "AXFrame": "{{0, 0}, {390, 844}}""#
    let group = #"{"type": "Group", "AXValue": "50%", "AXFrame": "{{0, 100}, {390, 100}}""#
    let inside = #"{"type": "StaticText", "AXLabel": "Inside", "AXFrame": "{{16, 110}, {200, 30}}"}"#
    let flat = try importText("[\(app)}, \(group)}, \(inside)]").screen
    let nested = try importText("[\(app), \"children\": [\(group), \"children\": [\(inside)]}]}]").screen
    #expect(
      flat.elements.map(\.summary) == [
        "- | 50% |  | [0, 100, 390, 100]", "Inside | - | staticText | [16, 110, 200, 30]",
      ])
    #expect(nested.elements.map(\.summary) == flat.elements.map(\.summary))
  }

  /// An alert over a labelled group whose frame holds it is presented over the screen, not inside the
  /// group: the group's label, hidden by the modal alert, is not its context.
  @Test func aSheetOverALabelledGroupIsNotInIt() throws {
    let text = """
      [{"type": "Application", "AXFrame": "{{0, 0}, {390, 844}}"},
       {"type": "Group", "AXLabel": "Conversation", "AXFrame": "{{0, 0}, {390, 844}}"},
       {"type": "Button", "AXLabel": "Reply", "AXFrame": "{{16, 700}, {100, 44}}"},
       {"type": "Sheet", "AXFrame": "{{40, 320}, {310, 180}}"},
       {"type": "Button", "AXLabel": "Cancel", "AXFrame": "{{40, 456}, {155, 44}}"}]
      """
    let folder = try TestFolder.make("vosim-idb-sheet")
    defer { try? FileManager.default.removeItem(at: folder) }
    try text.write(to: folder.appendingPathComponent("sheet.json"), atomically: true, encoding: .utf8)
    let run = try VosimBinary.run(["transcript", "sheet.json"], in: folder)
    #expect(run.stdout == "Cancel. Button.\n", "\(run.stderr)")
  }

  /// A navigation bar's items, listed with no bar around them, are read back button, title, trailing
  /// items, as UIKit's bar: the title, centred a few points lower, is not read after the buttons.
  @Test func aBackButtonsRowIsReadAsANavigationBar() throws {
    let text = """
      [{"type": "Application", "AXLabel": "Mail", "AXFrame": "{{0, 0}, {390, 844}}"},
       {"type": "Button", "AXLabel": "Mailboxes", "AXFrame": "{{0, 47}, {110, 44}}", "traits": ["Button", "BackButton"]},
       {"type": "Heading", "AXLabel": "Inbox", "AXFrame": "{{160, 58}, {70, 21}}", "traits": ["Header", "StaticText"]},
       {"type": "Button", "AXLabel": "Edit", "AXFrame": "{{330, 47}, {50, 44}}", "traits": ["Button"]},
       {"type": "StaticText", "AXLabel": "Hello", "AXFrame": "{{20, 120}, {200, 20}}"}]
      """
    let folder = try TestFolder.make("vosim-idb-bar")
    defer { try? FileManager.default.removeItem(at: folder) }
    try text.write(to: folder.appendingPathComponent("bar.json"), atomically: true, encoding: .utf8)
    let run = try VosimBinary.run(["transcript", "bar.json"], in: folder)
    #expect(
      run.stdout == "Mailboxes. Back Button.\nInbox. Heading.\nEdit. Button.\nHello.\n", "\(run.stderr)")
  }

  /// A badge or a centre button between two tab buttons on their row does not cut the tabs into two
  /// tab bars: the four say `i of 4`, and what lay between is read after them.
  @Test func aBadgeBetweenTabsKeepsOneTabBar() throws {
    let tab = { (label: String, x: Int) in
      #"{"type": "Button", "subrole": "AXTabButton", "AXLabel": "\#(label)", "AXFrame": "{{\#(x), 795}, {97, 49}}"}"#
    }
    let text = """
      [{"type": "Application", "AXFrame": "{{0, 0}, {390, 844}}"}, \(tab("Home", 0)), \(tab("Chats", 97)),
       {"type": "StaticText", "AXLabel": "3", "AXFrame": "{{150, 798}, {18, 18}}"}, \(tab("Calls", 194)),
       \(tab("Settings", 291))]
      """
    let folder = try TestFolder.make("vosim-idb-tabs")
    defer { try? FileManager.default.removeItem(at: folder) }
    try text.write(to: folder.appendingPathComponent("tabs.json"), atomically: true, encoding: .utf8)
    let run = try VosimBinary.run(["transcript", "tabs.json"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout
        == "Home. Tab. 1 of 4.\nChats. Tab. 2 of 4.\nCalls. Tab. 3 of 4.\nSettings. Tab. 4 of 4.\n3.\n")
  }

  @Test func nestedLabelledContainersKeepTheirChildrenAsTheFlatFormDoes() throws {
    // Rules §6: a container is not focusable through its label alone. idb lists a labelled group as an
    // element, but its children are elements too: the nested form gives the flat form's elements.
    let app = #"{"type": "Application", "AXLabel": "App", "AXFrame": "{{0, 0}, {390, 844}}""#
    let bar = #"{"type": "Group", "AXLabel": "General", "AXFrame": "{{0, 47}, {390, 44}}""#
    let back = #"{"type": "Button", "AXLabel": "Back", "AXFrame": "{{0, 47}, {80, 44}}"}"#
    let title = #"{"type": "Heading", "AXLabel": "General", "AXFrame": "{{150, 55}, {90, 30}}"}"#
    let about = #"{"type": "StaticText", "AXLabel": "About", "AXFrame": "{{10, 100}, {300, 30}}"}"#
    let tabs = #"{"type": "TabGroup", "AXLabel": "Tab Bar", "AXFrame": "{{0, 780}, {390, 50}}""#
    let home =
      #"{"type": "Button", "subrole": "AXTabButton", "AXLabel": "Home", "AXFrame": "{{0, 780}, {195, 50}}"}"#
    let me =
      #"{"type": "Button", "subrole": "AXTabButton", "AXLabel": "Me", "AXFrame": "{{195, 780}, {195, 50}}"}"#
    let nested = """
      [\(app), "children": [
        \(bar), "children": [\(back), \(title)]},
        \(about),
        \(tabs), "children": [\(home), \(me)]}]}]
      """
    let flat = "[\([app + "}", bar + "}", back, title, about, tabs + "}", home, me].joined(separator: ", "))]"
    let fromNested = try importText(nested).screen
    let fromFlat = try importText(flat).screen
    #expect(
      fromNested.elements.map(\.summary) == [
        "Back | - | button | [0, 47, 80, 44]",
        "General | - | staticText,header | [150, 55, 90, 30]",
        "About | - | staticText | [10, 100, 300, 30]",
        "Tab Bar | - |  | [0, 780, 390, 50]",
        "Home | - | button,tabBarItem | [0, 780, 195, 50]",
        "Me | - | button,tabBarItem | [195, 780, 195, 50]",
      ])
    #expect(fromNested.elements.map(\.summary) == fromFlat.elements.map(\.summary))
    #expect(fromNested.tabBars == [["Home", "Me"]] && fromFlat.tabBars == [["Home", "Me"]])
    // A labelled group listing the TabBar trait: its own element stays beside the bar, no tab.
    let listed =
      "[\(app), \"children\": [\(tabs), \"traits\": [\"TabBar\"], \"children\": [\(home), \(me)]}]}]"
    let fromListed = try importText(listed).screen
    #expect(fromListed.elements.map(\.accessibilityLabel) == ["Tab Bar", "Home", "Me"])
    #expect(fromListed.tabBars == [["Home", "Me"]])
    // A Group labelled `Tab Bar` holding the tabs is no semantic group: its label is not said on
    // entering the tabs (docs/voiceover-rules.md, "Tab Bar" before the first tab).
    let group = #"{"type": "Group", "AXLabel": "Tab Bar", "AXFrame": "{{0, 780}, {390, 50}}""#
    for text in [
      "[\(app), \"children\": [\(group), \"children\": [\(home), \(me)]}]}]",
      "[\([app + "}", group + "}", home, me].joined(separator: ", "))]",
    ] {
      func groups(_ node: AccessibilityNode) -> Int {
        (node.accessibilityContainerType == .semanticGroup ? 1 : 0) + node.subviews.map(groups).reduce(0, +)
      }
      #expect(groups(try importText(text).screen.root) == 0, "\(text)")
    }
  }

  /// idb's segmented control is a row of RadioButtons, in a RadioGroup in the nested form and alone in
  /// the flat list: either way its segments say `i of n` (dump-formats §6).
  @Test func radioButtonsOnARowAreSegments() throws {
    let app = #"{"type": "Application", "AXLabel": "App", "AXFrame": "{{0, 0}, {390, 844}}""#
    let radios = [("Day", 1, 20), ("Week", 0, 120), ("Month", 0, 220)].map { label, value, x in
      #"{"type": "RadioButton", "AXLabel": "\#(label)", "AXValue": "\#(value)", "AXFrame": "{{\#(x), 100}, {100, 32}}"}"#
    }
    let go = #"{"type": "Button", "AXLabel": "Go", "AXFrame": "{{20, 200}, {100, 44}}"}"#
    let flat = "[\(app)}, \(radios.joined(separator: ", ")), \(go)]"
    let group = #"{"type": "RadioGroup", "AXFrame": "{{20, 100}, {300, 32}}", "children": ["#
    let nested = "[\(app), \"children\": [\(group)\(radios.joined(separator: ", "))]}, \(go)]}]"
    for text in [flat, nested] {
      let screen = try importText(text).screen
      #expect(screen.elements.map(\.accessibilityLabel) == ["Day", "Week", "Month", "Go"])
      let segmented = screen.root.subviews.first { $0.className == "UISegmentedControl" }
      #expect(segmented?.subviews.count == 3)
      // A group, as every segmented control is: the Containers rotor stops at it.
      #expect(segmented?.shouldGroupAccessibilityChildren == true)
    }
    // A labelled group's own element stands beside the control, not as a segment of it.
    let labelled = nested.replacingOccurrences(
      of: #""type": "RadioGroup""#, with: #""type": "RadioGroup", "AXLabel": "View""#)
    let screen = try importText(labelled).screen
    #expect(screen.elements.map(\.accessibilityLabel) == ["View", "Day", "Week", "Month", "Go"])
    let control = try #require(
      screen.root.subviews.first?.subviews.first { $0.className == "UISegmentedControl" })
    #expect(control.subviews.map(\.accessibilityLabel) == ["Day", "Week", "Month"])
  }

  /// An Alert or Sheet is never an element through its title (docs/importing.md), and is modal in both
  /// forms: in the flat list it holds the entries inside its frame.
  /// idb's flat list has a keyboard's keys without the keyboard: dropped with it unless asked for.
  @Test func keysWithoutTheirKeyboardAreDroppedUnlessAskedFor() throws {
    let field = #"{"type": "TextField", "AXLabel": "Message", "AXFrame": "{{20, 100}, {350, 40}}"}"#
    let q =
      #"{"type": "Button", "AXLabel": "q", "traits": ["KeyboardKey"], "AXFrame": "{{3, 500}, {33, 42}}"}"#
    let e = #"{"type": "Key", "AXLabel": "e", "AXFrame": "{{40, 500}, {33, 42}}"}"#
    let text = "[\(field), \(q), \(e)]"
    #expect(try importText(text).screen.elements.map(\.accessibilityLabel) == ["Message"])
    #expect(
      try importText(text, options: ImportOptions(includeKeyboard: true)).screen.elements.map(
        \.accessibilityLabel)
        == ["Message", "q", "e"])
  }

  /// idb lists SpringBoard after the app when it is frontmost (dump-formats §3.2): a system alert over
  /// the app, read alone as the last of several windows is, in both forms.
  @Test func springBoardListedAfterTheAppIsTheTopMost() throws {
    let app = #"{"type": "Application", "AXLabel": "MyApp", "AXFrame": "{{0, 0}, {390, 844}}""#
    let button = #"{"type": "Button", "AXLabel": "Continue", "AXFrame": "{{20, 700}, {350, 44}}"}"#
    let board = #"{"type": "Application", "AXLabel": " ", "AXFrame": "{{0, 0}, {390, 844}}""#
    let allow = #"{"type": "Button", "AXLabel": "Allow Once", "AXFrame": "{{60, 420}, {270, 44}}"}"#
    let flat = "[\(app)}, \(button), \(board)}, \(allow)]"
    let nested = "[\(app), \"children\": [\(button)]}, \(board), \"children\": [\(allow)]}]"
    for text in [flat, nested] {
      let result = try importText(text)
      #expect(result.screen.root.subviews.map(\.accessibilityViewIsModal) == [false, true])
      #expect(
        result.screen.root.subviews.map { $0.subviews.map(\.accessibilityLabel) } == [
          ["Continue"], ["Allow Once"],
        ])
      #expect(
        result.warnings.map(\.message) == [
          "the Application, the last of 2 applications with elements, is treated as modal: only it is read"
        ])
    }
  }

  /// SpringBoard's list holds the status bar's items and the keys: an application that holds only
  /// those, asked for, is no window over the app; a Sheet keeps them readable beside it; and with keys
  /// on screen the last application is the top-most only when it holds the field being edited.
  @Test func theStatusBarAndTheKeysAreTheSystemsInAnIdbList() throws {
    let both = ImportOptions(includeStatusBar: true, includeKeyboard: true)
    let app = #"{"type": "Application", "AXLabel": "MyApp", "AXFrame": "{{0, 0}, {390, 844}}"}"#
    let board = #"{"type": "Application", "AXLabel": " ", "AXFrame": "{{0, 0}, {390, 844}}"}"#
    let hello = #"{"type": "Button", "AXLabel": "Hello", "AXFrame": "{{10, 100}, {100, 44}}"}"#
    let time =
      #"{"type": "StaticText", "AXLabel": "12:00", "AXFrame": "{{20, 15}, {50, 20}}", "traits": ["StaticText", "StatusBarElement"]}"#
    let key = #"{"type": "Key", "AXLabel": "q", "AXFrame": "{{20, 600}, {30, 40}}"}"#
    for bar in [time, key] {
      let result = try importText("[\(app), \(hello), \(board), \(bar)]", options: both)
      #expect(result.warnings.isEmpty)
      #expect(result.screen.root.subviews.map(\.accessibilityViewIsModal) == [false, false])
    }
    let sheet = #"{"type": "Sheet", "AXLabel": "Delete?", "AXFrame": "{{50, 300}, {290, 200}}"}"#
    let ok = #"{"type": "Button", "AXLabel": "OK", "AXFrame": "{{60, 400}, {100, 44}}"}"#
    let alert = try importText("[\(app), \(time), \(hello), \(sheet), \(ok)]", options: both)
    #expect(
      alert.warnings.map(\.message) == ["the Sheet is treated as modal: only it and the status bar are read"])
    let field =
      #"{"type": "TextField", "AXLabel": "Name", "AXFrame": "{{10, 100}, {300, 44}}", "traits": ["TextEntry", "IsEditing"]}"#
    let banner = #"{"type": "Button", "AXLabel": "Banner", "AXFrame": "{{10, 200}, {300, 44}}"}"#
    let editing = try importText("[\(app), \(field), \(key), \(board), \(banner)]")
    #expect(editing.warnings.isEmpty)
    #expect(editing.screen.elements.map(\.accessibilityLabel) == ["Name", "Banner"])
  }

  /// Without traits (idb before 2026) the status bar's items are known by the top band and a shared
  /// hint; an entry listing its traits is one only when they say StatusBarElement.
  @Test func statusBarItemsWithoutTraitsAreKnownByTheirSharedHint() throws {
    func items(traits: String) -> String {
      ["Wi-Fi", "Battery"].enumerated().map { index, label in
        #"{"type": "Button", "AXLabel": "\#(label)", "AXFrame": "{{\#(200 + index * 60), 10}, {50, 30}}", "#
          + #""help": "Double-tap to open Control Center"\#(traits)}"#
      }.joined(separator: ", ")
    }
    let app = #"{"type": "Application", "AXLabel": "App", "AXFrame": "{{0, 0}, {390, 844}}"}"#
    let body = #"{"type": "Button", "AXLabel": "Body", "AXFrame": "{{20, 300}, {100, 44}}"}"#
    let old = try importText("[\(app), \(items(traits: "")), \(body)]")
    #expect(old.screen.elements.map(\.accessibilityLabel) == ["Body"])
    let listed = try importText(#"[\#(app), \#(items(traits: #", "traits": ["Button"]"#)), \#(body)]"#)
    #expect(listed.screen.elements.map(\.accessibilityLabel) == ["Wi-Fi", "Battery", "Body"])
  }

  @Test func aSheetHoldsWhatIsInsideItAndIsModal() throws {
    let app = #"{"type": "Application", "AXLabel": "App", "AXFrame": "{{0, 0}, {390, 844}}""#
    let behind = #"{"type": "Button", "AXLabel": "Behind", "AXFrame": "{{20, 100}, {100, 44}}"}"#
    let sheet = #"{"type": "Sheet", "AXLabel": "Delete?", "AXFrame": "{{0, 500}, {390, 344}}""#
    let title = #"{"type": "StaticText", "AXLabel": "Delete?", "AXFrame": "{{20, 520}, {200, 30}}"}"#
    let cancel = #"{"type": "Button", "AXLabel": "Cancel", "AXFrame": "{{20, 600}, {100, 44}}"}"#
    let flat = "[\(app)}, \(behind), \(sheet)}, \(title), \(cancel)]"
    let nested = "[\(app), \"children\": [\(behind), \(sheet), \"children\": [\(title), \(cancel)]}]}]"
    for text in [flat, nested] {
      let result = try importText(text)
      #expect(result.screen.elements.map(\.accessibilityLabel) == ["Behind", "Delete?", "Cancel"])
      #expect(result.warnings.map(\.message) == ["the Sheet is treated as modal: only it is read"])
    }
    // A button past the sheet's edge by a float's rounding is still inside it.
    let rounded =
      #"{"type": "Button", "AXLabel": "OK", "AXFrame": "{{-0.00000000000001, 800}, {100, 44.5}}"}"#
    let withRounded = try importText("[\(app)}, \(behind), \(sheet)}, \(title), \(cancel), \(rounded)]")
      .screen
    let modal = withRounded.root.subviews.first { $0.accessibilityViewIsModal }
    #expect(modal?.subviews.map(\.accessibilityLabel) == ["Delete?", "Cancel", "OK"])
  }

  /// A labelled Group with nothing inside it is a cell or a progress bar whose children idb leaves out
  /// (facebook/idb#767): an element that speaks its words, in both forms. With members, a container.
  @Test func aLabelledGroupWithoutMembersIsAnElement() throws {
    let app = #"{"type": "Application", "AXLabel": "Mail", "AXFrame": "{{0, 0}, {390, 844}}""#
    let heading = #"{"type": "Heading", "AXLabel": "Mailboxes", "AXFrame": "{{16, 100}, {200, 30}}"}"#
    let cell = #"{"type": "Group", "AXLabel": "Inbox, 12", "AXFrame": "{{0, 160}, {390, 44}}""#
    let progress =
      #"{"type": "Group", "AXLabel": "Download", "AXValue": "8%", "AXFrame": "{{0, 300}, {390, 20}}""#
    let flat = "[\(app)}, \(heading), \(cell)}, \(progress)}]"
    let nested = "[\(app), \"children\": [\(heading), \(cell)}, \(progress)}]}]"
    for text in [flat, nested] {
      let elements = try importText(text).screen.elements
      #expect(elements.map(\.accessibilityLabel) == ["Mailboxes", "Inbox, 12", "Download"])
      #expect(elements.map(\.accessibilityValue) == [nil, nil, "8%"])
    }
  }

  /// An unlabelled container entry (a ScrollArea, a TabGroup) in the flat list says nothing and is no
  /// stop, as in the nested form, where its children are the elements.
  @Test func unlabelledContainersInTheFlatListAreNoStops() throws {
    let app = #"{"type": "Application", "AXLabel": "App", "AXFrame": "{{0, 0}, {390, 844}}""#
    let inside = #"{"type": "Button", "AXLabel": "Inside", "AXFrame": "{{20, 200}, {100, 44}}"}"#
    for container in [
      "ScrollArea", "TabGroup", "WebArea", "Grid", "List", "Outline", "SplitGroup", "RadioGroup",
    ] {
      let entry = #"{"type": "\#(container)", "AXLabel": null, "AXFrame": "{{0, 100}, {390, 400}}""#
      let flat = "[\(app)}, \(entry)}, \(inside)]"
      let nested = "[\(app), \"children\": [\(entry), \"children\": [\(inside)]}]}]"
      let fromFlat = try importText(flat).screen
      #expect(
        fromFlat.elements.map(\.summary) == ["Inside | - | button | [20, 200, 100, 44]"], "\(container)")
      #expect(try importText(nested).screen.elements.map(\.summary) == fromFlat.elements.map(\.summary))
    }
    // With a value it says something: a stop, as a labelled one.
    let valued = #"{"type": "ScrollArea", "AXValue": "Page 2", "AXFrame": "{{0, 100}, {390, 400}}"}"#
    #expect(try importText("[\(app)}, \(valued), \(inside)]").screen.elements.count == 2)
  }

  /// A sidebar's tab buttons one above the other at one x are one tab bar too (`Tab. i of n`); a tab
  /// elsewhere at the same x after a row is not of that row's bar.
  @Test func tabButtonsInAColumnAreOneTabBar() throws {
    func tab(_ label: String, x: Int, y: Int) -> String {
      #"{"type": "Button", "subrole": "AXTabButton", "AXLabel": "\#(label)", "AXFrame": "{{\#(x), \#(y)}, {200, 44}}"}"#
    }
    let app = #"{"type": "Application", "AXLabel": "App", "AXFrame": "{{0, 0}, {1024, 1366}}"}"#
    let column =
      "[\(app), \(tab("Home", x: 0, y: 100)), \(tab("Search", x: 0, y: 144)), \(tab("Library", x: 0, y: 188))]"
    #expect(try importText(column).screen.tabBars == [["Home", "Search", "Library"]])
    // At one x as floats give it.
    let floats =
      "[\(app), \(tab("Home", x: 16, y: 100)), "
      + #"{"type": "Button", "subrole": "AXTabButton", "AXLabel": "Mail", "AXFrame": "{{16.000000000000004, 144}, {200, 44}}"}]"#
    #expect(try importText(floats).screen.tabBars == [["Home", "Mail"]])
    let rowThenOther =
      "[\(app), \(tab("A", x: 0, y: 1300)), \(tab("B", x: 200, y: 1300)), \(tab("C", x: 0, y: 100))]"
    #expect(try importText(rowThenOther).screen.tabBars == [["A", "B"], ["C"]])
  }

  @Test func tabButtonsOnOneRowAreATabBarAndAValueOfOneIsSelected() throws {
    // Spec §6: `[Selected: ]Home, Tab, 1 of 4.` The flat list has no tab bar: the tab buttons on one row
    // are one; a RadioButton's (or tab button's) AXValue "1" is its selected state, not a value.
    let json = """
      [{"type": "Application", "AXLabel": "App", "AXFrame": "{{0, 0}, {390, 844}}"},
       {"type": "RadioButton", "subrole": "AXTabButton", "AXLabel": "Home", "AXValue": "1",
        "AXFrame": "{{0, 780}, {130, 50}}"},
       {"type": "Button", "subrole": "AXTabButton", "AXLabel": "Search", "AXValue": null,
        "AXFrame": "{{130, 780}, {130, 50}}"},
       {"type": "RadioButton", "subrole": "AXTabButton", "AXLabel": "Me", "AXValue": "0",
        "AXFrame": "{{260, 780}, {130, 50}}"},
       {"type": "Button", "subrole": "AXTabButton", "AXLabel": "Chats", "AXValue": "0",
        "AXFrame": "{{390, 780}, {130, 50}}"},
       {"type": "Button", "subrole": "AXTabButton", "AXLabel": "Day", "AXValue": "3",
        "AXFrame": "{{0, 100}, {195, 30}}"},
       {"type": "Button", "subrole": "AXTabButton", "AXLabel": "Week", "traits": ["Button", "TabButton"],
        "AXValue": "1", "AXFrame": "{{195, 100}, {195, 30}}"},
       {"type": "Button", "subrole": "AXTabButton", "AXLabel": "Month", "traits": ["Button", "TabButton"],
        "AXValue": "0", "AXFrame": "{{390, 100}, {195, 30}}"},
       {"type": "RadioButton", "AXLabel": "Small", "AXValue": "1", "AXFrame": "{{0, 200}, {100, 30}}"}]
      """
    let screen = try importText(json).screen
    #expect(
      screen.elements.map(\.summary) == [
        "Home | - | button,selected,tabBarItem | [0, 780, 130, 50]",
        "Search | - | button,tabBarItem | [130, 780, 130, 50]",
        "Me | - | button,tabBarItem | [260, 780, 130, 50]",
        // A Button tab's "0" is its state too.
        "Chats | - | button,tabBarItem | [390, 780, 130, 50]",
        // A badge stays a value; with a traits list, only `Selected` says selected.
        "Day | 3 | button,tabBarItem | [0, 100, 195, 30]",
        "Week | 1 | button,tabBarItem | [195, 100, 195, 30]",
        // A "0" is the state whatever the list says: no tab bar shows a badge of 0.
        "Month | - | button,tabBarItem | [390, 100, 195, 30]",
        "Small | - | button,selected | [0, 200, 100, 30]",
      ])
    // The second row of tab buttons is a tab bar of its own.
    #expect(screen.tabBars == [["Home", "Search", "Me", "Chats"], ["Day", "Week", "Month"]])
  }

  @Test func describePointAndCompleteFormatsAreRead() throws {
    let point = #"{"type": "Button", "AXLabel": "OK", "AXFrame": "{{1, 2}, {3, 4}}"}"#
    #expect(try importText(point).screen.elements.map(\.summary) == ["OK | - | button | [1, 2, 3, 4]"])
    let complete = """
      {"elements": [{"type": "Button", "label": "OK", "identifier": "ok",
        "frame": {"x": 1, "y": 2, "width": 3, "height": 4}}],
       "screen": {"width": 390, "height": 844}}
      """
    let element = try #require(try importText(complete).screen.elements.first)
    #expect(element.summary == "OK | - | button | [1, 2, 3, 4]" && element.accessibilityIdentifier == "ok")
  }

  @Test func theCompleteFormatsScreenGivesTheDevice() throws {
    // Spec §3.1: `--format complete` states the screen; no element's frame is the device.
    let complete = """
      {"elements": [{"type": "Button", "label": "OK", "frame": {"x": 10, "y": 100, "width": 80, "height": 40}},
        {"type": "StaticText", "label": "Hello", "frame": {"x": 10, "y": 50, "width": 300, "height": 20}}],
       "backend": "ax", "screen": {"width": 1024, "height": 1366, "coordinate_space": "points"}}
      """
    let result = try importText(complete)
    #expect(result.screen.device == Device(idiom: .pad, width: 1024, height: 1366))
    #expect(result.screen.root.frame == Frame(x: 0, y: 0, width: 1024, height: 1366))
    #expect(result.warnings.isEmpty)
    let pixels =
      #"{"elements": [{"type": "Button", "label": "OK"}], "screen": {"width": 1, "height": 2,"#
      + #" "coordinate_space": "pixels"}}"#
    let inPixels = try importText(pixels)
    #expect(inPixels.warnings.map(\.message).contains("the screen size is in 'pixels', not points; ignored"))
    #expect(inPixels.screen.device == .defaultPhone)
    #expect(
      importError(#"{"elements": [{"type": "Button"}], "screen": {"width": "wide", "height": 2}}"#)
        == .wrongType(
          key: "screen.width", expected: "a positive number", at: SourcePosition(line: 1, column: 56)))
  }
}

@Suite struct IdbJSONErrorTests {
  /// A number in a text key is its text; in a name (`type`, `role`, `subrole`) it is an error, not an
  /// element that says nothing.
  @Test func numbersAreTextInWordsButNotInNames() throws {
    let label = #"[{"AXFrame": "{{0, 0}, {10, 10}}", "role": "AXButton", "AXLabel": 5}]"#
    #expect(try importText(label).screen.elements.map(\.accessibilityLabel) == ["5"])
    // Exactly as written: past a Double's 2^53, past 64 bits, and in any notation, never reformatted.
    for (number, text) in [
      ("9007199254740993", "9007199254740993"), ("-12345678901234567890", "-12345678901234567890"),
      ("12345678901234567890123", "12345678901234567890123"), ("-0", "-0"), ("1.0", "1.0"),
      ("2.5e1", "2.5e1"), ("0.1", "0.1"),
    ] {
      let json = #"[{"AXFrame": "{{0, 0}, {10, 10}}", "role": "AXButton", "AXLabel": "# + number + "}]"
      #expect(try importText(json).screen.elements.map(\.accessibilityLabel) == [text], "\(number)")
    }
    for key in ["type", "role", "subrole"] {
      let json = #"[{"AXFrame": "{{0, 0}, {10, 10}}", "AXLabel": "x", ""# + key + #"": 5}]"#
      #expect(
        importError(json)?.errorDescription == "'\(key)' must be a string or null", "\(key)")
    }
  }

  @Test func aWrongTypeNamesItsKeyAndLine() throws {
    let json = "[\n  {\"type\": \"Button\",\n   \"AXLabel\": [1]}\n]"
    let error = try #require(importError(json))
    #expect(
      error
        == .wrongType(key: "AXLabel", expected: "a string or null", at: SourcePosition(line: 3, column: 15)))
    #expect(error.errorDescription == "'AXLabel' must be a string or null")
  }

  /// Columns count Unicode scalars, as every reader's do: `é👋🏽` (three scalars, ten bytes) before the
  /// bad value moves it as far as `abc` does.
  @Test func columnsCountUnicodeScalarsNotBytes() throws {
    let json = "[{\"type\": \"Button\", \"AXValue\": \"é👋🏽\", \"AXLabel\": [1]}]"
    #expect(
      importError(json)
        == .wrongType(key: "AXLabel", expected: "a string or null", at: SourcePosition(line: 1, column: 50)))
    let ascii = "[{\"type\": \"Button\", \"AXValue\": \"abc\", \"AXLabel\": [1]}]"
    #expect(importError(ascii)?.position == SourcePosition(line: 1, column: 50))
  }

  @Test func aBadFrameStringNamesItsLine() throws {
    let json = "[\n{\"type\": \"Button\", \"AXFrame\": \"{{0, 0}, {ten, 4}}\"}\n]"
    #expect(importError(json) == .invalidFrame("{{0, 0}, {ten, 4}}", at: SourcePosition(line: 2, column: 31)))
    // `inf` or `nan` is an element without a real frame, as in the other dumps: no frame, not an error.
    let infinite = #"[{"type": "Button", "AXLabel": "Far", "AXFrame": "{{inf, inf}, {0, 0}}"}]"#
    #expect(try importText(infinite).screen.elements.map(\.frame) == [nil])
    // Only the words themselves: a frame that merely holds the letters is a bad frame.
    for bad in [
      "{{banana, 0}, {10, 10}}", "{{infx, 0}, {10, 10}}", "{{1, 2}, {3, 4}} nan", "{{0, 0}, {1e400, 10}}",
    ] {
      let json = #"[{"type": "Button", "AXFrame": ""# + bad + #""}]"#
      #expect(importError(json) == .invalidFrame(bad, at: SourcePosition(line: 1, column: 32)), "\(bad)")
    }
    let negative = "[{\"type\": \"Button\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": -1, \"height\": 4}}]"
    #expect(importError(negative)?.position?.line == 1)
  }

  @Test func truncatedJSONIsMalformed() throws {
    let json = "[\n  {\"type\": \"Button\",\n"
    #expect(
      importError(json)
        == .malformedJSON("expected a string key, found end of input", at: SourcePosition(line: 3, column: 1))
    )
    #expect(
      importError("[\n{\"type\": ", format: .idbJSON)
        == .malformedJSON("expected a value, found end of input", at: SourcePosition(line: 2, column: 10)))
    #expect(
      importError("[1 2]", format: .idbJSON)
        == .malformedJSON("expected ',' or ']', found '2'", at: SourcePosition(line: 1, column: 4)))
  }

  /// Numbers follow JSON's grammar, as in a native screen: Python's `json.dumps` never writes these.
  @Test(arguments: [
    ("01", "invalid number: leading zero", 44),
    ("-.5", "invalid number: expected a digit after '-'", 44),
    ("1.", "invalid number: expected a digit after '.'", 46),
    ("+1", "expected a value, found '+'", 44),
    (".5", "expected a value, found '.'", 44),
    ("1e999", "number out of range", 44),
  ])
  func aNumberOutsideJSONsGrammarIsMalformed(_ number: String, _ message: String, _ column: Int) {
    let json = #"[{"type": "Button", "frame": {"x": 0, "y": "# + number + #", "width": 1, "height": 1}}]"#
    #expect(
      importError(json, format: .idbJSON)
        == .malformedJSON(message, at: SourcePosition(line: 1, column: column)))
  }

  /// Python's `json.dumps` writes a string holding half a surrogate pair as a lone `\u` escape: it reads
  /// as U+FFFD, and the text around it survives.
  @Test func aLoneSurrogateEscapeReadsAsTheReplacementCharacter() throws {
    let labels = [
      (#"Caf\ud83d"#, "Caf\u{FFFD}"), (#"\udc00x"#, "\u{FFFD}x"), (#"\ud83d\u00e9"#, "\u{FFFD}é"),
      (#"\ud83d\ud83d\ude00"#, "\u{FFFD}😀"), (#"\ud83d\ude00"#, "😀"),
    ]
    for (escaped, label) in labels {
      let json = #"[{"type": "Button", "AXLabel": ""# + escaped + #"", "AXFrame": "{{0, 0}, {10, 10}}"}]"#
      #expect(try importText(json).screen.elements.map(\.accessibilityLabel) == [label])
    }
    let key = #"[{"type": "Button", "AX\udc00": 1, "AXLabel": "OK"}]"#
    #expect(try importText(key).screen.elements.map(\.accessibilityLabel) == ["OK"])
  }

  @Test func wrongShapesAreRefused() throws {
    #expect(
      importError("42", format: .idbJSON)
        == .wrongType(
          key: "(top level)", expected: "an array of elements", at: SourcePosition(line: 1, column: 1)))
    #expect(
      importError("[\"Button\"]")
        == .wrongType(
          key: "element", expected: "an idb element object (with type, AXLabel, AXFrame, …)",
          at: SourcePosition(line: 1, column: 2)))
    #expect(
      importError(#"[{"type": "Button", "children": {}}]"#)
        == .wrongType(key: "children", expected: "an array", at: SourcePosition(line: 1, column: 33)))
  }

  @Test func anObjectWithNoIdbKeyIsNoElement() throws {
    // A native screen read with `--input-format idb` used to become one empty element.
    let screen = #"{"device": {"idiom": "phone", "width": 390, "height": 844}, "root": {"class": "UIView"}}"#
    let expected = ImportError.wrongType(
      key: "(top level)",
      expected: "an array of elements or an element object with idb keys (type, AXLabel, AXFrame, …)",
      at: SourcePosition(line: 1, column: 1))
    #expect(importError(screen, format: .idbJSON) == expected)
    #expect(importError("{}", format: .idbJSON) == expected)
    #expect(importError(#"{"AXLabel": null}"#, format: .idbJSON) == nil)
  }

  @Test func nestingDeeperThanTheLimitIsAnError() throws {
    let depth = Screen.maximumDepth + 1
    let json =
      String(repeating: #"{"type": "Group", "children": ["#, count: depth)
      + String(repeating: "]}", count: depth)
    #expect(importError("[" + json + "]")?.errorDescription == "nodes nested deeper than 512 levels")
    // Raw JSON nesting stops where a native screen's does, said as JSON's: one node holds it.
    #expect(
      importError(String(repeating: "[", count: 100_000), format: .idbJSON)
        == .malformedJSON("nested deeper than 2048 levels", at: SourcePosition(line: 1, column: 2049)))
    let deepValue =
      #"[{"type": "Button", "AXLabel": "x", "extra": "# + String(repeating: "[", count: 1_100)
      + String(repeating: "]", count: 1_100) + "}]"
    #expect(importError(deepValue, format: .idbJSON) == nil)
  }
}

@Suite struct DumpFormatDetectionTests {
  @Test func eachFormatIsDetectedFromItsFirstCharacters() throws {
    #expect(DumpFormat.detect(try Fixture.bytes("shirates_SettingsTopScreen.xml")) == .webDriverAgentXML)
    #expect(DumpFormat.detect(try Fixture.bytes("idb_describe_all_flat_ios18_springboard.json")) == .idbJSON)
    #expect(
      DumpFormat.detect(try Fixture.bytes("xcuitest_debugdesc_xamarin_FRAGMENT.txt")) == .debugDescription)
    #expect(DumpFormat.detect(Array("\u{FEFF}  {\"AXLabel\": \"x\", \"type\": \"Button\"}".utf8)) == .idbJSON)
    #expect(DumpFormat.detect(Array("Query chain:\n →Find: Application 'x'".utf8)) == .debugDescription)
    // A test log's line before the dump starts with a bracket, not a JSON list.
    let logged = "[LoginTests testLogin] snapshot follows\nElement subtree:\n →Application, 0x1, pid: 1\n"
    #expect(DumpFormat.detect(Array(logged.utf8)) == .debugDescription)
    // XCTest's failure line with no source location, and a test log longer than the window looked at.
    let failed = "<unknown>:0: error: -[AppUITests testLogin] : Failed to tap \"Login\" Button\n" + logged
    #expect(DumpFormat.detect(Array(failed.utf8)) == .debugDescription)
    let long =
      String(repeating: "    t =    0.01s Checking existence of `\"Login\" Button`\n", count: 2_000) + logged
    #expect(DumpFormat.detect(Array(long.utf8)) == .debugDescription)
    #expect(DumpFormat.detect(Array((String(repeating: "hello\n", count: 20_000)).utf8)) == nil)
    // A list that is neither stays idb's, whose reader says what is wrong with it.
    #expect(DumpFormat.detect(Array("[1, 2]".utf8)) == .idbJSON)
    #expect(DumpFormat.detect(Array(" [\n ]".utf8)) == .idbJSON)
  }

  @Test func nativeScreensAndStrangersAreNotDumps() throws {
    #expect(
      DumpFormat.detect(Array(#"{"device": {"idiom": "phone"}, "root": {"class": "UIView"}}"#.utf8)) == nil)
    #expect(DumpFormat.detect(Array(#"{"title": "role", "root": {}}"#.utf8)) == nil)
    #expect(DumpFormat.detect(Array("hello".utf8)) == nil)
    #expect(DumpFormat.detect([]) == nil)
    #expect(importError(#"{"root": {}}"#) == .unknownFormat)
    // A native screen is a dump importer's to point elsewhere, not to call no screen.
    #expect(
      ImportError.unknownFormat.errorDescription
        == "not a dump vosim reads (WebDriverAgent XML, XCTest debugDescription, idb JSON, AccessibilitySnapshot "
        + "JSON); a native screen file is read with ScreenReader, which reads dumps too")
  }

  @Test func formatNamesForTheCommandLine() {
    #expect(
      DumpFormat.allCases.map(\.rawValue) == ["xml", "debugdescription", "idb", "accessibility-snapshot"])
    #expect(DumpFormat(rawValue: "idb") == .idbJSON)
  }

  @Test func invalidUTF8InADebugDescriptionNamesItsLineAndColumn() throws {
    let bytes = Array("Element subtree:\n →Window, 0x1\n".utf8) + [0xFF, 0x0A]
    #expect(throws: ImportError.notUTF8(at: SourcePosition(line: 3, column: 1))) {
      try DumpImporter().importScreen(bytes, format: .debugDescription)
    }
    // Columns count characters, as every reader's do: `é` is one.
    let inLabel = Array("Element subtree:\n →Window, 0x1, label: 'Jé".utf8) + [0xFF] + Array("o'\n".utf8)
    #expect(throws: ImportError.notUTF8(at: SourcePosition(line: 2, column: 26))) {
      try DumpImporter().importScreen(inLabel, format: .debugDescription)
    }
  }

  /// `title` names an element whose label is missing or empty.
  @Test func aTitleStandsInForAnEmptyLabel() throws {
    let list = """
      [{"AXFrame": "{{20, 100}, {100, 44}}", "type": "Button", "AXLabel": "", "title": "Save"},
       {"AXFrame": "{{20, 200}, {100, 44}}", "type": "Button", "AXLabel": null, "title": "Open"},
       {"AXFrame": "{{20, 300}, {100, 44}}", "type": "Button", "AXLabel": "Real", "title": "Other"}]
      """
    #expect(try importText(list).screen.elements.map(\.accessibilityLabel) == ["Save", "Open", "Real"])
  }
}

import Testing
import VosimModel

@testable import VosimImport

/// Decodes a screen file's text.
private func decode(_ text: String) throws(ModelError) -> ScreenDocument {
  try ScreenDecoder().decode(text)
}

/// The root node of `{"root": NODE}`.
private func root(_ node: String) throws(ModelError) -> AccessibilityNode {
  try decode("{\"root\": \(node)}").screen.root
}

/// `line:column message` of the error decoding `text` throws, or nil.
private func failure(_ text: String) -> String? {
  do {
    _ = try decode(text)
    return nil
  } catch {
    return "\(error.position.map(\.description) ?? "-") \(error.errorDescription ?? "")"
  }
}

private func warnings(_ text: String) throws -> [String] {
  try decode(text).warnings.map(\.description)
}

@Suite struct ScreenDecoderTests {
  @Test func appliesTheFormatDefaults() throws {
    let document = try decode("{\"root\": {}}")
    #expect(document.screen == Screen(root: AccessibilityNode()))
    #expect(document.screen.device == Device(idiom: .phone, width: 390, height: 844))
    #expect(document.screen.language == "en-US")
    #expect(document.screen.layoutDirection == .leftToRight)
    #expect(document.warnings.isEmpty)
  }

  /// A stepper's step: a number above 0, as UIStepper takes, written back by the encoder.
  @Test func aStepperStepIsANumberAboveZero() throws {
    #expect(try root(#"{"class": "UIStepper", "stepValue": 0.5}"#).content.stepValue == 0.5)
    #expect(try root(#"{"class": "UIStepper", "stepValue": null}"#).content.stepValue == nil)
    #expect(
      failure(#"{"root": {"class": "UIStepper", "stepValue": 0}}"#)
        == "1:46 'stepValue' must be a number greater than 0")
    #expect(
      failure(#"{"root": {"class": "UIStepper", "stepValue": -2}}"#)
        == "1:46 'stepValue' must be a number greater than 0")
    var node = AccessibilityNode(className: "UIStepper")
    node.content.stepValue = 5
    let text = String(decoding: ScreenEncoder().encode(Screen(root: node)), as: UTF8.self)
    #expect(text.contains(#""stepValue": 5"#))
    #expect(try decode(text).screen.root.content.stepValue == 5)
  }

  /// An empty language names none: the screen reads as one that declares none, with a warning, as
  /// `--language ""` is refused.
  @Test func anEmptyLanguageIsReadAsNoneWithAWarning() throws {
    let document = try decode(#"{"language": " ", "root": {}}"#)
    #expect(document.screen.language == "en-US")
    #expect(!document.screen.isLanguageDeclared)
    #expect(
      document.warnings.map(\.description) == [
        "1:14: warning: an empty 'language' names no language: read as en-US"
      ])
  }

  /// A language tag is read as the engine uses it: white space around it left out, a malformed one
  /// (`!!`) or an empty one as no language, each with a warning, on the screen as on an element; the
  /// transcript, the speech and the audit then agree on its language.
  @Test func languageTagsAreCheckedWhereverTheyStand() throws {
    let document = try decode(
      #"{"language": " de-DE", "root": {"subviews": [{"accessibilityLanguage": "!!"}, {"accessibilityLanguage": ""}, {"accessibilityLanguage": "ru\n"}]}}"#
    )
    #expect(document.screen.language == "de-DE")
    #expect(document.screen.isLanguageDeclared)
    #expect(document.screen.root.subviews.map(\.accessibilityLanguage) == [nil, nil, "ru"])
    #expect(
      document.warnings.map(\.description) == [
        "1:14: warning: 'language' ' de-DE' has white space around it, which is left out: read as 'de-DE'",
        "1:72: warning: 'accessibilityLanguage' '!!' is not a BCP-47 language tag (en-US, de): read as the screen's",
        "1:105: warning: an empty 'accessibilityLanguage' names no language: read as the screen's",
        "1:136: warning: 'accessibilityLanguage' 'ru\\u{A}' has white space around it, which is left out: read as 'ru'",
      ])
    let malformed = try decode(#"{"language": "!!", "root": {}}"#)
    #expect(malformed.screen.language == "en-US" && !malformed.screen.isLanguageDeclared)
    // `Locale.identifier`'s form is the tag it stands for, as a screen built in Swift with it is read.
    let locale = try decode(#"{"language": "de_DE", "root": {}}"#)
    #expect(locale.screen.language == "de-DE" && locale.screen.isLanguageDeclared)
    #expect(
      locale.warnings.map(\.description) == [
        "1:14: warning: 'language' 'de_DE' is a locale identifier, not a BCP-47 language tag: read as 'de-DE'"
      ])
  }

  /// A pad that gives no size is a pad's, not a phone's: its content would be off a 390-point screen.
  @Test func aSizeLeftOutIsTheIdioms() throws {
    #expect(try decode(#"{"device": {"idiom": "pad"}, "root": {}}"#).screen.device == Device(idiom: .pad))
    #expect(Device(idiom: .pad).width == 820 && Device(idiom: .pad).height == 1180)
    #expect(
      try decode(#"{"device": {"height": 1000, "idiom": "pad"}, "root": {}}"#).screen.device
        == Device(idiom: .pad, width: 820, height: 1000))
    #expect(
      try decode(#"{"device": {"width": 375}, "root": {}}"#).screen.device == Device(width: 375, height: 844))
  }

  /// `--idiom` reads the screen as that idiom: a size the file leaves out is that idiom's, one it gives
  /// is kept.
  @Test func anIdiomOverrideDecidesTheSizesLeftOut() throws {
    func device(_ json: String, as idiom: Device.Idiom) throws -> Device {
      try ScreenDecoder(idiom: idiom).decode(Array(json.utf8)).screen.device
    }
    #expect(try device(#"{"root": {}}"#, as: .pad) == Device(idiom: .pad))
    #expect(try device(#"{"device": {"idiom": "pad"}, "root": {}}"#, as: .phone) == Device(idiom: .phone))
    #expect(
      try device(#"{"device": {"width": 390, "height": 844}, "root": {}}"#, as: .pad)
        == Device(idiom: .pad, width: 390, height: 844))
    #expect(
      try device(#"{"device": {"height": 1000}, "root": {}}"#, as: .pad)
        == Device(idiom: .pad, width: 820, height: 1000))
    // Through the reader every command uses.
    let reading = try ScreenReader(importOptions: ImportOptions(idiom: .pad)).read(
      Array(#"{"root": {}}"#.utf8))
    #expect(reading.screen.device == Device(idiom: .pad))
  }

  @Test func readsTheTopLevelKeys() throws {
    let screen = try decode(
      """
      {"device": {"idiom": "pad", "width": 820, "height": 1180.5}, "language": "de-DE",
       "layoutDirection": "rightToLeft", "root": {"class": "UILabel"}}
      """
    ).screen
    #expect(screen.device == Device(idiom: .pad, width: 820, height: 1180.5))
    #expect(screen.device.systemVersion == nil)
    #expect(screen.language == "de-DE")
    #expect(screen.layoutDirection == .rightToLeft)
    #expect(screen.root.className == "UILabel")
  }

  /// `device.systemVersion` is UIDevice's: one to three whole numbers joined by dots.
  @Test func readsTheSystemVersion() throws {
    let screen = try decode("{\"device\": {\"systemVersion\": \"18.5\"}, \"root\": {}}").screen
    #expect(screen.device.systemVersion == SystemVersion("18.5"))
    #expect(screen.device.systemVersion?.major == 18)
    #expect(SystemVersion("17.5.1")?.components == [17, 5, 1])
    for bad in ["", "18.", ".5", "18.5.1.2", "v18", "18,5", "-1", "１８"] { #expect(SystemVersion(bad) == nil) }
    #expect(SystemVersion("18")! == SystemVersion("18.0")!)
    #expect(SystemVersion("18.5")! < SystemVersion("26")!)
    let encoded = ScreenEncoder().encodeString(screen)
    #expect(encoded.contains("\"systemVersion\": \"18.5\""))
    #expect(try decode(encoded).screen == screen)
  }

  /// A data table's counts and a cell's ranges, as UIAccessibilityContainerDataTable has them.
  @Test func readsDataTableKeys() throws {
    let node = try root(
      """
      {"accessibilityContainerType": "dataTable", "accessibilityRowCount": 5, "accessibilityColumnCount": 2,
       "subviews": [{"class": "UILabel", "accessibilityRowRange": [3, 2], "accessibilityColumnRange": [0, 1.0],
        "isAccessibilityHeader": true}]}
      """)
    #expect(node.dataTable == DataTableInfo(rowCount: 5, columnCount: 2))
    #expect(
      node.subviews[0].dataTable
        == DataTableInfo(
          rowRange: CellRange(location: 3, length: 2), columnRange: CellRange(location: 0), isHeader: true))
    let screen = Screen(root: node)
    let encoded = ScreenEncoder().encodeString(screen)
    #expect(encoded.contains("\"accessibilityRowRange\": [3, 2]"))
    #expect(try decode(encoded).screen == screen)
    let expected = "must be an array [location, length] of integers, location ≥ 0 and length ≥ 1"
    #expect(
      failure("{\"root\": {\"accessibilityRowRange\": [1]}}") == "1:36 'accessibilityRowRange' \(expected)")
    #expect(
      failure("{\"root\": {\"accessibilityRowRange\": [1, 0]}}") == "1:36 'accessibilityRowRange' \(expected)"
    )
    #expect(
      failure("{\"root\": {\"accessibilityColumnRange\": [-1, 1]}}")
        == "1:39 'accessibilityColumnRange' \(expected)")
    #expect(
      failure("{\"root\": {\"accessibilityRowRange\": [0, 1, 2]}}")
        == "1:43 'accessibilityRowRange' \(expected)")
    #expect(
      failure("{\"root\": {\"accessibilityRowCount\": -2}}")
        == "1:36 'accessibilityRowCount' must be a non-negative integer")
  }

  /// A tab item takes the accessibility keys a UITabBarItem has.
  @Test func readsEveryTabItemKey() throws {
    let node = try root(
      """
      {"class": "UITabBar", "items": [{"title": "Home", "badgeValue": "3", "isEnabled": false,
        "accessibilityLabel": "L", "accessibilityValue": "V", "accessibilityHint": "H",
        "accessibilityIdentifier": "home", "accessibilityTraits": ["button", "header"]}]}
      """)
    let item = ControlContent.TabItem(
      title: "Home", badgeValue: "3", isEnabled: false, accessibilityLabel: "L", accessibilityValue: "V",
      accessibilityHint: "H", accessibilityIdentifier: "home", accessibilityTraits: [.button, .header])
    #expect(node.content.items == [item])
    let screen = Screen(root: node)
    #expect(try decode(ScreenEncoder().encodeString(screen)).screen == screen)
  }

  @Test func readsEveryNodeKey() throws {
    let node = try root(
      """
      {"class": "MyCardView", "frame": [1, 2.5, 300, 0], "isAccessibilityElement": true,
       "accessibilityLabel": "Card", "accessibilityValue": "3 of 5", "accessibilityHint": "Opens it.",
       "accessibilityIdentifier": "card", "accessibilityLanguage": "ru",
       "accessibilityTraits": ["button", "header"],
       "accessibilityElementsHidden": true, "accessibilityViewIsModal": true,
       "shouldGroupAccessibilityChildren": true, "isHidden": true, "clipsToBounds": true, "alpha": 0.5,
       "accessibilityContainerType": "semanticGroup", "accessibilityCustomActions": ["Delete", "Share"],
       "accessibilityCustomContent": [{"label": "Rating", "value": "4", "importance": "high"},
                                      {"label": "Year", "value": "1999"}],
       "subviews": [{"class": "UILabel", "text": "A"}],
       "accessibilityElements": [{"class": "UIButton", "title": "B"}]}
      """)
    let expected = AccessibilityNode(
      className: "MyCardView", frame: Frame(x: 1, y: 2.5, width: 300, height: 0),
      isAccessibilityElement: true,
      accessibilityLabel: "Card", accessibilityValue: "3 of 5", accessibilityHint: "Opens it.",
      accessibilityIdentifier: "card", accessibilityLanguage: "ru", accessibilityTraits: [.button, .header],
      accessibilityElementsHidden: true, accessibilityViewIsModal: true,
      shouldGroupAccessibilityChildren: true,
      isHidden: true, clipsToBounds: true, alpha: 0.5, accessibilityContainerType: .semanticGroup,
      accessibilityCustomActions: ["Delete", "Share"],
      accessibilityCustomContent: [
        CustomContent(label: "Rating", value: "4", importance: .high),
        CustomContent(label: "Year", value: "1999"),
      ],
      subviews: [AccessibilityNode(className: "UILabel", content: content { $0.text = "A" })],
      accessibilityElements: [
        .node(AccessibilityNode(className: "UIButton", content: content { $0.title = "B" }))
      ])
    #expect(node == expected)
    #expect(node.uikitClass == .view)
  }

  @Test func readsEveryContentKey() throws {
    let node = try root(
      """
      {"text": "t", "detailText": "d", "title": "T", "placeholder": "p", "isSecureTextEntry": true,
       "isEditing": false, "isEditable": true, "isOn": true, "value": 0.75, "minimumValue": -1,
       "maximumValue": 2, "currentPage": 1, "numberOfPages": 4, "segments": ["One", "Two"],
       "selectedSegmentIndex": -1, "items": [{"title": "Home", "badgeValue": "3"}, {"title": "Search"}, {}],
       "selectedItemIndex": 0, "backTitle": "Settings", "isEnabled": false, "isSelected": true}
      """)
    var expected = ControlContent()
    expected.text = "t"
    expected.detailText = "d"
    expected.title = "T"
    expected.placeholder = "p"
    expected.isSecureTextEntry = true
    expected.isEditing = false
    expected.isEditable = true
    expected.isOn = true
    expected.value = 0.75
    expected.minimumValue = -1
    expected.maximumValue = 2
    expected.currentPage = 1
    expected.numberOfPages = 4
    expected.segments = ["One", "Two"]
    expected.selectedSegmentIndex = -1
    expected.items = [.init(title: "Home", badgeValue: "3"), .init(title: "Search"), .init()]
    expected.selectedItemIndex = 0
    expected.backTitle = "Settings"
    expected.isEnabled = false
    expected.isSelected = true
    #expect(node.content == expected)
  }

  @Test func readsTraitsAsNamesOrAnExactRawValue() throws {
    #expect(try root("{\"accessibilityTraits\": []}").accessibilityTraits == [])
    #expect(
      try root("{\"accessibilityTraits\": [\"toggleButton\", \"button\"]}").accessibilityTraits == [
        .button, .toggleButton,
      ])
    #expect(try root("{\"accessibilityTraits\": 32769}").accessibilityTraits == [.button, .tabBar])
    #expect(
      try root("{\"accessibilityTraits\": 9007199254740993}").accessibilityTraits?.rawValue == (1 << 53) + 1)
    #expect(try root("{\"accessibilityTraits\": null}").accessibilityTraits == nil)
  }

  @Test func treatsNullAsAbsent() throws {
    let node = try root(
      """
      {"class": null, "frame": null, "accessibilityLabel": null, "isHidden": null, "alpha": null,
       "accessibilityContainerType": null, "subviews": null, "accessibilityElements": null, "text": null}
      """)
    #expect(node == AccessibilityNode())
    #expect(
      try decode("{\"device\": null, \"language\": null, \"root\": {}}").screen
        == Screen(root: AccessibilityNode()))
  }

  @Test func readsExplicitOrdersWithRefs() throws {
    let screen = try decode(
      """
      {"root": {"subviews": [{"accessibilityIdentifier": "a"}, {"subviews": [{"accessibilityIdentifier": "b"}]}],
       "accessibilityElements": [{"ref": "b"}, {"class": "UILabel"}, {"ref": "a"}]}}
      """
    ).screen
    let node = screen.root
    #expect(
      node.accessibilityElements == [.ref("b"), .node(AccessibilityNode(className: "UILabel")), .ref("a")])
    let resolved = try screen.nodes.explicitEntries(of: 0, at: .root)?.map {
      screen.nodes.path(of: $0.index).description
    }
    #expect(
      resolved == ["root.subviews[1].subviews[0]", "root.accessibilityElements[1]", "root.subviews[0]"])
    #expect(try root("{\"accessibilityElements\": []}").accessibilityElements == [])
  }

  @Test func reportsRefErrorsWithTheContainerPath() throws {
    let tail = "\"accessibilityElements\": [{\"ref\": \"x\"}]"
    #expect(
      failure("{\"root\": {\"subviews\": [{}, {\(tail)}]}}")
        == "- root.subviews[1]: ref 'x' names no node of this container's subtree")
    #expect(
      failure(
        "{\"root\": {\"subviews\": [{\"accessibilityIdentifier\": \"x\"}, "
          + "{\"accessibilityIdentifier\": \"x\"}], \(tail)}}"
      )
        == "- root: ref 'x' is ambiguous or repeated; it must name exactly one node, once")
    #expect(
      failure(
        "{\"root\": {\"subviews\": [{\"accessibilityIdentifier\": \"x\"}], "
          + "\"accessibilityElements\": [{\"ref\": \"x\"}, {\"ref\": \"x\"}]}}"
      )
        == "- root: ref 'x' is ambiguous or repeated; it must name exactly one node, once")
    #expect(
      failure("{\"root\": {\"accessibilityElements\": [{}, {\"accessibilityIdentifier\": \"x\", \(tail)}]}}")
        == "- root.accessibilityElements[1]: ref 'x' names the container itself")
    #expect(
      failure("{\"root\": {\"accessibilityElements\": [{\"ref\": \"x\", \"class\": \"UILabel\"}]}}")
        == "1:37 a {\"ref\": …} entry of accessibilityElements takes no other node keys")
    // `null` means absent, beside a ref too; a later value of the same key is not.
    let nulled = try decode(
      #"{"root": {"subviews": [{"accessibilityIdentifier": "x", "class": "UILabel", "text": "A"}], "#
        + #""accessibilityElements": [{"ref": "x", "frame": null, "class": null}]}}"#)
    #expect(nulled.screen.root.accessibilityElements == [.ref("x")])
    #expect(
      failure(#"{"root": {"accessibilityElements": [{"ref": "x", "frame": null, "frame": [0, 0, 1, 1]}]}}"#)
        == "1:37 a {\"ref\": …} entry of accessibilityElements takes no other node keys")
  }

  @Test func agreesWithValidateOnRefs() throws {
    let text = """
      {"root": {"subviews": [{"accessibilityIdentifier": "a",
                              "subviews": [{"accessibilityIdentifier": "b"}]}],
                "accessibilityElements": [{"ref": "b"}, {"accessibilityIdentifier": "c",
                  "subviews": [{"accessibilityIdentifier": "d"}],
                  "accessibilityElements": [{"ref": "d"}]}]}}
      """
    let screen = try decode(text).screen
    try screen.validate()
    #expect(screen.root.accessibilityElements?.count == 2)
  }

  /// Whole numbers written with a fraction or an exponent are integers, as JSON Schema has them.
  @Test func wholeNumbersInAnyNotationAreIntegers() throws {
    let screen = try ScreenDecoder().decode(
      #"{"root": {"class": "UIPageControl", "currentPage": 1.0, "numberOfPages": 4e0}}"#
    ).screen
    #expect(screen.root.content.currentPage == 1)
    #expect(screen.root.content.numberOfPages == 4)
    let traits = try ScreenDecoder().decode(#"{"root": {"accessibilityTraits": 1.0}}"#).screen
    #expect(traits.root.accessibilityTraits == .button)
    // Past 2^53 a Double is no longer exact: 9007199254740993.0 is read as 2^53, so digits are needed.
    for number in ["9007199254740993.0", "9007199254740992e0", "90071992547409930e-1"] {
      #expect(
        failure("{\"root\": {\"numberOfPages\": \(number)}}")
          == "1:28 'numberOfPages' must be a whole number that fits 64 bits (plain digits from 2^53 up: 9007199254740993.0 and 1e16 are not exact)"
      )
      #expect(
        failure("{\"root\": {\"accessibilityTraits\": \(number)}}")
          == "1:34 'accessibilityTraits' must be a bit mask that fits 64 bits (plain digits from 2^53 up: 1e16 is "
          + "not exact)")
    }
    // The literal decides, not its nearest Double: 0.99999999999999999 rounds to 1 but is no whole number.
    // Past the 19 digits a UInt64 holds too.
    for number in [
      "0.99999999999999999", "1.00000000000000001", "12345.000000000000001e-3", "2.9999999999999999999",
      "1.0000000000000000000000000001", "123456789012345678901e-1",
    ] {
      #expect(
        failure("{\"root\": {\"currentPage\": \(number)}}") == "1:26 'currentPage' must be a whole number",
        "\(number)")
    }
    for number in [
      "1.000", "12.5e1", "1250e-1", "0.0", "1.00000000000000000000000", "30000000000000000000000e-22",
      "0.00000000000000000000002e23",
    ] {
      #expect(
        failure("{\"root\": {\"class\": \"UIPageControl\", \"currentPage\": \(number)}}") == nil, "\(number)")
    }
    #expect(
      failure("{\"root\": {\"numberOfPages\": 1e300}}")
        == "1:28 'numberOfPages' must be a whole number that fits 64 bits (plain digits from 2^53 up: 9007199254740993.0 and 1e16 are not exact)"
    )
    // A string or a boolean is no number at all: nothing about its size.
    for value in ["\"1\"", "true"] {
      #expect(
        failure("{\"root\": {\"numberOfPages\": \(value)}}") == "1:28 'numberOfPages' must be a whole number")
    }
  }

  /// A value that is not JSON at all (`tru`, a cut array) is the syntax error, not a wrong type.
  @Test func aBrokenValueUnderAKnownKeyIsASyntaxError() {
    #expect(
      failure("{\"root\": {\"accessibilityLabel\": tru}}")
        == "1:33 invalid literal; expected true, false or null")
    #expect(failure("{\"root\": {\"accessibilityLabel\": [1,}}") == "1:36 expected a value, found '}'")
    #expect(
      failure("{\"root\": {\"accessibilityLabel\": true}}") == "1:33 'accessibilityLabel' must be a string")
    // Inside an array of numbers, strings or objects too: a file cut in a string, a misspelt literal.
    #expect(failure("{\"root\": {\"frame\": [0, 0, 100, \"44") == "1:32 unterminated string")
    #expect(
      failure("{\"root\": {\"frame\": [0, 0, 100, nul]}}")
        == "1:32 invalid literal; expected true, false or null")
    #expect(
      failure("{\"root\": {\"subviews\": [nul]}}") == "1:24 invalid literal; expected true, false or null")
    #expect(
      failure("{\"root\": {\"segments\": [\"a\", tru]}}")
        == "1:29 invalid literal; expected true, false or null")
    #expect(
      failure("{\"root\": {\"accessibilityTraits\": [\"button\", fals]}}")
        == "1:45 invalid literal; expected true, false or null")
    #expect(
      failure("{\"root\": {\"accessibilityRowRange\": [1, nul]}}")
        == "1:40 invalid literal; expected true, false or null")
    #expect(
      failure("{\"root\": {\"customContent\": [nul]}}")
        == "1:29 invalid literal; expected true, false or null")
  }

  /// UIKit raises for a stepper's minimum above its maximum, so no screen has one: refused at the node.
  /// A selection naming no segment or tab selects nothing, which the file's author should hear of.
  @Test func impossibleControlsAreRefusedAndEmptySelectionsNoted() throws {
    #expect(
      failure(#"{"root": {"class": "UIStepper", "minimumValue": 10, "maximumValue": 5}}"#)
        == "1:10 minimumValue 10 is above maximumValue 5, which UIStepper refuses")
    #expect(
      failure(#"{"root": {"class": "UIStepper", "minimumValue": 101}}"#)
        == "1:10 minimumValue 101 is above maximumValue 100, which UIStepper refuses")
    // A slider's range is UISlider's to adjust, and a stepper's equal bounds are read.
    #expect(failure(#"{"root": {"class": "UISlider", "minimumValue": 10, "maximumValue": 5}}"#) == nil)
    #expect(failure(#"{"root": {"class": "UIStepper", "minimumValue": 5, "maximumValue": 5}}"#) == nil)
    let segments = try ScreenDecoder().decode(
      #"{"root": {"subviews": [{"class": "UISegmentedControl", "segments": ["A", "B"], "selectedSegmentIndex": 2}, "#
        + #"{"class": "UISegmentedControl", "segments": ["A"], "selectedSegmentIndex": -1}, "#
        + #"{"class": "UITabBar", "items": [{"title": "T"}], "selectedItemIndex": -1}]}}"#)
    #expect(
      segments.warnings.map(\.locatedMessage) == [
        "1:24: selectedSegmentIndex 2 names no segment (there are 2, from 0): none is selected",
        "1:188: selectedItemIndex -1 names no item (there are 1, from 0): no tab is selected",
      ])
  }

  @Test func reportsWrongTypesWithTheValuePosition() {
    #expect(failure("{\"root\": {\"alpha\": \"half\"}}") == "1:20 'alpha' must be a number")
    #expect(failure("{\"root\": {\"isHidden\": 1}}") == "1:23 'isHidden' must be true or false")
    #expect(
      failure("{\"root\": {\"accessibilityLabel\": 5}}") == "1:33 'accessibilityLabel' must be a string")
    #expect(
      failure("{\"root\": {\"currentPage\": 1.5}}") == "1:26 'currentPage' must be a whole number")
    #expect(
      failure("{\"root\": {\"accessibilityRowRange\": [1.5, 1]}}")
        == "1:37 'accessibilityRowRange' must be an array [location, length] of integers, location ≥ 0 and length ≥ 1"
    )
    #expect(
      failure("{\"root\": {\"segments\": [\"a\", 2]}}") == "1:29 'segments' must be an array of strings")
    #expect(failure("{\"root\": {\"subviews\": {}}}") == "1:23 'subviews' must be an array of node objects")
    #expect(failure("{\"root\": {\"subviews\": [1]}}") == "1:24 'subviews' must be an array of node objects")
    #expect(
      failure("{\"root\": {\"accessibilityElements\": [\"a\"]}}")
        == "1:37 'accessibilityElements' must be an array of node objects or {\"ref\": …} objects")
    #expect(
      failure("{\"root\": {\"accessibilityTraits\": \"button\"}}")
        == "1:34 'accessibilityTraits' must be an array of trait names or a non-negative integer")
    #expect(
      failure("{\"root\": {\"accessibilityTraits\": -1}}")
        == "1:34 'accessibilityTraits' must be an array of trait names or a non-negative integer")
    // A whole number refused for its size, not its kind.
    for big in ["18446744073709551616", "1e16"] {
      #expect(
        failure("{\"root\": {\"accessibilityTraits\": \(big)}}")
          == "1:34 'accessibilityTraits' must be a bit mask that fits 64 bits (plain digits from 2^53 up: 1e16 is "
          + "not exact)")
    }
    #expect(
      failure("{\"root\": {\"accessibilityCustomContent\": [\"x\"]}}")
        == "1:42 'accessibilityCustomContent' must be an array of {label, value, importance} objects")
    #expect(
      failure("{\"root\": {\"items\": [1]}}")
        == "1:21 'items' must be an array of tab item objects {title, badgeValue, …}")
    #expect(
      failure("{\"device\": {\"systemVersion\": \"iOS 18\"}, \"root\": {}}")
        == "1:30 'systemVersion' must be an iOS version such as \"18.5\"")
    #expect(
      failure("{\"device\": {\"systemVersion\": 18.5}, \"root\": {}}")
        == "1:30 'systemVersion' must be an iOS version such as \"18.5\"")
    #expect(failure("{\"root\": []}") == "1:10 'root' must be a node object")
    #expect(
      failure("{\"device\": {\"width\": -1}, \"root\": {}}") == "1:22 'width' must be a non-negative number")
  }

  @Test func reportsAnUnknownTraitWithTheValidNames() {
    #expect(
      failure("{\"root\": {\n  \"accessibilityTraits\": [\"button\", \"Buton\"]\n}}")
        == "2:37 unknown trait 'Buton'; valid traits: "
        + AccessibilityTraits.named.map(\.name).joined(separator: ", "))
  }

  @Test func reportsValuesOutsideTheirSets() {
    #expect(
      failure("{\"root\": {\"accessibilityContainerType\": \"table\"}}")
        == "1:41 unknown accessibilityContainerType 'table'; "
        + "expected one of: none, dataTable, list, landmark, semanticGroup"
    )
    #expect(
      failure("{\"device\": {\"idiom\": \"watch\"}, \"root\": {}}")
        == "1:22 unknown idiom 'watch'; expected one of: phone, pad")
    #expect(
      failure("{\"layoutDirection\": \"rtl\", \"root\": {}}")
        == "1:21 unknown layoutDirection 'rtl'; expected one of: leftToRight, rightToLeft")
    #expect(
      failure(
        "{\"root\": {\"accessibilityCustomContent\": "
          + "[{\"label\": \"a\", \"value\": \"b\", \"importance\": \"low\"}]}}"
      )
        == "1:85 unknown importance 'low'; expected one of: default, high")
  }

  @Test func reportsInvalidFrames() {
    #expect(
      failure("{\"root\": {\"frame\": [0, 0, 10]}}")
        == "1:20 invalid frame: expected 4 numbers [x, y, width, height], found 3")
    #expect(
      failure("{\"root\": {\"frame\": [0, 0, 10, 10, 5]}}")
        == "1:20 invalid frame: expected 4 numbers [x, y, width, height], found 5")
    #expect(
      failure("{\"root\": {\"frame\": [0, \"0\", 10, 10]}}")
        == "1:24 invalid frame: expected 4 numbers [x, y, width, height]; element 2 is not a number")
    #expect(
      failure("{\"root\": {\"frame\": [0, 0, -10, 10]}}")
        == "1:20 invalid frame: width and height must not be negative, found -10×10")
    #expect(failure("{\"root\": {\"frame\": [0, 0, 1e999, 10]}}") == "1:27 number out of range")
    #expect(
      failure("{\"root\": {\"frame\": \"0 0 10 10\"}}")
        == "1:20 'frame' must be an array [x, y, width, height]")
  }

  @Test func reportsAMissingRoot() {
    #expect(failure("{\"device\": {\"idiom\": \"pad\"}}") == "1:1 the screen has no 'root' node")
    #expect(failure("\n  {\"root\": null}") == "2:3 the screen has no 'root' node")
  }

  @Test func reportsMalformedDocuments() {
    #expect(failure("[]") == "1:1 a screen must be a JSON object with a 'root' node")
    #expect(failure("{\"root\": {}} x") == "1:14 unexpected 'x' after the top-level value")
    #expect(
      failure("{\"root\": {\"subviews\": [{},]}}")
        == "1:26 a comma before ']' (JSON allows none after the last item)")
  }

  @Test func warnsAboutUnknownKeysOncePerNameAndSkipsTheirValues() throws {
    let text = """
      {"version": 2, "root": {"tag": {"deep": [[{"x": 1}]]}, "subviews": [{"tag": 7}, {"ref": null}]},
       "device": {"scale": 3}, "tag": 1}
      """
    // Once per name and kind of object: the screen's own `tag` is another key than a node's. A null
    // `ref` is absent.
    #expect(
      try warnings(text) == [
        "1:2: warning: unknown key 'version' in the screen object",
        "1:25: warning: unknown key 'tag'",
        "2:13: warning: unknown key 'scale' in device",
        "2:26: warning: unknown key 'tag' in the screen object",
      ])
    #expect(try decode(text).screen.root.subviews.count == 2)
  }

  /// A ref names a node only in an explicit order: elsewhere it would leave an empty view.
  @Test func aRefOutsideAnExplicitOrderIsAnError() {
    #expect(
      failure(#"{"root": {"subviews": [{"ref": "x"}]}}"#)
        == "1:25 'ref' names a node only as an entry of accessibilityElements; a subview or the root is written whole"
    )
    #expect(failure(#"{"root": {"ref": "x"}}"#)?.hasPrefix("1:11 'ref' names a node only") == true)
  }

  @Test func letsTheLastDuplicateKeyWinWithAWarning() throws {
    let document = try decode("{\"root\": {\"text\": \"a\", \"text\": \"b\", \"alpha\": 0, \"alpha\": null}}")
    #expect(document.screen.root.content.text == "b")
    #expect(document.screen.root.alpha == 1)
    #expect(
      document.warnings.map(\.description) == [
        "1:24: warning: duplicate key 'text'; the last value wins",
        "1:49: warning: duplicate key 'alpha'; the last value wins",
      ])
  }

  @Test func rejectsNodesNestedBeyondTheLimit() {
    let depth = 100_000
    let text =
      "{\"root\": " + String(repeating: "{\"subviews\": [", count: depth) + "{}"
      + String(repeating: "]}", count: depth) + "}"
    let offset = 9 + 14 * Screen.maximumDepth
    #expect(failure(text) == "1:\(offset + 1) nodes nested deeper than 512 levels")
  }

  @Test func acceptsNodesNestedToTheLimit() throws {
    let depth = Screen.maximumDepth - 1
    let text =
      "{\"root\": " + String(repeating: "{\"subviews\": [", count: depth) + "{\"class\": \"UILabel\"}"
      + String(repeating: "]}", count: depth) + "}"
    var node = try decode(text).screen.root
    var levels = 1
    while let child = node.subviews.first {
      node = child
      levels += 1
    }
    #expect(levels == Screen.maximumDepth)
    #expect(node.className == "UILabel")
  }

  @Test func keepsManySiblingsInOrder() throws {
    let children = (0..<1000).map { "{\"accessibilityIdentifier\": \"n\($0)\"}" }.joined(separator: ",")
    let node = try root("{\"subviews\": [\(children)]}")
    #expect(node.subviews.map(\.accessibilityIdentifier) == (0..<1000).map { "n\($0)" })
  }
}

/// A `ControlContent` set up by `body`.
func content(_ body: (inout ControlContent) -> Void) -> ControlContent {
  var content = ControlContent()
  body(&content)
  return content
}

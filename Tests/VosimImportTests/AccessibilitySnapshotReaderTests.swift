import Testing
import VosimImport
import VosimModel

/// One AccessibilitySnapshot element node in the model's wire format.
private func element(_ index: Int, _ label: String, frame: String, traits: String = "[]", more: String = "")
  -> String
{
  """
  {"element": {"_0": {"label": "\(label)", "traits": \(traits), "shape": {"type": "frame", "frame": \(frame)},
    "activationPoint": [0, 0], "usesDefaultActivationPoint": true, "customActions": [], "customContent": [],
    "customRotors": [], "respondsToUserInteraction": true\(more)}, "traversalIndex": \(index)}}
  """
}

@Suite struct AccessibilitySnapshotReaderTests {
  @Test func isDetectedFromItsShape() throws {
    #expect(
      DumpFormat.detect(try Fixture.bytes("issue13_accessibility_snapshot.json")) == .accessibilitySnapshot)
    #expect(DumpFormat.detect(Array("  [\n {\"element\": {}}]".utf8)) == .accessibilitySnapshot)
    #expect(
      DumpFormat.detect(Array(#"{"container": {"_0": {}, "children": []}}"#.utf8)) == .accessibilitySnapshot)
    // idb's flat list and a native screen stay what they are.
    #expect(DumpFormat.detect(Array(#"[{"AXLabel": "x", "type": "Button"}]"#.utf8)) == .idbJSON)
    #expect(DumpFormat.detect(Array(#"{"root": {"element": 1}}"#.utf8)) == nil)
  }

  /// The snapshot records no idiom and no direction: `--idiom` and `--rtl` (the import options) give
  /// them, as for every other dump.
  @Test func theIdiomAndDirectionComeFromTheOptions() throws {
    let text =
      "[" + element(0, "Right", frame: "[[200, 100], [100, 40]]") + ", "
      + element(1, "Left", frame: "[[0, 110], [100, 40]]") + "]"
    let phone = try importText(text)
    #expect(phone.screen.device.idiom == .phone)
    #expect(phone.screen.layoutDirection == .leftToRight)
    let pad = try importText(text, options: ImportOptions(layoutDirection: .rightToLeft, idiom: .pad))
    #expect(pad.screen.device == Device(idiom: .pad, width: 300, height: 150))
    #expect(pad.screen.layoutDirection == .rightToLeft)
    // With no frame to size it, the screen is the idiom's.
    let sizeless = try importText(
      "[" + element(0, "A", frame: "[[0, 0], [0, 0]]") + "]", options: ImportOptions(idiom: .pad))
    #expect(sizeless.screen.device == Device(idiom: .pad))
  }

  /// A key repeated in one object: the last value wins, as `JSONDecoder` on Apple platforms reads it,
  /// with a warning at the repeat.
  @Test func aRepeatedKeyTakesItsLastValueWithAWarning() throws {
    // The label closes the quote the helper opens and adds a second `label`.
    let result = try importText("[" + element(0, #"A", "label": "B"#, frame: "[[0, 0], [10, 10]]") + "]")
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["B"])
    #expect(
      result.warnings.map(\.description) == ["1:36: warning: duplicate key 'label'; the last value wins"])
    // A node's own key repeated too: its last element, not an error.
    let first = element(0, "A", frame: "[[0, 0], [10, 10]]")
    let second = element(0, "B", frame: "[[0, 0], [10, 10]]")
    let twice = try importText("[" + String(first.dropLast()) + ", " + String(second.dropFirst()) + "]")
    #expect(twice.screen.elements.map(\.accessibilityLabel) == ["B"])
    #expect(twice.warnings.map(\.message) == ["duplicate key 'element'; the last value wins"])
  }

  /// Every value of a repeated key is checked, as a native screen's are: a broken first value is an
  /// error, not hidden by a good last one.
  @Test func aRepeatedKeysEarlierValueIsChecked() throws {
    let bad = #"A", "shape": {"type": "frame", "frame": [[1, 1], [-1, 1]]}, "x": ""#
    #expect(
      importError("[" + element(0, bad, frame: "[[0, 0], [10, 10]]") + "]")?.errorDescription?.contains(
        "negative") == true)
    let node = element(0, "A", frame: "[[0, 0], [10, 10]]")
    let broken = #"{"element": 5, "# + String(node.dropFirst())
    #expect(importError("[" + broken + "]") != nil)
    // In every object: the case's wrapper, the shape, a table's counts, custom content.
    let frame = #""shape": {"type": "frame", "frame": [[0, 0], [100, 40]]}"#
    for (text, message) in [
      (
        #"[{"element": {"_0": {"label": "A", "traits": 0, \#(frame)}, "traversalIndex": 1.5, "traversalIndex": 0}}]"#,
        "'element.traversalIndex' must be an integer"
      ),
      (
        #"[{"container": {"_0": {"frame": [[0, 0], [9, 9]], "type": {"none": {}}}, "children": 5, "children": []}}]"#,
        "'container.children' must be an array"
      ),
      (
        #"[{"element": {"_0": {"label": "A", "traits": 0, "shape": {"type": 5, "type": "frame", "frame": [[0, 0], [1, 1]]}}, "traversalIndex": 0}}]"#,
        "'type' must be a string or null"
      ),
      (
        #"[{"container": {"_0": {"frame": [[0, 0], [9, 9]], "type": {"dataTable": {"rowCount": 1.5, "rowCount": 1, "columnCount": 1}}}, "children": []}}]"#,
        "'container.type.dataTable.rowCount' must be a whole number, 0 or more"
      ),
      (
        #"[{"element": {"_0": {"label": "A", "traits": 0, \#(frame), "customContent": [{"label": "x", "value": "y", "isImportant": 5, "isImportant": true}]}, "traversalIndex": 0}}]"#,
        "'isImportant' must be a boolean"
      ),
      // Swift's synthesized coding refuses two cases in one.
      (
        #"[{"container": {"_0": {"frame": [[0, 0], [9, 9]], "type": {"list": {}, "tabBar": {}}}, "children": []}}]"#,
        "'container.type' must be an object with the container type's one key"
      ),
    ] {
      #expect(importError(text)?.errorDescription == message, "\(text)")
    }
  }

  /// A language tag as a native screen's: white space around it left out, a malformed one none.
  @Test func languageTagsAreChecked() throws {
    let elements = [(0, " de "), (1, "!!")].map { index, tag in
      element(
        index, "L\(index)", frame: "[[0, \(index * 50)], [10, 10]]",
        more: #", "accessibilityLanguage": ""# + tag + #"""#)
    }
    let result = try importText("[" + elements.joined(separator: ", ") + "]")
    #expect(result.screen.elements.map(\.accessibilityLanguage) == ["de", nil])
    #expect(
      result.warnings.map(\.locatedMessage).contains(
        "5:83: 'accessibilityLanguage' '!!' is not a BCP-47 language tag (en-US, de): read as the screen's"
      ),
      "\(result.warnings)")
    #expect(
      result.warnings.map(\.locatedMessage).contains(
        "3:83: 'accessibilityLanguage' ' de ' has white space around it, which is left out: read as 'de'"))
  }

  /// What the reader ignores is a warning at its place in the file, not a line number in the message.
  @Test func ignoredInputIsWarnedAboutWhereItStands() throws {
    let rotors = { (text: String) in
      text.replacingOccurrences(of: #""customRotors": []"#, with: #""customRotors": [{"name": "Rows"}]"#)
    }
    let text =
      "[{\"container\": {\"_0\": {\"type\": {\"carousel\": {}}, \"frame\": [[0, 0], [100, 100]]},\n"
      + "\"children\": [\n"
      + rotors(element(0, "A", frame: "[[0, 0], [10, 10]]", traits: #"["button", "sparkly"]"#)) + ",\n"
      + rotors(element(1, "B", frame: "[[0, 20], [10, 10]]")) + "]}}]"
    let result = try importText(text)
    #expect(result.screen.elements.map(\.accessibilityLabel) == ["A", "B"])
    #expect(
      result.warnings.map(\.locatedMessage) == [
        "1:32: unknown container type 'carousel' read as a plain group",
        "3:56: unknown trait 'sparkly' ignored",
        "5:19: custom rotors are not simulated: this one and any later are ignored",
      ], "\(result.warnings)")
    // The model's private trait names, which change nothing VoiceOver says, are known.
    let scrolling =
      "["
      + element(
        0, "Feed", frame: "[[0, 0], [10, 10]]",
        traits: #"["scrollable", "webContent", "footer", "deleteKey", "visited", "popupButton"]"#)
      + "]"
    let known = try importText(scrolling)
    #expect(known.warnings.isEmpty, "\(known.warnings)")
    #expect(known.screen.elements.map(\.accessibilityTraits) == [[]])
    // A data table's cells are not imported: its elements lose Row and Column, which is said.
    let table =
      #"[{"container": {"_0": {"type": {"dataTable": {"rowCount": 1, "columnCount": 1}}, "frame": [[0, 0], [100, 100]]}, "#
      + #""children": ["# + element(0, "A1", frame: "[[0, 0], [10, 10]]") + "]}}]"
    let tableWarnings = try importText(table).warnings.map(\.locatedMessage)
    #expect(
      tableWarnings == [
        "1:32: a data table's cells are not imported: its elements are read without Row and Column"
      ], "\(tableWarnings)")
  }

  /// Keys are type-checked whether or not their content is used: custom rotors, an action's name, an
  /// idb title beside a label.
  @Test func unusedKeysAreTypeChecked() {
    let rotors =
      "["
      + element(0, "A", frame: "[[0, 0], [10, 10]]").replacingOccurrences(
        of: #""customRotors": []"#, with: #""customRotors": 5"#) + "]"
    #expect(importError(rotors)?.description.hasSuffix("'customRotors' must be an array") == true)
    let action =
      "["
      + element(0, "A", frame: "[[0, 0], [10, 10]]").replacingOccurrences(
        of: #""customActions": []"#, with: #""customActions": [{"noname": 1}]"#) + "]"
    #expect(importError(action)?.description.hasSuffix("'customActions[].name' must be present") == true)
    // A frame whose far corner overflows is refused at the frame: the device would be sized to it.
    let far = "[" + element(0, "A", frame: "[[1e308, 0], [1e308, 44]]") + "]"
    #expect(importError(far)?.description.contains("x + width and y + height finite") == true)
    // idb's title beside a label, unused, as its every key.
    let idb = #"[{"type": "Button", "AXLabel": "A", "title": true, "AXFrame": "{{0, 0}, {10, 44}}"}]"#
    #expect(importError(idb)?.description.hasSuffix("'title' must be a string or null") == true)
  }

  @Test func elementsAndContainersBecomeTheNativeOnes() throws {
    let result = try Fixture.importScreen("issue13_accessibility_snapshot.json")
    #expect(result.format == .accessibilitySnapshot)
    #expect(result.screen.device == Device(idiom: .phone, width: 390, height: 844))
    let elements = result.screen.elements
    #expect(
      elements.map(\.summary) == [
        "Inbox | - | staticText,header | [16, 60, 200, 34]",
        "Anna | - | staticText | [16, 120, 200, 22]",
        "Lunch tomorrow? | - | staticText | [16, 146, 300, 22]",
        "Archive | - | button | [16, 250, 358, 44]",
        "Notifications | 1 | button,toggleButton | [16, 300, 358, 44]",
        "Rate | - | button | [300, 360, 74, 44]",
        "Bonjour | - | staticText | [16, 360, 200, 44]",
        // A path's frame is the bounding box of its points.
        "Heart | - | image | [20, 420, 50, 40]",
        "Mail | - | button,selected | [0, 780, 195, 50]",
        "Settings | - | button | [195, 780, 195, 50]",
      ])
    #expect(
      elements[2].accessibilityCustomContent == [
        CustomContent(label: "Received", value: "9:41", importance: .high)
      ])
    #expect(elements[3].accessibilityHint == "Moves the mail away.")
    #expect(elements[3].accessibilityCustomActions == ["Delete", "Flag"])
    #expect(elements[6].accessibilityLanguage == "fr-FR")
    let top = try #require(result.screen.root.subviews.first)
    #expect(top.subviews[1].accessibilityContainerType == .semanticGroup)
    #expect(top.subviews[1].accessibilityLabel == "Latest")
    #expect(top.subviews[2].accessibilityContainerType == .list)
    #expect(top.subviews[6].accessibilityTraits == .tabBar)
  }

  @Test func traversalIndexIsTheReferenceOrder() throws {
    let result = try ScreenReader().read(Fixture.bytes("issue13_accessibility_snapshot.json"))
    #expect(result.format == .dump(.accessibilitySnapshot))
    let reference = try #require(result.referenceOrder)
    let top = NodePath.root.appending(.subview(0))
    #expect(reference[5] == top.appending(.subview(3)))
    #expect(reference[6] == top.appending(.subview(4)))
    // vosim reads Bonjour (left) before Rate (right) on their row.
    var order = reference.map { ($0, $0.description) }
    order.swapAt(5, 6)
    #expect(
      result.orderWarnings(readingOrder: order.map { (path: $0.0, name: $0.1) }).count == 2)
    #expect(result.orderWarnings(readingOrder: reference.map { (path: $0, name: "x") }).isEmpty)
  }

  /// An element vosim does not read is named once; the others keep their ranks among those read.
  @Test func anElementNotReadIsNamedNotCountedAsMovingTheRest() throws {
    func element(_ label: String, _ y: Int, _ size: Int, _ index: Int) -> String {
      #"{"element": {"_0": {"label": "\#(label)", "traits": 0, "shape": {"type": "frame", "frame": "#
        + #"[[20, \#(y)], [\#(size), \#(size)]]}}, "traversalIndex": \#(index)}}"#
    }
    let json =
      "[\(element("Zero", 50, 0, 0)), \(element("Second", 110, 30, 1)), \(element("Third", 210, 30, 2))]"
    let result = try ScreenReader().read(Array(json.utf8))
    let reference = try #require(result.referenceOrder)
    #expect(
      result.orderWarnings(readingOrder: [(reference[1], "Second"), (reference[2], "Third")]).map(\.message)
        == [
          "'Zero' (root.subviews[0]) is 1st by AccessibilitySnapshot's traversalIndex but not read here"
        ])
    #expect(
      result.orderWarnings(readingOrder: [(reference[2], "Third"), (reference[1], "Second")], limit: 2).map(
        \.message) == [
          "'Zero' (root.subviews[0]) is 1st by AccessibilitySnapshot's traversalIndex but not read here",
          "'Third' is read 1st here, 2nd by AccessibilitySnapshot's traversalIndex",
          "1 more elements are read in another position than by traversalIndex, or not read",
        ])
  }

  @Test func legacyRawTraitBitsAndComposedHints() throws {
    let elements = try Fixture.importScreen("issue13_accessibility_snapshot_legacy.json").screen.elements
    #expect(
      elements.map(\.summary) == [
        "Volume | 50% | adjustable | [16, 100, 358, 44]",
        "Wi-Fi | 0 | button,toggleButton | [16, 150, 358, 44]",
        "Row 1 | - | staticText | [16, -40, 358, 44]",
        "Row 2 | - | staticText | [16, 210, 358, 44]",
      ])
    // The older model stored the composed hint: its default sentences are vosim's to add.
    #expect(elements[0].accessibilityHint == nil)
    #expect(elements[1].accessibilityHint == "Turns wireless on.")
  }

  /// The composed hint's defaults are AccessibilitySnapshot's, in the snapshot's language; a text
  /// field's replaced the app's hint altogether (rules §4.6).
  @Test func composedHintsLoseTheirDefaultsInEveryLanguage() throws {
    func hint(_ hint: String, _ traits: String) throws -> String? {
      let json =
        #"[{"element": {"_0": {"label": "A", "traits": \#(traits), "hint": "\#(hint)", "#
        + #""shape": {"type": "frame", "frame": [[0, 0], [100, 44]]}}, "traversalIndex": 0}}]"#
      return try ScreenReader().read(Array(json.utf8)).screen.elements.first?.accessibilityHint
    }
    let toggle = #"["button", "switchButton"]"#
    #expect(try hint("Zum Umschalten doppeltippen.", toggle) == nil)
    #expect(try hint("Schaltet WLAN ein. Zum Umschalten doppeltippen.", toggle) == "Schaltet WLAN ein.")
    #expect(try hint("Коснитесь дважды, чтобы переключить настройку.", toggle) == nil)
    #expect(try hint("Wow!. Double tap to toggle setting.", toggle) == "Wow!")
    #expect(
      try hint(
        "Lauter. Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.", #"["adjustable"]"#
      )
        == "Lauter.")
    #expect(
      try hint("Double tap to edit., Use the rotor to access Misspelled Words", "140737488617472") == nil)
    #expect(try hint("Use the rotor to access Misspelled Words", #"["textEntry", "isEditing"]"#) == nil)
    // Not the element's default: the app's words, kept.
    #expect(try hint("Double tap to edit.", #"["button"]"#) == "Double tap to edit.")
    #expect(try hint("Double tap to toggle setting.", #"["button", "notEnabled", "switchButton"]"#) != nil)
  }

  @Test func aScrollableContainerIsAScrollViewRun() throws {
    let screen = try Fixture.importScreen("issue13_accessibility_snapshot_legacy.json").screen
    let scroll = try #require(screen.root.subviews.last)
    #expect(scroll.className == "UIScrollView")
    #expect(scroll.frame == Frame(x: 0, y: 200, width: 390, height: 300))
  }

  /// A path shape's frame is the bounding box of its points, its elements as Swift codes Path.Element;
  /// any other element is an error at its place, not a silently wrong frame.
  @Test func pathShapes() throws {
    func path(_ elements: String) -> String {
      #"[{"element": {"_0": {"label": "A", "traits": [], "shape": {"type": "path", "pathElements": "#
        + elements + #"}}, "traversalIndex": 0}}]"#
    }
    let good = path(
      #"[{"move": {"to": [10, 100]}}, {"line": {"to": [60, 100]}}, "#
        + #"{"quadCurve": {"to": [60, 140], "control": [70, 120]}}, {"closeSubpath": {}}]"#)
    let screen = try importText(good, format: .accessibilitySnapshot).screen
    #expect(screen.root.markedElements.first?.frame == Frame(x: 10, y: 100, width: 60, height: 40))
    for bad in [
      #"[{"bogus": {"to": [10, 300]}}]"#, #"[{"line": {"at": [20, 300]}}]"#,
      #"[{"type": "move", "point": [10, 100]}]"#, #"[{"move": {"to": [1, 2]}, "line": {"to": [3, 4]}}]"#,
    ] {
      let error = importError(path(bad), format: .accessibilitySnapshot)
      #expect(error?.position?.line == 1, "\(bad)")
      #expect(
        error?.errorDescription?.hasPrefix("'shape.pathElements[]' must be a path element") == true, "\(bad)")
    }
  }

  @Test func badInputNamesItsLine() throws {
    // Nothing to focus is a warning, as in the other dumps, not an error.
    let empty = try importText("[]", format: .accessibilitySnapshot)
    #expect(empty.screen.elements.isEmpty)
    #expect(empty.warnings.map(\.message).first == "the dump holds no element VoiceOver can focus")
    let bare = try importText(
      #"[{"container": {"_0": {"type": {"none": {}}, "frame": [[0, 0], [390, 844]]}, "children": []}}]"#,
      format: .accessibilitySnapshot)
    #expect(
      bare.screen.elements.isEmpty
        && bare.warnings.map(\.message) == ["the dump holds no element VoiceOver can focus"])
    #expect(
      importError("[\n {\"leaf\": {}}]", format: .accessibilitySnapshot)?.position
        == SourcePosition(line: 2, column: 2))
    let badFrame = "[\(element(0, "A", frame: "[[0, 0], [-1, 4]]"))]"
    #expect(importError(badFrame, format: .accessibilitySnapshot)?.position?.line == 1)
    let badTraits = "[\(element(0, "A", frame: "[[0, 0], [1, 4]]", traits: "\"button\""))]"
    #expect(
      importError(badTraits, format: .accessibilitySnapshot)?.errorDescription
        == "'traits' must be a bit mask or an array of trait names")
    // A container type's payload is checked as Swift's decoder would: an object, a data table's
    // counts whole numbers.
    func container(_ type: String) -> String {
      #"[{"container": {"_0": {"type": "# + type + #", "frame": [[0, 0], [1, 1]]}, "children": ["#
        + element(0, "A", frame: "[[0, 0], [1, 4]]") + "]}}]"
    }
    for (type, message) in [
      (#"{"list": 5}"#, "'container.type.list' must be an object"),
      (
        #"{"dataTable": {"rowCount": "x", "columnCount": 1}}"#,
        "'container.type.dataTable.rowCount' must be a whole number, 0 or more"
      ),
      (
        #"{"dataTable": {"rowCount": 2, "columnCount": 1.5}}"#,
        "'container.type.dataTable.columnCount' must be a whole number, 0 or more"
      ),
      (
        #"{"dataTable": {"rowCount": -1, "columnCount": 1}}"#,
        "'container.type.dataTable.rowCount' must be a whole number, 0 or more"
      ),
      (#"{"dataTable": {"columnCount": 1}}"#, "'container.type.dataTable.rowCount' must be present"),
    ] {
      #expect(
        importError(container(type), format: .accessibilitySnapshot)?.errorDescription == message, "\(type)")
    }
    #expect(
      try importText(container(#"{"dataTable": {"rowCount": 2, "columnCount": 1}}"#)).screen.elements.count
        == 1)
  }

  @Test func everyTraitBitSurvivesTheNumber() throws {
    // 2^53 + 1 is no Double: the mask is read from its digits.
    let json = "[\(element(0, "Wi-Fi", frame: "[[0, 0], [100, 44]]", traits: "9007199254740993"))]"
    let node = try #require(try importText(json).screen.elements.first)
    #expect(node.accessibilityTraits == [.button, .toggleButton])
    // Non-ASCII text before the mask on its line (JSONEncoder writes one line) used to shift where the
    // digits were read from.
    let accented = "\u{FEFF}[\(element(0, "Café", frame: "[[0, 0], [100, 44]]", traits: "1"))]"
    #expect(try importText(accented).screen.elements.map(\.accessibilityTraits) == [.button])
  }

  /// Integers are read as the native format reads them: a whole number in another notation is one, a
  /// fraction or a number no `Int` holds is an error (a `traversalIndex` of 1e300 used to trap).
  @Test func wholeNumbersInAnyNotationAreIntegers() throws {
    let whole =
      "[\(element(1, "A", frame: "[[0, 0], [10, 10]]", traits: "3.0")),"
      + "\(element(0, "B", frame: "[[0, 20], [10, 10]]", traits: "1e0"))]"
    let result = try ScreenReader().read(Array(whole.utf8))
    #expect(result.screen.elements.map(\.accessibilityTraits) == [[.button, .link], [.button]])
    let first = NodePath.root.appending(.subview(0))
    #expect(result.referenceOrder == [NodePath.root.appending(.subview(1)), first])
    let fraction = "[\(element(0, "A", frame: "[[0, 0], [10, 10]]", traits: "1.5"))]"
    #expect(
      importError(fraction, format: .accessibilitySnapshot)
        == .wrongType(
          key: "traits", expected: "a non-negative integer bit mask", at: SourcePosition(line: 1, column: 46))
    )
    let huge = #"[{"element": {"_0": {}, "traversalIndex": 1e300}}]"#
    #expect(
      importError(huge, format: .accessibilitySnapshot)
        == .wrongType(
          key: "element.traversalIndex", expected: "an integer", at: SourcePosition(line: 1, column: 43)))
    // Missing, it is missing, not of the wrong type.
    #expect(
      importError(#"[{"element": {"_0": {}}}]"#, format: .accessibilitySnapshot)
        == .wrongType(
          key: "element.traversalIndex", expected: "present", at: SourcePosition(line: 1, column: 14)))
  }

  /// A frame's bad pair is named by what it holds.
  @Test func aFramesBadSizeIsNamedAsASize() throws {
    for (frame, names) in [("[[10, 50], [200, \"x\"]]", "[width, height]"), ("[[10], [200, 30]]", "[x, y]")] {
      let error = importError("[\(element(0, "A", frame: frame))]", format: .accessibilitySnapshot)
      guard case .wrongType(let key, let expected, _) = error else {
        Issue.record("\(String(describing: error))")
        continue
      }
      #expect(key == "shape.frame")
      #expect(expected == "a pair of numbers \(names)")
    }
  }

  /// As for idb: a lone surrogate escape reads as U+FFFD; a number outside JSON's grammar is malformed.
  @Test func loneSurrogatesAndLooseNumbers() throws {
    let lone = "[\(element(0, #"Caf\ud83d"#, frame: "[[0, 0], [10, 10]]"))]"
    #expect(try importText(lone).screen.elements.map(\.accessibilityLabel) == ["Caf\u{FFFD}"])
    let leadingZero = "[\(element(0, "A", frame: "[[0, 0], [10, 10]]", traits: "01"))]"
    #expect(
      importError(leadingZero, format: .accessibilitySnapshot)
        == .malformedJSON("invalid number: leading zero", at: SourcePosition(line: 1, column: 46)))
  }
}

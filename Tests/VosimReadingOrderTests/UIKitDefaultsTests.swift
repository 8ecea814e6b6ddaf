import Testing
import VosimModel
import VosimReadingOrder

/// A node of a UIKit class with content, at a frame.
func control(
  _ className: String, _ frame: Frame? = Frame(x: 0, y: 0, width: 300, height: 44),
  configure: (inout ControlContent) -> Void = { _ in }
) -> AccessibilityNode {
  var content = ControlContent()
  configure(&content)
  return AccessibilityNode(className: className, frame: frame, content: content)
}

func only(_ node: AccessibilityNode) throws -> OrderedElement? {
  try order(view([node])).elements.first
}

@Suite("UIKit class defaults (rules §5)")
struct UIKitDefaultsTests {
  @Test func plainViewIsAContainerAndUnknownClassesAreViews() throws {
    #expect(try order(view([control("UIView")])).elements.isEmpty)
    #expect(try order(view([control("MyFancyCardView")])).elements.isEmpty)
  }

  @Test func labelReadsItsText() throws {
    let element = try #require(try only(control("UILabel") { $0.text = "Hello" }))
    #expect(element.label == "Hello")
    #expect(element.traits == .staticText)
  }

  @Test func buttonReadsItsTitle() throws {
    let element = try #require(try only(control("UIButton") { $0.title = "Play" }))
    #expect(element.label == "Play")
    #expect(element.traits == .button)
  }

  @Test func imageViewIsNotAnElementByDefault() throws {
    #expect(try only(control("UIImageView")) == nil)
    var image = control("UIImageView")
    image.isAccessibilityElement = true
    image.accessibilityLabel = "Sunset"
    #expect(try only(image)?.traits == .image)
  }

  @Test func switchIsAToggleButtonWithItsState() throws {
    let on = try #require(try only(control("UISwitch") { $0.isOn = true }))
    #expect(on.traits == [.button, .toggleButton])
    #expect(on.value == "1")
    #expect(try only(control("UISwitch"))?.value == "0")
  }

  /// UIKit keeps reporting a UISwitch's isOn; an accessibilityValue set on it is ignored (rules §5,
  /// corrected 2026-12-01: AS's iOS 18.5 images say On / Off for such switches).
  @Test func aSwitchIgnoresAnAccessibilityValue() throws {
    var node = control("UISwitch") { $0.isOn = true }
    node.accessibilityValue = "Custom"
    #expect(try only(node)?.value == "1")
    var plain = control("UIView")
    plain.isAccessibilityElement = true
    plain.accessibilityTraits = [.button, .toggleButton]
    plain.accessibilityValue = "Custom"
    #expect(try only(plain)?.value == "Custom")
  }

  @Test func sliderValueIsAWholePercentageOfItsRange() throws {
    let slider = control("UISlider") {
      $0.value = 7
      $0.minimumValue = 4
      $0.maximumValue = 8
    }
    #expect(try only(slider)?.value == "75%")
    #expect(try only(control("UISlider"))?.value == "0%")
    #expect(try only(control("UISlider"))?.traits == .adjustable)
  }

  @Test func textFieldLabelFallsBackToPlaceholderAndValueIsTheText() throws {
    let field = try #require(
      try only(
        control("UITextField") {
          $0.placeholder = "Email"
          $0.text = "ada@example.com"
          $0.isEditing = true
        }))
    #expect(field.label == "Email")
    #expect(field.value == "ada@example.com")
    #expect(field.traits == [.textEntry, .isEditing])
    var labelled = control("UITextField") { $0.placeholder = "Email" }
    labelled.accessibilityLabel = "Work email"
    #expect(try only(labelled)?.label == "Work email")
  }

  /// Rules §5 give a text field's value as its text; a secure field's is masked, a bullet a
  /// character, as UIKit's accessibilityValue and device dumps give it (dump-formats §6).
  @Test func secureTextFieldValueIsItsTextMasked() throws {
    let field = try #require(
      try only(
        control("UITextField") {
          $0.isSecureTextEntry = true
          $0.text = "hunter2"
        }))
    #expect(field.traits == [.textEntry, .secureTextField])
    #expect(field.value == "•••••••")
    let plain = try #require(try only(control("UITextField") { $0.text = "hunter2" }))
    #expect(plain.value == "hunter2")
  }

  @Test func editableTextViewIsATextArea() throws {
    let element = try #require(try only(control("UITextView") { $0.text = "Notes" }))
    #expect(element.traits == [.textEntry, .textArea])
    #expect(element.value == "Notes")
  }

  /// Read only, a text view is static text whose text is still its value: a label the app sets is said
  /// before it.
  @Test func aReadOnlyTextViewKeepsItsTextAsItsValue() throws {
    var node = control("UITextView") {
      $0.text = "Runner and cook."
      $0.isEditable = false
    }
    node.accessibilityLabel = "Bio"
    let element = try #require(try only(node))
    #expect(element.traits == .staticText)
    #expect((element.label, element.value) == ("Bio", "Runner and cook."))
  }

  @Test func pageControlSpeaksItsPage() throws {
    let element = try #require(
      try only(
        control("UIPageControl") {
          $0.currentPage = 1
          $0.numberOfPages = 3
        }))
    #expect(element.value == "page 2 of 3")
    #expect(element.traits == .adjustable)
  }

  @Test func segmentedControlLaysOutItsSegments() throws {
    let result = try order(
      view([
        control("UISegmentedControl", Frame(x: 0, y: 100, width: 300, height: 32)) {
          $0.segments = ["Day", "Week", "Month"]
          $0.selectedSegmentIndex = 1
        }
      ]))
    #expect(result.elements.map(\.label) == ["Day", "Week", "Month"])
    #expect(
      result.elements.map(\.frame) == [
        Frame(x: 0, y: 100, width: 100, height: 32), Frame(x: 100, y: 100, width: 100, height: 32),
        Frame(x: 200, y: 100, width: 100, height: 32),
      ])
    #expect(result.elements[1].traits == [.button, .selected])
    #expect(result.elements[2].contexts == [.series(index: 3, count: 3)])
    #expect(result.elements[0].path.description == "root.subviews[0].segments[0]")
  }

  /// A badge among a segmented control's subviews is read, but is no segment: `i of n` counts the
  /// segments alone (rules §5), also in a view inside it. A dump's control, whose subviews are its
  /// segments, still counts them.
  @Test func anElementInsideASegmentedControlIsNoSegment() throws {
    var segmented = control("UISegmentedControl", Frame(x: 20, y: 100, width: 350, height: 32)) {
      $0.segments = ["All", "Unread"]
    }
    var badge = AccessibilityNode(className: "UILabel", frame: Frame(x: 300, y: 100, width: 30, height: 14))
    badge.content.text = "New"
    segmented.subviews = [badge, AccessibilityNode(subviews: [badge])]
    let result = try order(view([segmented]))
    #expect(result.elements.map(\.label) == ["All", "Unread", "New", "New"])
    #expect(
      result.elements.map(\.contexts) == [
        [.series(index: 1, count: 2)], [.series(index: 2, count: 2)], [], [],
      ])
    var dump = AccessibilityNode(
      className: "UISegmentedControl", frame: Frame(x: 20, y: 100, width: 350, height: 32))
    dump.subviews = [element("Day", 20, 100), element("Week", 200, 100)]
    #expect(
      try order(view([dump])).elements.map(\.contexts) == [
        [.series(index: 1, count: 2)], [.series(index: 2, count: 2)],
      ])
  }

  /// The parts of an explicitly 0×0 control are 0×0 element views, gone as a 0×0 switch is (rules
  /// §2.2); a control without a frame keeps them.
  @Test func aZeroSizeControlsPartsAreGone() throws {
    let zero = Frame(x: 0, y: 200, width: 0, height: 0)
    let result = try order(
      view([
        control("UISwitch", zero) { $0.value = 1 },
        control("UISegmentedControl", zero) { $0.segments = ["Day", "Week"] },
        control("UITabBar", zero) { $0.items = [ControlContent.TabItem(title: "Home")] },
        control("UIStepper", zero),
        control("UINavigationBar", zero) { $0.backTitle = "Inbox" },
        control("UISegmentedControl", nil) { $0.segments = ["Kept"] },
      ]))
    #expect(result.elements.map(\.label) == ["Kept"])
  }

  @Test func segmentsRunRightToLeft() throws {
    let screen = Screen(
      layoutDirection: .rightToLeft,
      root: view([control("UISegmentedControl") { $0.segments = ["One", "Two"] }]))
    let result = try ReadingOrder().order(screen)
    #expect(result.elements.map(\.label) == ["One", "Two"])
    #expect(result.elements[0].frame?.x == 150)
  }

  /// Up to iOS 18 a stepper's half at its limit is Dimmed; iOS 26 (the default) leaves it enabled (rules §8).
  @Test func stepperHalvesAreDimmedAtTheLimitsUpToIOS18() throws {
    let old = SystemVersion("18.5")!
    let result = try order(view([control("UIStepper") { $0.value = 0 }]), systemVersion: old)
    #expect(result.elements.map(\.label) == ["Decrement", "Increment"])
    #expect(result.elements.map(\.traits) == [[.button, .notEnabled], .button])
    let top = try order(view([control("UIStepper") { $0.value = 100 }]), systemVersion: old)
    #expect(top.elements.map(\.traits) == [.button, [.button, .notEnabled]])
    let now = try order(view([control("UIStepper") { $0.value = 0 }]))
    #expect(now.elements.map(\.traits) == [.button, .button])
    #expect(now.systemVersion == SystemVersion(major: 26))
    let disabled = try order(view([control("UIStepper") { $0.isEnabled = false }]))
    #expect(disabled.elements.map(\.traits) == [[.button, .notEnabled], [.button, .notEnabled]])
  }

  static func tabBar(_ items: [ControlContent.TabItem], language: String? = nil) -> AccessibilityNode {
    var bar = control("UITabBar", Frame(x: 0, y: 790, width: 390, height: 54)) {
      $0.items = items
      $0.selectedItemIndex = 0
    }
    bar.accessibilityLanguage = language
    return bar
  }

  /// iOS 17 and 18 speak a badge as the value, a number as `N items`; iOS 26 does not speak it (rules §8).
  @Test func tabBarItemsAreTabsWithBadgesByVersion() throws {
    let items: [ControlContent.TabItem] = [
      .init(title: "Home"), .init(title: "Inbox", badgeValue: "3"), .init(title: "Me", badgeValue: "1"),
      .init(title: "News", badgeValue: "A"),
    ]
    let old = try order(view([Self.tabBar(items)]), systemVersion: SystemVersion("17.5")!)
    #expect(old.elements.map(\.label) == ["Home", "Inbox", "Me", "News"])
    #expect(old.elements[0].traits == [.button, .tabBarItem, .selected])
    #expect(old.elements.map(\.value) == [nil, "3 items", "1 item", "A"])
    #expect(old.elements[1].contexts == [.series(index: 2, count: 4)])
    let now = try order(view([Self.tabBar(items)]))
    #expect(now.elements.map(\.value) == [nil, nil, nil, nil])
    let german = try order(view([Self.tabBar(items, language: "de-DE")]), systemVersion: SystemVersion("18")!)
    #expect(german.elements.map(\.value) == [nil, "3", "1", "A"])
    // A number however long; digits after a leading zero are a code, said as they are.
    let written: [ControlContent.TabItem] = [
      .init(title: "A", badgeValue: "03"), .init(title: "B", badgeValue: "01"),
      .init(title: "C", badgeValue: "12345678901234567890"),
    ]
    let shown = try order(view([Self.tabBar(written)]), systemVersion: SystemVersion("18")!)
    #expect(shown.elements.map(\.value) == ["03", "01", "12345678901234567890 items"])
  }

  /// A release vosim knows nothing of is read as the nearest known one, and the user is told so.
  @Test func anUnknownReleaseIsReadAsTheNearestKnownWithAWarning() throws {
    let items: [ControlContent.TabItem] = [.init(title: "Inbox", badgeValue: "3")]
    let newer = try order(view([Self.tabBar(items)]), systemVersion: SystemVersion("99.1")!)
    #expect(newer.systemVersion == SystemVersion("99.1")!)
    #expect(newer.elements[0].value == nil)
    #expect(
      newer.warnings.map(\.description) == [
        "iOS 99.1 is newer than the newest release vosim knows: read as iOS 26"
      ])
    let older = try order(view([Self.tabBar(items)]), systemVersion: SystemVersion("16.4")!)
    #expect(older.elements[0].value == "3 items")
    #expect(
      older.warnings.map(\.description) == [
        "iOS 16.4 is older than the oldest release vosim knows: read as iOS 17"
      ])
    for known in ["17", "18.5", "26", "26.4.1"] {
      #expect(try order(view([Self.tabBar(items)]), systemVersion: SystemVersion(known)!).warnings.isEmpty)
    }
  }

  /// A tab item takes its own label, value, hint, traits, identifier and enabled state (rules §5).
  @Test func tabBarItemsTakeTheirOwnAccessibilityKeys() throws {
    let items: [ControlContent.TabItem] = [
      .init(title: "Home", accessibilityIdentifier: "home"),
      .init(title: "Inbox", badgeValue: "3", isEnabled: false, accessibilityLabel: "Mail"),
      .init(
        title: "E", badgeValue: "9", accessibilityLabel: "Item E", accessibilityValue: "Value",
        accessibilityHint: "Hint"),
      .init(title: "Me", accessibilityTraits: [.button, .header]),
    ]
    let result = try order(view([Self.tabBar(items)]), systemVersion: SystemVersion("18.5")!)
    #expect(result.elements.map(\.label) == ["Home", "Mail", "Item E", "Me"])
    #expect(result.elements.map(\.identifier) == ["home", nil, nil, nil])
    #expect(result.elements[1].traits == [.button, .tabBarItem, .notEnabled])
    #expect(result.elements[1].value == "3 items")
    #expect(result.elements[2].value == "Value")
    #expect(result.elements[2].hint == "Hint")
    // The explicit traits replace the item's; in the tab bar it is still a tab.
    #expect(result.elements[3].traits == [.button, .header, .tabBarItem])
    #expect(result.elements[3].contexts == [.series(index: 4, count: 4)])
  }

  @Test func navigationBarHasBackItemAtTheLeadingEdgeAndCentredHeading() throws {
    let bar = control("UINavigationBar", Frame(x: 0, y: 47, width: 390, height: 44)) {
      $0.title = "Wi-Fi"
      $0.backTitle = "Settings"
    }
    let result = try order(view([bar]))
    #expect(result.elements.map(\.label) == ["Settings", "Wi-Fi"])
    #expect(result.elements[0].traits == [.button, .backButton])
    #expect(result.elements[1].traits == [.staticText, .header])
    #expect(result.elements[0].frame?.x == 0)
    #expect(result.elements[1].frame?.y == 47)
    let rtl = try ReadingOrder().order(Screen(layoutDirection: .rightToLeft, root: view([bar])))
    #expect(rtl.elements.map(\.label) == ["Settings", "Wi-Fi"])
    #expect(rtl.elements[0].frame == Frame(x: 270, y: 47, width: 120, height: 44))
    // A bar whose trailing edge lies past Double's range keeps finite frames: its parts can be written.
    let far = control("UINavigationBar", Frame(x: 1e308, y: 0, width: 1e308, height: 44)) {
      $0.title = "T"
      $0.backTitle = "B"
    }
    let farParts = try ReadingOrder().order(Screen(layoutDirection: .rightToLeft, root: view([far]))).elements
    #expect(
      farParts.allSatisfy {
        $0.frame.map { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) } == true
      })
    let segments = control("UISegmentedControl", Frame(x: 1.5e308, y: 0, width: 1.5e308, height: 44)) {
      $0.segments = ["a", "b"]
    }
    #expect(try order(view([segments])).elements.allSatisfy { $0.frame?.x.isFinite == true })
    // A blank title shows nothing: no silent Heading stop.
    let blank = control("UINavigationBar", Frame(x: 0, y: 47, width: 390, height: 44)) {
      $0.title = " \u{200B}"
      $0.backTitle = "Settings"
    }
    #expect(try order(view([blank])).elements.map(\.label) == ["Settings"])
  }

  /// In a view with the tab bar trait every element is a tab, counted with the others: a segmented
  /// control's segments too, as a stepper's halves are.
  @Test func aSegmentedControlInATabBarGivesTabsOfTheBar() throws {
    var bar = AccessibilityNode(
      frame: Frame(x: 0, y: 700, width: 390, height: 49), accessibilityTraits: .tabBar)
    bar.subviews = [
      AccessibilityNode(
        frame: Frame(x: 0, y: 700, width: 100, height: 49), isAccessibilityElement: true,
        accessibilityLabel: "A", accessibilityTraits: .button),
      control("UISegmentedControl", Frame(x: 200, y: 700, width: 190, height: 49)) {
        $0.segments = ["S1", "S2"]
      },
    ]
    let result = try order(view([bar]))
    #expect(result.elements.map(\.label) == ["A", "S1", "S2"])
    #expect(result.elements.map(\.contexts) == (1...3).map { [.series(index: $0, count: 3)] })
  }

  @Test func tableViewCellJoinsItsTexts() throws {
    let cell = control("UITableViewCell") {
      $0.text = "Wi-Fi"
      $0.detailText = "Home"
    }
    #expect(try only(cell)?.label == "Wi-Fi, Home")
  }

  /// Each text is trimmed and a blank one left out of the join: blank text is no text.
  @Test func tableViewCellLeavesBlankTextsOut() throws {
    for (text, detail, label) in [
      ("Done.", "   ", "Done."), ("  ", "Sigma", "Sigma"), ("Alpha", "  Sigma ", "Alpha, Sigma"),
    ] {
      let cell = control("UITableViewCell") {
        $0.text = text
        $0.detailText = detail
      }
      #expect(try only(cell)?.label == label)
    }
  }

  /// A custom cell shows its texts in views of its own: it speaks the labels of the elements inside
  /// it, in tree order, leaving out what is gone and not looking inside an element.
  @Test func tableViewCellWithoutTextsSpeaksTheLabelsInsideIt() throws {
    var hidden = control("UILabel") { $0.text = "Draft" }
    hidden.isHidden = true
    var reply = control("UIButton") { $0.title = "Reply" }
    reply.subviews = [control("UILabel") { $0.text = "Inner" }]
    var cell = control("UITableViewCell")
    cell.subviews = [
      control("UILabel") { $0.text = " Anna Weber " },
      view([
        control("UILabel") { $0.text = "Lunch on Friday?" }, hidden, control("UILabel") { $0.text = " " },
      ]),
      reply,
    ]
    #expect(try only(cell)?.label == "Anna Weber, Lunch on Friday?, Reply")
    var texts = cell
    texts.content.text = "Wi-Fi"
    #expect(try only(texts)?.label == "Wi-Fi")
    var labelled = cell
    labelled.accessibilityLabel = "Message from Anna"
    #expect(try only(labelled)?.label == "Message from Anna")
  }

  /// A control inside a custom cell that lays out its own parts (segments, a navigation bar's title,
  /// a stepper's halves) speaks its parts' labels there, as the parts would be reached.
  @Test func tableViewCellSpeaksTheLabelsOfAControlsParts() throws {
    var cell = control("UITableViewCell")
    cell.subviews = [control("UISegmentedControl") { $0.segments = ["Day", "Week"] }]
    #expect(try only(cell)?.label == "Day, Week")
    var bar = control("UITableViewCell")
    bar.subviews = [control("UINavigationBar") { $0.title = "Title" }]
    #expect(try only(bar)?.label == "Title")
    var mixed = control("UITableViewCell")
    mixed.subviews = [control("UILabel") { $0.text = "Guests" }, control("UIStepper") { $0.value = 2 }]
    #expect(try only(mixed)?.label == "Guests, Decrement, Increment")
  }

  @Test func controlsReadEnabledAndSelected() throws {
    let button = control("UIButton") {
      $0.title = "Bold"
      $0.isSelected = true
      $0.isEnabled = false
    }
    #expect(try only(button)?.traits == [.button, .selected, .notEnabled])
  }

  @Test func explicitValuesWinOverClassDefaults() throws {
    var button = control("UIButton") { $0.title = "Play" }
    button.accessibilityLabel = "Play song"
    button.accessibilityTraits = [.link]
    button.accessibilityValue = "paused"
    let element = try #require(try only(button))
    #expect(element.label == "Play song")
    #expect(element.traits == .link)
    #expect(element.value == "paused")
    var label = control("UILabel") { $0.text = "Hidden" }
    label.isAccessibilityElement = false
    #expect(try only(label) == nil)
  }
}

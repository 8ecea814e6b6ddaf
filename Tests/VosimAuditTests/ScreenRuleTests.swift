import Foundation
import Testing
import VosimAudit
import VosimImport
import VosimModel
import VosimReadingOrder
import VosimUtterance

@Suite struct ScreenRuleTests {
  private func button(_ label: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double)
    -> AccessibilityNode
  {
    element(label, traits: .button, frame: Frame(x: x, y: y, width: width, height: height))
  }

  /// An auditor refuses numbers no rule can measure against, as the command line and the settings
  /// file do: a NaN budget would switch its rule off without a word.
  @Test func anAuditorRefusesNumbersNoRuleMeasuresAgainst() throws {
    let refused: [(AuditConfiguration, String)] = [
      (
        AuditConfiguration(slowToReachBudget: .nan),
        "slowToReachBudget nan must be a number of seconds from 0.001 to 86400"
      ),
      (
        AuditConfiguration(slowToReachBudget: -1),
        "slowToReachBudget -1.0 must be a number of seconds from 0.001 to 86400"
      ),
      (AuditConfiguration(headingThreshold: -1), "headingThreshold -1 must be 0 or more"),
      (
        AuditConfiguration(minimumTargetSize: .infinity),
        "minimumTargetSize inf must be a number of points, 0 or more"
      ),
      (
        AuditConfiguration(speakingTime: SpeakingTimeEstimate(wordsPerMinute: 0)),
        "speakingTime: wordsPerMinute 0.0 must be a number above 0"
      ),
      (
        AuditConfiguration(speakingTime: SpeakingTimeEstimate(hintDelay: -1)),
        "speakingTime: hintDelay -1.0 must be a number of seconds, 0 or more"
      ),
    ]
    for (configuration, message) in refused {
      #expect(throws: AuditConfigurationError(message)) { try Auditor(configuration: configuration) }
    }
    _ = try Auditor(
      configuration: AuditConfiguration(slowToReachBudget: 0.001, headingThreshold: 0, minimumTargetSize: 0))
  }

  @Test func smallTargets() {
    #expect(
      messages(.smallTarget, button("Close", 10, 100, 30, 30))
        == ["'Close' is 30 x 30 pt, smaller than 44 x 44 pt: make its tappable area at least 44 x 44 pt"])
    #expect(fires(.smallTarget, button("Next", 10, 100, 200, 43.5)))
    // An unlabelled switch is named by its kind, not by its 0 or 1, which VoiceOver says as Off or On.
    #expect(
      messages(
        .smallTarget,
        element(
          value: "1", traits: [.button, .toggleButton], frame: Frame(x: 10, y: 100, width: 20, height: 20))
      )
      .first?.hasPrefix("an unlabelled switch is 20 x 20 pt") == true)
    // So are a text field by its text, a slider by its level, a tab by its badge: state, which a tap or
    // a keystroke changes, would make a baseline's finding new.
    for (value, traits, kind) in [
      ("anna", AccessibilityTraits.textEntry, "text field"), ("50%", .adjustable, "adjustable element"),
      ("2 items", [.button, .tabBarItem], "tab"),
    ] as [(String, AccessibilityTraits, String)] {
      #expect(
        messages(
          .smallTarget,
          element(value: value, traits: traits, frame: Frame(x: 10, y: 100, width: 30, height: 30))
        )
        .first?.hasPrefix("an unlabelled \(kind) is 30 x 30 pt") == true, "\(value)")
    }
    // A static text's value, no state, still names it.
    #expect(
      messages(
        .smallTarget,
        element(value: "Total", traits: .link, frame: Frame(x: 10, y: 100, width: 30, height: 30))
      )
      .first?.hasPrefix("'Total' is 30 x 30 pt") == true)
    // A sliver under a tenth by its first digits: it is not the 0 that no touch reaches.
    #expect(
      messages(.smallTarget, button("Tiny", 10, 100, 0.0123, 44)).first?.hasPrefix(
        "'Tiny' is 0.012 x 44 pt, smaller than") == true)
    #expect(
      messages(.smallTarget, button("Tiny", 10, 100, 0.000_001, 44)).first?.hasPrefix(
        "'Tiny' is 0.0000010 x 44 pt, smaller than") == true)
    // Sizes in tenths, rounded, but a side under the minimum never reads as the minimum.
    #expect(
      messages(.smallTarget, button("Tab", 0, 795, 390.0 / 9, 43.96))
        == ["'Tab' is 43.3 x 43.9 pt, smaller than 44 x 44 pt: make its tappable area at least 44 x 44 pt"])
    #expect(
      messages(.smallTarget, button("B", 20, 200, 44, 131.0 / 3)).first?.hasPrefix("'B' is 44 x 43.7 pt")
        == true)
    #expect(
      fires(.smallTarget, element("Terms", traits: .link, frame: Frame(x: 0, y: 100, width: 80, height: 20))))
    // VoiceOver reaches a button of no width by swiping; no touch ever lands on it.
    #expect(
      messages(.smallTarget, button("Buy", 16, 60, 0, 44))
        == ["'Buy' is 0 x 44 pt, so no touch reaches it: make its tappable area at least 44 x 44 pt"])
    #expect(fires(.smallTarget, button("Buy", 16, 60, 0, 0)))
  }

  @Test func smallTargetNearMisses() {
    #expect(!fires(.smallTarget, button("Next", 10, 100, 44, 44)))
    // A side short of 44 by floating-point noise only (idb divides): it is 44.
    #expect(!fires(.smallTarget, button("Next", 10, 100, 43.99999999999999, 44)))
    #expect(fires(.smallTarget, button("Next", 10, 100, 43.999, 44)))
    // Not interactive.
    #expect(
      !fires(
        .smallTarget, element("Inbox", traits: .staticText, frame: Frame(x: 0, y: 100, width: 40, height: 20))
      ))
    // UIKit's own controls at their system sizes.
    let uiSwitch = AccessibilityNode(
      className: "UISwitch", frame: Frame(x: 300, y: 100, width: 51, height: 31))
    #expect(!fires(.smallTarget, uiSwitch))
    let slider = AccessibilityNode(className: "UISlider", frame: Frame(x: 20, y: 100, width: 300, height: 31))
    #expect(!fires(.smallTarget, slider))
    var segmented = AccessibilityNode(
      className: "UISegmentedControl", frame: Frame(x: 20, y: 100, width: 300, height: 32))
    segmented.content.segments = ["Day", "Week", "Month"]
    #expect(!fires(.smallTarget, segmented))
    var stepper = AccessibilityNode(
      className: "UIStepper", frame: Frame(x: 20, y: 100, width: 94, height: 32))
    stepper.content.value = 1
    #expect(!fires(.smallTarget, stepper))
    // The height is UIKit's, the width the app's layout: five segments in 100 pt are small targets.
    var crowded = AccessibilityNode(
      className: "UISegmentedControl", frame: Frame(x: 20, y: 100, width: 100, height: 32))
    crowded.content.segments = ["A", "B", "C", "D", "E"]
    #expect(findings(.smallTarget, on: screen([crowded])).count == 5)
    // A dump's outward rounding adds up to a point to the system's heights; beyond that, the app's.
    for (className, height) in [("UISlider", 35.0), ("UIPageControl", 29), ("UITextField", 37)] {
      var control = AccessibilityNode(
        className: className, frame: Frame(x: 20, y: 100, width: 300, height: height))
      control.accessibilityLabel = "Control"
      #expect(!fires(.smallTarget, control), "\(className)")
      control.frame?.height = height + 1
      #expect(fires(.smallTarget, control), "\(className)")
    }
    // A switch at another size is not the system's.
    let tinySwitch = AccessibilityNode(
      className: "UISwitch", frame: Frame(x: 300, y: 100, width: 30, height: 20))
    #expect(fires(.smallTarget, tinySwitch))
  }

  /// A dump holds a segmented control's segments and a stepper's halves as buttons of their own: at
  /// UIKit's 32 pt they are the system's, as when the screen file names the control.
  @Test func dumpSegmentsAndStepperHalvesAtTheSystemSize() throws {
    func dump(_ control: String, height: Int) -> String {
      func button(_ name: String, _ x: Int) -> String {
        #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="\#(name)" label="\#(name)" enabled="true" visible="true" accessible="true" x="\#(x)" y="150" width="94" height="\#(height)"/>"#
      }
      return """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
        <XCUIElementType\(control) type="XCUIElementType\(control)" enabled="true" visible="true" accessible="false" x="20" y="150" width="188" height="\(height)">
        \(button("Decrement", 20))\(button("Increment", 114))
        </XCUIElementType\(control)></XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>
        """
    }
    func smallTargets(_ xml: String) throws -> [String] {
      let screen = try ScreenReader().read(Array(xml.utf8)).screen
      return try Auditor().audit(screen).findings.filter { $0.rule == .smallTarget }.map(\.message)
    }
    #expect(try smallTargets(dump("Stepper", height: 32)) == [])
    #expect(try smallTargets(dump("SegmentedControl", height: 32)) == [])
    // WebDriverAgent rounds frames outward: a 32.5 pt segment at a fraction of a point is 34.
    #expect(try smallTargets(dump("SegmentedControl", height: 34)) == [])
    #expect(try smallTargets(dump("SegmentedControl", height: 35)).count == 2)
    // Taller or shorter than the system's, or in a plain container: small targets.
    #expect(try smallTargets(dump("Stepper", height: 20)).count == 2)
    #expect(try smallTargets(dump("Other", height: 32)).count == 2)
    // Two steppers' halves are UIKit's words, as in a screen file: no duplicate label.
    func stepper(y: Int) -> String {
      func half(_ name: String, _ x: Int) -> String {
        #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="\#(name)" label="\#(name)" enabled="true" visible="true" accessible="true" x="\#(x)" y="\#(y)" width="94" height="32"/>"#
      }
      return
        #"<XCUIElementTypeStepper type="XCUIElementTypeStepper" enabled="true" visible="true" accessible="false" x="20" y="\#(y)" width="188" height="32">"#
        + half("Decrement", 20) + half("Increment", 114) + "</XCUIElementTypeStepper>"
    }
    let two =
      #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">"#
      + stepper(y: 150) + stepper(y: 250) + "</XCUIElementTypeApplication></AppiumAUT>"
    let findings = try Auditor().audit(try ScreenReader().read(Array(two.utf8)).screen).findings
    #expect(!findings.contains { $0.rule == .duplicateLabel }, "\(findings.map(\.message))")
  }

  @Test func overlappingTargets() {
    let found = findings(
      .overlappingTargets,
      on: screen([
        button("Play", 20, 100, 100, 44), button("Pause", 100, 120, 100, 44),
        button("Stop", 110, 110, 50, 50),
      ]))
    #expect(
      found.map(\.message) == [
        // Read Play, Stop (10 pt lower), Pause (20 pt lower).
        "'Stop' overlaps 'Play' (root.subviews[0]): separate their frames so each touch reaches one",
        "'Pause' overlaps 'Play' (root.subviews[0]) and 1 more: separate their frames so each touch reaches one",
      ])
  }

  @Test func overlapNearMisses() {
    // Side by side, sharing an edge or less than a point.
    #expect(
      findings(
        .overlappingTargets, on: screen([button("A", 0, 100, 100, 44), button("B", 100, 100, 100, 44)])
      ).isEmpty)
    #expect(
      findings(
        .overlappingTargets, on: screen([button("A", 0, 100, 100, 44), button("B", 99.5, 100, 100, 44)])
      ).isEmpty)
    // A label over a button is no target.
    #expect(
      findings(
        .overlappingTargets,
        on: screen([
          button("A", 0, 100, 100, 44),
          element("Text", traits: .staticText, frame: Frame(x: 10, y: 100, width: 50, height: 20)),
        ])
      ).isEmpty)
  }

  @Test func duplicateUtterances() {
    let found = findings(
      .duplicateUtterance,
      on: screen([
        button("Delete", 0, 100, 100, 44), button("Delete", 0, 200, 100, 44), button("Edit", 0, 300, 100, 44),
        button("Delete", 0, 400, 100, 44),
      ]))
    #expect(found.map(\.path) == ["root.subviews[1]"])
    #expect(
      found.first?.message
        == "says 'Delete. Button.', exactly what the element before it says: make the labels tell them apart")
  }

  @Test func nestedElements() {
    let cell = AccessibilityNode(
      frame: Frame(x: 0, y: 100, width: 390, height: 60), isAccessibilityElement: true,
      accessibilityLabel: "Anna",
      subviews: [
        AccessibilityNode(
          className: "UILabel", frame: Frame(x: 10, y: 100, width: 100, height: 20),
          content: content(text: "Anna")),
        AccessibilityNode(
          className: "UILabel", frame: Frame(x: 10, y: 120, width: 300, height: 20),
          content: content(text: "Lunch?")),
        AccessibilityNode(
          className: "UIButton", frame: Frame(x: 300, y: 100, width: 60, height: 60),
          content: content(title: "Reply")),
      ])
    #expect(
      messages(.nestedElements, cell) == [
        "'Anna' is an element with elements inside ('Lunch?', 'Reply') that VoiceOver never reaches: make the outer view a container, or put their words in its label and offer the controls as custom actions"
      ])
    // A control whose words the label already says is still lost: only a container or an action helps.
    var saying = cell
    saying.accessibilityLabel = "Anna, Lunch?, Reply"
    #expect(
      messages(.nestedElements, saying) == [
        "'Anna, Lunch?, Reply' is an element with elements inside ('Reply') that VoiceOver never reaches: make the outer view a container or offer the controls as custom actions"
      ])
    var wordsOnly = cell
    wordsOnly.subviews.removeLast()
    #expect(
      messages(.nestedElements, wordsOnly) == [
        "'Anna' is an element with elements inside ('Lunch?') that VoiceOver never reaches: make the outer view a container or put their words in its label"
      ])
    // A button the outer element offers as a custom action is reached through the Actions rotor.
    var offering = cell
    offering.accessibilityLabel = "Anna, Lunch?"
    offering.accessibilityCustomActions = ["reply"]
    #expect(messages(.nestedElements, offering) == [])
    offering.accessibilityCustomActions = ["Archive"]
    #expect(messages(.nestedElements, offering).count == 1)
    // An unlabelled switch or slider inside is named by its kind, not by its state (`1`, `0%`).
    var switchCell = AccessibilityNode(
      className: "UITableViewCell", frame: Frame(x: 0, y: 100, width: 390, height: 60),
      subviews: [
        AccessibilityNode(className: "UISwitch", frame: Frame(x: 320, y: 110, width: 51, height: 31))
      ])
    switchCell.content.text = "Bluetooth"
    switchCell.subviews[0].content.isOn = true
    #expect(
      messages(.nestedElements, switchCell).first?.contains("inside (switch)") == true,
      "\(messages(.nestedElements, switchCell))")
  }

  /// The walk carries steps, not paths: each finding names its own outer element, at any depth and
  /// after a sibling subtree has been left.
  @Test func nestedElementsNameTheirPaths() throws {
    let json = """
      { "root": { "subviews": [
        { "class": "UIView", "subviews": [
          { "class": "UILabel", "text": "Top" },
          { "class": "UIView", "subviews": [
            { "class": "UIView", "isAccessibilityElement": true, "accessibilityLabel": "Cell",
              "subviews": [ { "class": "UIButton", "title": "Delete" } ] } ] } ] },
        { "class": "UIView", "isAccessibilityElement": true, "accessibilityLabel": "Outer",
          "subviews": [ { "class": "UISwitch", "accessibilityLabel": "Inner" } ] }
      ] } }
      """
    let audit = try Auditor().audit(try ScreenDecoder().decode(json).screen)
    #expect(
      audit.findings.filter { $0.rule == .nestedElements }.map(\.path) == [
        "root.subviews[0].subviews[1].subviews[0]", "root.subviews[1]",
      ])
  }

  @Test func nestedNearMisses() {
    // Inner texts the outer label already says; images it sums up; a hidden inner element.
    let summarised = AccessibilityNode(
      frame: Frame(x: 0, y: 100, width: 390, height: 60), isAccessibilityElement: true,
      accessibilityLabel: "Anna, Lunch?", accessibilityValue: "4 out of 5 stars",
      subviews: [
        AccessibilityNode(className: "UILabel", content: content(text: "Lunch?")),
        AccessibilityNode(
          className: "UIImageView", isAccessibilityElement: true, accessibilityLabel: "Filled star"),
        AccessibilityNode(className: "UIButton", isHidden: true, content: content(title: "Reply")),
      ])
    #expect(!fires(.nestedElements, summarised))
    // A container is no element: its children are read.
    let container = AccessibilityNode(subviews: [
      AccessibilityNode(className: "UILabel", content: content(text: "Lunch?"))
    ])
    #expect(!fires(.nestedElements, container))
    // Said in other lines or ending a sentence of its own, the inner words are still the outer's.
    let wrapped = AccessibilityNode(
      frame: Frame(x: 0, y: 100, width: 390, height: 60), isAccessibilityElement: true,
      accessibilityLabel: "Anna, Meeting at 10. Cart, 3 items",
      subviews: [
        AccessibilityNode(className: "UILabel", content: content(text: "Meeting\nat 10!")),
        AccessibilityNode(className: "UILabel", content: content(text: "3  items.")),
      ])
    #expect(!fires(.nestedElements, wrapped))
    let lost = AccessibilityNode(
      frame: Frame(x: 0, y: 100, width: 390, height: 60), isAccessibilityElement: true,
      accessibilityLabel: "Anna",
      subviews: [AccessibilityNode(className: "UILabel", content: content(text: "at 10."))])
    #expect(fires(.nestedElements, lost))
    // Said as part of a longer word or number is not said.
    for (outer, inner) in [("Anna, Meeting at 10", "Meeting at 1"), ("Anna", "Ann"), ("Price: $100.", "$10")]
    {
      let partly = AccessibilityNode(
        frame: Frame(x: 0, y: 100, width: 390, height: 60), isAccessibilityElement: true,
        accessibilityLabel: outer,
        subviews: [AccessibilityNode(className: "UILabel", content: content(text: inner))])
      #expect(fires(.nestedElements, partly), "\(inner) in \(outer)")
    }
    // An explicit order outside the element that names an inner one reads it where the order stands.
    var card = AccessibilityNode(
      frame: Frame(x: 0, y: 100, width: 390, height: 100), isAccessibilityElement: true,
      accessibilityLabel: "Card", accessibilityIdentifier: "card",
      subviews: [
        AccessibilityNode(
          className: "UIButton", frame: Frame(x: 300, y: 110, width: 60, height: 44),
          accessibilityIdentifier: "buy",
          content: content(title: "Buy"))
      ])
    let reordered = AccessibilityNode(subviews: [card], accessibilityElements: [.ref("card"), .ref("buy")])
    #expect(!fires(.nestedElements, reordered))
    #expect(
      fires(.nestedElements, AccessibilityNode(subviews: [card], accessibilityElements: [.ref("card")])))
    // An order inside the element is never walked.
    card.accessibilityElements = [ElementEntry.ref("buy")]
    #expect(fires(.nestedElements, card))
    // Numbers a comma or a space sets apart are two; a group of three digits after a space is the
    // same number (`1 000`).
    for (outer, inner, isLost) in [
      ("Table 4, 2 guests", "Table 4", false), ("Floor 2 3 rooms", "3 rooms", false),
      ("Total 1 000 euros", "Total 1", true), ("Total 1 000 euros", "000 euros", true),
      // A sign beside its number is said with it.
      ("Coffee, $5.99", "$", false), ("Price 5€", "€", false), ("20°", "°", false),
    ] {
      let row = AccessibilityNode(
        frame: Frame(x: 0, y: 100, width: 390, height: 60), isAccessibilityElement: true,
        accessibilityLabel: outer,
        subviews: [AccessibilityNode(className: "UILabel", content: content(text: inner))])
      #expect(fires(.nestedElements, row) == isLost, "\(inner) in \(outer)")
    }
  }

  @Test func headings() {
    let eleven = (0..<11).map { button("Item \($0)", 0, Double(100 + 50 * $0), 100, 44) }
    #expect(
      findings(.noHeadings, on: screen(eleven)).map(\.message) == [
        "the screen has 11 elements and no heading, so the Headings rotor finds nothing: mark section titles with the header trait"
      ])
    #expect(findings(.noHeadings, on: screen(Array(eleven.prefix(10)))).isEmpty)
    #expect(findings(.noHeadings, on: screen([element("Title", traits: .header)] + eleven)).isEmpty)
  }

  @Test func offscreenElements() throws {
    #expect(
      messages(.offscreenElement, button("Next", 400, 100, 100, 44)) == [
        "'Next' at [400, 100, 100, 44] is outside the 390 x 844 pt screen, yet VoiceOver stops on it: hide it from accessibility while it is off screen"
      ])
    #expect(fires(.offscreenElement, button("Up", 0, -100, 100, 44)))
    #expect(fires(.offscreenElement, button("Left", -120, 100, 100, 44)))
    // Partly visible, or below the fold where scrolling brings it.
    #expect(!fires(.offscreenElement, button("Edge", 350, 100, 100, 44)))
    #expect(!fires(.offscreenElement, button("Below", 0, 2000, 100, 44)))
    #expect(!fires(.offscreenElement, element("No frame", traits: .button, frame: nil)))
    // Inside a scroll view (a table, a collection view), content scrolled out above or aside is where
    // VoiceOver scrolls to.
    for scroller in ["UIScrollView", "UITableView", "UICollectionView"] {
      let list = AccessibilityNode(
        className: scroller, frame: Frame(x: 0, y: 100, width: 390, height: 700),
        subviews: [button("Row 1", 16, -300, 200, 44), button("Page 2", 400, 200, 200, 44)])
      #expect(findings(.offscreenElement, on: screen([list])).isEmpty, "\(scroller)")
    }
    // A stop of no width or height: nothing to see or touch.
    #expect(
      messages(
        .offscreenElement,
        element("Ghost", traits: .staticText, frame: Frame(x: 16, y: 100, width: 0, height: 20)))
        == [
          "'Ghost' is 0 x 20 pt, so nobody sees or touches it, yet VoiceOver stops on it: give it a size, or hide it "
            + "from accessibility"
        ])
    #expect(fires(.offscreenElement, element("Line", frame: Frame(x: 16, y: 100, width: 100, height: 0))))
    // On the screen's edge it is of no size, not outside.
    for frame in [Frame(x: 0, y: 100, width: 0, height: 10), Frame(x: 390, y: 100, width: 0, height: 10)] {
      #expect(
        messages(.offscreenElement, element("Edge", traits: .staticText, frame: frame))
          == [
            "'Edge' is 0 x 10 pt, so nobody sees or touches it, yet VoiceOver stops on it: give it a size, or hide it "
              + "from accessibility"
          ])
    }
    #expect(
      messages(.offscreenElement, element("Out", frame: Frame(x: -1, y: 100, width: 0, height: 10))).first?
        .hasPrefix("'Out' at [-1, 100, 0, 10] is outside") == true)
    // A control of no size is small-target's alone; with small-target off, this rule's.
    let ghost = element("Ghost", traits: .button, frame: Frame(x: 10, y: 100, width: 0, height: 44))
    #expect(fires(.smallTarget, ghost) && !fires(.offscreenElement, ghost))
    var smallTargetOff = AuditConfiguration()
    smallTargetOff.disabledRules = [.smallTarget]
    #expect(findings(.offscreenElement, on: screen([ghost]), configuration: smallTargetOff).count == 1)
    #expect(!fires(.offscreenElement, element("Thin", frame: Frame(x: 16, y: 100, width: 100, height: 0.5))))
    // A drawer slid off screen: no touch lands there, so its controls get this finding alone, and an
    // overlap only off screen is none.
    let drawer = screen([
      button("Home", -300, 100, 300, 60), button("3 new", -80, 110, 30, 30), button("Top", 100, -60, 100, 44),
      button("Partial", 100, -20, 100, 44),
    ])
    #expect(
      try Auditor().audit(drawer).findings.map(\.rule).filter {
        [.smallTarget, .overlappingTargets, .offscreenElement].contains($0)
      }.map(\.rawValue) == [
        "offscreen-element", "offscreen-element", "offscreen-element",
      ])
  }

  @Test func ambiguousOrder() {
    // A staircase: each pair within the band, the ends not.
    let found = findings(
      .ambiguousOrder,
      on: screen([button("A", 200, 100, 40, 44), button("B", 100, 106, 40, 44), button("C", 0, 112, 40, 44)]))
    #expect(found.count == 1)
    #expect(
      found.first?.message
        == "reading order depends on document order (rows overlap without a clear band): 'B' (root.subviews[1]), "
        + "'A' (root.subviews[0]), 'C' (root.subviews[2]): align their tops or set accessibilityElements")
    // Two that start at the same x in one row: no frame comparison orders them, whatever their tops.
    let tied = findings(
      .ambiguousOrder,
      on: screen([button("Title", 16, 60, 200, 20), button("Badge", 16, 63, 40, 20)]))
    #expect(
      tied.map(\.message) == [
        "reading order depends on document order ('Title' and 'Badge' start at the same x in one row): "
          + "'Title' (root.subviews[0]), 'Badge' (root.subviews[1]): move one of them to another x or a row "
          + "lower, or set accessibilityElements"
      ])
    // A tie beside another element of its row is the tie alone.
    let row = findings(
      .ambiguousOrder,
      on: screen([button("B0", 0, 100, 50, 50), button("B1", 0, 100, 50, 50), button("B2", 100, 100, 50, 50)])
    )
    #expect(row.count == 1)
    #expect(row.allSatisfy { $0.message.contains("start at the same x in one row): ") }, "\(row)")
    // A tie inside a staircase: both causes named, and advice that covers both.
    let both = findings(
      .ambiguousOrder,
      on: screen([
        button("A", 200, 300, 60, 44), button("B", 100, 306, 60, 44), button("C", 10, 312, 60, 44),
        button("D", 200, 304, 60, 44),
      ]))
    #expect(
      both.map(\.message) == [
        "reading order depends on document order ('A' and 'D' start at the same x in one row, and rows overlap "
          + "without a clear band): 'B' (root.subviews[1]), 'A' (root.subviews[0]), 'D' (root.subviews[3]), "
          + "'C' (root.subviews[2]): align their tops, move the tied pair apart, or set accessibilityElements"
      ])
    #expect(
      findings(.ambiguousOrder, on: screen([button("A", 0, 100, 40, 44), button("B", 100, 100, 40, 44)]))
        .isEmpty)
  }

  @Test func slowToReach() {
    // "Item number 3. Button." is 4 words at 175 a minute (1.37 s), the phrase pause and the pause
    // after it: 2.12 s; with a two-digit number 2.46 s. Elements 0 to 13 take 31.1 s.
    let items = (0..<40).map { button("Item number \($0)", 0, Double(100 + 50 * $0), 100, 44) }
    let found = findings(.slowToReach, on: screen(items))
    #expect(found.count == 1)
    #expect(found.first?.position == 14)
    #expect(
      found.first?.message
        == "'Item number 14' is reached after about 31 s of speech, and 25 elements after it, over the 30 s budget: move what matters earlier or group long lists"
    )
    var generous = AuditConfiguration()
    generous.slowToReachBudget = 120
    #expect(findings(.slowToReach, on: screen(items), configuration: generous).isEmpty)
    // 31.1 s against a budget of 31: in tenths, not "about 31 s, over the 31 s budget".
    var tight = AuditConfiguration()
    tight.slowToReachBudget = 31
    #expect(
      findings(.slowToReach, on: screen(items), configuration: tight).first?.message.hasPrefix(
        "'Item number 14' is reached after about 31.1 s of speech, and 25 elements after it, over the 31 s budget"
      )
        == true)
  }

  @Test func severitiesAndDisabledRules() {
    var configuration = AuditConfiguration()
    configuration.severities[.smallTarget] = .error
    configuration.disabledRules = [.labelIncludesTrait]
    let audit = try? Auditor(configuration: configuration).audit(
      screen([button("Close button", 0, 100, 30, 30)]))
    #expect(audit?.findings.map(\.rule) == [.smallTarget])
    #expect(audit?.findings.map(\.severity) == [.error])
  }

  /// Rules §2.4: the explicit order replaces the subviews, so a control it does not name is lost.
  @Test func controlsLeftOutOfAnExplicitOrder() {
    func container(_ entries: [ElementEntry]?, hidesPay: Bool = false) -> AccessibilityNode {
      var pay = button("Pay", 200, 60, 100, 44)
      pay.accessibilityIdentifier = "pay"
      pay.accessibilityElementsHidden = hidesPay
      var close = button("Close", 16, 60, 100, 44)
      close.accessibilityIdentifier = "close"
      var total = element("Total", traits: .staticText, frame: Frame(x: 16, y: 120, width: 100, height: 20))
      total.accessibilityIdentifier = "total"
      var node = AccessibilityNode(
        frame: Frame(x: 0, y: 60, width: 390, height: 200), subviews: [close, pay, total])
      node.accessibilityElements = entries
      return node
    }
    let found = findings(.leftOutByOrder, on: screen([container([.ref("close")])]))
    #expect(
      found.map(\.message) == [
        "'Pay' is inside root.subviews[0], whose accessibilityElements leave it out, so VoiceOver never "
          + "reaches it: add it to the order, or hide it if it is not meant to be used"
      ])
    #expect(found.map(\.path) == ["root.subviews[0].subviews[1]"])
    #expect(found.map(\.identifier) == ["pay"])
    // A container with an identifier is named by it too, as competing-modals names a modal view.
    var card = container([.ref("close")])
    card.accessibilityIdentifier = "card"
    #expect(
      findings(.leftOutByOrder, on: screen([card])).first?.message.hasPrefix(
        "'Pay' is inside the view 'card' (root.subviews[0]), whose accessibilityElements leave it out")
        == true)
    // Named, hidden, not a control (the label), or no explicit order at all: nothing is lost.
    #expect(findings(.leftOutByOrder, on: screen([container([.ref("close"), .ref("pay")])])).isEmpty)
    #expect(findings(.leftOutByOrder, on: screen([container([.ref("close")], hidesPay: true)])).isEmpty)
    #expect(findings(.leftOutByOrder, on: screen([container(nil)])).isEmpty)
    // A modal view elsewhere takes the whole container away: that is not the order's doing.
    var alert = element("Saved", traits: .staticText, frame: Frame(x: 40, y: 400, width: 300, height: 100))
    alert.accessibilityViewIsModal = true
    #expect(findings(.leftOutByOrder, on: screen([container([.ref("close")]), alert])).isEmpty)
    // An empty order names nothing: every control in it is lost, unless a modal view takes it away.
    #expect(
      findings(.leftOutByOrder, on: screen([container([])])).map(\.path) == [
        "root.subviews[0].subviews[0]", "root.subviews[0].subviews[1]",
      ])
    #expect(findings(.leftOutByOrder, on: screen([container([]), alert])).isEmpty)
    // Deeper down, below a plain view.
    let wrapped = AccessibilityNode(subviews: [container([])])
    #expect(findings(.leftOutByOrder, on: screen([wrapped])).count == 2)
    // A control inside an element the order leaves out is lost with it: nested-elements sees inside
    // reached elements only.
    var row = AccessibilityNode(
      frame: Frame(x: 20, y: 150, width: 300, height: 44), isAccessibilityElement: true,
      accessibilityLabel: "Order 42", subviews: [button("Cancel order", 250, 150, 60, 44)])
    row.accessibilityIdentifier = "row"
    var orders = AccessibilityNode(frame: Frame(x: 0, y: 100, width: 390, height: 400), subviews: [row])
    orders.accessibilityElements = []
    #expect(
      findings(.leftOutByOrder, on: screen([orders])).map(\.path) == [
        "root.subviews[0].subviews[0].subviews[0]"
      ])
    #expect(findings(.nestedElements, on: screen([orders])).isEmpty)
    orders.accessibilityElements = [.ref("row")]
    #expect(findings(.leftOutByOrder, on: screen([orders])).isEmpty)
    #expect(findings(.nestedElements, on: screen([orders])).count == 1)
    // A control of no width or no height shows nothing to miss.
    var flat = container([])
    flat.subviews[0].frame = Frame(x: 16, y: 60, width: 100, height: 0)
    flat.subviews[1].frame = Frame(x: 200, y: 60, width: 0, height: 44)
    #expect(findings(.leftOutByOrder, on: screen([flat])).isEmpty)
  }

  /// Rules §2.5: of modal siblings only the last is walked; the others' elements are lost.
  /// A control made of parts (segments, stepper halves, tab items, a back item) is no element itself:
  /// the screen-wide rules count what VoiceOver would reach of it, its parts.
  @Test func controlsMadeOfPartsCanBeLostToo() {
    var segmented = AccessibilityNode(
      className: "UISegmentedControl", frame: Frame(x: 20, y: 160, width: 300, height: 32))
    segmented.content.segments = ["Day", "Week"]
    var title = element("Title", traits: .staticText, frame: Frame(x: 20, y: 100, width: 100, height: 44))
    title.accessibilityIdentifier = "t"
    var ordered = AccessibilityNode(
      frame: Frame(x: 0, y: 100, width: 390, height: 200), subviews: [title, segmented])
    ordered.accessibilityElements = [.ref("t")]
    #expect(
      findings(.leftOutByOrder, on: screen([ordered])).map(\.message) == [
        "UISegmentedControl ('Day', 'Week') is inside root.subviews[0], whose accessibilityElements leave it "
          + "out, so VoiceOver never reaches it: add it to the order, or hide it if it is not meant to be used"
      ])
    var stepper = AccessibilityNode(
      className: "UIStepper", frame: Frame(x: 40, y: 120, width: 94, height: 32))
    stepper.content.value = 1
    var losing = AccessibilityNode(frame: Frame(x: 20, y: 100, width: 350, height: 200), subviews: [stepper])
    losing.accessibilityViewIsModal = true
    var winning = AccessibilityNode(
      frame: Frame(x: 20, y: 400, width: 350, height: 200), subviews: [button("OK", 40, 420, 300, 44)])
    winning.accessibilityViewIsModal = true
    #expect(
      findings(.competingModals, on: screen([losing, winning])).first?.message.contains(
        "its 2 elements are never reached") == true)
    let row = AccessibilityNode(
      frame: Frame(x: 0, y: 100, width: 390, height: 60), isAccessibilityElement: true,
      accessibilityLabel: "Row", subviews: [segmented])
    #expect(
      messages(.nestedElements, row) == [
        "'Row' is an element with elements inside ('Day', 'Week') that VoiceOver never reaches: make the outer view a container or offer the controls as custom actions"
      ])
  }

  /// With explicit orders nested, the order named is the one that leaves the control out, not the
  /// outer one that lists its container.
  @Test func theOrderThatLeavesAControlOutIsNamed() {
    var title = element("Title", traits: .staticText, frame: Frame(x: 20, y: 100, width: 100, height: 44))
    title.accessibilityIdentifier = "t"
    var card = AccessibilityNode(
      frame: Frame(x: 0, y: 100, width: 390, height: 300), subviews: [title, button("Buy", 20, 200, 100, 44)])
    card.accessibilityIdentifier = "card"
    card.accessibilityElements = [.ref("t")]
    var outer = AccessibilityNode(frame: Frame(x: 0, y: 100, width: 390, height: 300), subviews: [card])
    outer.accessibilityElements = [.ref("card")]
    let found = findings(.leftOutByOrder, on: screen([outer]))
    #expect(found.map(\.path) == ["root.subviews[0].subviews[0].subviews[1]"])
    #expect(
      found.first?.message.hasPrefix("'Buy' is inside the view 'card' (root.subviews[0].subviews[0]), whose")
        == true)
    // An outer order that takes the title from inside the card never enters the card: the outer order
    // leaves the button out.
    outer.accessibilityElements = [.ref("t")]
    #expect(
      findings(.leftOutByOrder, on: screen([outer])).first?.message.hasPrefix(
        "'Buy' is inside root.subviews[0], whose") == true)
  }

  @Test func modalSiblingsCompete() {
    func modal(_ label: String?, _ buttons: [String], y: Double) -> AccessibilityNode {
      var node = AccessibilityNode(
        frame: Frame(x: 20, y: y, width: 350, height: 200),
        subviews: buttons.enumerated().map { button($1, 40, y + 20 + Double($0) * 60, 300, 44) })
      node.accessibilityLabel = label
      node.accessibilityViewIsModal = true
      return node
    }
    let permission = modal("Permission", ["Allow", "Don't Allow"], y: 100)
    let order = modal(nil, ["Cancel order"], y: 400)
    let found = findings(.competingModals, on: screen([permission, order]))
    #expect(
      found.map(\.message) == [
        "the modal view 'Permission' loses to the modal UIView (root.subviews[1]): VoiceOver walks only the "
          + "last modal view among a view's subviews and leaves out its siblings with everything in them, so its "
          + "2 elements are never reached: present one modal view at a time"
      ])
    #expect(found.map(\.path) == ["root.subviews[0]"])
    #expect(found.map(\.severity) == [.warning])
    // The transcript agrees: only the last modal view is read.
    let spoken = (try? ReadingOrder().order(screen([permission, order])))?.elements.map(\.label)
    #expect(spoken == ["Cancel order"])
    // One modal view, a hidden one (it captures nothing), an empty one, a modal view inside another:
    // nothing competes.
    #expect(findings(.competingModals, on: screen([permission])).isEmpty)
    var hidden = order
    hidden.isHidden = true
    #expect(findings(.competingModals, on: screen([permission, hidden])).isEmpty)
    #expect(findings(.competingModals, on: screen([modal("Empty", [], y: 100), order])).isEmpty)
    // Elements an explicit order leaves out are not reached anyway: neither lost nor hidden.
    var ordered = permission
    ordered.accessibilityElements = [.ref("none")]
    ordered.subviews[0].accessibilityIdentifier = "none"
    #expect(
      findings(.competingModals, on: screen([ordered, order])).first?.message.contains(
        "so its element is never reached") == true)
    var emptyOrder = AccessibilityNode(
      frame: Frame(x: 0, y: 300, width: 390, height: 60), subviews: [button("Ordered", 10, 310, 100, 44)])
    emptyOrder.accessibilityElements = []
    #expect(findings(.competingModals, on: screen([emptyOrder, modal("Dim", [], y: 0)])).isEmpty)
    var outer = modal("Sheet", ["Close"], y: 100)
    outer.subviews.append(modal("Inner", ["OK"], y: 300))
    #expect(findings(.competingModals, on: screen([outer])).isEmpty)
    // When the outer one loses, it alone is reported, counting what it would read: the inner one's.
    #expect((try? ReadingOrder().order(screen([outer])))?.elements.map(\.label) == ["OK"])
    let lostOuter = findings(.competingModals, on: screen([outer, order]))
    #expect(lostOuter.map(\.path) == ["root.subviews[0]"])
    #expect(lostOuter.first?.message.contains("its element is never reached") == true)
    // A modal view inside a plain view beside a modal one loses with the view around it: a stale banner
    // takes a whole sheet away. Named by its identifier when it has no label.
    var banner = modal("Update available", [], y: 0)
    banner.subviews = [element("Update available", traits: .staticText)]
    var sheet = modal(nil, ["Pay", "Cancel"], y: 400)
    sheet.accessibilityIdentifier = "checkout"
    let stale = findings(.competingModals, on: screen([banner, AccessibilityNode(subviews: [sheet])]))
    #expect(stale.map(\.path) == ["root.subviews[1].subviews[0]"])
    #expect(
      stale.first?.message.hasPrefix(
        "the modal view 'checkout' loses to the modal view 'Update available' (root.subviews[0])") == true)
    // Three: the first two lose, each to the last.
    let three = findings(.competingModals, on: screen([permission, modal(nil, ["Retry"], y: 300), order]))
    #expect(three.map(\.path) == ["root.subviews[0]", "root.subviews[1]"])
    #expect(
      three.last?.message.hasPrefix("the modal UIView loses to the modal UIView (root.subviews[2])") == true)
    #expect(three.last?.message.contains("its element is never reached") == true)
  }

  /// A modal view VoiceOver walks that holds nothing to read leaves every element beside it unreached:
  /// a dimming overlay that keeps the flag empties the screen.
  @Test func anEmptyModalViewThatHidesItsSiblingsIsReported() {
    var overlay = AccessibilityNode(frame: Frame(x: 0, y: 0, width: 390, height: 844))
    overlay.accessibilityViewIsModal = true
    let compose = button("Compose", 300, 60, 60, 44)
    let found = findings(.competingModals, on: screen([compose, button("Back", 10, 60, 60, 44), overlay]))
    #expect(
      found.map(\.message) == [
        "the modal UIView holds nothing VoiceOver can read, yet hides the 2 elements beside it: VoiceOver walks "
          + "only the last modal view among a view's subviews, so they are never reached: give it its content, "
          + "or clear accessibilityViewIsModal while it shows none"
      ])
    #expect(found.map(\.path) == ["root.subviews[2]"])
    #expect((try? ReadingOrder().order(screen([compose, overlay])))?.elements.isEmpty == true)
    // Not when it holds an element, hides nothing, is hidden itself, or loses to a later modal view.
    var labelled = overlay
    labelled.subviews = [element("Loading", traits: .staticText)]
    #expect(findings(.competingModals, on: screen([compose, labelled])).isEmpty)
    #expect(findings(.competingModals, on: screen([overlay])).isEmpty)
    var hidden = overlay
    hidden.isHidden = true
    #expect(findings(.competingModals, on: screen([compose, hidden])).isEmpty)
    #expect(findings(.competingModals, on: screen([overlay, labelled])).isEmpty)
    // Nor inside a view an explicit order leaves out (left-out-by-order's).
    var around = AccessibilityNode(subviews: [compose, overlay])
    around.accessibilityElements = []
    #expect(findings(.competingModals, on: screen([around])).isEmpty)
    // Nor inside an element, whose subviews VoiceOver never walks.
    var card = element("Card", traits: .button)
    card.subviews = [compose, overlay]
    #expect(findings(.competingModals, on: screen([card])).isEmpty)
  }

  /// Apple's "Missing disabled trait": a disabled UIKit control whose own traits leave out notEnabled,
  /// which they replace, never says Dimmed.
  @Test func aDisabledControlWithoutItsTraitConflicts() {
    func button(_ title: String, _ y: Double, traits: AccessibilityTraits?) -> AccessibilityNode {
      var node = AccessibilityNode(className: "UIButton", frame: Frame(x: 0, y: y, width: 390, height: 44))
      node.content.title = title
      node.content.isEnabled = false
      node.accessibilityTraits = traits
      return node
    }
    let found = findings(
      .conflictingTraits,
      on: screen([
        button("Pay", 100, traits: .button), button("Buy", 200, traits: nil),
        button("Go", 300, traits: [.button, .notEnabled]),
      ]))
    #expect(
      found.map(\.message) == [
        "'Pay' is disabled (isEnabled false), but its accessibilityTraits leave out notEnabled, which they "
          + "replace, so VoiceOver never says Dimmed: add notEnabled to them"
      ])
    #expect(found.map(\.path) == ["root.subviews[0]"])
  }

  /// Apple's "Potentially inaccessible text": words on screen in a view that is no element, that no
  /// element around it speaks.
  @Test func inaccessibleText() {
    func hidden(_ className: String, _ label: String?, y: Double = 200) -> AccessibilityNode {
      AccessibilityNode(
        className: className, frame: Frame(x: 20, y: y, width: 300, height: 44),
        isAccessibilityElement: false,
        accessibilityLabel: label)
    }
    let found = findings(.inaccessibleText, on: screen([hidden("UIButton", "Pay now")]))
    #expect(
      found.map(\.message) == [
        "'Pay now' (a button) is on screen but is no accessibility element, and no element around it speaks "
          + "it, so VoiceOver users never hear it: make it an element, or put its words in one"
      ])
    #expect(found.map(\.path) == ["root.subviews[0]"])
    #expect(found.map(\.severity) == [.warning])
    // Below the screen's bottom too: a scroll view's content shows when scrolled to.
    #expect(
      findings(.inaccessibleText, on: screen([hidden("UILabel", "Far", y: 2000)])).map(\.message).first?
        .hasPrefix("'Far' (text) is shown when scrolled to but is no accessibility element") == true)
    // A label's own text counts, unlabelled.
    var label = hidden("UILabel", nil)
    label.content.text = "Overdue"
    #expect(
      findings(.inaccessibleText, on: screen([label])).map(\.message).first?.hasPrefix("'Overdue' (text)")
        == true)
    // What the screen shows is quoted, before an accessibility label; a labelled image view, no element
    // by its class's default, is the classic case.
    var price = hidden("UILabel", "5 dollars")
    price.content.text = "$5"
    #expect(findings(.inaccessibleText, on: screen([price])).first?.message.hasPrefix("'$5' (text)") == true)
    var shown = hidden("UILabel", "")
    shown.content.text = "Shown"
    #expect(
      findings(.inaccessibleText, on: screen([shown])).first?.message.hasPrefix("'Shown' (text)") == true)
    let image = AccessibilityNode(
      className: "UIImageView", frame: Frame(x: 20, y: 200, width: 44, height: 44),
      accessibilityLabel: "Sunset")
    #expect(
      findings(.inaccessibleText, on: screen([image])).first?.message.hasPrefix("'Sunset' (an image)") == true
    )
    // An empty text field shows its placeholder.
    var password = hidden("UITextField", nil)
    password.content.placeholder = "Password"
    #expect(
      findings(.inaccessibleText, on: screen([password])).first?.message.hasPrefix(
        "'Password' (a text field)")
        == true)
    // Not: a separator without a letter or digit, no words, hidden, off screen, inside an element that speaks for it, a container, a control
    // whose parts speak (a navigation bar's title), or behind a modal view.
    #expect(findings(.inaccessibleText, on: screen([hidden("UIView", nil)])).isEmpty)
    var collapsed = hidden("UILabel", "Collapsed")
    collapsed.frame = Frame(x: 20, y: 200, width: 0, height: 30)
    #expect(findings(.inaccessibleText, on: screen([collapsed])).isEmpty)
    #expect(
      findings(.inaccessibleText, on: screen([hidden("UILabel", "•"), hidden("UILabel", "—", y: 300)]))
        .isEmpty)
    var gone = hidden("UILabel", "Gone")
    gone.isHidden = true
    #expect(findings(.inaccessibleText, on: screen([gone])).isEmpty)
    #expect(findings(.inaccessibleText, on: screen([hidden("UILabel", "Far", y: -200)])).isEmpty)
    var cell = element("Row, Overdue", traits: .button, frame: Frame(x: 0, y: 150, width: 390, height: 100))
    cell.subviews = [hidden("UILabel", "Overdue")]
    #expect(findings(.inaccessibleText, on: screen([cell])).isEmpty)
    var container = hidden("UIView", "Card")
    container.subviews = [element("Title", traits: .staticText)]
    #expect(findings(.inaccessibleText, on: screen([container])).isEmpty)
    var bar = AccessibilityNode(
      className: "UINavigationBar", frame: Frame(x: 0, y: 47, width: 390, height: 44),
      isAccessibilityElement: false)
    bar.content.title = "Wi-Fi"
    #expect(findings(.inaccessibleText, on: screen([bar])).isEmpty)
    var alert = element("Saved", traits: .staticText, frame: Frame(x: 40, y: 400, width: 300, height: 100))
    alert.accessibilityViewIsModal = true
    #expect(findings(.inaccessibleText, on: screen([hidden("UIButton", "Pay now"), alert])).isEmpty)
  }

  @Test func switchWithoutState() {
    #expect(
      messages(.switchWithoutState, element("Wi-Fi", traits: [.button, .toggleButton]))
        == [
          "'Wi-Fi' is a switch with no value, so VoiceOver never says On or Off: set accessibilityValue to \"1\" or \"0\" as it changes"
        ])
    #expect(!fires(.switchWithoutState, element("Wi-Fi", value: "1", traits: [.button, .toggleButton])))
    // UIKit's switch always has its value.
    #expect(
      !fires(
        .switchWithoutState,
        AccessibilityNode(className: "UISwitch", frame: Frame(x: 300, y: 100, width: 51, height: 31))))
  }

  @Test func duplicateLabels() {
    let rows = screen([
      button("Edit", 16, 100, 100, 44),
      element("Ann", traits: .staticText, frame: Frame(x: 16, y: 150, width: 100, height: 20)),
      button("Edit", 16, 200, 100, 44), button("edit", 16, 260, 100, 44), button("Delete", 16, 320, 100, 44),
    ])
    #expect(
      findings(.duplicateLabel, on: rows).map(\.message) == [
        "'Edit' has the same label as 'Edit' (root.subviews[0]), so the rotor and Voice Control cannot tell them apart: name what each acts on",
        "'edit' has the same label as 'Edit' (root.subviews[0]), so the rotor and Voice Control cannot tell them apart: name what each acts on",
      ])
    // Both named as heard: the isolates and the direction mark of localized strings are no part of it.
    let marked = screen([
      button("Save\u{200F}", 16, 100, 100, 44),
      element("Ann", traits: .staticText, frame: Frame(x: 16, y: 150, width: 100, height: 20)),
      button("\u{2068}Save\u{2069}", 16, 200, 100, 44),
    ])
    #expect(
      findings(.duplicateLabel, on: marked).map(\.message) == [
        "'Save' has the same label as 'Save' (root.subviews[0]), so the rotor and Voice Control cannot tell them apart: name what each acts on"
      ])
    // Neighbours that say exactly the same are duplicate-utterance's alone; other values tell them apart.
    let neighbours = screen([button("Edit", 16, 100, 100, 44), button("Edit", 16, 200, 100, 44)])
    #expect(findings(.duplicateLabel, on: neighbours).isEmpty)
    #expect(findings(.duplicateUtterance, on: neighbours).count == 1)
    // What is not heard does not set them apart: an empty value, a trailing space, a final period
    // (the transcript adds one where it is missing).
    var emptyValue = button("Edit", 16, 200, 100, 44)
    emptyValue.accessibilityValue = ""
    for second in [emptyValue, button("Edit ", 16, 200, 100, 44), button("Edit.", 16, 200, 100, 44)] {
      let pair = screen([button("Edit", 16, 100, 100, 44), second])
      #expect(findings(.duplicateLabel, on: pair).isEmpty)
      #expect(findings(.duplicateUtterance, on: pair).count == 1)
    }
    // A period after a sentence's own end is heard: `?` and `?.` say different things.
    let ended = screen([button("?", 16, 100, 100, 44), button("?.", 16, 200, 100, 44)])
    #expect(findings(.duplicateUtterance, on: ended).isEmpty)
    // Labels of punctuation alone are names of their own: `?` is not `...`.
    let marks = screen(
      ["?", "...", "!", "?"].enumerated().map { offset, label in
        button(label, 16 + 60 * Double(offset), 100, 44, 44)
      }
    )
    #expect(findings(.duplicateLabel, on: marks).map(\.path) == ["root.subviews[3]"])
    // Neighbours a list's ends or another language's words set apart do not say the same: duplicates.
    var list = AccessibilityNode(subviews: [
      button("Edit", 16, 100, 100, 44), button("Edit", 16, 200, 100, 44),
    ])
    list.accessibilityContainerType = .list
    #expect(findings(.duplicateLabel, on: screen([list])).map(\.path) == ["root.subviews[0].subviews[1]"])
    #expect(findings(.duplicateUtterance, on: screen([list])).isEmpty)
    var german = button("Edit", 16, 200, 100, 44)
    german.accessibilityLanguage = "de-DE"
    #expect(findings(.duplicateLabel, on: screen([button("Edit", 16, 100, 100, 44), german])).count == 1)
    var british = button("Edit", 16, 200, 100, 44)
    british.accessibilityLanguage = "en-GB"
    #expect(findings(.duplicateLabel, on: screen([button("Edit", 16, 100, 100, 44), british])).isEmpty)
    // Unlabelled neighbours (`Button.`, `Button.`) are missing-label's alone.
    let unlabelled = screen([
      element(traits: .button, frame: Frame(x: 16, y: 100, width: 100, height: 44)),
      element(traits: .button, frame: Frame(x: 16, y: 200, width: 100, height: 44)),
    ])
    #expect(findings(.duplicateUtterance, on: unlabelled).isEmpty)
    #expect(findings(.missingLabel, on: unlabelled).count == 2)
    // A button's words set it apart; an adjustable element's value is its level, state like a slider's.
    let valued = screen([
      element("Size", value: "Small", traits: .button),
      element("Size", value: "Large", traits: .button, frame: Frame(x: 20, y: 200, width: 100, height: 44)),
    ])
    #expect(findings(.duplicateLabel, on: valued).isEmpty)
    let rated = screen([
      element("Rating", value: "3 stars", traits: .adjustable),
      element(
        "Rating", value: "4 stars", traits: .adjustable, frame: Frame(x: 20, y: 200, width: 100, height: 44)),
    ])
    #expect(findings(.duplicateLabel, on: rated).count == 1)
    // A slider's percentage is where it stands, not its name: alike at any position.
    let sliders = [(100.0, 0.5), (200, 0.7)].map { y, position in
      var node = AccessibilityNode(
        className: "UISlider", frame: Frame(x: 20, y: y, width: 300, height: 31), accessibilityLabel: "Volume"
      )
      node.content.value = position
      return node
    }
    #expect(findings(.duplicateLabel, on: screen(sliders)).count == 1)
    // Segments and tabs are titled by the app; a stepper's halves are UIKit's words.
    var segmented = AccessibilityNode(
      className: "UISegmentedControl", frame: Frame(x: 20, y: 100, width: 300, height: 32))
    segmented.content.segments = ["Day", "Day"]
    #expect(
      findings(.duplicateLabel, on: screen([segmented])).map(\.path) == ["root.subviews[0].segments[1]"])
    let steppers = [100.0, 200].map { y in
      AccessibilityNode(className: "UIStepper", frame: Frame(x: 20, y: y, width: 94, height: 32))
    }
    #expect(findings(.duplicateLabel, on: screen(steppers)).isEmpty)
    // A back button is titled by UIKit with the screen it returns to, which a tab may also be.
    let back = [
      element("Shop", traits: .backButton, frame: Frame(x: 8, y: 50, width: 80, height: 44)),
      element("Shop", traits: [.button, .tabBarItem], frame: Frame(x: 0, y: 790, width: 97, height: 49)),
    ]
    #expect(findings(.duplicateLabel, on: screen(back)).isEmpty)
    // Two switches named alike are alike whatever their state: the finding does not come and go.
    let switches = [(100.0, false), (200, true)].map { y, isOn in
      var node = AccessibilityNode(
        className: "UISwitch", frame: Frame(x: 20, y: y, width: 51, height: 31),
        accessibilityLabel: "Notifications")
      node.content.isOn = isOn
      return node
    }
    #expect(findings(.duplicateLabel, on: screen(switches)).count == 1)
    // Static text repeats freely.
    #expect(
      findings(
        .duplicateLabel,
        on: screen([
          element("Ann", traits: .staticText),
          element("Ann", traits: .staticText, frame: Frame(x: 20, y: 200, width: 100, height: 44)),
        ])
      ).isEmpty)
  }

  @Test func everyRuleHasADefaultAndHelp() {
    #expect(AuditRule.allCases.count == 29)
    #expect(AuditRule.missingLabel.defaultSeverity == .error)
    for rule in AuditRule.allCases {
      #expect(!rule.summary.isEmpty && !rule.help.isEmpty)
    }
  }
}

import Testing
import VosimModel

@testable import VosimImport

@Suite struct ScreenEncoderTests {
  /// A screen that sets every key of the format at least once.
  static let richScreen: Screen = {
    var slider = ControlContent()
    slider.value = 0.3
    slider.minimumValue = -1.5
    slider.maximumValue = 1e-7
    var tabs = ControlContent()
    tabs.items = [.init(title: "Home", badgeValue: "3"), .init(title: "Search"), .init()]
    tabs.selectedItemIndex = 1
    var field = ControlContent()
    field.text = "line 1\nline \"2\"\t\\ é 😀 \u{1}"
    field.placeholder = "Name"
    field.isSecureTextEntry = false
    field.isEditing = true
    field.isEditable = true
    field.isEnabled = false
    field.isSelected = true
    var bar = ControlContent()
    bar.title = "Wi-Fi"
    bar.backTitle = "Settings"
    var pages = ControlContent()
    pages.currentPage = 2
    pages.numberOfPages = 5
    pages.segments = []
    pages.selectedSegmentIndex = -1
    pages.isOn = false
    pages.detailText = "detail"
    let card = AccessibilityNode(
      className: "CardView", frame: Frame(x: 16, y: 100.25, width: 358, height: 0),
      isAccessibilityElement: false, accessibilityLabel: "Card", accessibilityValue: "4 stars",
      accessibilityHint: "Opens the card.", accessibilityIdentifier: "card", accessibilityLanguage: "de",
      accessibilityTraits: [.button, .toggleButton, .supportsZoom], accessibilityElementsHidden: true,
      accessibilityViewIsModal: true, shouldGroupAccessibilityChildren: true, isHidden: true,
      clipsToBounds: true,
      alpha: 0.25, accessibilityContainerType: .landmark, accessibilityCustomActions: ["Delete", "Share"],
      accessibilityCustomContent: [
        CustomContent(label: "Rating", value: "4", importance: .high),
        CustomContent(label: "Year", value: "1999"),
      ],
      subviews: [
        AccessibilityNode(className: "UISlider", accessibilityIdentifier: "slider", content: slider),
        AccessibilityNode(
          className: "UITextField", accessibilityTraits: AccessibilityTraits(rawValue: 1 << 17 | 1),
          content: field),
        AccessibilityNode(
          accessibilityIdentifier: "inner", subviews: [AccessibilityNode(accessibilityIdentifier: "leaf")]),
      ],
      accessibilityElements: [
        .ref("leaf"), .node(AccessibilityNode(className: "UIPageControl", content: pages)), .ref("slider"),
      ])
    return Screen(
      device: Device(idiom: .pad, width: 820, height: 1180), language: "de-DE", layoutDirection: .rightToLeft,
      root: AccessibilityNode(
        frame: Frame(x: 0, y: 0, width: 820, height: 1180),
        subviews: [
          card, AccessibilityNode(className: "UITabBar", accessibilityTraits: [], content: tabs),
          AccessibilityNode(className: "UINavigationBar", accessibilityElements: [], content: bar),
        ]))
  }()

  @Test func roundTripsEveryKey() throws {
    let screen = Self.richScreen
    try screen.validate()
    let document = try ScreenDecoder().decode(ScreenEncoder().encode(screen))
    #expect(document.screen == screen)
    #expect(document.warnings.isEmpty)
  }

  /// What a reader refuses in a file, `validate()` refuses in a screen built in code, so a screen it
  /// passes is written and read back whole: cell ranges and counts, a system version, the depth.
  @Test func validateRefusesWhatTheReaderRefuses() throws {
    func cell(_ change: (inout DataTableInfo) -> Void) -> Screen {
      var node = AccessibilityNode(className: "UILabel")
      node.accessibilityLabel = "A1"
      change(&node.dataTable)
      return Screen(root: AccessibilityNode(subviews: [node]))
    }
    var deep = AccessibilityNode()
    for _ in 0..<Screen.maximumDepth { deep = AccessibilityNode(subviews: [deep]) }
    var version = Screen(root: AccessibilityNode())
    version.device.systemVersion = SystemVersion(major: -5)
    // Numbers JSON cannot write: refused when read back, never read as the key's default.
    var faded = AccessibilityNode(className: "UILabel", frame: Frame(x: 0, y: 0, width: .infinity, height: 1))
    faded.alpha = .nan
    var slider = AccessibilityNode(className: "UISlider")
    slider.content.value = -.infinity
    var wide = Screen(root: AccessibilityNode())
    wide.device.width = .nan
    let refused = [
      cell { $0.rowRange = CellRange(location: -3) },
      cell { $0.columnRange = CellRange(location: 0, length: 0) },
      cell { $0.rowCount = -1 }, cell { $0.columnCount = -2 }, version, Screen(root: deep),
      Screen(root: AccessibilityNode(subviews: [faded])), Screen(root: slider), wide,
    ]
    for screen in refused {
      #expect(throws: ModelError.self) { try screen.validate() }
      #expect(throws: ModelError.self) { try ScreenDecoder().decode(ScreenEncoder().encode(screen)) }
    }
    // One level less than the limit, and a range at 0, are read back whole.
    let shallow = Screen(root: deep.subviews[0])
    try shallow.validate()
    #expect(try ScreenDecoder().decode(ScreenEncoder().encode(shallow)).screen == shallow)
    let first = cell { $0.rowRange = CellRange(location: 0) }
    try first.validate()
    #expect(try ScreenDecoder().decode(ScreenEncoder().encode(first)).screen == first)
    #expect(
      throws: ModelError.invalidNumber(
        "accessibilityRowRange [-3, 1] must have a location of 0 or more and a length of 1 or more",
        path: "root.subviews[0]")
    ) { try refused[0].validate() }
  }

  @Test func roundTripsTheDefaultScreen() throws {
    let screen = Screen(root: AccessibilityNode())
    #expect(ScreenEncoder().encodeString(screen) == "{\n  \"root\": {}\n}\n")
    #expect(try ScreenDecoder().decode(ScreenEncoder().encode(screen)).screen == screen)
  }

  /// A screen that names the default language keeps it: declared, it is spoken in that language's
  /// voice, not the configured one, and survives a round trip.
  @Test func aDeclaredDefaultLanguageIsKept() throws {
    let declared = Screen(language: "en-US", root: AccessibilityNode())
    #expect(declared.isLanguageDeclared)
    #expect(declared != Screen(root: AccessibilityNode()))
    #expect(ScreenEncoder().encodeString(declared).contains("\"language\": \"en-US\""))
    #expect(try ScreenDecoder().decode(ScreenEncoder().encode(declared)).screen == declared)
    let file = try ScreenDecoder().decode(#"{"language": "en-US", "root": {}}"#).screen
    #expect(file == declared)
  }

  @Test func writesPrettyOutputWithoutDefaults() {
    var label = ControlContent()
    label.text = "Hello"
    let screen = Screen(
      root: AccessibilityNode(
        frame: Frame(x: 0, y: 0, width: 390, height: 844),
        accessibilityTraits: AccessibilityTraits(rawValue: 1 << 17 | 1),
        subviews: [
          AccessibilityNode(
            className: "UILabel", frame: Frame(x: 16, y: 60.5, width: 200, height: 21), content: label),
          AccessibilityNode(
            className: "UIButton", accessibilityIdentifier: "go", accessibilityTraits: [.button, .selected]),
        ],
        accessibilityElements: [.ref("go")]))
    #expect(
      ScreenEncoder().encodeString(screen) == """
        {
          "root": {
            "frame": [0, 0, 390, 844],
            "accessibilityTraits": 131073,
            "subviews": [
              {
                "class": "UILabel",
                "frame": [16, 60.5, 200, 21],
                "text": "Hello"
              },
              {
                "class": "UIButton",
                "accessibilityIdentifier": "go",
                "accessibilityTraits": ["button", "selected"]
              }
            ],
            "accessibilityElements": [
              {
                "ref": "go"
              }
            ]
          }
        }

        """)
  }

  @Test func encodesTreesDeeperThanTheDecoderAccepts() throws {
    var node = AccessibilityNode(className: "UILabel")
    for _ in 0..<520 { node = AccessibilityNode(subviews: [node]) }
    let bytes = ScreenEncoder().encode(Screen(root: node))
    #expect(bytes.count > 520 * 14)
    #expect(throws: ModelError.self) { try ScreenDecoder().decode(bytes) }
  }
}

import VosimModel

/// What an element type (XCUIElementType short name, or idb's role type with its subrole) means to
/// VoiceOver: its traits, whether it is interactive, and the UIKit class that behaves the same.
enum ElementTypeMapping {
  /// Types VoiceOver focuses as one element, whatever they contain (a Cell only with a label).
  static let interactiveTypes: Set<String> = [
    "Button", "Link", "Switch", "Toggle", "Slider", "TextField", "SecureTextField", "SearchField",
    "TextView", "PageIndicator", "PickerWheel", "Key",
  ]

  /// idb's interactive role types (macOS-style names) besides the XCUIElementType ones.
  static let interactiveRoleTypes: Set<String> = [
    "CheckBox", "RadioButton", "PopUpButton", "ComboBox", "TextArea", "MenuButton",
  ]

  /// UIKit containers that are never accessibility elements themselves, even with a label (XCTest gives
  /// a toolbar or an alert the label of its title).
  static let containerTypes: Set<String> = [
    "Application", "Window", "NavigationBar", "TabBar", "Toolbar", "SegmentedControl", "Table",
    "CollectionView", "ScrollView", "Alert", "Sheet", "Keyboard", "StatusBar", "Picker", "DatePicker",
    "WebView", "TabGroup", "Menu", "MenuBar",
  ]

  /// idb's container role types (macOS-style names) besides the XCUIElementType ones: a labelled one is
  /// an element in idb's lists, but its children are elements too.
  static let containerRoleTypes: Set<String> = [
    "Group", "ScrollArea", "WebArea", "Grid", "SplitGroup", "List", "Outline", "RadioGroup",
  ]

  /// Containers whose children VoiceOver reads together (dumps carry no grouping flag).
  static let groupTypes: Set<String> = ["NavigationBar", "TabBar", "Toolbar", "SegmentedControl"]

  /// Containers that capture VoiceOver while shown (dumps carry no modal flag).
  static let modalTypes: Set<String> = ["Alert", "Sheet"]

  /// Every `XCUIElementType` XCTest has, by short name: a dump naming another was edited by hand or
  /// comes from an Xcode newer than vosim, and its element is read as a plain one.
  static let xcuiElementTypes: Set<String> = [
    "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button",
    "RadioButton", "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton",
    "ToolbarButton", "Popover", "Keyboard", "Key", "NavigationBar", "TabBar", "TabGroup", "Toolbar",
    "StatusBar", "Table", "TableRow", "TableColumn", "Outline", "OutlineRow", "Browser", "CollectionView",
    "Slider", "PageIndicator", "ProgressIndicator", "ActivityIndicator", "SegmentedControl", "Picker",
    "PickerWheel", "Switch", "Toggle", "Link", "Image", "Icon", "SearchField", "ScrollView", "ScrollBar",
    "StaticText", "TextField", "SecureTextField", "DatePicker", "TextView", "Menu", "MenuItem", "MenuBar",
    "MenuBarItem", "Map", "WebView", "IncrementArrow", "DecrementArrow", "Timeline", "RatingIndicator",
    "ValueIndicator", "SplitGroup", "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag", "Matte",
    "DockItem", "Ruler", "RulerMarker", "Grid", "LevelIndicator", "Cell", "LayoutArea", "LayoutItem",
    "Handle", "Stepper", "Tab", "TouchBar", "StatusItem",
  ]

  /// Types that edit text: their value is the text, or the placeholder when empty.
  static let textEntryTypes: Set<String> = ["TextField", "SecureTextField", "SearchField", "TextView"]

  /// The traits an element of this type has in UIKit, when the dump lists none.
  static func traits(type: String, subrole: String?) -> AccessibilityTraits {
    switch type {
    case "Button", "RadioButton", "PopUpButton", "MenuButton", "ToolbarButton", "MenuItem":
      subrole == "AXTabButton" ? [.button, .tabBarItem] : .button
    case "StaticText": .staticText
    case "Heading": [.staticText, .header]
    case "Image", "Icon": .image
    case "Link": .link
    // A search field is a text field (rules §6: "Search Field" plus Text Field semantics).
    case "SearchField": [.textEntry, .searchField]
    case "TextField":
      switch subrole {
      case "AXSearchField": [.textEntry, .searchField]
      case "AXSecureTextField": [.textEntry, .secureTextField]
      default: .textEntry
      }
    case "SecureTextField": [.textEntry, .secureTextField]
    case "TextView", "TextArea": [.textEntry, .textArea]
    case "Switch", "Toggle", "CheckBox": [.button, .toggleButton]
    case "Slider", "PageIndicator", "PickerWheel": .adjustable
    case "Key": [.keyboardKey, .button]
    default: []
    }
  }

  /// The traits a type implies that WebDriverAgent's `traits` list may lack: the private ones it cannot
  /// export (text entry, a switch's toggle bit before iOS 17's public ToggleButton), and for a switch the
  /// button trait UIKit always gives it.
  static func privateTraits(type: String) -> AccessibilityTraits {
    switch type {
    case "TextField": .textEntry
    case "SearchField": [.textEntry, .searchField]
    case "SecureTextField": [.textEntry, .secureTextField]
    case "TextView": [.textEntry, .textArea]
    case "Switch", "Toggle": [.button, .toggleButton]
    default: []
    }
  }

  /// The UIKit class that behaves as the type, or `UIView` when none has the same semantics.
  static func uikitClass(type: String, subrole: String?) -> UIKitClass {
    switch type {
    case "Button", "Key": .button
    case "StaticText", "Heading": .label
    case "Image", "Icon": .imageView
    case "Switch", "Toggle": .switch
    case "CheckBox" where subrole == "AXSwitch": .switch
    case "Slider": .slider
    case "TextField", "SecureTextField", "SearchField": .textField
    case "TextView", "TextArea": .textView
    case "PageIndicator": .pageControl
    case "Cell": .tableViewCell
    default: .view
    }
  }

  /// Trait names dumps use that differ from the model's spelling (idb's private names).
  static let traitAliases: [String: AccessibilityTraits] = [
    "tabbutton": .tabBarItem, "toggle": .toggleButton, "switchbutton": .toggleButton,
    "heading": .header, "disabled": .notEnabled,
  ]

  /// Private trait names idb lists (dump-formats.md §3.1, `FBAccessibilityTraits.swift`; `None` for
  /// no trait, `Unknown` for bits it cannot name) and AccessibilitySnapshot writes in its own case, that
  /// change nothing vosim's rules say or where VoiceOver goes (rules §1): known, so not reported as
  /// unknown.
  static let silentTraitNames: Set<String> = [
    "webcontent", "pickerelement", "radiobutton", "launchicon", "statusbarelement", "inactive", "footer",
    "alert", "none", "unknown", "autocorrectcandidate", "deletekey", "selectiondismissesitem", "visited",
    "scrollable", "spacer", "tableindex", "map", "textoperationsavailable", "draggable",
    "gesturepracticeregion", "popupbutton", "allowsnativesliding", "mathequation", "containedbytable",
    "containedbylist", "touchcontainer", "supportszoom", "bookcontent", "containedbylandmark", "foldericon",
    "readonly", "menuitem", "ignoreitemchooser", "supportstrackingdetail", "containedbyfieldset",
    "allowslayoutchangeinstatusbar",
  ]

  /// Trait names, matched case-insensitively; unknown names are returned to be reported.
  static func traits<S: Sequence<String>>(named names: S) -> (AccessibilityTraits, unknown: [String]) {
    var traits: AccessibilityTraits = []
    var unknown: [String] = []
    for raw in names {
      let name = raw.trimmedOfWhiteSpace()
      guard !name.isEmpty else { continue }
      if let trait = AccessibilityTraits(looseName: name) ?? traitAliases[name.lowercased()] {
        traits.insert(trait)
      } else if !silentTraitNames.contains(name.lowercased()) {
        unknown.append(name)
      }
    }
    return (traits, unknown)
  }
}

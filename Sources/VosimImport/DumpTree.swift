import VosimModel

/// One node of a dump, as the readers find it, before any VoiceOver rule is applied.
///
/// The readers only transcribe; every decision (what is an element, which traits, what is noise) is made
/// once, for all formats, by `ScreenBuilder`.
struct DumpElement: Sendable {
  /// The element type: XCUIElementType without its prefix (`Button`, `Window`), or idb's role type.
  var type: String
  /// idb's `subrole` (`AXSwitch`, `AXSearchField`, …).
  var subrole: String?
  var label: String?
  var value: String?
  /// The real accessibility identifier, only when the dump tells it apart from the label.
  var identifier: String?
  var placeholderValue: String?
  var hint: String?
  var frame: Frame?
  var isEnabled = true
  /// WebDriverAgent's `visible`; nil when the dump does not say.
  var isVisible: Bool?
  /// WebDriverAgent's `accessible`; nil when the dump does not say.
  var isAccessible: Bool?
  var isSelected = false
  var hasKeyboardFocus = false
  /// debugDescription's `Window (Main)` / Xcode 9's `Main Window`.
  var isMainWindow = false
  /// Traits the dump lists itself (WebDriverAgent `traits`, idb `traits`, Xcode 9's bitmask).
  var listedTraits: AccessibilityTraits?
  /// Whether the listed traits can include UIKit's private bits (idb does; WebDriverAgent does not).
  var listedTraitsIncludePrivate = false
  var customActions: [String] = []
  /// An item of the status bar given without a StatusBar around it (idb's time, signal, battery).
  var isStatusBarItem = false
  /// 1-based line where the node starts.
  var line: Int
  var parent: Int?
  var children: [Int] = []
}

/// A dump as an arena of nodes in document (pre-)order: every parent comes before its children.
struct DumpTree: Sendable {
  /// How the format marks VoiceOver's elements; picks the rule of `FocusableSelection`.
  enum Granularity: Sendable {
    /// XCTest's automation tree (WebDriverAgent XML, debugDescription): containers and elements.
    case automationTree
    /// idb's flat list: already VoiceOver's elements.
    case flatElementList
    /// idb `--nested`: elements with their (partial) children.
    case nestedElementList
  }

  var nodes: [DumpElement] = []
  var roots: [Int] = []
  var granularity: Granularity

  /// Whether the dump lists the keyboard's keys without their keyboard (idb), so that a key is known by
  /// its KeyboardKey trait: in XCTest's tree a Keyboard holds them.
  var listsKeysAlone: Bool { granularity != .automationTree }

  /// Whether a node of `type` listing `traits` is a key of the on-screen keyboard: a `Key`, or in a
  /// dump that lists keys alone, an entry listing the KeyboardKey trait (in XCTest's tree, a button
  /// listing it is the app's keypad). Given the fields, not the node: a node read from the arena is
  /// copied whole.
  func isKey(type: String, traits: AccessibilityTraits?) -> Bool {
    type == "Key" || (listsKeysAlone && traits?.contains(.keyboardKey) == true)
  }
  /// The device's screen when the dump states it (idb `--format complete`'s `screen`), at the origin.
  var screenFrame: Frame?
  var warnings: [Diagnostic] = []
  /// Trait names the dump lists that vosim does not know, with where each is first, warned about after
  /// `warnings`.
  var unknownTraits: [String: SourcePosition] = [:]

  /// Element types no XCTest has (`XCUIElementTypeFrobnicator`), with where each is first, warned
  /// about with the unknown traits.
  var unknownTypes: [String: SourcePosition] = [:]

  /// Records an element type XCTest does not have, first seen at `position`.
  mutating func noteType(_ type: String, at position: SourcePosition) {
    if unknownTypes[type] == nil, !ElementTypeMapping.xcuiElementTypes.contains(type) {
      unknownTypes[type] = position
    }
  }

  /// Records trait names the dump lists that vosim does not know, first seen at `position`.
  mutating func noteUnknownTraits(_ names: [String], at position: SourcePosition) {
    for name in names where unknownTraits[name] == nil { unknownTraits[name] = position }
  }

  /// Appends a node under `parent` (nil: a new root) and returns its index.
  @discardableResult
  mutating func append(_ node: consuming DumpElement, parent: Int?) -> Int {
    node.parent = parent
    let index = nodes.count
    nodes.append(node)
    if let parent {
      nodes[parent].children.append(index)
    } else {
      roots.append(index)
    }
    return index
  }
}

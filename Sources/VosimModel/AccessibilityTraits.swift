/// UIKit's `UIAccessibilityTraits`, with the raw bit values UIKit itself uses, private bits included.
///
/// The bit values matter: dumps and apps carry integer trait masks, and several open-source clones
/// get `tabBar` and `supportsZoom` wrong. The table is rules §1.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, Codable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public static let button = Self(rawValue: 1 << 0)
  public static let link = Self(rawValue: 1 << 1)
  public static let image = Self(rawValue: 1 << 2)
  public static let selected = Self(rawValue: 1 << 3)
  public static let playsSound = Self(rawValue: 1 << 4)
  public static let keyboardKey = Self(rawValue: 1 << 5)
  public static let staticText = Self(rawValue: 1 << 6)
  public static let summaryElement = Self(rawValue: 1 << 7)
  public static let notEnabled = Self(rawValue: 1 << 8)
  public static let updatesFrequently = Self(rawValue: 1 << 9)
  public static let searchField = Self(rawValue: 1 << 10)
  public static let startsMediaSession = Self(rawValue: 1 << 11)
  public static let adjustable = Self(rawValue: 1 << 12)
  public static let allowsDirectInteraction = Self(rawValue: 1 << 13)
  public static let causesPageTurn = Self(rawValue: 1 << 14)
  public static let tabBar = Self(rawValue: 1 << 15)
  public static let header = Self(rawValue: 1 << 16)
  /// Private: a text field or text view.
  public static let textEntry = Self(rawValue: 1 << 18)
  /// Private: a text field that has keyboard focus.
  public static let isEditing = Self(rawValue: 1 << 21)
  /// Private: a secure (password) text field.
  public static let secureTextField = Self(rawValue: 1 << 24)
  /// Private: a navigation bar's back item.
  public static let backButton = Self(rawValue: 1 << 27)
  /// Private: an item of a tab bar.
  public static let tabBarItem = Self(rawValue: 1 << 28)
  public static let supportsZoom = Self(rawValue: 1 << 46)
  /// Private: a multi-line text view; changes the text-entry hint.
  public static let textArea = Self(rawValue: 1 << 47)
  /// iOS 17: a switch. Spoken "Switch Button" with On / Off / Mixed from the value.
  public static let toggleButton = Self(rawValue: 1 << 53)

  /// Every named trait, in bit order, with the exact spelling the screen format uses.
  public static let named: [(name: String, trait: AccessibilityTraits)] = [
    ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
    ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
    ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
    ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
    ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
    ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
    ("tabBar", .tabBar), ("header", .header), ("textEntry", .textEntry), ("isEditing", .isEditing),
    ("secureTextField", .secureTextField), ("backButton", .backButton), ("tabBarItem", .tabBarItem),
    ("supportsZoom", .supportsZoom), ("textArea", .textArea), ("toggleButton", .toggleButton),
  ]

  private static let byName: [String: AccessibilityTraits] = Dictionary(
    uniqueKeysWithValues: named.map { ($0.name, $0.trait) })
  private static let byLowercasedName: [String: AccessibilityTraits] = Dictionary(
    uniqueKeysWithValues: named.map { ($0.name.lowercased(), $0.trait) })

  /// The trait with this exact name (the screen format's spelling), or nil.
  public init?(name: String) {
    guard let trait = Self.byName[name] else { return nil }
    self = trait
  }

  /// The trait whose name matches ignoring case, spaces and a `UIAccessibilityTrait` prefix:
  /// what dumps write (`Button`, `NotEnabled`, `Search Field`).
  public init?(looseName: String) {
    var key = String(
      String.UnicodeScalarView(looseName.lowercased().unicodeScalars.lazy.filter { $0 != " " }))
    for prefix in ["uiaccessibilitytrait", "accessibilitytrait"] where key.hasPrefix(prefix) {
      key.removeFirst(prefix.count)
    }
    guard let trait = Self.byLowercasedName[key] else { return nil }
    self = trait
  }

  /// The names of the set bits that have one, in bit order.
  public var names: [String] {
    Self.named.filter { contains($0.trait) }.map(\.name)
  }
}

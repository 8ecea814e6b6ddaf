import VosimModel

/// The keys of the native screen format, in the order the encoder writes them.
///
/// The one list that the decoder, the encoder, `docs/screen-format.md` and `docs/screen.schema.json`
/// share; a test holds the schema to it, so the parser and the document cannot drift apart.
public enum ScreenFormat {
  /// Keys of the top-level object.
  public enum TopLevelKey: String, CaseIterable, Sendable {
    case device, language, layoutDirection, root
  }

  /// Keys of `device`.
  public enum DeviceKey: String, CaseIterable, Sendable {
    case idiom, width, height, systemVersion
  }

  /// Keys of a node that set `AccessibilityNode` properties (UIKit's own names).
  public enum NodeKey: String, CaseIterable, Sendable {
    case className = "class"
    case frame
    case isAccessibilityElement
    case accessibilityLabel
    case accessibilityValue
    case accessibilityHint
    case accessibilityIdentifier
    case accessibilityLanguage
    case accessibilityTraits
    case accessibilityElementsHidden
    case accessibilityViewIsModal
    case shouldGroupAccessibilityChildren
    case isHidden
    case clipsToBounds
    case alpha
    case accessibilityContainerType
    case accessibilityCustomActions
    case accessibilityCustomContent
    case accessibilityRowCount
    case accessibilityColumnCount
    case accessibilityRowRange
    case accessibilityColumnRange
    case isAccessibilityHeader
    case subviews
    case accessibilityElements
  }

  /// Keys of a node that set its `ControlContent`, from which the class derives label, value and traits.
  public enum ContentKey: String, CaseIterable, Sendable {
    case text, detailText, title, placeholder, isSecureTextEntry, isEditing, isEditable, isOn
    case value, minimumValue, maximumValue, stepValue, currentPage, numberOfPages, segments
    case selectedSegmentIndex
    case items, selectedItemIndex, backTitle, isEnabled, isSelected
  }

  /// Keys of an `accessibilityCustomContent` entry.
  public enum CustomContentKey: String, CaseIterable, Sendable {
    case label, value, importance
  }

  /// Keys of a `UITabBar` item.
  public enum TabItemKey: String, CaseIterable, Sendable {
    case title, badgeValue, isEnabled
    case accessibilityLabel, accessibilityValue, accessibilityHint, accessibilityIdentifier
    case accessibilityTraits
  }

  /// The key of an `accessibilityElements` entry that names a node of the container's subtree.
  public enum ReferenceKey: String, CaseIterable, Sendable {
    case ref
  }

  /// Every key a node object may carry: node keys, then content keys.
  public static var allNodeObjectKeys: [String] {
    NodeKey.allCases.map(\.rawValue) + ContentKey.allCases.map(\.rawValue)
  }
}

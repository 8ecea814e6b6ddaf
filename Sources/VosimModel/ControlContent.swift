/// The content a UIKit control shows, from which its class derives label, value and traits the way
/// UIKit does (rules §5). Every property is optional: absent means UIKit's default.
public struct ControlContent: Hashable, Sendable, Codable {
  /// One item of a `UITabBar`: its title and badge, and the accessibility overrides a
  /// `UITabBarItem` takes like any element (nil: the tab bar's default).
  public struct TabItem: Hashable, Sendable, Codable {
    public var title: String?
    /// Spoken as the tab's value up to iOS 18, not at all from iOS 26 (rules §8).
    public var badgeValue: String?
    /// False adds notEnabled (Dimmed).
    public var isEnabled: Bool?
    public var accessibilityLabel: String?
    public var accessibilityValue: String?
    public var accessibilityHint: String?
    public var accessibilityIdentifier: String?
    /// Replaces the item's default traits (button, tabBarItem, + selected, + notEnabled).
    public var accessibilityTraits: AccessibilityTraits?

    public init(
      title: String? = nil, badgeValue: String? = nil, isEnabled: Bool? = nil,
      accessibilityLabel: String? = nil, accessibilityValue: String? = nil, accessibilityHint: String? = nil,
      accessibilityIdentifier: String? = nil, accessibilityTraits: AccessibilityTraits? = nil
    ) {
      self.title = title
      self.badgeValue = badgeValue
      self.isEnabled = isEnabled
      self.accessibilityLabel = accessibilityLabel
      self.accessibilityValue = accessibilityValue
      self.accessibilityHint = accessibilityHint
      self.accessibilityIdentifier = accessibilityIdentifier
      self.accessibilityTraits = accessibilityTraits
    }
  }

  /// UILabel, UITextField, UITextView, UITableViewCell.
  public var text: String?
  /// UIButton's title; UINavigationBar's title.
  public var title: String?
  /// UISwitch.
  public var isOn: Bool?
  /// Every UIControl: false adds notEnabled.
  public var isEnabled: Bool?
  /// Every UIControl: true adds selected.
  public var isSelected: Bool?
  /// UITableViewCell's detail text.
  public var detailText: String?
  /// UITextField's placeholder: the label when there is no accessibilityLabel.
  public var placeholder: String?
  public var isSecureTextEntry: Bool?
  public var isEditing: Bool?
  /// UITextView: only an editable text view is a text entry.
  public var isEditable: Bool?
  /// UISlider, UIStepper.
  public var value: Double?
  public var minimumValue: Double?
  public var maximumValue: Double?
  /// UIStepper: what one Increment or Decrement adds or takes away (default 1, above 0).
  public var stepValue: Double?
  /// UIPageControl, zero-based.
  public var currentPage: Int?
  public var numberOfPages: Int?
  /// UISegmentedControl.
  public var segments: [String]?
  public var selectedSegmentIndex: Int?
  /// UITabBar.
  public var items: [TabItem]?
  public var selectedItemIndex: Int?
  /// UINavigationBar: the previous screen's title, shown by the back item.
  public var backTitle: String?

  public init() {}

  /// True when no key is set.
  public var isEmpty: Bool { self == ControlContent() }

  /// Why a UIStepper could not hold this content: UIKit raises an exception for a minimum above the
  /// maximum, so no screen shows one. Nil when it could.
  package var stepperRangeProblem: String? {
    let minimum = minimumValue ?? 0
    let maximum = maximumValue ?? 100
    guard minimum > maximum else { return nil }
    return
      "minimumValue \(Frame.format(minimum)) is above maximumValue \(Frame.format(maximum)), which UIStepper "
      + "refuses"
  }
}

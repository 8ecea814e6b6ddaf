/// The content a UIKit control shows, from which its class derives label, value and traits the way
/// UIKit does (rules §5). Every property is optional: absent means UIKit's default.
public struct ControlContent: Hashable, Sendable, Codable {
  /// One item of a `UITabBar`.
  public struct TabItem: Hashable, Sendable, Codable {
    public var title: String?
    public var badgeValue: String?
    public init(title: String? = nil, badgeValue: String? = nil) {
      self.title = title
      self.badgeValue = badgeValue
    }
  }

  /// UILabel, UITextField, UITextView, UITableViewCell.
  public var text: String?
  /// UITableViewCell's detail text.
  public var detailText: String?
  /// UIButton's title; UINavigationBar's title.
  public var title: String?
  /// UITextField's placeholder: the label when there is no accessibilityLabel.
  public var placeholder: String?
  public var isSecureTextEntry: Bool?
  public var isEditing: Bool?
  /// UITextView: only an editable text view is a text entry.
  public var isEditable: Bool?
  /// UISwitch.
  public var isOn: Bool?
  /// UISlider, UIStepper.
  public var value: Double?
  public var minimumValue: Double?
  public var maximumValue: Double?
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
  /// Every UIControl: false adds notEnabled.
  public var isEnabled: Bool?
  /// Every UIControl: true adds selected.
  public var isSelected: Bool?

  public init() {}

  /// True when no key is set.
  public var isEmpty: Bool { self == ControlContent() }
}

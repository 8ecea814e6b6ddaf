/// The content a UIKit control shows, from which its class derives label, value and traits the way
/// UIKit does (rules §5). Every property is optional: absent means UIKit's default.
///
/// Every node of a screen has one, and most set a text or a title at most: those and the flags every
/// control reads are stored inline, the rest of the keys in a copy-on-write box that exists only when
/// one of them is set. That keeps a million-node screen's model hundreds of megabytes smaller.
public struct ControlContent: Hashable, Sendable {
  /// One item of a `UITabBar`: its title and badge, and the accessibility overrides a
  /// `UITabBarItem` takes like any element (nil: the tab bar's default).
  public struct TabItem: Hashable, Sendable {
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

  /// The keys few nodes set.
  fileprivate struct Rare: Hashable, Sendable {
    var detailText: String?
    var placeholder: String?
    var isSecureTextEntry: Bool?
    var isEditing: Bool?
    var isEditable: Bool?
    var value: Double?
    var minimumValue: Double?
    var maximumValue: Double?
    var currentPage: Int?
    var numberOfPages: Int?
    var segments: [String]?
    var selectedSegmentIndex: Int?
    var items: [TabItem]?
    var selectedItemIndex: Int?
    var backTitle: String?
  }

  /// The box of `Rare`, never written while shared, and never holding only defaults (so that equal
  /// contents have equal stored properties); equal when its fields are.
  fileprivate final class RareStorage: Hashable, @unchecked Sendable {
    /// Unchecked for the reason `AccessibilityNode`'s box is: written only when uniquely referenced.
    @exclusivity(unchecked) var fields: Rare
    init(_ fields: Rare) { self.fields = fields }
    static func == (lhs: RareStorage, rhs: RareStorage) -> Bool { lhs === rhs || lhs.fields == rhs.fields }
    func hash(into hasher: inout Hasher) { hasher.combine(fields) }
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
  private var rareStorage: RareStorage?

  private static let noRareKeys = Rare()

  private var rare: Rare {
    _read { yield rareStorage?.fields ?? Self.noRareKeys }
    _modify {
      if rareStorage == nil {
        rareStorage = RareStorage(Rare())
      } else if !isKnownUniquelyReferenced(&rareStorage) {
        rareStorage = RareStorage(rareStorage!.fields)
      }
      yield &rareStorage!.fields
      if rareStorage!.fields == Self.noRareKeys { rareStorage = nil }
    }
  }

  /// UITableViewCell's detail text.
  public var detailText: String? {
    _read { yield rare.detailText }
    _modify { yield &rare.detailText }
  }
  /// UITextField's placeholder: the label when there is no accessibilityLabel.
  public var placeholder: String? {
    _read { yield rare.placeholder }
    _modify { yield &rare.placeholder }
  }
  public var isSecureTextEntry: Bool? {
    _read { yield rare.isSecureTextEntry }
    _modify { yield &rare.isSecureTextEntry }
  }
  public var isEditing: Bool? {
    _read { yield rare.isEditing }
    _modify { yield &rare.isEditing }
  }
  /// UITextView: only an editable text view is a text entry.
  public var isEditable: Bool? {
    _read { yield rare.isEditable }
    _modify { yield &rare.isEditable }
  }
  /// UISlider, UIStepper.
  public var value: Double? {
    _read { yield rare.value }
    _modify { yield &rare.value }
  }
  public var minimumValue: Double? {
    _read { yield rare.minimumValue }
    _modify { yield &rare.minimumValue }
  }
  public var maximumValue: Double? {
    _read { yield rare.maximumValue }
    _modify { yield &rare.maximumValue }
  }
  /// UIPageControl, zero-based.
  public var currentPage: Int? {
    _read { yield rare.currentPage }
    _modify { yield &rare.currentPage }
  }
  public var numberOfPages: Int? {
    _read { yield rare.numberOfPages }
    _modify { yield &rare.numberOfPages }
  }
  /// UISegmentedControl.
  public var segments: [String]? {
    _read { yield rare.segments }
    _modify { yield &rare.segments }
  }
  public var selectedSegmentIndex: Int? {
    _read { yield rare.selectedSegmentIndex }
    _modify { yield &rare.selectedSegmentIndex }
  }
  /// UITabBar.
  public var items: [TabItem]? {
    _read { yield rare.items }
    _modify { yield &rare.items }
  }
  public var selectedItemIndex: Int? {
    _read { yield rare.selectedItemIndex }
    _modify { yield &rare.selectedItemIndex }
  }
  /// UINavigationBar: the previous screen's title, shown by the back item.
  public var backTitle: String? {
    _read { yield rare.backTitle }
    _modify { yield &rare.backTitle }
  }

  public init() {}

  /// True when no key is set.
  public var isEmpty: Bool { self == ControlContent() }
}

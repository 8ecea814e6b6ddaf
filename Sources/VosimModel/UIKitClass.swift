/// The UIKit classes whose accessibility defaults vosim knows (rules §5).
///
/// A node's `class` may name any class: custom subclasses are normal, and an unknown name behaves as a
/// plain `UIView`.
public enum UIKitClass: String, Hashable, Sendable, Codable, CaseIterable {
  case view = "UIView"
  case label = "UILabel"
  case button = "UIButton"
  case imageView = "UIImageView"
  case `switch` = "UISwitch"
  case slider = "UISlider"
  case textField = "UITextField"
  case textView = "UITextView"
  case segmentedControl = "UISegmentedControl"
  case pageControl = "UIPageControl"
  case stepper = "UIStepper"
  case tabBar = "UITabBar"
  case navigationBar = "UINavigationBar"
  case tableViewCell = "UITableViewCell"
  case accessibilityElement = "UIAccessibilityElement"

  /// The known class with this name, else `.view`.
  public init(className: String) {
    self = Self.byName[className] ?? .view
  }

  /// A hash look-up: the `rawValue` initializer compares the name with every case in turn, and the
  /// decoder asks once per node.
  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// Whether instances are views: only views can be hidden, transparent or clipped away (rules §2.2).
  public var isView: Bool { self != .accessibilityElement }

  /// Whether the class is a `UIControl`, which reads `isEnabled` and `isSelected`.
  public var isControl: Bool {
    switch self {
    case .button, .switch, .slider, .textField, .segmentedControl, .pageControl, .stepper: true
    default: false
    }
  }
}

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
  /// A scroll view that groups its content is read as one run, placed by its own frame (rules §2.6).
  case scrollView = "UIScrollView"
  case accessibilityElement = "UIAccessibilityElement"

  /// The known class with this name, else `.view`.
  public init(className: String) {
    var name = className
    self =
      name.withUTF8 { bytes in
        guard bytes.count < Self.byLength.count else { return nil }
        return Self.byLength[bytes.count].first { $0.name.elementsEqual(bytes) }?.class
      } ?? .view
  }

  /// The known names by their length in UTF-8 bytes, compared byte for byte: the decoder asks once per
  /// node, and hashing the name cost more than comparing it with the two or three of its length.
  private static let byLength: [[(name: [UInt8], class: UIKitClass)]] = {
    var table = [[(name: [UInt8], class: UIKitClass)]](
      repeating: [], count: allCases.map(\.rawValue.utf8.count).max()! + 1)
    for known in allCases { table[known.rawValue.utf8.count].append((Array(known.rawValue.utf8), known)) }
    return table
  }()

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

extension UIKitClass {
  /// The class of a stepper read from a dump. Its halves are the dump's own buttons, so it is no
  /// `UIStepper` (which would add halves of its own), yet the audit knows them for the system's.
  public static let dumpStepperClassName = "XCUIElementTypeStepper"

  /// The class of a tab bar read from a dump: UIKit's (or SwiftUI's), whose items' selection UIKit keeps
  /// when one is chosen, where a view of the app's own with the tabBar trait leaves it to the app.
  public static let dumpTabBarClassName = "XCUIElementTypeTabBar"
}

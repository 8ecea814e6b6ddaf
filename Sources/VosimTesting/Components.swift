// The UIKit views a screen is written with, each a node of its class with the content UIKit derives
// label, value and traits from (rules §5).

/// A `UIView` (or a custom class) holding subviews; not an element itself unless told.
public struct ViewNode: AccessibilityComponent {
  public var node: AccessibilityNode

  /// A view of `className` (UIView by default) at `frame`, holding the subviews the closure lists.
  public init(
    className: String = UIKitClass.view.rawValue, frame: Frame? = nil,
    @SubviewBuilder _ subviews: () -> [AccessibilityNode] = { [] }
  ) {
    node = AccessibilityNode(className: className, frame: frame, subviews: subviews())
  }
}

/// A `UILabel` showing `text`: read as its text, static text.
public struct LabelNode: AccessibilityComponent {
  public var node: AccessibilityNode

  /// A label showing `text`.
  public init(_ text: String) {
    node = AccessibilityNode(className: UIKitClass.label.rawValue)
    node.content.text = text
  }
}

/// A `UIButton` titled `title`: "Title. Button." and the hint after a pause.
public struct ButtonNode: AccessibilityComponent {
  public var node: AccessibilityNode

  /// A button titled `title`, with an optional `accessibilityHint`.
  public init(_ title: String, hint: String? = nil) {
    node = AccessibilityNode(className: UIKitClass.button.rawValue, accessibilityHint: hint)
    node.content.title = title
  }
}

/// A `UISwitch` labelled `label`: "Label. Switch Button. On."
public struct SwitchNode: AccessibilityComponent {
  public var node: AccessibilityNode

  /// A switch labelled `label`, on or off.
  public init(_ label: String, isOn: Bool) {
    node = AccessibilityNode(className: UIKitClass.switch.rawValue, accessibilityLabel: label)
    node.content.isOn = isOn
  }
}

/// A `UISlider` labelled `label`: its value is spoken as a whole percentage of `range`.
public struct SliderNode: AccessibilityComponent {
  public var node: AccessibilityNode

  /// A slider labelled `label` at `value` within `range` (UISlider's 0 to 1 by default).
  public init(_ label: String, value: Double, in range: ClosedRange<Double> = 0...1) {
    node = AccessibilityNode(className: UIKitClass.slider.rawValue, accessibilityLabel: label)
    node.content.value = value
    node.content.minimumValue = range.lowerBound
    node.content.maximumValue = range.upperBound
  }
}

/// A `UITextField`: the placeholder is the label when no `label(_:)` is set; `text` is the value.
public struct TextFieldNode: AccessibilityComponent {
  public var node: AccessibilityNode

  /// A text field with a placeholder, typed text, and `isSecureTextEntry` when `isSecure`.
  public init(placeholder: String? = nil, text: String? = nil, isSecure: Bool = false) {
    node = AccessibilityNode(className: UIKitClass.textField.rawValue)
    node.content.placeholder = placeholder
    node.content.text = text
    if isSecure { node.content.isSecureTextEntry = true }
  }
}

/// A `UIImageView`. With a label given here it is an element ("Label. Image."), as
/// `isAccessibilityElement = true` plus a label make it in UIKit; without one VoiceOver skips it. A label
/// set later with `label(_:)` alone is UIKit's classic mistake: an image view that is no element, its
/// label never spoken (the audit's `inaccessible-text`); add `isAccessibilityElement()`.
public struct ImageNode: AccessibilityComponent {
  public var node: AccessibilityNode

  /// An image view, an element when it has a label.
  public init(_ label: String? = nil) {
    node = AccessibilityNode(
      className: UIKitClass.imageView.rawValue, isAccessibilityElement: label == nil ? nil : true,
      accessibilityLabel: label)
  }
}

/// A `UITableViewCell` showing `text` and an optional `detail`.
public struct CellNode: AccessibilityComponent {
  public var node: AccessibilityNode

  /// A cell showing `text` and `detail`, holding the subviews the closure lists.
  public init(
    _ text: String, detail: String? = nil, @SubviewBuilder _ subviews: () -> [AccessibilityNode] = { [] }
  ) {
    node = AccessibilityNode(className: UIKitClass.tableViewCell.rawValue, subviews: subviews())
    node.content.text = text
    node.content.detailText = detail
  }
}

/// A bare `UIAccessibilityElement`: an element with the label, value and traits given, nothing derived.
public struct ElementNode: AccessibilityComponent {
  public var node: AccessibilityNode

  /// An element with exactly this label, value and traits.
  public init(_ label: String? = nil, value: String? = nil, traits: AccessibilityTraits = []) {
    node = AccessibilityNode(
      className: UIKitClass.accessibilityElement.rawValue, isAccessibilityElement: true,
      accessibilityLabel: label, accessibilityValue: value, accessibilityTraits: traits)
  }
}

import VosimModel
import VosimReadingOrder

/// A bare element at a position: the unit of most ordering tests.
func element(
  _ label: String, _ x: Double, _ y: Double, _ width: Double = 40, _ height: Double = 20,
  traits: AccessibilityTraits = []
) -> AccessibilityNode {
  AccessibilityNode(
    className: "UIAccessibilityElement", frame: Frame(x: x, y: y, width: width, height: height),
    isAccessibilityElement: true, accessibilityLabel: label, accessibilityTraits: traits)
}

/// A plain container.
func view(_ subviews: [AccessibilityNode], frame: Frame? = nil) -> AccessibilityNode {
  AccessibilityNode(frame: frame, subviews: subviews)
}

/// The labels of a screen's reading order.
func labels(
  _ root: AccessibilityNode, idiom: Device.Idiom = .phone, direction: LayoutDirection = .leftToRight
) throws -> [String] {
  try order(root, idiom: idiom, direction: direction).elements.map { $0.label ?? "<nil>" }
}

func order(
  _ root: AccessibilityNode, idiom: Device.Idiom = .phone, direction: LayoutDirection = .leftToRight,
  systemVersion: SystemVersion? = nil
) throws -> ReadingOrderResult {
  try ReadingOrder().order(
    Screen(device: Device(idiom: idiom, systemVersion: systemVersion), layoutDirection: direction, root: root)
  )
}

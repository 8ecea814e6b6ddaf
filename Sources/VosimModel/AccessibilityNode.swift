/// One node of a screen's accessibility tree: a view, a control or a bare accessibility element, with
/// UIKit's own property names.
///
/// Optional properties are "not set": the node's class then supplies UIKit's default (rules §5), and an
/// explicit `accessibility…` value always wins over what the class derives.
public struct AccessibilityNode: Hashable, Sendable, Codable {
  /// The UIKit class name as written; unknown names behave as `UIView`.
  public var className: String
  /// The accessibility frame in screen points. Nil: no geometry, kept in document order.
  public var frame: Frame?
  public var isAccessibilityElement: Bool?
  public var accessibilityLabel: String?
  public var accessibilityValue: String?
  public var accessibilityHint: String?
  public var accessibilityIdentifier: String?
  /// A BCP-47 tag choosing the word table and voice for this element.
  public var accessibilityLanguage: String?
  /// Replaces the class's default traits, as in UIKit.
  public var accessibilityTraits: AccessibilityTraits?
  public var accessibilityElementsHidden: Bool
  public var accessibilityViewIsModal: Bool
  public var shouldGroupAccessibilityChildren: Bool
  public var isHidden: Bool
  public var clipsToBounds: Bool
  public var alpha: Double
  public var accessibilityContainerType: ContainerType
  public var accessibilityCustomActions: [String]
  public var accessibilityCustomContent: [CustomContent]
  /// Back to front, as `UIView.subviews`.
  public var subviews: [AccessibilityNode]
  /// An explicit order that replaces the subviews; empty hides them all. Nil: not set.
  public var accessibilityElements: [ElementEntry]?
  /// What the control shows, from which its class derives label, value and traits.
  public var content: ControlContent
  /// A data table's counts, or a cell's ranges and header flag (rules §8).
  public var dataTable: DataTableInfo

  public init(
    className: String = UIKitClass.view.rawValue,
    frame: Frame? = nil,
    isAccessibilityElement: Bool? = nil,
    accessibilityLabel: String? = nil,
    accessibilityValue: String? = nil,
    accessibilityHint: String? = nil,
    accessibilityIdentifier: String? = nil,
    accessibilityLanguage: String? = nil,
    accessibilityTraits: AccessibilityTraits? = nil,
    accessibilityElementsHidden: Bool = false,
    accessibilityViewIsModal: Bool = false,
    shouldGroupAccessibilityChildren: Bool = false,
    isHidden: Bool = false,
    clipsToBounds: Bool = false,
    alpha: Double = 1,
    accessibilityContainerType: ContainerType = .none,
    accessibilityCustomActions: [String] = [],
    accessibilityCustomContent: [CustomContent] = [],
    subviews: [AccessibilityNode] = [],
    accessibilityElements: [ElementEntry]? = nil,
    content: ControlContent = ControlContent(),
    dataTable: DataTableInfo = DataTableInfo()
  ) {
    self.className = className
    self.frame = frame
    self.isAccessibilityElement = isAccessibilityElement
    self.accessibilityLabel = accessibilityLabel
    self.accessibilityValue = accessibilityValue
    self.accessibilityHint = accessibilityHint
    self.accessibilityIdentifier = accessibilityIdentifier
    self.accessibilityLanguage = accessibilityLanguage
    self.accessibilityTraits = accessibilityTraits
    self.accessibilityElementsHidden = accessibilityElementsHidden
    self.accessibilityViewIsModal = accessibilityViewIsModal
    self.shouldGroupAccessibilityChildren = shouldGroupAccessibilityChildren
    self.isHidden = isHidden
    self.clipsToBounds = clipsToBounds
    self.alpha = alpha
    self.accessibilityContainerType = accessibilityContainerType
    self.accessibilityCustomActions = accessibilityCustomActions
    self.accessibilityCustomContent = accessibilityCustomContent
    self.subviews = subviews
    self.accessibilityElements = accessibilityElements
    self.content = content
    self.dataTable = dataTable
  }

  /// The known UIKit class this node behaves as.
  public var uikitClass: UIKitClass { UIKitClass(className: className) }
}

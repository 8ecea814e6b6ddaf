/// One node of a screen's accessibility tree: a view, a control or a bare accessibility element, with
/// UIKit's own property names.
///
/// Optional properties are "not set": the node's class then supplies UIKit's default (rules §5), and an
/// explicit `accessibility…` value always wins over what the class derives.
///
/// A value type whose stored fields live in one copy-on-write box: copying a node (the walk does, for
/// every node of a million-node screen) costs one reference count, not one per string and array field,
/// and reading a property (`_read`) borrows it from the box instead of copying it out.
public struct AccessibilityNode: Hashable, Sendable {
  /// The stored fields, compared and hashed field by field.
  fileprivate struct Fields: Hashable, Sendable {
    var className: String
    /// Derived from `className` once, not at every look-up: the walk asks for every node.
    var uikitClass: UIKitClass
    var frame: Frame?
    var isAccessibilityElement: Bool?
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHint: String?
    var accessibilityIdentifier: String?
    var accessibilityLanguage: String?
    var accessibilityTraits: AccessibilityTraits?
    var accessibilityElementsHidden: Bool
    var accessibilityViewIsModal: Bool
    var shouldGroupAccessibilityChildren: Bool
    var isHidden: Bool
    var clipsToBounds: Bool
    var alpha: Double
    var accessibilityContainerType: ContainerType
    var accessibilityCustomActions: [String]
    var accessibilityCustomContent: [CustomContent]
    var subviews: [AccessibilityNode]
    var accessibilityElements: [ElementEntry]?
    var content: ControlContent
  }

  /// The box. Mutated only through `fields`' `_modify`, after making it unique, so a shared box is
  /// never written: the value semantics that make it safe to send.
  fileprivate final class Storage: @unchecked Sendable {
    /// Unchecked: every write goes through `_modify` on a uniquely referenced box, so no two accesses
    /// can overlap, and the runtime check cost more than any other part of reading a node.
    @exclusivity(unchecked) var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var storage: Storage

  private var fields: Fields {
    get { storage.fields }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
      yield &storage.fields
    }
  }

  /// The UIKit class name as written; unknown names behave as `UIView`.
  public var className: String {
    _read { yield storage.fields.className }
    set {
      fields.className = newValue
      fields.uikitClass = UIKitClass(className: newValue)
    }
  }
  /// The accessibility frame in screen points. Nil: no geometry, kept in document order.
  public var frame: Frame? {
    _read { yield storage.fields.frame }
    _modify { yield &fields.frame }
  }
  public var isAccessibilityElement: Bool? {
    _read { yield storage.fields.isAccessibilityElement }
    _modify { yield &fields.isAccessibilityElement }
  }
  public var accessibilityLabel: String? {
    _read { yield storage.fields.accessibilityLabel }
    _modify { yield &fields.accessibilityLabel }
  }
  public var accessibilityValue: String? {
    _read { yield storage.fields.accessibilityValue }
    _modify { yield &fields.accessibilityValue }
  }
  public var accessibilityHint: String? {
    _read { yield storage.fields.accessibilityHint }
    _modify { yield &fields.accessibilityHint }
  }
  public var accessibilityIdentifier: String? {
    _read { yield storage.fields.accessibilityIdentifier }
    _modify { yield &fields.accessibilityIdentifier }
  }
  /// A BCP-47 tag choosing the word table and voice for this element.
  public var accessibilityLanguage: String? {
    _read { yield storage.fields.accessibilityLanguage }
    _modify { yield &fields.accessibilityLanguage }
  }
  /// Replaces the class's default traits, as in UIKit.
  public var accessibilityTraits: AccessibilityTraits? {
    _read { yield storage.fields.accessibilityTraits }
    _modify { yield &fields.accessibilityTraits }
  }
  public var accessibilityElementsHidden: Bool {
    _read { yield storage.fields.accessibilityElementsHidden }
    _modify { yield &fields.accessibilityElementsHidden }
  }
  public var accessibilityViewIsModal: Bool {
    _read { yield storage.fields.accessibilityViewIsModal }
    _modify { yield &fields.accessibilityViewIsModal }
  }
  public var shouldGroupAccessibilityChildren: Bool {
    _read { yield storage.fields.shouldGroupAccessibilityChildren }
    _modify { yield &fields.shouldGroupAccessibilityChildren }
  }
  public var isHidden: Bool {
    _read { yield storage.fields.isHidden }
    _modify { yield &fields.isHidden }
  }
  public var clipsToBounds: Bool {
    _read { yield storage.fields.clipsToBounds }
    _modify { yield &fields.clipsToBounds }
  }
  public var alpha: Double {
    _read { yield storage.fields.alpha }
    _modify { yield &fields.alpha }
  }
  public var accessibilityContainerType: ContainerType {
    _read { yield storage.fields.accessibilityContainerType }
    _modify { yield &fields.accessibilityContainerType }
  }
  public var accessibilityCustomActions: [String] {
    _read { yield storage.fields.accessibilityCustomActions }
    _modify { yield &fields.accessibilityCustomActions }
  }
  public var accessibilityCustomContent: [CustomContent] {
    _read { yield storage.fields.accessibilityCustomContent }
    _modify { yield &fields.accessibilityCustomContent }
  }
  /// Back to front, as `UIView.subviews`.
  public var subviews: [AccessibilityNode] {
    _read { yield storage.fields.subviews }
    _modify { yield &fields.subviews }
  }
  /// An explicit order that replaces the subviews; empty hides them all. Nil: not set.
  public var accessibilityElements: [ElementEntry]? {
    _read { yield storage.fields.accessibilityElements }
    _modify { yield &fields.accessibilityElements }
  }
  /// What the control shows, from which its class derives label, value and traits.
  public var content: ControlContent {
    _read { yield storage.fields.content }
    _modify { yield &fields.content }
  }

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
    content: ControlContent = ControlContent()
  ) {
    storage = Storage(
      Fields(
        className: className, uikitClass: UIKitClass(className: className), frame: frame,
        isAccessibilityElement: isAccessibilityElement,
        accessibilityLabel: accessibilityLabel, accessibilityValue: accessibilityValue,
        accessibilityHint: accessibilityHint, accessibilityIdentifier: accessibilityIdentifier,
        accessibilityLanguage: accessibilityLanguage, accessibilityTraits: accessibilityTraits,
        accessibilityElementsHidden: accessibilityElementsHidden,
        accessibilityViewIsModal: accessibilityViewIsModal,
        shouldGroupAccessibilityChildren: shouldGroupAccessibilityChildren, isHidden: isHidden,
        clipsToBounds: clipsToBounds, alpha: alpha, accessibilityContainerType: accessibilityContainerType,
        accessibilityCustomActions: accessibilityCustomActions,
        accessibilityCustomContent: accessibilityCustomContent, subviews: subviews,
        accessibilityElements: accessibilityElements, content: content))
  }

  public static func == (lhs: AccessibilityNode, rhs: AccessibilityNode) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

  /// The known UIKit class this node behaves as.
  public var uikitClass: UIKitClass { storage.fields.uikitClass }
}

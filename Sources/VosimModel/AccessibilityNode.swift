/// One node of a screen's accessibility tree: a view, a control or a bare accessibility element, with
/// UIKit's own property names.
///
/// Optional properties are "not set": the node's class then supplies UIKit's default (rules §5), and an
/// explicit `accessibility…` value always wins over what the class derives.
///
/// A value type whose stored fields live in one copy-on-write box: copying a node (the walk does, for
/// every node of a million-node screen) costs one reference count, not one per string and array field,
/// and reading a property (`_read`) borrows it from the box instead of copying it out. The properties
/// few nodes set live in a second box, allocated only for those nodes.
public struct AccessibilityNode: Hashable, Sendable {
  /// The stored fields, with synthesized equality and hashing, so that a new field is compared and
  /// hashed without more code. Declared so that the small ones fill the gaps the large ones leave
  /// (Swift lays a struct out in declaration order): 184 bytes, a 208-byte allocation with the object
  /// header.
  fileprivate struct Fields: Hashable, Sendable {
    var frame: Frame?
    var isAccessibilityElement: Bool?
    /// Derived from the class name once, not at every look-up: the walk asks for every node.
    var uikitClass: UIKitClass
    var accessibilityElementsHidden: Bool
    var accessibilityViewIsModal: Bool
    var shouldGroupAccessibilityChildren: Bool
    var isHidden: Bool
    var accessibilityContainerType: ContainerType
    var accessibilityTraits: AccessibilityTraits?
    var clipsToBounds: Bool
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHint: String?
    var accessibilityIdentifier: String?
    var subviews: [AccessibilityNode]
    var content: ControlContent
    /// The properties most nodes leave at their defaults, in a box of their own that exists only when
    /// one is set: the nil pointer stands for 64 bytes of fields. Never a box of defaults, so that
    /// equal nodes have equal fields.
    var rare: RareStorage?
  }

  /// What `Fields.rare` holds; all at their defaults is the same as no box.
  fileprivate struct Rare: Hashable, Sendable {
    /// Set only when the class name is not one of `UIKitClass`'s own (a custom subclass), whose name
    /// `uikitClass.rawValue` gives without storing it.
    var customClassName: String?
    var accessibilityLanguage: String?
    var alpha: Double = 1
    var accessibilityCustomActions: [String] = []
    var accessibilityCustomContent: [CustomContent] = []
    var accessibilityElements: [ElementEntry]?
    /// Boxed once more: few nodes of even the rare ones are table parts, and inline the info would
    /// make every rare box 80 bytes larger.
    var dataTable: DataTableBox?
  }

  /// A data table's counts or a cell's ranges, never written: a new box replaces it.
  fileprivate final class DataTableBox: Hashable, Sendable {
    let info: DataTableInfo
    init(_ info: DataTableInfo) { self.info = info }
    static func == (lhs: DataTableBox, rhs: DataTableBox) -> Bool { lhs.info == rhs.info }
    func hash(into hasher: inout Hasher) { hasher.combine(info) }
  }

  /// The box of the rare fields, written only through `updateRare` after making it unique; equal when
  /// its fields are.
  fileprivate final class RareStorage: Hashable, @unchecked Sendable {
    @exclusivity(unchecked) var fields: Rare
    init(_ fields: Rare) { self.fields = fields }
    static func == (lhs: RareStorage, rhs: RareStorage) -> Bool { lhs === rhs || lhs.fields == rhs.fields }
    func hash(into hasher: inout Hasher) { hasher.combine(fields) }
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

  /// Writes the rare fields, boxing them on the first write of a value other than the default and
  /// dropping the box when every field is back at its default.
  private mutating func updateRare(_ update: (inout Rare) -> Void) {
    if fields.rare == nil {
      fields.rare = RareStorage(Rare())
    } else if !isKnownUniquelyReferenced(&fields.rare) {
      fields.rare = RareStorage(fields.rare!.fields)
    }
    update(&fields.rare!.fields)
    if fields.rare!.fields == Rare() { fields.rare = nil }
  }

  /// The UIKit class name as written; unknown names behave as `UIView`.
  public var className: String {
    get { storage.fields.rare?.fields.customClassName ?? storage.fields.uikitClass.rawValue }
    set {
      let known = UIKitClass(className: newValue)
      fields.uikitClass = known
      let custom = known.rawValue == newValue ? nil : newValue
      if custom != nil || storage.fields.rare != nil { updateRare { $0.customClassName = custom } }
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
    get { storage.fields.rare?.fields.accessibilityLanguage }
    set {
      if newValue != nil || storage.fields.rare != nil { updateRare { $0.accessibilityLanguage = newValue } }
    }
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
  /// A data table's counts, or a cell's ranges and header flag (rules §8).
  public var dataTable: DataTableInfo {
    get { storage.fields.rare?.fields.dataTable?.info ?? DataTableInfo() }
    set {
      let box = newValue == DataTableInfo() ? nil : DataTableBox(newValue)
      if box != nil || storage.fields.rare != nil { updateRare { $0.dataTable = box } }
    }
  }
  public var alpha: Double {
    get { storage.fields.rare?.fields.alpha ?? 1 }
    set { if newValue != 1 || storage.fields.rare != nil { updateRare { $0.alpha = newValue } } }
  }
  public var accessibilityContainerType: ContainerType {
    _read { yield storage.fields.accessibilityContainerType }
    _modify { yield &fields.accessibilityContainerType }
  }
  public var accessibilityCustomActions: [String] {
    get { storage.fields.rare?.fields.accessibilityCustomActions ?? [] }
    set {
      if !newValue.isEmpty || storage.fields.rare != nil {
        updateRare { $0.accessibilityCustomActions = newValue }
      }
    }
  }
  public var accessibilityCustomContent: [CustomContent] {
    get { storage.fields.rare?.fields.accessibilityCustomContent ?? [] }
    set {
      if !newValue.isEmpty || storage.fields.rare != nil {
        updateRare { $0.accessibilityCustomContent = newValue }
      }
    }
  }
  /// Back to front, as `UIView.subviews`.
  public var subviews: [AccessibilityNode] {
    _read { yield storage.fields.subviews }
    _modify { yield &fields.subviews }
  }
  /// An explicit order that replaces the subviews; empty hides them all. Nil: not set.
  public var accessibilityElements: [ElementEntry]? {
    get { storage.fields.rare?.fields.accessibilityElements ?? nil }
    set {
      if newValue != nil || storage.fields.rare != nil { updateRare { $0.accessibilityElements = newValue } }
    }
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
    let uikitClass = UIKitClass(className: className)
    let rare = Rare(
      customClassName: uikitClass.rawValue == className ? nil : className,
      accessibilityLanguage: accessibilityLanguage, alpha: alpha,
      accessibilityCustomActions: accessibilityCustomActions,
      accessibilityCustomContent: accessibilityCustomContent, accessibilityElements: accessibilityElements)
    storage = Storage(
      Fields(
        frame: frame, isAccessibilityElement: isAccessibilityElement, uikitClass: uikitClass,
        accessibilityElementsHidden: accessibilityElementsHidden,
        accessibilityViewIsModal: accessibilityViewIsModal,
        shouldGroupAccessibilityChildren: shouldGroupAccessibilityChildren, isHidden: isHidden,
        accessibilityContainerType: accessibilityContainerType, accessibilityTraits: accessibilityTraits,
        clipsToBounds: clipsToBounds, accessibilityLabel: accessibilityLabel,
        accessibilityValue: accessibilityValue, accessibilityHint: accessibilityHint,
        accessibilityIdentifier: accessibilityIdentifier, subviews: subviews, content: content,
        rare: rare == Rare() ? nil : RareStorage(rare)))
  }

  public static func == (lhs: AccessibilityNode, rhs: AccessibilityNode) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

  /// The class name when it is not one of `UIKitClass`'s (a custom subclass), else nil: what an element
  /// built from the node stores, without comparing the name again.
  package var customClassName: String? { storage.fields.rare?.fields.customClassName }

  /// The bytes of a node's box beyond the object header, for the test that keeps it small: the box is
  /// the largest part of a screen's memory.
  package static var storedFieldsSize: Int { MemoryLayout<Fields>.size }

  /// The known UIKit class this node behaves as.
  public var uikitClass: UIKitClass { storage.fields.uikitClass }
}

import VosimModel

/// One element VoiceOver reaches, with everything its utterance needs, in reading order.
///
/// Label, value, hint and traits are already resolved: the class defaults of rules §5 applied and
/// explicit `accessibility…` values taken over them.
///
/// A million-element screen holds a million of these at once, so the properties few elements set (a
/// class name that is not one of `UIKitClass`'s, custom actions and content, a language) live in a
/// box that exists only when one is set: 144 bytes an element instead of 184.
public struct OrderedElement: Hashable, Sendable {
  /// Zero-based position in the reading order.
  public var position: Int
  /// Where the element sits in the source file.
  public var path: NodePath
  public var identifier: String?
  public var frame: Frame?
  /// The class, when `className` is one of UIKit's; else `.view` and the name is in `rare`. Declared
  /// after `frame`, whose padding it fills.
  @usableFromInline var uikitClass: UIKitClass
  public var label: String?
  public var value: String?
  public var hint: String?
  public var traits: AccessibilityTraits
  /// What VoiceOver adds from the element's surroundings, in speaking order.
  public var contexts: [ElementContext]
  @usableFromInline var rare: RareStorage?

  /// What `rare` holds; all at their defaults is the same as no box.
  @usableFromInline struct Rare: Hashable, Sendable {
    @usableFromInline var customClassName: String?
    @usableFromInline var customActions: [String] = []
    @usableFromInline var customContent: [CustomContent] = []
    @usableFromInline var language: String?
    @usableFromInline var cell: DataTableInfo?
  }

  /// Never written: `updateRare` replaces it. Never a box of defaults, so that equal elements have
  /// equal stored properties; equal when its fields are.
  @usableFromInline final class RareStorage: Hashable, Sendable {
    @usableFromInline let fields: Rare
    init(_ fields: Rare) { self.fields = fields }
    @usableFromInline static func == (lhs: RareStorage, rhs: RareStorage) -> Bool {
      lhs === rhs || lhs.fields == rhs.fields
    }
    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(fields) }
  }

  public init(
    position: Int = 0, path: NodePath = .root, className: String = UIKitClass.view.rawValue,
    identifier: String? = nil, frame: Frame? = nil, label: String? = nil, value: String? = nil,
    hint: String? = nil, traits: AccessibilityTraits = [], customActions: [String] = [],
    customContent: [CustomContent] = [], language: String? = nil, cell: DataTableInfo? = nil,
    contexts: [ElementContext] = []
  ) {
    let known = UIKitClass(className: className)
    self.init(
      position: position, path: path, uikitClass: known,
      customClassName: known.rawValue == className ? nil : className, identifier: identifier, frame: frame,
      label: label, value: value, hint: hint, traits: traits, customActions: customActions,
      customContent: customContent, language: language, cell: cell, contexts: contexts)
  }

  /// The walk's initializer: the node's class as the node holds it, without looking the name up again.
  init(
    position: Int = 0, path: NodePath, uikitClass: UIKitClass, customClassName: String?,
    identifier: String?, frame: Frame?, label: String?, value: String?, hint: String?,
    traits: AccessibilityTraits, customActions: [String], customContent: [CustomContent], language: String?,
    cell: DataTableInfo? = nil, contexts: [ElementContext] = []
  ) {
    self.position = position
    self.path = path
    self.identifier = identifier
    self.frame = frame
    self.uikitClass = uikitClass
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.contexts = contexts
    if customClassName == nil, customActions.isEmpty, customContent.isEmpty, language == nil, cell == nil {
      rare = nil
    } else {
      rare = RareStorage(
        Rare(
          customClassName: customClassName, customActions: customActions, customContent: customContent,
          language: language, cell: cell))
    }
  }

  /// The UIKit class name of the node the element comes from, as written.
  public var className: String {
    @inlinable get { rare?.fields.customClassName ?? uikitClass.rawValue }
    set {
      let known = UIKitClass(className: newValue)
      uikitClass = known
      let custom = known.rawValue == newValue ? nil : newValue
      if custom != nil || rare != nil { updateRare { $0.customClassName = custom } }
    }
  }
  public var customActions: [String] {
    @inlinable get { rare?.fields.customActions ?? [] }
    set { if !newValue.isEmpty || rare != nil { updateRare { $0.customActions = newValue } } }
  }
  public var customContent: [CustomContent] {
    @inlinable get { rare?.fields.customContent ?? [] }
    set { if !newValue.isEmpty || rare != nil { updateRare { $0.customContent = newValue } } }
  }
  /// The element's own `accessibilityLanguage` (a composite control's part: the control's); nil means
  /// the screen's.
  public var language: String? {
    @inlinable get { rare?.fields.language }
    set { if newValue != nil || rare != nil { updateRare { $0.language = newValue } } }
  }

  /// The node's data-table cell ranges when it has any (rules §8); spoken only inside a data table.
  public var cell: DataTableInfo? {
    @inlinable get { rare?.fields.cell }
    set { if newValue != nil || rare != nil { updateRare { $0.cell = newValue } } }
  }

  /// Replaces the box with an updated copy (elements are written once, when the walk builds them).
  private mutating func updateRare(_ update: (inout Rare) -> Void) {
    var fields = rare?.fields ?? Rare()
    update(&fields)
    rare = fields == Rare() ? nil : RareStorage(fields)
  }

  /// The bytes of an element, for the test that keeps it small: a million-element screen holds a
  /// million at once.
  package static var storedSize: Int { MemoryLayout<OrderedElement>.size }
}

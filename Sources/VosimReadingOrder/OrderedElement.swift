import VosimModel

/// One element VoiceOver reaches, with everything its utterance needs, in reading order.
///
/// Label, value, hint and traits are already resolved: the class defaults of rules §5 applied and
/// explicit `accessibility…` values taken over them.
public struct OrderedElement: Hashable, Sendable {
  /// Zero-based position in the reading order.
  public var position: Int
  /// Where the element sits in the source file.
  public var path: NodePath
  /// The UIKit class name of the node the element comes from, as written.
  public var className: String
  public var identifier: String?
  public var frame: Frame?
  public var label: String?
  public var value: String?
  public var hint: String?
  public var traits: AccessibilityTraits
  /// What VoiceOver adds from the element's surroundings, in speaking order.
  public var contexts: [ElementContext]
  public var customActions: [String]
  public var customContent: [CustomContent]
  /// The element's own `accessibilityLanguage` (a composite control's part: the control's); nil means
  /// the screen's.
  public var language: String?

  public init(
    position: Int = 0, path: NodePath = .root, className: String = UIKitClass.view.rawValue,
    identifier: String? = nil, frame: Frame? = nil, label: String? = nil, value: String? = nil,
    hint: String? = nil, traits: AccessibilityTraits = [], customActions: [String] = [],
    customContent: [CustomContent] = [], language: String? = nil, contexts: [ElementContext] = []
  ) {
    self.position = position
    self.path = path
    self.className = className
    self.identifier = identifier
    self.frame = frame
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.contexts = contexts
    self.customActions = customActions
    self.customContent = customContent
    self.language = language
  }
}

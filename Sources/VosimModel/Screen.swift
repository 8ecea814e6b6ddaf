/// A screen: the device it is shown on, its language and direction, and its accessibility tree.
///
/// The tree is kept as the engine reads it (`NodeArena`, flat and in pre-order), so a screen read
/// from a file is never a million nested values; `root` builds the `AccessibilityNode` tree when it is
/// read and stores a new one when it is set.
public struct Screen: Hashable, Sendable {
  public var device: Device
  /// BCP-47 tag; picks the word table and voice when an element sets none.
  public var language: String
  public var layoutDirection: LayoutDirection
  /// Whether the screen names its language (the file's `language` key, `--language`), rather than
  /// falling back to `defaultLanguage`: what it does not name is spoken in the configured voice
  /// (`SpeechConfiguration.voice`, `--voice`).
  public var isLanguageDeclared: Bool
  /// The tree, flat.
  package var nodes: NodeArena

  /// The accessibility tree.
  public var root: AccessibilityNode {
    get { nodes.node(at: 0) }
    set { nodes = NodeArena(root: newValue) }
  }

  /// A screen in `language`, declared as a file's `language` key declares it; nil declares none
  /// (`defaultLanguage`, spoken in the configured voice), as a file without the key.
  public init(
    device: Device = .defaultPhone,
    language: String? = nil,
    layoutDirection: LayoutDirection = .leftToRight,
    root: AccessibilityNode
  ) {
    self.init(
      device: device, language: language ?? Screen.defaultLanguage, layoutDirection: layoutDirection,
      isLanguageDeclared: language != nil, nodes: NodeArena(root: root))
  }

  /// A screen whose tree a reader wrote straight into an arena.
  package init(
    device: Device, language: String, layoutDirection: LayoutDirection, isLanguageDeclared: Bool,
    nodes: NodeArena
  ) {
    self.device = device
    self.language = language
    self.layoutDirection = layoutDirection
    self.isLanguageDeclared = isLanguageDeclared
    self.nodes = nodes
  }

  public static let defaultLanguage = "en-US"

  /// How many nodes the tree holds.
  public var nodeCount: Int { nodes.count }

  /// Checks what the type system cannot, as the readers refuse it in a file: every `ref` of an
  /// explicit order resolves to exactly one node of its container's subtree, once, and not the
  /// container itself; every number is one a screen file can hold (finite, no negative size, a
  /// stepper's step above 0, a system version's and a data table's counts and ranges not negative);
  /// no node deeper than `maximumDepth`.
  public func validate() throws(ModelError) {
    try validateNumbers()
    try nodes.validateDepth(limit: Self.maximumDepth)
    try nodes.validateReferences()
  }

  /// The numbers of `validate()`: the device's, then the nodes'.
  package func validateNumbers() throws(ModelError) {
    for (name, side) in [("width", device.width), ("height", device.height)]
    where !(side.isFinite && side >= 0) {
      throw .invalidNumber("\(name) \(side) must be a finite number, 0 or more", path: "device")
    }
    if let version = device.systemVersion, version.components.contains(where: { $0 < 0 }) {
      throw .invalidNumber("systemVersion \(version) must be whole numbers, 0 or more", path: "device")
    }
    try nodes.validateNumbers()
  }

  /// The deepest nesting the readers accept. Real trees stay below 100 levels (WebDriverAgent cuts its
  /// snapshots at 50–60); the limit keeps every stage's recursion far from the stack's end.
  public static let maximumDepth = 512
}

/// Swift's `Codable` form of a screen: its properties and the `root` tree, for a test or a tool to keep
/// screens it builds. The native screen file (docs/screen-format.md) is another format, read by
/// `ScreenReader` and written by `ScreenEncoder`.
extension Screen: Codable {
  private enum CodingKeys: String, CodingKey {
    case device, language, layoutDirection, isLanguageDeclared, root
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      device: try container.decode(Device.self, forKey: .device),
      language: try container.decode(String.self, forKey: .language),
      layoutDirection: try container.decode(LayoutDirection.self, forKey: .layoutDirection),
      isLanguageDeclared: try container.decode(Bool.self, forKey: .isLanguageDeclared),
      nodes: NodeArena(root: try container.decode(AccessibilityNode.self, forKey: .root)))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(device, forKey: .device)
    try container.encode(language, forKey: .language)
    try container.encode(layoutDirection, forKey: .layoutDirection)
    try container.encode(isLanguageDeclared, forKey: .isLanguageDeclared)
    try container.encode(root, forKey: .root)
  }
}

/// What `print(screen)`, `dump(screen)` and a failed `#expect(a == b)` show: the screen's properties
/// and its `root` tree, not the flat storage the engine reads.
extension Screen: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "device": device, "language": language, "layoutDirection": layoutDirection,
        "isLanguageDeclared": isLanguageDeclared, "root": root,
      ], displayStyle: .struct)
  }
}

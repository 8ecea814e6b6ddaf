/// A screen: the device it is shown on, its language and direction, and its accessibility tree.
public struct Screen: Hashable, Sendable {
  public var device: Device
  /// BCP-47 tag; picks the word table and voice when an element sets none.
  public var language: String
  public var layoutDirection: LayoutDirection
  public var root: AccessibilityNode
  /// How many nodes the tree holds, when the reader that built it counted them: the reading order sizes
  /// its element store once instead of growing it (a million elements copied and faulted in twice).
  /// Only a hint, never checked, and not part of the screen's identity.
  package var nodeCountHint: Int?
  /// Whether the screen names its language (the file's `language` key, `--language`), rather than
  /// falling back to `defaultLanguage`: what it does not name is spoken in the configured voice
  /// (`SpeechConfiguration.voice`, `--voice`). Outside the screen's equality, like `nodeCountHint`.
  public var isLanguageDeclared: Bool

  public init(
    device: Device = .defaultPhone,
    language: String = Screen.defaultLanguage,
    layoutDirection: LayoutDirection = .leftToRight,
    root: AccessibilityNode
  ) {
    self.device = device
    self.language = language
    isLanguageDeclared = language != Screen.defaultLanguage
    self.layoutDirection = layoutDirection
    self.root = root
  }

  public static let defaultLanguage = "en-US"

  public static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.device == rhs.device && lhs.language == rhs.language && lhs.layoutDirection == rhs.layoutDirection
      && lhs.root == rhs.root
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(device)
    hasher.combine(language)
    hasher.combine(layoutDirection)
    hasher.combine(root)
  }

  /// The deepest nesting the readers accept. Real trees stay below 100 levels (WebDriverAgent cuts its
  /// snapshots at 50–60); the limit keeps every stage's recursion far from the stack's end.
  public static let maximumDepth = 512
}

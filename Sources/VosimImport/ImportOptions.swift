/// Choices the dumps cannot make for themselves.
public struct ImportOptions: Hashable, Sendable {
  /// Keep the status bar's elements. VoiceOver can reach them, but screen checks rarely want the clock.
  public var includeStatusBar: Bool
  /// Keep the on-screen keyboard (the Keyboard element and its keys). VoiceOver can reach the keys, but
  /// screen checks are about the app; an input accessory toolbar above the keyboard is kept either way.
  public var includeKeyboard: Bool

  public init(includeStatusBar: Bool = false, includeKeyboard: Bool = false) {
    self.includeStatusBar = includeStatusBar
    self.includeKeyboard = includeKeyboard
  }
}

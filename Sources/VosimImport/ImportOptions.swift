/// Choices the dumps cannot make for themselves.
public struct ImportOptions: Hashable, Sendable {
  /// Keep the status bar's elements. VoiceOver can reach them, but screen checks rarely want the clock.
  public var includeStatusBar: Bool

  public init(includeStatusBar: Bool = false) {
    self.includeStatusBar = includeStatusBar
  }
}

import VosimModel

/// A decoded screen file: the screen, and what the decoder noticed but did not reject.
public struct ScreenDocument: Hashable, Sendable {
  public var screen: Screen
  /// Unknown and duplicate keys (warnings at their line and column), in file order. Dumps carry extra keys, so these never stop a run.
  public var warnings: [Diagnostic]

  public init(screen: Screen, warnings: [Diagnostic] = []) {
    self.screen = screen
    self.warnings = warnings
  }
}

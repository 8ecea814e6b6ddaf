import VosimModel

/// An imported dump: the native screen, what was assumed or ignored on the way, and the format read.
public struct ImportResult: Hashable, Sendable {
  /// The screen, with VoiceOver's focusable elements marked, ready for the reading-order engine.
  public var screen: Screen
  /// One line each: assumptions made and input ignored (unknown trait names, a missing app frame).
  public var warnings: [String]
  /// The format the bytes were read as.
  public var format: DumpFormat

  public init(screen: Screen, warnings: [String], format: DumpFormat) {
    self.screen = screen
    self.warnings = warnings
    self.format = format
  }
}

import VosimModel

/// An imported dump: the native screen, what was assumed or ignored on the way, and the format read.
public struct ImportResult: Hashable, Sendable {
  /// The screen, with VoiceOver's focusable elements marked, ready for the reading-order engine.
  public var screen: Screen
  /// Assumptions made and input ignored (unknown trait names, a missing app frame), in the order found.
  public var warnings: [Diagnostic]
  /// The format the bytes were read as.
  public var format: DumpFormat
  /// The order the producing tool itself gives the elements (AccessibilitySnapshot's `traversalIndex`),
  /// as the paths of the screen's elements; nil when the dump gives none.
  public var referenceOrder: [NodePath]?

  public init(
    screen: Screen, warnings: [Diagnostic], format: DumpFormat, referenceOrder: [NodePath]? = nil
  ) {
    self.screen = screen
    self.warnings = warnings
    self.format = format
    self.referenceOrder = referenceOrder
  }
}

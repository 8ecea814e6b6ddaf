/// A decoded screen file: the screen, and what the decoder noticed but did not reject.
public struct ScreenDocument: Hashable, Sendable {
  public var screen: Screen
  /// Unknown and duplicate keys, in file order. Dumps carry extra keys, so these never stop a run.
  public var warnings: [FormatWarning]

  public init(screen: Screen, warnings: [FormatWarning] = []) {
    self.screen = screen
    self.warnings = warnings
  }
}

/// Something in a screen file that is probably a mistake but does not stop reading it, with its place,
/// for `FILE:LINE:COL: warning: MESSAGE`.
public struct FormatWarning: Hashable, Sendable, CustomStringConvertible {
  /// One line, such as `unknown key 'foo'`.
  public var message: String
  public var position: SourcePosition

  public init(_ message: String, at position: SourcePosition) {
    self.message = message
    self.position = position
  }

  public var description: String { "\(position): warning: \(message)" }
}

import VosimModel

/// Choices the dumps cannot make for themselves.
public struct ImportOptions: Hashable, Sendable {
  /// Keep the status bar's elements. VoiceOver can reach them, but screen checks rarely want the clock.
  public var includeStatusBar: Bool
  /// Keep the on-screen keyboard (the Keyboard element and its keys). VoiceOver can reach the keys, but
  /// screen checks are about the app; an input accessory toolbar above the keyboard is kept either way.
  public var includeKeyboard: Bool
  /// The app's direction, which no dump records: in right to left, a row is read from its right, a
  /// navigation bar's back button is its rightmost, and the screen is marked so.
  public var layoutDirection: LayoutDirection
  /// The device idiom, whatever the input says (`--idiom`); nil keeps the native screen's, or infers a
  /// dump's. A size the input leaves out is this idiom's, and the importers decide by its row band which
  /// document orders the engine would not read.
  public var idiom: Device.Idiom?

  public init(
    includeStatusBar: Bool = false, includeKeyboard: Bool = false,
    layoutDirection: LayoutDirection = .leftToRight, idiom: Device.Idiom? = nil
  ) {
    self.includeStatusBar = includeStatusBar
    self.includeKeyboard = includeKeyboard
    self.layoutDirection = layoutDirection
    self.idiom = idiom
  }
}

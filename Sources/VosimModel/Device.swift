/// The device a screen is shown on. Its idiom sets the row band of the reading order (rules §3).
public struct Device: Hashable, Sendable, Codable {
  /// Phone or pad, as `UIUserInterfaceIdiom`.
  public enum Idiom: String, Hashable, Sendable, Codable, CaseIterable {
    case phone, pad
  }

  public var idiom: Idiom
  public var width: Double
  public var height: Double
  /// The iOS version the screen was captured on (`UIDevice.systemVersion`); nil when it names none,
  /// and the newest version vosim knows is assumed (rules §8).
  public var systemVersion: SystemVersion?

  public init(
    idiom: Idiom = .phone, width: Double = 390, height: Double = 844, systemVersion: SystemVersion? = nil
  ) {
    self.idiom = idiom
    self.width = width
    self.height = height
    self.systemVersion = systemVersion
  }

  /// A phone of 390×844 points, the format's default.
  public static let defaultPhone = Device()
}

/// The screen's reading direction, as `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
  case leftToRight, rightToLeft
}

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

  /// A size left out is the idiom's default (`defaultSize(of:)`).
  public init(
    idiom: Idiom = .phone, width: Double? = nil, height: Double? = nil, systemVersion: SystemVersion? = nil
  ) {
    self.idiom = idiom
    let size = Self.defaultSize(of: idiom)
    self.width = width ?? size.width
    self.height = height ?? size.height
    self.systemVersion = systemVersion
  }

  /// A phone of 390×844 points, the format's default.
  public static let defaultPhone = Device()

  /// The size a screen of this idiom has when it gives none, in portrait: a phone 390×844 (iPhone 12
  /// to 14), a pad 820×1180 (iPad 10th generation, iPad Air 11-inch), so that a pad's content is not
  /// taken for content off a phone's screen.
  public static func defaultSize(of idiom: Idiom) -> (width: Double, height: Double) {
    switch idiom {
    case .phone: (390, 844)
    case .pad: (820, 1180)
    }
  }
}

/// The screen's reading direction, as `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
  case leftToRight, rightToLeft
}

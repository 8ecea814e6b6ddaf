import VosimModel

/// VoiceOver's geometric order (rules §3): by the top-left corner of the accessibility frame, rows first,
/// with a row band of 8 pt on phone and 13 pt on pad.
///
/// `a` comes before `b` when their tops differ by at least the band and `a` is higher; otherwise they
/// share a row and the smaller x comes first (the larger, right to left; still the left edge). This is
/// not a strict weak ordering ("same row" is not transitive): `AmbiguityDetector` says when it matters.
public struct RowComparator: Hashable, Sendable {
  /// Points within which two tops count as one row.
  public var band: Double
  public var rightToLeft: Bool

  public init(band: Double, rightToLeft: Bool) {
    self.band = band
    self.rightToLeft = rightToLeft
  }

  /// The band of an idiom: 8 pt on phone, 13 pt on pad.
  public static func band(for idiom: Device.Idiom) -> Double {
    switch idiom {
    case .phone: 8
    case .pad: 13
    }
  }

  /// Whether VoiceOver reads `a` before `b`.
  public func areInIncreasingOrder(_ a: Frame, _ b: Frame) -> Bool {
    if abs(a.y - b.y) >= band { return a.y < b.y }
    return rightToLeft ? a.x > b.x : a.x < b.x
  }
}

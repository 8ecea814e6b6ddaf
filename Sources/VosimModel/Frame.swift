/// An accessibility frame in screen points: origin at the top left, y growing downwards.
///
/// Portable geometry (no CoreGraphics), so the model builds on every platform.
public struct Frame: Hashable, Sendable, Codable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// Explicitly 0×0, which prunes a view that clips or is an element (rules §2.2).
  public var isZeroSize: Bool { width == 0 && height == 0 }

  /// The frame cut into `count` equal parts along x, as UIKit lays out segments, tab items and stepper
  /// halves; right-to-left puts the first part at the right.
  public func slices(_ count: Int, rightToLeft: Bool) -> [Frame] {
    guard count > 0 else { return [] }
    let step = width / Double(count)
    return (0..<count).map { index in
      let slot = rightToLeft ? count - 1 - index : index
      // (A slot past Double's range starts at the largest x there is: a frame stays finite.)
      return Frame(
        x: min(x + step * Double(slot), .greatestFiniteMagnitude), y: y, width: step, height: height)
    }
  }

  public var description: String {
    "[\(Self.format(x)), \(Self.format(y)), \(Self.format(width)), \(Self.format(height))]"
  }

  /// A number as the screen format writes it: integers without a fraction.
  public static func format(_ value: Double) -> String {
    if let integer = Int64(exactly: value) { return String(integer) }
    return String(value)
  }

  /// Four numbers, negative zero as `0` as the screen format and every output write it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(x + 0)
    try container.encode(y + 0)
    try container.encode(width + 0)
    try container.encode(height + 0)
  }

  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    x = try container.decode(Double.self)
    y = try container.decode(Double.self)
    width = try container.decode(Double.self)
    height = try container.decode(Double.self)
  }
}

extension Optional where Wrapped == Frame {
  /// Grows the frame to contain `other` (or becomes it).
  package mutating func unite(_ other: Frame) {
    guard let frame = self else {
      self = other
      return
    }
    let minX = Swift.min(frame.minX, other.minX)
    let minY = Swift.min(frame.minY, other.minY)
    self = Frame(
      x: minX, y: minY, width: Swift.max(frame.maxX, other.maxX) - minX,
      height: Swift.max(frame.maxY, other.maxY) - minY)
  }
}

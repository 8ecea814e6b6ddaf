/// An iOS version as `UIDevice.systemVersion` writes it (`"18.5"`, `"26"`, `"17.5.1"`): VoiceOver's
/// wording changes between releases, so a screen may name the one it was captured on.
public struct SystemVersion: Hashable, Sendable, Comparable, LosslessStringConvertible, Codable {
  /// The numbers between the dots, at least one and at most three, as written.
  public let components: [Int]

  /// The release: 18 for 18.5.
  public var major: Int { components[0] }

  /// A version of one to three dot-separated whole numbers (`18`, `18.5`, `17.5.1`); nil otherwise.
  public init?(_ description: String) {
    let parts = description.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var components: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 6, part.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
        let number = Int(part)
      else { return nil }
      components.append(number)
    }
    self.components = components
  }

  /// The version of a release and its update: `SystemVersion(major: 26)`.
  public init(major: Int, minor: Int? = nil) {
    components = [major] + (minor.map { [$0] } ?? [])
  }

  public var description: String { components.map(String.init).joined(separator: ".") }

  /// Compared number by number, a missing one counting as 0: 18 == 18.0 < 18.5.
  public static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool {
    for index in 0..<3 {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  /// Equal when they compare equal: 18 is 18.0.
  public static func == (lhs: SystemVersion, rhs: SystemVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

  public func hash(into hasher: inout Hasher) {
    var numbers = components
    while numbers.count > 1, numbers.last == 0 { numbers.removeLast() }
    hasher.combine(numbers)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let version = SystemVersion(text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "not an iOS version such as \"18.5\": \(text)"))
    }
    self = version
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

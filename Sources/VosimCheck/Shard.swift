import Foundation

/// The part of the screens one machine of a CI matrix takes (`--shard I/N`). Screens go to shards by a
/// hash of their path (FNV-1a, the same on every machine and every run), so the N machines together
/// take every screen exactly once, and adding a screen moves no other screen to another shard.
public struct Shard: Hashable, Sendable {
  /// 1-based.
  public let index: Int
  public let count: Int

  /// Shard `index` (1-based) of `count`; nil unless `1 <= index <= count`.
  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Reads `I/N`, such as `2/4`; nil for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
    self.init(index: index, count: count)
  }

  /// Whether the screen at `path` is in this shard. The path is taken as given, with `./` prefixes and
  /// repeated slashes removed, so `Screens/a.json` and `./Screens//a.json` go to the same shard.
  public func contains(_ path: String) -> Bool {
    count == 1 || Int(Self.hash(Self.canonical(path)) % UInt64(count)) == index - 1
  }

  static func canonical(_ path: String) -> String {
    var parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    if parts.isEmpty { parts = ["."] }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}

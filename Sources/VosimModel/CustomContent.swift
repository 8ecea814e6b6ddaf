/// One `AXCustomContent` entry. High-importance content is spoken after the value; the rest only
/// announces "More content available".
public struct CustomContent: Hashable, Sendable, Codable {
  public enum Importance: String, Hashable, Sendable, Codable, CaseIterable {
    case `default`, high
  }

  public var label: String
  public var value: String
  public var importance: Importance

  public init(label: String, value: String, importance: Importance = .default) {
    self.label = label
    self.value = value
    self.importance = importance
  }

  /// Whether the entry has words to speak: a blank one (white space and invisible characters only) is
  /// neither spoken nor announced.
  package var isSpeakable: Bool { Optional(label).nonEmpty != nil || Optional(value).nonEmpty != nil }
}

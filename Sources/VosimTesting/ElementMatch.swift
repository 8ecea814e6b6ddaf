import VosimUtterance

/// Names the element an assertion is about: by its `accessibilityLabel` (what a string literal means)
/// or its `accessibilityIdentifier`.
///
/// ```swift
/// assertReachable("Pay", byRotor: .buttons, on: screen)
/// assertReachable(.identifier("pay-button"), byRotor: .buttons, on: screen)
/// ```
public enum ElementMatch: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The element's label (its resolved label: a UILabel's text, a UIButton's title) as VoiceOver says
  /// it: white space around it left out and runs of it, line breaks too, one space.
  case label(String)
  /// The element's `accessibilityIdentifier`, exactly: stable across copy changes and languages.
  case identifier(String)

  public init(stringLiteral value: String) { self = .label(value) }

  /// Whether the element an utterance speaks is the one named.
  public func matches(_ utterance: Utterance) -> Bool {
    switch self {
    case .label(let label):
      utterance.element.label == label
        || utterance.element.label.map(Self.spoken) == Self.spoken(label)
    case .identifier(let identifier): utterance.element.identifier == identifier
    }
  }

  /// A label's words as VoiceOver says them, one space between.
  static func spoken(_ label: String) -> String {
    label.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  public var description: String {
    switch self {
    case .label(let label): "the element labelled '\(label)'"
    case .identifier(let identifier): "the element with identifier '\(identifier)'"
    }
  }
}

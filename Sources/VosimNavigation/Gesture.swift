import VosimModel

/// What a VoiceOver user does on a screen (rules §6), spelled as `vosim navigate` reads it.
public enum Gesture: Hashable, Sendable {
  /// One-finger swipe right: the next element of the reading order.
  case next
  /// One-finger swipe left: the previous element.
  case previous
  /// Four-finger tap near the top: the first element.
  case first
  /// Four-finger tap near the bottom: the last element.
  case last
  /// Two-finger swipe up: every element from the first.
  case readAll
  /// Two-finger swipe down: every element from the focused one.
  case readFromHere
  /// Two-finger rotation until the rotor shows this item.
  case rotor(RotorCategory)
  /// One-finger swipe down: the next element of the rotor's category, the next action, or a decrement.
  case down
  /// One-finger swipe up: the previous element of the category, the previous action, or an increment.
  case up
  /// One finger on the screen at this point, in screen points.
  case touch(x: Double, y: Double)
  /// Double tap: activates the focused element (or performs the chosen action).
  case activate
  /// A screen-changed notification: focuses the element with this `accessibilityIdentifier`, or the
  /// first element when nil (the screen appearing).
  case screenChanged(identifier: String?)

  /// The gesture as `vosim navigate` spells it (`rotor:headings`, `touch:20,40`, `focus:pay`); the
  /// screen appearing (`screenChanged(nil)`) has no word and is spelled `first-focus`.
  public var word: String {
    switch self {
    case .next: "next"
    case .previous: "previous"
    case .first: "first"
    case .last: "last"
    case .readAll: "read-all"
    case .readFromHere: "read-from-here"
    case .rotor(let category): "rotor:\(category.rawValue)"
    case .down: "down"
    case .up: "up"
    case .touch(let x, let y): "touch:\(Frame.format(x)),\(Frame.format(y))"
    case .activate: "activate"
    case .screenChanged(let identifier?): "focus:\(identifier)"
    case .screenChanged(nil): "first-focus"
    }
  }

  /// Reads one gesture word; nil when it is none of `Gesture.words`.
  public init?(word: String) {
    switch word {
    case "next": self = .next
    case "previous": self = .previous
    case "first": self = .first
    case "last": self = .last
    case "read-all": self = .readAll
    case "read-from-here": self = .readFromHere
    case "down": self = .down
    case "up": self = .up
    case "activate": self = .activate
    default:
      if word.hasPrefix("rotor:") {
        guard let category = RotorCategory(rawValue: String(word.dropFirst("rotor:".count))) else {
          return nil
        }
        self = .rotor(category)
      } else if word.hasPrefix("touch:") {
        let parts = word.dropFirst("touch:".count).split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Self.coordinate(parts[0]), let y = Self.coordinate(parts[1]) else {
          return nil
        }
        self = .touch(x: x, y: y)
      } else if word.hasPrefix("focus:"), word.count > "focus:".count {
        self = .screenChanged(identifier: String(word.dropFirst("focus:".count)))
      } else {
        return nil
      }
    }
  }

  /// A touch at a point typed as a person types it: `200,400`, `200, 400` or `200 400`, the numbers
  /// `touch:X,Y` takes; nil for anything else (`10,,10`, `1 2 3`).
  public init?(point text: String) {
    let parts =
      text.contains(",")
      ? text.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      : text.split(separator: " ").map(String.init)
    guard parts.count == 2, let touch = Gesture(word: "touch:\(parts[0]),\(parts[1])") else { return nil }
    self = touch
  }

  /// Every gesture word, for help and for the message naming an unknown one.
  public static let words: [String] =
    ["next", "previous", "first", "last", "read-all", "read-from-here"]
    + RotorCategory.allCases.map { "rotor:\($0.rawValue)" }
    + ["down", "up", "touch:X,Y", "activate", "focus:IDENTIFIER"]

  /// A finite decimal number, as a point's coordinate is written (`20`, `12.5`, `-3`, `1e3`): the
  /// notation `description` writes, so every gesture it names reads back.
  private static func coordinate(_ text: Substring) -> Double? {
    guard !text.isEmpty,
      text.allSatisfy({ $0.isASCII && ($0.isNumber || ".-+eE".contains($0)) }),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

}

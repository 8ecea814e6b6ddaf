import VosimModel

/// A screen read by `ScreenReader`, with what the reader noticed on the way.
public struct ScreenReading: Hashable, Sendable {
  /// The screen, with VoiceOver's focusable elements marked when it came from a dump.
  public var screen: Screen
  /// The format the input was read as.
  public var format: ScreenReader.Format
  /// Unknown keys, assumptions and ignored input, in the order found.
  public var warnings: [Diagnostic]
  /// The order the dump's producer gives the elements (AccessibilitySnapshot's `traversalIndex`), as
  /// the paths of the screen's elements; nil when the input gives none.
  public var referenceOrder: [NodePath]?

  public init(
    screen: Screen, format: ScreenReader.Format, warnings: [Diagnostic] = [],
    referenceOrder: [NodePath]? = nil
  ) {
    self.screen = screen
    self.format = format
    self.warnings = warnings
    self.referenceOrder = referenceOrder
  }

  /// One warning per element vosim reads at another position than the reference order puts it (at most
  /// `limit`, then a count of the rest), given vosim's reading order as the elements' paths and labels.
  /// Empty when the orders agree or there is no reference.
  ///
  /// Positions count the elements both read, so one element vosim does not read (a 0×0 view, rules
  /// §2.2, or one a modal view covers) is named once, not as a move of every element after it.
  public func orderWarnings(readingOrder: [(path: NodePath, name: String)], limit: Int = 20) -> [Diagnostic] {
    guard let reference = referenceOrder else { return [] }
    let read = Set(readingOrder.lazy.map(\.path))
    var referencePosition: [NodePath: Int] = [:]
    var warnings: [String] = []
    for (position, path) in reference.enumerated() {
      guard read.contains(path) else {
        if warnings.count < limit {
          warnings.append(
            "\(Self.name(of: path, in: screen)) is \(Self.ordinal(position + 1)) by AccessibilitySnapshot's "
              + "traversalIndex but not read here")
        }
        continue
      }
      referencePosition[path] = referencePosition.count
    }
    var differing = reference.count - referencePosition.count
    var position = 0
    for element in readingOrder {
      guard let expected = referencePosition[element.path] else { continue }
      defer { position += 1 }
      guard expected != position else { continue }
      differing += 1
      if warnings.count < limit {
        warnings.append(
          "'\(element.name)' is read \(Self.ordinal(position + 1)) here, "
            + "\(Self.ordinal(expected + 1)) by AccessibilitySnapshot's traversalIndex")
      }
    }
    if differing > warnings.count {
      warnings.append(
        "\(differing - warnings.count) more elements are read in another position than by traversalIndex, "
          + "or not read")
    }
    return warnings.map { Diagnostic.warning($0) }
  }

  /// `'Zero' (root.subviews[0])`, or the path alone for a node without a label.
  private static func name(of path: NodePath, in screen: Screen) -> String {
    guard let index = screen.nodes.index(at: path), let label = screen.nodes.text(.label, of: index),
      !label.isEmpty
    else { return "\(path)" }
    return "'\(label)' (\(path))"
  }

  private static func ordinal(_ number: Int) -> String {
    let suffix: String
    switch (number % 10, number % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(number)\(suffix)"
  }
}

/// What other stages say about the elements, in a form the report draws without knowing them: an
/// audit's findings become badges, the rotor's categories become a filter.
public struct ReportAnnotations: Hashable, Sendable {
  /// Findings on elements, each drawn as an icon on its element and listed on its legend line.
  public var badges: [ReportBadge]
  /// Findings about the screen as a whole (no element to draw them on).
  public var screenFindings: [ReportBadge]
  /// Rotor categories, in the order the filter lists them.
  public var categories: [ReportCategory]

  public init(
    badges: [ReportBadge] = [], screenFindings: [ReportBadge] = [], categories: [ReportCategory] = []
  ) {
    self.badges = badges
    self.screenFindings = screenFindings
    self.categories = categories
  }

  public var isEmpty: Bool { badges.isEmpty && screenFindings.isEmpty && categories.isEmpty }
}

/// One finding on one element.
public struct ReportBadge: Hashable, Sendable {
  /// How bad it is; decides the icon and its colour.
  public enum Severity: String, Hashable, Sendable, CaseIterable {
    case error, warning, note
  }

  /// The element's 1-based position (ignored in `screenFindings`).
  public var position: Int
  public var severity: Severity
  /// The rule's short name (`missing-label`), shown before the message.
  public var rule: String
  public var message: String

  public init(position: Int, severity: Severity, rule: String, message: String) {
    self.position = position
    self.severity = severity
    self.rule = rule
    self.message = message
  }
}

/// A rotor category (Headings, Buttons, Links…) and the elements in it.
public struct ReportCategory: Hashable, Sendable {
  public var name: String
  /// 1-based positions, in reading order.
  public var positions: [Int]

  public init(name: String, positions: [Int]) {
    self.name = name
    self.positions = positions
  }
}

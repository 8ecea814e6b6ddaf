/// What other stages say about the elements, in a form the report draws without knowing them: an
/// audit's findings become badges, the rotor's categories become a filter.
public struct ReportAnnotations: Hashable, Sendable {
  /// Findings on elements, each drawn as an icon on its element and listed on its legend line.
  public var badges: [ReportBadge]
  /// Findings on no element in the order: about the screen as a whole (`path` nil or `root`), or about
  /// content VoiceOver does not reach, listed with its node's path.
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

  /// `screenFindings` in the report's two lists, each with its title: those about the whole screen,
  /// then those about content VoiceOver does not reach.
  var screenFindingLists: [(title: String, findings: [ReportBadge])] {
    let (whole, unreached) = (
      screenFindings.filter { $0.path == nil || $0.path == "root" },
      screenFindings.filter { $0.path != nil && $0.path != "root" }
    )
    return [("Findings on the screen", whole), ("Findings on content VoiceOver does not reach", unreached)]
      .filter { !$0.findings.isEmpty }
  }
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
  /// The node's path (`root.subviews[2]`), shown with a finding on no element in the order.
  public var path: String?

  public init(position: Int, severity: Severity, rule: String, message: String, path: String? = nil) {
    self.position = position
    self.severity = severity
    self.rule = rule
    self.message = message
    self.path = path
  }

  /// The message, with the node's path after it when it is about one node off the order.
  var messageWithPath: String {
    guard let path, path != "root" else { return message }
    return "\(message) (at \(path))"
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

/// One thing wrong with a screen: which rule, how much it matters, which element, what to do.
public struct AuditFinding: Hashable, Sendable {
  public var rule: AuditRule
  public var severity: AuditSeverity
  /// The element's node path in its file (`root.subviews[2]`); `root` for findings about the screen.
  public var path: String
  /// The element's `accessibilityIdentifier`, when it has one.
  public var identifier: String?
  /// The element's position in the reading order, when the finding is about one element.
  public var position: Int?
  /// One line naming the element and saying what to do, the same in every format: the labels it quotes
  /// have their line breaks as spaces and their control characters and direction overrides as `\u{…}`.
  public var message: String

  public init(
    rule: AuditRule, severity: AuditSeverity? = nil, path: String, identifier: String? = nil,
    position: Int? = nil, message: String
  ) {
    self.rule = rule
    self.severity = severity ?? rule.defaultSeverity
    self.path = path
    self.identifier = identifier
    self.position = position
    self.message = AuditReport.singleLine(message)
  }

  /// What identifies the finding across runs for a baseline: the rule, the element and the message
  /// (which quotes the words at fault), not the position, which moves when elements are added above.
  public var fingerprint: String {
    "\(rule.id)|\(path)|\(identifier ?? "")|\(message)"
  }
}

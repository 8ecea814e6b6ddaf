import VosimModel

/// Something about a screen's reading order a user should know, though the order was computed.
public struct ReadingOrderWarning: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    /// The comparator's "same row" is not transitive across these elements, so their order depends on
    /// document order: another app build may read them differently (rules §3).
    case ambiguousOrder
    /// The screen names an iOS release outside those whose differences vosim knows (rules §8): it is
    /// read as the nearest known one.
    case unknownSystemVersion(SystemVersion, readAs: SystemVersion)
  }

  public var kind: Kind
  /// The elements involved, by source path.
  public var paths: [NodePath]
  /// Their labels (or identifiers), for a readable message.
  public var names: [String]
  /// Two of them that start at the same x in one row, when that is the cause: no comparison of frames
  /// can order them, so aligning tops does not help. Empty when the cause is a staircase of rows.
  public var tied: [String]
  /// Whether rows overlapping without a clear band are a cause too (members at more than one x): then
  /// separating the tied pair alone leaves the order ambiguous.
  public var rowsOverlap: Bool

  public init(kind: Kind, paths: [NodePath], names: [String], tied: [String] = [], rowsOverlap: Bool? = nil) {
    self.kind = kind
    self.paths = paths
    self.names = names
    self.tied = tied
    self.rowsOverlap = rowsOverlap ?? tied.isEmpty
  }

  /// Elements named in `description`.
  static let namedInDescription = 20

  public var description: String {
    switch kind {
    case .unknownSystemVersion(let version, let readAs):
      let relation = version < readAs ? "older than the oldest" : "newer than the newest"
      return "iOS \(version) is \(relation) release vosim knows: read as iOS \(readAs)"
    case .ambiguousOrder:
      // A staircase can chain a whole screen into one cluster: the message names the first few, the
      // paths (and the JSON) keep them all.
      var listed = zip(names, paths).prefix(Self.namedInDescription).map { "'\($0)' (\($1))" }
        .joined(separator: ", ")
      if names.count > Self.namedInDescription {
        listed += " and \(names.count - Self.namedInDescription) more"
      }
      return "reading order depends on document order (\(reason ?? "")): \(listed)"
    }
  }

  /// Why the order depends on document order, in a few words; nil for a warning of another kind.
  public var reason: String? {
    guard case .ambiguousOrder = kind else { return nil }
    let band = "rows overlap without a clear band"
    guard tied.count == 2 else { return band }
    let tie = "'\(tied[0])' and '\(tied[1])' start at the same x in one row"
    return rowsOverlap ? "\(tie), and \(band)" : tie
  }
}

extension ReadingOrderWarning {
  /// The warning as vosim prints it: the message names the elements' paths itself.
  public var diagnostic: Diagnostic { .warning(description) }

  /// What to change so that the order no longer depends on document order.
  public var advice: String {
    if case .unknownSystemVersion = kind { return "give the version of a release vosim knows (17 to 26)" }
    if tied.isEmpty { return "align their tops or set accessibilityElements" }
    return rowsOverlap
      ? "align their tops, move the tied pair apart, or set accessibilityElements"
      : "move one of them to another x or a row lower, or set accessibilityElements"
  }
}

import VosimModel

/// Something about a screen's reading order a user should know, though the order was computed.
public struct ReadingOrderWarning: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    /// The comparator's "same row" is not transitive across these elements, so their order depends on
    /// document order: another app build may read them differently (rules §3).
    case ambiguousOrder
  }

  public var kind: Kind
  /// The elements involved, by source path.
  public var paths: [NodePath]
  /// Their labels (or identifiers), for a readable message.
  public var names: [String]

  public init(kind: Kind, paths: [NodePath], names: [String]) {
    self.kind = kind
    self.paths = paths
    self.names = names
  }

  public var description: String {
    switch kind {
    case .ambiguousOrder:
      let listed = zip(names, paths).map { "'\($0)' (\($1))" }.joined(separator: ", ")
      return "reading order depends on document order (rows overlap without a clear band): \(listed)"
    }
  }
}

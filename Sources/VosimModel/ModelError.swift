import Foundation

/// Why a screen cannot be read. Each case names where: a line and column in the file, or the node path.
///
/// The CLI prints these as `FILE:LINE:COL: error: MESSAGE` and exits with status 2.
public enum ModelError: Error, LocalizedError, Hashable, Sendable, CustomStringConvertible {
  /// The bytes are not JSON (or not the format's JSON), with what was expected.
  case malformed(String, at: SourcePosition)
  /// A key holds a value of the wrong type.
  case wrongType(key: String, expected: String, at: SourcePosition)
  /// A trait name outside the table of rules §1.
  case unknownTrait(String, at: SourcePosition)
  /// A value outside a key's fixed set (container type, idiom, layout direction, importance).
  case unknownValue(String, key: String, allowed: [String], at: SourcePosition)
  /// A frame that is not four finite numbers with a non-negative size.
  case invalidFrame(String, at: SourcePosition)
  /// The top level has no `root`.
  case missingRoot(at: SourcePosition)
  /// Nesting deeper than `Screen.maximumDepth`: where a file's reader found it, or line 0 for a screen
  /// built in Swift, which has no place in a file (`position` is then nil).
  case tooDeep(limit: Int, at: SourcePosition)
  /// A number a screen built in Swift holds that no screen file can: not finite, or a negative size (a
  /// frame's, the device's), or a stepper's step of 0 or less; at the node's path (`device` for the
  /// device).
  case invalidNumber(String, path: String)
  /// A `{"ref": …}` names no node of its container's subtree.
  case unresolvedReference(String, container: String)
  /// A `{"ref": …}` names an identifier that several nodes of the subtree carry, or one node twice.
  case duplicateReference(String, container: String)
  /// A `{"ref": …}` names the container itself.
  case referenceCycle(String, container: String)

  /// The line and column, when the error has one.
  public var position: SourcePosition? {
    switch self {
    case .malformed(_, let at), .wrongType(_, _, let at), .unknownTrait(_, let at),
      .unknownValue(_, _, _, let at), .invalidFrame(_, let at), .missingRoot(let at):
      at
    case .tooDeep(_, let at): at.line > 0 ? at : nil
    case .unresolvedReference, .duplicateReference, .referenceCycle, .invalidNumber: nil
    }
  }

  /// The error as vosim prints it: at its line and column when it has one, at its node when it names
  /// one (`root.subviews[0]: error: …`).
  public var diagnostic: Diagnostic {
    if let (path, message) = atNode, let node = NodePath(parsing: path) {
      return Diagnostic(.error, message, at: .node(node))
    }
    return .error(errorDescription ?? "\(self)", at: position)
  }

  /// The path (a node's, or `device`) and the message of an error about a screen built in Swift.
  private var atNode: (path: String, message: String)? {
    switch self {
    case .invalidNumber(let message, let path): (path, message)
    case .unresolvedReference(let identifier, let container):
      (container, "ref '\(identifier)' names no node of this container's subtree")
    case .duplicateReference(let identifier, let container):
      (container, "ref '\(identifier)' is ambiguous or repeated; it must name exactly one node, once")
    case .referenceCycle(let identifier, let container):
      (container, "ref '\(identifier)' names the container itself")
    default: nil
    }
  }

  /// The message, as `localizedDescription` gives it (not the case's name).
  public var description: String { errorDescription ?? "" }

  public var errorDescription: String? {
    switch self {
    case .malformed(let message, _): message
    case .wrongType(let key, let expected, _): "'\(key)' must be \(expected)"
    case .unknownTrait(let name, _):
      "unknown trait '\(name)'; valid traits: \(AccessibilityTraits.named.map(\.name).joined(separator: ", "))"
    case .unknownValue(let value, let key, let allowed, _):
      "unknown \(key) '\(value)'; expected one of: \(allowed.joined(separator: ", "))"
    case .invalidFrame(let message, _): "invalid frame: \(message)"
    case .missingRoot: "the screen has no 'root' node"
    case .tooDeep(let limit, _): "nodes nested deeper than \(limit) levels"
    case .invalidNumber, .unresolvedReference, .duplicateReference, .referenceCycle:
      atNode.map { "\($0.path): \($0.message)" } ?? ""
    }
  }
}

import Foundation

/// What vosim has to tell about an input: why reading it stopped, or what a reader or the engine assumed
/// or ignored on the way. Every reader, the reading-order engine and the command line speak this one
/// type, so a Swift test sees exactly the lines `vosim` prints.
///
/// Printed as compilers and editors expect: `FILE:LINE:COL: warning: MESSAGE` for a place in the file,
/// `FILE: PATH: warning: MESSAGE` for a node, `FILE: warning: MESSAGE` for the whole input. Lines and
/// columns count from 1 and columns count Unicode scalars in every format (a tab is one, so is each
/// scalar of an emoji), which is what editors' "go to line:column" takes.
public struct Diagnostic: Error, LocalizedError, Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable, CaseIterable {
    /// The input cannot be used: the command exits 2.
    case error
    /// Probably a mistake, or something vosim assumed; the run goes on.
    case warning
    /// Worth knowing, not a problem.
    case note
  }

  /// Where in the input the diagnostic points.
  public enum Location: Hashable, Sendable, CustomStringConvertible {
    /// A line and column of the file.
    case source(SourcePosition)
    /// A line of the file, for a message about the whole line.
    case line(Int)
    /// A node of the screen.
    case node(NodePath)

    /// `3:5`, `3`, or the node path.
    public var description: String {
      switch self {
      case .source(let position): position.description
      case .line(let line): "\(line)"
      case .node(let path): path.description
      }
    }
  }

  public var severity: Severity
  /// One line, without a final period.
  public var message: String
  public var location: Location?
  /// The file as the user named it (`<stdin>` for standard input); nil until a caller that knows it
  /// sets it: readers see bytes, not files.
  public var file: String?

  public init(_ severity: Severity, _ message: String, at location: Location? = nil, file: String? = nil) {
    self.severity = severity
    self.message = Self.singleLine(message)
    self.location = location
    self.file = file
  }

  /// An error at a place in the input.
  public static func error(_ message: String, at position: SourcePosition?, file: String? = nil) -> Diagnostic
  {
    Diagnostic(.error, message, at: position.map(Location.source), file: file)
  }

  /// A warning at a place in the input.
  public static func warning(_ message: String, at position: SourcePosition? = nil) -> Diagnostic {
    Diagnostic(.warning, message, at: position.map(Location.source))
  }

  /// The same diagnostic, about `file`.
  public func about(file: String) -> Diagnostic {
    var copy = self
    copy.file = file
    return copy
  }

  /// The line and column, when the location is a place in the file.
  public var position: SourcePosition? {
    switch location {
    case .source(let position): position
    case .line(let line): SourcePosition(line: line, column: 1)
    case .node, nil: nil
    }
  }

  /// The message after its location, without the file and severity: `3:5: unknown key 'x'`, or the
  /// message alone when it has no location. What a JSON transcript lists under the file it describes.
  public var locatedMessage: String { location.map { "\($0): \(message)" } ?? message }

  /// The one printed line.
  public var description: String {
    var text = file.map(Self.shownFile) ?? ""
    switch location {
    case nil: text += file == nil ? "" : ": "
    case .source, .line: text += (file == nil ? "" : ":") + "\(location!): "
    case .node(let path): text += (file == nil ? "" : ": ") + "\(path): "
    }
    return text + "\(severity.rawValue): \(message)"
  }

  /// The printed line, so `localizedDescription` says what the line says.
  public var errorDescription: String? { description }

  /// A file's name with its line breaks escaped (`a\u{A}b.json`): as a space, `a<LF>b.json` and
  /// `a b.json` would read as one file.
  static func shownFile(_ name: String) -> String {
    guard name.unicodeScalars.contains(where: { [0x0A, 0x0D, 0x2028, 0x2029].contains($0.value) }) else {
      return name
    }
    return name.unicodeScalars.map { scalar in
      [0x0A, 0x0D, 0x2028, 0x2029].contains(scalar.value) ? scalar.escapedForDisplay : String(scalar)
    }.joined()
  }

  /// At most 1,000 characters on one line, whatever the input put into the message.
  static func singleLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) || text.utf8.count > 1000 else {
      return text
    }
    let flat = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
      .replacingOccurrences(of: "\r", with: " ")
    return flat.count > 1000 ? String(flat.prefix(1000)) + "…" : flat
  }
}

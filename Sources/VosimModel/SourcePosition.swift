/// A 1-based line and column in a source file, for `file:line:col: error:` diagnostics.
public struct SourcePosition: Hashable, Sendable, Codable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "\(line):\(column)" }
}

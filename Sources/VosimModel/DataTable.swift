/// A run of a data table's rows or columns, as UIKit's `NSRange`: zero-based `location`, `length` ≥ 1.
public struct CellRange: Hashable, Sendable, Codable {
  public var location: Int
  public var length: Int

  public init(location: Int, length: Int = 1) {
    self.location = location
    self.length = length
  }

  /// The 1-based number of the first row or column, as VoiceOver says it (`Row 3.`); nil for a
  /// location that names none: negative, or UIKit's `NSNotFound` (`Int.max`), a view's default range.
  public var number: Int? { location >= 0 && location < Int.max ? location + 1 : nil }
}

/// What `UIAccessibilityContainerDataTable` knows of a table and its cells (rules §8): on a table, its
/// row and column counts; on a cell, its row and column ranges and whether it is a header. All nil is
/// a node that is neither.
public struct DataTableInfo: Hashable, Sendable, Codable {
  /// The table's `accessibilityRowCount()`.
  public var rowCount: Int?
  /// The table's `accessibilityColumnCount()`.
  public var columnCount: Int?
  /// The cell's `accessibilityRowRange()`.
  public var rowRange: CellRange?
  /// The cell's `accessibilityColumnRange()`.
  public var columnRange: CellRange?
  /// The cell is one of the table's `accessibilityHeaderElements(forRow:)` / `(forColumn:)`.
  public var isHeader: Bool?

  public init(
    rowCount: Int? = nil, columnCount: Int? = nil, rowRange: CellRange? = nil, columnRange: CellRange? = nil,
    isHeader: Bool? = nil
  ) {
    self.rowCount = rowCount
    self.columnCount = columnCount
    self.rowRange = rowRange
    self.columnRange = columnRange
    self.isHeader = isHeader
  }

  /// Whether the node is a cell: it has a row or a column range.
  public var isCell: Bool { rowRange != nil || columnRange != nil }
}

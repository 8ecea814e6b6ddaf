import Testing
import VosimModel
import VosimReadingOrder
import VosimUtterance

/// A data table's cells speak their spans, their row when it changes and their column (rules §8).
@Suite("Data tables (rules §8)")
struct DataTableTests {
  /// A cell at a row and column (zero-based), one row tall.
  static func cell(
    _ label: String, row: Int, column: Int, rows: Int = 1, columns: Int = 1, value: String? = nil,
    traits: AccessibilityTraits = [], hint: String? = nil
  ) -> AccessibilityNode {
    var node = AccessibilityNode(
      className: "UIAccessibilityElement",
      frame: Frame(x: Double(column) * 100, y: Double(row) * 50, width: 100 * Double(columns), height: 40),
      isAccessibilityElement: true, accessibilityLabel: label, accessibilityValue: value,
      accessibilityHint: hint, accessibilityTraits: traits)
    node.dataTable.rowRange = CellRange(location: row, length: rows)
    node.dataTable.columnRange = CellRange(location: column, length: columns)
    return node
  }

  static func table(_ cells: [AccessibilityNode]) -> AccessibilityNode {
    var table = AccessibilityNode(frame: Frame(x: 0, y: 0, width: 390, height: 400), subviews: cells)
    table.accessibilityContainerType = .dataTable
    table.dataTable.rowCount = 5
    table.dataTable.columnCount = 2
    return table
  }

  static func lines(_ root: AccessibilityNode, language: String = "en-US") throws -> [String] {
    let result = try ReadingOrder().order(Screen(language: language, root: root))
    return UtteranceBuilder().utterances(for: result).map(\.text)
  }

  /// UIKit's default range is `NSNotFound` (`Int.max`): such a location names no row or column, and
  /// reads without one rather than overflowing, nor says how many it spans.
  @Test func aLocationOfNSNotFoundNamesNoRow() throws {
    var cell = Self.cell("A1", row: 0, column: 0)
    cell.dataTable.rowRange = CellRange(location: Int.max, length: 2)
    cell.dataTable.columnRange = CellRange(location: Int.max, length: 3)
    #expect(try Self.lines(Self.table([cell])) == ["A1."])
    #expect(CellRange(location: 2).number == 3)
    // A negative location is none a screen file can hold: refused, as the reader refuses it.
    cell.dataTable.columnRange = CellRange(location: -1, length: 3)
    #expect(throws: ModelError.self) { try Self.lines(Self.table([cell])) }
  }

  @Test func theRulesExamples() throws {
    let all: AccessibilityTraits = [.notEnabled, .button, .header, .link, .adjustable, .image, .searchField]
    let table = Self.table([
      Self.cell("A1", row: 0, column: 0), Self.cell("B1", row: 0, column: 1),
      Self.cell("B2", row: 1, column: 1, columns: 2), Self.cell("A4", row: 3, column: 0, rows: 2),
      Self.cell("B5", row: 4, column: 1, value: "Value", traits: all, hint: "Hint"),
    ])
    #expect(
      try Self.lines(table) == [
        "A1. Row 1. Column 1.", "B1. Column 2.", "B2. Spans 2 columns. Row 2. Column 2.",
        "A4. Spans 2 rows. Row 4. Column 1.",
        "B5. Row 5. Column 2. Value. Dimmed. Button. Heading. Link. Adjustable. Image. Search Field. Hint.",
      ])
  }

  /// The row is spoken only when it differs from the previous cell's in reading order; a non-cell
  /// element inside the table reads as usual and does not reset it.
  @Test func theRowOnlyWhenItChanges() throws {
    let caption = AccessibilityNode(
      className: "UILabel", frame: Frame(x: 300, y: 0, width: 80, height: 40),
      content: {
        var content = ControlContent()
        content.text = "Caption"
        return content
      }())
    let table = Self.table([
      Self.cell("A1", row: 0, column: 0), Self.cell("B1", row: 0, column: 1), caption,
      Self.cell("A2", row: 1, column: 0),
    ])
    #expect(
      try Self.lines(table) == ["A1. Row 1. Column 1.", "B1. Column 2.", "Caption.", "A2. Row 2. Column 1."])
  }

  /// Cell ranges outside a data table are not spoken; a table's cells inside a nested table are the
  /// inner table's.
  @Test func onlyInsideADataTable() throws {
    #expect(try Self.lines(AccessibilityNode(subviews: [Self.cell("A1", row: 0, column: 0)])) == ["A1."])
    let inner = Self.table([Self.cell("X", row: 0, column: 1)])
    let outer = Self.table([Self.cell("A1", row: 0, column: 0), inner])
    #expect(try Self.lines(outer) == ["A1. Row 1. Column 1.", "X. Row 1. Column 2."])
    // After a nested table's cells, the outer table's next cell says its row again: the row last
    // heard was the inner table's (rules §8, the previous cell in reading order).
    var nested = Self.table([Self.cell("IA2", row: 1, column: 0)])
    nested.frame = Frame(x: 0, y: 50, width: 390, height: 40)
    var last = Self.cell("OC1", row: 0, column: 2)
    last.frame = Frame(x: 0, y: 200, width: 100, height: 40)
    let around = Self.table([Self.cell("OA1", row: 0, column: 0), nested, last])
    #expect(
      try Self.lines(around) == ["OA1. Row 1. Column 1.", "IA2. Row 2. Column 1.", "OC1. Row 1. Column 3."])
  }

  /// A cell's selected prefix and value: the position sits between them.
  /// German and Russian VoiceOver name the row, the column and the spans in their own words (AS's
  /// strings; its Russian row and column spans are swapped, and are put right here).
  @Test func positionWordsFollowTheLanguage() throws {
    var table = Self.table([
      Self.cell("A1", row: 0, column: 0, rows: 2), Self.cell("B1", row: 0, column: 1, columns: 2),
    ])
    table.dataTable.columnCount = 3
    #expect(
      try Self.lines(table, language: "de-DE") == [
        "A1. Umfasst 2 Zeilen. Zeile 1. Spalte 1.", "B1. Umfasst 2 Spalten. Spalte 2.",
      ])
    #expect(
      try Self.lines(table, language: "ru-RU") == [
        "A1. Охватывает строк: 2. Ряд 1. Столбец 1.", "B1. Охватывает столбцов: 2. Столбец 2.",
      ])
  }

  @Test func selectedCellsAndValues() throws {
    let table = Self.table([Self.cell("A1", row: 0, column: 0, value: "3", traits: [.selected, .button])])
    #expect(try Self.lines(table) == ["Selected: A1. Row 1. Column 1. 3. Button."])
  }
}

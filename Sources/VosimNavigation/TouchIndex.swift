import VosimModel
import VosimReadingOrder

/// The spatial index touch exploration asks: the first element in tree order whose frame contains a
/// point (rules §6). A uniform grid over the elements' bounds, of cells about one average element in
/// size (coarser when that would make more than about four cells per element), each listing the
/// elements that overlap it in tree order, so a touch looks at one cell's few elements; elements that
/// would cover too many cells (a full-screen element) are kept apart in one list and checked too.
///
/// Built in two linear passes (count, then fill, into flat arrays); a frame's edges are half-open
/// (`x <= point < x + width`), so two elements that touch are never both hit.
struct TouchIndex: Sendable {
  private let origin: (x: Double, y: Double)
  private let cell: (width: Double, height: Double)
  private let columns: Int
  private let rows: Int
  /// Cell `c`'s entries are `entries[offsets[c]..<offsets[c + 1]]`, cells row by row.
  private let offsets: [Int32]
  /// Positions, cell by cell, each cell's in tree order.
  private let entries: [Int32]
  /// Positions of the elements that cover more than `maximumCells` cells or lie beyond the grid (a
  /// frame millions of points away), in tree order.
  private let large: [Int]
  /// Per position, its rank in tree order.
  private let treeRank: [Int]
  private let frames: [Frame?]

  static let maximumCells = 64
  /// Frames beyond this many points from the origin are not gridded (they would stretch the grid).
  static let gridLimit = 1e8

  init(_ order: ReadingOrderResult) {
    let count = order.elements.count
    var byTree = [Int](repeating: 0, count: count)
    var treeRank = [Int](repeating: 0, count: count)
    let known = order.treeIndices.count == count
    var frames = [Frame?](repeating: nil, count: count)
    var totalWidth = 0.0
    var totalHeight = 0.0
    var framed = 0
    var bounds = (
      minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity
    )
    for position in 0..<count {
      let rank = known ? order.treeIndices[position] : position
      byTree[rank] = position
      treeRank[position] = rank
      guard let frame = order.elements[position].frame.flatMap(Self.normalized) else { continue }
      frames[position] = frame
      guard frame.width > 0, frame.height > 0, Self.isGriddable(frame) else { continue }
      totalWidth += frame.width
      totalHeight += frame.height
      framed += 1
      bounds = (
        min(bounds.minX, frame.minX), min(bounds.minY, frame.minY), max(bounds.maxX, frame.maxX),
        max(bounds.maxY, frame.maxY)
      )
    }
    // Cells about one average element in size, made coarser until the grid has at most about four
    // cells per element.
    var cell =
      framed > 0 ? (max(totalWidth / Double(framed), 1), max(totalHeight / Double(framed), 1)) : (1.0, 1.0)
    let origin = framed > 0 ? (bounds.minX, bounds.minY) : (0.0, 0.0)
    let extent = framed > 0 ? (bounds.maxX - bounds.minX, bounds.maxY - bounds.minY) : (0.0, 0.0)
    let limit = Double(4 * framed + 4096)
    var columns = (extent.0 / cell.0).rounded(.down) + 1
    var rows = (extent.1 / cell.1).rounded(.down) + 1
    while columns * rows > limit {
      if columns >= rows { cell.0 *= 2 } else { cell.1 *= 2 }
      columns = (extent.0 / cell.0).rounded(.down) + 1
      rows = (extent.1 / cell.1).rounded(.down) + 1
    }
    self.origin = origin
    self.cell = cell
    self.columns = Int(columns)
    self.rows = Int(rows)

    let (gridColumns, gridRows) = (self.columns, self.rows)
    let span = { (frame: Frame) in
      Self.span(of: frame, origin: origin, cell: (cell.0, cell.1), columns: gridColumns, rows: gridRows)
    }
    // Two passes over the elements in tree order: count each cell's entries, then place them.
    var offsets = [Int32](repeating: 0, count: gridColumns * gridRows + 1)
    var large: [Int] = []
    for rank in 0..<count {
      let position = byTree[rank]
      guard let frame = frames[position], frame.width > 0, frame.height > 0 else { continue }
      guard let span = span(frame) else {
        large.append(position)
        continue
      }
      for y in span.y { for x in span.x { offsets[y * gridColumns + x + 1] += 1 } }
    }
    for index in 1..<offsets.count { offsets[index] += offsets[index - 1] }
    var next = offsets
    var entries = [Int32](repeating: 0, count: Int(offsets[offsets.count - 1]))
    for rank in 0..<count {
      let position = byTree[rank]
      guard let frame = frames[position], frame.width > 0, frame.height > 0, let span = span(frame) else {
        continue
      }
      for y in span.y {
        for x in span.x {
          let slot = y * gridColumns + x
          entries[Int(next[slot])] = Int32(truncatingIfNeeded: position)
          next[slot] += 1
        }
      }
    }
    self.offsets = offsets
    self.entries = entries
    self.large = large
    self.treeRank = treeRank
    self.frames = frames
  }

  /// The position of the first element in tree order whose frame contains the point, or nil.
  func hit(x: Double, y: Double) -> Int? {
    guard x.isFinite, y.isFinite else { return nil }
    var best: Int?
    if let slot = self.slot(x: x, y: y) {
      for entry in entries[Int(offsets[slot])..<Int(offsets[slot + 1])] {
        let position = Int(entry)
        if contains(position, x, y) {
          best = position
          break
        }
      }
    }
    for position in large where contains(position, x, y) {
      if best.map({ treeRank[position] < treeRank[$0] }) ?? true { best = position }
      break
    }
    return best
  }

  private func slot(x: Double, y: Double) -> Int? {
    let column = ((x - origin.x) / cell.width).rounded(.down)
    let row = ((y - origin.y) / cell.height).rounded(.down)
    guard column >= 0, row >= 0, column < Double(columns), row < Double(rows) else { return nil }
    return Int(row) * columns + Int(column)
  }

  /// The cells a gridded frame covers, or nil when it covers too many or lies beyond the grid.
  private static func span(
    of frame: Frame, origin: (x: Double, y: Double), cell: (width: Double, height: Double), columns: Int,
    rows: Int
  ) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
    guard isGriddable(frame) else { return nil }
    let x0 = Int(((frame.minX - origin.x) / cell.width).rounded(.down))
    let x1 = min(Int(((frame.maxX - origin.x) / cell.width).rounded(.down)), columns - 1)
    let y0 = Int(((frame.minY - origin.y) / cell.height).rounded(.down))
    let y1 = min(Int(((frame.maxY - origin.y) / cell.height).rounded(.down)), rows - 1)
    guard x0 >= 0, y0 >= 0, x0 <= x1, y0 <= y1, (x1 - x0 + 1) * (y1 - y0 + 1) <= Self.maximumCells else {
      return nil
    }
    return (x0...x1, y0...y1)
  }

  private static func isGriddable(_ frame: Frame) -> Bool {
    abs(frame.minX) < gridLimit && abs(frame.minY) < gridLimit && abs(frame.maxX) < gridLimit
      && abs(frame.maxY) < gridLimit
  }

  private func contains(_ position: Int, _ x: Double, _ y: Double) -> Bool {
    guard let frame = frames[position] else { return false }
    return x >= frame.minX && x < frame.maxX && y >= frame.minY && y < frame.maxY
  }

  /// The frame with a positive width and height (a negative size grows the other way), or nil when it
  /// is not four finite numbers.
  private static func normalized(_ frame: Frame) -> Frame? {
    guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else { return nil }
    let normalized = Frame(
      x: min(frame.x, frame.x + frame.width), y: min(frame.y, frame.y + frame.height),
      width: abs(frame.width), height: abs(frame.height))
    guard normalized.maxX.isFinite, normalized.maxY.isFinite else { return nil }
    return normalized
  }
}

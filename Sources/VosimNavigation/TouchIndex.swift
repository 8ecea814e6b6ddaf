import VosimModel
import VosimReadingOrder

/// The spatial index touch exploration asks: the first element in tree order whose frame contains a
/// point (rules §6). A uniform grid of cells about one average element in size, each listing the
/// elements that overlap it in tree order, so a touch looks at one cell's few elements; elements that
/// would cover too many cells (a full-screen element) are kept apart in one list and checked too.
///
/// Built in two linear passes (count, then fill, into one flat array); a frame's edges are half-open
/// (`x <= point < x + width`), so two elements that touch are never both hit.
struct TouchIndex: Sendable {
  private let origin: (x: Double, y: Double)
  private let cell: (width: Double, height: Double)
  /// Per cell key, its range in `entries`.
  private let cells: [Int64: Range<Int>]
  /// Positions, cell by cell, each cell's in tree order.
  private let entries: [Int32]
  /// Positions of the elements that cover more than `maximumCells` cells, in tree order.
  private let large: [Int]
  /// Per position, its rank in tree order.
  private let treeRank: [Int]
  private let frames: [Frame?]

  static let maximumCells = 64

  init(_ order: ReadingOrderResult) {
    let count = order.elements.count
    var byTree = [Int](repeating: 0, count: count)
    var treeRank = [Int](repeating: 0, count: count)
    let known = order.treeIndices.count == count
    var frames = [Frame?](repeating: nil, count: count)
    for position in 0..<count {
      let rank = known ? order.treeIndices[position] : position
      byTree[rank] = position
      treeRank[position] = rank
      frames[position] = order.elements[position].frame.flatMap(Self.normalized)
    }
    var totalWidth = 0.0
    var totalHeight = 0.0
    var framed = 0
    var minX = Double.infinity
    var minY = Double.infinity
    for case let frame? in frames where frame.width > 0 && frame.height > 0 {
      totalWidth += frame.width
      totalHeight += frame.height
      minX = min(minX, frame.minX)
      minY = min(minY, frame.minY)
      framed += 1
    }
    origin = framed > 0 ? (minX, minY) : (0, 0)
    cell = framed > 0 ? (max(totalWidth / Double(framed), 1), max(totalHeight / Double(framed), 1)) : (1, 1)

    var counts: [Int64: Int] = [:]
    var large: [Int] = []
    var spans = [(x: ClosedRange<Int>, y: ClosedRange<Int>)?](repeating: nil, count: count)
    for rank in 0..<count {
      let position = byTree[rank]
      guard let frame = frames[position], frame.width > 0, frame.height > 0 else { continue }
      guard let span = Self.span(of: frame, origin: origin, cell: cell),
        span.x.count * span.y.count <= Self.maximumCells
      else {
        large.append(position)
        continue
      }
      spans[position] = span
      for x in span.x { for y in span.y { counts[Self.key(x, y), default: 0] += 1 } }
    }
    var cells: [Int64: Range<Int>] = [:]
    cells.reserveCapacity(counts.count)
    var next: [Int64: Int] = [:]
    next.reserveCapacity(counts.count)
    var offset = 0
    for (key, number) in counts {
      cells[key] = offset..<(offset + number)
      next[key] = offset
      offset += number
    }
    var entries = [Int32](repeating: 0, count: offset)
    for rank in 0..<count {
      let position = byTree[rank]
      guard let span = spans[position] else { continue }
      for x in span.x {
        for y in span.y {
          let key = Self.key(x, y)
          entries[next[key]!] = Int32(truncatingIfNeeded: position)
          next[key]! += 1
        }
      }
    }
    self.cells = cells
    self.entries = entries
    self.large = large
    self.treeRank = treeRank
    self.frames = frames
  }

  /// The position of the first element in tree order whose frame contains the point, or nil.
  func hit(x: Double, y: Double) -> Int? {
    guard x.isFinite, y.isFinite else { return nil }
    var best: Int?
    if let cellX = Self.index((x - origin.x) / cell.width),
      let cellY = Self.index((y - origin.y) / cell.height),
      let range = cells[Self.key(cellX, cellY)]
    {
      for entry in entries[range] {
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

  private func contains(_ position: Int, _ x: Double, _ y: Double) -> Bool {
    guard let frame = frames[position] else { return false }
    return x >= frame.minX && x < frame.maxX && y >= frame.minY && y < frame.maxY
  }

  /// The frame with a positive width and height (a negative size grows the other way), or nil when it
  /// is not four finite numbers.
  private static func normalized(_ frame: Frame) -> Frame? {
    guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else { return nil }
    return Frame(
      x: min(frame.x, frame.x + frame.width), y: min(frame.y, frame.y + frame.height),
      width: abs(frame.width), height: abs(frame.height))
  }

  private static func span(
    of frame: Frame, origin: (x: Double, y: Double), cell: (width: Double, height: Double)
  ) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
    guard let x0 = index((frame.minX - origin.x) / cell.width),
      let x1 = index((frame.maxX - origin.x) / cell.width),
      let y0 = index((frame.minY - origin.y) / cell.height),
      let y1 = index((frame.maxY - origin.y) / cell.height), x0 <= x1, y0 <= y1
    else { return nil }
    return (x0...x1, y0...y1)
  }

  /// A cell coordinate, or nil beyond what a key holds.
  private static func index(_ value: Double) -> Int? {
    let floored = value.rounded(.down)
    guard floored.isFinite, abs(floored) < 1e9 else { return nil }
    return Int(floored)
  }

  private static func key(_ x: Int, _ y: Int) -> Int64 {
    (Int64(x) << 32) | Int64(UInt32(truncatingIfNeeded: y))
  }
}

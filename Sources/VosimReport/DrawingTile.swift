import VosimModel

/// One thing drawn on the screen of the HTML report, at its frame in points.
struct DrawnItem {
  enum Kind {
    case group(ReportGroup)
    /// With its index in the document's list, which names its box.
    case unreachable(ReportUnreachable, index: Int)
    case element(ReportElement)
  }

  var frame: Frame
  var kind: Kind
}

/// A band of the drawing the browser can skip while it is out of view (`content-visibility: auto`),
/// so a screen of ten thousand elements styles and lays out only the boxes on the screen. Each item
/// goes to the band its top falls in, and the band grows to hold it whole: paint containment clips a
/// band to its own box, and bands overlap where items cross them. The page's styles give the clip a
/// margin for what sticks out of a box (numbers, finding marks, the highlight's glow).
struct DrawingTile {
  /// Items' tops within one band, in points.
  static let bandHeight = 1000.0

  /// The band's box on the drawing, in points.
  var frame: Frame
  /// Indices into the items, in their painting order.
  var members: [Int]

  /// The bands of `items`, top to bottom; the items keep their order within each band.
  static func tiles(_ items: [DrawnItem], screenWidth: Double) -> [DrawingTile] {
    var bands: [Int: [Int]] = [:]
    for (index, item) in items.enumerated() {
      let band = (item.frame.y / bandHeight).rounded(.down)
      bands[Int(min(max(band, -1e9), 1e9)), default: []].append(index)
    }
    return bands.keys.sorted().map { band in
      let members = bands[band]!
      let frames = members.map { items[$0].frame }
      let left = min(0, frames.map(\.x).min()!)
      let top = frames.map(\.y).min()!
      let right = max(screenWidth, frames.map { $0.x + max($0.width, 0) }.max()!)
      let bottom = frames.map { $0.y + max($0.height, 0) }.max()!
      return DrawingTile(
        frame: Frame(x: left, y: top, width: right - left, height: bottom - top), members: members)
    }
  }
}

extension Frame {
  /// This frame in the coordinates of a box whose origin is `origin`'s.
  func moved(by origin: Frame) -> Frame {
    Frame(x: x - origin.x, y: y - origin.y, width: width, height: height)
  }
}

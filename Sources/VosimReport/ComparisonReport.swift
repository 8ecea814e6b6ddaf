import VosimModel

/// A screen whose transcript differs from its recording, drawn for a reviewer: the new drawing, and
/// the recorded and the new order side by side with a line from each element's old place to its new
/// one, so what moved, appeared, disappeared or changed its words shows at a glance. Static SVG, the
/// same bytes for the same input.
///
/// The changes come from the check stage (`vosim check`'s difference), as plain positions, so this
/// module does not depend on it.
public struct ComparisonReport: Sendable {
  /// One element's change between the recording and now, by 1-based positions.
  public enum Change: Hashable, Sendable {
    case appeared(position: Int)
    case disappeared(position: Int)
    case moved(from: Int, to: Int)
    case reworded(from: Int, to: Int)
  }

  /// The new order's document (its drawing and lines).
  public var document: ReportDocument
  /// The recording's lines.
  public var recorded: [String]
  public var changes: [Change]

  public init(document: ReportDocument, recorded: [String], changes: [Change]) {
    self.document = document
    self.recorded = recorded
    self.changes = changes
  }

  static let columnWidth = 380.0
  static let gap = 90.0
  static let lineHeight = 22.0
  /// Room for a row's text: from its start, 42 pt in, to 8 pt before the row's end.
  static let textWidth = columnWidth - 50

  /// For each new position, the recorded one it was (nil: appeared), and which recorded lines are
  /// gone. Lines no change names are unchanged and pair up in order.
  func pairs() -> (current: [Int: Int], disappeared: Set<Int>, kinds: [Int: String]) {
    var current: [Int: Int] = [:]
    var kinds: [Int: String] = [:]
    var appeared: Set<Int> = []
    var disappeared: Set<Int> = []
    var usedRecorded: Set<Int> = []
    for change in changes {
      switch change {
      case .appeared(let position):
        appeared.insert(position)
        kinds[position] = "appeared"
      case .disappeared(let position):
        disappeared.insert(position)
        usedRecorded.insert(position)
      case .moved(let from, let to):
        current[to] = from
        usedRecorded.insert(from)
        kinds[to] = "moved"
      case .reworded(let from, let to):
        current[to] = from
        usedRecorded.insert(from)
        kinds[to] = "reworded"
      }
    }
    let count = document.elements.count
    let restNew = (1...max(count, 1)).filter { $0 <= count && current[$0] == nil && !appeared.contains($0) }
    let restOld = recorded.indices.map { $0 + 1 }.filter { !usedRecorded.contains($0) }
    for (new, old) in zip(restNew, restOld) {
      current[new] = old
      kinds[new] = "same"
    }
    return (current, disappeared, kinds)
  }

  public func render() -> String {
    let bounds = document.drawingBounds
    let margin = SVGReport.margin
    let top = SVGReport.headerHeight
    let recordedX = margin + bounds.width + 32
    let currentX = recordedX + Self.columnWidth + Self.gap
    let rows = Double(max(recorded.count, document.elements.count))
    let width = currentX + Self.columnWidth + margin
    let height = top + max(bounds.height, 30 + rows * Self.lineHeight) + margin
    let (current, disappeared, kinds) = pairs()
    var summary: [String] = []
    let counted = [
      ("moved", kinds.values.filter { $0 == "moved" }.count),
      ("reworded", kinds.values.filter { $0 == "reworded" }.count),
      ("appeared", kinds.values.filter { $0 == "appeared" }.count), ("disappeared", disappeared.count),
    ]
    for (name, count) in counted where count > 0 { summary.append("\(count) \(name)") }

    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Markup.number(width))\" "
    svg +=
      "height=\"\(Markup.number(height))\" viewBox=\"0 0 \(Markup.number(width)) \(Markup.number(height))\">\n"
    svg += "<style>\n\(SVGDrawing.style)\(SVGReport.style)\(Self.style)</style>\n"
    svg += "<rect width=\"100%\" height=\"100%\" fill=\"#f6f8fa\"/>\n"
    svg += "<text class=\"title\" x=\"\(Markup.number(margin))\" y=\"30\">"
    // The screen's whole path: two folders' `login.json` are two pictures a reviewer must tell apart.
    // Too long, the path loses its start, never its file's name.
    let suffix = ": recorded and new reading order"
    let room = (width - 2 * margin) / 1.1 - TextWidth.ems(of: suffix) * 18
    let path = TextWidth.truncatedAtStart(document.file, width: max(room, 18 * 8), fontSize: 18)
    // A direction override the name leaves open is closed before vosim's own words.
    let title = path + path.directionalClosers + suffix
    svg +=
      "\(Markup.escape(TextWidth.truncated(title, width: (width - 2 * margin) / 1.1, fontSize: 18)))</text>\n"
    svg += "<text class=\"facts\" x=\"\(Markup.number(margin))\" y=\"50\">"
    svg +=
      "\(Markup.escape(([SVGReport(document: document).facts()] + summary).joined(separator: " · ")))</text>\n"
    SVGDrawing(document: document).render(into: &svg, x: margin - bounds.x, y: top - bounds.y)
    svg += "<text class=\"heading\" x=\"\(Markup.number(recordedX))\" y=\"\(Markup.number(top + 12))\">"
    svg += "Recorded (\(recorded.count))</text>\n"
    svg += "<text class=\"heading\" x=\"\(Markup.number(currentX))\" y=\"\(Markup.number(top + 12))\">"
    svg += "Now (\(document.elements.count))</text>\n"
    let rowY = { (position: Int) in top + 30 + Double(position - 1) * Self.lineHeight }
    // Connectors first, under the rows.
    for element in document.elements {
      guard let old = current[element.position] else { continue }
      let kind = kinds[element.position] ?? "same"
      let fromY = rowY(old) + 9.5
      let toY = rowY(element.position) + 9.5
      let startX = recordedX + Self.columnWidth
      let middle = startX + Self.gap / 2
      svg += "<path class=\"link \(kind)\" d=\"M\(Markup.number(startX)) \(Markup.number(fromY)) "
      svg +=
        "C\(Markup.number(middle)) \(Markup.number(fromY)) \(Markup.number(middle)) \(Markup.number(toY)) "
      svg += "\(Markup.number(currentX)) \(Markup.number(toY))\""
      if kind != "same" { svg += " style=\"stroke:\(ElementColor.hex(element.position))\"" }
      svg += "/>\n"
    }
    for (index, line) in recorded.enumerated() {
      let position = index + 1
      let gone = disappeared.contains(position)
      row(
        &svg, x: recordedX, y: rowY(position), position: position, text: line,
        kind: gone ? "disappeared" : "recorded", color: gone ? "#cf222e" : "#656d76")
    }
    for element in document.elements {
      let kind = kinds[element.position] ?? "same"
      row(
        &svg, x: currentX, y: rowY(element.position), position: element.position, text: element.text,
        kind: kind, color: ElementColor.hex(element.position))
    }
    svg += "</svg>\n"
    return svg
  }

  private func row(
    _ svg: inout String, x: Double, y: Double, position: Int, text: String, kind: String, color: String
  ) {
    let label =
      ["moved": "moved ", "reworded": "reworded ", "appeared": "new ", "disappeared": "gone "][kind] ?? ""
    svg += "<g class=\"line \(kind)\"><title>\(position). \(Markup.escape(text))</title>"
    svg += "<rect class=\"row\" x=\"\(Markup.number(x))\" y=\"\(Markup.number(y))\" "
    svg += "width=\"\(Markup.number(Self.columnWidth))\" height=\"19\" rx=\"4\"/>"
    svg +=
      "<rect x=\"\(Markup.number(x))\" y=\"\(Markup.number(y))\" width=\"4\" height=\"19\" fill=\"\(color)\"/>"
    svg +=
      "<text class=\"pos\" x=\"\(Markup.number(x + 34))\" y=\"\(Markup.number(y + 14))\" fill=\"\(color)\">"
    svg += "\(position)</text><text x=\"\(Markup.number(x + 42))\" y=\"\(Markup.number(y + 14))\">"
    if !label.isEmpty { svg += "<tspan class=\"kind\">\(label)</tspan>" }
    let room = Self.textWidth - TextWidth.boldWidth(of: label, fontSize: 12)
    svg += "\(Markup.escape(TextWidth.truncated(text, width: room, fontSize: 12)))</text></g>\n"
  }

  static let style = """
    .link { fill: none; stroke: #d0d7de; stroke-width: 1.5; }
    .link.moved { stroke-width: 2.5; } .link.reworded { stroke-width: 2; stroke-dasharray: 5 3; }
    .line.appeared .row { fill: #dafbe1; stroke: #4ac26b; } .line.disappeared .row { fill: #ffebe9; stroke: #ff8182; }
    .line.moved .row { stroke: #bf8700; } .line.reworded .row { stroke: #0969da; }
    .line.disappeared text { text-decoration: line-through; }
    .kind { font-weight: 650; fill: #57606a; }

    """
}

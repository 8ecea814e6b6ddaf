import VosimModel

/// The screen drawn as SVG elements: groups, unreachable content, element boxes with their numbers
/// and marks. Shared by the static report and the recorded-versus-new comparison.
struct SVGDrawing {
  var document: ReportDocument

  /// The drawing's elements with the screen's top left corner at (`x`, `y`).
  func render(into svg: inout String, x: Double, y: Double) {
    let device = document.drawnDevice
    svg += "<g transform=\"translate(\(Markup.number(x)) \(Markup.number(y)))\">\n"
    svg += "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(Markup.number(device.width))\" "
    svg += "height=\"\(Markup.number(document.drawingHeight))\" rx=\"10\"/>\n"
    if document.drawingHeight > device.height {
      svg += "<line class=\"fold\" x1=\"0\" y1=\"\(Markup.number(device.height))\" "
      svg += "x2=\"\(Markup.number(device.width))\" y2=\"\(Markup.number(device.height))\"/>\n"
    }
    for group in document.groups {
      guard let frame = Markup.drawable(group.frame).map(Markup.outset) else { continue }
      let name = [group.kind, group.label].compactMap { $0 }.joined(separator: " · ")
      svg += "<g class=\"group\"><title>\(Markup.escape(name)) (\(Markup.escape(group.path)))</title>"
      svg += "<rect \(Self.rect(frame)) rx=\"6\"/></g>\n"
    }
    // What lies inside an element goes over its box, which would hide it; the rest under the boxes.
    for item in document.unreachable where !item.isInsideElement { Self.gone(&svg, item) }
    let warned = Set(document.warnings.flatMap(\.positions))
    let badges = Dictionary(grouping: document.annotations.badges, by: \.position)
    // The findings' marks are painted after every box, so that a neighbour drawn later cannot cover
    // them: an image of the drawing shows them whole.
    var marks = ""
    var markAreas: [Frame] = []
    for element in ReportDocument.paintingOrder(document.elements) {
      guard let frame = Markup.drawable(element.frame) else { continue }
      let color = ElementColor.hex(element.position)
      let digits = String(element.position)
      let tagWidth = Double(max(digits.count, 2)) * 6.5 + 6
      svg += "<g class=\"box\" data-position=\"\(element.position)\"><title>\(element.position). "
      svg += "\(Markup.escape(element.text))</title>"
      svg +=
        "<rect \(Self.rect(frame)) rx=\"4\" fill=\"\(ElementColor.tint(element.position))\" stroke=\"\(color)\"/>"
      svg += "<rect class=\"tag\" x=\"\(Markup.number(frame.x))\" y=\"\(Markup.number(frame.y))\" "
      svg += "width=\"\(Markup.number(tagWidth))\" height=\"16\" rx=\"3\" fill=\"\(color)\"/>"
      svg += "<text class=\"num\" x=\"\(Markup.number(frame.x + tagWidth / 2))\" "
      svg += "y=\"\(Markup.number(frame.y + 12))\">\(digits)</text>"
      // On the top right corner, inside the box, so that a neighbour's number beside it stays clear; a
      // box too narrow for them beside its number has them outside. The label leaves them room.
      let worst = HTMLReport.worst(badges[element.position] ?? [])
      let markCount = (warned.contains(element.position) ? 1 : 0) + (worst == nil ? 0 : 1)
      let isNarrow = frame.width < tagWidth + 26
      let room = frame.width - tagWidth - 10 - (isNarrow ? 0 : Double(markCount) * 18)
      if frame.height >= 18, room >= 48 {
        svg += "<text class=\"label\" x=\"\(Markup.number(frame.x + tagWidth + 6))\" "
        svg += "y=\"\(Markup.number(frame.y + 12))\">"
        svg += "\(Markup.escape(TextWidth.truncated(element.text, width: room, fontSize: 11)))</text>"
      } else if frame.height >= 34, frame.width - 8 >= 14 {
        // A narrow box tall enough (a 44 pt button) has its label below the number, its own width wide.
        svg += "<text class=\"label\" x=\"\(Markup.number(frame.x + 4))\" "
        svg += "y=\"\(Markup.number(frame.y + 29))\">"
        svg +=
          "\(Markup.escape(TextWidth.truncated(element.text, width: frame.width - 8, fontSize: 11)))</text>"
      }
      svg += "</g>\n"
      guard markCount > 0 else { continue }
      marks += "<g class=\"marks\" data-position=\"\(element.position)\"><title>\(element.position). "
      marks += "\(Markup.escape(element.text))</title>"
      // A narrow box tall enough has them in its bottom corner, where no neighbour's number is.
      let inBottomCorner = isNarrow && frame.height >= 34
      var markX = isNarrow && !inBottomCorner ? frame.maxX + 10 : frame.maxX - 9
      let markY = inBottomCorner ? frame.maxY - 9 : frame.y
      for (symbol, kind) in [
        warned.contains(element.position) ? ("!", "warn") : nil,
        worst.map { (HTMLReport.icon($0), $0.rawValue) },
      ].compactMap({ $0 }) {
        Self.mark(&marks, x: markX, y: markY, class: kind, symbol: symbol)
        markAreas.append(Frame(x: markX - 9, y: markY - 9, width: 18, height: 18))
        markX += isNarrow && !inBottomCorner ? 18 : -18
      }
      marks += "</g>\n"
    }
    for item in document.unreachable where item.isInsideElement { Self.gone(&svg, item) }
    // The groups' names go last but the marks, on their outlines' top edge, as the HTML report's tags
    // sit on the border: inside, the group's first element would paint over them. A name is cut to its
    // outline's width, and one that would cover another's tag or a mark moves left of it, or else down
    // a row.
    var placed = markAreas
    let meets = { (a: Frame, b: Frame) in a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY }
    for group in document.groups {
      guard let frame = Markup.drawable(group.frame).map(Markup.outset) else { continue }
      let name = TextWidth.truncated(
        [group.kind, group.label].compactMap { $0 }.joined(separator: " · "),
        width: min(240, max(frame.width - 16, 24)), fontSize: 10)
      let width = (TextWidth.ems(of: name) * 10).rounded(.up) + 6
      var tag = Frame(x: frame.maxX - 5 - width, y: frame.y - 6, width: width, height: 12)
      for _ in 0..<8 {
        guard let other = placed.first(where: { meets($0, tag) }) else { break }
        if other.x - 4 - width >= frame.x + 4 {
          tag.x = other.x - 4 - width
        } else {
          tag.x = frame.maxX - 5 - width
          tag.y = other.maxY + 1
        }
      }
      placed.append(tag)
      svg += "<rect class=\"grouptag\" \(Self.rect(tag)) rx=\"2\"/>"
      svg += "<text class=\"grouplabel\" x=\"\(Markup.number(tag.maxX - 3))\" "
      svg += "y=\"\(Markup.number(tag.y + 9.5))\" text-anchor=\"end\">\(Markup.escape(name))</text>\n"
    }
    svg += marks
    svg += "</g>\n"
  }

  /// Something VoiceOver never reaches: a hatched outline with its name struck through.
  static func gone(_ svg: inout String, _ item: ReportUnreachable) {
    guard let frame = Markup.drawable(item.frame) else { return }
    svg += "<g class=\"gone\"><title>\(Markup.escape(item.name)): \(Markup.escape(item.reason))</title>"
    svg += "<rect \(Self.rect(frame)) rx=\"4\"/>"
    // The name inside its box, as the page shows it: cut to the box, and left out of one too small for
    // a letter and the ellipsis.
    let room = min(180, frame.width - 10)
    if room >= 14, frame.height >= 14 {
      svg += "<text x=\"\(Markup.number(frame.x + 5))\" y=\"\(Markup.number(frame.y + 12))\">"
      svg += "\(Markup.escape(TextWidth.truncated(item.name, width: room, fontSize: 10)))</text>"
    }
    svg += "</g>\n"
  }

  static func mark(_ svg: inout String, x: Double, y: Double, class name: String, symbol: String) {
    svg += "<circle class=\"mark \(name)\" cx=\"\(Markup.number(x))\" cy=\"\(Markup.number(y))\" r=\"8\"/>"
    svg +=
      "<text class=\"marktext\" x=\"\(Markup.number(x))\" y=\"\(Markup.number(y + 3.5))\">\(symbol)</text>"
  }

  static func rect(_ frame: Frame) -> String {
    "x=\"\(Markup.number(frame.x))\" y=\"\(Markup.number(frame.y))\" "
      + "width=\"\(Markup.number(max(frame.width, 0)))\" height=\"\(Markup.number(max(frame.height, 0)))\""
  }

  /// The styles the drawing's classes use.
  static let style = """
    text { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; fill: #1f2328; }
    .screen { fill: #ffffff; stroke: #d0d7de; }
    .fold { stroke: #8c959f; stroke-width: 2; stroke-dasharray: 6 4; }
    .group rect { fill: none; stroke: #8c959f; stroke-width: 1.5; stroke-dasharray: 5 3; }
    .grouptag { fill: #fff; }
    .grouplabel { font-size: 10px; fill: #57606a; }
    .gone rect { fill: #afb8c1; fill-opacity: 0.18; stroke: #afb8c1; stroke-width: 1.5; stroke-dasharray: 2 2; }
    .gone text { font-size: 10px; fill: \(ElementColor.unreachableWords); text-decoration: line-through; }
    .box > rect { stroke-width: 2; }
    .label { font-size: 11px; }
    .num { font-size: 11px; font-weight: 650; fill: #ffffff; text-anchor: middle; }
    .mark { stroke: #ffffff; stroke-width: 1.5; }
    .marktext { font-size: 10px; font-weight: 700; fill: #ffffff; text-anchor: middle; }
    .warn { fill: #9a6700; } .error { fill: #cf222e; } .warning { fill: #bc4c00; } .note { fill: #0969da; }

    """
}

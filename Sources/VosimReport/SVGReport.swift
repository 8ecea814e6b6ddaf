import VosimModel
import VosimUtterance

/// The report as a static SVG: the drawing and its legend, no script and no audio. The same document
/// gives the same bytes on every machine (no dates, fixed number formatting), so it can be committed
/// and shown in a pull request.
public struct SVGReport: Sendable {
  public var document: ReportDocument

  public init(document: ReportDocument) {
    self.document = document
  }

  static let margin = 24.0
  static let headerHeight = 64.0
  static let lineHeight = 22.0
  static let legendWidth = 520.0
  /// Characters of a legend line before it is cut with an ellipsis (the full text is its tooltip).
  static let legendCharacters = 78

  public func render() -> String {
    let device = document.device
    let legendX = Self.margin + device.width + 32
    var rows: [Row] = document.elements.map { .element($0) }
    if rows.isEmpty { rows.append(.note("VoiceOver finds no element to focus on this screen.", "muted")) }
    let framelessCount = document.elements.filter { Markup.drawable($0.frame) == nil }.count
    if !document.warnings.isEmpty {
      rows.append(.heading("Order warnings"))
      rows += document.warnings.map {
        .note("Elements \($0.positions.map(String.init).joined(separator: ", ")): \($0.message)", "warn")
      }
    }
    if !document.annotations.screenFindings.isEmpty {
      rows.append(.heading("Findings on the screen"))
      rows += document.annotations.screenFindings.map {
        .note("\($0.rule): \($0.message)", $0.severity.rawValue)
      }
    }
    if !document.unreachable.isEmpty {
      rows.append(.heading("Not reachable by VoiceOver (\(document.unreachable.count))"))
      rows += document.unreachable.map { .note("\($0.name): \($0.reason)", "muted") }
    }
    if framelessCount > 0 {
      rows.append(
        .heading(
          "\(framelessCount) element\(framelessCount == 1 ? "" : "s") without a frame: in the legend only"))
    }
    let legendHeight = Double(rows.count) * Self.lineHeight + 30
    let width = legendX + Self.legendWidth + Self.margin
    let height = Self.headerHeight + max(document.drawingHeight, legendHeight) + Self.margin
    var svg = ""
    svg.reserveCapacity(2048 + document.elements.count * 700)
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Markup.number(width))\" "
    svg +=
      "height=\"\(Markup.number(height))\" viewBox=\"0 0 \(Markup.number(width)) \(Markup.number(height))\">\n"
    svg += "<style>\n\(SVGDrawing.style)\(Self.style)</style>\n"
    svg += "<rect width=\"100%\" height=\"100%\" fill=\"#f6f8fa\"/>\n"
    svg += "<text class=\"title\" x=\"\(Markup.number(Self.margin))\" y=\"30\">"
    svg += "\(Markup.escape(HTMLReport.fileName(document.file)))</text>\n"
    svg +=
      "<text class=\"facts\" x=\"\(Markup.number(Self.margin))\" y=\"50\">\(Markup.escape(facts()))</text>\n"
    SVGDrawing(document: document).render(into: &svg, x: Self.margin, y: Self.headerHeight)
    svg += "<g transform=\"translate(\(Markup.number(legendX)) \(Markup.number(Self.headerHeight)))\">\n"
    svg += "<text class=\"heading\" x=\"0\" y=\"12\">Reading order</text>\n"
    let warned = Set(document.warnings.flatMap(\.positions))
    let badged = Set(document.annotations.badges.map(\.position))
    for (index, row) in rows.enumerated() {
      let y = 30 + Double(index) * Self.lineHeight
      switch row {
      case .element(let element):
        let color = ElementColor.hex(element.position)
        var suffix = ""
        if let timing = element.timing {
          suffix = SpeakingTime.text(milliseconds: timing.timeToReachMilliseconds)
        }
        svg += "<g class=\"line\"><title>\(element.position). \(Markup.escape(element.text))</title>"
        svg +=
          "<rect x=\"0\" y=\"\(Markup.number(y))\" width=\"\(Markup.number(Self.legendWidth))\" height=\"19\" "
        svg +=
          "rx=\"4\" class=\"row\"/><rect x=\"0\" y=\"\(Markup.number(y))\" width=\"4\" height=\"19\" fill=\"\(color)\"/>"
        svg +=
          "<text class=\"pos\" x=\"34\" y=\"\(Markup.number(y + 14))\" fill=\"\(color)\">\(element.position)</text>"
        var marks = ""
        if warned.contains(element.position) { marks += "! " }
        if badged.contains(element.position) { marks += "● " }
        svg += "<text x=\"42\" y=\"\(Markup.number(y + 14))\">"
        if !marks.isEmpty { svg += "<tspan class=\"warnmark\">\(marks)</tspan>" }
        svg +=
          "\(Markup.escape(Self.truncated(element.text, to: Self.legendCharacters - marks.count)))</text>"
        if !suffix.isEmpty {
          svg +=
            "<text class=\"reach\" x=\"\(Markup.number(Self.legendWidth - 8))\" y=\"\(Markup.number(y + 14))\">\(suffix)</text>"
        }
        svg += "</g>\n"
      case .heading(let text):
        svg +=
          "<text class=\"heading\" x=\"0\" y=\"\(Markup.number(y + 16))\">\(Markup.escape(text))</text>\n"
      case .note(let text, let kind):
        svg +=
          "<text class=\"note-\(kind)\" x=\"8\" y=\"\(Markup.number(y + 14))\"><title>\(Markup.escape(text))</title>"
        svg += "\(Markup.escape(Self.truncated(text, to: Self.legendCharacters + 4)))</text>\n"
      }
    }
    svg += "</g>\n</svg>\n"
    return svg
  }

  private enum Row {
    case element(ReportElement)
    case heading(String)
    case note(String, String)
  }

  func facts() -> String {
    let device = document.device
    var parts = [
      "\(device.idiom == .pad ? "iPad" : "iPhone") \(Markup.number(device.width))×\(Markup.number(device.height)) pt",
      document.language,
      "iOS \(document.systemVersion ?? "not stated")",
      "\(document.elements.count) element\(document.elements.count == 1 ? "" : "s")",
    ]
    if let duration = document.durationMilliseconds {
      parts.append(SpeakingTime.text(milliseconds: duration) + " of speech")
    }
    return parts.joined(separator: " · ")
  }

  /// `text` cut to the width of `count` narrow characters (`TextColumns`), with an ellipsis.
  static func truncated(_ text: String, to count: Int) -> String {
    let widths = text.map(TextColumns.width(of:))
    guard widths.reduce(0, +) > count else { return text }
    var used = widths.first ?? 0
    var kept = 1
    while kept < widths.count, used + widths[kept] <= count - 1 {
      used += widths[kept]
      kept += 1
    }
    return String(text.prefix(kept)).trimmingTrailingSpaces() + "…"
  }

  static let style = """
    .title { font-size: 18px; font-weight: 650; }
    .facts { font-size: 13px; fill: #656d76; }
    .heading { font-size: 14px; font-weight: 650; }
    .row { fill: #ffffff; stroke: #d8dee4; }
    .line text { font-size: 12px; }
    .line .pos { font-weight: 650; text-anchor: end; }
    .line .reach { fill: #656d76; text-anchor: end; font-size: 11px; }
    .warnmark { fill: #9a6700; font-weight: 700; }
    .note-warn { font-size: 12px; fill: #9a6700; } .note-muted { font-size: 12px; fill: #656d76; }
    .note-error { font-size: 12px; fill: #cf222e; } .note-warning { font-size: 12px; fill: #bc4c00; }
    .note-note { font-size: 12px; fill: #0969da; }

    """
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

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
  /// Room for a legend line's text, from its start 42 pt into the row to 8 pt before the row's end;
  /// a longer line is cut with an ellipsis (the full text is its tooltip).
  static let legendTextWidth = legendWidth - 50
  /// Room for a note: the row's width less 8 pt on each side.
  static let noteWidth = legendWidth - 16

  public func render() -> String {
    let bounds = document.drawingBounds
    let legendX = Self.margin + bounds.width + 32
    var rows: [Row] = document.elements.map { .element($0) }
    if rows.isEmpty { rows += Row.notes("VoiceOver finds no element to focus on this screen.", "muted") }
    let framelessCount = document.elements.filter { Markup.drawable($0.frame) == nil }.count
    if !document.warnings.isEmpty {
      rows.append(.heading(ReportWarning.heading(document.warnings)))
      rows += document.warnings.flatMap {
        Row.notes($0.line, "warn")
      }
    }
    if !document.annotations.badges.isEmpty {
      rows.append(.heading("Findings on elements"))
      rows += document.annotations.badges.flatMap {
        Row.notes(
          "\(HTMLReport.icon($0.severity)) \($0.position). \($0.rule): \($0.message)", $0.severity.rawValue)
      }
    }
    for list in document.annotations.screenFindingLists {
      rows.append(.heading(list.title))
      rows += list.findings.flatMap {
        Row.notes("\(HTMLReport.icon($0.severity)) \($0.rule): \($0.messageWithPath)", $0.severity.rawValue)
      }
    }
    if !document.unreachable.isEmpty {
      rows.append(.heading("Not reachable by VoiceOver (\(document.unreachable.count))"))
      // The name's open overrides closed before vosim's words, which they would reverse.
      // A long text is cut to a row so that the reason, which no picture's tooltip shows, stays.
      rows += document.unreachable.flatMap { item in
        let full = "\(item.name + item.name.directionalClosers): \(item.reason)"
        guard TextWidth.wrapped(full, width: Self.noteWidth, fontSize: 12, maximum: 4).count > 3 else {
          return Row.notes(full, "muted")
        }
        let name = TextWidth.truncated(item.name, width: Self.noteWidth * 0.8, fontSize: 12)
        return Row.notes("\(name + name.directionalClosers): \(item.reason)", "muted", full: full)
      }
    }
    if framelessCount > 0 {
      rows.append(
        .heading(
          "\(framelessCount) element\(framelessCount == 1 ? "" : "s") without a frame: in the legend only"))
    }
    let legendHeight = Double(rows.count) * Self.lineHeight + 30
    let width = legendX + Self.legendWidth + Self.margin
    let height = Self.headerHeight + max(bounds.height, legendHeight) + Self.margin
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
    SVGDrawing(document: document).render(
      into: &svg, x: Self.margin - bounds.x, y: Self.headerHeight - bounds.y)
    svg += "<g transform=\"translate(\(Markup.number(legendX)) \(Markup.number(Self.headerHeight)))\">\n"
    svg += "<text class=\"heading\" x=\"0\" y=\"12\">Reading order</text>\n"
    let warned = Set(document.warnings.flatMap(\.positions))
    let badges = Dictionary(grouping: document.annotations.badges, by: \.position)
    // The positions' column, right-aligned: wider for four digits and more, clear of the colour bar.
    let digits = String(document.elements.map(\.position).max() ?? 0).count
    let positionEnd = max(34, 8 + Double(digits) * 7.5)
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
          "<text class=\"pos\" x=\"\(Markup.number(positionEnd))\" y=\"\(Markup.number(y + 14))\" fill=\"\(color)\">\(element.position)</text>"
        // The marks the drawing puts on the element: `!` for an order warning, the worst finding's
        // icon (the finding itself is listed under "Findings on elements").
        var marks: [(symbol: String, kind: String)] = []
        if warned.contains(element.position) { marks.append(("!", "warn")) }
        if let worst = HTMLReport.worst(badges[element.position] ?? []) {
          marks.append((HTMLReport.icon(worst), worst.rawValue))
        }
        svg += "<text x=\"\(Markup.number(positionEnd + 8))\" y=\"\(Markup.number(y + 14))\">"
        for mark in marks { svg += "<tspan class=\"mark-\(mark.kind)\">\(mark.symbol) </tspan>" }
        var room =
          Self.legendTextWidth - (positionEnd - 34)
          - TextWidth.boldWidth(of: marks.map { $0.symbol + " " }.joined(), fontSize: 12)
        if !suffix.isEmpty { room -= TextWidth.ems(of: suffix) * 11 + 8 }
        svg += "\(Markup.escape(TextWidth.truncated(element.text, width: room, fontSize: 12)))</text>"
        if !suffix.isEmpty {
          svg +=
            "<text class=\"reach\" x=\"\(Markup.number(Self.legendWidth - 8))\" y=\"\(Markup.number(y + 14))\">\(suffix)</text>"
        }
        svg += "</g>\n"
      case .heading(let text):
        svg +=
          "<text class=\"heading\" x=\"0\" y=\"\(Markup.number(y + 16))\">\(Markup.escape(text))</text>\n"
      case .note(let text, let kind, let full):
        svg +=
          "<text class=\"note-\(kind)\" x=\"8\" y=\"\(Markup.number(y + 14))\"><title>\(Markup.escape(full))</title>"
        svg += "\(Markup.escape(text))</text>\n"
      }
    }
    svg += "</g>\n</svg>\n"
    return svg
  }

  private enum Row {
    case element(ReportElement)
    case heading(String)
    /// One line of a note, its kind (a style) and the whole note (the line's tooltip).
    case note(String, String, full: String)

    /// A note on as many rows as it needs, at most three: a static drawing has no tooltip to show
    /// the rest of a finding's advice.
    /// `full`: the tooltip's text, when the rows show a shortened one.
    static func notes(_ text: String, _ kind: String, full: String? = nil) -> [Row] {
      TextWidth.wrapped(text, width: SVGReport.noteWidth, fontSize: 12, maximum: 3).map {
        .note($0, kind, full: full ?? text)
      }
    }
  }

  func facts() -> String {
    let device = document.device
    var parts = [
      Markup.deviceFact(device),
      document.language,
      "iOS \(document.systemVersion ?? "not stated")",
      "\(document.elements.count) element\(document.elements.count == 1 ? "" : "s")",
    ]
    if let duration = document.durationMilliseconds {
      parts.append(SpeakingTime.text(milliseconds: duration) + " of speech")
    }
    return parts.joined(separator: " · ")
  }

  static let style = """
    .title { font-size: 18px; font-weight: 650; }
    .facts { font-size: 13px; fill: #656d76; }
    .heading { font-size: 14px; font-weight: 650; }
    .row { fill: #ffffff; stroke: #d8dee4; }
    .line text { font-size: 12px; }
    .line .pos { font-weight: 650; text-anchor: end; }
    .line .reach { fill: #656d76; text-anchor: end; font-size: 11px; }
    .mark-warn { fill: #9a6700; font-weight: 700; } .mark-error { fill: #cf222e; font-weight: 700; }
    .mark-warning { fill: #bc4c00; font-weight: 700; } .mark-note { fill: #0969da; font-weight: 700; }
    .note-warn { font-size: 12px; fill: #9a6700; } .note-muted { font-size: 12px; fill: #656d76; }
    .note-error { font-size: 12px; fill: #cf222e; } .note-warning { font-size: 12px; fill: #bc4c00; }
    .note-note { font-size: 12px; fill: #0969da; }

    """
}

import Foundation
import VosimModel
import VosimUtterance

/// The report as one self-contained HTML page: the screen drawn to scale with its reading order, the
/// legend, and the speech playing in sync. No network, no external fonts; the script and styles are
/// inline, the audio embedded as a `data:` URL or named beside the page.
///
/// Every element's box carries `data-position="N"`, its legend line `data-line="N"`, so the page can
/// be tested and scripted; `window.vosimReport` is the page's own API (see `HTMLReport.script`).
public struct HTMLReport: Sendable {
  /// Where the page's audio comes from.
  public enum Audio: Hashable, Sendable {
    /// No audio: the page shows the order without Play.
    case none
    /// A WAV's bytes, embedded as base64.
    case embedded(Data)
    /// A WAV beside the page, by its URL relative to the page.
    case file(String)
  }

  /// The most audio a page embeds comfortably: browsers open a page of a few hundred megabytes
  /// slowly or not at all, and base64 makes the WAV a third larger. Past it, `--audio-file` helps.
  public static let comfortableEmbeddedAudioBytes = 64 << 20

  public var document: ReportDocument
  public var audio: Audio

  public init(document: ReportDocument, audio: Audio = .none) {
    self.document = document
    self.audio = audio
  }

  /// The whole page.
  public func render() -> String {
    var page = ""
    render { page += $0 }
    return page
  }

  /// The page in consecutive pieces, for a writer: embedded audio (a third larger as base64, hundreds
  /// of megabytes on a big screen) is handed over a few megabytes at a time, never as one string.
  public func render<Failure: Error>(_ write: (String) throws(Failure) -> Void) throws(Failure) {
    var html = ""
    html.reserveCapacity(4096 + document.elements.count * 600)
    let title = "vosim report: " + Markup.escape(Self.fileName(document.file))
    html += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<title>\(title)</title>\n<style>\n\(Self.style)</style>\n</head>\n<body>\n"
    header(&html)
    html += "<main>\n<section class=\"stage\" aria-label=\"The screen\">\n"
    player(&html)
    drawing(&html)
    html += "</section>\n<section class=\"side\">\n"
    legend(&html)
    sections(&html)
    html += "</section>\n</main>\n"
    switch audio {
    case .none: break
    case .embedded(let bytes):
      html += "<audio id=\"speech\" preload=\"auto\" src=\"data:audio/wav;base64,"
      try write(html)
      html = ""
      // Whole groups of three bytes a piece, so no piece but the last is padded.
      let piece = 3 << 20
      var start = bytes.startIndex
      while start < bytes.endIndex {
        let end = bytes.index(start, offsetBy: piece, limitedBy: bytes.endIndex) ?? bytes.endIndex
        try write(bytes[start..<end].base64EncodedString())
        start = end
      }
      html += "\"></audio>\n"
    case .file(let name):
      html += "<audio id=\"speech\" preload=\"auto\" src=\"\(Markup.escape(Self.urlPath(name)))\"></audio>\n"
    }
    html += "<script>\n\(Self.script)</script>\n</body>\n</html>\n"
    try write(html)
  }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// A relative file name as a URL path: each segment percent-encoded, a colon too (`take:1.wav` would
  /// read as a URL of the scheme `take`).
  static func urlPath(_ name: String) -> String {
    name.split(separator: "/", omittingEmptySubsequences: false).map {
      String($0).addingPercentEncoding(
        withAllowedCharacters: .urlPathAllowed.subtracting(["/", "?", "#", ":"]))
        ?? String($0)
    }.joined(separator: "/")
  }

  private func header(_ html: inout String) {
    let device = document.device
    let count = document.elements.count
    html += "<header>\n<h1>\(Markup.escape(Self.fileName(document.file)))</h1>\n<dl class=\"facts\">\n"
    let facts: [(String, String)] = [
      ("File", document.file),
      (
        "Device",
        Markup.deviceFact(device)
      ),
      ("Language", document.language),
      ("iOS", document.systemVersion ?? "not stated"),
      ("Elements", "\(count)"),
      (
        "Speaking time",
        document.durationMilliseconds.map { SpeakingTime.text(milliseconds: $0) } ?? "not rendered"
      ),
    ]
    for (name, value) in facts {
      html += "<div><dt>\(name)</dt><dd>\(Markup.escape(value))</dd></div>\n"
    }
    html += "</dl>\n</header>\n"
  }

  private func player(_ html: inout String) {
    let hasAudio = audio != .none && !document.elements.isEmpty
    html +=
      "<div class=\"player\" style=\"width:min(\(Markup.number(max(document.drawnDevice.width, 320)))px, 100%)\">\n"
    // The glyph is decoration: the button's name is the word alone.
    html +=
      "<button id=\"play\" type=\"button\"\(hasAudio ? "" : " disabled")><span aria-hidden=\"true\">▶</span> "
      + "<span class=\"word\">Play</span></button>\n"
    html += "<span id=\"clock\" class=\"clock\">0.0 s</span>\n"
    html += "<p id=\"caption\" class=\"caption\" aria-live=\"polite\" dir=\"auto\">"
    if document.elements.isEmpty {
      html += "Nothing to speak."
    } else {
      html += hasAudio ? "Press Play, click an element, or use the arrow keys." : "No audio in this report."
    }
    html += "</p>\n</div>\n"
  }

  private func drawing(_ html: inout String) {
    let device = document.drawnDevice
    let bounds = document.drawingBounds
    // The drawing repeats the legend in paint order, its text cut to the boxes: assistive technology
    // reads the legend, the ordered and whole version, instead.
    html +=
      "<div id=\"screen\" class=\"screen\" aria-hidden=\"true\" style=\"width:\(Markup.number(device.width))px;"
    html += "height:\(Markup.number(document.drawingHeight))px"
    // Room on the stage for what lies off the device's left or top edge: a box there would sit at a
    // negative offset, which no scroll reaches.
    if bounds.x < 0 { html += ";margin-left:\(Markup.number(-bounds.x))px" }
    if bounds.y < 0 { html += ";margin-top:\(Markup.number(-bounds.y))px" }
    html += "\">\n"
    if document.drawingHeight > device.height {
      html += "<div class=\"fold\" style=\"top:\(Markup.number(device.height))px\">"
      html +=
        "<span>Bottom of the screen (\(Markup.number(device.height)) pt); below: content scrolled into view"
      html += "</span></div>\n"
    }
    let warned = Set(document.warnings.flatMap(\.positions))
    let badges = Dictionary(grouping: document.annotations.badges, by: \.position)
    var frameless: [ReportElement] = []
    var drawn: [DrawnItem] = []
    for group in document.groups {
      guard let frame = Markup.drawable(group.frame) else { continue }
      drawn.append(DrawnItem(frame: Markup.outset(frame), kind: .group(group)))
    }
    // What lies inside an element goes over its box, which would hide it; the rest under the boxes.
    for (index, item) in document.unreachable.enumerated() where !item.isInsideElement {
      guard let frame = Markup.drawable(item.frame) else { continue }
      drawn.append(DrawnItem(frame: frame, kind: .unreachable(item, index: index)))
    }
    for element in ReportDocument.paintingOrder(document.elements) {
      guard let frame = Markup.drawable(element.frame) else {
        frameless.append(element)
        continue
      }
      drawn.append(DrawnItem(frame: frame, kind: .element(element)))
    }
    for (index, item) in document.unreachable.enumerated() where item.isInsideElement {
      guard let frame = Markup.drawable(item.frame) else { continue }
      drawn.append(DrawnItem(frame: frame, kind: .unreachable(item, index: index)))
    }
    for tile in DrawingTile.tiles(drawn, screenWidth: device.width) {
      html += "<div class=\"tile\" style=\"\(Self.position(tile.frame))\">\n"
      for index in tile.members {
        let frame = drawn[index].frame.moved(by: tile.frame)
        switch drawn[index].kind {
        case .group(let group):
          let name = [group.kind, group.label].compactMap { $0 }.joined(separator: " · ")
          html +=
            "<div class=\"group\" style=\"\(Self.position(frame))\" title=\"\(Markup.escape(name)) (\(Markup.escape(group.path)))\">"
          html += "<span class=\"tag\">\(Markup.escape(name))</span></div>\n"
        case .unreachable(let item, let index):
          html +=
            "<div class=\"gone\" data-gone=\"\(index)\" style=\"\(Self.position(frame))\" "
            + "title=\"\(Markup.escape(item.name)): "
          html += "\(Markup.escape(item.reason))\"><span>\(Markup.escape(item.name))</span></div>\n"
        case .element(let element):
          box(
            &html, element, style: Self.position(frame), warned: warned,
            badges: badges[element.position] ?? [], rightEdge: bounds.maxX)
        }
      }
      html += "</div>\n"
    }
    html += "</div>\n"
    if !frameless.isEmpty {
      html += "<div class=\"frameless\" aria-hidden=\"true\"><h3>Without a frame</h3>\n"
      for element in frameless {
        box(
          &html, element, style: "", warned: warned, badges: badges[element.position] ?? [],
          rightEdge: .infinity)
      }
      html += "</div>\n"
    }
  }

  /// A number's digit in the boxes' and the legend's bold 11 px: DejaVu Sans Bold's (0.696 em), the
  /// widest of the fonts `system-ui` resolves to, so a number never covers the label after it.
  static let digitWidth = 7.66

  private func box(
    _ html: inout String, _ element: ReportElement, style: String, warned: Set<Int>, badges: [ReportBadge],
    rightEdge: Double
  ) {
    let position = element.position
    var classes = "box"
    // Frameless elements, listed below the drawing, have no place in it.
    let isDrawn = !style.isEmpty
    var style = style + "--c:\(ElementColor.hex(position))"
    if warned.contains(position) { classes += " warned" }
    // `.num`: its digits (at least 17 px) and 4 px either side; the label starts after it.
    let digits = String(position).count
    let numberWidth = max(17, Double(digits) * Self.digitWidth) + 8
    if digits > 2 { style += ";--n:\(Int((numberWidth - 1).rounded(.up)))px" }
    let (width, height) = (element.frame?.width ?? 0, element.frame?.height ?? 0)
    // Too narrow for a mark beside its number: a box tall enough has them in its bottom corner, another
    // outside it.
    if isDrawn, width < numberWidth + 19 {
      classes += " narrow"
      if height >= 34 {
        classes += " tall"
      } else if let frame = element.frame, frame.maxX + 38 > rightEdge {
        // At the drawing's right edge, outside on the left, where the page does not cut them off.
        classes += " edge"
      }
    }
    html += "<div class=\"\(classes)\" data-position=\"\(position)\" style=\"\(style)\""
    html += "><span class=\"num\">\(position)</span>"
    if height >= 18, width >= max(60, numberWidth + 35) {
      html +=
        "<span class=\"label\" dir=\"auto\">\(Markup.escape(TextWidth.truncated(element.text, width: 480, fontSize: 11)))</span>"
    } else if height >= 34, width >= 22 {
      // A narrow box tall enough (a 44 pt button) has its label below the number, as in the SVG, inside
      // its borders and the label's 2 px either side.
      html +=
        "<span class=\"label below\" dir=\"auto\">\(Markup.escape(TextWidth.truncated(element.text, width: width - 8, fontSize: 11)))</span>"
    }
    if warned.contains(position) {
      html += "<span class=\"mark warn\" title=\"Order depends on document order\">!</span>"
    }
    if let worst = Self.worst(badges) {
      html += "<span class=\"mark \(worst.rawValue)\">\(Self.icon(worst))</span>"
    }
    html += "</div>\n"
  }

  private func legend(_ html: inout String) {
    html += "<h2>Reading order</h2>\n"
    let categories = document.annotations.categories
    if !categories.isEmpty {
      html += "<label class=\"filter\">Rotor <select id=\"rotor\"><option value=\"\">All elements</option>"
      for (index, category) in categories.enumerated() {
        html += "<option value=\"\(index)\" data-positions=\""
        html += category.positions.map(String.init).joined(separator: " ")
        html += "\">\(Markup.escape(category.name)) (\(category.positions.count))</option>"
      }
      html += "</select></label>\n"
    }
    let warned = Set(document.warnings.flatMap(\.positions))
    var reasons: [Int: [String]] = [:]
    for warning in document.warnings {
      for position in warning.positions {
        reasons[position, default: []].append(warning.reason ?? warning.message)
      }
    }
    let badges = Dictionary(grouping: document.annotations.badges, by: \.position)
    html += "<ol id=\"legend\" class=\"legend\" lang=\"\(Markup.escape(document.language))\""
    if let duration = document.durationMilliseconds { html += " data-total=\"\(duration)\"" }
    // The numbers' column, as wide as the longest number (four digits and more need more than 24 px).
    let digits = String(document.elements.map(\.position).max() ?? 0).count
    if digits > 3 { html += " style=\"--num:\(Int((Double(digits) * Self.digitWidth).rounded(.up)) + 1)px\"" }
    html += ">\n"
    for element in document.elements {
      let position = element.position
      html += "<li data-line=\"\(position)\" style=\"--c:\(ElementColor.hex(position))\""
      if let timing = element.timing {
        html += " data-start=\"\(timing.startMilliseconds)\" data-end=\"\(timing.endMilliseconds)\""
      }
      if let language = element.language, language != document.language, !language.isEmpty {
        html += " lang=\"\(Markup.escape(language))\""
      }
      html +=
        " tabindex=\"\(position == 1 ? 0 : -1)\"><span class=\"num\">\(position)</span><span class=\"text\" dir=\"auto\">"
      html += Markup.escape(element.text)
      html += "</span>"
      if let timing = element.timing {
        html += "<span class=\"reach\" title=\"Time to reach: everything spoken before it\">"
        html += SpeakingTime.text(milliseconds: timing.timeToReachMilliseconds) + "</span>"
      }
      if warned.contains(position) || !(badges[position] ?? []).isEmpty {
        // vosim's own words, in English whatever the screen's language the legend is in.
        html += "<ul class=\"notes\" lang=\"en\">"
        for reason in reasons[position] ?? [] {
          html += "<li class=\"warn\">Order depends on document order: \(Markup.escape(reason))</li>"
        }
        for badge in badges[position] ?? [] { html += Self.findingLine(badge) }
        html += "</ul>"
      }
      html += "</li>\n"
    }
    html += "</ol>\n"
    if document.elements.isEmpty {
      html += "<p class=\"empty\">VoiceOver finds no element to focus on this screen.</p>\n"
    }
  }

  private func sections(_ html: inout String) {
    for list in document.annotations.screenFindingLists {
      html += "<h2>\(list.title)</h2>\n<ul class=\"list findings\">\n"
      for badge in list.findings { html += Self.findingLine(badge, message: badge.messageWithPath) + "\n" }
      html += "</ul>\n"
    }
    if !document.warnings.isEmpty {
      html += "<h2>\(ReportWarning.heading(document.warnings))</h2>\n<ul class=\"list warnings\">\n"
      for warning in document.warnings { html += "<li>\(Markup.escape(warning.line))</li>\n" }
      html += "</ul>\n"
    }
    if !document.unreachable.isEmpty {
      html +=
        "<h2>Not reachable by VoiceOver (\(document.unreachable.count))</h2>\n<ul class=\"list gone-list\">\n"
      // Each one drawn is a Tab stop that shows its box, wherever the drawing has to scroll to it.
      for (index, item) in document.unreachable.enumerated() {
        let stop = Markup.drawable(item.frame) == nil ? "" : " tabindex=\"0\" data-gone=\"\(index)\""
        html +=
          "<li\(stop)><b>\(Markup.escape(item.name))</b> <span>\(Markup.escape(item.reason))</span></li>\n"
      }
      html += "</ul>\n"
    }
    if !document.groups.isEmpty {
      html += "<h2>Groups (\(document.groups.count))</h2>\n<ul class=\"list groups\">\n"
      for group in document.groups {
        let name = [group.kind, group.label].compactMap { $0 }.joined(separator: " · ")
        html += "<li><b>\(Markup.escape(name))</b> <span>\(Markup.escape(group.path))</span></li>\n"
      }
      html += "</ul>\n"
    }
  }

  static func position(_ frame: Frame) -> String {
    "left:\(Markup.number(frame.x))px;top:\(Markup.number(frame.y))px;"
      + "width:\(Markup.number(max(frame.width, 0)))px;height:\(Markup.number(max(frame.height, 0)))px;"
  }

  static func worst(_ badges: [ReportBadge]) -> ReportBadge.Severity? {
    ReportBadge.Severity.allCases.first { severity in badges.contains { $0.severity == severity } }
  }

  /// A finding's line in the list: its severity in words as well as by colour and icon (WCAG 1.4.1),
  /// its rule and its message.
  static func findingLine(_ badge: ReportBadge, message: String? = nil) -> String {
    let severity = badge.severity.rawValue
    return
      "<li class=\"\(severity)\"><span class=\"icon\" aria-hidden=\"true\">\(icon(badge.severity))</span> "
      + "\(severity): <b>\(Markup.escape(badge.rule))</b> \(Markup.escape(message ?? badge.message))</li>"
  }

  static func icon(_ severity: ReportBadge.Severity) -> String {
    switch severity {
    case .error: "✕"
    case .warning: "▲"
    case .note: "i"
    }
  }
}

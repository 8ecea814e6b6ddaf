import Foundation
import Testing
import VosimImport
import VosimModel
import VosimReadingOrder
import VosimReport
import VosimUtterance

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What the report draws besides the order: groups, unreachable content with why, warnings on the
/// elements they name, annotations from other stages.
@Suite("Report document")
struct ReportDocumentTests {
  static func document(_ json: String) throws -> ReportDocument {
    let screen = try ScreenDecoder().decode(json).screen
    let order = try ReadingOrder().order(screen)
    let utterances = UtteranceBuilder().utterances(for: order)
    return try ReportDocument(screen: screen, order: order, utterances: utterances, file: "test.json")
  }

  @Test func elementsAreNumberedInReadingOrderWithTheirLines() throws {
    let document = try Self.document(
      """
      { "root": { "subviews": [
        { "class": "UIButton", "title": "Options", "frame": [300, 60, 70, 44] },
        { "class": "UILabel", "text": "Camera", "accessibilityTraits": ["header"], "frame": [20, 60, 200, 44] }
      ] } }
      """)
    #expect(document.elements.map(\.position) == [1, 2])
    #expect(document.elements.map(\.text) == ["Camera. Heading.", "Options. Button."])
    #expect(document.elements[0].frame == Frame(x: 20, y: 60, width: 200, height: 44))
    #expect(document.elements[0].path == "root.subviews[1]")
  }

  /// A warning about the whole screen (an iOS version vosim reads as another) names no element, and is
  /// no order warning.
  @Test func aScreensWarningNamesNoElement() throws {
    let document = try Self.document(
      #"{"device": {"systemVersion": "16.4"}, "root": {"subviews": [{"class": "UIButton", "title": "OK", "frame": [20, 100, 100, 44]}]}}"#
    )
    #expect(document.warnings.map(\.positions) == [[]])
    let html = HTMLReport(document: document).render()
    #expect(html.contains("<h2>Warnings</h2>"))
    #expect(html.contains("<li>iOS 16.4 is older than"))
    #expect(!html.contains("Elements :"))
    let svg = SVGReport(document: document).render()
    #expect(svg.contains(">Warnings</text>"))
    #expect(!svg.contains("Elements :"))
  }

  /// A narrow box's marks go outside it, on its left at the drawing's right edge, where the page would
  /// cut them off.
  @Test func marksOfANarrowBoxAtTheRightEdgeGoLeft() throws {
    let document = try Self.document(
      #"{"root": {"subviews": [{"class": "UIButton", "frame": [360, 50, 30, 30]}, {"class": "UIButton", "frame": [10, 50, 30, 30]}]}}"#
    )
    let html = HTMLReport(document: document).render()
    #expect(html.contains("class=\"box narrow edge\" data-position=\"2\""))
    #expect(html.contains("class=\"box narrow\" data-position=\"1\""))
  }

  /// A finding's mark sits inside its box's top right corner, painted after the boxes and the groups'
  /// names: a neighbour's number beside it (a segmented control's next segment) stays clear.
  @Test func aMarkStaysInsideItsBoxAndIsPaintedLast() throws {
    var document = try Self.document(
      #"{"root": {"subviews": [{"class": "UISegmentedControl", "segments": ["Day", "", "Month"], "frame": [16, 100, 358, 32]}]}}"#
    )
    document.annotations = ReportAnnotations(
      badges: [ReportBadge(position: 2, severity: .error, rule: "missing-label", message: "Name it.")],
      screenFindings: [])
    let svg = SVGReport(document: document).render()
    let third = try #require(document.elements.first { $0.position == 3 }?.frame)
    let mark = try #require(svg.range(of: #"<circle class="mark error" cx=""#))
    let centre = try #require(Double(svg[mark.upperBound...].prefix { $0 != "\"" }))
    #expect(centre + 8 <= third.x, "the mark at \(centre) reaches segment 3 at \(third.x)")
    #expect(
      svg.range(of: "class=\"marks\"")!.lowerBound
        > svg.range(of: "class=\"box\"", options: .backwards)!.lowerBound)
    // A narrow tall box shows the start of its words below its number in the page too.
    let narrow = try Self.document(
      #"{"root": {"subviews": [{"class": "UIButton", "title": "Compose", "frame": [16, 100, 44, 44]}]}}"#)
    #expect(HTMLReport(document: narrow).render().contains("<span class=\"label below\" dir=\"auto\">Co"))
    // Cut to fit inside the borders and the label's own 2 px either side (30 pt: 22 px), not clipped.
    let thin = try Self.document(
      #"{"root": {"subviews": [{"class": "UIButton", "title": "Settings", "frame": [16, 100, 30, 60]}]}}"#)
    #expect(
      HTMLReport(document: thin).render().contains("<span class=\"label below\" dir=\"auto\">S…</span>"))
  }

  /// The legend's position column widens for four digits, clear of the colour bar, and a box's label
  /// starts after a number of three digits and more.
  @Test func theLegendsPositionColumnFitsFourDigits() throws {
    let buttons = (0..<1_000).map {
      #"{"class": "UIButton", "title": "B\#($0)", "frame": [0, \#($0 * 10), 80, 8]}"#
    }
    let document = try Self.document(#"{"root": {"subviews": ["# + buttons.joined(separator: ",") + "]}}")
    let svg = SVGReport(document: document).render()
    #expect(svg.contains("<text class=\"pos\" x=\"38\""))
    #expect(!svg.contains("<text class=\"pos\" x=\"34\""))
    let html = HTMLReport(document: document).render()
    // In DejaVu Sans Bold, the widest bold digits (7.66 px at 11 px): four make 30.6 px, and a box's
    // label starts after three and the number's 4 px either side.
    #expect(html.contains("class=\"legend\" lang=\"en-US\" style=\"--num:32px\""))
    #expect(html.contains(";--n:30px\"><span class=\"num\">150</span>"))
    #expect(html.contains(";--n:38px\"><span class=\"num\">1000</span>"))
  }

  /// A release vosim does not know is shown with the one it is read as.
  @Test func anUnknownReleaseShowsTheOneItIsReadAs() throws {
    let old = try Self.document(#"{"device": {"systemVersion": "16"}, "root": {"subviews": []}}"#)
    #expect(old.systemVersion == "16 (read as 17, the nearest release vosim knows)")
    let known = try Self.document(#"{"device": {"systemVersion": "18.2"}, "root": {"subviews": []}}"#)
    #expect(known.systemVersion == "18.2")
  }

  /// The legend's lines are the page's way through for a keyboard: none skips rendering. Chromium's
  /// first Tab on a page of 10,000 `content-visibility: auto` lines took minutes (quadratic in the
  /// lines), where the drawing's bands, which hold no focusable line, may skip it.
  @Test func legendLinesNeverSkipRendering() throws {
    let html = HTMLReport(document: try Self.document(#"{"root": {"subviews": []}}"#)).render()
    let rule = try #require(html.range(of: ".legend > li {")).upperBound
    let body = html[rule...].prefix { $0 != "}" }
    #expect(!body.contains("content-visibility"))
    #expect(html.contains(".tile { position: absolute; content-visibility: auto;"))
  }

  /// A row of small buttons (a toolbar): each box's marks go in its bottom corner, not over the next
  /// box's number.
  @Test func marksOfATallNarrowBoxGoInItsBottomCorner() throws {
    let tools = (0..<3).map { #"{"class": "UIButton", "frame": [\#(16 + $0 * 44), 100, 36, 36]}"# }
    var document = try Self.document(#"{"root": {"subviews": ["# + tools.joined(separator: ",") + "]}}")
    document.annotations = ReportAnnotations(
      badges: [ReportBadge(position: 1, severity: .error, rule: "missing-label", message: "Name it.")],
      screenFindings: [])
    #expect(HTMLReport(document: document).render().contains("class=\"box narrow tall\" data-position=\"1\""))
    #expect(
      SVGReport(document: document).render().contains(
        "<circle class=\"mark error\" cx=\"43\" cy=\"127\" r=\"8\"/>"))
  }

  @Test func hugeFramesAndDevicesAreDrawnUpToTheCanvasEdge() throws {
    let document = try Self.document(
      """
      { "device": { "width": 1e19, "height": 1e308 }, "root": { "subviews": [
        { "class": "UILabel", "text": "Far", "frame": [1e19, 10, 100, 44] },
        { "class": "UILabel", "text": "Wide", "frame": [10, 10, 1e308, 44] },
        { "class": "UILabel", "text": "Left", "frame": [-1e19, 60, 100, 44] }
      ] } }
      """)
    #expect(document.drawnDevice.width == 100_000)
    #expect(document.drawnDevice.height == 100_000)
    #expect(document.drawingHeight == 100_000)
    // The header states the device's size as the screen names it; the drawing holds no huge number.
    for page in [HTMLReport(document: document).render(), SVGReport(document: document).render()] {
      #expect(!page.contains("inf"))
      #expect(page.contains("iPhone 1e+19×1e+308 pt"))
      #expect(page.components(separatedBy: "e+").count == 3)
    }
    let svg = SVGReport(document: document).render()
    // From 'Left' at the canvas's left edge to its right edge, beside the legend.
    #expect(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200600\""))
    // Each is drawn cut, and the document says which, for the command's warning.
    #expect(document.positionsBeyondDrawing == [1, 2, 3])
    let near = try Self.document(
      #"{ "root": { "subviews": [{ "class": "UILabel", "text": "Near", "frame": [0, 99900, 100, 44] }] } }"#)
    #expect(near.positionsBeyondDrawing.isEmpty)
  }

  /// A page with hundreds of megabytes of audio is written in pieces; put together they are the page,
  /// its audio the WAV's base64 whole.
  @Test func aPageInPiecesIsThePage() throws {
    let document = try Self.document(
      #"{ "root": { "subviews": [{ "class": "UILabel", "text": "One", "frame": [20, 60, 200, 44] }] } }"#)
    let audio = Data((0..<(7 << 20) + 1).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    let report = HTMLReport(document: document, audio: .embedded(audio))
    var pieces: [String] = []
    report.render { pieces.append($0) }
    #expect(pieces.count > 3)
    let page = pieces.joined()
    #expect(page == report.render())
    #expect(page.contains("base64," + audio.base64EncodedString() + "\""))
  }

  /// The drawing (a repeat of the legend, cut to the boxes) is hidden from assistive technology, the
  /// first line takes the Tab key's stop, and a line in another language says so.
  @Test func theLegendIsWhatAssistiveTechnologyReads() throws {
    let document = try Self.document(
      """
      { "language": "de-DE", "root": { "subviews": [
        { "class": "UILabel", "text": "Datenschutz", "frame": [20, 60, 200, 44] },
        { "class": "UILabel", "text": "Privacy", "accessibilityLanguage": "en-US", "frame": [20, 120, 200, 44] }
      ] } }
      """)
    let html = HTMLReport(document: document).render()
    #expect(html.contains("<div id=\"screen\" class=\"screen\" aria-hidden=\"true\""))
    #expect(html.contains("<ol id=\"legend\" class=\"legend\" lang=\"de-DE\">"))
    #expect(html.contains("<li data-line=\"1\" style=\"--c:#af1d1d\" tabindex=\"0\">"))
    #expect(html.contains("<li data-line=\"2\" style=\"--c:#158436\" lang=\"en-US\" tabindex=\"-1\">"))
  }

  @Test func contentOffTheDevicesEdgesWidensTheDrawing() throws {
    let document = try Self.document(
      """
      { "root": { "subviews": [
        { "class": "UILabel", "text": "Above left", "frame": [-200, -100, 100, 40] },
        { "class": "UILabel", "text": "Inside", "frame": [20, 100, 100, 40] },
        { "class": "UILabel", "text": "Right", "frame": [420, 900, 100, 40] }
      ] } }
      """)
    #expect(document.drawingBounds == Frame(x: -200, y: -100, width: 720, height: 1040))
    #expect(document.drawingHeight == 940)
    let html = HTMLReport(document: document).render()
    #expect(html.contains("style=\"width:390px;height:940px;margin-left:200px;margin-top:100px\""))
    let svg = SVGReport(document: document).render()
    // The device's corner moves right and down by what lies beyond it; the legend starts after it all.
    #expect(svg.contains("<g transform=\"translate(224 164)\">"))
    #expect(svg.contains("<g transform=\"translate(776 64)\">"))
    #expect(svg.contains("width=\"1320\" height=\"1128\""))
    let inside = try Self.document(
      #"{ "root": { "subviews": [ { "class": "UILabel", "text": "In", "frame": [20, 100, 100, 40] } ] } }"#)
    #expect(inside.drawingBounds == Frame(x: 0, y: 0, width: 390, height: 844))
    #expect(HTMLReport(document: inside).render().contains("style=\"width:390px;height:844px\">"))
  }

  /// A group's name sits on its outline's top edge, drawn after the element boxes: inside the outline,
  /// the group's first element painted over it.
  @Test func theSVGDrawsGroupNamesOverTheBoxes() throws {
    let document = try Self.document(
      """
      { "root": { "subviews": [
        { "accessibilityContainerType": "list", "accessibilityIdentifier": "stories",
          "frame": [0, 100, 390, 200], "subviews": [
            { "class": "UILabel", "text": "First", "frame": [0, 100, 390, 100] },
            { "class": "UILabel", "text": "Second", "frame": [0, 200, 390, 100] } ] }
      ] } }
      """)
    let svg = SVGReport(document: document).render()
    let name = try #require(svg.range(of: ">List · stories</text>"))
    let lastBox = try #require(svg.range(of: "class=\"box\"", options: .backwards))
    #expect(name.lowerBound > lastBox.lowerBound)
    // On the outline (3 pt outside the group's frame, at y 97), its white tag across the edge.
    #expect(
      svg.contains("class=\"grouplabel\" x=\"385\" y=\"100.5\" text-anchor=\"end\">List · stories</text>"))
    #expect(svg.contains("<rect class=\"grouptag\""))
  }

  /// A group's name is cut to its outline's width, and one that would cover another's tag moves.
  @Test func theSVGKeepsGroupNamesInsideTheirOutlinesAndApart() throws {
    let document = try Self.document(
      """
      { "root": { "subviews": [
        { "accessibilityContainerType": "list", "accessibilityIdentifier": "a-rather-long-identifier-for-a-list",
          "frame": [0, 0, 60, 300], "subviews": [
            { "accessibilityContainerType": "landmark", "frame": [0, 0, 60, 200], "subviews": [
              { "class": "UILabel", "text": "First", "frame": [0, 20, 60, 30] } ] },
            { "class": "UILabel", "text": "Second", "frame": [0, 220, 60, 30] } ] }
      ] } }
      """)
    let svg = SVGReport(document: document).render()
    let tags = svg.components(separatedBy: "<rect class=\"grouptag\" ").dropFirst().map { part -> Frame in
      let numbers = part.prefix { $0 != "/" }.split(separator: "\"").compactMap { Double($0) }
      return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
    #expect(tags.count == 2)
    for tag in tags { #expect(tag.x >= -3 && tag.maxX <= 63, "\(tag)") }
    let (a, b) = (tags[0], tags[1])
    #expect(!(a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY), "\(tags)")
  }

  @Test func theSVGListsEachFindingWithItsAdviceOnRowsOfItsOwn() throws {
    var document = try Self.document(
      """
      { "root": { "subviews": [
        { "class": "UIButton", "title": "Buy", "frame": [20, 100, 100, 44] },
        { "class": "UIButton", "title": "Buy", "frame": [20, 200, 100, 44] }
      ] } }
      """)
    let advice = String(repeating: "Name what each button acts on, so the rotor tells them apart. ", count: 3)
    document.annotations = ReportAnnotations(
      badges: [ReportBadge(position: 2, severity: .warning, rule: "duplicate-label", message: advice)],
      screenFindings: [ReportBadge(position: 0, severity: .error, rule: "no-heading", message: "Add one.")])
    let svg = SVGReport(document: document).render()
    #expect(svg.contains("<tspan class=\"mark-warning\">▲ </tspan>Buy. Button.</text>"))
    #expect(svg.contains(">Findings on elements</text>"))
    let rows = svg.components(separatedBy: "<text class=\"note-warning\"").dropFirst()
    #expect(rows.count == 3)
    #expect(rows.first?.contains("</title>▲ 2. duplicate-label: Name what each button") == true)
    #expect(
      rows.allSatisfy {
        $0.contains("<title>▲ 2. duplicate-label: \(advice.trimmingCharacters(in: .whitespaces))")
      })
    #expect(svg.contains("</title>✕ no-heading: Add one.</text>"))
  }

  @Test func hiddenCoveredAndInnerContentIsListedWithWhy() throws {
    let document = try Self.document(
      """
      { "root": { "subviews": [
        { "class": "UILabel", "text": "Behind", "frame": [0, 0, 100, 20] },
        { "class": "UILabel", "text": "Hidden", "isHidden": true, "frame": [0, 30, 100, 20] },
        { "class": "UIView", "alpha": 0, "subviews": [
          { "class": "UIButton", "title": "Faded", "frame": [0, 60, 100, 20] } ] },
        { "class": "UIView", "accessibilityIdentifier": "sheet", "accessibilityViewIsModal": true, "subviews": [
          { "class": "UIButton", "title": "Cell", "frame": [0, 100, 300, 44], "subviews": [
            { "class": "UILabel", "text": "Inner", "frame": [10, 110, 50, 20] } ] },
          { "class": "UILabel", "text": "Secret", "accessibilityElementsHidden": true, "frame": [0, 150, 80, 20] }
        ] }
      ] } }
      """)
    #expect(document.elements.map(\.text) == ["Cell. Button."])
    let listed = document.unreachable.map { "\($0.name): \($0.reason)" }
    #expect(
      listed == [
        "Behind: covered by the modal view 'sheet' at root.subviews[3]",
        "Hidden: hidden (isHidden) at root.subviews[1]",
        "Faded: transparent (alpha 0) at root.subviews[2]",
        "Inner: inside the element 'Cell' at root.subviews[3].subviews[0]",
        "Secret: accessibilityElementsHidden at root.subviews[3].subviews[1]",
      ])
    #expect(document.unreachable[0].frame == Frame(x: 0, y: 0, width: 100, height: 20))
    #expect(document.unreachable.map(\.isInsideElement) == [false, false, false, true, false])
    // What lies inside an element is drawn over its box, which would hide it; the rest under the boxes.
    for page in [HTMLReport(document: document).render(), SVGReport(document: document).render()] {
      let box = try #require(page.range(of: "data-position=\"1\""))
      let inner = try #require(page.range(of: ">Inner</"))
      let behind = try #require(page.range(of: ">Behind</"))
      #expect(behind.lowerBound < box.lowerBound && box.lowerBound < inner.lowerBound)
    }
    // The modal view is outlined around what it shows, as what hides its siblings.
    #expect(
      document.groups == [
        ReportGroup(
          kind: "Modal view", label: "sheet", frame: Frame(x: 0, y: 100, width: 300, height: 44),
          path: "root.subviews[3]")
      ])
  }

  /// A modal view that is also a group (an alert that keeps its children together, as every imported
  /// alert does) is outlined with both names.
  @Test func aModalGroupIsOutlinedAsBoth() throws {
    let document = try Self.document(
      """
      { "root": { "subviews": [
        { "class": "UIButton", "title": "Behind", "frame": [20, 100, 100, 44] },
        { "accessibilityViewIsModal": true, "shouldGroupAccessibilityChildren": true,
          "accessibilityIdentifier": "dialog", "frame": [40, 300, 300, 200], "subviews": [
            { "class": "UIButton", "title": "OK", "frame": [60, 400, 100, 44] } ] }
      ] } }
      """)
    #expect(
      document.groups == [
        ReportGroup(
          kind: "Modal view · Grouped view", label: "dialog",
          frame: Frame(x: 40, y: 300, width: 300, height: 200),
          path: "root.subviews[1]")
      ])
    #expect(
      HTMLReport(document: document).render().contains(
        "<span class=\"tag\">Modal view · Grouped view · dialog</span>"))
  }

  /// Words on screen in a view set not to be an element, inside none, are drawn faded and listed too
  /// (the audit's `inaccessible-text`); hidden ones, or views without words, are not.
  @Test func wordsInAViewThatIsNoElementAreListed() throws {
    let document = try Self.document(
      """
      { "root": { "subviews": [
        { "class": "UILabel", "text": "Overdue", "isAccessibilityElement": false, "frame": [0, 0, 200, 20] },
        { "class": "UIButton", "accessibilityLabel": "Pay now", "isAccessibilityElement": false,
          "frame": [0, 40, 200, 44] },
        { "class": "UILabel", "text": "Gone", "isAccessibilityElement": false, "isHidden": true,
          "frame": [0, 100, 200, 20] },
        { "class": "UIView", "isAccessibilityElement": false, "frame": [0, 130, 200, 20] },
        { "class": "UILabel", "text": "Title", "frame": [0, 160, 200, 20] }
      ] } }
      """)
    #expect(document.elements.map(\.text) == ["Title."])
    #expect(
      document.unreachable.map { "\($0.name): \($0.reason)" } == [
        "Overdue: not an accessibility element, nor inside one, at root.subviews[0]",
        "Pay now: not an accessibility element, nor inside one, at root.subviews[1]",
      ])
    #expect(
      document.unreachable.map(\.frame) == [
        Frame(x: 0, y: 0, width: 200, height: 20), Frame(x: 0, y: 40, width: 200, height: 44),
      ])
  }

  @Test func groupsAreOutlinedWithTheirKindAndFrame() throws {
    let document = try Self.document(
      """
      { "root": { "subviews": [
        { "class": "UIView", "accessibilityContainerType": "list", "accessibilityIdentifier": "rows",
          "frame": [0, 100, 390, 88], "subviews": [
          { "class": "UILabel", "text": "A", "frame": [0, 100, 390, 44] },
          { "class": "UILabel", "text": "B", "frame": [0, 144, 390, 44] } ] },
        { "class": "UIView", "shouldGroupAccessibilityChildren": true, "subviews": [
          { "class": "UILabel", "text": "C", "frame": [10, 300, 100, 20] },
          { "class": "UILabel", "text": "D", "frame": [10, 330, 120, 20] } ] },
        { "class": "UIView", "accessibilityElements": [
          { "class": "UILabel", "text": "E", "frame": [0, 400, 50, 20] } ],
          "subviews": [ { "class": "UILabel", "text": "Left out", "frame": [0, 450, 50, 20] } ] }
      ] } }
      """)
    #expect(
      document.groups == [
        ReportGroup(
          kind: "List", label: "rows", frame: Frame(x: 0, y: 100, width: 390, height: 88),
          path: "root.subviews[0]"),
        ReportGroup(
          kind: "Grouped view", label: nil, frame: Frame(x: 10, y: 300, width: 120, height: 50),
          path: "root.subviews[1]"),
        ReportGroup(
          kind: "Explicit order", label: nil, frame: Frame(x: 0, y: 400, width: 50, height: 20),
          path: "root.subviews[2]"),
      ])
    #expect(
      document.unreachable.map(\.reason) == ["not in the accessibilityElements of root.subviews[2]"])
  }

  @Test func orderWarningsNameTheirElementsByPosition() throws {
    // A staircase: A and B share a row, B and C share a row, A and C do not (rules §3).
    let document = try Self.document(
      """
      { "root": { "subviews": [
        { "class": "UIButton", "title": "A", "frame": [100, 0, 40, 20] },
        { "class": "UIButton", "title": "B", "frame": [50, 5, 40, 20] },
        { "class": "UIButton", "title": "C", "frame": [0, 10, 40, 20] }
      ] } }
      """)
    #expect(document.warnings.count == 1)
    #expect(document.warnings.first?.positions == [1, 2, 3])
    let html = HTMLReport(document: document).render()
    // 40 pt wide, too narrow for the mark beside the number: it goes outside the box.
    #expect(html.components(separatedBy: "class=\"box warned narrow\"").count - 1 == 3)
    let svg = SVGReport(document: document).render()
    #expect(svg.contains("<circle class=\"mark warn\" cx=\"150\" cy=\"0\" r=\"8\"/>"))
    #expect(html.contains("<h2>Order warnings</h2>"))
    let band = "<li class=\"warn\">Order depends on document order: rows overlap without a clear band</li>"
    #expect(html.components(separatedBy: band).count - 1 == 3)
    // Two elements at one x in one row: each legend line says so, not the band's reason.
    let tied = try Self.document(
      """
      { "root": { "subviews": [
        { "class": "UILabel", "text": "Same1", "frame": [10, 300, 50, 30] },
        { "class": "UILabel", "text": "Same2", "frame": [10, 300, 50, 30] }
      ] } }
      """)
    let tiedHTML = HTMLReport(document: tied).render()
    let reason =
      "Order depends on document order: &#39;Same1&#39; and &#39;Same2&#39; start at the same x in one row"
    #expect(tiedHTML.components(separatedBy: reason).count - 1 == 2, "\(tiedHTML)")
    #expect(!tiedHTML.contains("without a clear band"))
  }

  @Test func badgesAndCategoriesAppearWhenGiven() throws {
    var document = try Self.document(
      """
      { "root": { "subviews": [
        { "class": "UILabel", "text": "Title", "accessibilityTraits": ["header"], "frame": [0, 0, 200, 30] },
        { "class": "UIButton", "frame": [0, 40, 44, 44] }
      ] } }
      """)
    document.annotations = ReportAnnotations(
      badges: [
        ReportBadge(
          position: 2, severity: .error, rule: "missing-label", message: "A button without a label.")
      ],
      screenFindings: [
        ReportBadge(position: 0, severity: .note, rule: "no-heading-2", message: "Only one heading."),
        ReportBadge(
          position: 0, severity: .warning, rule: "left-out-by-order", message: "'Delete' is left out.",
          path: "root.subviews[0].subviews[1]"),
      ],
      categories: [
        ReportCategory(name: "Headings", positions: [1]), ReportCategory(name: "Buttons", positions: [2]),
      ])
    let html = HTMLReport(document: document).render()
    #expect(html.contains("<span class=\"mark error\">✕</span>"))
    // The severity in words too, not by colour alone (WCAG 1.4.1).
    #expect(
      html.contains(
        "<li class=\"error\"><span class=\"icon\" aria-hidden=\"true\">✕</span> error: <b>missing-label</b> "
          + "A button without a label.</li>"))
    #expect(html.contains("<option value=\"0\" data-positions=\"1\">Headings (1)</option>"))
    #expect(html.contains("<option value=\"1\" data-positions=\"2\">Buttons (1)</option>"))
    #expect(html.contains("<h2>Findings on the screen</h2>"))
    // A finding on a node VoiceOver does not reach is listed apart, with the node's path.
    #expect(
      html.contains(
        "<h2>Findings on content VoiceOver does not reach</h2>\n<ul class=\"list findings\">\n<li class=\"warning\">"
          + "<span class=\"icon\" aria-hidden=\"true\">▲</span> warning: <b>left-out-by-order</b> "
          + "&#39;Delete&#39; is left out. (at root.subviews[0].subviews[1])</li>"))
    let svg = SVGReport(document: document).render()
    #expect(svg.contains("<circle class=\"mark error\""))
    #expect(svg.contains("no-heading-2: Only one heading."))
    #expect(svg.contains("Findings on content VoiceOver does not reach"))
    #expect(
      svg.contains("left-out-by-order: &#39;Delete&#39; is left out. (at root.subviews[0].subviews[1])"))
  }

  @Test func textIsEscapedInHTMLAndSVG() throws {
    let document = try Self.document(
      """
      { "root": { "subviews": [
        { "class": "UILabel", "text": "<b>Tom & \\"Jerry\\"</b>", "frame": [0, 0, 200, 30] }
      ] } }
      """)
    let html = HTMLReport(document: document).render()
    #expect(html.contains("&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;"))
    #expect(!html.contains("<b>Tom"))
    #expect(SVGReport(document: document).render().contains("&lt;b&gt;Tom &amp; &quot;Jerry&quot;"))
  }

  /// A label that opens a right-to-left override (U+202E) keeps it, as the app shows it, but closed at
  /// the label's end: vosim's own words after it, and the reasons and paths beside it, read forward.
  @Test func aLabelsDirectionalOverrideEndsWithTheLabel() throws {
    let document = try Self.document(
      #"""
      { "root": { "subviews": [
        { "class": "UIButton", "title": "\u202EPay", "frame": [20, 100, 200, 44] },
        { "class": "UILabel", "text": "\u2067old\u202B", "isHidden": true, "frame": [20, 200, 200, 30] }
      ] } }
      """#)
    #expect(document.elements.map(\.text) == ["\u{202E}Pay\u{202C}. Button."])
    let html = HTMLReport(document: document).render()
    #expect(html.contains(">\u{202E}Pay\u{202C}. Button.<"))
    #expect(html.contains("<b>\u{2067}old\u{202B}\u{202C}\u{2069}</b> <span>hidden (isHidden)"))
    #expect(SVGReport(document: document).render().contains("\u{202E}Pay\u{202C}. Button."))
    // The SVG's list of what is not reached closes the name before its reason.
    #expect(
      SVGReport(document: document).render().contains(
        "\u{2067}old\u{202B}\u{202C}\u{2069}: hidden (isHidden) at root.subviews[1]<"))
  }

  /// An importer marks an alert's unnamed window modal too; the reason names the alert a reader knows.
  @Test func aModalWindowIsNamedByTheAlertInIt() throws {
    let document = try Self.document(
      #"""
      { "root": { "subviews": [
        { "class": "UIWindow", "subviews": [{ "class": "UILabel", "text": "Behind", "frame": [10, 60, 300, 30] }] },
        { "class": "UIWindow", "accessibilityViewIsModal": true, "subviews": [
          { "accessibilityViewIsModal": true, "accessibilityLabel": "Delete photo?", "subviews": [
            { "class": "UIButton", "title": "Cancel", "frame": [60, 450, 135, 44] } ] } ] }
      ] } }
      """#)
    #expect(document.elements.map(\.text) == ["Cancel. Button."])
    #expect(
      document.unreachable.map(\.reason) == [
        "covered by the modal view 'Delete photo?' at root.subviews[1].subviews[0]"
      ])
  }

  /// A plain view with nothing to name it by is named by its place alone, not as `'UIView'`.
  @Test func anUnnamedModalViewIsNamedByItsPlace() throws {
    let document = try Self.document(
      #"""
      { "root": { "subviews": [
        { "class": "UILabel", "text": "Behind", "frame": [10, 60, 300, 30] },
        { "accessibilityViewIsModal": true, "subviews": [
          { "class": "UIButton", "title": "Done", "frame": [60, 450, 135, 44] } ] } ] } }
      """#)
    #expect(document.unreachable.map(\.reason) == ["covered by the modal view at root.subviews[1]"])
  }

  /// A modal view's name inside a reason is closed inside its quotes, before the path after it.
  @Test func aModalViewsNameInAReasonEndsInsideItsQuotes() throws {
    let document = try Self.document(
      #"""
      { "root": { "subviews": [
        { "class": "UILabel", "text": "Behind", "frame": [10, 60, 300, 30] },
        { "frame": [0, 400, 390, 200], "accessibilityViewIsModal": true, "accessibilityIdentifier": "\u202Ealert",
          "subviews": [{ "class": "UILabel", "text": "In modal", "frame": [10, 410, 300, 30] }] }
      ] } }
      """#)
    let reason = "covered by the modal view '\u{202E}alert\u{202C}' at root.subviews[1]"
    #expect(document.unreachable.map(\.reason) == [reason])
    #expect(
      HTMLReport(document: document).render().contains(
        "<span>covered by the modal view &#39;\u{202E}alert\u{202C}&#39; at root.subviews[1]</span>"))
    // So is an element's name that text inside it is unreachable in.
    let inside = try Self.document(
      #"""
      { "root": { "subviews": [
        { "isAccessibilityElement": true, "accessibilityLabel": "Ce\u202Ell", "frame": [10, 350, 300, 40],
          "subviews": [{ "class": "UILabel", "text": "inner", "frame": [20, 355, 100, 20] }] }
      ] } }
      """#)
    #expect(
      inside.unreachable.map(\.reason) == ["inside the element 'Ce\u{202E}ll\u{202C}' at root.subviews[0]"])
  }

  /// A long unreachable text keeps its reason in the picture, where no tooltip shows: the text is cut.
  @Test func aLongUnreachableTextKeepsItsReasonInTheSVG() throws {
    let text = String(repeating: "By continuing you agree to our terms. ", count: 8)
    let document = try Self.document(
      #"{ "root": { "subviews": [{ "class": "UILabel", "text": "A", "frame": [10, 60, 300, 30] }, "#
        + #"{ "class": "UILabel", "isHidden": true, "text": "\#(text)", "frame": [10, 120, 300, 200] }] } }"#)
    let svg = SVGReport(document: document).render()
    let rows = svg.components(separatedBy: "\n").filter { $0.contains("class=\"note-muted\"") }
    #expect(rows.count <= 3)
    #expect(rows.last.map { $0.hasSuffix("root.subviews[1]</text>") } == true, "\(rows)")
  }

  /// A comparison's title is the screen's path; too long, it loses its start, not the file's name that
  /// tells two pictures apart, and a direction override in it is closed before vosim's words.
  @Test func aComparisonTitleKeepsTheFileName() throws {
    var document = try Self.document(
      #"{ "root": { "subviews": [{ "class": "UILabel", "text": "A", "frame": [10, 60, 300, 30] }] } }"#)
    for (file, shown) in [
      (String(repeating: "folder/", count: 30) + "testPayment_darkMode.json", "…"),
      ("ab\u{202E}cd.json", "ab\u{202E}cd.json\u{202C}: recorded and new reading order<"),
    ] {
      document.file = file
      let svg = ComparisonReport(document: document, recorded: ["A."], changes: []).render()
      #expect(svg.contains(shown), "\(file)")
      #expect(svg.contains("_darkMode.json: recorded and new reading order<") || !file.contains("darkMode"))
    }
  }

  /// Characters XML 1.0 forbids (U+FFFE, U+FFFF, C0 controls) are dropped: one of them would make
  /// the whole SVG unreadable.
  @Test func charactersXMLForbidsAreDroppedFromTheSVG() throws {
    let document = try Self.document(
      #"""
      { "root": { "subviews": [
        { "class": "UILabel", "text": "a\uFFFEb\uFFFF\u0001c\r\nd", "frame": [0, 0, 200, 30] }
      ] } }
      """#)
    let svg = SVGReport(document: document).render()
    let parsed = try XMLDocument(data: Data(svg.utf8))
    #expect(parsed.rootElement()?.name == "svg")
    #expect(svg.contains(">ab c d.<"))
    #expect(!svg.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF || $0.value == 1 })
  }

  @Test func timingsGiveTimeToReachAndTheTotal() throws {
    var document = try Self.document(
      """
      { "root": { "subviews": [
        { "class": "UILabel", "text": "One", "frame": [0, 0, 200, 30] },
        { "class": "UILabel", "text": "Two", "frame": [0, 40, 200, 30] }
      ] } }
      """)
    document.setTimings(
      [
        ReportTiming(startMilliseconds: 0, endMilliseconds: 640),
        ReportTiming(startMilliseconds: 1140, endMilliseconds: 1800),
      ], durationMilliseconds: 2300)
    let html = HTMLReport(document: document, audio: .file("two.wav")).render()
    #expect(html.contains("<li data-line=\"2\" style=\"--c:#158436\" data-start=\"1140\" data-end=\"1800\""))
    #expect(html.contains("title=\"Time to reach: everything spoken before it\">1.1 s</span>"))
    #expect(html.contains("<dt>Speaking time</dt><dd>2.3 s</dd>"))
    #expect(html.contains("<audio id=\"speech\" preload=\"auto\" src=\"two.wav\"></audio>"))
  }
}

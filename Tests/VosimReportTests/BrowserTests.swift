import Foundation
import Testing
import VosimTestSupport

/// The HTML report in a real browser (headless Chromium; `scripts/install-deps` installs it): it loads
/// without an error, has one box per transcript line, and plays, clicks and keys through the
/// elements in order. The audio is the real `vosim speak` WAV; the page's clock is the harness's.
@Suite(
  "Report in Chromium",
  .enabled(if: Chromium.isAvailable || Chromium.isRequired, "needs chromium (scripts/install-deps chromium)"))
struct BrowserTests {
  static let samples = [
    "settings", "list-and-landmark", "alert-modal", "tab-bar", "pad-split-view", "german",
  ]

  /// The report of `screen` (a path in the repository or absolute), written into `folder`.
  static func report(_ screen: String, in folder: URL, _ extra: [String] = []) throws -> URL {
    let page = folder.appendingPathComponent(
      (URL(fileURLWithPath: screen).deletingPathExtension().lastPathComponent) + ".html")
    let run = try VosimBinary.run(["report", screen, "-o", page.path] + extra)
    guard run.status == 0 else { throw Chromium.Failure(description: "vosim report failed: \(run.stderr)") }
    return page
  }

  static func transcript(_ screen: String) throws -> [String] {
    let run = try VosimBinary.run(["transcript", screen])
    return run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  @Test(arguments: samples)
  func pageLoadsAndPlaysInOrder(_ sample: String) throws {
    let folder = try TestFolder.make("vosim-report-browser")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = "Samples/\(sample).json"
    let page = try Self.report(screen, in: folder)
    let lines = try Self.transcript(screen)
    let count = lines.count
    let result = try PageHarness.run(page, in: folder)
    #expect(result.errors == [])
    #expect(result.hasAPI)
    #expect(result.boxes.count == count)
    #expect(result.boxes.sorted() == Array(1...count))
    #expect(result.lines == Array(1...count))
    #expect(result.lineTexts == lines)
    #expect(result.played == Array(1...count))
    #expect(result.history == Array(1...count))
    #expect(result.playingAfterEnd == false)
    #expect(result.captionAtEnd == lines[count - 1])
    #expect(result.currentBoxes == 1)
    #expect(result.selected == min(2, count))
    #expect(result.playingOne)
    #expect(result.playingAfterOne == false)
    #expect(result.currentAfterOne == min(2, count))
    #expect(result.keys == [1, min(2, count), min(3, count), min(2, count), count, count - 1])
    #expect(result.clicked == 1)
  }

  @Test(arguments: ["settings", "alert-modal"])
  func unmodifiedPageLogsNothingToTheConsole(_ sample: String) throws {
    let folder = try TestFolder.make("vosim-report-console")
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try Self.report("Samples/\(sample).json", in: folder)
    let (dom, log) = try Chromium.dumpDOM(page, in: folder)
    #expect(Chromium.consoleLines(log) == [])
    #expect(dom.contains("data-position=\"1\""))
  }

  /// The legend is the page's keyboard and screen-reader way through the order: one Tab stop, the
  /// arrows moving it with the current line marked; where it wraps below the drawing (an iPad screen
  /// in a laptop's window), the drawing no longer stays pinned over it.
  @Test(arguments: [("pad-split-view", true), ("settings", false)])
  func theLegendTakesTheKeyboardAndIsNeverCovered(_ sample: String, wraps: Bool) throws {
    let folder = try TestFolder.make("vosim-report-keys")
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try Self.report("Samples/\(sample).json", in: folder, ["--no-audio"])
    let probe = PageHarness.probe(
      #"""
          const legend = document.getElementById("legend");
          out.tabStops = [...legend.children].filter((line) => line.tabIndex === 0).length;
          legend.children[0].focus();
          // The first arrow focuses the first element, as VoiceOver's first swipe; the second moves on.
          for (const _ of [1, 2]) {
            document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
          }
          out.focused = Number(document.activeElement.dataset.line || 0);
          const marked = legend.querySelectorAll("[aria-current=true]");
          out.marked = marked.length === 1 ? Number(marked[0].dataset.line) : 0;
          out.unstuck = document.querySelector(".stage").classList.contains("unstuck");
          // A click in the drawing moves the one stop to its line.
          document.querySelector('.box[data-position="3"]').click();
          out.stopsAfterClick = [...legend.children].filter((line) => line.tabIndex === 0)
            .map((line) => Number(line.dataset.line));
          out.hidden = document.getElementById("screen").getAttribute("aria-hidden");
      """#)
    let (dom, _) = try Chromium.dumpDOM(
      try PageHarness.instrument(page, in: folder, script: probe), in: folder)
    struct Result: Decodable {
      var errors: [String]
      var tabStops: Int
      var focused: Int
      var marked: Int
      var unstuck: Bool
      var hidden: String?
      var stopsAfterClick: [Int]
    }
    let result = try JSONDecoder().decode(
      Result.self, from: Data(try Chromium.result(in: dom, id: "vosim-test").utf8))
    #expect(result.errors == [])
    #expect(result.tabStops == 1)
    #expect(result.focused == 2)
    #expect(result.marked == 2)
    #expect(result.unstuck == wraps)
    #expect(result.stopsAfterClick == [3])
    #expect(result.hidden == "true")
  }

  /// A drawing both wide (the legend wraps below it) and 100,000 pt tall scrolls in a box of its own:
  /// the legend stays within reach, not 100,000 px down the page.
  @Test func aTallWideDrawingLeavesTheLegendInReach() throws {
    let folder = try TestFolder.make("vosim-report-tall")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("edge.json")
    try Data(
      #"""
      {"root": {"subviews": [
        {"class": "UILabel", "text": "Top", "frame": [20, 60, 200, 40]},
        {"class": "UILabel", "text": "Left off", "frame": [-300, 220, 200, 40]},
        {"class": "UILabel", "text": "Right off", "frame": [500, 270, 200, 40]},
        {"class": "UILabel", "text": "Far", "frame": [20, 200000, 200, 40]}
      ]}}
      """#.utf8
    ).write(to: screen)
    let page = try Self.report(screen.path, in: folder, ["--no-audio"])
    let probe = PageHarness.probe(
      #"""
          out.legendTop = Math.round(document.getElementById("legend").getBoundingClientRect().top + scrollY);
      """#)
    let (dom, _) = try Chromium.dumpDOM(
      try PageHarness.instrument(page, in: folder, script: probe), in: folder)
    struct Result: Decodable {
      var errors: [String]
      var legendTop: Int
    }
    let result = try JSONDecoder().decode(
      Result.self, from: Data(try Chromium.result(in: dom, id: "vosim-test").utf8))
    #expect(result.errors == [])
    #expect(result.legendTop < 4_000, "\(result.legendTop)")
  }

  /// A button on a large element stays clickable while the large one is current, and text drawn inside
  /// an element (content VoiceOver never reaches) does not take its clicks.
  @Test func aCurrentLargeElementCoversNothing() throws {
    let folder = try TestFolder.make("vosim-report-hits")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("overlay.json")
    try Data(
      #"""
      {"root": {"subviews": [
        {"isAccessibilityElement": true, "accessibilityLabel": "Card", "frame": [0, 0, 390, 200],
         "subviews": [{"class": "UILabel", "text": "Inside", "frame": [95, 85, 200, 30]}]},
        {"class": "UIButton", "title": "Buy", "frame": [20, 140, 100, 44]}
      ]}}
      """#.utf8
    ).write(to: screen)
    let page = try Self.report(screen.path, in: folder, ["--no-audio"])
    let probe = PageHarness.probe(
      #"""
          const screen = document.getElementById("screen");
          // The browser skips rendering a band until a frame after it comes into view, which a loaded
          // machine may not have drawn yet: what is hit, not when, is under test.
          for (const tile of document.querySelectorAll(".tile")) tile.style.contentVisibility = "visible";
          screen.scrollIntoView({ block: "start" });
          const rect = screen.getBoundingClientRect();
          const [x, y] = [rect.left + screen.clientLeft, rect.top + screen.clientTop];
          const hit = (px, py) => {
            const element = document.elementFromPoint(x + px, y + py);
            const box = element && element.closest(".box");
            return box ? Number(box.dataset.position) : String(element && element.className);
          };
          out.card = hit(195, 100);
          window.vosimReport.select(1);
          out.buy = hit(70, 162);
          // A link followed on the open page focuses its element too.
          history.replaceState(null, "", "#2");
          window.dispatchEvent(new HashChangeEvent("hashchange"));
          out.linked = window.vosimReport.current;
      """#)
    let (dom, _) = try Chromium.dumpDOM(
      try PageHarness.instrument(page, in: folder, script: probe), in: folder)
    struct Result: Decodable {
      var errors: [String]
      var card: Int
      var buy: Int
      var linked: Int
    }
    let result = try JSONDecoder().decode(
      Result.self, from: Data(try Chromium.result(in: dom, id: "vosim-test").utf8))
    #expect(result.errors == [])
    #expect(result.card == 1)
    #expect(result.buy == 2)
    #expect(result.linked == 2)
  }

  /// Following `#N` during Play stops it on N, and Play then goes on from N, not from the start.
  @Test func followingALinkStopsPlayAndPlayGoesOnFromThere() throws {
    let folder = try TestFolder.make("vosim-report-link")
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try Self.report("Samples/list-and-landmark.json", in: folder)
    let probe = PageHarness.probe(
      #"""
          const report = window.vosimReport;
          const starts = Array.from(document.querySelectorAll("#legend > li"), (line) => Number(line.dataset.start));
          report.useVirtualClock();
          report.play();
          report.advanceTo(starts[0] + 1);
          history.replaceState(null, "", "#4");
          window.dispatchEvent(new HashChangeEvent("hashchange"));
          out.linked = report.current;
          out.playing = report.playing;
          report.play();
          report.advanceTo(starts[3] + 1);
          out.resumed = report.current;
      """#)
    let (dom, _) = try Chromium.dumpDOM(
      try PageHarness.instrument(page, in: folder, script: probe), in: folder)
    struct Result: Decodable {
      var errors: [String]
      var linked: Int
      var playing: Bool
      var resumed: Int
    }
    let result = try JSONDecoder().decode(
      Result.self, from: Data(try Chromium.result(in: dom, id: "vosim-test").utf8))
    #expect(result.errors == [])
    #expect(result.linked == 4 && result.playing == false && result.resumed == 4)
  }

  /// A mark's symbol (✕ ▲ i !) is white on its coloured badge, so a finding's severity is not told by
  /// colour alone; it is painted over the element drawn next to it, and playing fades no text.
  @Test func findingMarksShowTheirSymbols() throws {
    let folder = try TestFolder.make("vosim-report-marks")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("marks.json")
    try Data(
      #"""
      {"root": {"subviews": [
        {"class": "UIButton", "frame": [20, 100, 100, 44]},
        {"class": "UIButton", "title": "Share", "frame": [124, 100, 100, 44]},
        {"class": "UIButton", "title": "Tiny", "frame": [20, 200, 10, 10]}
      ]}}
      """#.utf8
    ).write(to: screen)
    let page = try Self.report(screen.path, in: folder, ["--no-audio"])
    let probe = PageHarness.probe(
      #"""
          out.marks = [...document.querySelectorAll(".mark")].map(m => {
            const style = getComputedStyle(m);
            return m.textContent + " " + style.color + " on " + style.backgroundColor;
          });
          for (const tile of document.querySelectorAll(".tile")) tile.style.contentVisibility = "visible";
          const mark = document.querySelector('.box[data-position="1"] .mark').getBoundingClientRect();
          const hit = document.elementFromPoint(mark.left + mark.width * 0.85, mark.top + mark.height * 0.75);
          out.markOnTop = hit.classList.contains("mark");
          const other = document.querySelector('.box[data-position="2"]');
          other.style.transition = "none";
          document.querySelector(".screen").classList.add("playing");
          out.playingOpacity = getComputedStyle(other).opacity;
          out.playingLabel = getComputedStyle(other.querySelector(".label")).color;
      """#)
    let (dom, _) = try Chromium.dumpDOM(
      try PageHarness.instrument(page, in: folder, script: probe), in: folder)
    struct Result: Decodable {
      var errors: [String]
      var marks: [String]
      var markOnTop: Bool
      var playingOpacity: String
      var playingLabel: String
    }
    let result = try JSONDecoder().decode(
      Result.self, from: Data(try Chromium.result(in: dom, id: "vosim-test").utf8))
    #expect(result.errors == [])
    #expect(result.marks.contains("✕ rgb(255, 255, 255) on rgb(207, 34, 46)"), "\(result.marks)")
    #expect(result.marks.allSatisfy { $0.contains(" rgb(255, 255, 255) on ") }, "\(result.marks)")
    #expect(result.markOnTop)
    #expect(result.playingOpacity == "1")
    #expect(!result.playingLabel.contains("rgba"), "\(result.playingLabel)")
  }

  /// A group's name tag sits on its outline's top right, where an element's number can be: the number
  /// stays on top.
  @Test func aGroupsTagLeavesAnElementsNumberVisible() throws {
    let folder = try TestFolder.make("vosim-report-tag")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("tag.json")
    try Data(
      #"""
      {"root": {"subviews": [{"accessibilityContainerType": "landmark", "frame": [0, 200, 390, 200], "subviews": [
        {"class": "UIButton", "title": "See all", "frame": [320, 200, 60, 44]}
      ]}]}}
      """#.utf8
    ).write(to: screen)
    let page = try Self.report(screen.path, in: folder, ["--no-audio"])
    let probe = PageHarness.probe(
      #"""
          // The tag takes no pointer events, so it is found by its box, and its layer compared.
          const number = document.querySelector('.box[data-position="1"] .num');
          const tag = document.querySelector(".group .tag");
          const [n, t] = [number.getBoundingClientRect(), tag.getBoundingClientRect()];
          const overlap = n.left < t.right && t.left < n.right && n.top < t.bottom && t.top < n.bottom;
          out.numberOnTop = overlap
            && Number(getComputedStyle(number).zIndex) > Number(getComputedStyle(tag).zIndex);
      """#)
    let (dom, _) = try Chromium.dumpDOM(
      try PageHarness.instrument(page, in: folder, script: probe), in: folder)
    struct Result: Decodable {
      var errors: [String]
      var numberOnTop: Bool
    }
    let result = try JSONDecoder().decode(
      Result.self, from: Data(try Chromium.result(in: dom, id: "vosim-test").utf8))
    #expect(result.errors == [])
    #expect(result.numberOnTop)
  }

  @Test func aLinkToAnElementOpensWithItFocused() throws {
    let folder = try TestFolder.make("vosim-report-link")
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try Self.report("Samples/list-and-landmark.json", in: folder)
    var components = URLComponents(url: page, resolvingAgainstBaseURL: false)!
    components.fragment = "5"
    let (dom, _) = try Chromium.dumpDOM(components.url!, in: folder)
    #expect(dom.contains("class=\"box current\" data-position=\"5\""))
    // The caption speaks the line's language, as the legend does.
    #expect(
      dom.contains(
        "<p id=\"caption\" class=\"caption\" aria-live=\"polite\" dir=\"auto\" lang=\"en-US\">"
          + "Weather. Heading. Landmark.</p>"))
    #expect(
      dom.contains("tabindex=\"0\" class=\"current\" aria-current=\"true\"><span class=\"num\">5</span>"))
  }

  @Test func audioBesideThePagePlaysFromThere() throws {
    let folder = try TestFolder.make("vosim-report-audio")
    defer { try? FileManager.default.removeItem(at: folder) }
    let wav = folder.appendingPathComponent("sounds/settings.wav")
    try FileManager.default.createDirectory(
      at: wav.deletingLastPathComponent(), withIntermediateDirectories: true)
    let page = try Self.report("Samples/settings.json", in: folder, ["--audio-file", wav.path])
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("<audio id=\"speech\" preload=\"auto\" src=\"sounds/settings.wav\">"))
    #expect(!html.contains("base64"))
    #expect(try Data(contentsOf: wav).prefix(4) == Data("RIFF".utf8))
    let result = try PageHarness.run(page, in: folder)
    #expect(result.errors == [])
    #expect(result.played == Array(1...11))
  }

  /// A screen whose frames are known: the screenshot shows each element's outline in its colour where
  /// its frame says, white between them, and is not blank.
  @Test func screenshotDrawsTheBoxesWhereTheFramesSay() throws {
    let folder = try TestFolder.make("vosim-report-pixels")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("known.json")
    try """
    {
      "device": { "idiom": "phone", "width": 390, "height": 600 },
      "root": { "subviews": [
        { "class": "UIButton", "title": "One", "frame": [20, 40, 150, 44] },
        { "class": "UIButton", "title": "Two", "frame": [200, 40, 170, 44] },
        { "class": "UILabel", "text": "Three", "frame": [20, 160, 350, 60] }
      ] }
    }
    """.write(to: screen, atomically: true, encoding: .utf8)
    let page = try Self.report(screen.path, in: folder)
    let layout = try PageHarness.run(page, in: folder)
    #expect(layout.errors == [])
    let originX = Int(layout.origin[0].rounded())
    let originY = Int(layout.origin[1].rounded())
    let png = folder.appendingPathComponent("known.png")
    try Chromium.screenshot(page, to: png, in: folder)
    let frames = [(20, 40, 150, 44), (200, 40, 170, 44), (20, 160, 350, 60)]
    var points: [(x: Int, y: Int)] = []
    for (x, y, width, height) in frames {
      points.append((originX + x + width * 3 / 4, originY + y + 1))  // top border
      points.append((originX + x + width * 3 / 4, originY + y + height - 1))  // bottom border
      points.append((originX + x + 1, originY + y + height / 2 + 8))  // left border, below the number
      points.append((originX + x + width - 2, originY + y + height / 2))  // right border
      points.append((originX + x + width - 8, originY + y + height - 6))  // inside, tinted
      points.append((originX + x - 4, originY + y + height / 2))  // just outside: the white screen
    }
    points.append((originX + 100, originY + 120))  // between the rows: the white screen
    points.append((originX + 385, originY + 300))  // the screen's right margin
    let colours = try Chromium.pixels(of: png, at: points, in: folder)
    let expected = ["#af1d1d", "#158436", "#721daf"].map(Self.rgb)
    // The palette is the report's: neighbours far apart on the colour wheel.
    for (index, colour) in expected.enumerated() {
      let samples = Array(colours[(index * 6)..<(index * 6 + 6)])
      for border in samples.prefix(4) {
        #expect(Self.close(border, colour), "element \(index + 1): \(border)")
      }
      let tinted = samples[4]
      let expectedTint = colour.map { Int((Double($0) * 0.09 + 255 * 0.91).rounded()) }
      #expect(Self.close(tinted, expectedTint, tolerance: 6), "inside element \(index + 1): \(tinted)")
      #expect(samples[5] == [255, 255, 255], "outside element \(index + 1)")
    }
    #expect(colours[18] == [255, 255, 255])
    #expect(colours[19] == [255, 255, 255])
    // Not blank: three outlines, three tints and the white screen.
    #expect(Set(colours).count == 7)
  }

  static func rgb(_ hex: String) -> [Int] {
    let digits = Array(hex.dropFirst())
    return stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16)! }
  }

  static func close(_ colour: [Int], _ expected: [Int], tolerance: Int = 3) -> Bool {
    zip(colour, expected).allSatisfy { abs($0 - $1) <= tolerance }
  }
}

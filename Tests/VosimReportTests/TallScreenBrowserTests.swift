import Foundation
import Testing
import VosimTestSupport

/// A screen taller than one band of the drawing (the page draws in bands the browser skips while they
/// are out of view): every box still sits where its frame says, a box reaching into a later band
/// takes the clicks there, and a box's tooltip comes from its legend line on the first hover.
@Suite(
  "Report bands in Chromium",
  .enabled(if: Chromium.isAvailable || Chromium.isRequired, "needs chromium (scripts/install-deps chromium)"))
struct TallScreenBrowserTests {
  /// Frames by label: one crosses a band's edge, one sticks out left, one right, one is a tall strip
  /// beside the others that runs into the next band.
  static let frames: [String: [Double]] = [
    "Alpha": [16, 40, 350, 44],
    "Bravo": [16, 1500, 350, 44],
    "Charlie": [16, 2980, 350, 44],
    "Delta": [-30, 3100, 120, 44],
    "Echo": [300, 4200, 200, 44],
    "Strip": [376, 200, 12, 2900],
  ]

  static let probe = PageHarness.probe(
    #"""
        out.boxes = [];
        const screen = document.getElementById("screen");
        const origin = () => {
          const rect = screen.getBoundingClientRect();
          return [rect.left + screen.clientLeft, rect.top + screen.clientTop];
        };
        const text = (position) =>
          document.querySelector(`#legend > li[data-line="${position}"] .text`).textContent;
        for (const box of document.querySelectorAll(".box[data-position]")) {
          const [x, y] = origin();
          const rect = box.getBoundingClientRect();
          out.boxes.push({ text: text(box.dataset.position), frame: [rect.left - x, rect.top - y, rect.width, rect.height] });
        }
        const find = (label) => Array.from(document.querySelectorAll(".box[data-position]"))
          .find((box) => text(box.dataset.position).startsWith(label + "."));
        const strip = find("Strip");
        strip.scrollIntoView({ block: "end" });
        const [x, y] = origin();
        // Inside the strip, at a height where the next band (Charlie's) spans the screen's width.
        const hit = document.elementFromPoint(x + 382, y + 3000);
        out.hitAtStrip = hit && hit.closest(".box") ? text(hit.closest(".box").dataset.position) : String(hit && hit.className);
        const echo = find("Echo");
        echo.dispatchEvent(new MouseEvent("click", { bubbles: true }));
        out.clicked = window.vosimReport.current === Number(echo.dataset.position);
        const delta = find("Delta");
        out.titleBefore = delta.title;
        delta.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
        out.titleAfter = delta.title;
        out.deltaPosition = Number(delta.dataset.position);
    """#)

  struct Result: Decodable {
    struct Box: Decodable {
      var text: String
      var frame: [Double]
    }
    var errors: [String]
    var boxes: [Box]
    var hitAtStrip: String
    var clicked: Bool
    var titleBefore: String
    var titleAfter: String
    var deltaPosition: Int
  }

  @Test func boxesSitAtTheirFramesAcrossBands() throws {
    let folder = try TestFolder.make("vosim-report-bands")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("tall.json")
    let subviews = Self.frames.sorted { $0.key < $1.key }.map { label, frame in
      #"{ "class": "UIButton", "title": "\#(label)", "frame": [\#(frame.map { String(Int($0)) }.joined(separator: ", "))] }"#
    }
    try """
    { "device": { "idiom": "phone", "width": 390, "height": 844 },
      "root": { "subviews": [\(subviews.joined(separator: ",\n"))] } }
    """.write(to: screen, atomically: true, encoding: .utf8)
    let page = try BrowserTests.report(screen.path, in: folder, ["--no-audio"])
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.components(separatedBy: "<div class=\"tile\"").count - 1 == 5)
    let instrumented = try PageHarness.instrument(page, in: folder, script: Self.probe)
    let (dom, _) = try Chromium.dumpDOM(instrumented, in: folder)
    let result = try JSONDecoder().decode(
      Result.self, from: Data(try Chromium.result(in: dom, id: "vosim-test").utf8))
    #expect(result.errors == [])
    #expect(result.boxes.count == Self.frames.count)
    for box in result.boxes {
      let label = String(box.text.prefix { $0 != "." })
      let expected = try #require(Self.frames[label], "\(box.text)")
      #expect(zip(box.frame, expected).allSatisfy { abs($0 - $1) < 0.5 }, "\(label): \(box.frame)")
    }
    #expect(result.hitAtStrip.hasPrefix("Strip."))
    #expect(result.clicked)
    #expect(result.titleBefore == "")
    #expect(result.titleAfter == "\(result.deltaPosition). Delta. Button.")
  }
}

import Foundation
import Testing
import VosimTestSupport

/// Where the window cannot hold the drawing and the legend side by side (an iPad screen in a laptop's
/// window), the legend sits below the drawing: the arrow keys still keep the focused line in view.
@Suite(
  "Report in a narrow window in Chromium",
  .enabled(if: Chromium.isAvailable || Chromium.isRequired, "needs chromium (scripts/install-deps chromium)"))
struct NarrowWindowBrowserTests {
  /// Presses ↓ ten times, measuring the focused line two waits after each press (the legend's lines
  /// are laid out as they come into view).
  static let probe = PageHarness.probe(
    #"""
        const lines = Array.from(document.querySelectorAll("#legend > li"));
        const side = document.querySelector(".side").getBoundingClientRect();
        const drawing = document.getElementById("screen").getBoundingClientRect();
        out.wrapped = side.top >= drawing.bottom;
        lines[0].focus();
        out.inView = [];
        for (let press = 0; press < 10; press++) {
          document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
          await frame();
          await frame();
          const rect = document.activeElement.getBoundingClientRect();
          // (Sub-pixel positions: a line ending on the window's edge is in view.)
          out.inView.push(rect.top >= 0 && rect.bottom <= window.innerHeight + 1);
        }
        out.focused = lines.indexOf(document.activeElement);
    """#)

  struct Result: Decodable {
    var errors: [String]
    var wrapped: Bool
    var inView: [Bool]
    var focused: Int
  }

  @Test func theFocusedLineStaysInViewBelowTheDrawing() throws {
    let folder = try TestFolder.make("vosim-report-narrow")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("pad.json")
    // An iPad screen, buttons down its left edge: the drawing fills the window's width.
    let buttons = (0..<12).map { index in
      #"{ "class": "UIButton", "title": "Button \#(index)", "frame": [20, \#(40 + index * 100), 300, 44] }"#
    }
    try """
    { "device": { "idiom": "pad", "width": 1180, "height": 1300 },
      "root": { "subviews": [\(buttons.joined(separator: ",\n"))] } }
    """.write(to: screen, atomically: true, encoding: .utf8)
    let page = try BrowserTests.report(screen.path, in: folder, ["--no-audio"])
    let instrumented = try PageHarness.instrument(page, in: folder, script: Self.probe)
    let (dom, _) = try Chromium.dumpDOM(instrumented, in: folder)
    let result = try JSONDecoder().decode(
      Result.self, from: Data(try Chromium.result(in: dom, id: "vosim-test").utf8))
    #expect(result.errors == [])
    #expect(result.wrapped)
    #expect(result.focused == 9)
    #expect(result.inView == Array(repeating: true, count: 10))
  }

  /// A phone's width (the body held to 320 px): a long file name wraps inside the header, and the
  /// player's caption inside the window, instead of widening the page.
  static let headerProbe = PageHarness.probe(
    #"""
        document.body.style.width = "320px";
        await frame();
        const header = document.querySelector("header");
        const right = header.getBoundingClientRect().right;
        out.headerFits = header.scrollWidth <= header.clientWidth;
        out.overflowing = Array.from(header.querySelectorAll("h1, dd"))
          .filter((element) => element.getBoundingClientRect().right > right + 0.5)
          .map((element) => element.textContent);
        // The player and its caption (the live text of each utterance) wrap too; the drawing scrolls.
        const body = document.body.getBoundingClientRect().right;
        out.playerFits = ["play", "caption"].every((id) =>
          document.getElementById(id).getBoundingClientRect().right <= body + 0.5);
    """#)

  struct HeaderResult: Decodable {
    var errors: [String]
    var headerFits: Bool
    var overflowing: [String]
    var playerFits: Bool
  }

  @Test func theHeaderAndThePlayerWrapInAPhoneWideWindow() throws {
    let folder = try TestFolder.make("vosim-report-narrow-header")
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = "a-screen-file-name-with-no-break-opportunity-" + String(repeating: "x", count: 60) + ".json"
    let screen = folder.appendingPathComponent(name)
    try #"{ "root": { "subviews": [{ "class": "UIButton", "title": "OK", "frame": [20, 100, 100, 44] }] } }"#
      .write(to: screen, atomically: true, encoding: .utf8)
    let page = try BrowserTests.report(screen.path, in: folder, ["--no-audio"])
    let instrumented = try PageHarness.instrument(page, in: folder, script: Self.headerProbe)
    let (dom, _) = try Chromium.dumpDOM(instrumented, in: folder)
    let result = try JSONDecoder().decode(
      HeaderResult.self, from: Data(try Chromium.result(in: dom, id: "vosim-test").utf8))
    #expect(result.errors == [])
    #expect(result.headerFits)
    #expect(result.overflowing == [])
    #expect(result.playerFits)
  }
}

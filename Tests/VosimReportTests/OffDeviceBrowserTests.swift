import Foundation
import Testing
import VosimTestSupport

/// Content off the device's left, top or right edge (the audit's `offscreen-element`): the page
/// draws it where its frame says and the stage scrolls to it, so each box can be seen and clicked;
/// a drawing reaching far to the left opens with the device in view.
@Suite(
  "Report off the device in Chromium",
  .enabled(if: Chromium.isAvailable || Chromium.isRequired, "needs chromium (scripts/install-deps chromium)"))
struct OffDeviceBrowserTests {
  static let probe = PageHarness.probe(
    #"""
        out.reached = [];
        const screen = document.getElementById("screen");
        const stage = screen.parentElement;
        const device = screen.getBoundingClientRect();
        const view = stage.getBoundingClientRect();
        out.deviceInView = device.left >= view.left && device.left < view.right;
        out.scrolled = stage.scrollLeft > 0;
        const play = document.getElementById("play").getBoundingClientRect();
        out.playInView = play.left >= view.left && play.right <= view.right;
        for (const box of document.querySelectorAll(".box[data-position]")) {
          box.scrollIntoView({ block: "center", inline: "center" });
          const rect = box.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          if (hit && hit.closest(".box") === box) out.reached.push(Number(box.dataset.position));
        }
    """#)

  struct Result: Decodable {
    var errors: [String]
    var reached: [Int]
    var deviceInView: Bool
    var scrolled: Bool
    var playInView: Bool
  }

  static func run(_ subviews: String, in folder: URL) throws -> Result {
    let screen = folder.appendingPathComponent("off.json")
    try #"{ "root": { "subviews": [\#(subviews)] } }"#.write(to: screen, atomically: true, encoding: .utf8)
    let page = try BrowserTests.report(screen.path, in: folder, ["--no-audio"])
    let instrumented = try PageHarness.instrument(page, in: folder, script: Self.probe)
    let (dom, _) = try Chromium.dumpDOM(instrumented, in: folder)
    return try JSONDecoder().decode(
      Result.self, from: Data(try Chromium.result(in: dom, id: "vosim-test").utf8))
  }

  @Test func everyBoxOffTheDeviceCanBeReachedAndClicked() throws {
    let folder = try TestFolder.make("vosim-report-off-device")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.run(
      """
      { "class": "UIButton", "title": "Above left", "frame": [-200, -100, 100, 40] },
      { "class": "UIButton", "title": "Inside", "frame": [20, 100, 100, 40] },
      { "class": "UIButton", "title": "Right", "frame": [420, 100, 100, 40] },
      { "class": "UIButton", "title": "Above", "frame": [20, -300, 100, 40] }
      """, in: folder)
    #expect(result.errors == [])
    #expect(result.reached.sorted() == [1, 2, 3, 4])
    #expect(result.deviceInView)
    #expect(!result.scrolled)
  }

  @Test func aDrawingReachingFarLeftOpensWithTheDeviceInView() throws {
    let folder = try TestFolder.make("vosim-report-far-left")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.run(
      """
      { "class": "UIButton", "title": "Far left", "frame": [-5000, 100, 100, 40] },
      { "class": "UIButton", "title": "Inside", "frame": [20, 100, 100, 40] }
      """, in: folder)
    #expect(result.errors == [])
    #expect(result.scrolled)
    #expect(result.deviceInView)
    // The Play button stays at the stage's left edge however far the drawing scrolls.
    #expect(result.playInView)
    #expect(result.reached.sorted() == [1, 2])
  }

  /// Content VoiceOver never reaches is no element the arrows move to; a keyboard reaches it through
  /// its list, whose line shows the box wherever it lies.
  static let goneProbe = PageHarness.probe(
    #"""
        const stage = document.getElementById("screen").parentElement;
        const line = document.querySelector(".gone-list li[data-gone]");
        out.before = stage.scrollLeft;
        line.focus();
        await frame();
        const box = document.querySelector('.gone[data-gone="' + line.dataset.gone + '"]');
        const rect = box.getBoundingClientRect();
        const view = stage.getBoundingClientRect();
        out.shown = box.classList.contains("shown");
        out.inView = rect.left >= view.left && rect.right <= view.right;
        out.focused = document.activeElement === line;
        out.play = document.getElementById("play").textContent.replace(/[▶❚]/g, "").trim();
    """#)

  struct GoneResult: Decodable {
    var errors: [String]
    var before: Double
    var shown: Bool
    var inView: Bool
    var focused: Bool
    var play: String
  }

  @Test func unreachableContentOffToTheSideIsShownFromItsList() throws {
    let folder = try TestFolder.make("vosim-report-gone")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("gone.json")
    try #"""
    { "root": { "frame": [0, 0, 390, 844], "subviews": [
      { "class": "UILabel", "frame": [16, 60, 358, 44], "text": "First" },
      { "class": "UILabel", "frame": [1500, 300, 200, 44], "text": "Hidden far right", "isHidden": true } ] } }
    """#.write(to: screen, atomically: true, encoding: .utf8)
    let page = try BrowserTests.report(screen.path, in: folder, ["--no-audio"])
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains(#"<li tabindex="0" data-gone="0"><b>Hidden far right</b>"#))
    let instrumented = try PageHarness.instrument(page, in: folder, script: Self.goneProbe)
    let (dom, _) = try Chromium.dumpDOM(instrumented, in: folder)
    let result = try JSONDecoder().decode(
      GoneResult.self, from: Data(try Chromium.result(in: dom, id: "vosim-test").utf8))
    #expect(result.errors == [])
    #expect(result.before == 0)
    #expect(result.focused && result.shown && result.inView)
    // The button's name is its word: the glyph beside it is hidden from assistive technology.
    #expect(html.contains(#"<span aria-hidden="true">▶</span> <span class="word">Play</span>"#))
  }
}

import Foundation
import Testing
import VosimImport
import VosimModel
import VosimReadingOrder
import VosimReport
import VosimTestSupport
import VosimUtterance

/// Findings and rotor categories on the page, in a real browser: the rotor filter keeps one
/// category's elements, and the arrow keys then move within it, as VoiceOver's rotor does; on the
/// rotor itself, left and right turn it.
@Suite(
  "Report annotations in Chromium",
  .enabled(if: Chromium.isAvailable || Chromium.isRequired, "needs chromium (scripts/install-deps chromium)"))
struct AnnotationBrowserTests {
  static let script = #"""
    <script>
    (() => {
      const errors = [];
      window.addEventListener("error", (event) => errors.push("error: " + event.message));
      window.addEventListener("load", () => {
        const out = { errors };
        try {
          const rotor = document.getElementById("rotor");
          rotor.value = "0";
          rotor.dispatchEvent(new Event("change"));
          out.hiddenLines = Array.from(document.querySelectorAll("#legend > li.out"), (line) => Number(line.dataset.line));
          out.hiddenBoxes = Array.from(document.querySelectorAll(".box.out"), (box) => Number(box.dataset.position));
          const keys = [];
          for (const key of ["Home", "ArrowDown", "ArrowDown", "ArrowUp", "End"]) {
            document.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
            keys.push(window.vosimReport.current);
          }
          out.keys = keys;
          // The current element filtered out (line 2), the keyboard on the Tab stop (line 1): the first
          // arrow speaks that line, the next goes on from it.
          rotor.value = "";
          rotor.dispatchEvent(new Event("change"));
          window.vosimReport.select(2);
          rotor.value = "0";
          rotor.dispatchEvent(new Event("change"));
          const stop = [...document.querySelectorAll("#legend > li")].find((line) => line.tabIndex === 0);
          stop.focus();
          const fromStop = [];
          for (const _ of [1, 2]) {
            stop.ownerDocument.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
            fromStop.push(window.vosimReport.current);
          }
          out.fromStop = fromStop;
          window.vosimReport.select(5);
          rotor.value = "";
          rotor.dispatchEvent(new Event("change"));
          out.hiddenAfterAll = document.querySelectorAll(".out").length;
          // On the rotor itself: left and right turn it, up and down move within the category.
          rotor.focus();
          const rotorKeys = [];
          for (const key of ["ArrowRight", "ArrowRight", "ArrowUp", "ArrowUp", "ArrowLeft", "ArrowDown"]) {
            rotor.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
            rotorKeys.push(rotor.value + "@" + window.vosimReport.current);
          }
          out.rotorKeys = rotorKeys;
          out.errorMarks = Array.from(document.querySelectorAll(".mark.error"), (mark) => Number(mark.parentElement.dataset.position));
          out.playDisabled = document.getElementById("play").disabled;
        } catch (error) {
          errors.push("harness: " + error);
        }
        const pre = document.createElement("pre");
        pre.id = "vosim-test";
        pre.textContent = JSON.stringify(out);
        document.body.appendChild(pre);
      });
    })();
    </script>

    """#

  struct Result: Decodable {
    var errors: [String]
    var hiddenLines: [Int]
    var hiddenBoxes: [Int]
    var keys: [Int]
    var fromStop: [Int]
    var hiddenAfterAll: Int
    var rotorKeys: [String]
    var errorMarks: [Int]
    var playDisabled: Bool
  }

  @Test func rotorFilterKeepsOneCategoryAndTheKeysMoveWithinIt() throws {
    let folder = try TestFolder.make("vosim-report-rotor")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = try ScreenDecoder().decode(
      """
      { "root": { "subviews": [
        { "class": "UILabel", "text": "Account", "accessibilityTraits": ["header"], "frame": [16, 40, 300, 30] },
        { "class": "UIButton", "frame": [16, 80, 44, 44] },
        { "class": "UILabel", "text": "Privacy", "accessibilityTraits": ["header"], "frame": [16, 140, 300, 30] },
        { "class": "UIButton", "title": "Done", "frame": [16, 180, 80, 44] },
        { "class": "UILabel", "text": "Help", "accessibilityTraits": ["header"], "frame": [16, 240, 300, 30] }
      ] } }
      """
    ).screen
    let order = try ReadingOrder().order(screen)
    var document = try ReportDocument(
      screen: screen, order: order, utterances: UtteranceBuilder().utterances(for: order), file: "rotor.json")
    document.annotations = ReportAnnotations(
      badges: [
        ReportBadge(
          position: 2, severity: .error, rule: "missing-label", message: "A button without a label.")
      ],
      categories: [
        ReportCategory(name: "Headings", positions: [1, 3, 5]),
        ReportCategory(name: "Buttons", positions: [2, 4]),
      ])
    let html = HTMLReport(document: document).render()
    let marker = "<meta charset=\"utf-8\">\n"
    let page = folder.appendingPathComponent("rotor.html")
    try html.replacingOccurrences(of: marker, with: marker + Self.script).write(
      to: page, atomically: true, encoding: .utf8)
    let (dom, _) = try Chromium.dumpDOM(page, in: folder)
    let result = try JSONDecoder().decode(
      Result.self, from: Data(try Chromium.result(in: dom, id: "vosim-test").utf8))
    #expect(result.errors == [])
    #expect(result.hiddenLines == [2, 4])
    #expect(result.hiddenBoxes.sorted() == [2, 4])
    #expect(result.keys == [1, 3, 5, 3, 5])
    #expect(result.fromStop == [1, 3])
    #expect(result.hiddenAfterAll == 0)
    #expect(result.rotorKeys == ["0@5", "1@5", "1@4", "1@2", "0@2", "0@3"])
    #expect(result.errorMarks == [2])
    #expect(result.playDisabled)
  }
}

import Foundation

/// A test script put into a copy of a report page, first thing in its head: it records every error
/// (uncaught exceptions, rejected promises, console.error) from the page's own script on, and once
/// the page has loaded drives it through `window.vosimReport` with the virtual clock (no sound device
/// is needed), then writes what it saw as JSON into `<pre id="vosim-test">`.
enum PageHarness {
  struct Result: Decodable {
    var errors: [String]
    var boxes: [Int]
    var lines: [Int]
    var lineTexts: [String]
    var hasAPI: Bool
    var origin: [Double]
    var played: [Int]
    var history: [Int]
    var playingAfterEnd: Bool
    var captionAtEnd: String
    var currentBoxes: Int
    var selected: Int
    var playingOne: Bool
    var playingAfterOne: Bool
    var currentAfterOne: Int
    var keys: [Int]
    var clicked: Int
  }

  static let script = #"""
    <script>
    (() => {
      const errors = [];
      window.addEventListener("error", (event) => errors.push("error: " + event.message));
      window.addEventListener("unhandledrejection", (event) => errors.push("rejection: " + event.reason));
      const original = console.error;
      console.error = (...parts) => { errors.push("console.error: " + parts.join(" ")); original(...parts); };
      window.addEventListener("load", () => {
        const out = { errors, hasAPI: Boolean(window.vosimReport) };
        try {
          const report = window.vosimReport;
          out.boxes = Array.from(document.querySelectorAll("[data-position]"), (box) => Number(box.dataset.position));
          const lines = Array.from(document.querySelectorAll("#legend > li"));
          out.lines = lines.map((line) => Number(line.dataset.line));
          out.lineTexts = lines.map((line) => line.querySelector(".text").textContent);
          const screen = document.getElementById("screen");
          const rect = screen.getBoundingClientRect();
          out.origin = [rect.left + screen.clientLeft, rect.top + screen.clientTop];
          report.useVirtualClock();
          report.play();
          out.played = [];
          for (const line of lines) {
            report.advanceTo(Number(line.dataset.start) + 1);
            out.played.push(report.current);
          }
          report.advanceTo(Number(lines[lines.length - 1].dataset.end) + 60000);
          out.playingAfterEnd = report.playing;
          out.history = report.history;
          out.captionAtEnd = document.getElementById("caption").textContent;
          out.currentBoxes = document.querySelectorAll(".box.current").length;
          const one = Math.min(2, lines.length);
          report.select(one);
          out.selected = report.current;
          out.playingOne = report.playing;
          // Well past the next utterance's start, as a late animation frame may come: still that one.
          report.advanceTo(Number(lines[one - 1].dataset.end) + 60000);
          out.playingAfterOne = report.playing;
          out.currentAfterOne = report.current;
          out.keys = [];
          for (const key of ["Home", "ArrowDown", "ArrowRight", "ArrowUp", "End", "ArrowLeft"]) {
            document.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
            out.keys.push(report.current);
          }
          document.querySelector(".box[data-position='1']").dispatchEvent(new MouseEvent("click", { bubbles: true }));
          out.clicked = report.current;
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

  /// A script that runs `body` once the page has loaded, with `out` (`{ errors: [] }`) to fill, and
  /// writes `out` as JSON into `<pre id="vosim-test">`, which `Chromium.result` reads. `body` may
  /// `await` (`frame()` waits for the page to lay out what a step scrolled into view).
  static func probe(_ body: String) -> String {
    """
    <script>
    window.addEventListener("load", async () => {
      const frame = () => new Promise((resolve) => setTimeout(resolve, 50));
      const out = { errors: [] };
      try {
    \(body)
      } catch (error) {
        out.errors.push(String(error));
      }
      const pre = document.createElement("pre");
      pre.id = "vosim-test";
      pre.textContent = JSON.stringify(out);
      document.body.appendChild(pre);
    });
    </script>

    """
  }

  /// A copy of `page` with the harness (or another `script`), in `folder`.
  static func instrument(_ page: URL, in folder: URL, script: String = script) throws -> URL {
    let html = try String(contentsOf: page, encoding: .utf8)
    let marker = "<meta charset=\"utf-8\">\n"
    guard let range = html.range(of: marker) else { throw Chromium.Failure(description: "no charset") }
    let copy = folder.appendingPathComponent("instrumented-" + page.lastPathComponent)
    try html.replacingCharacters(in: range, with: marker + script).write(
      to: copy, atomically: true, encoding: .utf8)
    return copy
  }

  static func run(_ page: URL, in folder: URL) throws -> Result {
    let instrumented = try instrument(page, in: folder)
    let (dom, _) = try Chromium.dumpDOM(instrumented, in: folder)
    let json = try Chromium.result(in: dom, id: "vosim-test")
    return try JSONDecoder().decode(Result.self, from: Data(json.utf8))
  }
}

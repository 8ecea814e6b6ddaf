import Foundation
import VosimTestSupport

/// Debian's headless Chromium, run as a test's browser: each run gets its own profile folder, so
/// parallel tests never share a browser.
enum Chromium {
  /// The browser: `$VOSIM_CHROMIUM`, else `chromium` (Debian) or `chromium-browser` on the PATH.
  static let executable: URL? = {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["VOSIM_CHROMIUM"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser"] {
      for folder in folders {
        let path = folder + "/" + name
        if FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
      }
    }
    return nil
  }()

  static var isAvailable: Bool { executable != nil }

  /// In CI (`CI` set, as `.ci/run` does) the browser tests must run: a missing browser fails them
  /// instead of skipping them.
  static var isRequired: Bool {
    let value = (ProcessInfo.processInfo.environment["CI"] ?? "").lowercased()
    return !["", "false", "0", "no"].contains(value)
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs the browser on `page` with `arguments` (`--dump-dom`, `--screenshot=…`) at a 1280 × 1100
  /// window and a device scale of 1, so CSS pixels are screenshot pixels.
  static func run(_ arguments: [String], page: URL, in folder: URL) throws -> VosimBinary.Run {
    guard let executable else { throw Failure(description: "chromium is not installed") }
    let profile = folder.appendingPathComponent("profile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: profile) }
    let run = try VosimBinary.run(
      executable: executable,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
        "--force-device-scale-factor=1", "--window-size=1280,1100", "--user-data-dir=\(profile.path)",
        "--enable-logging=stderr", "--v=0", "--virtual-time-budget=3000",
      ] + arguments + [page.absoluteString], in: folder)
    guard run.status == 0, !run.crashed, !run.hung else {
      throw Failure(description: "chromium failed (\(run.status)): \(run.stderr.suffix(2000))")
    }
    return run
  }

  /// The page's DOM after it loaded and its scripts ran.
  static func dumpDOM(_ page: URL, in folder: URL) throws -> (dom: String, log: String) {
    let run = try run(["--dump-dom"], page: page, in: folder)
    return (run.stdout, run.stderr)
  }

  /// The console lines Chromium logged for the page (`INFO:CONSOLE…] "message", source: …`).
  static func consoleLines(_ log: String) -> [String] {
    log.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
  }

  /// A PNG screenshot of the page's viewport.
  static func screenshot(_ page: URL, to png: URL, in folder: URL) throws {
    _ = try run(["--screenshot=\(png.path)"], page: page, in: folder)
  }

  /// The RGB colours of a PNG at `points`, read back by the browser itself (a canvas over the image
  /// as a data URL), so the tests need no image library.
  static func pixels(of png: URL, at points: [(x: Int, y: Int)], in folder: URL) throws -> [[Int]] {
    let data = try Data(contentsOf: png).base64EncodedString()
    let list = points.map { "[\($0.x),\($0.y)]" }.joined(separator: ",")
    let page = folder.appendingPathComponent("pixels-\(UUID().uuidString).html")
    try """
    <!DOCTYPE html><html><body><img id="shot" src="data:image/png;base64,\(data)"><pre id="out"></pre>
    <script>
    const image = document.getElementById("shot");
    const read = () => {
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d");
      context.drawImage(image, 0, 0);
      const points = [\(list)];
      const colours = points.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3)));
      document.getElementById("out").textContent = JSON.stringify({ size: [canvas.width, canvas.height], colours });
    };
    if (image.complete) read(); else image.onload = read;
    </script></body></html>
    """.write(to: page, atomically: true, encoding: .utf8)
    let (dom, _) = try dumpDOM(page, in: folder)
    let json = try result(in: dom, id: "out")
    struct Pixels: Decodable { var colours: [[Int]] }
    return try JSONDecoder().decode(Pixels.self, from: Data(json.utf8)).colours
  }

  /// The text of the element with `id` in a dumped DOM (HTML entities of JSON text undone).
  static func result(in dom: String, id: String) throws -> String {
    guard let start = dom.range(of: "<pre id=\"\(id)\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else { throw Failure(description: "no #\(id) in the page: \(dom.suffix(1500))") }
    return String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}

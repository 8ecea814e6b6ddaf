import Foundation
import Testing
import VosimTestSupport

/// `vosim report` and `vosim check --report` as a user runs them.
@Suite("vosim report command")
struct ReportCommandTests {
  @Test func htmlEmbedsTheSpeechAndTheTimings() throws {
    let folder = try TestFolder.make("vosim-report-cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("camera.html")
    let run = try VosimBinary.run(["report", "Samples/camera-options.json", "-o", page.path])
    #expect(run.status == 0)
    #expect(run.stdout == "")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("<audio id=\"speech\" preload=\"auto\" src=\"data:audio/wav;base64,UklGR"))
    #expect(html.components(separatedBy: "class=\"box\" data-position=").count - 1 == 9)
    #expect(html.contains("<li data-line=\"1\""))
    #expect(html.contains("data-start=\"0\""))
    #expect(!html.contains("http://") && !html.contains("https://"))
    // Nothing left behind in the folder but the page.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["camera.html"])
  }

  /// Interrupted while speaking the audio it embeds, report leaves neither the page nor the scratch
  /// WAV it writes in the temporary folder, and exits with 128 + the signal.
  @Test(arguments: [SIGINT, SIGTERM])
  func anInterruptLeavesNoScratchAudioBehind(signal number: Int32) throws {
    let folder = try TestFolder.make("vosim-report-cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scratch = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
    let rows = (0..<3_000).map {
      #"{"class": "UILabel", "text": "Row \#($0) says a few words", "frame": [0, \#($0 * 44), 300, 40]}"#
    }
    let screen = folder.appendingPathComponent("long.json")
    try (#"{"root": {"subviews": ["# + rows.joined(separator: ", ") + "]}}").write(
      to: screen, atomically: true, encoding: .utf8)
    let child = try VosimBinary.start(
      ["report", screen.path, "-o", folder.appendingPathComponent("long.html").path],
      environment: ["TMPDIR": scratch.path])
    // Waits until the scratch WAV exists, so the interrupt comes while it is being written.
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      if try !FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty { break }
      usleep(20_000)
    }
    child.send(number)
    let end = child.wait()
    #expect(!end.crashed && end.status == 128 + number, "\(end)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["long.json", "tmp"])
  }

  /// The page shows the audit's findings and offers the rotor's categories, as `vosim audit` and
  /// `vosim navigate` see the screen.
  @Test func thePageCarriesTheAuditsFindingsAndTheRotorsCategories() throws {
    let folder = try TestFolder.make("vosim-report-cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("screen.json")
    try #"""
    {"root": {"subviews": [
      {"class": "UILabel", "text": "Checkout", "accessibilityTraits": ["header"], "frame": [16, 60, 358, 44]},
      {"class": "UIButton", "title": "Save button", "frame": [16, 120, 358, 50]},
      {"class": "UIButton", "frame": [16, 200, 50, 50]}
    ]}}
    """#.write(to: screen, atomically: true, encoding: .utf8)
    let run = try VosimBinary.run(["report", screen.path, "--no-audio", "-o", "-"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("<b>label-includes-trait</b>"))
    #expect(run.stdout.contains("<b>missing-label</b>"))
    // vosim's notes are English whatever the screen's language.
    #expect(run.stdout.contains("<ul class=\"notes\" lang=\"en\">"))
    #expect(run.stdout.contains(">Headings (1)</option>"))
    #expect(run.stdout.contains(">Buttons (2)</option>"))
  }

  /// A finding on a node the order leaves out is listed with that node's path, apart from those about
  /// the whole screen; a device wider than the drawing is stated at its own size.
  @Test func findingsOffTheOrderNameTheirNode() throws {
    let folder = try TestFolder.make("vosim-report-cli")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("screen.json")
    try #"""
    {"device": {"width": 200000, "height": 844}, "root": {"subviews": [
      {"accessibilityIdentifier": "row", "frame": [0, 100, 390, 50], "accessibilityElements": [{"ref": "p"}],
       "subviews": [
        {"class": "UIButton", "title": "Play", "accessibilityIdentifier": "p", "frame": [10, 100, 60, 44]},
        {"class": "UIButton", "title": "Delete", "frame": [300, 100, 80, 44]}]},
      {"class": "UIButton", "title": "Far", "frame": [150000, 100, 100, 50]}
    ]}}
    """#.write(to: screen, atomically: true, encoding: .utf8)
    let run = try VosimBinary.run(["report", screen.path, "--no-audio", "-o", "-"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("<h2>Findings on content VoiceOver does not reach</h2>"))
    #expect(
      run.stdout.contains(
        "so VoiceOver never reaches it: add it to the order, or hide it if it is not meant to be used (at root.subviews[0].subviews[1])</li>"
      ))
    #expect(run.stdout.contains("<dd>iPhone 200000×844 pt</dd>"))
    #expect(
      run.stderr.contains("warning: 1 element (the first: 2) reaches more than 100000 pt"), "\(run.stderr)")
  }

  /// `slow-to-reach` measures as the page speaks: at its rate, without hints when they are off.
  @Test func slowToReachMeasuresThePagesSpeech() throws {
    let settings = ["report", "Samples/settings.json", "--no-audio", "-o", "-"]
    let spoken = try VosimBinary.run(settings)
    #expect(spoken.stdout.contains("<b>slow-to-reach</b>"))
    let fast = try VosimBinary.run(settings + ["--rate", "450", "--no-hints"])
    #expect(fast.status == 0, "\(fast.stderr)")
    #expect(!fast.stdout.contains("<b>slow-to-reach</b>"))
  }

  @Test func svgGoesToStandardOutputWithDashO() throws {
    let run = try VosimBinary.run(["report", "Samples/camera-options.json", "--format", "svg", "-o", "-"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(run.stdout.hasSuffix("</svg>\n"))
  }

  /// An output named `.svg` is an SVG without `--format`; `--format html` into it is refused.
  @Test func anOutputNamedSVGIsAnSVG() throws {
    let folder = try TestFolder.make("vosim-report-svg-name")
    defer { try? FileManager.default.removeItem(at: folder) }
    let drawn = try VosimBinary.run(["report", "Samples/camera-options.json", "-o", folder.path + "/a.SVG"])
    #expect(drawn.status == 0, "\(drawn.stderr)")
    let svg = try String(contentsOf: folder.appendingPathComponent("a.SVG"), encoding: .utf8)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    let refused = try VosimBinary.run(
      ["report", "Samples/camera-options.json", "--format", "html", "-o", folder.path + "/b.svg"])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("'\(folder.path)/b.svg' is named as an SVG; name it .html"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.svg").path))
  }

  @Test func dumpsReportAsScreensDo() throws {
    let fixture = "Tests/VosimImportTests/Fixtures"
    let files = try FileManager.default.contentsOfDirectory(
      atPath: VosimBinary.repository.appendingPathComponent(fixture).path
    ).filter { $0.hasSuffix(".xml") }.sorted()
    let first = try #require(files.first)
    let run = try VosimBinary.run(["report", "\(fixture)/\(first)", "--format", "svg", "-o", "-"])
    #expect(run.status == 0, "\(run.stderr)")
    let transcript = try VosimBinary.run(["transcript", "\(fixture)/\(first)"])
    let lines = transcript.stdout.split(separator: "\n").count
    #expect(run.stdout.components(separatedBy: "<g class=\"box\" data-position=").count - 1 <= lines)
    #expect(run.stdout.contains("\(lines) element"))
  }

  @Test(arguments: [
    (["report", "Samples/camera-options.json"], "Missing expected option '-o/--output <file>'"),
    (["report", "-o", "x.html"], "Missing expected argument '<file>'"),
    (
      ["report", "Samples/camera-options.json", "--format", "svg", "--audio-file", "a.wav", "-o", "x.svg"],
      "--audio-file is for HTML reports; an SVG has no audio"
    ),
    (["report", "Samples/camera-options.json", "--format", "png", "-o", "x.png"], "Invalid value 'png'"),
    (
      ["report", "Samples/camera-options.json", "-o", "Samples/camera-options.json"],
      "Samples/camera-options.json: error: the output would replace the screen being read"
    ),
  ])
  func usageErrorsExitTwo(_ arguments: [String], _ message: String) throws {
    let run = try VosimBinary.run(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  @Test func badInputIsOneLineAndWritesNothing() throws {
    let folder = try TestFolder.make("vosim-report-bad")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("bad.json")
    try "{\n  \"root\": { \"frame\": [1, 2, 3] }\n}\n".write(to: screen, atomically: true, encoding: .utf8)
    let page = folder.appendingPathComponent("bad.html")
    let run = try VosimBinary.run(["report", screen.path, "-o", page.path])
    #expect(run.status == 2)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("\(screen.path):2:") == true)
    #expect(lines.first?.contains(": error: ") == true)
    #expect(!FileManager.default.fileExists(atPath: page.path))
  }

  @Test func checkReportDrawsOnlyTheScreensThatDiffer() throws {
    let folder = try TestFolder.make("vosim-check-report")
    defer { try? FileManager.default.removeItem(at: folder) }
    let samples = VosimBinary.repository.appendingPathComponent("Samples")
    for name in ["list-and-landmark", "settings"] {
      for suffix in [".json", ".txt"] {
        try FileManager.default.copyItem(
          at: samples.appendingPathComponent(name + suffix),
          to: folder.appendingPathComponent(name + suffix))
      }
    }
    // The recording read the first two list items the other way round.
    let recording = folder.appendingPathComponent("list-and-landmark.txt")
    var lines = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n").map(String.init)
    lines.swapAt(1, 2)
    try (lines.joined(separator: "\n") + "\n").write(to: recording, atomically: true, encoding: .utf8)
    let review = folder.appendingPathComponent("review")
    let run = try VosimBinary.run(["check", ".", "--report", review.path], in: folder)
    #expect(run.status == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: review.path) == ["list-and-landmark.svg"])
    let svg = try String(contentsOf: review.appendingPathComponent("list-and-landmark.svg"), encoding: .utf8)
    #expect(svg.contains(">./list-and-landmark.json: recorded and new reading order<"))
    #expect(svg.contains("<tspan class=\"kind\">moved </tspan>"))
    #expect(svg.contains("Recorded (9)") && svg.contains("Now (9)"))
    // A passing run writes nothing.
    let passing = folder.appendingPathComponent("passing")
    let again = try VosimBinary.run(["check", "settings.json", "--report", passing.path], in: folder)
    #expect(again.status == 0)
    #expect(!FileManager.default.fileExists(atPath: passing.path))
    // A report folder under a file names the file.
    let blocked = try VosimBinary.run(["check", ".", "--report", "settings.txt/review"], in: folder)
    #expect(blocked.status == 2)
    #expect(
      blocked.stderr.hasSuffix(
        "settings.txt/review: error: cannot be created: 'settings.txt' is a file, not a folder; nothing was written\n"
      ))
    // Whether or not a screen differs: a mistyped folder is told on a passing run too.
    let blockedPassing = try VosimBinary.run(
      ["check", "settings.json", "--report", "settings.txt"], in: folder)
    #expect(blockedPassing.status == 2)
    #expect(
      blockedPassing.stderr
        == "settings.txt: error: cannot be created: 'settings.txt' is a file, not a folder; nothing was written\n"
    )
    // A folder the system refuses is named with the system's reason, and so is the one above it that
    // could not be made (Linux's /proc makes no folders, even for root).
    #if os(Linux)
      let refused = try VosimBinary.run(["check", ".", "--report", "/proc/vosim-check/review"], in: folder)
      #expect(refused.status == 2)
      #expect(
        refused.stderr.hasSuffix(
          "/proc/vosim-check/review: error: cannot be created: '/proc/vosim-check': No such file or directory; "
            + "nothing was written\n"))
    #endif
  }
}

import Foundation
import Testing
import VosimTestSupport

/// A folder of files for one test.
private func folder(_ files: [String: String]) throws -> URL {
  try TestFolder.make("vosim-audit", holding: files)
}

/// A screen of buttons, each `(label, identifier)`; a nil label is a missing-label error.
private func screen(_ buttons: [(String?, String)]) -> String {
  let subviews = buttons.enumerated().map { index, button in
    let label = button.0.map { #""title": "\#($0)", "# } ?? ""
    return
      #"{"class": "UIButton", \#(label)"accessibilityIdentifier": "\#(button.1)", "frame": [16, \#(100 + 60 * index), 200, 44]}"#
  }
  return #"{"root": {"subviews": ["# + subviews.joined(separator: ", ") + "]}}"
}

@Suite("vosim audit")
struct AuditCommandTests {
  @Test func textAndExitStatus() throws {
    let dir = try folder([
      "good.json": screen([("Save", "save")]), "bad.json": screen([(nil, "close"), ("Save button", "save")]),
    ])
    let result = try VosimProcess.run(["audit", "."], in: dir)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        ./bad.json: root.subviews[0] (close): error: [missing-label] the button speaks no label: set accessibilityLabel to what it does
        ./bad.json: root.subviews[1] (save): warning: [label-includes-trait] label 'Save button' includes 'button', which VoiceOver already speaks as a trait: leave the control type out of the label
        Audited 2 screens: 1 error, 1 warning, 0 notes

        """)
    #expect(try VosimProcess.run(["audit", "good.json"], in: dir).status == 0)
    // Warnings fail only under --strict.
    #expect(try VosimProcess.run(["audit", ".", "--disable", "missing-label"], in: dir).status == 0)
    #expect(
      try VosimProcess.run(["audit", ".", "--disable", "missing-label", "--strict"], in: dir).status == 1)
    #expect(try VosimProcess.run(["audit", ".", "--severity", "missing-label=note"], in: dir).status == 0)
  }

  /// An iOS release vosim does not know is read as the nearest it knows, said on stderr as every
  /// command says it; the findings on stdout are unchanged.
  @Test func anUnknownReleaseIsWarnedAbout() throws {
    let dir = try folder([
      "old.json":
        #"{"device": {"systemVersion": "16"}, "root": {"subviews": [{"class": "UILabel", "text": "Hi", "frame": [16, 100, 200, 44], "accessibilityTraits": ["header"]}]}}"#
    ])
    let result = try VosimProcess.run(["audit", "old.json"], in: dir)
    #expect(result.status == 0)
    #expect(result.stdout == "Audited 1 screen: 0 errors, 0 warnings, 0 notes\n")
    #expect(
      result.stderr
        == "old.json: warning: iOS 16 is older than the oldest release vosim knows: read as iOS 17\n")
  }

  /// `vosim audit . > audit.json`: the shell creates the output file, empty, in the folder searched
  /// before vosim looks; it is vosim's own output, not a screen. `check` alike.
  @Test func outputRedirectedIntoTheFolderIsNoScreen() throws {
    let dir = try folder(["good.json": screen([("Save", "save")])])
    let vosim = "'\(VosimBinary.executable.path)'"
    let audit = try VosimBinary.run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "\(vosim) audit . --format json > audit.json"],
      in: dir)
    #expect(audit.status == 0, "\(audit.stderr)")
    let written = try String(contentsOf: dir.appendingPathComponent("audit.json"), encoding: .utf8)
    #expect(written.contains("\"findings\""))
    #expect(!written.contains("audit.json"))
    let record = try VosimBinary.run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "\(vosim) check . --record > check.json"], in: dir)
    #expect(record.status == 0, "\(record.stderr)")
    try FileManager.default.removeItem(at: dir.appendingPathComponent("check.json"))
    let errors = try VosimBinary.run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "\(vosim) audit . 2> errors.json"], in: dir)
    #expect(errors.status == 0, "\(errors.stdout)")
  }

  @Test func badInput() throws {
    let dir = try folder(["broken.json": "{\"root\": ", "a.json": screen([("Save", "save")])])
    let broken = try VosimProcess.run(["audit", "broken.json"], in: dir)
    #expect(broken.status == 2)
    #expect(broken.stdout.isEmpty)
    #expect(broken.stderr.hasPrefix("broken.json:1:"))
    #expect(try VosimProcess.run(["audit", "a.json", "--disable", "no-such-rule"], in: dir).status == 2)
    #expect(
      try VosimProcess.run(["audit", "a.json", "--severity", "missing-label=fatal"], in: dir).status == 2)
    #expect(try VosimProcess.run(["audit", "a.json", "--shard", "3/2"], in: dir).status == 2)
    #expect(
      try VosimProcess.run(
        ["audit", "a.json", "--disable", "no-headings", "--enable", "no-headings"], in: dir
      ).status == 2)
    #expect(try VosimProcess.run(["audit"], in: dir).status == 2)
  }

  @Test func configurationFileFromAFolderAbove() throws {
    let dir = try folder([
      ".vosim-audit.json": #"{"severity": {"missing-label": "warning"}}"#,
      "screens/deep/bad.json": screen([(nil, "close")]),
    ])
    let inside = dir.appendingPathComponent("screens/deep")
    let result = try VosimProcess.run(["audit", "bad.json"], in: inside)
    #expect(result.status == 0)
    #expect(result.stdout.contains("warning: [missing-label]"))
    // A broken configuration is bad input, naming the file and the place of the fault.
    try Data(#"{"disable": ["nope"]}"#.utf8).write(to: dir.appendingPathComponent(".vosim-audit.json"))
    let broken = try VosimProcess.run(["audit", "bad.json"], in: inside)
    #expect(broken.status == 2)
    #expect(broken.stderr.contains(".vosim-audit.json:1:14: error: unknown rule 'nope'"))
    // Malformed JSON is placed at its line and column.
    try Data("{\n  \"disable\": [\"nope\"\n}\n".utf8).write(
      to: dir.appendingPathComponent(".vosim-audit.json"))
    let malformed = try VosimProcess.run(["audit", "bad.json"], in: inside)
    #expect(malformed.status == 2)
    #expect(malformed.stderr.contains(".vosim-audit.json:3:1: error: not valid JSON"))
    // One nearer that cannot be read (a folder, a link to nothing) is refused, not passed over for the
    // one above.
    try Data(#"{"disable": ["missing-label"]}"#.utf8).write(
      to: dir.appendingPathComponent(".vosim-audit.json"))
    let nearer = inside.appendingPathComponent(".vosim-audit.json")
    try FileManager.default.createSymbolicLink(atPath: nearer.path, withDestinationPath: "nowhere")
    let dangling = try VosimProcess.run(["audit", "bad.json"], in: inside)
    #expect(dangling.status == 2)
    #expect(dangling.stderr.contains("deep/.vosim-audit.json: error: cannot be read"))
    try FileManager.default.removeItem(at: nearer)
    try FileManager.default.createDirectory(at: nearer, withIntermediateDirectories: false)
    #expect(try VosimProcess.run(["audit", "bad.json"], in: inside).status == 2)
  }

  @Test func baselineAdoptsTodaysFindings() throws {
    let dir = try folder(["screens/a.json": screen([(nil, "close")])])
    let written = try VosimProcess.run(["audit", "screens", "--write-baseline", "baseline.json"], in: dir)
    #expect(written.status == 0)
    #expect(written.stdout.contains("[known: in the baseline]"))
    let baseline = try String(contentsOf: dir.appendingPathComponent("baseline.json"), encoding: .utf8)
    #expect(baseline.contains(#""file" : "screens/a.json""#))
    #expect(try VosimProcess.run(["audit", "screens", "--baseline", "baseline.json"], in: dir).status == 0)
    // The baseline names screens relative to its own folder: it works from another folder too.
    let elsewhere = try VosimProcess.run(
      ["audit", "a.json", "--baseline", "../baseline.json"], in: dir.appendingPathComponent("screens"))
    #expect(elsewhere.status == 0)
    // A baseline in a folder beside the screens names them with `..`, and still knows them when the
    // whole checkout moves.
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("ci"), withIntermediateDirectories: true)
    let beside = try VosimProcess.run(
      ["audit", "screens", "--write-baseline", "ci/baseline.json"], in: dir)
    #expect(beside.status == 0)
    let besideFile = try String(contentsOf: dir.appendingPathComponent("ci/baseline.json"), encoding: .utf8)
    #expect(besideFile.contains(#""file" : "../screens/a.json""#))
    let moved = dir.deletingLastPathComponent().appendingPathComponent(UUID().uuidString)
    try FileManager.default.copyItem(at: dir, to: moved)
    defer { try? FileManager.default.removeItem(at: moved) }
    let afterMove = try VosimProcess.run(
      ["audit", "../screens", "--baseline", "baseline.json", "--strict"],
      in: moved.appendingPathComponent("ci"))
    #expect(afterMove.status == 0)
    #expect(afterMove.stdout.contains("(1 known from the baseline)"))
    // Reached through a symbolic link, hand-edited with `./`, or written with absolute paths (as vosim
    // wrote screens outside the baseline's folder before): still known.
    let link = dir.deletingLastPathComponent().appendingPathComponent(UUID().uuidString)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: dir)
    defer { try? FileManager.default.removeItem(at: link) }
    let throughLink = try VosimProcess.run(
      ["audit", "screens", "--baseline", link.appendingPathComponent("ci/baseline.json").path, "--strict"],
      in: dir)
    #expect(throughLink.stdout.contains("(1 known from the baseline)"))
    // A link to the baseline file itself: the names are relative to the file's folder, read or written.
    try FileManager.default.createSymbolicLink(
      atPath: dir.appendingPathComponent("b.json").path, withDestinationPath: "ci/baseline.json")
    let throughFileLink = try VosimProcess.run(
      ["audit", "screens", "--baseline", "b.json", "--strict"], in: dir)
    #expect(throughFileLink.stdout.contains("(1 known from the baseline)"))
    #expect(try VosimProcess.run(["audit", "screens", "--write-baseline", "b.json"], in: dir).status == 0)
    #expect(
      try String(contentsOf: dir.appendingPathComponent("ci/baseline.json"), encoding: .utf8) == besideFile)
    // A relative path climbing out further and back in, or through a link to the folder, too.
    let climbing = "../../\(dir.lastPathComponent)/screens/a.json"
    let climbingThroughLink = "../../\(link.lastPathComponent)/screens/a.json"
    for file in [
      "../screens/./a.json", dir.appendingPathComponent("screens/a.json").path, climbing, climbingThroughLink,
    ] {
      try Data(besideFile.replacingOccurrences(of: "../screens/a.json", with: file).utf8).write(
        to: dir.appendingPathComponent("ci/edited.json"))
      let edited = try VosimProcess.run(
        ["audit", "screens", "--baseline", "ci/edited.json", "--strict"], in: dir)
      #expect(edited.stdout.contains("(1 known from the baseline)"), "\(file)")
    }
    // A new error fails the run.
    try Data(screen([(nil, "close"), (nil, "other")]).utf8).write(
      to: dir.appendingPathComponent("screens/a.json"))
    let grown = try VosimProcess.run(["audit", "screens", "--baseline", "baseline.json"], in: dir)
    #expect(grown.status == 1)
    #expect(grown.stdout.contains("(1 known from the baseline)"))
    // The baseline and reports in the folder are not read as screens.
    #expect(
      try VosimProcess.run(
        ["audit", ".", "--baseline", "baseline.json", "--disable", "missing-label"], in: dir
      ).status == 0)
  }

  @Test func sarifAndJUnit() throws {
    let dir = try folder(["a.json": screen([(nil, "close")])])
    let result = try VosimProcess.run(
      ["audit", "a.json", "--format", "sarif", "--junit", "report.xml"], in: dir)
    #expect(result.status == 1)
    let log = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let junit = try String(contentsOf: dir.appendingPathComponent("report.xml"), encoding: .utf8)
    #expect(junit.contains(#"<testcase classname="." name="a.json">"#))
    #expect(junit.contains(#"<failure message="1 finding to fix" type="audit">"#))
    #expect(try VosimProcess.run(["audit", "a.json", "--format", "json"], in: dir).stdout.hasPrefix("{"))
  }

  @Test func shardsSplitScreensOnceEach() throws {
    var files: [String: String] = [:]
    for index in 0..<12 { files["s\(index).json"] = screen([(nil, "b\(index)")]) }
    let dir = try folder(files)
    var seen: [String] = []
    for shard in 1...3 {
      let result = try VosimProcess.run(["audit", ".", "--shard", "\(shard)/3", "--format", "json"], in: dir)
      let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
      seen += (object["screens"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
    }
    #expect(seen.sorted() == (0..<12).map { "./s\($0).json" }.sorted())
    // The same split on check.
    var checked = 0
    for shard in 1...3 {
      let result = try VosimProcess.run(["check", ".", "--shard", "\(shard)/3", "--format", "json"], in: dir)
      let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
      checked += (object["screens"] as? [Any])?.count ?? 0
    }
    #expect(checked == 12)
  }

  /// The README's example output, verbatim.
  @Test func readmeExample() throws {
    let dir = try folder([
      "Screens/login.json": """
      {"root": {"subviews": [
        {"class": "UILabel", "text": "Sign in", "accessibilityTraits": ["header"], "frame": [20, 60, 350, 44]},
        {"class": "UITextField", "placeholder": "Email", "frame": [20, 120, 350, 44]},
        {"class": "UITextField", "placeholder": "Password", "isSecureTextEntry": true, "frame": [20, 180, 350, 44]},
        {"class": "UIButton", "accessibilityIdentifier": "close", "frame": [330, 10, 44, 44]},
        {"class": "UIButton", "title": "Sign in", "accessibilityHint": "Tap to sign in", "frame": [20, 240, 350, 44]}
      ]}}
      """
    ])
    let result = try VosimProcess.run(["audit", "Screens/login.json"], in: dir)
    let readme = try String(
      contentsOf: VosimProcess.repository.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(result.status == 1)
    #expect(readme.contains("```\n" + result.stdout + "```"))
  }
}

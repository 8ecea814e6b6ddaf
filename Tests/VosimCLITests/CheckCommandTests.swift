import Foundation
import Testing
import VosimTestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

#if os(Linux)
  private let isLinux = true
#else
  private let isLinux = false
#endif

/// A folder of screens for one test.
private func screenFolder(_ files: [String: String]) throws -> URL {
  try TestFolder.make("vosim-check", holding: files)
}

private func label(_ text: String, y: Int) -> String {
  #"{"class": "UILabel", "text": "\#(text)", "frame": [16, \#(y), 300, 30]}"#
}

private func screen(_ labels: [String]) -> String {
  let subviews = labels.enumerated().map { label($0.element, y: 100 + 40 * $0.offset) }
  return #"{"root": {"subviews": ["# + subviews.joined(separator: ", ") + "]}}"
}

@Suite("vosim check")
struct CheckCommandTests {
  /// Whatever `--record` writes reads back as a passing recording: labels that open like a dump, a
  /// page source, captions or JSON (`→Next`, `<?xml is cool`, `WEBVTT Player`) were taken for one and
  /// refused on every later run.
  @Test(arguments: [
    ["→Next"], ["Photos", "Photos →Albums"], ["WEBVTT Player"], ["Element subtree: 3 items"],
    ["<?xml is cool"],
    ["<b>Bold</b>"], ["[1]"], ["Window (Main), 0x1"],
  ])
  func whatRecordWritesReadsBack(labels: [String]) throws {
    let folder = try screenFolder([
      "s.json": screen(labels.map { $0.replacingOccurrences(of: "\"", with: "\\\"") })
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try VosimProcess.run(["check", ".", "--record", "--force"], in: folder).status == 0)
    let checked = try VosimProcess.run(["check", "."], in: folder)
    #expect(checked.status == 0, "\(labels): \(checked.stderr)")
  }

  /// A `.txt` that is neither a dump nor a recording (notes, a recording whose screen was deleted) is
  /// skipped with a warning instead of failing the run as a broken screen.
  @Test func checkSkipsTextThatIsNeitherADumpNorARecording() throws {
    let folder = try screenFolder([
      "a.json": screen(["Title"]), "a.txt": "Title.\n", "NOTES.txt": "Remember the milk\n",
      "gone.txt": "Old transcript.\n",
    ])
    let result = try VosimProcess.run(["check", "."], in: folder)
    #expect(result.status == 0)
    #expect(result.stdout == "PASS ./a.json\n1 screen: 1 pass.\n")
    let warning =
      "warning: not a screen: neither a debugDescription dump nor the recording of a screen beside it; skipped"
    #expect(result.stderr == "./NOTES.txt: \(warning)\n./gone.txt: \(warning)\n")
  }

  /// Two screens that would share one recording are refused before anything is read or written.
  @Test func checkTwoScreensSharingARecordingAreRefused() throws {
    let folder = try screenFolder(["foo.json": screen(["A"]), "foo.xml": "<XCUIElementTypeApplication/>"])
    let result = try VosimProcess.run(["check", ".", "--record", "--force"], in: folder)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "./foo.xml: error: shares its recording './foo.txt' with './foo.json'; rename one of the two screens\n"
    )
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("foo.txt").path))
  }

  /// A folder the run may not read or enter is an error, not screens silently left unchecked. Tests
  /// run as root, whom permissions do not bind: `setpriv` runs vosim without that privilege.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
  func anUnreadableFolderIsBadInput() throws {
    let folder = try screenFolder([
      "ok/a.json": screen(["A"]), "ok/a.txt": "A.\n", "locked/b.json": screen(["B"]), "locked/b.txt": "B.\n",
    ])
    defer { chmod(folder.appendingPathComponent("locked").path, 0o755) }
    let unprivileged = ["--bounding-set", "-dac_override,-dac_read_search", VosimBinary.executable.path]
    for mode in [0o000, 0o444] as [mode_t] {
      chmod(folder.appendingPathComponent("locked").path, mode)
      for command in [["check", "."], ["audit", "."], ["check", "locked"]] {
        let result = try VosimBinary.run(
          executable: URL(fileURLWithPath: "/usr/bin/setpriv"), unprivileged + command, in: folder)
        let named = command[1] == "." ? "./locked" : "locked"
        #expect(result.status == 2, "\(command) \(mode)")
        #expect(result.stdout == "", "\(command) \(mode)")
        #expect(result.stderr == "\(named): error: cannot be read: Permission denied\n", "\(command) \(mode)")
      }
    }
  }

  /// An output naming the run's own redirected standard output (`--junit /dev/stdout >> ci.log`) is
  /// written through it, at the log's end: renaming a file over it would lose the log.
  @Test func anOutputThatIsTheRedirectedLogIsAppendedToIt() throws {
    let folder = try screenFolder(["a.json": screen(["A"]), "a.txt": "A.\n"])
    let script = "printf 'earlier step\\n' > ci.log; \"$0\" check a.json --junit /dev/stdout >> ci.log"
    let result = try VosimBinary.run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script, VosimBinary.executable.path], in: folder)
    #expect(result.status == 0)
    let log = try String(contentsOf: folder.appendingPathComponent("ci.log"), encoding: .utf8)
    #expect(log.hasPrefix("earlier step\n"))
    #expect(
      log.contains("PASS a.json\n") && log.contains("<testcase classname=\".\" name=\"a.json\"/>"), "\(log)")
  }

  /// An unreadable recording gives the system's reason, as an unreadable screen does.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
  func anUnreadableRecordingSaysWhy() throws {
    let folder = try screenFolder(["a.json": screen(["A"]), "a.txt": "A.\n"])
    chmod(folder.appendingPathComponent("a.txt").path, 0o000)
    let result = try VosimBinary.run(
      executable: URL(fileURLWithPath: "/usr/bin/setpriv"),
      ["--bounding-set", "-dac_override,-dac_read_search", VosimBinary.executable.path, "check", "a.json"],
      in: folder)
    #expect(result.status == 2)
    #expect(result.stderr == "a.txt: error: cannot read the recording: Permission denied\n")
  }

  /// A screen whose name is not UTF-8 cannot be opened, so it would go unchecked: an error. Another
  /// file so named is only noted.
  @Test(.enabled(if: isLinux, "Apple's file systems refuse names that are not UTF-8"))
  func aScreenNamedOutsideUTF8IsBadInput() throws {
    let folder = try screenFolder(["a.json": screen(["A"]), "a.txt": "A.\n"])
    func create(_ name: [UInt8]) {
      let path = Array((folder.path + "/").utf8) + name + [0]
      let descriptor = path.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: path.count) {
          open($0, O_CREAT | O_WRONLY, 0o644)
        }
      }
      close(descriptor)
    }
    create(Array("photo".utf8) + [0xFF] + Array(".png".utf8))
    let noted = try VosimProcess.run(["check", "."], in: folder)
    #expect(noted.status == 0)
    #expect(
      noted.stderr
        == "./photo\u{FFFD}.png: warning: the file's name is not UTF-8 (shown with U+FFFD), so it cannot be "
        + "opened; rename it\n")
    create(Array("b".utf8) + [0xFF] + Array(".json".utf8))
    for command in ["check", "audit"] {
      let refused = try VosimProcess.run([command, "."], in: folder)
      #expect(refused.status == 2)
      #expect(refused.stdout == "")
      #expect(
        refused.stderr.hasSuffix(
          "./b\u{FFFD}.json: error: the file's name is not UTF-8 (shown with U+FFFD), so it cannot be opened; "
            + "rename it to \(command) it\n"))
    }
  }

  /// A FIFO named as a screen is refused, not read: with no writer, reading it would wait forever (a
  /// folder's FIFOs are skipped with a warning).
  @Test func aScreenThatIsAFIFOIsRefused() throws {
    let folder = try screenFolder(["a.json": screen(["A"]), "a.txt": "A.\n"])
    #expect(mkfifo(folder.appendingPathComponent("b.json").path, 0o644) == 0)
    for command in ["check", "audit"] {
      let result = try VosimProcess.run([command, "b.json", "a.json"], in: folder)
      #expect(result.status == 2)
      #expect(result.stderr == "b.json: error: not a regular file (a FIFO, a socket or a device)\n")
    }
  }

  /// A CI job pointed at the wrong folder must not pass.
  @Test func checkNoScreensIsBadInput() throws {
    let folder = try screenFolder(["README.md": "Screens go here.\n"])
    let result = try VosimProcess.run(["check", "."], in: folder)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == ".: error: no screens to check (screen files *.json, dumps *.xml and debugDescription *.txt)\n")
  }

  /// A report that cannot be written stops the run before any recording is rewritten.
  @Test func checkAnUnwritableReportStopsBeforeRecording() throws {
    let folder = try screenFolder(["a.json": screen(["New"]), "a.txt": "Old.\n"])
    let result = try VosimProcess.run(
      ["check", ".", "--record", "--force", "--junit", "missing/report.xml"], in: folder)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("missing/report.xml: error: cannot write into"))
    #expect(try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8) == "Old.\n")
  }

  /// An unreadable recording is bad input like an unreadable screen: its error, no report, no JUnit.
  @Test func checkAnUnreadableRecordingWritesNoReport() throws {
    let folder = try screenFolder(["a.json": screen(["Title"]), "a.txt": "Title.\n", "b.json": screen(["B"])])
    try Data([0xFF]).write(to: folder.appendingPathComponent("b.txt"))
    let result = try VosimProcess.run(["check", ".", "--junit", "report.xml"], in: folder)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "./b.txt:1:1: error: cannot read the recording: invalid UTF-8 (a recording is UTF-8, UTF-16 or "
        + "UTF-32 text)\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.xml").path))
  }

  /// One run names every bad file, a screen's and another screen's recording alike, in the screens'
  /// order: fixing them needs no second run to find the next.
  @Test func checkNamesEveryBadScreenAndRecordingAtOnce() throws {
    let folder = try screenFolder(["a.json": screen(["Title"]), "c.json": #"{"root": 5}"#, "c.txt": "x\n"])
    try Data([0xFF]).write(to: folder.appendingPathComponent("a.txt"))
    let result = try VosimProcess.run(["check", "."], in: folder)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "./a.txt:1:1: error: cannot read the recording: invalid UTF-8 (a recording is UTF-8, UTF-16 or "
        + "UTF-32 text)\n./c.json:1:10: error: 'root' must be a node object\n")
  }

  /// A recording is an input as a screen is: one over `--max-input-size` is refused, as compare refuses
  /// a capture.
  @Test func checkRefusesARecordingOverTheInputLimit() throws {
    let folder = try screenFolder([
      "a.json": screen(["Title"]), "a.txt": String(repeating: "x", count: 5_000) + "\n",
    ])
    let result = try VosimProcess.run(["check", ".", "--max-input-size", "2K"], in: folder)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "./a.txt: error: the input is larger than the limit of 2 KiB (2,048 bytes); raise it with "
        + "--max-input-size or VOSIM_MAX_INPUT_SIZE\n")
  }

  @Test func checkPassesWhenTranscriptsMatch() throws {
    let folder = try screenFolder(["a.json": screen(["Title"]), "a.txt": "Title.\n"])
    let result = try VosimProcess.run(["check", "."], in: folder)
    #expect(result.status == 0)
    #expect(result.stdout == "PASS ./a.json\n1 screen: 1 pass.\n")
    #expect(result.stderr == "")
  }

  @Test func checkDifferenceExitsOneAndNamesTheMove() throws {
    let folder = try screenFolder([
      "checkout.json": String(
        decoding: try Data(contentsOf: Self.regressions.appendingPathComponent("checkout-after.json")),
        as: UTF8.self),
      "checkout.txt": String(
        decoding: try Data(contentsOf: Self.regressions.appendingPathComponent("checkout-before.txt")),
        as: UTF8.self),
    ])
    let result = try VosimProcess.run(["check", "checkout.json"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        """
        DIFFERS checkout.json
            Transcript does not match recording: 1 moved.
              moved from position 2 to 6: Place Order. Button. Charges your saved card.

            --- checkout.txt
            +++ checkout.json
            @@ -1,6 +1,6 @@
        """))
    #expect(
      result.stdout.hasSuffix(
        "1 screen: 1 differs.\nIf the changes are intended, accept them with: vosim check checkout.json --record\n"
      ))
  }

  static let regressions = VosimProcess.repository.appendingPathComponent("Samples/regressions")

  @Test func checkRegressionSamplesMatchTheirOwnRecordings() throws {
    let result = try VosimProcess.run(["check", "Samples/regressions"])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "PASS Samples/regressions/checkout-after.json\nPASS Samples/regressions/checkout-before.json\n"
        + "2 screens: 2 pass.\n")
  }

  @Test func checkMissingRecordingExitsOne() throws {
    let folder = try screenFolder(["a.json": screen(["Title"])])
    let result = try VosimProcess.run(["check", "a.json"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stdout
        == "MISSING a.json: no recording a.txt\n1 screen: 1 missing.\n"
        + "Write the missing recordings with: vosim check a.json --record\n")
  }

  /// A recording that is a link to a missing file: --record refuses to write through it, so the
  /// advice says to remove it first.
  @Test func aDanglingRecordingLinkIsNamedAndMustGoFirst() throws {
    let folder = try screenFolder(["a.json": screen(["Title"])])
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("a.txt").path, withDestinationPath: "gone.txt")
    let result = try VosimProcess.run(["check", "a.json"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stdout
        == "MISSING a.json: no recording a.txt (a symbolic link to a missing file)\n1 screen: 1 missing.\n"
        + "Remove the dangling links, then write the missing recordings with: vosim check a.json --record\n")
  }

  /// A screen's name on a link to nothing is said to be skipped, not silently left out.
  @Test func aDanglingScreenLinkIsNamed() throws {
    let folder = try screenFolder(["a.json": screen(["Title"])])
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("broken.json").path, withDestinationPath: "nowhere.json")
    _ = try VosimProcess.run(["check", ".", "--record"], in: folder)
    let result = try VosimProcess.run(["check", "."], in: folder)
    #expect(result.status == 0)
    #expect(
      result.stderr == "./broken.json: warning: a symbolic link to a file that does not exist; skipped\n")
  }

  /// Links that lead to each other are named as the loop they are, as a loop named on the command line is.
  @Test func aLoopOfScreenLinksIsNamedAsALoop() throws {
    let folder = try screenFolder(["a.json": screen(["Title"])])
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("x.json").path, withDestinationPath: "y.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("y.json").path, withDestinationPath: "x.json")
    // Every file left out comes by name, whatever its kind, a line break in its name shown escaped.
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("w\nz.json").path, withDestinationPath: "nowhere.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("b").path, withDestinationPath: "/tmp")
    let result = try VosimProcess.run(["audit", "."], in: folder)
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "./b: warning: a symbolic link to a folder, not followed; name the folder itself to include it\n"
        + "./w\\u{A}z.json: warning: a symbolic link to a file that does not exist; skipped\n"
        + "./x.json: warning: a loop of symbolic links, which leads to no file; skipped\n"
        + "./y.json: warning: a loop of symbolic links, which leads to no file; skipped\n")
  }

  /// The command the report gives records with the options that read the screens, so running it
  /// accepts this reading, not another one (hints on, the newest iOS).
  @Test func theRecordCommandKeepsTheReadingOptions() throws {
    let folder = try screenFolder(["my screen.json": screen(["Title"])])
    let arguments = [
      "check", "my screen.json", "--no-hints", "--system-version", "18.5", "--junit", "r.xml", "--format",
      "text",
    ]
    let result = try VosimProcess.run(arguments, in: folder)
    #expect(result.status == 1)
    let command = "vosim check 'my screen.json' --no-hints --system-version 18.5 --record"
    #expect(result.stdout.hasSuffix("Write the missing recordings with: \(command)\n"))
    #expect(
      try VosimProcess.run(
        ["check", "my screen.json", "--no-hints", "--system-version", "18.5", "--record"], in: folder
      ).status == 0)
    #expect(try VosimProcess.run(arguments, in: folder).status == 0)
  }

  /// A file name with an escape sequence, a direction override or a line break is shown escaped in
  /// the lines and the JUnit names (a break too, or `nl\nx.json` and `nl x.json` would look alike), and the record command writes it `$'…'`, which a shell reads back.
  @Test func fileNamesWithControlsAreShownEscapedAndRecordable() throws {
    let folder = try screenFolder([
      "c\u{1B}[31m.json": screen(["Title"]), "rtl\u{202E}nosj.json": screen(["Title"]),
      "nl\nx.json": screen(["Title"]),
    ])
    let result = try VosimProcess.run(["check", ".", "--junit", "r.xml"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        "MISSING ./c\\u{1B}[31m.json: no recording ./c\\u{1B}[31m.txt\n"
          + "MISSING ./nl\\u{A}x.json: no recording ./nl\\u{A}x.txt\n"
          + "MISSING ./rtl\\u{202E}nosj.json: no recording ./rtl\\u{202E}nosj.txt\n"))
    let junit = try String(contentsOf: folder.appendingPathComponent("r.xml"), encoding: .utf8)
    #expect(junit.contains(#"name="rtl\u{202E}nosj.json""#) && junit.contains(#"name="nl\u{A}x.json""#))
    // In the failures too: the missing recording's message, a difference's diff header.
    #expect(!junit.unicodeScalars.contains("\u{202E}") && !junit.contains("nl\nx"))
    #expect(junit.contains(#"No recording was found on disk: ./rtl\u{202E}nosj.txt."#))
    try Data("Nope.\n".utf8).write(to: folder.appendingPathComponent("rtl\u{202E}nosj.txt"))
    _ = try VosimProcess.run(["check", "rtl\u{202E}nosj.json", "--junit", "d.xml"], in: folder)
    let differs = try String(contentsOf: folder.appendingPathComponent("d.xml"), encoding: .utf8)
    #expect(!differs.unicodeScalars.contains("\u{202E}") && differs.contains(#"--- rtl\u{202E}nosj.txt"#))
    let named = try VosimProcess.run(["check", "c\u{1B}[31m.json"], in: folder)
    #expect(
      named.stdout.hasSuffix(
        #"Write the missing recordings with: vosim check $'c\x1B[31m.json' --record"# + "\n"))
  }

  /// An output that cannot be written is one line that says nothing was written, for every output.
  @Test func anUnwritableOutputIsOneLine() throws {
    let folder = try screenFolder(["a.json": screen(["Title"])])
    let check = try VosimProcess.run(["check", "a.json", "--junit", "missing/j.xml"], in: folder)
    #expect(check.status == 2)
    #expect(
      check.stderr
        == "missing/j.xml: error: cannot write into 'missing': no such folder; nothing was written\n")
    for option in ["--junit", "--write-baseline"] {
      let audit = try VosimProcess.run(["audit", "a.json", option, "missing/out"], in: folder)
      #expect(audit.status == 2)
      #expect(
        audit.stderr
          == "missing/out: error: cannot write into 'missing': no such folder; nothing was written\n")
    }
  }

  @Test func checkBadInputExitsTwoWithNothingOnStdout() throws {
    let folder = try screenFolder([
      "good.json": screen(["Title"]), "good.txt": "Title.\n", "bad.json": "{\"root\": [",
    ])
    let result = try VosimProcess.run(["check", "."], in: folder)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("./bad.json:1:"))
    let usage = try VosimProcess.run(["check"])
    #expect(usage.status == 2)
    #expect(usage.stderr.hasPrefix("Error: Missing expected argument '<path> ...'\n"))
  }

  @Test func checkRecordWritesExactlyWhatTranscriptPrints() throws {
    let folder = try screenFolder([
      "a.json": screen(["Title", "Body"]), "b.json": screen(["Old"]), "b.txt": "Other.\n",
      "c.json": screen(["Same"]), "c.txt": "Same.\n",
    ])
    let result = try VosimProcess.run(["check", ".", "--record"], in: folder)
    #expect(result.status == 0)
    let transcript = try VosimProcess.run(["transcript", "a.json"], in: folder)
    #expect(
      try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8) == transcript.stdout)
    #expect(try String(contentsOf: folder.appendingPathComponent("b.txt"), encoding: .utf8) == "Old.\n")
    #expect(result.stdout.hasPrefix("RECORDED ./a.txt\nUPDATED ./b.txt\n"))
    #expect(result.stdout.hasSuffix("UNCHANGED ./c.txt\n3 screens: 1 recorded, 1 updated, 1 unchanged.\n"))
    #expect(try VosimProcess.run(["check", "."], in: folder).status == 0)
  }

  @Test func checkRecordRefusesUnderCIUnlessForced() throws {
    let folder = try screenFolder(["a.json": screen(["Title"])])
    let refused = try VosimProcess.run(["check", ".", "--record"], environment: ["CI": "true"], in: folder)
    #expect(refused.status == 2)
    #expect(refused.stdout == "")
    #expect(refused.stderr.hasPrefix("Error: '--record' refuses to run when CI is set"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.txt").path))
    let forced = try VosimProcess.run(
      ["check", ".", "--record", "--force"], environment: ["CI": "true"], in: folder)
    #expect(forced.status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.txt").path))
  }

  /// A JSON report of an earlier run saved in the folder is not taken for a screen.
  @Test func checkAJSONReportInTheFolderIsNoScreen() throws {
    let folder = try screenFolder(["a.json": screen(["Title"]), "a.txt": "Title.\n"])
    let report = try VosimProcess.run(["check", ".", "--format", "json"], in: folder)
    try report.stdoutData.write(to: folder.appendingPathComponent("report.json"))
    let again = try VosimProcess.run(["check", "."], in: folder)
    #expect(again.status == 0)
    #expect(again.stdout == "PASS ./a.json\n1 screen: 1 pass.\n")
  }

  /// `CI=false` (or 0, no, empty) is no CI: recording goes ahead.
  @Test(arguments: ["false", "0", "No", ""])
  func checkRecordRunsWhenCISaysNo(value: String) throws {
    let folder = try screenFolder(["a.json": screen(["Title"])])
    let result = try VosimProcess.run(["check", ".", "--record"], environment: ["CI": value], in: folder)
    #expect(result.status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.txt").path))
  }

  @Test func checkTextRecordingsBesideScreensAreNotScreens() throws {
    let folder = try screenFolder([
      "a.json": screen(["Title"]), "a.txt": "Title.\n", "notes/readme.md": "# notes",
    ])
    let result = try VosimProcess.run(["check", "."], in: folder)
    #expect(result.stdout == "PASS ./a.json\n1 screen: 1 pass.\n")
  }

  @Test func checkJUnitValidatesAsXMLWithOneCasePerScreen() throws {
    let folder = try screenFolder([
      "a.json": screen(["Title"]), "a.txt": "Title.\n", "b.json": screen(["New & <improved>"]),
      "b.txt": "Old.\n",
      "c.json": screen(["C"]),
    ])
    let result = try VosimProcess.run(["check", ".", "--junit", "report.xml"], in: folder)
    #expect(result.status == 1)
    let document = try XMLDocument(contentsOf: folder.appendingPathComponent("report.xml"))
    let suite = try #require(document.rootElement()?.elements(forName: "testsuite").first)
    let cases = suite.elements(forName: "testcase")
    #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["a.json", "b.json", "c.json"])
    #expect(cases.map { $0.elements(forName: "failure").count } == [0, 1, 1])
    #expect(cases[1].elements(forName: "failure").first?.stringValue?.contains("+New & <improved>.") == true)
    #expect(suite.attribute(forName: "failures")?.stringValue == "2")
    // The report left in the folder is not read as a screen next time.
    #expect(try VosimProcess.run(["check", "."], in: folder).status == 1)
    #expect(try VosimProcess.run(["check", "."], in: folder).stderr == "")
  }

  @Test func checkTwoHundredScreensReportInAStableOrder() throws {
    var files: [String: String] = [:]
    for index in 0..<200 {
      let name = String(format: "screens/%03d", index)
      files[name + ".json"] = screen(["Screen \(index)", "OK"])
      files[name + ".txt"] = index % 50 == 7 ? "Changed.\n" : "Screen \(index).\nOK.\n"
    }
    let folder = try screenFolder(files)
    let first = try VosimProcess.run(["check", "screens"], in: folder)
    #expect(first.status == 1)
    let lines = first.stdout.split(separator: "\n").filter {
      $0.hasPrefix("PASS ") || $0.hasPrefix("DIFFERS ")
    }
    let expected = (0..<200).map { index in
      (index % 50 == 7 ? "DIFFERS " : "PASS ") + String(format: "screens/%03d.json", index)
    }
    #expect(lines.map(String.init) == expected)
    #expect(
      first.stdout.hasSuffix(
        "200 screens: 196 pass, 4 differs.\nIf the changes are intended, accept them with: vosim check screens --record\n"
      ))
    let second = try VosimProcess.run(["check", "screens"], in: folder)
    #expect(second.stdout == first.stdout)
  }
}

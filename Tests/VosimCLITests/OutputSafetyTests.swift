import Foundation
import Testing
import VosimTestSupport

/// What `vosim check` and `vosim speak` never do to a user's files: follow links out of the folder
/// given, write through a link, write some recordings and not others, replace a screen or recording
/// with a report, or leave half of a run's outputs.
@Suite("Output safety")
struct OutputSafetyTests {
  static let screen =
    #"{"root": {"subviews": [{"class": "UILabel", "text": "Hello", "frame": [0, 0, 100, 40]}]}}"#

  func folder(_ files: [String: String]) throws -> URL {
    try TestFolder.make("vosim-safety", holding: files)
  }

  func names(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// A recording that links to a secret outside the folder is refused: its text never reaches the diff.
  @Test(arguments: [false, true])
  func checkARecordingLinkedOutsideTheFolderIsRefused(record: Bool) throws {
    let outside = try folder(["secret.txt": "TOKEN=hunter2\n"])
    let screens = try folder(["login.json": Self.screen])
    defer {
      try? FileManager.default.removeItem(at: outside)
      try? FileManager.default.removeItem(at: screens)
    }
    let secret = outside.appendingPathComponent("secret.txt")
    try FileManager.default.createSymbolicLink(
      at: screens.appendingPathComponent("login.txt"), withDestinationURL: secret)
    let run = try VosimProcess.run(["check", "."] + (record ? ["--record", "--force"] : []), in: screens)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(!run.stderr.contains("hunter2"))
    #expect(run.stderr.hasPrefix("./login.txt: error: the recording is a symbolic link to '"))
    #expect(run.stderr.contains("outside '.'; vosim does not follow it"))
    #expect(try String(contentsOf: secret, encoding: .utf8) == "TOKEN=hunter2\n")
  }

  /// A screen found in a folder that links outside it is refused too, and named with every other bad
  /// screen in one run.
  @Test(arguments: ["check", "audit"])
  func aScreenLinkedOutsideTheFolderIsRefused(command: String) throws {
    let outside = try folder(["elsewhere.json": Self.screen])
    let screens = try folder(["bad.json": #"{"root": {"subviews": [{"class": 5}]}}"#])
    defer {
      try? FileManager.default.removeItem(at: outside)
      try? FileManager.default.removeItem(at: screens)
    }
    for name in ["login.json", "signup.json"] {
      try FileManager.default.createSymbolicLink(
        at: screens.appendingPathComponent(name),
        withDestinationURL: outside.appendingPathComponent("elsewhere.json"))
    }
    let run = try VosimProcess.run([command, "."], in: screens)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix("./bad.json:1:") == true)
    #expect(
      lines.dropFirst().map { $0.hasPrefix("./login.json: error: the screen is a symbolic link to '") } == [
        true, false,
      ])
    #expect(lines.last?.hasPrefix("./signup.json: error: the screen is a symbolic link to '") == true)
  }

  /// Captions named through a link to the WAV would overwrite the speech: refused before anything runs.
  @Test func speakRefusesCaptionsLinkedToItsWAV() throws {
    let files = try folder(["screen.json": Self.screen, "speech.wav": "kept"])
    defer { try? FileManager.default.removeItem(at: files) }
    try FileManager.default.createSymbolicLink(
      atPath: files.appendingPathComponent("captions.vtt").path, withDestinationPath: "speech.wav")
    let run = try VosimProcess.run(
      ["speak", "screen.json", "-o", "speech.wav", "--vtt", "captions.vtt"], in: files)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr == "captions.vtt: error: the WAV, captions and timeline must go to different files\n")
    #expect(try String(contentsOf: files.appendingPathComponent("speech.wav"), encoding: .utf8) == "kept")
  }

  /// Two outputs not written yet, one named through a link to their folder, are one file: the
  /// captions would replace the WAV (or the report its audio) while the run said it wrote both.
  @Test func outputsThroughALinkedFolderAreOneFile() throws {
    let files = try folder(["screen.json": Self.screen])
    defer { try? FileManager.default.removeItem(at: files) }
    try FileManager.default.createSymbolicLink(
      atPath: files.appendingPathComponent("here").path, withDestinationPath: ".")
    for (arguments, message) in [
      (
        ["speak", "screen.json", "-o", "a.wav", "--vtt", "here/a.wav"],
        "here/a.wav: error: the WAV, captions and timeline must go to different files"
      ),
      (
        ["report", "screen.json", "-o", "r.html", "--audio-file", "here/r.html"],
        "here/r.html: error: the report and its audio must go to different files"
      ),
    ] {
      let run = try VosimProcess.run(arguments, in: files)
      #expect(run.status == 2)
      #expect(run.stderr == "\(message)\n")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: files.path).sorted() == ["here", "screen.json"])
  }

  /// An output path goes where the system takes it: `..` after a link is the link target's parent
  /// (Foundation's URL took `L/../a.wav` as `./a.wav`), and after a missing folder it is nowhere. An
  /// output that is a folder is named as typed.
  @Test func outputPathsWithDotDotGoWhereTheSystemGoes() throws {
    let files = try folder(["work/screen.json": Self.screen, "real/deep/keep": ""])
    defer { try? FileManager.default.removeItem(at: files) }
    let work = files.appendingPathComponent("work")
    try FileManager.default.createSymbolicLink(
      atPath: work.appendingPathComponent("L").path, withDestinationPath: "../real/deep")
    let spoken = try VosimProcess.run(
      ["speak", "screen.json", "-o", "L/../a.wav", "--vtt", "L/../a.vtt"], in: work)
    #expect(spoken.status == 0, "\(spoken.stderr)")
    let converted = try VosimProcess.run(["convert", "screen.json", "-o", "L/../c.json"], in: work)
    #expect(converted.status == 0, "\(converted.stderr)")
    #expect(try names(files.appendingPathComponent("real")) == ["a.vtt", "a.wav", "c.json", "deep"])
    for (arguments, line) in [
      (
        ["speak", "screen.json", "-o", "nosuch/../b.wav"],
        "nosuch/../b.wav: error: cannot write into 'nosuch': no such folder; nothing was written"
      ),
      (
        ["speak", "screen.json", "-o", "."], ".: error: cannot write '.': it is a folder; nothing was written"
      ),
      (
        ["report", "screen.json", "-o", "..", "--no-audio"],
        "..: error: cannot write '..': it is a folder; nothing was written"
      ),
    ] {
      let run = try VosimProcess.run(arguments, in: work)
      #expect(run.status == 2)
      #expect(run.stderr == line + "\n")
    }
    #expect(try names(work) == ["L", "screen.json"])
  }

  /// A file named by one character (`check b`) is named in an error, not a crash: Foundation's
  /// `deletingLastPathComponent` traps on such a name.
  @Test func aOneCharacterFileNameIsNoCrash() throws {
    let files = try folder(["b": Self.screen, "b.txt": "Hello.\n"])
    defer { try? FileManager.default.removeItem(at: files) }
    let run = try VosimProcess.run(["check", "b"], in: files)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("b: warning: not named as a screen (*.json, *.xml, *.txt); skipped\n"))
    #expect(try VosimProcess.run(["check", "b", "--report", "d"], in: files).status == 2)
  }

  /// The file standard input is redirected from is the screen read: no output may replace it.
  @Test(arguments: [["speak", "-", "-o"], ["report", "-", "-o"], ["convert", "-", "-o"]])
  func anOutputThatIsStandardInputsFileIsRefused(arguments: [String]) throws {
    let files = try folder(["screen.json": Self.screen])
    defer { try? FileManager.default.removeItem(at: files) }
    let command = ([VosimBinary.executable.path] + arguments + ["screen.json"]).map { "'\($0)'" }
    let run = try VosimBinary.run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", command.joined(separator: " ") + " < screen.json"],
      in: files)
    #expect(run.status == 2)
    let read =
      arguments[0] == "convert"
      ? "the dump being read; write the screen file elsewhere" : "the screen being read; write it elsewhere"
    #expect(run.stderr == "screen.json: error: the output would replace \(read)\n")
    #expect(
      try String(contentsOf: files.appendingPathComponent("screen.json"), encoding: .utf8) == Self.screen)
  }

  /// Within the folder a linked recording is read, but --record never writes through it.
  @Test func checkRecordNeverWritesThroughALink() throws {
    let screens = try folder(["login.json": Self.screen, "shared/target.txt": "Hello.\n"])
    defer { try? FileManager.default.removeItem(at: screens) }
    try FileManager.default.createSymbolicLink(
      atPath: screens.appendingPathComponent("login.txt").path, withDestinationPath: "shared/target.txt")
    let checked = try VosimProcess.run(["check", "login.json"], in: screens)
    #expect(checked.status == 0, "\(checked.stderr)")
    try Self.screen.replacingOccurrences(of: "Hello", with: "Goodbye").write(
      to: screens.appendingPathComponent("login.json"), atomically: true, encoding: .utf8)
    let recorded = try VosimProcess.run(["check", "login.json", "--record", "--force"], in: screens)
    #expect(recorded.status == 2)
    #expect(
      recorded.stderr
        == "login.txt: error: is a symbolic link; --record never writes through links (replace it with a plain file)\n"
    )
    let target = screens.appendingPathComponent("shared/target.txt")
    #expect(try String(contentsOf: target, encoding: .utf8) == "Hello.\n")
  }

  /// One bad recording: nothing is recorded, and the error names it.
  @Test(arguments: ["notUTF8", "folder"])
  func checkRecordWithOneBadRecordingWritesNothing(kind: String) throws {
    let screens = try folder(["a.json": Self.screen, "b.json": Self.screen, "c.json": Self.screen])
    defer { try? FileManager.default.removeItem(at: screens) }
    let bad = screens.appendingPathComponent("b.txt")
    if kind == "folder" {
      try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: false)
    } else {
      try Data([0x48, 0xFF, 0xFE, 0x0A]).write(to: bad)
    }
    let run = try VosimProcess.run(["check", ".", "--record", "--force"], in: screens)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix(kind == "folder" ? "./b.txt: error: " : "./b.txt:1:2: error: "))
    #expect(try names(screens) == ["a.json", "b.json", "b.txt", "c.json"])
  }

  /// Recording many screens writes them all, and the report lists each one written.
  @Test func checkRecordWritesEveryRecordingAndSaysWhich() throws {
    let screens = try folder(["a.json": Self.screen, "b.json": Self.screen])
    defer { try? FileManager.default.removeItem(at: screens) }
    let run = try VosimProcess.run(["check", ".", "--record", "--force"], in: screens)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try names(screens) == ["a.json", "a.txt", "b.json", "b.txt"])
    #expect(run.stdout == "RECORDED ./a.txt\nRECORDED ./b.txt\n2 screens: 2 recorded.\n")
  }

  @Test(arguments: ["a.json", "a.txt"])
  func checkAJUnitReportOverAScreenOrARecordingIsRefused(target: String) throws {
    let screens = try folder(["a.json": Self.screen, "a.txt": "Hello.\n"])
    defer { try? FileManager.default.removeItem(at: screens) }
    let run = try VosimProcess.run(["check", ".", "--junit", target], in: screens)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    let what = target == "a.json" ? "the screen './a.json'" : "the recording of './a.json'"
    // A file's problem: one line that names the file.
    #expect(run.stderr == "\(target): error: the JUnit report would replace \(what); write it elsewhere\n")
    #expect(try String(contentsOf: screens.appendingPathComponent("a.json"), encoding: .utf8) == Self.screen)
    #expect(try String(contentsOf: screens.appendingPathComponent("a.txt"), encoding: .utf8) == "Hello.\n")
  }

  /// The comparisons of `--report` never write through a link (a drawing's name linked to the screen
  /// would have replaced it), nor over the JUnit report, nor where the JUnit report is the folder
  /// itself: each is refused, nothing printed and nothing written.
  @Test func checkReportDrawingsReplaceNeitherALinksTargetNorTheJUnitReport() throws {
    let screens = try folder(["a.json": Self.screen, "a.txt": "Bye.\n"])
    defer { try? FileManager.default.removeItem(at: screens) }
    let out = screens.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: out.appendingPathComponent("a.svg").path, withDestinationPath: "../a.json")
    let cases: [([String], String)] = [
      (
        ["check", ".", "--report", "out"],
        "out/a.svg: error: is a symbolic link; --report never writes through links (remove it); nothing was written\n"
      ),
      (
        ["check", ".", "--report", "drawings", "--junit", "drawings/a.svg"],
        "drawings/a.svg: error: the JUnit report would be replaced by the drawing of './a.json'; write it elsewhere\n"
      ),
      (
        ["check", ".", "--report", "both", "--junit", "both", "--record", "--force"],
        "both: error: the JUnit report and the --report folder are one path; write it elsewhere\n"
      ),
    ]
    try FileManager.default.createDirectory(
      at: screens.appendingPathComponent("drawings"), withIntermediateDirectories: false)
    for (arguments, message) in cases {
      let run = try VosimProcess.run(arguments, in: screens)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stdout == "", "\(arguments)")
      #expect(run.stderr == message)
    }
    #expect(try String(contentsOf: screens.appendingPathComponent("a.json"), encoding: .utf8) == Self.screen)
    #expect(try String(contentsOf: screens.appendingPathComponent("a.txt"), encoding: .utf8) == "Bye.\n")
    #expect(try names(screens) == ["a.json", "a.txt", "drawings", "out"])
    #expect(try names(screens.appendingPathComponent("drawings")) == [])
  }

  /// A hard link is the same file under another name: a report over one is refused too.
  @Test func aJUnitReportOrBaselineOverAHardLinkToAScreenIsRefused() throws {
    let screens = try folder(["a.json": Self.screen, "a.txt": "Hello.\n"])
    defer { try? FileManager.default.removeItem(at: screens) }
    try FileManager.default.linkItem(
      at: screens.appendingPathComponent("a.json"), to: screens.appendingPathComponent("hard.json"))
    try FileManager.default.linkItem(
      at: screens.appendingPathComponent("a.txt"), to: screens.appendingPathComponent("hard.xml"))
    for arguments in [
      ["check", "a.json", "--junit", "hard.json"], ["check", "a.json", "--junit", "hard.xml"],
      ["audit", "a.json", "--junit", "hard.json"], ["audit", "a.json", "--write-baseline", "hard.json"],
    ] {
      let run = try VosimProcess.run(arguments, in: screens)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stderr.hasPrefix("\(arguments[3]): error: the "), "\(arguments): \(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1, "\(arguments): \(run.stderr)")
    }
    #expect(try String(contentsOf: screens.appendingPathComponent("a.json"), encoding: .utf8) == Self.screen)
    #expect(try String(contentsOf: screens.appendingPathComponent("a.txt"), encoding: .utf8) == "Hello.\n")
  }

  /// An audit's report or baseline over the settings it reads or a screen's check recording, or a
  /// report over the baseline it matches, would break the next run: refused, the inputs unchanged.
  @Test func anAuditOutputOverItsSettingsOrBaselineIsRefused() throws {
    let settings = #"{"disable": ["no-headings"]}"#
    let baseline = #"{"findings": [], "version": 1}"#
    let screens = try folder([
      "a.json": Self.screen, "a.txt": "Hello.\n", ".vosim-audit.json": settings, "base.json": baseline,
    ])
    defer { try? FileManager.default.removeItem(at: screens) }
    for (arguments, message) in [
      (
        ["audit", "a.json", "--junit", ".vosim-audit.json"],
        ".vosim-audit.json: error: the --junit file would replace the settings file this run reads"
      ),
      (
        ["audit", "a.json", "--write-baseline", "./.vosim-audit.json"],
        "./.vosim-audit.json: error: the --write-baseline file would replace the settings file this run reads"
      ),
      (
        ["audit", "a.json", "--baseline", "base.json", "--junit", "base.json"],
        "base.json: error: the --junit file would replace the baseline 'base.json'"
      ),
      (
        ["audit", "a.json", "--junit", "a.txt"],
        "a.txt: error: the --junit file would replace the recording of 'a.json'"
      ),
      (
        ["audit", "a.json", "--write-baseline", "a.txt"],
        "a.txt: error: the --write-baseline file would replace the recording of 'a.json'"
      ),
    ] {
      let run = try VosimProcess.run(arguments, in: screens)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stderr == "\(message); write it elsewhere\n", "\(arguments): \(run.stderr)")
    }
    #expect(
      try String(contentsOf: screens.appendingPathComponent(".vosim-audit.json"), encoding: .utf8) == settings
    )
    #expect(try String(contentsOf: screens.appendingPathComponent("base.json"), encoding: .utf8) == baseline)
    #expect(try String(contentsOf: screens.appendingPathComponent("a.txt"), encoding: .utf8) == "Hello.\n")
  }

  /// Captions that cannot be written (a full disk): the WAV and the timeline are not written either, and
  /// no summary says the WAV was.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs Linux's /dev/full"))
  func speakAnOutputThatFailsLeavesTheOthersUnwritten() throws {
    let folder = try folder(["screen.json": Self.screen, "old.wav": "old audio"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try VosimProcess.run(
      ["speak", "screen.json", "-o", "old.wav", "--timeline", "timeline.json", "--vtt", "/dev/full"],
      in: folder)
    #expect(run.status == 2)
    #expect(run.stderr.contains("/dev/full"))
    #expect(run.stdout == "")
    #expect(try names(folder) == ["old.wav", "screen.json"])
    #expect(try String(contentsOf: folder.appendingPathComponent("old.wav"), encoding: .utf8) == "old audio")
  }

  /// A JUnit report that cannot be written (a full disk): no recording is written, and the report on
  /// stdout does not say one was.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs Linux's /dev/full"))
  func checkRecordWithAnUnwritableReportSaysNothingWasRecorded() throws {
    let screens = try folder(["a.json": Self.screen])
    defer { try? FileManager.default.removeItem(at: screens) }
    let run = try VosimProcess.run(
      ["check", ".", "--record", "--force", "--junit", "/dev/full"], in: screens)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("/dev/full: error: writing '/dev/full' failed"))
    #expect(try names(screens) == ["a.json"])
  }

  /// An audit whose JUnit report cannot be written prints no report either: a SARIF log on stdout from
  /// a run that failed would be uploaded as a good one.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs Linux's /dev/full"))
  func auditWithAnUnwritableReportPrintsNothing() throws {
    let screens = try folder(["a.json": Self.screen])
    defer { try? FileManager.default.removeItem(at: screens) }
    for format in ["text", "json", "sarif"] {
      let run = try VosimProcess.run(
        ["audit", "a.json", "--format", format, "--junit", "/dev/full", "--write-baseline", "b.json"],
        in: screens)
      #expect(run.status == 2)
      #expect(run.stdout == "", "\(format)")
      #expect(run.stderr.hasPrefix("/dev/full: error: writing '/dev/full' failed"))
      #expect(try names(screens) == ["a.json"])
    }
  }

  /// Interrupted at any moment, `check --record` ends with all of its recordings or none, and no
  /// temporary file. Where the signal lands differs from run to run; what is asserted holds for all.
  @Test(arguments: [SIGINT, SIGTERM])
  func checkAnInterruptedRecordLeavesAllOrNothing(signal number: Int32) throws {
    var files: [String: String] = [:]
    for index in 0..<40 { files["s\(index).json"] = Self.screen }
    for round in 0..<6 {
      let screens = try folder(files)
      defer { try? FileManager.default.removeItem(at: screens) }
      let child = try VosimBinary.start(["check", ".", "--record", "--force"], in: screens)
      usleep(UInt32(round) * 15_000)
      child.send(number)
      let end = child.wait()
      let names = try names(screens)
      let recordings = names.filter { $0.hasSuffix(".txt") }
      #expect(!names.contains { $0.hasSuffix(".tmp") }, "round \(round): \(names)")
      #expect(recordings.isEmpty || recordings.count == 40, "round \(round): \(recordings.count) recordings")
      if end.crashed {
        // The signal came before vosim's handler was in place or after it was gone (the commit done):
        // the default action ended it, which a shell reports as 128 + the signal too.
        #expect(end.status == number, "round \(round): \(end)")
      } else {
        #expect([0, 128 + number].contains(end.status), "round \(round): \(end)")
      }
      if end.status == 128 + number, !recordings.isEmpty {
        // Interrupted after the commit: everything was written.
        #expect(recordings.count == 40)
      }
    }
  }
}

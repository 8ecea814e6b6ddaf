import Foundation
import Testing
import VosimTestSupport

/// The tmux program on the PATH, if there is one.
enum Tmux {
  static let program: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()
}

/// `vosim explore` in a real terminal: a detached tmux session of 80x24 runs it; keys go in with
/// send-keys and the screen comes back with capture-pane. Each test has its own tmux server (its own
/// socket), killed at the end.
@Suite(
  "vosim explore", .enabled(if: Tmux.program != nil, "tmux is not installed: the explorer is tested in tmux"))
struct ExploreTerminalTests {
  /// One tmux server running `vosim explore` through a shell that records the terminal's settings
  /// before and after, and the exit status.
  final class Session {
    let socket = "vosim-explore-\(UUID().uuidString)"
    let folder: URL

    /// `standardErrorFile`: standard error goes to this file in the folder, not the terminal.
    /// `jobControl`: run from an interactive bash, whose `bg` and `fg` move it between the background
    /// and the foreground.
    init(
      _ arguments: [String], columns: Int = 80, rows: Int = 24, files: [String: String] = [:],
      standardErrorFile: String? = nil, jobControl: Bool = false, environment: [String: String] = [:]
    ) throws {
      folder = try TestFolder.make("vosim-explore")
      for (name, text) in files {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
      let arguments = arguments.map { $0.replacingOccurrences(of: "$FOLDER", with: folder.path) }
      let quoted =
        environment.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)' " }.joined()
        + ([VosimBinary.executable.path, "explore"] + arguments).map { "'\($0)'" }.joined(separator: " ")
        + (standardErrorFile.map { " 2> '\(folder.path)/\($0)'" } ?? "")
      let script =
        "cd '\(VosimBinary.repository.path)'; stty -g > '\(folder.path)/before'; \(quoted); "
        + "echo $? > '\(folder.path)/status.tmp'; stty -g > '\(folder.path)/after'; "
        + "mv '\(folder.path)/status.tmp' '\(folder.path)/status'"
      let size = ["-x", "\(columns)", "-y", "\(rows)"]
      if jobControl {
        // Only the explorer: the rest of the list would run when it stops. The test asks for its status
        // (`fg`'s) and the settings once it is back at the prompt.
        try tmux(["-f", "/dev/null", "new-session", "-d"] + size + ["bash", "--norc", "--noprofile", "-i"])
        try tmux([
          "send-keys", "-l",
          "cd '\(VosimBinary.repository.path)'; stty -g > '\(folder.path)/before'; \(quoted)",
        ])
        try tmux(["send-keys", "Enter"])
      } else {
        try tmux(
          ["-f", "/dev/null", "new-session", "-d"] + size + ["sh", "-c", script + "; exec sleep 120"])
      }
    }

    /// The explorer's process number: the child of the pane's shell.
    func explorerProcess() throws -> String? {
      let shell = pane("pane_pid")
      return try FileManager.default.contentsOfDirectory(atPath: "/proc").first {
        processStat($0, 1) == shell
      }
    }

    /// A value of the pane tmux keeps (`alternate_on`, `cursor_flag`, `pane_tty`).
    func pane(_ flag: String) -> String {
      ((try? tmux(["display", "-p", "#{\(flag)}"])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit {
      _ = try? tmux(["kill-server"])
      try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
      let run = try VosimBinary.run(executable: Tmux.program!, ["-L", socket] + arguments)
      return run.stdout
    }

    func keys(_ keys: String...) throws { try self.keys(keys) }
    func keys(_ keys: [String]) throws { try tmux(["send-keys"] + keys) }

    var screen: String { (try? tmux(["capture-pane", "-p"])) ?? "" }

    /// The screen once it shows `text` (waiting for the program to draw, up to five minutes: a readiness
    /// wait, not a speed check); the last screen seen otherwise.
    func screen(showing text: String) -> String {
      let deadline = Date(timeIntervalSinceNow: 300)
      var last = ""
      while Date() < deadline {
        last = screen
        if last.contains(text) { return last }
        usleep(50_000)
      }
      return last
    }

    /// The exit status once the program ended, and whether the terminal's settings are as before.
    func ended() -> (status: String?, restored: Bool) {
      let status = folder.appendingPathComponent("status")
      waitWhile { !FileManager.default.fileExists(atPath: status.path) }
      let read = { (name: String) in
        try? String(contentsOf: self.folder.appendingPathComponent(name), encoding: .utf8)
      }
      return (
        read("status")?.trimmingCharacters(in: .whitespacesAndNewlines),
        read("before") != nil && read("before") == read("after")
      )
    }
  }

  @Test func keysNavigateAndQRestoresTheTerminal() throws {
    let session = try Session(["Samples/settings.json", "--silent"])
    let first = session.screen(showing: "speech: off")
    #expect(first.contains("vosim explore  settings.json  11 elements  rotor: none  speech: off (--silent)"))
    #expect(first.contains(">  1 Settings. Heading."))
    #expect(first.split(separator: "\n").allSatisfy { $0.count <= 80 })

    try session.keys("Right", "Right")
    let moved = session.screen(showing: ">  3 Airplane Mode.")
    #expect(moved.contains(">  3 Airplane Mode. Switch Button. Off. Double tap to toggle setting."))
    #expect(moved.contains("| Connections. Heading."))

    try session.keys("Enter")
    let activated = session.screen(showing: ">  3 Airplane Mode. Switch Button. On.")
    #expect(activated.contains("| On."))

    // The rotor's first items are Characters and Words, offered on every screen (facts F20).
    try session.keys("r", "r", "r")
    #expect(session.screen(showing: "rotor: Headings").contains("| Headings."))
    try session.keys("Down")
    #expect(session.screen(showing: ">  6 Profile. Heading.").contains(">  6 Profile. Heading."))

    try session.keys("t", "1", "0", "0", ",", "4", "0", "0")
    #expect(session.screen(showing: "touch at x,y (points): 100,400_").contains("Enter touches"))
    try session.keys("Enter")
    // The help line comes back only once the touch prompt is gone: waiting for the header, which the
    // prompt's screen shows too, could read that screen under load.
    let touched = session.screen(showing: "<-/-> previous/next")
    #expect(touched.contains("rotor: Headings"))

    try session.keys("G")
    #expect(session.screen(showing: "> 11 Save. Dimmed. Button.").contains("> 11 Save. Dimmed. Button."))

    try session.keys("q")
    let end = session.ended()
    #expect(end.status == "0")
    #expect(end.restored)
  }

  /// What the input warns about is written to standard error, as navigate writes it, before the
  /// explorer takes the terminal.
  @Test func inputWarningsAreWritten() throws {
    let session = try Session(
      ["$FOLDER/screen.json", "--silent"],
      files: ["screen.json": #"{"root": {"accessibilityLabel": "Hi", "stepSize": 2}}"#],
      standardErrorFile: "stderr")
    _ = session.screen(showing: "speech: off")
    try session.keys("q")
    #expect(session.ended().status == "0")
    let written = try String(contentsOf: session.folder.appendingPathComponent("stderr"), encoding: .utf8)
    #expect(written.contains("screen.json:1:39: warning: unknown key 'stepSize'"))
  }

  @Test func theMapCursorTouchesWhereItIs() throws {
    let session = try Session(["Samples/settings.json", "--silent"])
    _ = session.screen(showing: "speech: off")
    try session.keys("m")
    let map = session.screen(showing: "map: arrows move +")
    #expect(map.contains("|+"))
    #expect(map.contains("Enter touches at (8, 70)"))
    // On a cell that draws an element, Enter touches that element's centre: the cell's own centre
    // (203, 70) is off the heading, and (203, 633) below Save.
    for _ in 0..<12 { try session.keys("Right") }
    #expect(session.screen(showing: "Enter touches at (195, 69)").contains("Enter touches at (195, 69)"))
    try session.keys("Enter")
    let touched = session.screen(showing: ">  1 Settings")
    #expect(touched.contains("| Settings. Heading."))
    try session.keys("Down", "Down", "Down", "Down")
    _ = session.screen(showing: "Enter touches at (195, 605)")
    try session.keys("Enter")
    #expect(session.screen(showing: "> 11 Save").contains("| Save. Dimmed. Button."))
    try session.keys("Escape")
    #expect(session.screen(showing: "m map  q quit").contains("m map  q quit"))
    try session.keys("q")
    #expect(session.ended().status == "0")
  }

  /// An element wholly off the device has no cell on the map; one partly on it is drawn where it shows,
  /// its centre off the device or not.
  @Test func theMapDrawsOnlyElementsOnTheDevice() throws {
    let screen =
      #"{"device":{"width":390,"height":844},"root":{"subviews":["#
      + #"{"class":"UILabel","text":"Left","frame":[-300,0,100,40]},"#
      + #"{"class":"UILabel","text":"Below","frame":[100,2000,100,40]},"#
      + #"{"class":"UILabel","text":"Partly","frame":[-100,300,150,100]},"#
      + #"{"class":"UILabel","text":"On","frame":[145,500,100,40]}]}}"#
    let session = try Session(["$FOLDER/off.json", "--silent"], files: ["off.json": screen])
    // The keys' line is drawn last: the map above it is complete.
    let shown = session.screen(showing: "m map  q quit")
    let map = shown.split(separator: "\n").filter { $0.hasPrefix("|") }.map { $0.prefix(26) }
    #expect(map.count == 6)
    #expect(map.map { $0.filter { $0 == "o" || $0 == "@" }.count }.reduce(0, +) == 2)
    // Partly's part on the device, 0 to 50 wide, centred at 25 of 390: the second of 24 columns.
    #expect(Array(map[2].dropFirst()).prefix(3) == [".", "o", "."], "\(map)")
    try session.keys("q")
    #expect(session.ended().status == "0")
  }

  /// A device of no width shows nothing on its map: every element is wholly off it, the focus too.
  @Test func aDeviceOfNoWidthDrawsNothing() throws {
    let screen =
      #"{"device":{"width":0,"height":844},"root":{"subviews":["#
      + #"{"class":"UIButton","title":"A","frame":[0,0,100,44]},"#
      + #"{"class":"UIButton","title":"B","frame":[0,400,100,44]}]}}"#
    let session = try Session(["$FOLDER/zero.json", "--silent"], files: ["zero.json": screen])
    let shown = session.screen(showing: "m map  q quit")
    let map = shown.split(separator: "\n").filter { $0.hasPrefix("|") }.map { $0.prefix(26) }
    #expect(map.count == 6)
    #expect(map.allSatisfy { !$0.contains("o") && !$0.contains("@") }, "\(map)")
    try session.keys("q")
    #expect(session.ended().status == "0")
  }

  /// An element a touch at its centre does not reach (under an earlier element in tree order, or of
  /// zero width) is not drawn: every `o` is one Enter reaches.
  @Test func theMapDrawsOnlyElementsATouchReaches() throws {
    let screen =
      #"{"root":{"frame":[0,0,390,844],"subviews":["#
      + #"{"isAccessibilityElement":true,"accessibilityLabel":"Big","frame":[0,0,390,300]},"#
      + #"{"class":"UIButton","title":"Small","frame":[150,100,100,60]},"#
      + #"{"class":"UIButton","title":"Thin","frame":[100,600,0,40]}]}}"#
    let session = try Session(["$FOLDER/covered.json", "--silent"], files: ["covered.json": screen])
    let shown = session.screen(showing: "m map  q quit")
    let map = shown.split(separator: "\n").filter { $0.hasPrefix("|") }.map { $0.prefix(26) }
    // Big is focused (`@`); Small, under it, and Thin, of no width, get no `o`.
    #expect(map.map { $0.filter { $0 == "o" || $0 == "@" }.count }.reduce(0, +) == 1)
    try session.keys("q")
    #expect(session.ended().status == "0")
  }

  /// Keys that arrive faster than one read (a held arrow, a paste) are all taken, even when a read
  /// ends inside an arrow's escape sequence; Esc alone still leaves the map.
  @Test func aBurstOfArrowsLosesNoKey() throws {
    let buttons = (1...60).map {
      #"{"class":"UIButton","title":"Item \#($0)","frame":[16,\#(10 + $0 * 13),200,12]}"#
    }
    let screen = #"{"root":{"frame":[0,0,390,844],"subviews":["# + buttons.joined(separator: ",") + "]}}"
    let session = try Session(["$FOLDER/many.json", "--silent"], files: ["many.json": screen])
    _ = session.screen(showing: "speech: off")
    try session.keys(Array(repeating: "Right", count: 40))
    #expect(session.screen(showing: "> 41 Item 41.").contains("> 41 Item 41. Button."))
    try session.keys("m")
    _ = session.screen(showing: "map: arrows move +")
    try session.keys(Array(repeating: "Down", count: 30))
    let map = session.screen(showing: "Enter touches at (8, 774)")
    #expect(map.contains("m or Esc leaves the map"))
    try session.keys("Escape")
    #expect(session.screen(showing: "m map  q quit").contains("> 41 Item 41."))
    try session.keys("q")
    #expect(session.ended().status == "0")
  }

  /// A modified key's control sequence (Ctrl-Left `ESC [ 1 ; 5 D`, End, Shift-F3 `ESC [ 1 ; 2 R`) is
  /// one key the explorer skips whole: its tail is neither typed into the touch prompt nor read as
  /// `R` (rotor back) or `q`.
  @Test func controlSequencesAreSkippedWhole() throws {
    let session = try Session(["Samples/settings.json", "--silent"])
    _ = session.screen(showing: "speech: off")
    try session.keys("-l", "\u{1B}[1;2R\u{1B}[1;2q")
    try session.keys("t", "2", "0", "0", ",", "6", "0", "0")
    try session.keys("C-Left", "End", "Delete", "S-Right")
    try session.keys("-l", "7")
    #expect(session.screen(showing: "(points): 200,6007_").contains("touch at x,y (points): 200,6007_"))
    try session.keys("Escape")
    let main = session.screen(showing: "m map  q quit")
    #expect(main.contains("rotor: none"))
    try session.keys("q")
    #expect(session.ended().status == "0")
  }

  /// A terminal smaller than the layout gets it cropped, never wrapped or scrolled; a resize redraws at
  /// once, without waiting for a key.
  @Test func resizingRedrawsAndSmallTerminalsCrop() throws {
    let session = try Session(["Samples/settings.json", "--silent"], columns: 30, rows: 12)
    let small = session.screen(showing: "-- map -------------------")
    let lines = small.split(separator: "\n", omittingEmptySubsequences: false).prefix(12)
    // The 40-column layout's title keeps the rotor: the program's name and the speech status go.
    #expect(lines.first?.hasPrefix("settings.json  11 elements  ro") == true)
    #expect(lines.contains { $0.hasPrefix(">  1 Settings. Heading.") })
    #expect(lines.allSatisfy { $0.count <= 30 })
    try session.tmux(["resize-window", "-x", "100", "-y", "30"])
    let large = session.screen(showing: "11 elements  rotor: none")
    #expect(large.contains("   3 Airplane Mode. Switch Button. Off. Double tap to toggle setting."))
    try session.keys("q")
    #expect(session.ended().status == "0")
  }

  /// The bottom row filling the width keeps its last column: the rows below the drawing are erased
  /// from their own start, not from the cursor left on that column.
  @Test func aFullBottomRowKeepsItsLastColumn() throws {
    let session = try Session(["Samples/settings.json", "--silent"], columns: 72, rows: 24)
    let screen = session.screen(showing: "q qui")
    let bottom = screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(24).last
    #expect(bottom == "a read all  h read from here  Enter activate  t touch x,y  m map  q quit")
    try session.keys("q")
    #expect(session.ended().status == "0")
  }

  /// `vosim explore` on a screen of one label: the session and its first screen's lines, whose title
  /// and rule stay on the first two rows whatever the label's width (nothing wraps or scrolls).
  private func exploreOneLabel(_ label: String, file: String) throws -> (Session, [Substring]) {
    let screen =
      #"{"root":{"frame":[0,0,390,844],"subviews":[{"class":"UILabel","frame":[16,100,358,20],"text":"\#(label)"}]}}"#
    let session = try Session(["$FOLDER/\(file)", "--silent"], files: [file: screen])
    let shown = session.screen(showing: "speech: off")
    let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.first?.hasPrefix("vosim explore  \(file)  1 element  rotor") == true || file.count > 20,
      "\(shown)")
    #expect(lines.count >= 2 && lines[1].allSatisfy { $0 == "-" })
    return (session, lines)
  }

  /// A long file name is shortened so that the rotor's item stays in the title at 80 columns.
  @Test func aLongFileNameLeavesTheRotorInTheTitle() throws {
    let file = "idb_describe_all_flat_ios18_springboard_home_screen.json"
    let (session, lines) = try exploreOneLabel("Hello", file: file)
    #expect(
      lines.first
        == "vosim explore  idb_describe_a...  1 element  rotor: none  speech: off (--silent)")
    try session.keys("r")
    #expect(
      session.screen(showing: "rotor: Characters  speech: off (--silent)").contains("rotor: Characters"))
    try session.keys("q")
    #expect(session.ended().status == "0")
  }

  /// A file name that leaves a right-to-left override open has it closed in the title, and a soft
  /// hyphen takes the column a terminal draws it in: the line ends at the edge, not past it.
  @Test func theTitleClosesAnOverrideAndASoftHyphenTakesAColumn() throws {
    let label = Array(repeating: "Daten\u{AD}schutz\u{AD}ein\u{AD}stel\u{AD}lun\u{AD}gen", count: 12)
      .joined(separator: " ")
    let (session, lines) = try exploreOneLabel(label, file: "right-to-left\u{202E}name.json")
    let title = try #require(lines.first)
    let override = try #require(title.firstIndex(of: "\u{202E}"))
    #expect(title[override...].contains("\u{202C}"), "\(title)")
    // The spoken panel wraps its words within the 80 columns: no row is cut at the terminal's edge.
    let panel = lines.filter { $0.hasPrefix("|") && $0.contains("Daten") }
    #expect(!panel.isEmpty && panel.allSatisfy { $0.hasSuffix("gen") || $0.hasSuffix("gen.") }, "\(panel)")
    try session.keys("q")
    #expect(session.ended().status == "0")
  }

  /// Wide characters take two columns: a CJK label is cut at the terminal's edge.
  @Test func wideCharactersAreCutByColumns() throws {
    let label = String(repeating: "全角文字がたくさんあります。", count: 4)
    let (session, lines) = try exploreOneLabel(label, file: "設定.json")
    let focused = try #require(lines.first { $0.hasPrefix("> 1 ") })
    // 4 columns of "> 1 " and 38 two-column characters fill 80 columns.
    #expect(focused == "> 1 " + label.prefix(38))
    try session.keys("q")
    #expect(session.ended().status == "0")
  }

  /// tmux draws an emoji's skin tone as a wide character of its own, wider than vosim counts the
  /// emoji: with automatic wrap off, the line is cut at the edge and the title stays.
  @Test func aCharacterWiderThanCountedDoesNotScrollTheScreen() throws {
    let (session, _) = try exploreOneLabel(String(repeating: "👍🏽", count: 45), file: "thumbs.json")
    try session.keys("q")
    #expect(session.ended().status == "0")
  }

  @Test func ctrlCQuitsAndRestoresTheTerminal() throws {
    let session = try Session(["Samples/tab-bar.json"])
    // The sound device is looked for while the screen is up: its status once the look is over.
    var first = session.screen(showing: "vosim explore")
    while first.contains("speech: starting") { first = session.screen }
    if first.contains("speech: none") {
      // No sound device here: said once, then silence.
      #expect(first.components(separatedBy: "no sound device").count == 2)
    } else {
      #expect(first.contains("speech: on"))
    }
    try session.keys("C-c")
    let end = session.ended()
    #expect(end.status == "130")
    #expect(end.restored)
  }

  /// A sound server that accepts and never answers holds the look for a sound device for a minute: the
  /// explorer draws and takes keys meanwhile.
  @Test func aSoundServerThatNeverAnswersHoldsNothingUp() throws {
    #if os(Linux)
      let server = try SilentSoundServer()
      let session = try Session(
        ["Samples/settings.json"], environment: ["XDG_RUNTIME_DIR": server.runtimeFolder])
      #expect(session.screen(showing: "speech: starting").contains("speech: starting"))
      try session.keys("Right")
      #expect(session.screen(showing: ">  2 Connections").contains(">  2 Connections"))
      try session.keys("q")
      #expect(session.ended().status == "0")
    #endif
  }

  /// Ctrl-Z hands the terminal back while the explorer is stopped; continued (as `fg` does), it takes
  /// the terminal again, redraws and reads keys.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "reads /proc"))
  func ctrlZStopsWithTheTerminalPutBack() throws {
    let session = try Session(["Samples/settings.json", "--silent"])
    _ = session.screen(showing: "speech: off")
    let tty = session.pane("pane_tty")
    let explorer = try #require(try session.explorerProcess())
    try session.keys("C-z")
    waitWhile { processStat(explorer, 0) != "T" }
    #expect(processStat(explorer, 0) == "T")
    // Stopped: the terminal's settings are the shell's again.
    let stopped = try VosimBinary.run(executable: URL(fileURLWithPath: "/bin/stty"), ["-g", "-F", tty])
    let before = try String(contentsOf: session.folder.appendingPathComponent("before"), encoding: .utf8)
    #expect(stopped.stdout == before)
    kill(pid_t(explorer)!, SIGCONT)
    // Keys only once it has redrawn: taking the terminal again discards what was typed before.
    _ = session.screen(showing: "speech: off")
    try session.keys("Right")
    #expect(session.screen(showing: ">  2 Connections.").contains(">  2 Connections."))
    try session.keys("q")
    let end = session.ended()
    #expect(end.status == "0")
    #expect(end.restored)
  }

  /// Stopped and continued in the background (`bg`), the explorer leaves the terminal to the shell: it
  /// stops again at its next read, as a background job does, and takes the terminal only once `fg`
  /// brings it to the foreground.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "reads /proc"))
  func continuedInTheBackgroundItLeavesTheTerminalToTheShell() throws {
    let session = try Session(["Samples/settings.json", "--silent"], jobControl: true)
    _ = session.screen(showing: "speech: off")
    let tty = session.pane("pane_tty")
    let explorer = try #require(try session.explorerProcess())
    try session.keys("C-z")
    waitWhile { processStat(explorer, 0) != "T" }
    try session.tmux(["send-keys", "-l", "bg"])
    try session.keys("Enter")
    // Once the shell says it continued the job (`[1]+ … &`), the explorer stops again at once.
    func continued() -> Bool {
      let screen = session.screen
      return screen.range(of: " bg\n", options: .backwards).map { screen[$0.upperBound...].contains("&") }
        ?? false
    }
    waitWhile { !continued() }
    waitWhile { processStat(explorer, 0) != "T" }
    // Nothing drawn: neither on the alternate screen nor over the shell's.
    #expect(session.pane("alternate_on") == "0" && session.pane("cursor_flag") == "1")
    #expect(!session.screen.contains("previous/next"))
    // The shell's line editing keeps signals on; the explorer's raw mode turns them off.
    let settings = try VosimBinary.run(executable: URL(fileURLWithPath: "/bin/stty"), ["-a", "-F", tty])
    #expect(settings.stdout.split(whereSeparator: \.isWhitespace).contains("isig"), "\(settings.stdout)")
    try session.tmux(["send-keys", "-l", "fg"])
    try session.keys("Enter")
    _ = session.screen(showing: "speech: off")
    try session.keys("Right")
    #expect(session.screen(showing: ">  2 Connections.").contains(">  2 Connections."))
    try session.keys("q")
    // Typed only once the explorer is gone: its last act restores the terminal and drops pending input,
    // which would take the shell's command with it on a slow machine.
    waitWhile { processStat(explorer, 0).map { $0 != "Z" } ?? false }
    // `fg`'s status is the explorer's; the settings are the shell's from before it.
    try session.tmux([
      "send-keys", "-l",
      "echo $? > '\(session.folder.path)/status.tmp'; stty -g > '\(session.folder.path)/after'; mv '\(session.folder.path)/status.tmp' '\(session.folder.path)/status'",
    ])
    try session.keys("Enter")
    let end = session.ended()
    #expect(end.status == "0")
    #expect(end.restored)
  }

  /// Stopped by a SIGSTOP from outside, which no program can catch (so the terminal was not handed
  /// back), then continued in the background: it hands the terminal back and stops again, drawing
  /// nothing over the shell.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "reads /proc"))
  func stoppedFromOutsideAndContinuedInTheBackgroundItHandsTheTerminalBack() throws {
    let session = try Session(["Samples/settings.json", "--silent"], jobControl: true)
    _ = session.screen(showing: "speech: off")
    let explorer = try #require(try session.explorerProcess())
    kill(pid_t(explorer)!, SIGSTOP)
    waitWhile { processStat(explorer, 0) != "T" }
    try session.tmux(["send-keys", "-l", "bg"])
    try session.keys("Enter")
    // Back on the shell's screen once the explorer has handed it back; stopped again.
    waitWhile { session.pane("alternate_on") != "0" }
    waitWhile { processStat(explorer, 0) != "T" }
    #expect(session.pane("alternate_on") == "0")
    #expect(processStat(explorer, 0) == "T")
    try session.tmux(["send-keys", "-l", "fg"])
    try session.keys("Enter")
    _ = session.screen(showing: "speech: off")
    try session.keys("q")
    waitWhile { processStat(explorer, 0).map { $0 != "Z" } ?? false }
  }

  /// Stopped by Ctrl-Z, then its terminal closed (the window shut with the job stopped): the hang-up
  /// and the shell's continue end it, as they end any program, instead of leaving it stopped forever
  /// with no terminal.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "reads /proc"))
  func aStoppedExplorerEndsWhenItsTerminalCloses() throws {
    let session = try Session(["Samples/settings.json", "--silent"], jobControl: true)
    _ = session.screen(showing: "speech: off")
    let explorer = try #require(try session.explorerProcess())
    try session.keys("C-z")
    waitWhile { processStat(explorer, 0) != "T" }
    try session.tmux(["kill-server"])
    // Gone, or a zombie until its parent, itself hung up, is gone too.
    waitWhile { processStat(explorer, 0).map { $0 != "Z" } ?? false }
    #expect(processStat(explorer, 0).map { $0 == "Z" } ?? true)
  }

  /// Ctrl-D, the end of input, leaves as q does.
  @Test func ctrlDQuitsLikeQ() throws {
    let session = try Session(["Samples/settings.json", "--silent"])
    _ = session.screen(showing: "speech: off")
    try session.keys("C-d")
    let end = session.ended()
    #expect(end.status == "0")
    #expect(end.restored)
  }
}

/// A field of /proc/PID/stat after the command's name: 0 the state, 1 the parent.
/// Polls until `condition` no longer holds, or five minutes have passed (a loaded machine is slow, never
/// that slow).
private func waitWhile(_ condition: () -> Bool) {
  let deadline = Date(timeIntervalSinceNow: 300)
  while condition(), Date() < deadline { usleep(50_000) }
}

private func processStat(_ pid: String, _ field: Int) -> String? {
  guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = text.lastIndex(of: ")")
  else { return nil }
  let fields = text[text.index(after: close)...].split(separator: " ")
  return fields.count > field ? String(fields[field]) : nil
}

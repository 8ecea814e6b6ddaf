import Foundation
import VosimModel
import VosimNavigation
import VosimUtterance

/// `vosim explore`: move through a screen in the terminal as a VoiceOver user does, hearing it live.
struct Explore: Command {
  static let configuration = CommandConfiguration(
    name: "explore",
    abstract: "Explore a screen in the terminal with VoiceOver's gestures, spoken live.",
    discussion: """
      Lists the screen's elements in reading order with the focus marked, the rotor's item, a small map \
      of the screen and what VoiceOver said. Keys: left/right arrows (or p/n) previous/next; up/down the \
      rotor's previous/next item (an adjustment on Adjust value); r/R turn the rotor; g/G first/last; a \
      read all; h read from here; Enter or space activate (double tap); t touch at a typed point x,y; m a \
      map cursor moved by the arrows, Enter touching under it; q or Ctrl-D quit, Ctrl-C too (exit \
      status 130). Each utterance is spoken through espeak-ng when a sound device exists (without one \
      vosim says so once and goes on silently). Drawn for a terminal of 80x24 or more (a smaller one \
      crops the lines); the terminal is restored on every way out.
      """,
    arguments: [ArgumentSpec(name: "file", help: "A screen file or dump.")],
    options: [OptionSpec(name: "silent", help: "Never speak; only print.")]
      + Navigator.Configuration.optionSpecs
      + ScreenInputOptions.optionSpecs,
    examples: [
      ("vosim explore Samples/settings.json", "Explore a Sample, hearing it when there is a sound device."),
      ("vosim explore page-source.xml --silent", "Explore an Appium page source without speech."),
    ]
  )

  var file: String
  var silent: Bool
  var navigation: Navigator.Configuration
  var input: ScreenInputOptions
  var environment: [String: String]

  init(arguments: ParsedArguments) throws {
    let file = try arguments.onlyPositional("<file>")
    guard file != "-" else {
      throw UsageError("explore reads its keys from the terminal; give the screen as a file, not '-'")
    }
    self.file = file
    silent = arguments.flag("silent")
    navigation = Navigator.Configuration(arguments: arguments)
    input = try ScreenInputOptions(arguments: arguments)
    environment = ProcessInfo.processInfo.environment
  }

  func validate() throws {
    guard TerminalSession.isAvailable else {
      throw UsageError(
        "explore needs a terminal on standard input and output; 'vosim navigate' runs gestures in scripts")
    }
    guard environment["TERM"] != "dumb" else {
      throw UsageError(
        "explore draws with cursor movement, which TERM=dumb does not have; 'vosim navigate' prints the same")
    }
  }

  func run() throws -> ExitStatus {
    var (loaded, navigator) = try Navigate.navigator(on: file, options: input, configuration: navigation)
    // Before the terminal is taken over: they stay above the explorer's screen once it closes.
    Navigate.writeWarnings(loaded, navigator)
    var speaker: LiveSpeaker?
    var probe =
      silent ? nil : LiveSpeaker.Probe(language: loaded.screen.language, speaksHints: navigation.speaksHints)
    let first = navigator.perform(.screenChanged(identifier: nil))
    var explorer = Explorer(
      navigator: navigator, title: URL(fileURLWithPath: loaded.displayPath).lastPathComponent,
      device: loaded.screen.device, speechStatus: silent ? "off (--silent)" : "starting")
    explorer.record(first)
    var moved = false
    /// Takes the sound device once the probe has found it, or not: said once, then silence.
    func takeProbe() -> Bool {
      guard let result = probe?.result else { return false }
      probe = nil
      speaker = result.speaker
      explorer.speechStatus = speaker == nil ? "none" : "on"
      if result.noDevice != nil { explorer.note("no sound device: going on silently") }
      // The first focus is spoken if it is still where the user is.
      if !moved { speaker?.speak(first.spoken) }
      return true
    }
    _ = takeProbe()

    let terminal = try TerminalSession()
    defer { terminal.restore() }
    func draw() {
      let size = terminal.size
      let lines = explorer.render(columns: size.columns, rows: size.rows)
      // A line filling the width leaves the cursor on its last column, which an erase would clear:
      // the rows below the drawing are erased from the start of the first of them.
      terminal.write(
        "\u{1B}[H"
          + lines.map { TextColumns.width(of: $0) < size.columns ? $0 + "\u{1B}[K" : $0 }.joined(
            separator: "\r\n")
          + (lines.count < size.rows ? "\u{1B}[\(lines.count + 1);1H\u{1B}[J" : ""))
    }
    draw()
    // Bytes that begin a key whose rest has not arrived; an Esc alone is a key once nothing follows it
    // within 50 ms.
    var pending: [UInt8] = []
    reading: while explorer.exitStatus == nil {
      var bytes: [UInt8]
      // While the sound device is looked for, the keys are read in tenths of a second between looks.
      let wait = pending.isEmpty ? (probe == nil ? nil : 0.1) : 0.05
      let read = terminal.next(timeout: wait)
      if takeProbe() { draw() }
      switch read {
      case .bytes(let read):
        bytes = pending + read
        pending = Array(bytes.suffix(ExplorerKey.incompleteTail(bytes)))
        bytes.removeLast(pending.count)
      case .timedOut:
        if pending.isEmpty { continue reading }
        (bytes, pending) = (pending, [])
      case .resized:
        draw()
        continue reading
      case .end:
        break reading
      }
      for key in ExplorerKey.parse(bytes) {
        // Ctrl-Z arrives as a key (signals are off in raw mode): the shell gets the terminal back.
        if key == .suspend {
          terminal.suspend()
          continue
        }
        let steps = explorer.handle(key)
        if !steps.isEmpty { moved = true }
        for step in steps { speaker?.speak(step.spoken) }
        if explorer.exitStatus != nil { break }
      }
      draw()
    }
    terminal.restore()
    return explorer.exitStatus == 130 ? .interrupted : .success
  }
}

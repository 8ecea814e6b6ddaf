import Foundation
import VosimAudit
import VosimCheck
import VosimFileOutput
import VosimImport
import VosimModel
import VosimUtterance

/// `vosim check`: compares each screen's transcript with the recording beside it, for CI.
struct Check: Command {
  static let configuration = CommandConfiguration(
    name: "check",
    abstract: "Compare screens' transcripts with their recordings; fail when what VoiceOver says changed.",
    discussion: """
      Each screen NAME.json (or a NAME.xml / NAME.txt dump) is compared with the transcript recorded \
      beside it, NAME.txt (NAME.transcript.txt for a .txt dump), which is exactly what 'vosim transcript' \
      prints. A difference is told in the user's terms (an element appeared, disappeared, moved from \
      position 3 to 7, or was reworded, with the changed words marked) and then as a line diff. Folders \
      are searched recursively, leaving out hidden ones (.build, .git); a .txt beside a screen of the same name is its recording, not a screen, \
      and a .txt that is neither a recording nor a debugDescription dump is skipped with a warning \
      (unless a NAME.transcript.txt beside it makes it a screen, whose error fails the run). \
      Named files (a shell glob, Screens/*) follow the same names: a recording stands for its screen, \
      and a file that is not .json, .xml or .txt is skipped with a warning. \
      Exit status: 0 all match, 1 a screen differs or has no recording, 2 bad input (an unreadable \
      screen or recording, or no screen at all). --record writes the \
      recordings instead and says which changed; it refuses to run when the CI environment variable is \
      set (to anything but empty, false, 0 or no) unless --force is given.
      """,
    arguments: [
      ArgumentSpec(name: "path", help: "A screen file, or a folder searched for screens.", repeats: true)
    ],
    options: [
      OptionSpec(name: "record", help: "Write or rewrite the recordings instead of comparing."),
      OptionSpec(name: "force", help: "Record even when the CI environment variable is set."),
      OptionSpec.junit,
      TextOrJSON.optionSpec(),
      OptionSpec(
        name: "report", valueName: "folder",
        help: "Write, per screen that differs, an SVG of its recorded and new order side by side here."),
      OptionSpec.noHints,
      Shard.optionSpec,
    ] + ScreenInputOptions.optionSpecs,
    examples: [
      ("vosim check Samples", "Check every Sample against its recorded transcript."),
      ("vosim check Screens --junit report.xml", "Check, and write a report CI systems display."),
      ("vosim check Screens --report review/", "Check, and draw what moved on each screen that differs."),
      ("vosim check Screens/login.json --record", "Record (or update) the login screen's transcript."),
    ]
  )

  var paths: [String]
  var record: Bool
  var force: Bool
  var junit: String?
  /// `--report`: the folder the comparisons go to.
  var reportFolder: String?
  var format: TextOrJSON
  var speaksHints: Bool
  var shard: Shard?
  var input: ScreenInputOptions
  var environment: [String: String]
  /// What the report gives as the way to accept its differences.
  var recordCommand: String

  init(arguments: ParsedArguments) throws {
    paths = arguments.positionals
    record = arguments.flag("record")
    force = arguments.flag("force")
    junit = arguments.value("junit")
    reportFolder = arguments.value("report")
    format = try TextOrJSON(arguments: arguments)
    speaksHints = arguments.speaksHints
    shard = try arguments.value("shard").map(Shard.parse(option:))
    input = try ScreenInputOptions(arguments: arguments)
    environment = ProcessInfo.processInfo.environment
    recordCommand = Self.recordCommand(paths: paths, arguments: arguments)
  }

  /// `vosim check PATHS OPTIONS --record`, with the options that decide which screens are read and
  /// what they say, quoted for a POSIX shell: recording without them would accept another reading.
  static func recordCommand(paths: [String], arguments: ParsedArguments) -> String {
    // Paths first, as a user types them; after `--` when one would read as an option.
    let pathsLast = paths.contains { $0.hasPrefix("-") }
    var words = ["vosim", "check"] + (pathsLast ? [] : paths)
    for flag in ["no-hints", "rtl", "include-status-bar", "include-keyboard"] where arguments.flag(flag) {
      words.append("--" + flag)
    }
    for option in ["input-format", "idiom", "language", "system-version", "max-input-size", "shard"] {
      if let value = arguments.value(option) { words += ["--" + option, value] }
    }
    words.append("--record")
    if pathsLast { words += ["--"] + paths }
    return words.map(ShellWord.quoted).joined(separator: " ")
  }

  func validate() throws {
    try ScreenSelection.checkPaths(paths, command: "check")
    if force, !record { throw UsageError("'--force' only applies together with '--record'") }
    if record, !force, RecordMode.isCI(environment["CI"]) { throw UsageError(Self.refusesInCI) }
    if let junit { try OutputPaths.checkFileName(junit, option: "junit") }
    if reportFolder == "-" {
      throw UsageError("'--report -': the comparisons cannot go to stdout; name a folder")
    }
    if reportFolder?.isEmpty == true {
      throw UsageError("Invalid value '' for '--report'; expected a folder")
    }
  }

  fileprivate static let refusesInCI =
    "'--record' refuses to run when CI is set: recordings written by CI are never reviewed; "
    + "pass '--force' to record anyway"

  func run() throws -> ExitStatus {
    // A JUnit report of an earlier run is skipped by its content; one named over a screen is refused.
    let selection = try ScreenSelection(
      paths: paths, shard: shard, command: "check",
      skipped: "neither a debugDescription dump nor the recording of a screen beside it",
      requiringOwnRecordings: true)
    let screens = selection.screens
    if let junit { try Self.refuseReport(junit, over: selection.found) }
    if let reportFolder {
      if let junit, OutputPaths.isSameFile(junit, as: reportFolder) {
        throw Diagnostic(
          file: junit, message: "the JUnit report and the --report folder are one path; write it elsewhere")
      }
      try ComparisonOutput(folder: reportFolder).checkFolder()
    }
    // Read every screen first, in parallel: bad input stops the run before anything is written, and
    // every bad file is named, those refused as found too.
    let loaded = Parallel.map(screens) { screen in
      Result { () throws -> (LoadedScreen, ReadingOrderOutput) in
        if let refusal = screen.refusal { throw refusal }
        if record, screen.recordingIsLink {
          throw Diagnostic(
            file: screen.recording,
            message: "is a symbolic link; --record never writes through links (replace it with a plain file)")
        }
        let loaded = try ScreenInput.load(screen.path, options: input)
        let order = try loaded.readingOrder()
        let utterances = UtteranceBuilder(configuration: .init(speaksHints: speaksHints)).utterances(
          for: order)
        let warnings = loaded.warnings + order.warnings.map { $0.diagnostic.about(file: loaded.displayPath) }
        return (loaded, ReadingOrderOutput(utterances: utterances, warnings: warnings))
      }
    }
    // Every check is decided, and every recording read, before anything is written.
    let recordingCheck = RecordingCheck(recordMode: record ? .all : .never)
    // A recording is an input too: one over the input limit is refused before it is read.
    let oversized = screens.map { screen in
      FileBytes.sizeFailure(of: screen.recording, limit: input.maximumInputBytes)
    }
    let plans = Parallel.map(Array(zip(screens, loaded).enumerated())) {
      index, pair -> RecordingCheck.Planned? in
      let (screen, result) = pair
      guard oversized[index] == nil, case .success(let (loaded, output)) = result else { return nil }
      return recordingCheck.plan(
        output.utterances, recording: URL(fileURLWithPath: screen.recording), screenName: loaded.displayPath,
        warnings: output.warnings)
    }
    for plan in plans {
      for warning in plan?.check.warnings ?? [] { StandardError.write(warning) }
    }
    // A recording that cannot be read is bad input like a screen that cannot: every bad file is named,
    // in the screens' order, and there is no report.
    let readFailures = zip(zip(loaded, plans), oversized).compactMap { pair, oversized -> String? in
      let (result, plan) = pair
      if case .failure(let error) = result { return Self.diagnostic(error) }
      if let oversized { return oversized.description }
      if case .error(let diagnostic) = plan?.check.outcome { return diagnostic.description }
      return nil
    }
    guard readFailures.isEmpty else {
      for failure in readFailures { StandardError.write(failure) }
      return .badInput
    }
    let planned = plans.compactMap { $0 }
    let checks = planned.map(\.check)
    let report = CheckReport(checks: checks, isRecording: record, recordCommand: recordCommand)
    // The recordings and the report are one set of outputs: all written, or (a file that cannot be
    // written, an interrupt) none.
    let outputs = OutputSet()
    defer { outputs.cancel() }
    let cleanup = InterruptCleanup(outputs: outputs)
    defer { withExtendedLifetime(cleanup) {} }
    var unwritable: [String] = []
    for (screen, plan) in zip(screens, planned) {
      guard let transcript = plan.recordingToWrite else { continue }
      do {
        try outputs.file(URL(fileURLWithPath: screen.recording)).write(transcript.text)
      } catch {
        InterruptCleanup.awaitInterruptExit(error)
        unwritable.append(
          Diagnostic(file: screen.recording, message: error.localizedDescription + "; nothing was written")
            .description)
      }
    }
    if let junit {
      do {
        try outputs.file(OutputPaths.destination(junit)).write(JUnitReport(report: report).xml)
      } catch {
        unwritable.append(
          Diagnostic(file: junit, message: error.localizedDescription + "; nothing was written").description)
      }
    }
    guard unwritable.isEmpty else {
      outputs.cancel()
      for line in unwritable { StandardError.write(line) }
      return .badInput
    }
    if let reportFolder {
      let screensByPath = Dictionary(
        loaded.compactMap { result in (try? result.get()).map { ($0.0.displayPath, $0) } },
        uniquingKeysWith: { first, _ in first })
      try ComparisonOutput(folder: reportFolder).write(
        checks, screens: screensByPath, junit: junit, in: outputs)
    }
    // Printed once every stream output is written (a JUnit report to /dev/full fails first, and then
    // nothing says RECORDED) and before the renames: a report that cannot be printed leaves no file
    // written.
    var output = StandardOutput()
    do {
      try outputs.commit {
        output.write(format == .json ? report.json : report.text)
        output.flush()
        return output.failure == nil
      }
    } catch {
      try output.finish()
      InterruptCleanup.awaitInterruptExit(error)
      throw Diagnostic(file: error.shownPath, message: error.localizedDescription + "; nothing was written")
    }
    return report.hasFailures ? .problemFound : .success
  }

  /// Refuses a JUnit report that would replace a screen or a recording of this run (by any path, a
  /// hard link too).
  private static func refuseReport(_ junit: String, over screens: [DiscoveredScreen]) throws {
    for screen in screens {
      // A file's problem, said as one: `FILE: error: …`.
      if OutputPaths.isSameFile(junit, as: screen.path) {
        throw Diagnostic(
          file: junit,
          message: "the JUnit report would replace the screen '\(screen.path)'; write it elsewhere")
      }
      if OutputPaths.isSameFile(junit, as: screen.recording) {
        throw Diagnostic(
          file: junit,
          message: "the JUnit report would replace the recording of '\(screen.path)'; write it elsewhere")
      }
    }
  }

  private static func diagnostic(_ error: any Error) -> String {
    Diagnostic.line(for: error)
  }
}

/// What the parallel first pass hands to the second.
struct ReadingOrderOutput: Sendable {
  var utterances: [Utterance]
  var warnings: [Diagnostic]
}

import Foundation
import VosimCheck
import VosimFileOutput
import VosimImport
import VosimModel
import VosimUtterance

/// `vosim check`: compares each screen's transcript with the recording beside it, for CI.
struct Check: Command {
  enum Format: String, CaseIterable {
    case text, json
  }

  static let configuration = CommandConfiguration(
    name: "check",
    abstract: "Compare screens' transcripts with their recordings; fail when what VoiceOver says changed.",
    discussion: """
      Each screen NAME.json (or a NAME.xml / NAME.txt dump) is compared with the transcript recorded \
      beside it, NAME.txt (NAME.transcript.txt for a .txt dump), which is exactly what 'vosim transcript' \
      prints. A difference is told in the user's terms (an element appeared, disappeared, moved from \
      position 3 to 7, or was reworded, with the changed words marked) and then as a line diff. Folders \
      are searched recursively; a .txt beside a screen of the same name is its recording, not a screen, \
      and a .txt that is neither a recording nor a debugDescription dump is skipped with a warning. \
      Exit status: 0 all match, 1 a screen differs or has no recording, 2 bad input (an unreadable \
      screen or recording, or no screen at all). --record writes the \
      recordings instead and says which changed; it refuses to run when the CI environment variable is \
      set unless --force is given.
      """,
    arguments: [
      ArgumentSpec(name: "path", help: "A screen file, or a folder searched for screens.", repeats: true)
    ],
    options: [
      OptionSpec(name: "record", help: "Write or rewrite the recordings instead of comparing."),
      OptionSpec(name: "force", help: "Record even when the CI environment variable is set."),
      OptionSpec(
        name: "junit", valueName: "file", help: "Also write a JUnit XML report (one case per screen)."),
      OptionSpec(name: "format", valueName: "text|json", help: "The output format (default: text)."),
      OptionSpec(
        name: "report", valueName: "folder",
        help: "Write, per screen that differs, an SVG of its recorded and new order side by side here."),
      OptionSpec(name: "no-hints", help: "Leave hints out, as with VoiceOver's Speak Hints off."),
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
  var format: Format
  var speaksHints: Bool
  var shard: Shard?
  var input: ScreenInputOptions
  var environment: [String: String]

  init(arguments: ParsedArguments) throws {
    paths = arguments.positionals
    record = arguments.flag("record")
    force = arguments.flag("force")
    junit = arguments.value("junit")
    reportFolder = arguments.value("report")
    format = try arguments.choice("format", as: Format.self) ?? .text
    speaksHints = !arguments.flag("no-hints")
    shard = try arguments.value("shard").map(Shard.init)
    input = try ScreenInputOptions(arguments: arguments)
    environment = ProcessInfo.processInfo.environment
  }

  func validate() throws {
    guard !paths.isEmpty else { throw UsageError("Missing expected argument '<path> ...'") }
    if paths.contains("-") { throw UsageError("'vosim check' reads files, not standard input ('-')") }
    if force, !record { throw UsageError("'--force' only applies together with '--record'") }
    if record, !force, Self.isCI(environment["CI"]) { throw UsageError(Self.refusesInCI) }
    if junit?.isEmpty == true { throw UsageError("Invalid value '' for '--junit'; expected a file path") }
    if reportFolder?.isEmpty == true {
      throw UsageError("Invalid value '' for '--report'; expected a folder")
    }
  }

  /// Whether `CI` says this is a CI run: set to anything but empty, `false`, `0` or `no` (some
  /// systems export `CI=false` on developer machines).
  static func isCI(_ value: String?) -> Bool {
    guard let value = value?.trimmingCharacters(in: .whitespaces).lowercased(), !value.isEmpty else {
      return false
    }
    return !["false", "0", "no"].contains(value)
  }

  fileprivate static let refusesInCI =
    "'--record' refuses to run when CI is set: recordings written by CI are never reviewed; "
    + "pass '--force' to record anyway"

  func run() throws -> ExitStatus {
    // A JUnit report of an earlier run is skipped by its content; one named over a screen is refused.
    var discovery = ScreenDiscovery(excluding: [])
    let found = try discovery.screens(in: paths)
    for path in discovery.skipped {
      StandardError.write(
        "\(path): warning: not a screen: neither a debugDescription dump nor the recording of a screen beside it; skipped"
      )
    }
    guard !found.isEmpty else {
      throw Diagnostic(
        file: paths.joined(separator: ", "),
        message: "no screens to check (screen files *.json, dumps *.xml and debugDescription *.txt)")
    }
    let screens = shard.map { shard in found.filter { shard.contains($0.path) } } ?? found
    if let shard, screens.isEmpty {
      StandardError.write(
        "note: shard \(shard.index)/\(shard.count) holds none of the \(found.count) screens")
    }
    if let junit { try Self.refuseReport(junit, over: found) }
    if record {
      for screen in screens where screen.recordingIsLink {
        throw Diagnostic(
          file: screen.recording,
          message: "is a symbolic link; --record never writes through links (replace it with a plain file)")
      }
    }
    // Read every screen first, in parallel: bad input stops the run before anything is written.
    let loaded = Parallel.map(screens) { screen in
      Result { () throws -> (LoadedScreen, ReadingOrderOutput) in
        let loaded = try ScreenInput.load(screen.path, options: input)
        let order = try loaded.readingOrder()
        let utterances = UtteranceBuilder(configuration: .init(speaksHints: speaksHints)).utterances(
          for: order)
        let warnings = loaded.warnings + order.warnings.map { $0.diagnostic.about(file: loaded.displayPath) }
        return (loaded, ReadingOrderOutput(utterances: utterances, warnings: warnings))
      }
    }
    var failed = false
    for result in loaded {
      if case .failure(let error) = result {
        failed = true
        StandardError.write(Self.diagnostic(error))
      }
    }
    if failed { return .badInput }

    // Every check is decided, and every recording read, before anything is written.
    let recordingCheck = RecordingCheck(recordMode: record ? .all : .never)
    let planned = Parallel.map(Array(zip(screens, loaded))) { screen, result -> RecordingCheck.Planned in
      guard case .success(let (loaded, output)) = result else {
        let check = ScreenCheck(
          screen: screen.path, recording: screen.recording, outcome: .error("not loaded"))
        return RecordingCheck.Planned(check: check, recordingToWrite: nil)
      }
      return recordingCheck.plan(
        output.utterances, recording: URL(fileURLWithPath: screen.recording), screenName: loaded.displayPath,
        warnings: output.warnings)
    }
    let checks = planned.map(\.check)
    for check in checks {
      for warning in check.warnings { StandardError.write(warning) }
    }
    // A recording that cannot be read is bad input like a screen that cannot: the errors, no report.
    if checks.contains(where: \.isError) {
      for check in checks where check.isError {
        StandardError.write(
          Diagnostic(file: check.recording, message: check.failureMessage ?? "").description)
      }
      return .badInput
    }
    let report = CheckReport(checks: checks, isRecording: record)
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
        unwritable.append(Diagnostic(file: screen.recording, message: error.localizedDescription).description)
      }
    }
    if let junit {
      do {
        try outputs.file(URL(fileURLWithPath: junit)).write(JUnitReport(report: report).xml)
      } catch {
        unwritable.append(Diagnostic(file: junit, message: error.localizedDescription).description)
      }
    }
    guard unwritable.isEmpty else {
      outputs.cancel()
      for line in unwritable { StandardError.write(line) }
      StandardError.write("error: nothing was written")
      return .badInput
    }
    if let reportFolder {
      let screensByPath = Dictionary(
        loaded.compactMap { result in (try? result.get()).map { ($0.0.displayPath, $0) } },
        uniquingKeysWith: { first, _ in first })
      try ComparisonOutput(folder: reportFolder).write(checks, screens: screensByPath, in: outputs)
    }
    do {
      try outputs.commit()
    } catch {
      InterruptCleanup.awaitInterruptExit(error)
      throw Diagnostic(file: error.path, message: error.localizedDescription + "; nothing was written")
    }
    var output = StandardOutput()
    output.write(format == .json ? report.json : report.text)
    output.flush()
    return report.hasFailures ? .problemFound : .success
  }

  /// Refuses a JUnit report that would replace a screen or a recording of this run.
  private static func refuseReport(_ junit: String, over screens: [DiscoveredScreen]) throws {
    let report = ScreenDiscovery.canonical(junit)
    for screen in screens {
      if ScreenDiscovery.canonical(screen.path) == report {
        throw UsageError("The JUnit report '\(junit)' is the screen '\(screen.path)'; write it elsewhere")
      }
      if ScreenDiscovery.canonical(screen.recording) == report {
        throw UsageError(
          "The JUnit report '\(junit)' is the recording of '\(screen.path)'; write it elsewhere")
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

/// A screen found for checking and the recording it is compared with.
struct DiscoveredScreen: Hashable, Sendable {
  var path: String
  var recording: String
  /// The recording is a symbolic link (to a file inside the folder given: others are refused).
  var recordingIsLink = false
}

/// Finds the screens named on the command line: files as given, folders searched recursively.
///
/// In a folder, `*.json` and `*.xml` are screens; a `*.txt` is a screen (a debugDescription dump) unless it
/// is a recording: `NAME.txt` beside `NAME.json` or `NAME.xml`, or `NAME.transcript.txt` beside
/// `NAME.txt`. Hidden files and folders (`.build`, `.git`) and JUnit reports are skipped. Screens are
/// sorted by path so that reports come out in the same order on every machine.
///
/// Symbolic links are followed only within the folder given (a file's own folder for a file named
/// directly): a screen or recording that links outside it is refused, since a link to `~/.bashrc` or
/// `/proc/self/environ` would print its target in the diff and the CI log.
struct ScreenDiscovery {
  /// Files never taken as screens: the reports and baselines being read or written.
  var excluded: Set<String>
  /// `.txt` files found in folders that are neither recordings nor dumps, in the order found.
  private(set) var skipped: [String] = []

  init(excluding excluded: [String] = []) {
    self.excluded = Set(excluded.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
  }

  /// The absolute path with every link resolved; for a file that does not exist yet, its folder's.
  static func canonical(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    if FileManager.default.fileExists(atPath: url.path) { return url.resolvingSymlinksInPath().path }
    return url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(
      url.lastPathComponent
    )
    .path
  }

  /// Whether `path` is a symbolic link.
  static func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// Refuses `path` when it is a link that resolves outside `root`.
  static func refuseLinkOutside(_ path: String, root: String, what: String) throws {
    guard isLink(path) else { return }
    let target = canonical(path)
    let folder = canonical(root)
    guard target != folder, !target.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else { return }
    throw Diagnostic(
      file: path,
      message: "\(what) is a symbolic link to '\(target)', outside '\(root)'; vosim does not follow it")
  }

  /// The screens, sorted by path within each folder. `requiringOwnRecordings` refuses two screens that
  /// would share one recording, which only a check needs.
  mutating func screens(in paths: [String], requiringOwnRecordings: Bool = true) throws -> [DiscoveredScreen]
  {
    var found: [DiscoveredScreen] = []
    var seen = Set<String>()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw Diagnostic(file: path, message: "no such file or folder")
      }
      let root = isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
      let screens = isDirectory.boolValue ? try folderScreens(path) : [path]
      for screen in screens where seen.insert(screen).inserted {
        if isDirectory.boolValue { try Self.refuseLinkOutside(screen, root: root, what: "the screen") }
        let recording = Self.recording(for: screen)
        try Self.refuseLinkOutside(recording, root: root.isEmpty ? "." : root, what: "the recording")
        found.append(
          DiscoveredScreen(path: screen, recording: recording, recordingIsLink: Self.isLink(recording)))
      }
    }
    // `NAME.json` and `NAME.xml` in one folder would read and record one `NAME.txt` in turn.
    var owners: [String: String] = [:]
    for screen in found where requiringOwnRecordings {
      let key = URL(fileURLWithPath: screen.recording).standardizedFileURL.path
      if let first = owners[key] {
        throw Diagnostic(
          file: screen.path,
          message: "shares its recording '\(screen.recording)' with '\(first)'; rename one of the two screens"
        )
      }
      owners[key] = screen.path
    }
    return found
  }

  /// `NAME.txt` beside the screen; `NAME.transcript.txt` for a `.txt` dump.
  static func recording(for screen: String) -> String {
    let url = URL(fileURLWithPath: screen)
    let stem = url.deletingPathExtension().lastPathComponent
    let folder = (screen as NSString).deletingLastPathComponent
    let name = url.pathExtension.lowercased() == "txt" ? "\(stem).transcript.txt" : "\(stem).txt"
    return folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
  }

  /// Whether an XML file is a JUnit report (an earlier `--junit` output), not a page-source dump.
  private static func isJUnitReport(_ path: String) -> Bool {
    let head = String(decoding: Self.head(of: path, count: 512), as: UTF8.self)
    return head.contains("<testsuites") || head.contains("<testsuite ")
  }

  /// The first `count` bytes of a file (fewer when it is shorter; none when it cannot be read): what
  /// telling a screen from a report or a note needs, without reading a large file whole.
  private static func head(of path: String, count: Int) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    return [UInt8](handle.readData(ofLength: count))
  }

  /// Whether a JSON file is a report of `vosim check --format json` or of `vosim audit` (JSON, SARIF or
  /// a baseline: an earlier run's output saved in the folder), not a screen: it starts with the
  /// report's keys, which a screen (`device`, `language`, `root`…) never does.
  private static func isCheckReport(_ path: String) -> Bool {
    let compact = String(decoding: Self.head(of: path, count: 256), as: UTF8.self).filter { !$0.isWhitespace }
    return (compact.hasPrefix(#"{"recording":"#) && compact.contains(#""screens":["#))
      || compact.hasPrefix(#"{"screens":["#) || compact.hasPrefix(#"{"findings":["#)
      || (compact.hasPrefix(#"{"$schema":"#) && compact.contains("sarif"))
  }

  private mutating func folderScreens(_ folder: String) throws -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
      throw Diagnostic(file: folder, message: "cannot be read (permission denied?)")
    }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      files.append(relative)
    }
    let all = Set(files)
    var screens: [String] = []
    for relative in files {
      let path = (folder as NSString).appendingPathComponent(relative)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
      else { continue }
      if !excluded.isEmpty, excluded.contains(URL(fileURLWithPath: path).standardizedFileURL.path) {
        continue
      }
      let stem = (relative as NSString).deletingPathExtension
      switch (relative as NSString).pathExtension.lowercased() {
      case "json":
        if !Self.isCheckReport(path) { screens.append(path) }
      case "xml":
        if !Self.isJUnitReport(path) { screens.append(path) }
      case "txt":
        let isRecording =
          all.contains(stem + ".json") || all.contains(stem + ".xml")
          || (stem.hasSuffix(".transcript")
            && all.contains(String(stem.dropLast(".transcript".count)) + ".txt"))
        if isRecording { continue }
        // Notes, logs and recordings whose screen is gone are not screens: only a debugDescription
        // dump is read as one.
        // (`DumpFormat.detect` looks at the first 64 KiB.)
        if DumpFormat.detect(Self.head(of: path, count: 65_536)) == .debugDescription {
          screens.append(path)
        } else {
          skipped.append(path)
        }
      default:
        continue
      }
    }
    return screens.sorted()
  }
}

/// Runs work over the cores and keeps the results in input order.
enum Parallel {
  static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], _ transform: @Sendable (Input) -> Output
  ) -> [Output] {
    let slots = Slots<Output>(count: inputs.count)
    DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
      slots.set(index, transform(inputs[index]))
    }
    return slots.values()
  }

  /// Results written from several threads, each index once, under a lock.
  private final class Slots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
      lock.lock()
      storage[index] = value
      lock.unlock()
    }

    func values() -> [Value] {
      lock.lock()
      defer { lock.unlock() }
      return storage.compactMap { $0 }
    }
  }
}

import Foundation
import VosimAudit
import VosimCheck
import VosimFileOutput
import VosimImport
import VosimModel

/// `vosim audit`: what is wrong with screens for a VoiceOver user, as diagnostics, JSON or SARIF.
struct Audit: Command {
  enum Format: String, OutputFormat {
    case text, json, sarif

    static let defaultValue = Format.text
  }

  static let configuration = CommandConfiguration(
    name: "audit",
    abstract: "Find what is wrong with screens for VoiceOver users: labels, hints, traits, targets, order.",
    discussion: """
      Audits each screen (NAME.json, or a NAME.xml / NAME.txt dump; folders are searched recursively \
      as by 'vosim check') with the rules of docs/audit.md, and prints one line per finding, \
      'FILE: PATH (identifier): warning: [rule-id] message', then a summary. Settings come from the \
      nearest .vosim-audit.json in the current folder or above ({"disable": [...], "enable": [...], \
      "severity": {"rule-id": "error"}, "slowToReachSeconds": 30}), then from the options. With \
      --baseline, findings the baseline records are reported as known and do not fail the run. \
      Exit status: 0 no new error, 1 a new error (or warning, with --strict), 2 bad input.
      """,
    arguments: [
      ArgumentSpec(name: "path", help: "A screen file, or a folder searched for screens.", repeats: true)
    ],
    options: [
      Format.optionSpec(),
      OptionSpec.junit,
      OptionSpec(name: "disable", valueName: "rule", help: "Do not run this rule (repeatable)."),
      OptionSpec(
        name: "enable", valueName: "rule",
        help: "Run this rule though the configuration disables it (repeatable)."),
      OptionSpec(
        name: "severity", valueName: "rule=level",
        help: "Report this rule's findings as error, warning or note (repeatable)."),
      OptionSpec(
        name: "slow-to-reach", valueName: "seconds",
        help: "The speech budget of slow-to-reach (default: 30)."),
      OptionSpec(
        name: "baseline", valueName: "file", help: "Report findings recorded in this baseline as known."),
      OptionSpec(
        name: "write-baseline", valueName: "file", help: "Record every finding of this run as the baseline."),
      OptionSpec(name: "strict", help: "Fail on new warnings too."),
      Shard.optionSpec,
    ] + ScreenInputOptions.optionSpecs,
    examples: [
      ("vosim audit Samples", "Audit every Sample."),
      ("vosim audit Screens --format sarif > audit.sarif", "A SARIF log for code scanning."),
      ("vosim audit Screens --write-baseline audit-baseline.json", "Accept today's findings."),
      ("vosim audit Screens --baseline audit-baseline.json --strict", "Fail only on new findings."),
      ("vosim audit Screens --shard 2/4 --junit audit-2.xml", "The second of four CI machines."),
    ]
  )

  var paths: [String]
  var format: Format
  var junit: String?
  var disable: [AuditRule]
  var enable: [AuditRule]
  var severities: [(AuditRule, AuditSeverity)]
  var slowToReach: Double?
  var baseline: String?
  var writeBaseline: String?
  var strict: Bool
  var shard: Shard?
  var input: ScreenInputOptions

  init(arguments: ParsedArguments) throws {
    paths = arguments.positionals
    format = try Format(arguments: arguments)
    junit = arguments.value("junit")
    disable = try arguments.values("disable").map(Self.rule)
    enable = try arguments.values("enable").map(Self.rule)
    severities = try arguments.values("severity").map(Self.severity)
    slowToReach = try arguments.number("slow-to-reach", in: AuditConfiguration.slowToReachBudgets)
    baseline = arguments.value("baseline")
    writeBaseline = arguments.value("write-baseline")
    strict = arguments.flag("strict")
    shard = try arguments.value("shard").map(Shard.parse(option:))
    input = try ScreenInputOptions(arguments: arguments)
  }

  private static func rule(_ id: String) throws -> AuditRule {
    do { return try AuditConfiguration.rule(id) } catch { throw UsageError(error.message) }
  }

  private static func severity(_ text: String) throws -> (AuditRule, AuditSeverity) {
    do { return try AuditConfiguration.parseSeverity(text) } catch { throw UsageError(error.message) }
  }

  func validate() throws {
    try ScreenSelection.checkPaths(paths, command: "audit")
    if baseline?.isEmpty == true {
      throw UsageError("Invalid value '' for '--baseline'; expected a file path")
    }
    for (option, path) in [("junit", junit), ("write-baseline", writeBaseline)] {
      if let path { try OutputPaths.checkFileName(path, option: option) }
    }
    if let rule = disable.first(where: enable.contains) {
      throw UsageError("'\(rule.id)' is given to both '--disable' and '--enable'")
    }
    try OutputPaths.checkDistinct(
      [junit, writeBaseline].compactMap { $0 },
      "'--junit' and '--write-baseline' name the same file; write them apart")
  }

  /// The configuration: defaults, then the nearest `.vosim-audit.json`, then the options.
  func auditConfiguration() throws -> AuditConfiguration {
    var configuration = try Self.fileConfiguration(limit: input.maximumInputBytes)
    configuration.disabledRules.subtract(enable)
    configuration.disabledRules.formUnion(disable)
    for (rule, severity) in severities { configuration.severities[rule] = severity }
    if let slowToReach { configuration.slowToReachBudget = slowToReach }
    return configuration
  }

  func run() throws -> ExitStatus {
    let configuration = try auditConfiguration()
    // Reports and baselines of earlier runs are skipped by their content; one named over a screen is
    // refused below.
    let selection = try ScreenSelection(
      paths: paths, shard: shard, command: "audit", skipped: "not a debugDescription dump",
      requiringOwnRecordings: false)
    let settings = AuditConfigurationFile.find(
      from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    for (option, path) in [("--junit", junit), ("--write-baseline", writeBaseline)] {
      guard let path else { continue }
      // A file's problem, said as one: `FILE: error: …`.
      if let screen = selection.found.first(where: { OutputPaths.isSameFile(path, as: $0.path) }) {
        throw Diagnostic(
          file: path,
          message: "the \(option) file would replace the screen '\(screen.path)'; write it elsewhere")
      }
      // A screen's check recording beside it is no audit output either.
      if let screen = selection.found.first(where: { OutputPaths.isSameFile(path, as: $0.recording) }) {
        throw Diagnostic(
          file: path,
          message: "the \(option) file would replace the recording of '\(screen.path)'; write it elsewhere")
      }
      // The run's own inputs: the settings it read, and (for a report) the baseline it matches against;
      // `--write-baseline` over `--baseline` refreshes it, as asked.
      if let settings, OutputPaths.isSameFile(path, as: settings.path) {
        throw Diagnostic(
          file: path,
          message: "the \(option) file would replace the settings file this run reads; write it elsewhere")
      }
      if option == "--junit", let baseline, OutputPaths.isSameFile(path, as: baseline) {
        throw Diagnostic(
          file: path, message: "the --junit file would replace the baseline '\(baseline)'; write it elsewhere"
        )
      }
    }
    let knownBaseline = try baseline.map { try Self.readBaseline($0, limit: input.maximumInputBytes) }
    // The report and the baseline are one set of outputs, both written or neither; their files are
    // created before anything is audited, so one that cannot be written stops the run at once.
    let outputs = OutputSet()
    defer { outputs.cancel() }
    let cleanup = InterruptCleanup(outputs: outputs)
    defer { withExtendedLifetime(cleanup) {} }
    let junitWriter = try junit.map { try Self.writer($0, in: outputs) }
    let baselineWriter = try writeBaseline.map { try Self.writer($0, in: outputs) }

    let auditor = try Auditor(configuration: configuration)
    let results = Parallel.map(selection.screens) { screen in
      Result { () throws -> (AuditReport.Screen, [Diagnostic]) in
        if let refusal = screen.refusal { throw refusal }
        let loaded = try ScreenInput.load(screen.path, options: input)
        let order = try loaded.readingOrder()
        let audit = auditor.audit(loaded.screen, order: order)
        // SARIF places each result on its node's line, which code review shows it beside.
        let positions =
          format == .sarif
          ? ScreenInput.positions(
            of: Set(audit.findings.map(\.path)), in: loaded, path: screen.path, limit: input.maximumInputBytes
          )
          : [:]
        // An ambiguous order is a finding; the order's other warnings (an iOS release vosim does not
        // know, read as another) are said as every command says them.
        let orderWarnings = order.warnings.filter { $0.kind != .ambiguousOrder }.map {
          $0.diagnostic.about(file: loaded.displayPath)
        }
        return (
          AuditReport.Screen(file: loaded.displayPath, audit: audit, positions: positions),
          loaded.warnings + orderWarnings
        )
      }
    }
    var reportScreens: [AuditReport.Screen] = []
    var failed = false
    for result in results {
      switch result {
      case .failure(let error):
        failed = true
        StandardError.write(
          (error as? Diagnostic)?.description ?? Diagnostic(.error, "\(error)").description)
      case .success(let (screen, warnings)):
        for warning in warnings { StandardError.write(warning) }
        reportScreens.append(screen)
      }
    }
    if failed { return .badInput }
    Self.noteUnsupportedLanguages(reportScreens)

    if let writeBaseline, let baselineWriter {
      let recorded = AuditBaseline(screens: reportScreens) {
        AuditBaseline.name(ofScreen: $0.file, baselineAt: writeBaseline)
      }
      do {
        try baselineWriter.write(recorded.json)
      } catch {
        throw Diagnostic(file: writeBaseline, message: error.localizedDescription + "; nothing was written")
      }
      reportScreens = recorded.mark(reportScreens) {
        AuditBaseline.name(ofScreen: $0.file, baselineAt: writeBaseline)
      }
    } else if let knownBaseline, let baseline {
      reportScreens = knownBaseline.mark(reportScreens) {
        AuditBaseline.name(ofScreen: $0.file, baselineAt: baseline)
      }
    }
    let report = AuditReport(screens: reportScreens, hasBaseline: baseline != nil || writeBaseline != nil)
    if let junitWriter, let junit {
      do {
        try junitWriter.write(AuditJUnitReport(report: report, strict: strict).xml)
      } catch {
        throw Diagnostic(file: junit, message: error.localizedDescription + "; nothing was written")
      }
    }
    var log: SARIFLog?
    if format == .sarif {
      log = SARIFLog(
        report: report, toolVersion: Vosim.version, workingDirectory: FileManager.default.currentDirectoryPath
      )
      if let omitted = log?.omittedResultCount, omitted > 0 {
        StandardError.write(
          "warning: the SARIF log leaves out the \(omitted) least severe results: GitHub code "
            + "scanning accepts at most \(SARIFLog.maximumResults) per run ('--format json' lists them all)")
      }
    }
    // Printed inside the commit, once the files are written and synced and a device output (`--junit
    // /dev/full`) has taken its bytes: a run that fails prints no report, and a report that cannot be
    // printed leaves no file written.
    var output = StandardOutput()
    do {
      try outputs.commit {
        switch format {
        case .text: report.writeText { output.write($0) }
        case .json: output.write(report.json)
        case .sarif: output.write(log?.json ?? "")
        }
        output.flush()
        return output.failure == nil
      }
    } catch {
      try output.finish()
      InterruptCleanup.awaitInterruptExit(error)
      throw Diagnostic(file: error.shownPath, message: error.localizedDescription + "; nothing was written")
    }
    return report.fails(strict: strict) ? .problemFound : .success
  }

  /// The defaults, then the nearest `.vosim-audit.json` from the current folder upward: what every
  /// command that audits (`audit`, `report`) starts from.
  static func fileConfiguration(limit: Int) throws -> AuditConfiguration {
    let configuration = AuditConfiguration()
    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard let file = AuditConfigurationFile.find(from: folder) else { return configuration }
    let bytes = try FileBytes.contents(of: file.path, limit: limit, name: file.path)
    do {
      return try AuditConfigurationFile(json: bytes).applied(to: configuration)
    } catch {
      throw Diagnostic(.error, error.message, at: error.position.map { .source($0) }, file: file.path)
    }
  }

  private static func writer(_ path: String, in outputs: OutputSet) throws -> AtomicFileWriter {
    do { return try outputs.file(OutputPaths.destination(path)) } catch {
      throw Diagnostic(file: path, message: error.localizedDescription + "; nothing was written")
    }
  }

  private static func readBaseline(_ path: String, limit: Int) throws -> AuditBaseline {
    let bytes = try FileBytes.contents(of: path, limit: limit, name: path)
    do { return try AuditBaseline(json: bytes).relativized(toBaselineAt: path) } catch {
      throw Diagnostic(.error, error.message, at: error.position.map { .source($0) }, file: path)
    }
  }

  /// Once per language: the word rules did not run for its elements.
  private static func noteUnsupportedLanguages(_ screens: [AuditReport.Screen]) {
    var files: [String: [String]] = [:]
    for screen in screens {
      for language in screen.audit.unsupportedLanguages { files[language, default: []].append(screen.file) }
    }
    let rules = AuditRule.allCases.filter(\.needsWords).map(\.id).joined(separator: ", ")
    for (language, names) in files.sorted(by: { $0.key < $1.key }) {
      let more =
        names.count > 2
        ? " and \(names.count - 1) more screens" : names.count == 2 ? " and 1 more screen" : ""
      StandardError.write(
        "\(names[0]): note: vosim has no audit words for '\(language)' (en, de and ru only): \(rules) "
          + "skipped for its elements here\(more)")
    }
  }
}

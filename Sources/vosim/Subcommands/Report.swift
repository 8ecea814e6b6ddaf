import Foundation
import VosimAudit
import VosimFileOutput
import VosimModel
import VosimNavigation
import VosimReadingOrder
import VosimReport
import VosimSpeech
import VosimUtterance

/// `vosim report`: the screen drawn with its reading order, as an HTML page whose speech plays in
/// sync with the drawing, or as a static SVG for pull requests.
struct Report: Command {
  enum Format: String, OutputFormat {
    case html, svg

    static let defaultValue = Format.html
  }

  static let configuration = CommandConfiguration(
    name: "report",
    abstract: "Draw a screen with its reading order: an HTML page with the speech in sync, or an SVG.",
    discussion: """
      The HTML page is one self-contained file (no network): the screen drawn to scale with every \
      element outlined and numbered in reading order, the groups VoiceOver keeps together, what it \
      cannot reach (faded, listed with why) and the order warnings, beside the transcript. Play speaks \
      the screen (the WAV 'vosim speak' writes, embedded, or beside the page with --audio-file) while \
      the current element is highlighted; click an element or a line to hear it; the arrow keys, Home \
      and End move like VoiceOver. The SVG is the drawing and the legend without script or audio, the \
      same bytes for the same input, to commit and show in a pull request.
      """,
    arguments: [ArgumentSpec(name: "file", help: "The screen (native JSON or a dump); - reads stdin.")],
    options: [
      OptionSpec(
        name: "output", short: "o", valueName: "file", help: "Write the report to this file ('-': stdout).",
        isRequired: true),
      OptionSpec(
        name: "format", valueName: "html|svg",
        help: "The report's format (default: svg for an output named .svg, else html)."),
      OptionSpec(
        name: "audio-file", valueName: "file.wav",
        help: "Write the speech to this WAV and have the page play it from there instead of embedding it."),
      OptionSpec(
        name: "no-audio",
        help: "Draw without speaking: no Play, no timings (for very large screens; espeak-ng is not used)."),
    ] + SpeechConfiguration.voiceOptionSpecs + [OptionSpec.noHints] + ScreenInputOptions.optionSpecs,
    examples: [
      ("vosim report Samples/settings.json -o settings.html", "A page to open in any browser."),
      (
        "vosim report Login.json -o login.html --audio-file login.wav",
        "The speech in a WAV beside the page (a smaller HTML file)."
      ),
      ("vosim report Login.json --format svg -o login.svg", "A static drawing for a pull request."),
    ]
  )

  var path: String
  var output: String
  var format: Format
  var audioFile: String?
  var speaks: Bool
  var speech: SpeechConfiguration
  var input: ScreenInputOptions

  init(arguments: ParsedArguments) throws {
    path = try arguments.onlyPositional("<file>")
    guard let output = arguments.value("output") else {
      throw UsageError("Missing expected option '-o/--output <file>'")
    }
    self.output = output
    // Without --format, an output named `.svg` is an SVG: an HTML page there would not open as one.
    format =
      try arguments.choice("format", as: Format.self)
      ?? (output.lowercased().hasSuffix(".svg") ? .svg : .defaultValue)
    audioFile = arguments.value("audio-file")
    speaks = !arguments.flag("no-audio")
    speech = try SpeechConfiguration(
      arguments: arguments, pacing: SpeechPacing(speaksHints: arguments.speaksHints))
    input = try ScreenInputOptions(arguments: arguments)
  }

  func validate() throws {
    if format == .html, output.lowercased().hasSuffix(".svg") {
      throw UsageError("--format html writes an HTML page, but '\(output)' is named as an SVG; name it .html")
    }
    if format == .svg, audioFile != nil {
      throw UsageError("--audio-file is for HTML reports; an SVG has no audio")
    }
    if output != "-" { try OutputPaths.checkFileName(output, option: "output") }
    if let audioFile { try OutputPaths.checkFileName(audioFile, option: "audio-file") }
    let outputs = [output, audioFile].compactMap { $0 }.filter { $0 != "-" }
    if !speaks, audioFile != nil { throw UsageError("--audio-file and --no-audio exclude each other") }
    try OutputPaths.checkDistinct(outputs, "the report and its audio must go to different files")
    try OutputPaths.checkNoneReplaces(path, outputs: outputs)
    try OutputPaths.checkFolders(outputs)
  }

  func run() throws -> ExitStatus {
    FileRenderingAudio.detachSoundServer()
    let screen = try ScreenInput.load(path, options: input)
    for warning in screen.warnings { StandardError.write(warning) }
    let order = try screen.readingOrder()
    for warning in order.warnings {
      StandardError.write(warning.diagnostic.about(file: screen.displayPath))
    }
    let utterances = UtteranceBuilder(configuration: .init(speaksHints: speech.pacing.speaksHints))
      .utterances(for: order)
    var document = try screen.reportDocument(order: order, utterances: utterances)
    document.annotations = try annotations(screen, order: order)
    let beyond = document.positionsBeyondDrawing
    if let first = beyond.first {
      StandardError.write(
        Diagnostic(
          .warning,
          "\(beyond.count) element\(beyond.count == 1 ? "" : "s") (the first: \(first)) \(beyond.count == 1 ? "reaches" : "reach") more than "
            + "\(Frame.format(ReportDocument.drawingLimit)) pt from the screen's origin: drawn cut at the drawing's "
            + "edge; the legend lists them whole",
          file: screen.displayPath))
    }
    // The page and its audio file are one set of outputs: both written, or neither. An embedded
    // page's audio is a scratch file of its own, removed too when the run is interrupted.
    let outputs = OutputSet()
    let scratch = OutputSet()
    defer {
      outputs.cancel()
      scratch.cancel()
    }
    let cleanup = InterruptCleanup(outputs: outputs, scratch)
    defer { withExtendedLifetime(cleanup) {} }
    let page: (_ write: (String) throws -> Void) throws -> Void
    switch format {
    case .svg:
      let text = SVGReport(document: document).render()
      page = { write in try write(text) }
    case .html:
      let audio =
        speaks
        ? try renderSpeech(
          utterances, into: &document, displayPath: screen.displayPath, outputs: outputs, scratch: scratch)
        : .none
      let report = HTMLReport(document: document, audio: audio)
      page = { write in try report.render(write) }
    }
    if output == "-" {
      // Printed before the audio file is committed: a page that cannot be printed leaves no audio.
      var out = StandardOutput(cancelling: outputs)
      try page { out.write($0) }
      try out.finish()
    }
    do {
      if output != "-" {
        let file = try outputs.file(OutputPaths.destination(output))
        try page { text throws(FileOutputError) in try file.write(text) }
      }
      try outputs.commit()
    } catch let error as FileOutputError {
      throw Diagnostic(file: error.shownPath, message: error.localizedDescription + "; nothing was written")
    }
    return .success
  }

  /// The audit's findings (with the nearest `.vosim-audit.json`) and the rotor's categories, for
  /// the page's icons and filter. Positions are 1-based on the page, 0-based in the libraries.
  private func annotations(_ screen: LoadedScreen, order: ReadingOrderResult) throws -> ReportAnnotations {
    var configuration = try Audit.fileConfiguration(limit: input.maximumInputBytes)
    // Time to reach measured as this page speaks: its rate, pauses and hints.
    configuration.speakingTime = speech.speakingTimeEstimate
    let audit = try Auditor(configuration: configuration).audit(screen.screen, order: order)
    let badge = { (finding: AuditFinding) in
      ReportBadge(
        position: (finding.position ?? -1) + 1,
        severity: ReportBadge.Severity(rawValue: finding.severity.rawValue) ?? .note, rule: finding.rule.id,
        message: finding.message, path: finding.path)
    }
    // The rotor's lists, landmarks and tables need the order's recorded groups.
    let rotor: RotorIndex
    do {
      let structured = ReadingOrder.Configuration(
        recordsStructure: true, systemVersion: order.systemVersion)
      rotor = RotorIndex(try ReadingOrder(configuration: structured).order(screen.screen))
    } catch {
      throw Diagnostic(file: screen.displayPath, message: error.localizedDescription)
    }
    return ReportAnnotations(
      badges: audit.findings.filter { $0.position != nil }.map(badge),
      screenFindings: audit.findings.filter { $0.position == nil }.map(badge),
      categories: rotor.presentCategories.map {
        ReportCategory(name: $0.spokenName, positions: rotor.positions(of: $0).map { $0 + 1 })
      })
  }

  /// Speaks the utterances into the WAV the page plays (one of `scratch` when it is embedded) and
  /// puts their timings in the document.
  private func renderSpeech(
    _ utterances: [Utterance], into document: inout ReportDocument, displayPath: String, outputs: OutputSet,
    scratch: OutputSet
  ) throws -> HTMLReport.Audio {
    let destination: URL
    if let audioFile {
      destination = OutputPaths.destination(audioFile)
    } else {
      destination = FileManager.default.temporaryDirectory.appendingPathComponent(
        ".report-audio.vosim-\(getpid())-wav.tmp")
    }
    let rendering: SpeechSynthesizer.Rendering
    do {
      // A WAV beside the page joins the page's set; an embedded one is read back at once.
      rendering = try SpeechSynthesizer(configuration: speech).render(
        utterances, to: destination, outputs: audioFile == nil ? scratch : outputs)
      if audioFile == nil { try scratch.commit() }
    } catch let error as FileOutputError {
      throw Diagnostic(file: error.shownPath, message: error.localizedDescription + "; nothing was written")
    }
    for warning in rendering.warnings { StandardError.write(warning.about(file: displayPath)) }
    document.setTimings(
      rendering.timeline.entries.map {
        ReportTiming(startMilliseconds: $0.startMilliseconds, endMilliseconds: $0.endMilliseconds)
      }, durationMilliseconds: rendering.timeline.durationMilliseconds)
    if let audioFile {
      // Standard output's page is opened from wherever the user saves it: the path as given.
      return .file(output == "-" ? audioFile : Self.relativePath(of: audioFile, from: output))
    }
    // Opened, then unlinked at once: no interrupt can leave it behind from here on.
    let handle = FileHandle(forReadingAtPath: destination.path)
    unlink(destination.path)
    guard let handle, let bytes = try? handle.readToEnd() ?? Data() else {
      throw Diagnostic(file: destination.path, message: "cannot be read back to embed the audio")
    }
    if bytes.count > HTMLReport.comfortableEmbeddedAudioBytes {
      StandardError.write(
        Diagnostic(
          .warning,
          "the page embeds \(bytes.count >> 20) MB of audio, more than browsers open comfortably: write it "
            + "beside the page with --audio-file, or leave it out with --no-audio",
          file: displayPath))
    }
    return .embedded(bytes)
  }

  /// `file`'s path as a page at `page` refers to it: relative, through `..` where needed.
  static func relativePath(of file: String, from page: String) -> String {
    let resolve = { (path: String) in
      URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents
    }
    let target = resolve(file)
    let folder = resolve(page).dropLast()
    var common = 0
    while common < min(target.count - 1, folder.count), target[common] == folder[common] { common += 1 }
    let ups = Array(repeating: "..", count: folder.count - common)
    return (ups + target[common...]).joined(separator: "/")
  }
}

import Foundation
import VosimModel
import VosimUtterance

/// `vosim transcript`: what VoiceOver says, one utterance per line, in reading order.
struct Transcript: Command {
  static let configuration = CommandConfiguration(
    name: "transcript",
    abstract: "Print what VoiceOver says for each element of a screen, in reading order.",
    discussion: """
      The text format prints one utterance per line and nothing else: the transcript people diff and \
      keep in version control (and what 'vosim check' compares with). The JSON format adds, per element, \
      its position, source path, identifier, class, frame and spoken segments, plus the warnings (the \
      input's, kind 'input', and the order's) and the iOS version whose VoiceOver was simulated. \
      --style voiceover writes the text lines as a device's VoiceOver prints them, to diff by eye \
      against a capture (see 'vosim compare'). Warnings (unknown keys, reading orders that depend on \
      document order) also go to stderr.
      """,
    arguments: [ArgumentSpec(name: "file", help: "A screen file or dump; '-' reads standard input.")],
    options: [
      TextOrJSON.optionSpec(),
      OptionSpec(
        name: "style", valueName: "vosim|voiceover",
        help:
          "How text lines are written (default: vosim). voiceover: as a device's VoiceOver prints them "
          + "(comma-joined, trait words lower-case), to diff by eye against a capture."),
      OptionSpec.noHints,
    ] + ScreenInputOptions.optionSpecs,
    examples: [
      ("vosim transcript Samples/camera-options.json", "Print the Sample's transcript."),
      ("vosim transcript page-source.xml --format json", "Import an Appium page source; print JSON."),
      ("vosim transcript screen.json --idiom pad --rtl", "Read the screen as an iPad in right-to-left."),
      ("vosim transcript screen.json --style voiceover", "Print lines as VoiceOver on a device prints them."),
    ]
  )

  var file: String
  var format: TextOrJSON
  var style: TranscriptStyle
  var speaksHints: Bool
  var input: ScreenInputOptions

  init(arguments: ParsedArguments) throws {
    file = try arguments.onlyPositional("<file>")
    format = try TextOrJSON(arguments: arguments)
    style = try arguments.choice("style", as: TranscriptStyle.self) ?? .vosim
    if style != .vosim, format != .text {
      throw UsageError("'--style' applies to the text format; the JSON format carries every segment")
    }
    speaksHints = arguments.speaksHints
    input = try ScreenInputOptions(arguments: arguments)
  }

  func run() throws -> ExitStatus {
    // The screen is let go once it is ordered: the lines need only the elements, and a million-node
    // screen's arena is then freed before they are built, not held beside them.
    let (order, displayPath, loadWarnings) = try {
      let loaded = try ScreenInput.load(file, options: input)
      return (try loaded.readingOrder(), loaded.displayPath, loaded.warnings)
    }()
    let builder = UtteranceBuilder(configuration: .init(speaksHints: speaksHints))
    for warning in loadWarnings { StandardError.write(warning) }
    for warning in order.warnings { StandardError.write(warning.diagnostic.about(file: displayPath)) }
    var output = StandardOutput()
    switch format {
    case .text:
      builder.forEachLine(in: order, style: style) { line in
        output.write(line)
        output.write("\n")
      }
    case .json:
      do {
        // The reader's warnings without the file the document is about and the word "warning" its
        // kind says: `3:5: unknown key 'x'`.
        let inputWarnings = loadWarnings.map(\.locatedMessage)
        try TranscriptJSONWriter(builder: builder).write(order, inputWarnings: inputWarnings) {
          output.write($0)
        }
      } catch {
        throw Diagnostic(file: displayPath, message: "cannot be written as JSON: \(error)")
      }
      output.write("\n")
    }
    try output.finish()
    return .success
  }
}

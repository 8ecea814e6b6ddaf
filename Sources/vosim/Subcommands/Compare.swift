import Foundation
import VosimCheck
import VosimImport
import VosimModel
import VosimReadingOrder
import VosimUtterance

/// `vosim compare`: vosim's transcript of a screen against what a device's VoiceOver spoke.
struct Compare: Command {
  static let configuration = CommandConfiguration(
    name: "compare",
    abstract: "Compare a screen's transcript with a capture of what VoiceOver spoke on a real device.",
    discussion: """
      The capture is a text file with one spoken utterance per line, in swipe order, as an \
      XCUIVoiceOverService test or an Appium script writes it (see docs/calibration.md); blank lines and \
      a header of '#' comment lines are skipped. Lines are compared element by element ignoring case, \
      punctuation and white space, so VoiceOver's 'Wi-Fi, Switch button, on' matches vosim's \
      'Wi-Fi. Switch Button. On.'. Disagreements are told as 'vosim check' tells changes: an element \
      only vosim reads (appeared), only the device reads (disappeared), read at another position \
      (moved), or with other words (reworded, the words marked). Capture the screen at the iOS version \
      the screen names, or pass --system-version. Exit status: 0 they agree, 1 they differ, 2 bad input.
      """,
    arguments: [
      ArgumentSpec(name: "screen", help: "A screen file or dump; '-' reads standard input."),
      ArgumentSpec(name: "capture", help: "What the device spoke, one utterance per line."),
    ],
    options: [
      TextOrJSON.optionSpec(),
      OptionSpec(
        name: "no-hints", help: "Leave hints out, for a capture made with VoiceOver's Speak Hints off."),
    ] + ScreenInputOptions.optionSpecs,
    examples: [
      ("vosim compare Screens/settings.json captures/settings.txt", "Compare with a device capture."),
      ("vosim compare page-source.xml capture.txt --no-hints --format json", "Hints off; JSON report."),
    ]
  )

  var screen: String
  var capture: String
  var format: TextOrJSON
  var speaksHints: Bool
  var input: ScreenInputOptions

  init(arguments: ParsedArguments) throws {
    guard arguments.positionals.count >= 2 else {
      throw UsageError(
        "Missing expected argument '\(arguments.positionals.isEmpty ? "<screen>" : "<capture>")'")
    }
    guard arguments.positionals.count == 2 else {
      throw UsageError("Unexpected argument '\(arguments.positionals[2])'")
    }
    screen = arguments.positionals[0]
    capture = arguments.positionals[1]
    guard capture != "-" else {
      throw UsageError("The capture must be a file; only the screen may be read from standard input")
    }
    format = try TextOrJSON(arguments: arguments)
    speaksHints = arguments.speaksHints
    input = try ScreenInputOptions(arguments: arguments)
  }

  func run() throws -> ExitStatus {
    // In the order the command line names them: a missing screen is said first.
    let loaded = try ScreenInput.load(screen, options: input)
    let deviceCapture = try Self.readCapture(capture, limit: input.maximumInputBytes)
    let order = try loaded.readingOrder()
    for warning in loaded.warnings { StandardError.write(warning) }
    for warning in order.warnings { StandardError.write(warning.diagnostic.about(file: loaded.displayPath)) }
    var lines: [String] = []
    lines.reserveCapacity(order.elements.count)
    UtteranceBuilder(configuration: .init(speaksHints: speaksHints)).forEachLine(in: order) {
      lines.append($0)
    }
    let comparison = CaptureComparison(capture: deviceCapture, simulation: lines)
    var output = StandardOutput()
    switch format {
    case .text:
      output.write(comparison.report(captureName: capture, screenName: loaded.displayPath))
      if !comparison.agrees, speaksHints, Self.agreesWithoutHints(deviceCapture, order) {
        output.write(
          "  Without hints they agree: was the capture made with Speak Hints off? Try --no-hints.\n")
      }
    case .json:
      output.write(
        comparison.json(
          captureName: capture, screenName: loaded.displayPath,
          assumptions: .init(
            systemVersion: order.systemVersion.description, speaksHints: speaksHints,
            agreesWithoutHints: !comparison.agrees && speaksHints
              ? Self.agreesWithoutHints(deviceCapture, order) : nil)))
    }
    try output.finish()
    return comparison.agrees ? .success : .problemFound
  }

  /// Whether the capture matches the transcript without hints: the likeliest cause of a disagreement.
  private static func agreesWithoutHints(_ capture: DeviceCapture, _ order: ReadingOrderResult) -> Bool {
    var lines: [String] = []
    UtteranceBuilder(configuration: .init(speaksHints: false)).forEachLine(in: order) { lines.append($0) }
    return CaptureComparison(capture: capture, simulation: lines).agrees
  }

  /// The capture file's utterances (`DeviceCapture(bytes:)`).
  static func readCapture(_ path: String, limit: Int) throws -> DeviceCapture {
    let bytes = try FileBytes.input(path, name: path, expected: "a capture file", limit: limit)
    do throws(Diagnostic) { return try DeviceCapture(bytes: bytes) } catch { throw error.about(file: path) }
  }
}

import Foundation
import VosimModel
import VosimNavigation

/// `vosim navigate`: a VoiceOver user's gestures on a screen, and what VoiceOver says for each.
struct Navigate: Command {
  static let configuration = CommandConfiguration(
    name: "navigate",
    abstract: "Run VoiceOver gestures on a screen and print what VoiceOver says for each.",
    discussion: """
      The screen appears and VoiceOver focuses its first element (not printed); then each gesture runs \
      in order. The text format prints one line per utterance spoken and nothing for a gesture that \
      moves nowhere; the JSON format gives each gesture's spoken lines, the 1-based reading-order \
      position of the focus afterwards, whether it moved, and a note when vosim knows more (a double \
      tap whose effect is the app's). Exit status 1 when a gesture did not move (a boundary, no element \
      of the rotor's category, a touch over no element), so a CI step fails when a user cannot get \
      there.

      Gestures: next, previous (swipe right / left); first, last (four-finger tap top / bottom); \
      read-all, read-from-here (two-finger swipe up / down); rotor:CATEGORY with CATEGORY one of \
      \(RotorCategory.allCases.map(\.rawValue).joined(separator: ", ")); down, up (the rotor's next / \
      previous element, character, word or action; on adjust-value, down decrements and up increments; \
      the rotor turns to adjust-value or actions where the focus lands on such an element); touch:X,Y (one \
      finger at a point, in screen points); activate (double tap); focus:IDENTIFIER (a screen-changed \
      notification naming that element).
      """,
    arguments: [
      ArgumentSpec(name: "file", help: "A screen file or dump; '-' reads standard input."),
      ArgumentSpec(name: "gesture", help: "The gestures, in order (see above).", repeats: true),
    ],
    options: [TextOrJSON.optionSpec()] + Navigator.Configuration.optionSpecs + ScreenInputOptions.optionSpecs,
    examples: [
      ("vosim navigate login.json rotor:headings down down", "Fails unless two headings follow the first."),
      ("vosim navigate settings.json next next activate", "What the third element says after a double tap."),
      ("vosim navigate screen.json touch:370,820 --format json", "What the finger hits at the bottom right."),
    ]
  )

  var file: String
  var gestures: [Gesture]
  var format: TextOrJSON
  var navigation: Navigator.Configuration
  var input: ScreenInputOptions

  init(arguments: ParsedArguments) throws {
    guard let file = arguments.positionals.first else {
      throw UsageError("Missing expected argument '<file>'")
    }
    self.file = file
    let words = arguments.positionals.dropFirst()
    guard !words.isEmpty else {
      throw UsageError("Missing expected argument '<gesture>'; expected one or more of: \(Self.gestureList)")
    }
    gestures = try words.enumerated().map { number, word in
      guard let gesture = Gesture(word: word) else {
        // `touch:`, `rotor:` and `focus:` are known gestures with a bad argument.
        let known = ["touch:", "rotor:", "focus:"].contains { word.hasPrefix($0) }
        throw UsageError(
          "\(known ? "Invalid" : "Unknown") gesture '\(word)' (gesture \(number + 1)); \(Self.expected(for: word))"
        )
      }
      return gesture
    }
    format = try TextOrJSON(arguments: arguments)
    navigation = Navigator.Configuration(arguments: arguments)
    input = try ScreenInputOptions(arguments: arguments)
  }

  /// The screen in `file` and a navigator on it; an error names the file.
  static func navigator(
    on file: String, options: ScreenInputOptions, configuration: Navigator.Configuration
  ) throws -> (LoadedScreen, Navigator) {
    let loaded = try ScreenInput.load(file, options: options)
    do {
      return (loaded, try Navigator(screen: loaded.screen, configuration: configuration))
    } catch {
      throw Diagnostic(file: loaded.displayPath, message: error.localizedDescription)
    }
  }

  static var gestureList: String { Gesture.words.joined(separator: ", ") }

  /// What a gesture word of that kind takes, for the message naming a bad one.
  static func expected(for word: String) -> String {
    if word.hasPrefix("touch:") {
      return "touch:X,Y takes two finite numbers, the point in the screen's points (touch:20,140)"
    }
    if word.hasPrefix("rotor:") {
      return "the rotor's items are " + RotorCategory.allCases.map(\.rawValue).joined(separator: ", ")
    }
    if word == "focus:" { return "focus:IDENTIFIER takes an accessibility identifier (focus:pay)" }
    return "expected one of: \(gestureList)"
  }

  /// What the input's reader and the reading order warn about, on standard error.
  static func writeWarnings(_ loaded: LoadedScreen, _ navigator: Navigator) {
    for warning in loaded.warnings { StandardError.write(warning) }
    for warning in navigator.order.warnings {
      StandardError.write(warning.diagnostic.about(file: loaded.displayPath))
    }
  }

  func run() throws -> ExitStatus {
    var (loaded, navigator) = try Self.navigator(on: file, options: input, configuration: navigation)
    Self.writeWarnings(loaded, navigator)
    navigator.perform(.screenChanged(identifier: nil))
    let steps = navigator.perform(gestures)
    var output = StandardOutput()
    switch format {
    case .text:
      for step in steps {
        for line in step.spoken {
          output.write(line)
          output.write("\n")
        }
      }
    case .json:
      output.write(NavigationJSON.document(steps))
      output.write("\n")
    }
    try output.finish()
    return steps.allSatisfy(\.moved) ? .success : .problemFound
  }
}

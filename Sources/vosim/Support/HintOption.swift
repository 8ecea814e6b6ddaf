/// `--no-hints`, worded as most commands word it (`speak` and `compare` say it their own way).
extension OptionSpec {
  static let noHints = OptionSpec(
    name: "no-hints", help: "Leave hints out, as with VoiceOver's Speak Hints off.")
}

extension ParsedArguments {
  /// Whether hints are spoken: `--no-hints` was not given.
  var speaksHints: Bool { !flag("no-hints") }
}

import VosimNavigation

/// How `navigate` and `explore` speak hints.
extension Navigator.Configuration {
  static let optionSpecs = [
    OptionSpec.noHints,
    OptionSpec(name: "read-all-hints", help: "Speak hints during read-all too (off by default)."),
  ]

  init(arguments: ParsedArguments) {
    self.init(speaksHints: arguments.speaksHints, readAllSpeaksHints: arguments.flag("read-all-hints"))
  }
}

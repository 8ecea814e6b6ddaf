import VosimSpeech

/// The voice options `speak` and `report` share.
extension SpeechConfiguration {
  static let voiceOptionSpecs = [
    OptionSpec(
      name: "voice", valueName: "tag",
      help:
        "The voice (BCP-47 tag or espeak-ng voice, with +VARIANT such as en-US+f3) when no language picks one (default: en-US)."
    ),
    OptionSpec(
      name: "rate", valueName: "wpm", help: "Speaking rate in words per minute, 80–450 (default: 175)."),
  ]

  /// The defaults with `pacing`, and the `--voice` and `--rate` given.
  init(arguments: ParsedArguments, pacing: SpeechPacing) throws {
    self.init(pacing: pacing)
    if let voice = arguments.value("voice") {
      guard SpeechConfiguration.isVoiceName(voice) else {
        throw UsageError(
          "Invalid value '\(voice)' for '--voice'; expected a language tag such as en-GB or an espeak-ng "
            + "voice such as gmw/en-US")
      }
      self.voice = voice
    }
    if let rate = try arguments.number("rate", in: 80...450) { self.rate = Int(rate.rounded()) }
  }
}

import Foundation
import VosimModel
import VosimUtterance

/// Speaks utterances aloud through espeak-ng's own audio output, one at a time, announcing each
/// transcript line as it starts, paced as `SpeechPacing` says.
///
/// espeak-ng blocks each call until its audio has played, so the pauses are slept between calls.
public struct LivePlayback: Sendable {
  /// The voice, rate, pitch and pacing of the playback.
  public var configuration: SpeechConfiguration

  /// A playback; nothing is opened until `checkAudioDevice()` or `play`.
  public init(configuration: SpeechConfiguration = SpeechConfiguration()) {
    self.configuration = configuration
  }

  /// Fails with `SpeechError.noAudioDevice` when there is nothing to play on; makes no sound.
  public func checkAudioDevice() throws {
    try Self.requireSoundSystem()
    let engine = try SpeechEngine.shared.get()
    try engine.withSession { session in
      defer { try? session.setPlaysAudio(false) }
      try session.setPlaysAudio(true)
      // Opening the device happens on the first (here empty) block of audio.
      try session.synthesize("") { _ in }
    }
  }

  /// Plays `utterances`, calling `announce` with each transcript line just before it is spoken.
  /// Checks for a sound device first. Returns warnings (languages without a voice).
  public func play(_ utterances: [Utterance], announce: (String) -> Void) throws -> [Diagnostic] {
    try checkAudioDevice()
    let engine = try SpeechEngine.shared.get()
    return try engine.withSession { session in
      defer { try? session.setPlaysAudio(false) }
      try session.setPlaysAudio(true)
      var picker = try VoicePicker(
        voices: engine.voices, configuredVoice: configuration.voice, variants: engine.variants)
      let pacing = configuration.pacing
      for (index, utterance) in utterances.enumerated() {
        if index > 0 { Self.pause(pacing.utterancePause) }
        let phrases = pacing.spokenPhrases(of: utterance)
        announce(phrases.map(\.text).joined(separator: " "))
        try session.select(picker.voice(for: utterance))
        try session.setProsody(rate: configuration.rate, pitch: configuration.pitch)
        for (number, phrase) in phrases.enumerated() {
          if number > 0 { Self.pause(pacing.pause(before: phrase, after: phrases[number - 1])) }
          try session.synthesize(phrase.text) { _ in }
        }
      }
      return picker.warnings.map { .warning($0) }
    }
  }

  private static func pause(_ seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    Thread.sleep(forTimeInterval: min(seconds, 60))
  }

  /// espeak-ng plays through PulseAudio (or PipeWire's PulseAudio socket) or ALSA. With neither a
  /// server socket nor a sound card there is nothing to try, and asking espeak-ng would only add its
  /// own error line to stderr.
  static func requireSoundSystem() throws(SpeechError) {
    let environment = ProcessInfo.processInfo.environment
    if let server = environment["PULSE_SERVER"], !server.isEmpty { return }
    var sockets = ["/run/user/\(getuid())/pulse/native", "/run/pulse/native", "/var/run/pulse/native"]
    if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
      sockets.insert(runtime + "/pulse/native", at: 0)
    }
    let manager = FileManager.default
    if sockets.contains(where: { manager.fileExists(atPath: $0) }) { return }
    if let cards = try? manager.contentsOfDirectory(atPath: "/dev/snd"),
      cards.contains(where: { $0.hasPrefix("pcm") })
    {
      return
    }
    throw .noAudioDevice("no sound card in /dev/snd and no PulseAudio or PipeWire server")
  }
}

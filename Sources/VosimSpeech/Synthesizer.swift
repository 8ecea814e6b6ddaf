import Foundation
import VosimFileOutput
import VosimModel
import VosimUtterance

/// Speaks a reading order's utterances with espeak-ng into a WAV file, with a timeline of who spoke
/// when and, if asked, WebVTT captions.
///
/// The audio streams to disk as it is made (memory does not grow with its length). The outputs are
/// one `OutputSet`: written to temporary files and put in place together only once all of the
/// synthesis and every write has succeeded, so a failed run leaves no partial file, touches none of
/// the existing ones, and never leaves a WAV without the captions asked for beside it.
public struct SpeechSynthesizer: Sendable {
  /// The voice, rate, pitch and pacing of every rendering.
  public var configuration: SpeechConfiguration

  /// A synthesizer; espeak-ng itself starts on the first rendering.
  public init(configuration: SpeechConfiguration = SpeechConfiguration()) {
    self.configuration = configuration
  }

  /// What a rendering produced besides its files.
  public struct Rendering: Hashable, Sendable {
    /// Who spoke when, as written to the timeline file.
    public var timeline: Timeline
    /// Languages without an installed voice, and similar.
    public var warnings: [Diagnostic]
  }

  /// Samples per second of the WAV files written.
  public static let sampleRate = SpeechEngine.sampleRate

  /// The espeak-ng voices that can be chosen, for listing and for tests.
  public static func installedVoices() throws(SpeechError) -> [InstalledVoice] {
    try SpeechEngine.shared.get().voices
  }

  /// Renders `utterances` to a WAV file at `audio` (or only measures them when it is nil) and writes
  /// the timeline JSON and captions where asked, all committed together. Throws `FileOutputError` for
  /// an output that cannot be written (before any synthesis when the folder is missing or read-only)
  /// and `SpeechError` when espeak-ng fails; either way nothing is left behind.
  ///
  /// - Parameter outputs: The set the files join, for a caller that commits them together with files
  ///   of its own (and can cancel them from an interrupt handler); the caller then commits it. When
  ///   nil, the rendering's files are a set of their own, committed here.
  public func render(
    _ utterances: [Utterance], to audio: URL?, timeline timelineURL: URL? = nil, captions: URL? = nil,
    outputs: OutputSet? = nil
  ) throws -> Rendering {
    let engine = try SpeechEngine.shared.get()
    let files = outputs ?? OutputSet()
    do {
      let wav = try audio.map { url throws(FileOutputError) in
        try WAVWriter(destination: url, sampleRate: Self.sampleRate, in: files)
      }
      let timelineFile = try timelineURL.map { url throws(FileOutputError) in try files.file(url) }
      let captionsFile = try captions.map { url throws(FileOutputError) in try files.file(url) }
      let rendering = try engine.withSession { session in
        try synthesize(utterances, session: session, engine: engine, into: wav)
      }
      try wav?.finish()
      try timelineFile?.write(rendering.timeline.json())
      try captionsFile?.write(WebVTT.captions(for: rendering.timeline))
      if outputs == nil { try files.commit() }
      return rendering
    } catch {
      files.cancel()
      throw error
    }
  }

  /// The loudest a sample can be and still be silence (about -60 dBFS).
  private static let quiet: Int16 = 32

  private func synthesize(
    _ utterances: [Utterance], session: SpeechSession, engine: SpeechEngine, into wav: WAVWriter?
  ) throws -> Rendering {
    try session.setPlaysAudio(false)
    var picker = try VoicePicker(
      voices: engine.voices, configuredVoice: configuration.voice, variants: engine.variants)
    let pacing = configuration.pacing
    let rate = Self.sampleRate
    var position = 0
    let receive: (UnsafeBufferPointer<Int16>) throws -> Void = { samples in
      try wav?.append(samples)
    }
    func silence(_ seconds: Double) throws {
      let count = SpeechPacing.samples(seconds, sampleRate: rate)
      try wav?.appendSilence(count)
      position += count
    }
    var entries: [Timeline.Entry] = []
    entries.reserveCapacity(utterances.count)
    // Utterances with words espeak-ng made (almost) no sound for (`<`, digits of a script it lacks):
    // the captions show words the WAV does not say.
    var unspoken: [Utterance] = []
    let audible = SpeechPacing.samples(0.03, sampleRate: rate)
    for (index, utterance) in utterances.enumerated() {
      if index > 0 { try silence(pacing.utterancePause) }
      let voice = picker.voice(for: utterance)
      let latinVoice = picker.latinVoice(beside: voice)
      let start = position
      let phrases = pacing.spokenPhrases(of: utterance)
      // An element that says nothing (a blank label) still takes the user a swipe: a phrase pause of
      // silence, so its span is not empty and its caption has a place.
      if phrases.isEmpty { try silence(pacing.phrasePause) }
      // Samples that make a sound: after some words espeak-ng returns stretches of zeros, which count
      // as no speech.
      var spoken = 0
      for (number, phrase) in phrases.enumerated() {
        if number > 0 { try silence(pacing.pause(before: phrase, after: phrases[number - 1])) }
        var produced = 0
        let phraseVoice = latinVoice.flatMap { VoicePicker.isLatinOnly(phrase.text) ? $0 : nil } ?? voice
        if latinVoice != nil { picker.noteMixedLatin(phrase.text, voice: voice) }
        try session.select(phraseVoice)
        try session.setProsody(rate: configuration.rate, pitch: configuration.pitch)
        try session.synthesize(phrase.text) { samples in
          try receive(samples)
          produced += samples.count
          spoken += samples.count { $0 > Self.quiet || $0 < -Self.quiet }
        }
        position += produced
      }
      if !phrases.isEmpty, spoken < audible { unspoken.append(utterance) }
      entries.append(
        Timeline.Entry(
          index: utterance.element.position, identifier: utterance.element.identifier,
          path: utterance.element.path.description, text: phrases.map(\.text).joined(separator: " "),
          language: utterance.language, voice: voice.identifier, startSample: start, endSample: position,
          sampleRate: rate))
    }
    let timeline = Timeline(sampleRate: rate, totalSamples: position, entries: entries)
    var warnings = picker.warnings
    if let first = unspoken.first {
      let more = unspoken.count > 1 ? " and \(unspoken.count - 1) more" : ""
      warnings.append(
        "espeak-ng says nothing for '\(first.text)' (element \(first.element.position + 1))\(more): the WAV is "
          + "silent where the captions and the timeline show words")
    }
    return Rendering(timeline: timeline, warnings: warnings.map { .warning($0) })
  }
}

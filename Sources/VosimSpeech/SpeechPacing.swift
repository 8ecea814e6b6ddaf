import VosimUtterance

/// How VoiceOver paces speech: a short pause between the phrases of an utterance (label, value,
/// traits), a longer one before the hint, a pause between utterances, and whether hints are spoken
/// at all (VoiceOver's "Speak Hints").
///
/// Pauses are written as exact runs of silent samples, not left to the synthesiser, so the timeline
/// and the audio agree to the sample.
public struct SpeechPacing: Hashable, Sendable, Codable {
  /// Seconds of silence between the phrases of one utterance.
  public var phrasePause: Double
  /// Seconds of silence before the hint (VoiceOver waits about a second).
  public var hintDelay: Double
  /// Seconds of silence between one utterance and the next.
  public var utterancePause: Double
  /// Whether hints are spoken.
  public var speaksHints: Bool

  /// VoiceOver's pacing: 0.25 s between phrases, 1 s before the hint, 0.5 s between utterances.
  public init(
    phrasePause: Double = 0.25, hintDelay: Double = 1.0, utterancePause: Double = 0.5,
    speaksHints: Bool = true
  ) {
    self.phrasePause = phrasePause
    self.hintDelay = hintDelay
    self.utterancePause = utterancePause
    self.speaksHints = speaksHints
  }

  /// The phrases spoken for an utterance: all of them, or all but the hint when hints are off.
  public func spokenPhrases(of utterance: Utterance) -> [Phrase] {
    let phrases = utterance.phrases
    return speaksHints ? phrases : phrases.filter { !$0.isHint }
  }

  /// Seconds of silence before `phrase`, which follows `previous` in its utterance: the hint delay
  /// before the hint, once (a custom hint and the default one after it are one hint, with the short
  /// pause between them), else the pause between phrases.
  public func pause(before phrase: Phrase, after previous: Phrase) -> Double {
    phrase.isHint && !previous.isHint ? hintDelay : phrasePause
  }

  /// A duration in seconds as a whole number of samples; negative or absurd values become 0 or a day.
  static func samples(_ seconds: Double, sampleRate: Int) -> Int {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int((min(seconds, 86_400) * Double(sampleRate)).rounded())
  }
}

import VosimUtterance

/// How long VoiceOver takes to say an utterance, estimated without a synthesiser: words at a speaking
/// rate, with VoiceOver's pauses between phrases, before the hint and between utterances (the
/// defaults of `vosim speak`'s pacing). espeak-ng's real durations differ by a few tenths of a second
/// per utterance; the estimate is for "within N seconds" questions, not for timing audio.
public struct SpeechEstimate: Hashable, Sendable {
  /// Words per minute (VoiceOver's default rate is about espeak-ng's 175).
  public var wordsPerMinute: Double
  public var phrasePause: Double
  public var hintDelay: Double
  public var utterancePause: Double

  public init(
    wordsPerMinute: Double = 175, phrasePause: Double = 0.25, hintDelay: Double = 1.0,
    utterancePause: Double = 0.5
  ) {
    self.wordsPerMinute = wordsPerMinute
    self.phrasePause = phrasePause
    self.hintDelay = hintDelay
    self.utterancePause = utterancePause
  }

  /// Seconds to speak one utterance, pauses between its phrases included (not the one after it).
  public func seconds(of utterance: Utterance) -> Double {
    let phrases = utterance.phrases
    var seconds = 0.0
    for (index, phrase) in phrases.enumerated() {
      if index > 0 { seconds += phrase.isHint && !phrases[index - 1].isHint ? hintDelay : phrasePause }
      seconds += self.seconds(ofText: phrase.text)
    }
    return seconds
  }

  /// Seconds to speak a text: its words at the rate.
  public func seconds(ofText text: String) -> Double {
    let words = text.split(whereSeparator: { $0.isWhitespace }).count
    return Double(words) * 60 / max(wordsPerMinute, 1)
  }
}

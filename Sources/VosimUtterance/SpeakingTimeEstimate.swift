/// How long VoiceOver takes to say something, estimated from its words without synthesising it: what
/// the audit's `slow-to-reach` and the navigator's "within N seconds" measure with, so neither needs a
/// speech engine, and both give the same answer.
///
/// The pauses are `vosim speak`'s own pacing (0.25 s between phrases, 1 s before the hint, 0.5 s
/// between utterances; a test in the speech tests keeps them equal), and the speaking rate is
/// espeak-ng's default of 175 words a minute. A word is counted per six letters, so long words take
/// longer, and per digit; docs/audit.md gives the estimate's error against real
/// synthesis of the Samples.
public struct SpeakingTimeEstimate: Hashable, Sendable {
  /// Words a minute.
  public var wordsPerMinute: Double
  /// Seconds of silence between the phrases of one utterance.
  public var phrasePause: Double
  /// Seconds of silence before the hint.
  public var hintDelay: Double
  /// Seconds of silence between one utterance and the next.
  public var utterancePause: Double
  /// Whether hints are spoken (VoiceOver's Speak Hints): without them, a hint takes no time.
  public var speaksHints: Bool

  public init(
    wordsPerMinute: Double = 175, phrasePause: Double = 0.25, hintDelay: Double = 1.0,
    utterancePause: Double = 0.5, speaksHints: Bool = true
  ) {
    self.wordsPerMinute = wordsPerMinute
    self.phrasePause = phrasePause
    self.hintDelay = hintDelay
    self.utterancePause = utterancePause
    self.speaksHints = speaksHints
  }

  /// Why these numbers cannot time speech, or nil: a rate that is no number above 0, or a pause that
  /// is no number of seconds, 0 or more (a NaN would make every time budget pass).
  public var problem: String? {
    guard wordsPerMinute.isFinite, wordsPerMinute > 0 else {
      return "wordsPerMinute \(wordsPerMinute) must be a number above 0"
    }
    for (name, value) in [
      ("phrasePause", phrasePause), ("hintDelay", hintDelay), ("utterancePause", utterancePause),
    ]
    where !(value.isFinite && value >= 0) {
      return "\(name) \(value) must be a number of seconds, 0 or more"
    }
    return nil
  }

  /// Seconds to speak one utterance, pauses between its phrases included (not the one after it).
  public func seconds(of utterance: Utterance) -> Double {
    seconds(of: utterance.segments)
  }

  /// Seconds of speech (pauses inside it included, the pause after it not) of an utterance's segments,
  /// phrased as the transcript phrases them: label, value and `Selected` form one phrase.
  public func seconds(of segments: [Segment]) -> Double {
    var seconds = 0.0
    var words = 0.0
    var previousKind: Segment.Kind?
    for segment in segments where speaksHints || segment.kind != .hint {
      words += Self.words(in: segment.text)
      if let previousKind {
        let joinsPhrase = previousKind.isDescription && segment.kind.isDescription
        if !joinsPhrase {
          seconds += segment.kind == .hint && previousKind != .hint ? hintDelay : phrasePause
        }
      }
      previousKind = segment.kind
    }
    return seconds + words * 60 / max(wordsPerMinute, 1)
  }

  /// Spoken words in a text: each run of letters counts one word per six letters begun, each digit
  /// one word ("2024" is "two thousand twenty four"), and a dollar sign one ("dollars"). Scripts
  /// written without spaces count by character, as espeak-ng speaks them: a Han character a word, a
  /// Hangul syllable half of one, a kana or a Thai, Lao, Khmer or Myanmar letter a third; an emoji
  /// (its name) a word, its joiners and modifiers and CJK punctuation nothing. Every other character
  /// outside ASCII counts as a letter.
  static func words(in text: String) -> Double {
    var count = 0.0
    var letters = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      switch value {
      case 0x41...0x5A, 0x61...0x7A:
        letters += 1
        continue
      case 0x30...0x39: count += 1
      case 0..<0x80: if value == 0x24 { count += 1 }
      default:
        guard let weight = characterWeight(value) else {
          letters += 1
          continue
        }
        count += weight
      }
      count += Double((letters + 5) / 6)
      letters = 0
    }
    return count + Double((letters + 5) / 6)
  }

  /// The words one character of a script without spaces, or an emoji, counts; nil for a letter of a
  /// spaced script.
  private static func characterWeight(_ value: UInt32) -> Double? {
    switch value {
    case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x3134F: 1
    case 0xAC00...0xD7AF: 0.5
    case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D, 0x0E00...0x0EFF, 0x1000...0x109F,
      0x1780...0x17FF:
      1.0 / 3
    // Joiners and modifiers of emoji, and the punctuation of CJK text (`、`, `「」`, `，`), which is
    // no word.
    case 0x1F3FB...0x1F3FF, 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0x3000...0x303F, 0xFF01...0xFF0F,
      0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65:
      0
    case 0x1F000...0x1FAFF, 0x2600...0x27BF: 1
    default: nil
    }
  }
}

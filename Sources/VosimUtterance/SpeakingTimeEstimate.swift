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
    seconds(of: utterance.segments)
  }

  /// Seconds of speech (pauses inside it included, the pause after it not) of an utterance's segments,
  /// phrased as the transcript phrases them: label, value and `Selected` form one phrase.
  public func seconds(of segments: [Segment]) -> Double {
    var seconds = 0.0
    var words = 0.0
    var previousKind: Segment.Kind?
    for segment in segments {
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
  /// one word ("2024" is "two thousand twenty four"), and a dollar sign one ("dollars"). Read from
  /// the UTF-8 bytes: every character outside ASCII counts as a letter.
  static func words(in text: String) -> Double {
    var count = 0
    var letters = 0
    for byte in text.utf8 {
      switch byte {
      case 0x30...0x39:
        count += 1 + (letters + 5) / 6
        letters = 0
      case 0x41...0x5A, 0x61...0x7A, 0xC0...0xFF:
        letters += 1
      case 0x80...0xBF:
        continue
      default:
        if byte == 0x24 { count += 1 }
        count += (letters + 5) / 6
        letters = 0
      }
    }
    count += (letters + 5) / 6
    return Double(count)
  }
}

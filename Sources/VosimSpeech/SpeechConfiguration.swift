import VosimModel
import VosimUtterance

/// Everything that shapes the speech: the fallback voice, the speaking rate and pitch, and the pacing.
public struct SpeechConfiguration: Hashable, Sendable, Codable {
  /// The BCP-47 tag or espeak-ng voice name (`--voice`) that speaks what the screen leaves to the
  /// device: utterances whose language is only assumed (`Utterance.isLanguageAssumed`). It also stands
  /// in for a language with no installed voice.
  public var voice: String
  /// Words per minute, 80–450 (`--rate`; VoiceOver's speaking rate maps to it).
  public var rate: Int
  /// 0–100; 50 is the voice's own pitch (`--pitch`).
  public var pitch: Int
  /// The pauses, and whether hints are spoken.
  public var pacing: SpeechPacing

  /// espeak-ng's default speaking rate, and vosim's.
  public static let defaultRate = 175

  /// The estimate of speaking time that speaks at this rate, with these pauses and hints: what
  /// `slow-to-reach` should measure beside this speech.
  public var speakingTimeEstimate: SpeakingTimeEstimate {
    SpeakingTimeEstimate(
      wordsPerMinute: Double(rate), phrasePause: pacing.phrasePause, hintDelay: pacing.hintDelay,
      utterancePause: pacing.utterancePause, speaksHints: pacing.speaksHints)
  }

  /// Whether `text` can name a voice: a well-formed BCP-47 tag (`en-GB`), or an espeak-ng voice's
  /// name or file (`German`, `gmw/en-US`, `English (Great Britain)` or `English_(Great_Britain)` as
  /// `espeak-ng --voices` prints it, `en+f3`): letters and digits, with `_ - / + ( ) , . '` between them (`K'iche'`),
  /// and spaces only in a name (`de DE` is a tag's typo). A voice that is well named but not installed is
  /// no error, only a warning when the speech is made: the machine decides that, not the name.
  public static func isVoiceName(_ text: String) -> Bool {
    if LanguageTag.isWellFormed(text) { return true }
    guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || ("0"..."9").contains(first)
    else { return false }
    // espeak-ng's names hold spaces (`English (Great Britain)`, `shan (tai yai)`), matched without case;
    // a name ends with no space, and a tag with a space (`de DE`) is a typo, not a name.
    if text.contains(" "),
      !first.properties.isAlphabetic || text.unicodeScalars.last == " "
        || (text.prefix { $0 != " " }.count <= 3
          && LanguageTag.isWellFormed(text.replacingOccurrences(of: " ", with: "-")))
    {
      return false
    }
    return text.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-/+(),.' ".unicodeScalars.contains($0)
    }
  }

  /// VoiceOver's defaults: US English, 175 words per minute, the voice's own pitch, default pacing.
  public init(
    voice: String = "en-US", rate: Int = SpeechConfiguration.defaultRate, pitch: Int = 50,
    pacing: SpeechPacing = SpeechPacing()
  ) {
    self.voice = voice
    self.rate = rate
    self.pitch = pitch
    self.pacing = pacing
  }
}

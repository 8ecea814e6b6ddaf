import Foundation
import VosimUtterance

/// Who was speaking when in a rendered WAV: one entry per utterance, with times computed from sample
/// counts (not clocks), so they match the audio exactly.
///
/// `timeToReachMilliseconds` is what a team asks about: how long a user swiping from the top waits
/// before hearing an element, everything spoken before it included.
public struct Timeline: Hashable, Sendable, Codable {
  /// One utterance's place in the audio.
  public struct Entry: Hashable, Sendable, Codable {
    /// Zero-based position in the reading order.
    public var index: Int
    /// The element's `accessibilityIdentifier`, if it has one.
    public var identifier: String?
    /// Where the element sits in the source file (`root.subviews[2]`).
    public var path: String
    /// The transcript line as spoken (without the hint when hints are off).
    public var text: String
    /// The language the utterance asked for.
    public var language: String
    /// The espeak-ng voice that spoke it (`gmw/de`).
    public var voice: String
    /// The first sample of the utterance's speech.
    public var startSample: Int
    /// One past the last sample of the utterance's speech; the pause after it is not part of it.
    public var endSample: Int
    /// `startSample` in whole milliseconds.
    public var startMilliseconds: Int
    /// `endSample` in whole milliseconds.
    public var endMilliseconds: Int
    /// Everything spoken before this element, pauses included, in milliseconds: its start.
    public var timeToReachMilliseconds: Int

    /// An entry whose milliseconds are computed from its samples at `sampleRate`.
    public init(
      index: Int, identifier: String?, path: String, text: String, language: String, voice: String,
      startSample: Int, endSample: Int, sampleRate: Int
    ) {
      self.index = index
      self.identifier = identifier
      self.path = path
      self.text = text
      self.language = language
      self.voice = voice
      self.startSample = startSample
      self.endSample = endSample
      startMilliseconds = Timeline.milliseconds(startSample, sampleRate: sampleRate)
      endMilliseconds = Timeline.milliseconds(endSample, sampleRate: sampleRate)
      timeToReachMilliseconds = startMilliseconds
    }

    enum CodingKeys: String, CodingKey {
      case index, identifier, path, text, language, voice, startSample, endSample
      case startMilliseconds = "startMs"
      case endMilliseconds = "endMs"
      case timeToReachMilliseconds = "timeToReachMs"
    }
  }

  /// Samples per second of the audio.
  public var sampleRate: Int
  /// Samples in the whole WAV, pauses included.
  public var totalSamples: Int
  /// `totalSamples` in whole milliseconds.
  public var durationMilliseconds: Int
  /// One entry per utterance, in reading order.
  public var entries: [Entry]

  /// A timeline of `entries` in audio of `totalSamples` samples.
  public init(sampleRate: Int, totalSamples: Int, entries: [Entry]) {
    self.sampleRate = sampleRate
    self.totalSamples = totalSamples
    self.durationMilliseconds = Timeline.milliseconds(totalSamples, sampleRate: sampleRate)
    self.entries = entries
  }

  enum CodingKeys: String, CodingKey {
    case sampleRate, totalSamples
    case durationMilliseconds = "durationMs"
    case entries = "utterances"
  }

  /// The timeline as pretty-printed JSON with sorted keys, ending in a newline.
  public func json() -> String { PrettyJSON.text(self) }

  /// Whole milliseconds (rounded down) of `samples` at `sampleRate`.
  static func milliseconds(_ samples: Int, sampleRate: Int) -> Int {
    guard sampleRate > 0, samples > 0 else { return 0 }
    let (product, overflow) = samples.multipliedReportingOverflow(by: 1000)
    return overflow ? samples / sampleRate * 1000 : product / sampleRate
  }
}

import Foundation
import Testing
import VosimAudit
import VosimImport
import VosimModel
import VosimReadingOrder
import VosimSpeech
import VosimTestSupport
import VosimUtterance

/// The audit's speaking-time estimate (`slow-to-reach`, which must not need espeak-ng) against real
/// synthesis: same pauses as the speech pacing, and close to the synthesised time on every Sample.
@Suite struct SpeakingTimeEstimateTests {
  @Test func pausesAreTheSpeechPacing() {
    let estimate = SpeakingTimeEstimate()
    let pacing = SpeechPacing()
    #expect(estimate.phrasePause == pacing.phrasePause)
    #expect(estimate.hintDelay == pacing.hintDelay)
    #expect(estimate.utterancePause == pacing.utterancePause)
    #expect(estimate.wordsPerMinute == Double(SpeechConfiguration.defaultRate))
  }

  /// The time to reach each Sample's last element, estimated and synthesised, within 25% (the Arabic one is the
  /// farthest, 21% short: its script leaves vowels unwritten; the others are within 15%).
  @Test func estimateIsCloseToSynthesisOnEverySample() throws {
    let folder = VosimBinary.repository.appendingPathComponent("Samples")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json")
    }
    .sorted()
    #expect(names.count >= 20)
    let estimate = SpeakingTimeEstimate()
    for name in names {
      let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
      let screen = try ScreenDecoder().decode(bytes).screen
      let utterances = UtteranceBuilder().utterances(for: try ReadingOrder().order(screen))
      guard utterances.count > 1 else { continue }
      let rendering = try SpeechSynthesizer().render(utterances, to: nil)
      var estimated = 0.0
      for utterance in utterances.dropLast() {
        estimated += estimate.seconds(of: utterance.segments) + estimate.utterancePause
      }
      let synthesised = Double(rendering.timeline.entries.last!.timeToReachMilliseconds) / 1000
      #expect(
        abs(estimated / synthesised - 1) < 0.25,
        "\(name): estimated \(estimated) s, synthesised \(synthesised) s")
    }
  }
}

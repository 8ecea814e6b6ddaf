import Foundation
import Testing
import VosimTestSupport
import VosimUtterance

@testable import VosimSpeech

/// A rendering's audio depends on its utterances and configuration only: the same input gives the
/// same samples, byte for byte, whatever the process spoke before and whatever other threads speak.
@Suite("Speech determinism")
struct SpeechDeterminismTests {
  let screen = [
    utterance(0, [Segment(.label, "Checkout"), Segment(.trait, "Heading")]),
    utterance(1, [Segment(.label, "Zwischensumme"), Segment(.value, "12 Euro")], language: "de-DE"),
    utterance(2, [Segment(.label, "Buy"), Segment(.trait, "Button"), Segment(.hint, "Places the order.")]),
  ]

  /// Renderings that leave espeak-ng in other states: other voices, rates, pitches and languages.
  static let others: [(SpeechConfiguration, [Utterance])] = [
    (SpeechConfiguration(rate: 90, pitch: 10), [utterance(0, [Segment(.label, "Slowly, and low.")])]),
    (
      SpeechConfiguration(rate: 400, pitch: 95),
      [utterance(0, [Segment(.label, "Schnell und hoch, bitte!")], language: "de-DE")]
    ),
    (
      SpeechConfiguration(voice: "fr"),
      [utterance(0, [Segment(.label, "Bonjour, ça va ?")], language: "fr-FR")]
    ),
    (SpeechConfiguration(), [utterance(0, [Segment(.label, "Что это такое?")], language: "ru-RU")]),
    (
      SpeechConfiguration(rate: 250),
      [utterance(0, [Segment(.label, "A question?"), Segment(.hint, "Then an answer.")])]
    ),
  ]

  func wav(_ utterances: [Utterance], _ configuration: SpeechConfiguration = SpeechConfiguration()) throws
    -> Audio
  {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("screen.wav")
    _ = try SpeechSynthesizer(configuration: configuration).render(utterances, to: url)
    return Audio(bytes: try Data(contentsOf: url))
  }

  @Test func theSameUtterancesGiveTheSameSamples() throws {
    let first = try wav(screen)
    let second = try wav(screen)
    #expect(first.bytes.count > 44 + 22_050)
    #expect(first == second)
  }

  /// espeak-ng reads C strings: a NUL in a label must not end the speech there.
  @Test func aNULInALabelIsSpokenAsASpace() throws {
    let withNUL = try wav([utterance(0, [Segment(.label, "Hello\u{0}world and more")])])
    let withSpace = try wav([utterance(0, [Segment(.label, "Hello world and more")])])
    #expect(withNUL == withSpace)
  }

  @Test func aHundredOtherRenderingsLeaveNoTrace() throws {
    let before = try wav(screen)
    for round in 0..<100 {
      let (configuration, utterances) = Self.others[round % Self.others.count]
      _ = try SpeechSynthesizer(configuration: configuration).render(utterances, to: nil)
    }
    #expect(try wav(screen) == before)
  }

  @Test func renderingsOnOtherThreadsLeaveNoTrace() throws {
    let expected = try wav(screen)
    let results = ResultBox()
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      do {
        for round in 0..<6 {
          let (configuration, utterances) = Self.others[(worker + round) % Self.others.count]
          _ = try SpeechSynthesizer(configuration: configuration).render(utterances, to: nil)
          results.append(try wav(screen))
        }
      } catch {
        results.fail(error)
      }
    }
    #expect(results.failures.isEmpty)
    #expect(results.renderings.count == 48)
    #expect(results.renderings.allSatisfy { $0 == expected })
  }

  @Test func aFreshProcessGivesTheSameSamplesAsThisOne() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screenFile = folder.appendingPathComponent("checkout.json")
    try SpeakCommandTests.screen.write(to: screenFile, atomically: true, encoding: .utf8)
    var outputs: [Audio] = []
    for name in ["first.wav", "second.wav"] {
      let url = folder.appendingPathComponent(name)
      let run = try VosimBinary.run(["speak", screenFile.path, "-o", url.path])
      #expect(run.status == 0, "\(run.stderr)")
      outputs.append(Audio(bytes: try Data(contentsOf: url)))
    }
    #expect(outputs[0] == outputs[1])
    // This process has spoken other things by now; the same utterances still sound the same.
    for (configuration, utterances) in Self.others {
      _ = try SpeechSynthesizer(configuration: configuration).render(utterances, to: nil)
    }
    #expect(try wav(Self.checkoutUtterances) == outputs[0])
  }

  /// What `vosim speak` says for `SpeakCommandTests.screen`, as utterances with their languages.
  static let checkoutUtterances = [
    utterance(0, [Segment(.label, "Checkout"), Segment(.trait, "Heading")], identifier: "title"),
    utterance(1, [Segment(.label, "Zwischensumme")], language: "de-DE"),
    utterance(
      2, [Segment(.label, "Buy"), Segment(.trait, "Button"), Segment(.hint, "Places the order.")],
      identifier: "buy"),
  ]
}

/// A WAV file's bytes, compared whole and described briefly: a failure must not make the test runner
/// diff a megabyte element by element.
struct Audio: Equatable, CustomStringConvertible {
  let bytes: Data

  var description: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return "\(bytes.count) bytes, FNV-1a \(String(hash, radix: 16))"
  }
}

/// Results gathered from worker threads.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storedRenderings: [Audio] = []
  private var storedFailures: [String] = []

  var renderings: [Audio] { lock.withLock { storedRenderings } }
  var failures: [String] { lock.withLock { storedFailures } }

  func append(_ audio: Audio) { lock.withLock { storedRenderings.append(audio) } }
  func fail(_ error: any Error) { lock.withLock { storedFailures.append("\(error)") } }
}

import Foundation
import VosimReadingOrder
import VosimSpeech
import VosimUtterance

/// Speaks the explorer's lines aloud on a thread of its own, so keys keep working while it talks. When
/// gestures come faster than speech, only the latest one's lines wait: VoiceOver too drops what a new
/// gesture interrupts.
final class LiveSpeaker: @unchecked Sendable {
  private let playback: LivePlayback
  private let language: String
  private let queue = DispatchQueue(label: "vosim.explore.speech")
  private let lock = NSLock()
  private var pending: [Utterance]?
  private var busy = false

  /// Looks for a sound device on a thread of its own, so the explorer draws and takes keys meanwhile: a
  /// sound server that accepts and never answers holds the look for a minute.
  final class Probe: @unchecked Sendable {
    private let lock = NSLock()
    private var found: (speaker: LiveSpeaker?, noDevice: String?)?

    init(language: String, speaksHints: Bool) {
      Thread.detachNewThread { [self] in
        let result = LiveSpeaker.make(language: language, speaksHints: speaksHints)
        lock.lock()
        found = result
        lock.unlock()
      }
    }

    /// The speaker, or nil with the reason, once the look is over; nil until then.
    var result: (speaker: LiveSpeaker?, noDevice: String?)? {
      lock.lock()
      defer { lock.unlock() }
      return found
    }
  }

  /// A speaker, or nil with the reason when there is no sound device.
  static func make(language: String, speaksHints: Bool) -> (LiveSpeaker?, String?) {
    let playback = LivePlayback(
      configuration: SpeechConfiguration(pacing: SpeechPacing(speaksHints: speaksHints)))
    do {
      try playback.checkAudioDevice()
      return (LiveSpeaker(playback: playback, language: language), nil)
    } catch {
      return (nil, error.localizedDescription)
    }
  }

  private init(playback: LivePlayback, language: String) {
    self.playback = playback
    self.language = language
  }

  /// Speaks `lines` after what is being said now, replacing anything still waiting.
  func speak(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    let utterances = lines.map {
      Utterance(element: OrderedElement(), language: language, segments: [Segment(.label, $0)])
    }
    lock.lock()
    pending = utterances
    let start = !busy
    busy = true
    lock.unlock()
    if start { queue.async { self.drain() } }
  }

  private func drain() {
    while true {
      lock.lock()
      guard let next = pending else {
        busy = false
        lock.unlock()
        return
      }
      pending = nil
      lock.unlock()
      _ = try? playback.play(next) { _ in }
    }
  }
}

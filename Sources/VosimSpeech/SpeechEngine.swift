import CEspeakNG
import Foundation

/// The one espeak-ng engine of the process.
///
/// espeak-ng keeps all its state in unlocked globals, and in 1.51 initialising it a second time after
/// terminating it deadlocks. So the engine is initialised once, on first use, is never terminated, and
/// every use goes through `withSession`, which holds a lock for the whole of the work: a voice or rate
/// set by one caller cannot leak into another's speech, and parallel tests share it safely. This is the
/// only global mutable state in vosim.
final class SpeechEngine: @unchecked Sendable {
  /// Samples per second of every built-in espeak-ng voice.
  static let sampleRate = 22_050

  /// The engine, or why espeak-ng could not start (the same answer for the life of the process).
  static let shared: Result<SpeechEngine, SpeechError> = Result { () throws(SpeechError) in
    try SpeechEngine()
  }

  /// Every voice that can be selected (no mbrola voices, no variants), in espeak-ng's order.
  let voices: [InstalledVoice]
  private let lock = NSLock()
  private var state = SessionState()

  private init() throws(SpeechError) {
    espeak_ng_InitializePath(nil)
    var context: espeak_ng_ERROR_CONTEXT?
    let status = espeak_ng_Initialize(&context)
    if context != nil { espeak_ng_ClearErrorContext(&context) }
    guard status == ENS_OK else { throw .engineUnavailable(Self.message(status)) }
    let output = espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, Self.bufferMilliseconds, nil)
    guard output == ENS_OK else { throw .engineUnavailable(Self.message(output)) }
    espeak_SetSynthCallback(speechEngineSynthCallback)
    voices = Self.listVoices().filter(\.isSelectable)
  }

  /// Runs `body` with the engine to itself.
  ///
  /// Each session starts by selecting its first voice afresh, even one that is already selected:
  /// espeak-ng carries state from one text to the next within a voice, and the first utterance of a
  /// rendering came out up to 130 ms longer or shorter depending on what the previous caller had spoken
  /// (found when a test speaking other text in the same voice ran between two renderings of one screen).
  func withSession<T>(_ body: (SpeechSession) throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    var fresh = state
    fresh.voice = nil
    let session = SpeechSession(state: fresh)
    defer { state = session.state }
    return try body(session)
  }

  /// espeak-ng's audio buffer: each callback receives up to this much audio.
  static let bufferMilliseconds: Int32 = 200

  static func message(_ status: espeak_ng_STATUS) -> String {
    var buffer = [CChar](repeating: 0, count: 512)
    espeak_ng_GetStatusCodeMessage(status, &buffer, buffer.count)
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.isEmpty ? "status \(status.rawValue)" : text
  }

  private static func listVoices() -> [InstalledVoice] {
    guard let list = espeak_ListVoices(nil) else { return [] }
    var voices: [InstalledVoice] = []
    var index = 0
    while let voice = list[index] {
      index += 1
      guard let identifier = voice.pointee.identifier else { continue }
      let name = voice.pointee.name.map { String(cString: $0) } ?? ""
      voices.append(
        InstalledVoice(
          identifier: String(cString: identifier), name: name,
          languages: languages(voice.pointee.languages)))
    }
    return voices
  }

  /// Decodes espeak-ng's language list: pairs of a priority byte and a zero-terminated tag, ending with
  /// a zero priority byte.
  private static func languages(_ pointer: UnsafePointer<CChar>?) -> [InstalledVoice.Language] {
    guard var cursor = pointer else { return [] }
    var languages: [InstalledVoice.Language] = []
    while cursor.pointee != 0 {
      let priority = Int(UInt8(bitPattern: cursor.pointee))
      cursor += 1
      let tag = String(cString: cursor)
      languages.append(InstalledVoice.Language(priority: priority, tag: tag))
      cursor += strlen(cursor) + 1
    }
    return languages
  }
}

/// What the engine was last set to, so unchanged settings cost no call into espeak-ng.
struct SessionState {
  var voice: String?
  var rate: Int32?
  var pitch: Int32?
  var playsAudio = false
}

/// The engine while one caller holds it: set the voice and prosody, then synthesise text.
final class SpeechSession {
  fileprivate(set) var state: SessionState

  fileprivate init(state: SessionState) {
    self.state = state
  }

  /// Selects an installed voice by its identifier (`gmw/de`).
  func select(_ voice: InstalledVoice) throws(SpeechError) {
    guard state.voice != voice.identifier else { return }
    state.voice = nil
    let status = espeak_ng_SetVoiceByName(voice.identifier)
    guard status == ENS_OK else { throw .synthesisFailed(SpeechEngine.message(status)) }
    state.voice = voice.identifier
    // A voice change resets the prosody to the voice's own.
    state.rate = nil
    state.pitch = nil
  }

  /// Sets the speaking rate (words per minute, 80–450) and pitch (0–100, 50 is the voice's own).
  func setProsody(rate: Int, pitch: Int) throws(SpeechError) {
    let rate = Int32(clamping: min(max(rate, 80), 450))
    let pitch = Int32(clamping: min(max(pitch, 0), 100))
    if state.rate != rate {
      let status = espeak_ng_SetParameter(espeakRATE, rate, 0)
      guard status == ENS_OK else { throw .synthesisFailed(SpeechEngine.message(status)) }
      state.rate = rate
    }
    if state.pitch != pitch {
      let status = espeak_ng_SetParameter(espeakPITCH, pitch, 0)
      guard status == ENS_OK else { throw .synthesisFailed(SpeechEngine.message(status)) }
      state.pitch = pitch
    }
  }

  /// Synthesises plain UTF-8 text, handing each block of samples to `receive` as espeak-ng makes it.
  /// No pause is added at the end: the caller adds exact silence itself.
  func synthesize(_ text: String, receive: @escaping (UnsafeBufferPointer<Int16>) throws -> Void) throws {
    let sink = SampleSink(receive: receive)
    let context = Unmanaged.passRetained(sink)
    defer { context.release() }
    let status = text.withCString { pointer in
      espeak_ng_Synthesize(
        pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil,
        context.toOpaque())
    }
    if let failure = sink.failure { throw failure }
    guard status == ENS_OK else {
      if status == ENS_AUDIO_ERROR { throw SpeechError.noAudioDevice(SpeechEngine.message(status)) }
      throw SpeechError.synthesisFailed(SpeechEngine.message(status))
    }
  }

  /// Switches between handing samples to the caller and playing them on espeak-ng's own audio output
  /// (which blocks each call until its audio has played).
  func setPlaysAudio(_ playsAudio: Bool) throws(SpeechError) {
    guard state.playsAudio != playsAudio else { return }
    let mode =
      playsAudio
      ? espeak_ng_OUTPUT_MODE(ENOUTPUT_MODE_SYNCHRONOUS.rawValue | ENOUTPUT_MODE_SPEAK_AUDIO.rawValue)
      : ENOUTPUT_MODE_SYNCHRONOUS
    let status = espeak_ng_InitializeOutput(mode, SpeechEngine.bufferMilliseconds, nil)
    guard status == ENS_OK else { throw .noAudioDevice(SpeechEngine.message(status)) }
    state.playsAudio = playsAudio
  }
}

/// Where one synthesis call's samples go; reached from the C callback through `user_data`.
private final class SampleSink {
  let receive: (UnsafeBufferPointer<Int16>) throws -> Void
  var failure: (any Error)?

  init(receive: @escaping (UnsafeBufferPointer<Int16>) throws -> Void) {
    self.receive = receive
  }
}

/// espeak-ng's synth callback. A top-level function, not a closure: Swift 6 would give a closure an
/// actor check that traps when espeak-ng calls it. Returns 1 to stop synthesis after a failure.
private func speechEngineSynthCallback(
  _ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
  guard let events, let context = events.pointee.user_data else { return 0 }
  let sink = Unmanaged<SampleSink>.fromOpaque(context).takeUnretainedValue()
  guard sink.failure == nil else { return 1 }
  guard let wav, count > 0 else { return 0 }
  do {
    try sink.receive(UnsafeBufferPointer(start: wav, count: Int(count)))
    return 0
  } catch {
    sink.failure = error
    return 1
  }
}

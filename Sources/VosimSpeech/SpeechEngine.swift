import CEspeakNG
import Foundation

/// The process's way to espeak-ng: the installed voices, and one rendering at a time.
///
/// Every session runs in a freshly loaded copy of the library (`EspeakLibrary`), started and
/// terminated within the session, so a rendering's audio depends on its own utterances and settings
/// only: not on what was spoken before it, nor on renderings waiting on other threads. espeak-ng
/// also draws noise from the C library's `rand()`, whose state is the process's: each session seeds
/// it afresh. The lock serialises sessions because `rand()`, the locale espeak-ng sets and the loader
/// are shared by the whole process. This is the only global mutable state in vosim.
final class SpeechEngine: @unchecked Sendable {
  /// Samples per second of every built-in espeak-ng voice.
  static let sampleRate = 22_050

  /// The engine, or why espeak-ng could not start (the same answer for the life of the process).
  static let shared: Result<SpeechEngine, SpeechError> = Result { () throws(SpeechError) in
    try SpeechEngine()
  }

  /// Every voice that can be selected (no mbrola voices, no variants), in espeak-ng's order.
  let voices: [InstalledVoice]
  /// The names of espeak-ng's installed variants (`f3`, `m1`, `whisper`), which a voice takes after `+`.
  let variants: Set<String>
  private let library: EspeakLibrary
  private let lock = NSLock()

  private init() throws(SpeechError) {
    library = try EspeakLibrary()
    let resident = try library.residentFunctions()
    try resident.start()
    vosim_leak_checks_off()
    voices = Self.listVoices(resident).filter(\.isSelectable)
    var spec = espeak_VOICE()
    variants = "variant".withCString { language in
      spec.languages = language
      return Set(Self.listVoices(resident, &spec).map { String($0.identifier.dropFirst("!v/".count)) })
    }
    vosim_leak_checks_on()
  }

  /// Runs `body` with a fresh espeak-ng to itself.
  func withSession<T>(_ body: (SpeechSession) throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    let instance = try library.loadInstance()
    defer { instance.unload() }
    srand(1)
    try instance.functions.start()
    instance.functions.setSynthCallback(speechEngineSynthCallback)
    return try body(SpeechSession(functions: instance.functions))
  }

  /// espeak-ng's audio buffer: each callback receives up to this much audio.
  static let bufferMilliseconds: Int32 = 200

  private static func listVoices(
    _ functions: EspeakFunctions, _ spec: UnsafeMutablePointer<espeak_VOICE>? = nil
  ) -> [InstalledVoice] {
    guard let list = functions.listVoices(spec) else { return [] }
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
  private(set) var state = SessionState()
  private let espeak: EspeakFunctions

  fileprivate init(functions: EspeakFunctions) {
    espeak = functions
  }

  /// Selects an installed voice by its identifier (`gmw/de`).
  func select(_ voice: InstalledVoice) throws(SpeechError) {
    guard state.voice != voice.identifier else { return }
    state.voice = nil
    vosim_leak_checks_off()
    let status = espeak.setVoiceByName(voice.identifier)
    vosim_leak_checks_on()
    guard status == ENS_OK else { throw .synthesisFailed(espeak.message(status)) }
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
      let status = espeak.setParameter(espeakRATE, rate, 0)
      guard status == ENS_OK else { throw .synthesisFailed(espeak.message(status)) }
      state.rate = rate
    }
    if state.pitch != pitch {
      let status = espeak.setParameter(espeakPITCH, pitch, 0)
      guard status == ENS_OK else { throw .synthesisFailed(espeak.message(status)) }
      state.pitch = pitch
    }
  }

  /// Synthesises plain UTF-8 text, handing each block of samples to `receive` as espeak-ng makes it.
  /// No pause is added at the end: the caller adds exact silence itself.
  func synthesize(_ text: String, receive: @escaping (UnsafeBufferPointer<Int16>) throws -> Void) throws {
    let sink = SampleSink(receive: receive)
    let context = Unmanaged.passRetained(sink)
    defer { context.release() }
    // espeak-ng's own allocations here are not leak-checked (it does not free a second language's
    // translator when it terminates); the callback, vosim's code, turns the checks back on.
    vosim_leak_checks_off()
    defer { vosim_leak_checks_on() }
    // espeak-ng reads a C string: a NUL inside the text would end it there, so it is spoken as the
    // other control characters are, as a space.
    let spoken = text.contains("\0") ? text.replacingOccurrences(of: "\0", with: " ") : text
    let status = spoken.withCString { pointer in
      espeak.synthesize(
        pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil,
        context.toOpaque())
    }
    if let failure = sink.failure { throw failure }
    guard status == ENS_OK else {
      if status == ENS_AUDIO_ERROR { throw SpeechError.noAudioDevice(espeak.message(status)) }
      throw SpeechError.synthesisFailed(espeak.message(status))
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
    vosim_leak_checks_off()
    let status = espeak.initializeOutput(mode, SpeechEngine.bufferMilliseconds, nil)
    vosim_leak_checks_on()
    guard status == ENS_OK else { throw .noAudioDevice(espeak.message(status)) }
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
  vosim_leak_checks_on()
  defer { vosim_leak_checks_off() }
  do {
    try sink.receive(UnsafeBufferPointer(start: wav, count: Int(count)))
    return 0
  } catch {
    sink.failure = error
    return 1
  }
}

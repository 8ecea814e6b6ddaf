import CEspeakNG
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libespeak-ng, loaded at run time so that every rendering gets an instance of its own.
///
/// espeak-ng keeps its synthesis state in C globals and function statics that no call resets (the
/// pitch flutter's phase, the echo buffer, the gain control, the last frames), so the same text spoken
/// twice in one process came out tens of milliseconds apart. A library loaded again from another file
/// has globals of its own: each rendering loads a private copy of the installed library, uses it, and
/// unloads it, which makes its audio depend on its input alone, exactly as in a fresh process.
///
/// The installed library itself stays loaded for the life of the process (it lists the voices, and
/// it keeps the copies' dependencies resident, so a copy costs one small load). Nothing links against
/// libespeak-ng: a linked instance would sit in the global symbol scope, and the copies' calls to
/// their own exported functions would bind to it.
final class EspeakLibrary: @unchecked Sendable {
  /// Where the installed library was found.
  let path: String
  /// The library's file, kept to make private copies of.
  private let image: [UInt8]
  /// The installed library, kept open.
  private let resident: UnsafeMutableRawPointer
  #if os(Linux)
    /// An in-memory file holding the copy (Linux): nothing is written to disk.
    private let memoryFile: Int32
  #endif

  /// Finds and loads the installed library; `VOSIM_ESPEAK_LIBRARY` names one explicitly.
  init() throws(SpeechError) {
    let environment = ProcessInfo.processInfo.environment
    // Set but empty is unset, as for VOSIM_MAX_INPUT_SIZE.
    let named = environment["VOSIM_ESPEAK_LIBRARY"].flatMap { $0.isEmpty ? nil : $0 }
    let candidates = named.map { [$0] } ?? Self.candidates
    var reasons: [String] = []
    var opened: UnsafeMutableRawPointer?
    for candidate in candidates {
      if let handle = dlopen(candidate, RTLD_NOW | RTLD_LOCAL) {
        opened = handle
        break
      }
      reasons.append(Self.lastError())
    }
    guard let resident = opened else {
      if let named {
        throw .engineUnavailable(
          "VOSIM_ESPEAK_LIBRARY names '\(named)', which cannot be loaded (\(reasons.last ?? "not found"));"
            + " unset it to use the installed libespeak-ng")
      }
      throw .engineUnavailable(
        "libespeak-ng is not installed (tried \(candidates.joined(separator: ", ")): "
          + (reasons.last ?? "not found") + ")")
    }
    self.resident = resident
    guard let symbol = dlsym(resident, "espeak_ng_Initialize") else {
      dlclose(resident)
      throw .engineUnavailable(
        "\(named.map { "VOSIM_ESPEAK_LIBRARY names '\($0)', which" } ?? "the library loaded") "
          + "is not libespeak-ng (it has no espeak_ng_Initialize)")
    }
    guard let file = Self.file(containing: symbol) else {
      throw .engineUnavailable("cannot tell which file the loaded libespeak-ng came from")
    }
    path = file
    guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
      throw .engineUnavailable("cannot read \(path)")
    }
    image = [UInt8](data)
    #if os(Linux)
      memoryFile = vosim_memfd("vosim-espeak-ng")
      if memoryFile >= 0 {
        let written = image.withUnsafeBytes { write(memoryFile, $0.baseAddress, $0.count) }
        guard written == image.count else {
          throw .engineUnavailable("cannot copy \(path) into memory")
        }
      }
    #endif
  }

  /// The installed library's functions (for listing voices; never for synthesis).
  func residentFunctions() throws(SpeechError) -> EspeakFunctions {
    try EspeakFunctions(handle: resident, path: path)
  }

  /// Loads a fresh instance; the caller must `unload` it.
  func loadInstance() throws(SpeechError) -> EspeakInstance {
    #if os(Linux)
      if memoryFile >= 0 { return try open("/proc/self/fd/\(memoryFile)", removingAfterLoad: false) }
    #endif
    // Elsewhere, a private file per load: a path already loaded would give back the same instance.
    let template = NSTemporaryDirectory() + "/.vosim-espeak-ng-\(getpid())-XXXXXX"
    var name = Array(template.utf8CString)
    let descriptor = name.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw .engineUnavailable("cannot create a copy of \(path)") }
    let file = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let written = image.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    guard written == image.count else {
      unlink(file)
      throw .engineUnavailable("cannot create a copy of \(path)")
    }
    return try open(file, removingAfterLoad: true)
  }

  private func open(_ file: String, removingAfterLoad: Bool) throws(SpeechError) -> EspeakInstance {
    let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL)
    if removingAfterLoad { unlink(file) }
    guard let handle else { throw .engineUnavailable("cannot load a copy of \(path): \(Self.lastError())") }
    do {
      return EspeakInstance(handle: handle, functions: try EspeakFunctions(handle: handle, path: path))
    } catch {
      dlclose(handle)
      throw error
    }
  }

  private static var candidates: [String] {
    #if canImport(Darwin)
      [
        "libespeak-ng.1.dylib", "/opt/homebrew/lib/libespeak-ng.1.dylib",
        "/usr/local/lib/libespeak-ng.1.dylib",
        "/opt/local/lib/libespeak-ng.1.dylib",
      ]
    #else
      ["libespeak-ng.so.1"]
    #endif
  }

  /// The file a loaded symbol lives in.
  private static func file(containing symbol: UnsafeMutableRawPointer) -> String? {
    #if canImport(Darwin)
      var info = Dl_info()
      guard dladdr(symbol, &info) != 0, let name = info.dli_fname else { return nil }
      return String(cString: name)
    #else
      // glibc declares dladdr only under _GNU_SOURCE; the kernel's map of the process says the same.
      // /proc files report a size of 0, so the map is read as a stream, line by line.
      guard let maps = fopen("/proc/self/maps", "r") else { return nil }
      defer { fclose(maps) }
      let address = UInt(bitPattern: symbol)
      var line: UnsafeMutablePointer<CChar>?
      var capacity = 0
      defer { free(line) }
      while getline(&line, &capacity, maps) > 0, let line {
        let fields = String(cString: line).split(
          separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard fields.count == 6 else { continue }
        let file = fields[5].trimmingCharacters(in: .whitespacesAndNewlines)
        let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
        if file.hasPrefix("/"), bounds.count == 2, bounds[0] <= address, address < bounds[1] { return file }
      }
      return nil
    #endif
  }

  static func lastError() -> String {
    dlerror().map { String(cString: $0) } ?? "unknown error"
  }
}

/// One loaded copy of libespeak-ng: its functions, and the handle to unload it with.
struct EspeakInstance {
  let handle: UnsafeMutableRawPointer
  let functions: EspeakFunctions

  /// Terminates espeak-ng in this copy and unloads it: the next load starts from nothing.
  func unload() {
    vosim_leak_checks_off()
    defer { vosim_leak_checks_on() }
    _ = functions.terminate()
    dlclose(handle)
  }
}

/// The entry points vosim uses, looked up in one loaded library.
struct EspeakFunctions {
  let initializePath: vosim_InitializePath
  let initialize: vosim_Initialize
  let initializeOutput: vosim_InitializeOutput
  let terminate: vosim_Terminate
  let clearErrorContext: vosim_ClearErrorContext
  let statusMessage: vosim_GetStatusCodeMessage
  let setSynthCallback: vosim_SetSynthCallback
  let listVoices: vosim_ListVoices
  let setVoiceByName: vosim_SetVoiceByName
  let setParameter: vosim_SetParameter
  let synthesize: vosim_Synthesize

  init(handle: UnsafeMutableRawPointer, path: String) throws(SpeechError) {
    // The function's type is the property's it is assigned to.
    func lookup<F>(_ name: String) throws(SpeechError) -> F {
      guard let symbol = dlsym(handle, name) else {
        throw .engineUnavailable("\(path) has no \(name); espeak-ng 1.49 or later is needed")
      }
      return unsafeBitCast(symbol, to: F.self)
    }
    initializePath = try lookup("espeak_ng_InitializePath")
    initialize = try lookup("espeak_ng_Initialize")
    initializeOutput = try lookup("espeak_ng_InitializeOutput")
    terminate = try lookup("espeak_ng_Terminate")
    clearErrorContext = try lookup("espeak_ng_ClearErrorContext")
    statusMessage = try lookup("espeak_ng_GetStatusCodeMessage")
    setSynthCallback = try lookup("espeak_SetSynthCallback")
    listVoices = try lookup("espeak_ListVoices")
    setVoiceByName = try lookup("espeak_ng_SetVoiceByName")
    setParameter = try lookup("espeak_ng_SetParameter")
    synthesize = try lookup("espeak_ng_Synthesize")
  }

  /// Starts espeak-ng in this library: its data, and synchronous output with no audio device.
  func start() throws(SpeechError) {
    vosim_leak_checks_off()
    defer { vosim_leak_checks_on() }
    initializePath(nil)
    var context: espeak_ng_ERROR_CONTEXT?
    let status = initialize(&context)
    if context != nil { clearErrorContext(&context) }
    guard status == ENS_OK else {
      // espeak-ng reads its data from ESPEAK_DATA_PATH (its `espeak-ng-data`, else the folder itself)
      // when that is a folder, and does not say where it looked.
      let place = ProcessInfo.processInfo.environment["ESPEAK_DATA_PATH"].map {
        " (its data looked for in ESPEAK_DATA_PATH=\($0))"
      }
      throw .engineUnavailable(message(status) + (place ?? ""))
    }
    let output = initializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, SpeechEngine.bufferMilliseconds, nil)
    guard output == ENS_OK else { throw .engineUnavailable(message(output)) }
  }

  func message(_ status: espeak_ng_STATUS) -> String {
    var buffer = [CChar](repeating: 0, count: 512)
    statusMessage(status, &buffer, buffer.count)
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.isEmpty ? "status \(status.rawValue)" : text
  }
}

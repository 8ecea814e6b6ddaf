import Foundation
import VosimFileOutput

/// Streams 16-bit mono PCM into a WAV file: the header first with empty sizes, the samples as they
/// come, the sizes patched in at the end.
///
/// Nothing is kept but a block buffer, so memory does not grow with the length of the audio. The file
/// appears at its destination only on `commit()`; until then it is a temporary file that `abort()`
/// (or any failure) removes.
final class WAVWriter {
  /// The size of the RIFF/WAVE header before the first sample.
  static let headerSize = 44
  let sampleRate: Int
  /// Samples written so far.
  private(set) var sampleCount = 0
  private let file: AtomicFileWriter
  private var block: [UInt8] = []
  private static let blockSize = 1 << 16
  /// The most samples a WAV file's 32-bit sizes can describe.
  private static let maximumSamples = (Int(UInt32.max) - headerSize) / 2

  init(destination: URL, sampleRate: Int, in outputs: OutputSet) throws(FileOutputError) {
    self.sampleRate = sampleRate
    file = try outputs.file(destination)
    block.reserveCapacity(Self.blockSize + 8192)
    try file.write(Self.header(sampleRate: sampleRate, sampleCount: 0))
  }

  /// Appends samples as they come from the synthesiser.
  func append(_ samples: UnsafeBufferPointer<Int16>) throws {
    try reserve(samples.count)
    #if _endian(big)
      for sample in samples { block.append(contentsOf: Self.bytes(UInt16(bitPattern: sample))) }
    #else
      block.append(contentsOf: UnsafeRawBufferPointer(samples))
    #endif
    sampleCount += samples.count
    if block.count >= Self.blockSize { try flush() }
  }

  /// Appends `count` samples of exact silence.
  func appendSilence(_ count: Int) throws {
    var remaining = max(0, count)
    try reserve(remaining)
    while remaining > 0 {
      let chunk = min(remaining, Self.blockSize / 2)
      block.append(contentsOf: repeatElement(0, count: chunk * 2))
      remaining -= chunk
      sampleCount += chunk
      if block.count >= Self.blockSize { try flush() }
    }
  }

  /// Writes the last samples and the final sizes into the header; the set's commit puts it in place.
  func finish() throws(FileOutputError) {
    try flush()
    let header = Self.header(sampleRate: sampleRate, sampleCount: sampleCount)
    try file.overwrite(header, at: 0)
  }

  /// Removes the temporary file; the destination is left as it was.
  func abort() {
    file.abort()
  }

  private func reserve(_ count: Int) throws {
    guard count <= Self.maximumSamples - sampleCount else {
      abort()
      throw SpeechError.audioTooLong
    }
  }

  private func flush() throws(FileOutputError) {
    guard !block.isEmpty else { return }
    try file.write(block)
    block.removeAll(keepingCapacity: true)
  }

  /// The canonical 44-byte header of a 16-bit mono PCM WAV file holding `sampleCount` samples.
  static func header(sampleRate: Int, sampleCount: Int) -> [UInt8] {
    let dataSize = UInt32(clamping: sampleCount * 2)
    let rate = UInt32(clamping: sampleRate)
    var header: [UInt8] = []
    header.reserveCapacity(headerSize)
    header += Array("RIFF".utf8) + bytes(dataSize &+ 36) + Array("WAVE".utf8)
    header += Array("fmt ".utf8) + bytes(UInt32(16)) + bytes(UInt16(1)) + bytes(UInt16(1))
    header += bytes(rate) + bytes(rate &* 2) + bytes(UInt16(2)) + bytes(UInt16(16))
    header += Array("data".utf8) + bytes(dataSize)
    return header
  }

  private static func bytes<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
    withUnsafeBytes(of: value.littleEndian) { Array($0) }
  }
}

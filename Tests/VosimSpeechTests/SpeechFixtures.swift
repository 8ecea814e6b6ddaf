import Foundation
import VosimModel
import VosimReadingOrder
import VosimTestSupport
import VosimUtterance

/// An utterance as the utterance stage makes it, built directly so the tests need no reading order.
func utterance(
  _ position: Int, _ segments: [Segment], language: String = "en-US", identifier: String? = nil
) -> Utterance {
  let element = OrderedElement(
    position: position, path: NodePath.root.appending(.subview(position)), identifier: identifier)
  return Utterance(element: element, language: language, segments: segments)
}

/// A fresh folder under the system's temporary folder.
func temporaryFolder() throws -> URL {
  try TestFolder.make("vosim-speech")
}

/// A WAV file read back: its format fields and its samples.
struct DecodedWAV {
  var sampleRate: Int
  var channels: Int
  var bitsPerSample: Int
  var riffSize: Int
  var dataSize: Int
  var samples: [Int16]

  init(_ url: URL) throws {
    let bytes = [UInt8](try Data(contentsOf: url))
    func u32(_ at: Int) -> Int {
      Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
    }
    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    guard bytes.count >= 44, String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF",
      String(decoding: bytes[8..<12], as: UTF8.self) == "WAVE",
      String(decoding: bytes[12..<16], as: UTF8.self) == "fmt ", u16(20) == 1,
      String(decoding: bytes[36..<40], as: UTF8.self) == "data"
    else { throw CocoaError(.fileReadCorruptFile) }
    sampleRate = u32(24)
    channels = u16(22)
    bitsPerSample = u16(34)
    riffSize = u32(4)
    dataSize = u32(40)
    samples = stride(from: 44, to: bytes.count - 1, by: 2).map {
      Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
    }
    guard bytes.count == 44 + dataSize, riffSize == 36 + dataSize, u32(28) == sampleRate * 2,
      u16(32) == 2
    else { throw CocoaError(.fileReadCorruptFile) }
  }

  /// The longest run of near-silent samples within `range`, in samples.
  func longestSilence(in range: Range<Int>, threshold: Int16 = 32) -> Int {
    var longest = 0
    var current = 0
    for sample in samples[range] {
      if abs(Int(sample)) <= Int(threshold) {
        current += 1
        longest = max(longest, current)
      } else {
        current = 0
      }
    }
    return longest
  }
}

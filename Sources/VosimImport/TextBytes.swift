import VosimModel

/// Facts about UTF-8 text bytes that several readers check, written once.
enum TextBytes {
  /// How many bytes the multi-byte UTF-8 sequence at `index` takes; nil when it is not well-formed
  /// (Unicode's table 3-7: no overlong form, no surrogate, nothing past U+10FFFF).
  @inline(__always)
  static func sequenceLength(at index: Int, in bytes: UnsafePointer<UInt8>, count: Int) -> Int? {
    // How many bytes the lead byte starts, and the range its second byte must lie in.
    var length = 3
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch bytes[index] {
    case 0xC2...0xDF: length = 2
    case 0xE0: second = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: break
    case 0xED: second = 0x80...0x9F
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: return nil
    }
    guard index + length <= count, second.contains(bytes[index + 1]) else { return nil }
    for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
    return length
  }

  /// The offset of the first byte from `start` on that is not part of well-formed UTF-8, if any;
  /// decided without building a String, which would copy the whole text. Every byte of a large dump
  /// passes here: runs of ASCII are read eight bytes at a time, without bounds checks.
  static func firstInvalidUTF8(in text: [UInt8], from start: Int = 0) -> Int? {
    text.withUnsafeBufferPointer { bytes -> Int? in
      guard let base = bytes.baseAddress else { return nil }
      var index = start
      while index < bytes.count {
        while index + 8 <= bytes.count,
          UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
          index += 8
        }
        guard index < bytes.count else { break }
        if base[index] < 0x80 {
          index += 1
        } else if let length = sequenceLength(at: index, in: base, count: bytes.count) {
          index += length
        } else {
          return index
        }
      }
      return nil
    }
  }

  /// The 1-based line and column of byte `offset` (at most the text's length), the column counting
  /// Unicode scalars as every `Diagnostic` does: the bytes that do not continue a UTF-8 sequence, for
  /// well-formed text before `offset`.
  static func position(of offset: Int, in text: [UInt8]) -> SourcePosition {
    var line = 1
    var lineStart = 0
    // An LF ends a line, and so does a CR without one after it.
    for index in 0..<offset
    where text[index] == 0x0A || (text[index] == 0x0D && (index + 1 == text.count || text[index + 1] != 0x0A))
    {
      line += 1
      lineStart = index + 1
    }
    let column = text[lineStart..<offset].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    return SourcePosition(line: line, column: column)
  }

  /// The value of an ASCII hex digit.
  static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
  }

  /// A code point as Unicode names it: `U+` and at least four hex digits.
  static func codePointName(_ value: UInt64) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

import VosimModel

/// Text files written in UTF-16 or UTF-32 (Windows tools, PowerShell's `>`, some simulators' logs),
/// turned into the UTF-8 every reader takes, so that they read as they would in UTF-8 rather than
/// failing on their first zero byte.
///
/// An encoding is recognised by its byte-order mark, or, without one, by the zero bytes around an ASCII
/// first character (RFC 4627's rule for JSON, which fits every format vosim reads: each starts with
/// ASCII). Lines stay lines, so positions in errors keep their line numbers.
public enum UnicodeText {
  public enum Encoding: String, Sendable {
    case utf16BigEndian = "UTF-16BE"
    case utf16LittleEndian = "UTF-16LE"
    case utf32BigEndian = "UTF-32BE"
    case utf32LittleEndian = "UTF-32LE"
  }

  /// Bytes that are not valid text in the encoding found: a broken surrogate, a code point past
  /// U+10FFFF, a byte count that is no multiple of the unit.
  public struct InvalidText: Error, Hashable, Sendable {
    public var encoding: Encoding
    /// The 1-based line of the first invalid unit.
    public var line: Int
    /// Its 1-based column, counting the Unicode scalars before it on its line.
    public var column: Int

    /// Where the first invalid unit is.
    public var position: SourcePosition { SourcePosition(line: line, column: column) }
  }

  /// The UTF-16 or UTF-32 encoding of `bytes`, or nil (UTF-8, or anything else).
  public static func encoding(of bytes: [UInt8]) -> Encoding? {
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .utf32BigEndian }
    if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .utf32LittleEndian }
    if bytes.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
    if bytes.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
    guard bytes.count >= 4 else { return nil }
    let isASCII = { (byte: UInt8) in (0x09...0x7E).contains(byte) }
    let (a, b, c, d) = (bytes[0], bytes[1], bytes[2], bytes[3])
    if a == 0, b == 0, c == 0, isASCII(d) { return .utf32BigEndian }
    if isASCII(a), b == 0, c == 0, d == 0 { return .utf32LittleEndian }
    // UTF-16 from either of its first two characters: an ASCII one beside a zero byte, whatever the
    // other is (a dump's ` →Application` and `→Application`). UTF-8 text holds no zero byte.
    if a == 0, isASCII(b), c != 0 || d != 0 { return .utf16BigEndian }
    if isASCII(a), b == 0, c != 0 || d != 0 { return .utf16LittleEndian }
    // A first unit of two ASCII bytes is text with a zero byte in it (`AB\0C`), not a CJK character.
    let firstIsText = isASCII(a) && isASCII(b)
    if a != 0 || b != 0, !firstIsText, c == 0, isASCII(d) { return .utf16BigEndian }
    if a != 0 || b != 0, !firstIsText, isASCII(c), d == 0 { return .utf16LittleEndian }
    return nil
  }

  /// `bytes` as UTF-8, without the byte-order mark, when they are UTF-16 or UTF-32; unchanged otherwise.
  public static func utf8(_ bytes: [UInt8]) throws(InvalidText) -> [UInt8] {
    guard let encoding = encoding(of: bytes) else { return bytes }
    return try utf8(bytes, as: encoding)
  }

  /// The UTF-8 of `bytes` when they are UTF-16 or UTF-32 (nil when they are not), the error a reader
  /// reports when they are not valid in their encoding.
  static func transcoded(_ bytes: [UInt8]) throws(ImportError) -> [UInt8]? {
    guard let encoding = encoding(of: bytes) else { return nil }
    do { return try utf8(bytes, as: encoding) } catch {
      throw .invalidText(encoding: encoding.rawValue, at: error.position)
    }
  }

  /// `bytes` in `encoding` as UTF-8, without the byte-order mark.
  public static func utf8(_ bytes: [UInt8], as encoding: Encoding) throws(InvalidText) -> [UInt8] {
    let width = encoding == .utf16BigEndian || encoding == .utf16LittleEndian ? 2 : 4
    let bigEndian = encoding == .utf16BigEndian || encoding == .utf32BigEndian
    var units: [UInt32] = []
    units.reserveCapacity(bytes.count / width)
    var index = 0
    while index + width <= bytes.count {
      var unit: UInt32 = 0
      for offset in 0..<width {
        let byte = UInt32(bytes[index + (bigEndian ? offset : width - 1 - offset)])
        unit = unit << 8 | byte
      }
      units.append(unit)
      index += width
    }
    if units.first == 0xFEFF { units.removeFirst() }
    var utf8: [UInt8] = []
    utf8.reserveCapacity(units.count)
    let failed: Bool
    if width == 4 {
      failed = transcode(units.makeIterator(), from: UTF32.self, to: UTF8.self, stoppingOnError: true) {
        utf8.append($0)
      }
    } else {
      let utf16 = units.lazy.map { UInt16(truncatingIfNeeded: $0) }
      failed = transcode(utf16.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) {
        utf8.append($0)
      }
    }
    guard !failed, bytes.count % width == 0 else {
      // The place of the first invalid unit: after the lines, and the scalars of its line, decoded
      // before it (a scalar's first UTF-8 byte is no continuation byte).
      let lineStart = utf8.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      throw InvalidText(
        encoding: encoding, line: utf8.count { $0 == 0x0A } + 1,
        column: utf8[lineStart...].count { $0 & 0xC0 != 0x80 } + 1)
    }
    return utf8
  }
}

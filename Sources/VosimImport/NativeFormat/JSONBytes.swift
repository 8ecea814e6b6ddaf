import VosimModel

/// The byte-level steps that `JSONScanner` and the split search (`SubviewSplit`) both take, written once.
enum JSONBytes {
  /// Moves `offset` past JSON whitespace, counting the lines it crosses.
  @inline(__always)
  static func skipWhitespace(
    _ base: UnsafePointer<UInt8>, _ offset: inout Int, end: Int, line: inout Int, lineStart: inout Int
  ) {
    while offset < end {
      let byte = base[offset]
      if byte == 0x20 || byte == 0x09 {
        offset += 1
      } else if byte == 0x0A || byte == 0x0D {
        // A CR ends a line on its own (classic Mac line ends), or with the LF after it.
        offset += 1
        if byte == 0x0D, offset < end, base[offset] == 0x0A { continue }
        line += 1
        lineStart = offset
      } else {
        return
      }
    }
  }

  /// The first offset from `offset` on, inside a string, whose byte is a quote, a backslash, a control
  /// character or non-ASCII (or `end`): everything before it is plain text.
  @inline(__always)
  static func plainTextEnd(_ base: UnsafePointer<UInt8>, from offset: Int, end: Int) -> Int {
    var offset = offset
    // Eight bytes at a time while no byte can be one of those (a false alarm only hands over to the
    // byte loop).
    while offset + 8 <= end {
      let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
      let ones: UInt64 = 0x0101_0101_0101_0101
      let quote = word ^ 0x2222_2222_2222_2222
      let backslash = word ^ 0x5C5C_5C5C_5C5C_5C5C
      let special =
        ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
        | (word &- 0x2020_2020_2020_2020) | word
      if special & 0x8080_8080_8080_8080 != 0 { break }
      offset += 8
    }
    while offset < end {
      let byte = base[offset]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte >= 0x80 { break }
      offset += 1
    }
    return offset
  }

  /// Whether the byte at `index` ends a line: an LF, or a CR with no LF after it.
  static func endsLine(_ base: UnsafePointer<UInt8>, at index: Int, end: Int) -> Bool {
    base[index] == 0x0A || (base[index] == 0x0D && (index + 1 == end || base[index + 1] != 0x0A))
  }
}

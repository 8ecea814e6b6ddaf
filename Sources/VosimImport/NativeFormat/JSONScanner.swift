import Foundation
import VosimModel

/// A fast, strict JSON (RFC 8259) pull parser over bytes, that reports every error with its 1-based line
/// and column.
///
/// Foundation's decoders build a whole document of boxed values first; this scanner hands out one token
/// at a time so a reader can fill its model straight from the bytes. The caller drives it: `beginObject()`
/// then `nextKey()` until nil, reading each value; `beginArray()` then `nextElement()` until false;
/// `skipValue()` for what it ignores.
///
/// The scanner borrows its bytes: create it only through `JSONScanner.scan(_:_:)`, which keeps them alive.
/// Columns count Unicode scalars from the start of the line. A leading UTF-8 byte order mark is skipped.
package struct JSONScanner {
  /// The kind of the next value, from its first byte.
  package enum ValueKind: Sendable, Equatable {
    case object, array, string, number, bool, null
  }

  /// A place in the input, cheap to take; turned into a `SourcePosition` only when reported.
  package struct Mark: Sendable, Equatable {
    let offset: Int
    let line: Int
    let lineStart: Int
  }

  /// The deepest raw JSON nesting accepted: far beyond any real screen (nodes stop at
  /// `Screen.maximumDepth`), and far from the end of any stack.
  package static let maximumNesting = 4 * Screen.maximumDepth

  private let base: UnsafePointer<UInt8>
  private let end: Int
  private var offset: Int
  private var line = 1
  private var lineStart: Int
  private var depth = 0
  /// True right after `{` or `[`: the next key or element takes no comma.
  private var atContainerStart = false
  private var lastKeyStart = 0
  private var lastKeyEnd = 0
  private var lastKeyEscaped = false
  /// Where the key most recently read starts, for messages about it.
  package private(set) var keyMark = Mark(offset: 0, line: 1, lineStart: 0)
  private var scratch: [UInt8] = []
  /// Reads a `\u` escape of a lone surrogate as U+FFFD instead of refusing it. Python's `json.dumps`
  /// writes such escapes for a string that held a broken surrogate pair.
  package var replacesLoneSurrogates = false

  private init(base: UnsafePointer<UInt8>, count: Int) {
    self.base = base
    self.end = count
    var start = 0
    if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { start = 3 }
    offset = start
    lineStart = start
  }

  /// Runs `body` with a scanner over `bytes`; the scanner must not escape `body`.
  package static func scan<Bytes: ContiguousBytes, Result>(
    _ bytes: Bytes, _ body: (inout JSONScanner) throws(ModelError) -> Result
  ) throws(ModelError) -> Result {
    let outcome: Swift.Result<Result, ModelError> = bytes.withUnsafeBytes { raw in
      let empty: UInt8 = 0
      return withUnsafePointer(to: empty) { fallback in
        let pointer = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? fallback
        var scanner = JSONScanner(base: pointer, count: raw.count)
        do throws(ModelError) {
          return .success(try body(&scanner))
        } catch {
          return .failure(error)
        }
      }
    }
    return try outcome.get()
  }

  // MARK: - Positions

  /// The place of the next token (after whitespace).
  package mutating func mark() -> Mark {
    skipWhitespace()
    return Mark(offset: offset, line: line, lineStart: lineStart)
  }

  /// The 1-based line and column of a mark.
  package func position(of mark: Mark) -> SourcePosition {
    var column = 1
    var index = mark.lineStart
    while index < mark.offset && index < end {
      if base[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourcePosition(line: mark.line, column: column)
  }

  /// The position of the next token.
  package mutating func position() -> SourcePosition { position(of: mark()) }

  private func here(_ at: Int) -> Mark { Mark(offset: at, line: line, lineStart: lineStart) }

  // MARK: - Hand-over between scanners

  /// Everything a second scanner over the same bytes needs to go on from a place: a big screen's
  /// second half is read on another core from here (`SubviewSplit`).
  struct Checkpoint: Sendable, Equatable {
    var offset: Int
    var line: Int
    var lineStart: Int
    /// Containers open around this place.
    var depth: Int
  }

  /// Where the scanner stands.
  var checkpoint: Checkpoint { Checkpoint(offset: offset, line: line, lineStart: lineStart, depth: depth) }

  /// A scanner over the same bytes, standing at `checkpoint` inside an array past its first element;
  /// it must not outlive the `scan(_:_:)` call that made this one.
  func fork(at checkpoint: Checkpoint) -> JSONScanner {
    var fork = JSONScanner(base: base, count: end)
    fork.resume(from: checkpoint)
    return fork
  }

  /// Goes on from where another scanner over the same bytes stopped, just after a value.
  mutating func resume(from checkpoint: Checkpoint) {
    offset = checkpoint.offset
    line = checkpoint.line
    lineStart = checkpoint.lineStart
    depth = checkpoint.depth
    atContainerStart = false
  }

  /// The bytes, for a structural pre-scan (`SubviewSplit`); valid as long as the scanner is.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: end) }

  private func malformed(_ message: String, at: Int) -> ModelError {
    .malformed(message, at: position(of: here(at)))
  }

  private func describeByte(at index: Int) -> String {
    guard index < end else { return "end of input" }
    let byte = base[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private func unexpected(_ expected: String) -> ModelError {
    malformed("expected \(expected), found \(describeByte(at: offset))", at: offset)
  }

  // MARK: - Structure

  @inline(__always)
  private mutating func skipWhitespace() {
    JSONBytes.skipWhitespace(base, &offset, end: end, line: &line, lineStart: &lineStart)
  }

  /// The kind of the next value, without consuming it.
  package mutating func peekKind() throws(ModelError) -> ValueKind {
    skipWhitespace()
    guard offset < end else { throw unexpected("a value") }
    switch base[offset] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    default: throw unexpected("a value")
    }
  }

  private mutating func open(_ bracket: UInt8, _ name: String) throws(ModelError) {
    skipWhitespace()
    guard offset < end, base[offset] == bracket else { throw unexpected(name) }
    guard depth < Self.maximumNesting else {
      throw malformed("JSON nested deeper than \(Self.maximumNesting) levels", at: offset)
    }
    depth += 1
    offset += 1
    atContainerStart = true
  }

  /// Consumes `{`.
  package mutating func beginObject() throws(ModelError) { try open(UInt8(ascii: "{"), "'{'") }

  /// Consumes `[`.
  package mutating func beginArray() throws(ModelError) { try open(UInt8(ascii: "["), "'['") }

  /// Moves past the `,` before the next item of the open object or array; false at its `closing`
  /// bracket (consumed). `atStart` and `afterItem` say what may come first and after an item.
  @inline(__always)
  private mutating func nextItem(closing: UInt8, atStart: String, afterItem: String) throws(ModelError)
    -> Bool
  {
    skipWhitespace()
    guard offset < end else { throw unexpected(atContainerStart ? atStart : afterItem) }
    if base[offset] == closing {
      offset += 1
      depth -= 1
      atContainerStart = false
      return false
    }
    if !atContainerStart {
      guard base[offset] == UInt8(ascii: ",") else { throw unexpected(afterItem) }
      offset += 1
      skipWhitespace()
      if offset < end, base[offset] == closing { throw trailingComma() }
    }
    atContainerStart = false
    return true
  }

  /// A comma before the closing bracket at `offset`, which JSON does not allow (some readers do, so a
  /// file that works elsewhere may have one): placed at the comma.
  private func trailingComma() -> ModelError {
    var comma = offset - 1
    var line = self.line
    while base[comma] != UInt8(ascii: ",") {
      if JSONBytes.endsLine(base, at: comma, end: end) { line -= 1 }
      comma -= 1
    }
    var lineStart = self.lineStart
    if line != self.line {
      lineStart = comma
      while lineStart > 0, !JSONBytes.endsLine(base, at: lineStart - 1, end: end) { lineStart -= 1 }
    }
    let bracket = Character(Unicode.Scalar(base[offset]))
    return .malformed(
      "a comma before '\(bracket)' (JSON allows none after the last item)",
      at: position(of: Mark(offset: comma, line: line, lineStart: lineStart)))
  }

  /// Moves to the next key of the current object and past its `:`; false at its `}` (consumed).
  private mutating func advanceToKey() throws(ModelError) -> Bool {
    guard try nextItem(closing: UInt8(ascii: "}"), atStart: "a key or '}'", afterItem: "',' or '}'") else {
      return false
    }
    guard offset < end, base[offset] == UInt8(ascii: "\"") else { throw unexpected("a string key") }
    keyMark = here(offset)
    let (start, stop, escaped) = try scanString()
    lastKeyStart = start
    lastKeyEnd = stop
    lastKeyEscaped = escaped
    skipWhitespace()
    guard offset < end, base[offset] == UInt8(ascii: ":") else { throw unexpected("':'") }
    offset += 1
    return true
  }

  /// The next key of the current object as its index in `table`, -1 when the table lacks it; nil at the
  /// object's end. Reads no key text into memory on the fast path.
  package mutating func nextKey(in table: JSONKeyTable) throws(ModelError) -> Int? {
    guard try advanceToKey() else { return nil }
    if lastKeyEscaped { return table.index(of: lastKey()) }
    return table.index(of: base + lastKeyStart, count: lastKeyEnd - lastKeyStart)
  }

  /// The next key of the current object; nil at the object's end.
  package mutating func nextKey() throws(ModelError) -> String? {
    guard try advanceToKey() else { return nil }
    return lastKey()
  }

  /// The text of the key most recently read.
  package mutating func lastKey() -> String {
    guard lastKeyEscaped else {
      return String(
        decoding: UnsafeBufferPointer(start: base + lastKeyStart, count: lastKeyEnd - lastKeyStart),
        as: UTF8.self)
    }
    scratch.removeAll(keepingCapacity: true)
    // The key was checked when it was read, so resolving its escapes cannot fail.
    try? unescape(from: lastKeyStart, to: lastKeyEnd)
    return String(decoding: scratch, as: UTF8.self)
  }

  /// Moves to the next element of the current array; false at its `]` (consumed).
  package mutating func nextElement() throws(ModelError) -> Bool {
    try nextItem(closing: UInt8(ascii: "]"), atStart: "a value or ']'", afterItem: "',' or ']'")
  }

  /// Checks that only whitespace follows the top-level value.
  package mutating func finish() throws(ModelError) {
    skipWhitespace()
    if offset < end {
      throw malformed("unexpected \(describeByte(at: offset)) after the top-level value", at: offset)
    }
  }

  /// Skips the next value, however deep, without recursion.
  package mutating func skipValue() throws(ModelError) {
    // Whether each open container is an object.
    var openObjects: [Bool] = []
    repeat {
      if let inObject = openObjects.last {
        guard try inObject ? advanceToKey() : nextElement() else {
          openObjects.removeLast()
          continue
        }
      }
      switch try peekKind() {
      case .object:
        try beginObject()
        openObjects.append(true)
      case .array:
        try beginArray()
        openObjects.append(false)
      case .string: _ = try scanString()
      case .number: _ = try readNumber()
      case .bool: _ = try readBool()
      case .null: try readNull()
      }
    } while !openObjects.isEmpty
  }

  // MARK: - Scalars

  private mutating func literal(_ word: StaticString) throws(ModelError) {
    let count = word.utf8CodeUnitCount
    let start = word.utf8Start
    guard offset + count <= end else {
      throw malformed("invalid literal; expected true, false or null", at: offset)
    }
    for index in 0..<count where base[offset + index] != start[index] {
      throw malformed("invalid literal; expected true, false or null", at: offset)
    }
    offset += count
    atContainerStart = false
  }

  /// Reads `true` or `false`.
  package mutating func readBool() throws(ModelError) -> Bool {
    skipWhitespace()
    guard offset < end else { throw unexpected("true or false") }
    switch base[offset] {
    case UInt8(ascii: "t"):
      try literal("true")
      return true
    case UInt8(ascii: "f"):
      try literal("false")
      return false
    default: throw unexpected("true or false")
    }
  }

  /// Reads `null`.
  package mutating func readNull() throws(ModelError) {
    skipWhitespace()
    guard offset < end, base[offset] == UInt8(ascii: "n") else { throw unexpected("null") }
    try literal("null")
  }

  /// Reads a string value.
  package mutating func readString() throws(ModelError) -> String {
    skipWhitespace()
    guard offset < end, base[offset] == UInt8(ascii: "\"") else { throw unexpected("a string") }
    let (start, stop, escaped) = try scanString()
    if !escaped {
      return String(decoding: UnsafeBufferPointer(start: base + start, count: stop - start), as: UTF8.self)
    }
    scratch.removeAll(keepingCapacity: true)
    try unescape(from: start, to: stop)
    return String(decoding: scratch, as: UTF8.self)
  }

  /// Moves past a string, checking it; returns the bounds of its raw content and whether it has escapes.
  private mutating func scanString() throws(ModelError) -> (Int, Int, Bool) {
    let quote = offset
    offset += 1
    let start = offset
    var escaped = false
    while true {
      offset = JSONBytes.plainTextEnd(base, from: offset, end: end)
      guard offset < end else { throw malformed("unterminated string", at: quote) }
      let byte = base[offset]
      if byte == 0x22 {
        offset += 1
        atContainerStart = false
        return (start, offset - 1, escaped)
      } else if byte == 0x5C {
        escaped = true
        try checkEscape()
      } else if byte < 0x20 {
        throw malformed(
          "control character \(TextBytes.codePointName(UInt64(byte))) in a string; write it as an escape",
          at: offset)
      } else {
        try checkUTF8()
      }
    }
  }

  /// Four hex digits after `\u` at `at`.
  private func hex4(at: Int) throws(ModelError) -> UInt32 {
    var value: UInt32 = 0
    for index in at..<(at + 4) {
      guard index < end, let digit = TextBytes.hexDigit(base[index]) else {
        throw malformed("invalid \\u escape; expected four hex digits", at: at - 2)
      }
      value = value << 4 | digit
    }
    return value
  }

  /// Checks the escape at `offset` and moves past it.
  private mutating func checkEscape() throws(ModelError) {
    guard offset + 1 < end else { throw malformed("unterminated string", at: offset) }
    switch base[offset + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      offset += 2
    case UInt8(ascii: "u"):
      let unit = try hex4(at: offset + 2)
      if unit >= 0xDC00 && unit <= 0xDFFF && !replacesLoneSurrogates {
        throw malformed("lone low surrogate \\u\(String(unit, radix: 16, uppercase: true))", at: offset)
      }
      if unit >= 0xD800 && unit <= 0xDBFF && !replacesLoneSurrogates {
        guard offset + 7 < end, base[offset + 6] == 0x5C, base[offset + 7] == UInt8(ascii: "u") else {
          throw malformed("lone high surrogate \\u\(String(unit, radix: 16, uppercase: true))", at: offset)
        }
        let low = try hex4(at: offset + 8)
        guard low >= 0xDC00 && low <= 0xDFFF else {
          throw malformed("lone high surrogate \\u\(String(unit, radix: 16, uppercase: true))", at: offset)
        }
        offset += 12
      } else {
        offset += 6
      }
    default:
      let next =
        offset + 1 < end && base[offset + 1] >= 0x21 && base[offset + 1] < 0x7F
        ? "'\\\(Character(Unicode.Scalar(base[offset + 1])))'"
        : "\\ followed by \(describeByte(at: offset + 1))"
      throw malformed("invalid escape \(next)", at: offset)
    }
  }

  /// Checks one multi-byte UTF-8 sequence at `offset` and moves past it.
  private mutating func checkUTF8() throws(ModelError) {
    guard let length = TextBytes.sequenceLength(at: offset, in: base, count: end) else {
      throw malformed("invalid UTF-8 in a string", at: offset)
    }
    offset += length
  }

  /// Appends the already checked raw string content `start..<stop` to `scratch`, escapes resolved.
  private mutating func unescape(from start: Int, to stop: Int) throws(ModelError) {
    var index = start
    while index < stop {
      let byte = base[index]
      guard byte == 0x5C else {
        scratch.append(byte)
        index += 1
        continue
      }
      let code = base[index + 1]
      index += 2
      switch code {
      case UInt8(ascii: "b"): scratch.append(0x08)
      case UInt8(ascii: "f"): scratch.append(0x0C)
      case UInt8(ascii: "n"): scratch.append(0x0A)
      case UInt8(ascii: "r"): scratch.append(0x0D)
      case UInt8(ascii: "t"): scratch.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4(at: index)
        index += 4
        if scalar >= 0xD800 && scalar <= 0xDBFF, index + 6 <= stop, base[index] == 0x5C,
          base[index + 1] == UInt8(ascii: "u"), case let low = try hex4(at: index + 2),
          low >= 0xDC00 && low <= 0xDFFF
        {
          index += 6
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        // A lone surrogate gets here only when `replacesLoneSurrogates` lets it through.
        scratch.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}")!)
      default: scratch.append(code)
      }
    }
  }

  // MARK: - Numbers

  /// Reads a number. Rejects what JSON does not allow (leading zeros, `+`, `.5`, NaN, Infinity) and
  /// numbers beyond Double's range.
  package mutating func readNumber() throws(ModelError) -> JSONNumber {
    skipWhitespace()
    let start = offset
    var negative = false
    if offset < end, base[offset] == UInt8(ascii: "-") {
      negative = true
      offset += 1
    }
    guard offset < end, base[offset] >= 0x30, base[offset] <= 0x39 else {
      offset = start
      if offset < end, base[offset] == UInt8(ascii: "-") {
        throw malformed("invalid number: expected a digit after '-'", at: start)
      }
      throw unexpected("a number")
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var overflow = false
    if base[offset] == 0x30 {
      offset += 1
      if offset < end, base[offset] >= 0x30, base[offset] <= 0x39 {
        throw malformed("invalid number: leading zero", at: start)
      }
    } else {
      while offset < end, base[offset] >= 0x30, base[offset] <= 0x39 {
        let (times, o1) = mantissa.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times.addingReportingOverflow(UInt64(base[offset] - 0x30))
        if o1 || o2 { overflow = true } else { mantissa = sum }
        digits += 1
        offset += 1
      }
    }
    var fraction = 0
    var exponent = 0
    var isIntegral = true
    if offset < end, base[offset] == UInt8(ascii: ".") {
      isIntegral = false
      offset += 1
      guard offset < end, base[offset] >= 0x30, base[offset] <= 0x39 else {
        throw malformed("invalid number: expected a digit after '.'", at: offset)
      }
      while offset < end, base[offset] >= 0x30, base[offset] <= 0x39 {
        if !overflow && digits < 19 {
          mantissa = mantissa * 10 + UInt64(base[offset] - 0x30)
          fraction += 1
          if mantissa != 0 { digits += 1 }
        } else {
          overflow = true
        }
        offset += 1
      }
    }
    if offset < end, base[offset] == UInt8(ascii: "e") || base[offset] == UInt8(ascii: "E") {
      isIntegral = false
      offset += 1
      var exponentNegative = false
      if offset < end, base[offset] == UInt8(ascii: "+") || base[offset] == UInt8(ascii: "-") {
        exponentNegative = base[offset] == UInt8(ascii: "-")
        offset += 1
      }
      guard offset < end, base[offset] >= 0x30, base[offset] <= 0x39 else {
        throw malformed("invalid number: expected a digit in the exponent", at: offset)
      }
      while offset < end, base[offset] >= 0x30, base[offset] <= 0x39 {
        if exponent < 100_000 { exponent = exponent * 10 + Int(base[offset] - 0x30) }
        offset += 1
      }
      if exponentNegative { exponent = -exponent }
    }
    atContainerStart = false
    let power = exponent - fraction
    var value: Double
    if !overflow && mantissa <= 1 << 53 && power >= -22 && power <= 22 {
      value = Double(mantissa)
      if power < 0 {
        value /= DecimalText.powersOfTen[-power]
      } else if power > 0 {
        value *= DecimalText.powersOfTen[power]
      }
    } else {
      let text = String(
        decoding: UnsafeBufferPointer(
          start: base + start + (negative ? 1 : 0), count: offset - start - (negative ? 1 : 0)),
        as: UTF8.self)
      guard let parsed = Double(text) else { throw malformed("invalid number", at: start) }
      value = parsed
    }
    guard value.isFinite else { throw malformed("number out of range", at: start) }
    if negative { value = -value }
    // Whether the literal, not its nearest Double, is whole: 0.99999999999999999 rounds to 1 but is
    // none, nor is 2.9999999999999999999, past the 19 digits kept.
    let isWhole: Bool
    if overflow {
      isWhole = Self.literalIsWhole(
        UnsafeBufferPointer(start: base + start, count: offset - start), exponent: exponent)
    } else if power >= 0 || mantissa == 0 {
      isWhole = true
    } else if power < -19 {
      isWhole = false
    } else {
      var divisor: UInt64 = 1
      for _ in 0..<(-power) { divisor *= 10 }
      isWhole = mantissa % divisor == 0
    }
    return JSONNumber(
      double: value, isNegative: negative, magnitude: isIntegral && !overflow ? mantissa : nil,
      isWhole: isWhole)
  }

  /// Whether a number literal's digits after its point, moved by `exponent`, are all zeros: read from
  /// its text, for a literal with more digits than a `UInt64` holds.
  private static func literalIsWhole(_ literal: UnsafeBufferPointer<UInt8>, exponent: Int) -> Bool {
    let digits = literal.drop { $0 == UInt8(ascii: "-") }.prefix {
      $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E")
    }
    let integer = digits.prefix { $0 != UInt8(ascii: ".") }
    let fraction = digits.dropFirst(integer.count + 1)
    let zero = UInt8(ascii: "0")
    if exponent >= 0 { return fraction.dropFirst(exponent).allSatisfy { $0 == zero } }
    return fraction.allSatisfy { $0 == zero } && integer.suffix(-exponent).allSatisfy { $0 == zero }
  }
}

/// A JSON number: its Double value and, for an integer literal that fits, its exact magnitude (so
/// 64-bit trait masks survive exactly).
package struct JSONNumber: Sendable, Equatable {
  package var double: Double
  package var isNegative: Bool
  /// The exact absolute value of an integer literal without fraction or exponent that fits `UInt64`.
  package var magnitude: UInt64?
  /// Whether the literal's value is a whole number (`3.0`, `1e3`; not `0.99999999999999999`, whose
  /// nearest Double is 1).
  package var isWhole: Bool

  /// The value as an `Int` when it is an integer literal that fits.
  package var int: Int? {
    guard let magnitude else { return nil }
    if isNegative {
      guard magnitude <= UInt64(Int.max) + 1 else { return nil }
      return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
    }
    return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
  }

  /// The value as an `Int` when it is a whole number: an integer literal exactly, another notation
  /// (`3.0`, `1e3`, integers to JSON Schema) only below 2^53, where no other number rounds to it.
  package var integer: Int? {
    if let int { return int }
    guard isWhole, double == double.rounded(), abs(double) < 9_007_199_254_740_992 else { return nil }
    return Int(double)
  }

  /// The value as a `UInt64` when it is a non-negative integer literal that fits.
  package var uint64: UInt64? {
    guard let magnitude, !isNegative || magnitude == 0 else { return nil }
    return magnitude
  }
}

/// A fixed set of keys matched against raw key bytes without building strings.
package struct JSONKeyTable: Sendable {
  private let byLength: [[(bytes: [UInt8], index: Int)]]
  private let byName: [String: Int]

  /// The keys; a key's index is its position in `keys`.
  package init(_ keys: [String]) {
    var byLength: [[(bytes: [UInt8], index: Int)]] = []
    var byName: [String: Int] = [:]
    for (index, key) in keys.enumerated() {
      let bytes = Array(key.utf8)
      while byLength.count <= bytes.count { byLength.append([]) }
      byLength[bytes.count].append((bytes, index))
      byName[key] = index
    }
    self.byLength = byLength
    self.byName = byName
  }

  /// The index of `key`, or -1.
  package func index(of key: String) -> Int { byName[key] ?? -1 }

  /// The index of the key spelled by these bytes, or -1.
  package func index(of start: UnsafePointer<UInt8>, count: Int) -> Int {
    guard count < byLength.count else { return -1 }
    for candidate in byLength[count] {
      var equal = true
      candidate.bytes.withUnsafeBufferPointer { bytes in
        for position in 0..<count where bytes[position] != start[position] {
          equal = false
          break
        }
      }
      if equal { return candidate.index }
    }
    return -1
  }
}

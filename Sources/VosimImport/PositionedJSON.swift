import VosimModel

/// A JSON value with the line and column where it starts, so a wrong type names its line.
///
/// idb dumps are small; this parser is iterative (an explicit stack), so no nesting can overflow the
/// call stack, and it refuses nesting deeper than the screen limit allows.
struct PositionedJSON {
  enum Kind {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([PositionedJSON])
    case object([(key: String, value: PositionedJSON)])
  }

  var kind: Kind
  var position: SourcePosition

  /// The value of `key` in an object; nil for a missing key or a non-object.
  subscript(key: String) -> PositionedJSON? {
    guard case .object(let pairs) = kind else { return nil }
    return pairs.first { $0.key == key }?.value
  }

  /// What the value is, for messages.
  var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Parses one JSON document. Nesting is limited to `maximumNesting` arrays and objects.
  static func parse(_ bytes: [UInt8], maximumNesting: Int) throws(ImportError) -> PositionedJSON {
    var parser = Parser(bytes: bytes, maximumNesting: maximumNesting)
    return try parser.document()
  }

  private struct Parser {
    enum Container {
      case array(SourcePosition, [PositionedJSON])
      case object(SourcePosition, [(key: String, value: PositionedJSON)], pendingKey: String)
    }

    let bytes: [UInt8]
    let maximumNesting: Int
    var index = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8], maximumNesting: Int) {
      self.bytes = bytes
      self.maximumNesting = maximumNesting
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        index = 3
        lineStart = 3
      }
    }

    /// How far the current line's columns are counted, so that counting them stays linear however
    /// long the line (idb writes a whole dump on one).
    var countedIndex = 0
    var countedColumn = 1

    /// The line, and the column in Unicode scalars, of `index`.
    var position: SourcePosition {
      mutating get {
        if countedIndex < lineStart || countedIndex > index {
          countedIndex = lineStart
          countedColumn = 1
        }
        while countedIndex < index {
          if bytes[countedIndex] & 0xC0 != 0x80 { countedColumn += 1 }
          countedIndex += 1
        }
        return SourcePosition(line: line, column: countedColumn)
      }
    }

    mutating func document() throws(ImportError) -> PositionedJSON {
      var stack: [Container] = []
      outer: while true {
        skipWhitespace()
        let start = position
        guard index < bytes.count else {
          throw .malformedJSON("the text ends where a value should be", at: start)
        }
        var value: PositionedJSON
        switch bytes[index] {
        case UInt8(ascii: "{"):
          index += 1
          skipWhitespace()
          if peek(UInt8(ascii: "}")) {
            index += 1
            value = PositionedJSON(kind: .object([]), position: start)
          } else {
            guard stack.count < maximumNesting else { throw .tooDeep(limit: Screen.maximumDepth, at: start) }
            stack.append(.object(start, [], pendingKey: try keyAndColon()))
            continue outer
          }
        case UInt8(ascii: "["):
          index += 1
          skipWhitespace()
          if peek(UInt8(ascii: "]")) {
            index += 1
            value = PositionedJSON(kind: .array([]), position: start)
          } else {
            guard stack.count < maximumNesting else { throw .tooDeep(limit: Screen.maximumDepth, at: start) }
            stack.append(.array(start, []))
            continue outer
          }
        case UInt8(ascii: "\""): value = PositionedJSON(kind: .string(try string()), position: start)
        case UInt8(ascii: "t"):
          value = PositionedJSON(kind: .bool(true), position: try literal("true", start))
        case UInt8(ascii: "f"):
          value = PositionedJSON(kind: .bool(false), position: try literal("false", start))
        case UInt8(ascii: "n"): value = PositionedJSON(kind: .null, position: try literal("null", start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          value = PositionedJSON(kind: .number(try number()), position: start)
        default:
          throw .malformedJSON("expected a value", at: start)
        }
        // Attach the value to its container, closing containers that end here.
        while let top = stack.popLast() {
          skipWhitespace()
          switch consume top {
          case .array(let begin, var items):
            items.append(value)
            if peek(UInt8(ascii: ",")) {
              index += 1
              stack.append(.array(begin, items))
              continue outer
            }
            guard peek(UInt8(ascii: "]")) else { throw .malformedJSON("expected ',' or ']'", at: position) }
            index += 1
            value = PositionedJSON(kind: .array(items), position: begin)
          case .object(let begin, var pairs, let key):
            pairs.append((key, value))
            if peek(UInt8(ascii: ",")) {
              index += 1
              skipWhitespace()
              stack.append(.object(begin, pairs, pendingKey: try keyAndColon()))
              continue outer
            }
            guard peek(UInt8(ascii: "}")) else { throw .malformedJSON("expected ',' or '}'", at: position) }
            index += 1
            value = PositionedJSON(kind: .object(pairs), position: begin)
          }
        }
        skipWhitespace()
        guard index == bytes.count else {
          throw .malformedJSON("unexpected text after the JSON value", at: position)
        }
        return value
      }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x0A:
          line += 1
          lineStart = index + 1
        case 0x20, 0x09, 0x0D: break
        default: return
        }
        index += 1
      }
    }

    private mutating func keyAndColon() throws(ImportError) -> String {
      guard peek(UInt8(ascii: "\"")) else { throw .malformedJSON("expected a quoted key", at: position) }
      let key = try string()
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { throw .malformedJSON("expected ':' after the key", at: position) }
      index += 1
      return key
    }

    private mutating func literal(_ word: String, _ start: SourcePosition) throws(ImportError)
      -> SourcePosition
    {
      guard bytes[index...].starts(with: word.utf8) else {
        throw .malformedJSON("expected a value", at: start)
      }
      index += word.utf8.count
      return start
    }

    private mutating func number() throws(ImportError) -> Double {
      let start = position
      let begin = index
      while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
      let text = String(decoding: bytes[begin..<index], as: UTF8.self)
      guard let number = Double(text), number.isFinite else {
        throw .malformedJSON("'\(text)' is not a number", at: start)
      }
      return number
    }

    private mutating func string() throws(ImportError) -> String {
      let start = position
      index += 1
      var utf8: [UInt8] = []
      while true {
        guard index < bytes.count else { throw .malformedJSON("the string never closes", at: start) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          guard let text = String(validating: utf8, as: UTF8.self) else { throw .notUTF8(at: start) }
          return text
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { throw .malformedJSON("the string never closes", at: start) }
          let escape = bytes[index]
          index += 1
          switch escape {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
          case UInt8(ascii: "b"): utf8.append(0x08)
          case UInt8(ascii: "f"): utf8.append(0x0C)
          case UInt8(ascii: "n"): utf8.append(0x0A)
          case UInt8(ascii: "r"): utf8.append(0x0D)
          case UInt8(ascii: "t"): utf8.append(0x09)
          case UInt8(ascii: "u"):
            var scalar = try hex4(start)
            if (0xD800..<0xDC00).contains(scalar), bytes[index...].starts(with: "\\u".utf8) {
              index += 2
              let low = try hex4(start)
              if (0xDC00..<0xE000).contains(low) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
              }
            }
            utf8.append(contentsOf: String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
          default: throw .malformedJSON("invalid escape in a string", at: start)
          }
        case 0x00..<0x20: throw .malformedJSON("a control character inside a string", at: start)
        default: utf8.append(byte)
        }
      }
    }

    private mutating func hex4(_ start: SourcePosition) throws(ImportError) -> UInt32 {
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw .malformedJSON("invalid \\u escape", at: start) }
      index += 4
      return value
    }
  }
}

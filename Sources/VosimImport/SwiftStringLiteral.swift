import VosimModel

/// A dump printed by lldb as one quoted Swift string literal (`p app.debugDescription`): `"Attributes:
/// …\nElement subtree:\n →Application, …"`, with `\n`, `\t`, `\'`, `\"`, `\\` and `\u{…}` escapes,
/// possibly after XCTest's activity log lines (`    t =   109.84s Find the Application`) and, copied
/// from lldb's console, its `(lldb) p …` prompt lines before and after.
enum SwiftStringLiteral {
  /// The text inside the literal, unescaped, when the dump is one; nil when the first line that is not
  /// an XCTest log line does not open a literal. A literal that never closes or holds an unknown
  /// escape is an error naming its line and column.
  static func contents(of bytes: [UInt8]) throws(ImportError) -> [UInt8]? {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var line = 1
    var lineStart = index
    // Skip blank lines, XCTest's `t = …s` log lines and lldb's prompts.
    while index < bytes.count {
      var cursor = index
      while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0D {
        cursor += 1
      }
      if cursor < bytes.count,
        bytes[cursor] == 0x0A || isLogLine(bytes, at: cursor) || isPrompt(bytes, at: cursor)
      {
        let end = bytes[cursor...].firstIndex(of: 0x0A) ?? bytes.count
        // A last line without its line break ends the text.
        index = min(end + 1, bytes.count)
        line += 1
        lineStart = index
        continue
      }
      index = cursor
      break
    }
    // `p` prints the type and, before Xcode 15's lldb, a result variable first: `(String) $R0 = "…"`,
    // `(String) "…"`.
    if bytes[index...].starts(with: Array("(String) ".utf8)) {
      let end = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
      if let quote = bytes[index..<end].firstIndex(of: UInt8(ascii: "\"")) { index = quote }
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let open = SourcePosition(line: line, column: column(bytes, lineStart, index))
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    index += 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        lineStart = index + 1
      }
      if byte == UInt8(ascii: "\"") {
        // Only white space, and lldb's next prompt, may follow the closing quote.
        guard followedByNothing(bytes, after: index + 1) else {
          throw .malformedStringLiteral(
            "text after the closing quote",
            at: SourcePosition(line: line, column: column(bytes, lineStart, index + 1)))
        }
        return result
      }
      guard byte == UInt8(ascii: "\\") else {
        result.append(byte)
        index += 1
        continue
      }
      let position = SourcePosition(line: line, column: column(bytes, lineStart, index))
      guard index + 1 < bytes.count else { break }
      switch bytes[index + 1] {
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "0"): result.append(0x00)
      case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): result.append(bytes[index + 1])
      case UInt8(ascii: "u"):
        guard let (scalar, length) = unicodeEscape(bytes, at: index + 2) else {
          if let value = escapedValue(bytes, at: index + 2) {
            throw .malformedStringLiteral(
              "\\u{\(String(value, radix: 16, uppercase: true))} is no Unicode character (a surrogate, or past "
                + "10FFFF)", at: position)
          }
          throw .malformedStringLiteral("a \\u escape is not \\u{1 to 8 hex digits}", at: position)
        }
        result += Array(String(Character(scalar)).utf8)
        index += 2 + length
        continue
      // A backslash ending the text (a copy cut after it): the literal never closes.
      case let next where (next == 0x0A || next == 0x0D) && followedByNothing(bytes, after: index + 1):
        throw .malformedStringLiteral("the string literal opened here never closes", at: open)
      default:
        throw .malformedStringLiteral(
          "unknown escape '\\\(Character(Unicode.Scalar(bytes[index + 1])))'", at: position)
      }
      index += 2
    }
    throw .malformedStringLiteral("the string literal opened here never closes", at: open)
  }

  /// The 1-based column of byte `index` in the line starting at `lineStart`, in Unicode scalars as
  /// every reader counts them.
  private static func column(_ bytes: [UInt8], _ lineStart: Int, _ index: Int) -> Int {
    1 + bytes[lineStart..<index].count { $0 & 0xC0 != 0x80 }
  }

  /// lldb's prompt line, `(lldb) p app.debugDescription`.
  private static func isPrompt(_ bytes: [UInt8], at start: Int) -> Bool {
    bytes[start...].starts(with: Array("(lldb)".utf8))
  }

  /// Whether the rest is white space and lldb prompt lines.
  private static func followedByNothing(_ bytes: [UInt8], after start: Int) -> Bool {
    var index = start
    while index < bytes.count {
      if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
        index += 1
      } else if isPrompt(bytes, at: index),
        index == start || bytes[index - 1] == 0x0A || bytes[index - 1] == 0x20
      {
        index = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
      } else {
        return false
      }
    }
    return true
  }

  private static func isLogLine(_ bytes: [UInt8], at start: Int) -> Bool {
    guard bytes[start...].starts(with: Array("t =".utf8)) else { return false }
    var index = start + 3
    while index < bytes.count, bytes[index] == 0x20 { index += 1 }
    let digits = bytes[index...].prefix { (0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") }
    return !digits.isEmpty && bytes.count > index + digits.count
      && bytes[index + digits.count] == UInt8(ascii: "s")
  }

  /// `{XXXX}` after `\u`: the scalar and the length of the braces and digits.
  private static func unicodeEscape(_ bytes: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
    guard let (value, length) = escape(bytes, at: start), let scalar = Unicode.Scalar(value) else {
      return nil
    }
    return (scalar, length)
  }

  /// The number a well-formed `{1 to 8 hex digits}` at `start` holds, whether or not it is a scalar.
  private static func escapedValue(_ bytes: [UInt8], at start: Int) -> UInt32? { escape(bytes, at: start)?.0 }

  /// `{1 to 8 hex digits}` at `start`: its number and its length with the braces.
  private static func escape(_ bytes: [UInt8], at start: Int) -> (UInt32, Int)? {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
    var value: UInt32 = 0
    var index = start + 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
      guard index - start <= 8, let digit = TextBytes.hexDigit(bytes[index]) else { return nil }
      value = value << 4 | digit
      index += 1
    }
    guard index < bytes.count, index > start + 1 else { return nil }
    return (value, index - start + 1)
  }
}

import Foundation
import VosimModel

/// Foundation's JSON errors as a message and a position: its parser names the place only in its
/// debug description, as a byte offset (`around character 31`) or, on Apple's platforms, as `around
/// line 3, column 1`.
enum JSONSyntaxError {
  /// What is wrong with `bytes` as JSON, and where; nil when Foundation reads them.
  static func find(in bytes: [UInt8]) -> (message: String, position: SourcePosition?)? {
    do {
      _ = try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
      return nil
    } catch {
      return describe(error, in: bytes)
    }
  }

  static func describe(_ error: any Error, in bytes: [UInt8]) -> (message: String, position: SourcePosition?)
  {
    guard var text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else {
      return ("not valid JSON", nil)
    }
    var position: SourcePosition?
    if let match = text.firstMatch(of: /\s*around line (\d+), column (\d+)/),
      let line = Int(match.1), let column = Int(match.2)
    {
      position = SourcePosition(line: line, column: column)
      text.removeSubrange(match.range)
    } else if let match = text.firstMatch(of: /\s*around character (\d+)/), let offset = Int(match.1) {
      position = Self.position(ofByte: offset, in: bytes)
      text.removeSubrange(match.range)
    } else if text.hasPrefix("Unexpected end of file") {
      position = Self.position(ofByte: bytes.count, in: bytes)
    }
    while text.hasSuffix(".") { text.removeLast() }
    return ("not valid JSON: " + text.prefix(1).lowercased() + text.dropFirst(), position)
  }

  /// A comma just before a `}` or `]`, which JSON does not allow and Foundation on Linux reads anyway
  /// (it refuses it on Apple's platforms): a file that passes on a developer's Linux box must not fail
  /// on a colleague's Mac. Checked before Foundation parses.
  static func trailingComma(in bytes: [UInt8]) -> (message: String, position: SourcePosition?)? {
    var inString = false
    var escaped = false
    var lastComma: Int?
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        lastComma = nil
      case UInt8(ascii: ","): lastComma = offset
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if let comma = lastComma {
          return (
            "not valid JSON: a comma before '\(Character(Unicode.Scalar(byte)))'",
            position(ofByte: comma, in: bytes)
          )
        }
      case _ where isSpace(byte): break
      default: lastComma = nil
      }
    }
    return nil
  }

  /// JSON's white space: space, tab, line feed, carriage return.
  static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

  /// The line and column (in Unicode scalars, as every vosim diagnostic counts) of a byte offset.
  static func position(ofByte offset: Int, in bytes: [UInt8]) -> SourcePosition {
    var line = 1
    var column = 1
    for byte in bytes.prefix(min(max(offset, 0), bytes.count)) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourcePosition(line: line, column: column)
  }
}

import Foundation
import VosimModel

/// A small JSON file of settings (the configuration, a baseline): its value as Foundation reads it, and
/// where each key and value starts, so that every error, not only a syntax error, names the line and
/// column to fix.
///
/// Places are named by path as messages write them: `severity.small-target`, `findings[2].rule`; the
/// root is `""`.
struct SettingsJSON {
  /// The value as `JSONSerialization` reads it.
  var root: Any
  private var keys: [String: SourcePosition] = [:]
  private var values: [String: SourcePosition] = [:]

  /// Reads `bytes`; a syntax error's message starts with `prefix`.
  init(_ bytes: [UInt8], prefix: String = "") throws(AuditConfigurationError) {
    // An editor's byte order mark is no text: positions count from what follows it.
    let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    if let offset = Self.firstInvalidUTF8(in: bytes) {
      throw AuditConfigurationError(
        prefix + "not valid JSON: bytes that are not UTF-8",
        at: JSONSyntaxError.position(ofByte: offset, in: bytes))
    }
    if let (message, position) = JSONSyntaxError.trailingComma(in: bytes) {
      throw AuditConfigurationError(prefix + message, at: position)
    }
    if bytes.allSatisfy(JSONSyntaxError.isSpace) {
      throw AuditConfigurationError(
        prefix + "not valid JSON: the file is empty", at: SourcePosition(line: 1, column: 1))
    }
    var walker = Walker(bytes: bytes)
    if walker.value(path: "", depth: 0), let position = walker.textAfterValue() {
      throw AuditConfigurationError(prefix + "not valid JSON: more text after the JSON value", at: position)
    }
    if let (key, position) = walker.repeatedKey {
      // Foundation keeps one of the two silently: a second "disable" would undo the first.
      throw AuditConfigurationError(prefix + "the key '\(key)' appears twice in one object", at: position)
    }
    do {
      root = try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
    } catch {
      // Foundation refuses a number beyond a double's range (`1e999`) in words about Swift.
      if let number = walker.outOfRange {
        throw AuditConfigurationError(
          prefix + "not valid JSON: the number \(number.text) is out of range", at: number.position)
      }
      let (message, position) = JSONSyntaxError.describe(error, in: bytes)
      throw AuditConfigurationError(prefix + message, at: position)
    }
    keys = walker.keys
    values = walker.values
  }

  /// An error about the value at `path`, placed on it.
  func error(_ message: String, at path: String) -> AuditConfigurationError {
    AuditConfigurationError(message, at: values[path])
  }

  /// An error about the key that ends `path`, placed on the key.
  func error(_ message: String, atKey path: String) -> AuditConfigurationError {
    AuditConfigurationError(message, at: keys[path] ?? values[path])
  }

  /// `body`'s result; an error it throws without a place gets the place of the value at `path`.
  func placing<T>(at path: String, key: Bool = false, _ body: () throws(AuditConfigurationError) -> T)
    throws(AuditConfigurationError) -> T
  {
    do { return try body() } catch {
      guard error.position == nil else { throw error }
      throw key ? self.error(error.message, atKey: path) : self.error(error.message, at: path)
    }
  }

  /// `value` as a number; nil for anything else, `true` and `false` included, which Foundation also
  /// reads as numbers (and which `is Bool` cannot tell from `1` and `0` on Linux).
  static func number(_ value: Any?) -> NSNumber? {
    guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
    return number
  }

  /// The offset of the first byte that does not belong to valid UTF-8, or nil.
  private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
    var offset = 0
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// A path's member `key`.
  static func member(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

  /// A tolerant pass over the text that notes where keys and values start; it stops at the first
  /// thing JSON does not allow, which Foundation then reports.
  private struct Walker {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var column = 1
    var keys: [String: SourcePosition] = [:]
    var values: [String: SourcePosition] = [:]
    var outOfRange: (text: String, position: SourcePosition)?
    /// The first key written twice in one object, where it is written the second time.
    var repeatedKey: (key: String, position: SourcePosition)?
    /// Deeper than any settings file nests: the walk stops, and Foundation reports what follows.
    private static let maximumDepth = 512

    init(bytes: [UInt8]) { self.bytes = bytes }

    private var here: SourcePosition { SourcePosition(line: line, column: column) }

    /// Where text follows the value just read, if any.
    mutating func textAfterValue() -> SourcePosition? {
      skipSpace()
      return current == nil ? nil : here
    }
    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func advance() {
      if bytes[offset] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if bytes[offset] & 0xC0 != 0x80 {
        column += 1
      }
      offset += 1
    }

    private mutating func skipSpace() {
      while let byte = current, JSONSyntaxError.isSpace(byte) { advance() }
    }

    /// Reads one value, noting its start under `path`; false where the text stops being JSON (or
    /// nests too deep to note).
    @discardableResult
    mutating func value(path: String, depth: Int) -> Bool {
      skipSpace()
      guard let byte = current, depth < Self.maximumDepth else { return false }
      values[path] = here
      switch byte {
      case UInt8(ascii: "{"): return members(path: path, depth: depth + 1)
      case UInt8(ascii: "["): return elements(path: path, depth: depth + 1)
      case UInt8(ascii: "\""): return string() != nil
      default:
        let start = offset
        let position = here
        while let byte = current, !"{}[],: \t\r\n\"".utf8.contains(byte) { advance() }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if outOfRange == nil, let first = text.utf8.first,
          first == UInt8(ascii: "-") || (0x30...0x39).contains(first),
          let number = Double(text), !number.isFinite
        {
          outOfRange = (text, position)
        }
        return offset > start
      }
    }

    private mutating func members(path: String, depth: Int) -> Bool {
      var seen: Set<String> = []
      return items(closing: UInt8(ascii: "}")) { walker, _ in
        walker.skipSpace()
        let position = walker.here
        guard walker.current == UInt8(ascii: "\""), let key = walker.string() else { return false }
        if !seen.insert(key).inserted, walker.repeatedKey == nil { walker.repeatedKey = (key, position) }
        let member = SettingsJSON.member(path, key)
        walker.keys[member] = position
        walker.skipSpace()
        guard walker.current == UInt8(ascii: ":") else { return false }
        walker.advance()
        return walker.value(path: member, depth: depth)
      }
    }

    private mutating func elements(path: String, depth: Int) -> Bool {
      items(closing: UInt8(ascii: "]")) { walker, index in
        walker.value(path: "\(path)[\(index)]", depth: depth)
      }
    }

    /// The items of an object or array, from its opening bracket to `close`, each read by `item` (given
    /// its index), separated by commas; false where the text stops being JSON.
    private mutating func items(closing close: UInt8, _ item: (inout Walker, Int) -> Bool) -> Bool {
      advance()
      skipSpace()
      if current == close {
        advance()
        return true
      }
      var index = 0
      while true {
        guard item(&self, index) else { return false }
        index += 1
        skipSpace()
        guard let byte = current else { return false }
        advance()
        if byte == close { return true }
        guard byte == UInt8(ascii: ",") else { return false }
      }
    }

    /// A string's text, escapes decoded by Foundation; nil if it never closes.
    private mutating func string() -> String? {
      let start = offset
      advance()
      var escaped = false
      while let byte = current {
        advance()
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          let quoted = bytes[start..<offset]
          guard quoted.contains(UInt8(ascii: "\\")) else {
            return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
          }
          return (try? JSONSerialization.jsonObject(with: Data(quoted), options: .fragmentsAllowed))
            as? String
        }
      }
      return nil
    }
  }
}

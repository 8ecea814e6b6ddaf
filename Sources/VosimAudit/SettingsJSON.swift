import VosimImport
import VosimModel

/// A small JSON file of settings (the configuration, a baseline), read by `JSONValue` as every other
/// JSON file vosim reads, so its syntax errors are worded and placed as a screen file's. The typed
/// reads here place every other error on the key or value at fault, so a long file need not be searched
/// by eye.
struct SettingsJSON {
  /// An object's member, with where its key starts.
  typealias Member = (key: String, value: JSONValue, keyPosition: SourcePosition)

  /// More nesting than a settings file ever has, and little enough to read without trouble.
  static let maximumNesting = 512

  let root: JSONValue

  /// Reads `bytes`; a syntax error's message starts with `prefix`.
  init(_ bytes: [UInt8], prefix: String = "") throws(AuditConfigurationError) {
    // In UTF-16 or UTF-32 too, as every file vosim reads.
    let utf8: [UInt8]
    do { utf8 = try UnicodeText.utf8(bytes) } catch {
      throw AuditConfigurationError(
        prefix + "not valid \(error.encoding.rawValue) text", at: error.position)
    }
    // Said as every reader says it, not as a value missing at the end.
    let text = utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? utf8.dropFirst(3) : utf8[...]
    if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
      throw AuditConfigurationError(
        prefix + (text.isEmpty ? "the file is empty" : "the file holds only white space"),
        at: SourcePosition(line: 1, column: 1))
    }
    do {
      root = try JSONValue.parse(utf8, maximumNesting: Self.maximumNesting)
    } catch .malformedJSON(let reason, let position) {
      throw AuditConfigurationError(prefix + "not valid JSON: " + reason, at: position)
    } catch {
      // `JSONValue.parse` throws nothing else.
      throw AuditConfigurationError(
        prefix + "not valid JSON: \(error.localizedDescription)", at: error.position)
    }
  }

  /// The members of `value`, which must be an object; a key written twice is refused at its second
  /// place, since JSON readers differ in which of the two they keep.
  static func members(of value: JSONValue, _ message: @autoclosure () -> String)
    throws(AuditConfigurationError) -> [Member]
  {
    guard case .object(let members) = value.kind else {
      throw AuditConfigurationError(message(), at: value.position)
    }
    var seen = Set<String>()
    for member in members where !seen.insert(member.key).inserted {
      throw AuditConfigurationError(
        "the key '\(member.key)' appears twice in one object", at: member.keyPosition)
    }
    return members
  }

  /// The members of `value`, which must be an object with only `allowed` keys and every `required` one.
  static func members(
    of value: JSONValue, allowed: [String], required: [String] = [], _ message: @autoclosure () -> String
  ) throws(AuditConfigurationError) -> [Member] {
    let members = try members(of: value, message())
    if let unknown = members.first(where: { !allowed.contains($0.key) }) {
      throw AuditConfigurationError(
        "unknown key '\(unknown.key)'; expected \(allowed.joined(separator: ", "))", at: unknown.keyPosition)
    }
    for key in required where !members.contains(where: { $0.key == key }) {
      throw AuditConfigurationError("missing key '\(key)'", at: value.position)
    }
    return members
  }

  /// The items of `value`, which must be an array.
  static func items(of value: JSONValue, _ message: @autoclosure () -> String) throws(AuditConfigurationError)
    -> [JSONValue]
  {
    guard case .array(let items) = value.kind else {
      throw AuditConfigurationError(message(), at: value.position)
    }
    return items
  }

  /// `value`, which must be a string.
  static func string(_ value: JSONValue, _ message: @autoclosure () -> String) throws(AuditConfigurationError)
    -> String
  {
    guard case .string(let text) = value.kind else {
      throw AuditConfigurationError(message(), at: value.position)
    }
    return text
  }

  /// `value`, which must be a number; `true` and `false` are not numbers.
  static func number(_ value: JSONValue, _ message: @autoclosure () -> String) throws(AuditConfigurationError)
    -> Double
  {
    guard case .number(let number, _) = value.kind else {
      throw AuditConfigurationError(message(), at: value.position)
    }
    return number.double
  }

  /// `body`'s result; an error it throws without a place is placed at `position`.
  static func placing<T>(at position: SourcePosition, _ body: () throws(AuditConfigurationError) -> T)
    throws(AuditConfigurationError) -> T
  {
    do { return try body() } catch {
      guard error.position == nil else { throw error }
      throw AuditConfigurationError(error.message, at: position)
    }
  }
}

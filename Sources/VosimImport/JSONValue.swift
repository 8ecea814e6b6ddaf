import VosimModel

/// A JSON value with the line and column where it starts, for the dump readers that look keys up in any
/// order and name a wrong value's place. `JSONScanner` reads the text, so these dumps follow the same
/// JSON rules as a native screen, except that a lone surrogate escape reads as U+FFFD: idb's Python
/// `json.dumps` writes one for a string that held a broken surrogate pair. The audit reads its settings
/// files with it too, so they follow the same JSON rules and errors as every other file vosim reads.
package struct JSONValue {
  package enum Kind {
    case null
    case bool(Bool)
    /// A number and its literal as written: a dump's number in a text key is read as its text.
    case number(JSONNumber, literal: String)
    case string(String)
    case array([JSONValue])
    /// The members in the file's order, each with where its key starts.
    case object([(key: String, value: JSONValue, keyPosition: SourcePosition)])
  }

  package var kind: Kind
  package var position: SourcePosition

  /// The value of `key` (its last, if repeated, as Python's `json`, which writes idb's dumps, and a
  /// native screen read it) in an object; nil for a missing key or a non-object.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let pairs) = kind else { return nil }
    return pairs.last { $0.key == key }?.value
  }

  /// This object as a reader of each earlier value of a repeated key sees it: that value kept, the later
  /// ones of its key left out; none when no key repeats. Read and thrown away, they check every value a
  /// repeated key held, as a native screen's reader does: a broken first value is no less broken.
  package var earlierReadings: [JSONValue] {
    guard case .object(let pairs) = kind, pairs.count > 1 else { return [] }
    var seen = Set<String>()
    guard pairs.contains(where: { !seen.insert($0.key).inserted }) else { return [] }
    var readings: [JSONValue] = []
    for (index, pair) in pairs.enumerated()
    where pairs[(index + 1)...].contains(where: { $0.key == pair.key }) {
      let kept = pairs.enumerated().filter { $0.offset <= index || $0.element.key != pair.key }.map(\.element)
      readings.append(JSONValue(kind: .object(kept), position: position))
    }
    return readings
  }

  /// The warnings for keys repeated within one object, anywhere in this value, at each repeat's key,
  /// in file order: the dump readers read the last value and say so, as the native reader does.
  package var repeatedKeyWarnings: [Diagnostic] {
    var repeats: [(key: String, position: SourcePosition)] = []
    var stack = [self]
    while let value = stack.popLast() {
      switch value.kind {
      case .array(let items): stack += items.reversed()
      case .object(let pairs):
        var seen = Set<String>()
        for pair in pairs where !seen.insert(pair.key).inserted {
          repeats.append((pair.key, pair.keyPosition))
        }
        stack += pairs.reversed().map(\.value)
      default: continue
      }
    }
    return repeats.sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
      .map { .warning("duplicate key '\($0.key)'; the last value wins", at: $0.position) }
  }

  /// Parses one JSON document. More open arrays and objects than `maximumNesting` are malformed JSON,
  /// at the one past the limit: the readers check their nodes' depth themselves, on what they build.
  package static func parse(_ bytes: [UInt8], maximumNesting: Int = JSONScanner.maximumNesting)
    throws(ImportError)
    -> JSONValue
  {
    do throws(ModelError) {
      return try JSONScanner.scan(bytes) { (scanner: inout JSONScanner) throws(ModelError) in
        scanner.replacesLoneSurrogates = true
        return try document(&scanner, maximumNesting: maximumNesting)
      }
    } catch .tooDeep(let limit, let at) {
      throw .malformedJSON("nested deeper than \(limit) levels", at: at)
    } catch {
      // The scanner reports nothing but malformed JSON, always with its position.
      throw .malformedJSON(
        error.errorDescription ?? "\(error)", at: error.position ?? SourcePosition(line: 1, column: 1))
    }
  }

  private enum Open {
    case array(SourcePosition, [JSONValue])
    case object(
      SourcePosition, [(key: String, value: JSONValue, keyPosition: SourcePosition)], key: String,
      keyPosition: SourcePosition)
  }

  /// Builds the tree with an explicit stack, so no nesting can overflow the call stack.
  private static func document(_ scanner: inout JSONScanner, maximumNesting: Int) throws(ModelError)
    -> JSONValue
  {
    let bytes = scanner.bytes
    var counted = (offset: 0, column: 1)
    /// The position of `mark`, the next value's or the last key's. Columns are counted on from the
    /// previous position's, so that a dump on one line (as idb writes it) is counted once, not once for
    /// each value.
    func position(_ mark: JSONScanner.Mark) -> SourcePosition {
      if counted.offset < mark.lineStart { counted = (mark.lineStart, 1) }
      while counted.offset < mark.offset {
        if bytes[counted.offset] & 0xC0 != 0x80 { counted.column += 1 }
        counted.offset += 1
      }
      return SourcePosition(line: mark.line, column: counted.column)
    }

    var stack: [Open] = []
    outer: while true {
      let mark = scanner.mark()
      let start = position(mark)
      let kind: Kind
      switch try scanner.peekKind() {
      case .object:
        guard stack.count < maximumNesting else { throw .tooDeep(limit: maximumNesting, at: start) }
        try scanner.beginObject()
        if let key = try scanner.nextKey() {
          stack.append(.object(start, [], key: key, keyPosition: position(scanner.keyMark)))
          continue
        }
        kind = .object([])
      case .array:
        guard stack.count < maximumNesting else { throw .tooDeep(limit: maximumNesting, at: start) }
        try scanner.beginArray()
        if try scanner.nextElement() {
          stack.append(.array(start, []))
          continue
        }
        kind = .array([])
      case .string: kind = .string(try scanner.readString())
      case .number:
        let number = try scanner.readNumber()
        // The scanner stops after the number's last digit; white space follows only after that.
        let literal = bytes[mark.offset..<scanner.mark().offset].prefix {
          ![0x20, 0x09, 0x0A, 0x0D].contains($0)
        }
        kind = .number(number, literal: String(decoding: literal, as: UTF8.self))
      case .bool: kind = .bool(try scanner.readBool())
      case .null:
        try scanner.readNull()
        kind = .null
      }
      var value = JSONValue(kind: kind, position: start)
      // Attach the value to its container, closing the containers that end here. `consume` keeps the
      // popped array uniquely referenced, so appending to it does not copy it.
      while let top = stack.popLast() {
        switch consume top {
        case .array(let begin, var items):
          items.append(value)
          if try scanner.nextElement() {
            stack.append(.array(begin, items))
            continue outer
          }
          value = JSONValue(kind: .array(items), position: begin)
        case .object(let begin, var pairs, let key, let keyPosition):
          pairs.append((key, value, keyPosition))
          if let next = try scanner.nextKey() {
            stack.append(.object(begin, pairs, key: next, keyPosition: position(scanner.keyMark)))
            continue outer
          }
          value = JSONValue(kind: .object(pairs), position: begin)
        }
      }
      try scanner.finish()
      return value
    }
  }
}

/// The typed reads the dump readers share: each names the key of a value of the wrong type.
extension JSONValue {
  /// The value of `key`, which must be present; `owner.key` names it when it is not.
  func required(_ key: String, in owner: String) throws(ImportError) -> JSONValue {
    guard let value = self[key] else {
      throw .wrongType(key: "\(owner).\(key)", expected: "present", at: position)
    }
    return value
  }

  /// This value, which must be an object.
  func object(_ key: String) throws(ImportError) -> JSONValue {
    guard case .object = kind else { throw .wrongType(key: key, expected: "an object", at: position) }
    return self
  }

  /// This array's items; none for null.
  func array(_ key: String) throws(ImportError) -> [JSONValue] {
    switch kind {
    case .array(let items): return items
    case .null: return []
    default: throw .wrongType(key: key, expected: "an array", at: position)
    }
  }

  /// This string; nil for null.
  func string(_ key: String) throws(ImportError) -> String? {
    switch kind {
    case .null: return nil
    case .string(let text): return text
    default: throw .wrongType(key: key, expected: "a string or null", at: position)
    }
  }

  /// The string at `key`; nil when it is missing or null.
  func string(at key: String) throws(ImportError) -> String? {
    for earlier in earlierValues(of: key) { _ = try earlier.string(key) }
    return try self[key]?.string(key)
  }

  /// The boolean at `key`; nil when it is missing or null.
  func bool(at key: String) throws(ImportError) -> Bool? {
    for earlier in earlierValues(of: key) { _ = try earlier.bool(key) }
    return try self[key]?.bool(key)
  }

  /// This boolean; nil for null.
  private func bool(_ key: String) throws(ImportError) -> Bool? {
    switch kind {
    case .null: return nil
    case .bool(let flag): return flag
    default: throw .wrongType(key: key, expected: "a boolean", at: position)
    }
  }

  /// The values of a repeated `key` before its last, which is the one read: each is checked all the
  /// same, a broken first value being no less broken.
  package func earlierValues(of key: String) -> [JSONValue] {
    guard case .object(let pairs) = kind else { return [] }
    return pairs.filter { $0.key == key }.dropLast().map(\.value)
  }
}

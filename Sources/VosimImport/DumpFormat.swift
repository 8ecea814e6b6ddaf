/// The accessibility-tree dumps vosim reads besides its own screen JSON.
///
/// The raw values are the names `--input-format` takes.
public enum DumpFormat: String, Hashable, Sendable, CaseIterable {
  /// Appium / WebDriverAgent page source (`XCUIElementType…` XML), any vintage.
  case webDriverAgentXML = "xml"
  /// XCTest's `debugDescription` text ("Element subtree:").
  case debugDescription = "debugdescription"
  /// `idb ui describe-all` JSON, flat or `--nested`.
  case idbJSON = "idb"
  /// Cash App AccessibilitySnapshot's `[AccessibilityHierarchy]` JSON (its `AccessibilitySnapshotModel`).
  case accessibilitySnapshot = "accessibility-snapshot"

  /// The dump format these bytes are in, from their first characters; nil for a native screen JSON
  /// (an object with `root`) and for anything unrecognised.
  ///
  /// Looks at a bounded prefix only (plus the top-level keys of a JSON object), so detection stays cheap
  /// on large files; UTF-16 and UTF-32 are transcoded first (`UnicodeText`).
  public static func detect(_ bytes: [UInt8]) -> DumpFormat? {
    if UnicodeText.encoding(of: bytes) != nil {
      return (try? UnicodeText.utf8(bytes)).flatMap(detect)
    }
    var index = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    // XCTest's failure line without a source location (`<unknown>:0: error: …`) is a log before a dump.
    case UInt8(ascii: "<") where !bytes[index...].starts(with: Array("<unknown>:".utf8)):
      return .webDriverAgentXML
    case UInt8(ascii: "["):
      if firstKey(bytes, from: index).map(isHierarchyKey) == true { return .accessibilitySnapshot }
      // A JSON list opens an object; anything else may be a log line before a debugDescription
      // (`[MyUITests testLogin] …`, a checklist's `[ ] done`), looked for below; an empty list is
      // idb's JSON when no dump follows.
      let next = bytes[(index + 1)...].first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
      if next == UInt8(ascii: "{") { return .idbJSON }
    case UInt8(ascii: "{"):
      if let format = detectObject(bytes, from: index) { return format }
      // A structured log line (`{"level":"info"}`) before a debugDescription: a dump's header at the start
      // of a later line, which no JSON screen has (a line break inside its strings is written `\n`).
      let prefix = bytes[index..<min(bytes.count, index + 65_536)]
      for marker in ["\nAttributes: ", "\nElement subtree:"]
      where prefix.firstRange(of: Array(marker.utf8)) != nil {
        return .debugDescription
      }
      return nil
    case UInt8(ascii: "n"):
      // `null`: idb's describe-point with no element at the point; with text after it, idb's reader
      // names that text where it stands.
      let rest = bytes[index...]
      if rest.starts(with: Array("null".utf8)), !(rest.dropFirst(4).first.map(isWordByte) ?? false) {
        return .idbJSON
      }
    default: break
    }
    let prefix = String(decoding: bytes[index..<min(bytes.count, index + 65_536)], as: UTF8.self)
    for marker in ["Attributes: ", "Element subtree:", "Query chain:"] where prefix.contains(marker) {
      return .debugDescription
    }
    // The arrow of a root line, also when the paste starts at it (its leading space skipped above), and
    // escaped inside a Swift string literal printed by lldb: followed by a type's capital at once
    // (`→Application`), which the arrow of a note's `Settings → General` is not.
    for arrow in ["→", "\\u{2192}"] {
      var rest = prefix[...]
      while let found = rest.range(of: arrow) {
        rest = rest[found.upperBound...]
        if let next = rest.utf8.first, next >= 0x41, next <= 0x5A { return .debugDescription }
      }
    }
    if startsWithElementLine(prefix) { return .debugDescription }
    // Any other list is idb's JSON, for its reader to say what is wrong with it; a log line before a
    // page source (`[XCUITest] Page source:`) is text before XML, for the screen reader to name.
    if bytes[index] == UInt8(ascii: "["),
      !["<?xml", "<AppiumAUT", "<XCUIElementType"].contains(where: { prefix.contains($0) })
    {
      return .idbJSON
    }
    // A long test log before the dump: text that no JSON screen starts with, holding the dump's header
    // further on. One search, made only where every other format was ruled out.
    if bytes[index] != UInt8(ascii: "{"), bytes.count > index + 65_536,
      bytes[(index + 65_500)...].firstRange(of: Array("\nElement subtree:".utf8)) != nil
    {
      return .debugDescription
    }
    return nil
  }

  /// AccessibilitySnapshot's hierarchy nodes are Swift's synthesized enum coding: `{"element": …}` or
  /// `{"container": …}`.
  private static func isHierarchyKey(_ key: String) -> Bool {
    key == "element" || key == "container"
  }

  /// The first key of the first object inside the top-level array, if one comes soon.
  private static func firstKey(_ bytes: [UInt8], from start: Int) -> String? {
    var index = start + 1
    let white: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    while index < bytes.count, white.contains(bytes[index]) { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
    index += 1
    while index < bytes.count, white.contains(bytes[index]) { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    var end = index + 1
    while end < bytes.count, end - index < 64, bytes[end] != UInt8(ascii: "\"") {
      end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
    }
    guard end < bytes.count, end - index < 64 else { return nil }
    return String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
  }

  /// A debugDescription element line at the very start, without its ` →`: `Application, 0x…` or
  /// `Window (Main), {{…}}`.
  private static func startsWithElementLine(_ text: String) -> Bool {
    let utf8 = text.utf8
    let type = utf8.prefix { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }
    guard let first = type.first, first >= 0x41, first <= 0x5A else { return false }
    var rest = utf8.dropFirst(type.count)
    if rest.starts(with: " (Main)".utf8) { rest = rest.dropFirst(7) }
    return ["0x", "pid: ", "{{"].contains { rest.starts(with: (", " + $0).utf8) }
  }

  /// A top-level JSON object: a native screen when it has `root`, idb when it has idb's keys.
  private static func detectObject(_ bytes: [UInt8], from start: Int) -> DumpFormat? {
    let idbKeys: Set<String> = [
      "AXFrame", "AXLabel", "AXValue", "AXUniqueId", "role", "role_description", "elements",
    ]
    var depth = 0
    var index = start
    var sawIdbKey = false
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return sawIdbKey ? .idbJSON : nil }
      case UInt8(ascii: "\""):
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
          end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        var next = end + 1
        while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
        if depth == 1, end < bytes.count, next < bytes.count, bytes[next] == UInt8(ascii: ":") {
          let key = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
          if key == "root" { return nil }
          if isHierarchyKey(key) { return .accessibilitySnapshot }
          if idbKeys.contains(key) { sawIdbKey = true }
        }
        index = end
      default: break
      }
      index += 1
    }
    return sawIdbKey ? .idbJSON : nil
  }

  /// An ASCII letter or digit: what would make `null` the start of a longer word.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

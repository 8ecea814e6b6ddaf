import VosimModel

/// Where nodes start in a screen file, by node path (`root.subviews[2]`), for outputs that point into
/// the file: a SARIF result's region, an editor's "go to line". A composite control's part is placed
/// at its entry when the file writes one (a tab of `items[1]`, a title of `segments[1]`), else at the
/// control (`backItem`, `increment`).
///
/// Only the subtrees that lead to a wanted path are walked; the rest is skipped as bytes.
public enum NodeLocator {
  /// The line and column of each path's node object in a native screen file (`{` of the node), in any
  /// encoding a screen may have (columns count scalars, as the readers' do); a path the file does not
  /// hold, or a file that is not screen JSON, gives no entry.
  public static func positions(of paths: Set<String>, in bytes: [UInt8]) -> [String: SourcePosition] {
    let bytes = ((try? UnicodeText.transcoded(bytes)) ?? nil) ?? bytes
    var wanted: [String: [String]] = [:]
    for path in paths { wanted[nodePath(of: path), default: []].append(path) }
    var prefixes: Set<String> = []
    for path in wanted.keys {
      var prefix = path
      while true {
        prefixes.insert(prefix)
        guard let dot = prefix.lastIndex(of: ".") else { break }
        prefix = String(prefix[..<dot])
      }
    }
    var found: [String: SourcePosition] = [:]
    _ = try? JSONScanner.scan(bytes) { (scanner: inout JSONScanner) throws(ModelError) in
      guard try scanner.peekKind() == .object else { return }
      try scanner.beginObject()
      while let key = try scanner.nextKey() {
        if key == "root", try scanner.peekKind() == .object {
          try node(&scanner, path: "root", wanted: wanted, prefixes: prefixes, found: &found)
        } else {
          try scanner.skipValue()
        }
      }
    }
    return found
  }

  private static func node(
    _ scanner: inout JSONScanner, path: String, wanted: [String: [String]], prefixes: Set<String>,
    found: inout [String: SourcePosition]
  ) throws(ModelError) {
    let position = scanner.position()
    for asked in wanted[path] ?? [] { found[asked] = position }
    guard prefixes.contains(path) else { return try scanner.skipValue() }
    try scanner.beginObject()
    while let key = try scanner.nextKey() {
      if key == "items" || key == "segments", try scanner.peekKind() == .array {
        try parts(&scanner, of: path, key: key, asked: wanted[path] ?? [], found: &found)
        continue
      }
      guard key == "subviews" || key == "accessibilityElements", try scanner.peekKind() == .array else {
        try scanner.skipValue()
        continue
      }
      try scanner.beginArray()
      var index = 0
      while try scanner.nextElement() {
        let child = "\(path).\(key)[\(index)]"
        if try scanner.peekKind() == .object, prefixes.contains(child) {
          try node(&scanner, path: child, wanted: wanted, prefixes: prefixes, found: &found)
        } else {
          try scanner.skipValue()
        }
        index += 1
      }
    }
  }

  /// Places the asked parts written in the control's `items` or `segments` array at their own entry (a
  /// tab's object, a segment's title); the others stay at the control.
  private static func parts(
    _ scanner: inout JSONScanner, of path: String, key: String, asked: [String],
    found: inout [String: SourcePosition]
  ) throws(ModelError) {
    let prefix = "\(path).\(key)["
    guard asked.contains(where: { $0.hasPrefix(prefix) }) else { return try scanner.skipValue() }
    try scanner.beginArray()
    var index = 0
    while try scanner.nextElement() {
      let part = "\(prefix)\(index)]"
      if asked.contains(part) { found[part] = scanner.position() }
      try scanner.skipValue()
      index += 1
    }
  }

  /// The path of the node a path is in: its steps up to the first that is not a subview or an
  /// explicit-order entry.
  static func nodePath(of path: String) -> String {
    var steps = path.split(separator: ".", omittingEmptySubsequences: false)
    if let part = steps.dropFirst().firstIndex(where: {
      !$0.hasPrefix("subviews[") && !$0.hasPrefix("accessibilityElements[")
    }) {
      steps.removeSubrange(part...)
    }
    return steps.joined(separator: ".")
  }
}

import VosimModel

/// Reads `idb ui describe-all --json`: the flat list (already VoiceOver's elements), the `--nested` form
/// (`children`), a single `describe-point` object, and the newer `{"elements": […]}` wrapper with clean
/// keys. Frames come from the `AXFrame` string, else the `frame` object.
struct IdbJSONReader {
  func read(_ bytes: [UInt8]) throws(ImportError) -> DumpTree {
    let document = try JSONValue.parse(bytes)
    let entries: [JSONValue]
    switch document.kind {
    case .array(let items): entries = items
    case .object:
      if let elements = document["elements"] {
        for earlier in document.earlierValues(of: "elements") {
          try checkEarlierList(earlier, "elements", depth: 0)
        }
        guard case .array(let items) = elements.kind else {
          throw .wrongType(key: "elements", expected: "an array of elements", at: elements.position)
        }
        entries = items
      } else {
        // A describe-point object. One with none of idb's keys (a native screen, say) is no element.
        guard Self.elementKeys.contains(where: { document[$0] != nil }) else {
          throw .wrongType(
            key: "(top level)",
            expected: "an array of elements or an element object with idb keys (type, AXLabel, AXFrame, …)",
            at: document.position)
        }
        entries = [document]
      }
    case .null:
      // describe-point's answer when no element is at the point: read below.
      entries = []
    default:
      throw .wrongType(key: "(top level)", expected: "an array of elements", at: document.position)
    }
    let nested = entries.contains { $0["children"] != nil }
    var tree = DumpTree(granularity: nested ? .nestedElementList : .flatElementList)
    tree.warnings = document.repeatedKeyWarnings
    if case .object = document.kind, let screen = document["screen"] {
      tree.screenFrame = try screenFrame(screen, warnings: &tree.warnings)
    }
    if case .object = document.kind, try document.bool(at: "truncated") == true {
      tree.warnings.append(.warning("idb marks the dump truncated: elements past its limit are missing"))
    }
    guard !entries.isEmpty else {
      // Nothing described (`null`, `[]`): a screen with nothing to focus, which the builder warns about,
      // as an XML or debugDescription dump of an empty application reads.
      _ = tree.append(DumpElement(type: "Application", line: document.position.line), parent: nil)
      return tree
    }
    if nested {
      // Pre-order with an explicit stack: parents enter the arena before their children.
      var stack: [(json: JSONValue, parent: Int?, depth: Int)] = entries.reversed().map { ($0, nil, 0) }
      while let (json, parent, depth) = stack.popLast() {
        guard depth < Screen.maximumDepth else {
          throw .tooDeep(limit: Screen.maximumDepth, at: json.position)
        }
        let node = try element(json, unknownTraits: &tree.unknownTraits)
        let index = tree.append(node, parent: parent)
        for earlier in json.earlierValues(of: "children") {
          try checkEarlierList(earlier, "children", depth: depth + 1)
        }
        guard let children = json["children"] else { continue }
        stack += try children.array("children").reversed().map { ($0, index, depth + 1) }
      }
    } else {
      var elements: [DumpElement] = []
      for entry in entries { elements.append(try element(entry, unknownTraits: &tree.unknownTraits)) }
      // Each Application holds the entries after it: idb lists SpringBoard after the app when it is
      // frontmost (dump-formats §3.2), a system alert over the app.
      let parents = Self.enclosingGroups(elements)
      var root: Int?
      var arenaIndex = [Int?](repeating: nil, count: elements.count)
      for (offset, element) in elements.enumerated() {
        if element.type == "Application" {
          root = tree.append(element, parent: nil)
          continue
        }
        arenaIndex[offset] = tree.append(element, parent: parents[offset].flatMap { arenaIndex[$0] } ?? root)
      }
    }
    Self.markStatusBarItems(&tree)
    return tree
  }

  /// For each entry of the flat list, the labelled Group (or Alert or Sheet) it belongs to: the smallest
  /// earlier one of its Application whose frame holds the entry's; none for an Alert or Sheet. A Group's label is then the group
  /// context of those entries (rules §4.4).
  private static func enclosingGroups(_ elements: [DumpElement]) -> [Int?] {
    var groups: [(offset: Int, frame: Frame)] = []
    var parents = [Int?](repeating: nil, count: elements.count)
    for (offset, element) in elements.enumerated() {
      if element.type == "Application" {
        groups = []
        continue
      }
      // An Alert or Sheet is presented over the screen, in no group its frame happens to lie in (whose
      // label would be read as its context).
      if let frame = element.frame, !ElementTypeMapping.modalTypes.contains(element.type) {
        parents[offset] =
          groups.filter { holds($0.frame, frame) }.min { area($0.frame) < area($1.frame) }?.offset
      }
      // An Alert or Sheet, labelled or not, holds what lies inside it: it is made modal as in the other
      // dumps.
      if element.type == "Group" && ScreenBuilder.nonBlank(element.label) != nil
        || ElementTypeMapping.modalTypes.contains(element.type),
        let frame = element.frame
      {
        groups.append((offset, frame))
      }
    }
    return parents
  }

  /// Whether `inner` lies inside `outer`, give or take a point: idb's frames are full-precision floats
  /// (`39.99999999999999`), and an alert's button reaching a fraction past its edge is still its own.
  private static func holds(_ outer: Frame, _ inner: Frame) -> Bool {
    inner.minX >= outer.minX - 1 && inner.minY >= outer.minY - 1 && inner.maxX <= outer.maxX + 1
      && inner.maxY <= outer.maxY + 1
  }

  private static func area(_ frame: Frame) -> Double { frame.width * frame.height }

  /// idb lists the status bar's items (time, signal, Wi-Fi, battery, the Dynamic Island) as entries of
  /// their own, with no StatusBar: an entry is one when its traits say StatusBarElement, or, listing no
  /// traits (idb before 2026, which has none to say it), when it lies in the top 60 points and shares
  /// its hint with another such entry (the status bar's hints).
  private static func markStatusBarItems(_ tree: inout DumpTree) {
    let band = tree.nodes.indices.filter { index in
      guard tree.nodes[index].type != "Application", tree.nodes[index].listedTraits == nil,
        let frame = tree.nodes[index].frame
      else { return false }
      return frame.maxY <= 60 && frame.height > 0
    }
    var hintCounts: [String: Int] = [:]
    for index in band {
      if let hint = ScreenBuilder.nonBlank(tree.nodes[index].hint) { hintCounts[hint, default: 0] += 1 }
    }
    for index in band {
      if let hint = ScreenBuilder.nonBlank(tree.nodes[index].hint), hintCounts[hint, default: 0] >= 2 {
        tree.nodes[index].isStatusBarItem = true
      }
    }
  }

  /// Checks an earlier value of a repeated `children` or `elements` as the last is read, and keeps
  /// nothing: a list of elements, each with its children, a broken first value being no less broken.
  private func checkEarlierList(_ list: JSONValue, _ key: String, depth: Int) throws(ImportError) {
    var stack = try list.array(key).map { ($0, depth) }
    while let (json, depth) = stack.popLast() {
      guard depth < Screen.maximumDepth else { throw .tooDeep(limit: Screen.maximumDepth, at: json.position) }
      var ignored: [String: SourcePosition] = [:]
      _ = try element(json, unknownTraits: &ignored)
      for children in json.earlierValues(of: "children") + (json["children"].map { [$0] } ?? []) {
        stack += try children.array("children").map { ($0, depth + 1) }
      }
    }
  }

  /// The keys an idb element object can have (idb's classic and `--format complete` spellings).
  private static let elementKeys = [
    "type", "role", "subrole", "role_description", "AXLabel", "label", "AXValue", "value", "AXUniqueId",
    "identifier", "AXFrame", "frame", "help", "hint", "title", "placeholder", "enabled", "custom_actions",
    "traits", "children", "content_required", "pid",
  ]

  /// One element object, every key type-checked.
  private func element(_ json: JSONValue, unknownTraits: inout [String: SourcePosition]) throws(ImportError)
    -> DumpElement
  {
    // Every value of a repeated key is checked, not only the last one read.
    for earlier in json.earlierReadings {
      var ignored: [String: SourcePosition] = [:]
      _ = try element(earlier, unknownTraits: &ignored)
    }
    // Anything but an object, or an object with none of idb's keys (a native screen in a list, say), is
    // no element, not a blank one.
    guard case .object = json.kind, Self.elementKeys.contains(where: { json[$0] != nil }) else {
      throw .wrongType(
        key: "element", expected: "an idb element object (with type, AXLabel, AXFrame, …)", at: json.position)
    }
    // Names, unlike the words an element speaks, are never numbers: `"type": 5` is an error, not an
    // element of type "5" that says nothing.
    let role = try json.string(at: "role")
    let declaredType = try json.string(at: "type")
    var type = declaredType ?? role.map { $0.hasPrefix("AX") ? String($0.dropFirst(2)) : $0 } ?? "Other"
    if type == "Heading" || role == "AXHeading" { type = "Heading" }
    var node = DumpElement(type: type, line: json.position.line)
    node.subrole = try json.string(at: "subrole")
    node.label = try string(json, "AXLabel", "label")
    node.value = try string(json, "AXValue", "value")
    node.identifier = try string(json, "AXUniqueId", "identifier")
    node.hint = try string(json, "help", "hint")
    node.placeholderValue = try string(json, "placeholder")
    // Type-checked whether or not it is used, as every key.
    let title = try string(json, "title")
    // A title names what has no label, or only an empty one (`"AXLabel": ""`).
    if ScreenBuilder.nonBlank(node.label) == nil, let title { node.label = title }
    if let enabled = try json.bool(at: "enabled") { node.isEnabled = enabled }
    node.customActions = try strings(json, "custom_actions")
    // Read for their types only: vosim has no use for them.
    _ = try json.string(at: "role_description")
    _ = try json.bool(at: "content_required")
    if let pid = json["pid"] {
      switch pid.kind {
      case .null, .number: break
      default: throw .wrongType(key: "pid", expected: "a number or null", at: pid.position)
      }
    }
    // `"traits": null` is no list, as a null label is no label: the type's traits stand.
    let listsTraits = json["traits"].map { if case .null = $0.kind { false } else { true } } ?? false
    if listsTraits {
      var names = try strings(json, "traits")
      // Not a UIAccessibilityTraits bit: it marks the status bar's items.
      if names.contains(where: { $0.lowercased() == "statusbarelement" }) {
        node.isStatusBarItem = true
        names.removeAll { $0.lowercased() == "statusbarelement" }
      }
      let (traits, unknown) = ElementTypeMapping.traits(named: names)
      node.listedTraits = traits
      node.listedTraitsIncludePrivate = true
      node.isSelected = traits.contains(.selected)
      // Named at the trait's own string, as an XML dump's at its attribute.
      if !unknown.isEmpty, case .array(let items)? = json["traits"]?.kind {
        for item in items {
          guard case .string(let name) = item.kind, unknown.contains(name), unknownTraits[name] == nil else {
            continue
          }
          unknownTraits[name] = item.position
        }
      }
    }
    node.frame = try frame(json)
    // A radio button's value, and a tab button's (a RadioButton or Button with subrole AXTabButton), is
    // its state: "1" selected, "0" not, neither a value to speak. With a `traits` list, the list says
    // whether it is selected and a "1" beside no `Selected` is a real value (a badge), as for
    // WebDriverAgent; a "0" is still the state (no tab bar shows a badge of 0).
    if type == "RadioButton" || node.subrole == "AXTabButton", let value = node.value {
      if value == "1" && (!listsTraits || node.isSelected) {
        node.isSelected = true
        node.value = nil
      } else if value == "0" {
        node.value = nil
      }
    }
    return node
  }

  /// `--format complete`'s `screen` (`{width, height, coordinate_space}`): the device's size in points.
  /// A size in another coordinate space is ignored with a warning.
  private func screenFrame(_ screen: JSONValue, warnings: inout [Diagnostic]) throws(ImportError) -> Frame? {
    if case .null = screen.kind { return nil }
    _ = try screen.object("screen")
    var size: [Double] = []
    for name in ["width", "height"] {
      guard let field = screen[name], case .number(let number, _) = field.kind, number.double > 0 else {
        throw .wrongType(
          key: "screen.\(name)", expected: "a positive number", at: screen[name]?.position ?? screen.position)
      }
      size.append(number.double)
    }
    if let space = try string(screen, "coordinate_space"), space != "points" {
      warnings.append(.warning("the screen size is in '\(space)', not points; ignored"))
      return nil
    }
    return Frame(x: 0, y: 0, width: size[0], height: size[1])
  }

  /// The first of `keys` holding a string (numbers are written as text); nil when all are missing or null.
  private func string(_ json: JSONValue, _ keys: String...) throws(ImportError) -> String? {
    for key in keys {
      guard let value = json[key] else { continue }
      switch value.kind {
      case .null: continue
      case .string(let text): return text
      // Exactly as written (`1.0`, `1e2`, `12345678901234567890123`): no Double rounds it or reformats it.
      case .number(_, let literal): return literal
      default: throw .wrongType(key: key, expected: "a string or null", at: value.position)
      }
    }
    return nil
  }

  private func strings(_ json: JSONValue, _ key: String) throws(ImportError) -> [String] {
    guard let value = json[key] else { return [] }
    switch value.kind {
    case .null: return []
    case .array(let items):
      var result: [String] = []
      for item in items {
        guard case .string(let text) = item.kind else {
          throw .wrongType(key: key, expected: "an array of strings", at: item.position)
        }
        result.append(text)
      }
      return result
    default: throw .wrongType(key: key, expected: "an array of strings", at: value.position)
    }
  }

  /// `AXFrame` (`{{x, y}, {w, h}}`), else `frame` (`{x, y, width, height}` or the same string).
  /// The element's frame: `AXFrame`, else `frame`, both checked when both are there.
  private func frame(_ json: JSONValue) throws(ImportError) -> Frame? {
    var first: Frame??
    for key in ["AXFrame", "frame"] {
      guard let value = json[key], let frame = try frame(value, key: key) else { continue }
      if first == nil { first = frame }
    }
    return first ?? nil
  }

  /// One frame key's frame: nil when null, `.some(nil)` when not finite (an element without a real
  /// frame).
  private func frame(_ value: JSONValue, key: String) throws(ImportError) -> Frame?? {
    switch value.kind {
    case .null: return nil
    case .string(let text):
      guard let frame = FrameString.parse(text) else {
        // `{{inf, inf}, {0, 0}}`: an element without a real frame, as the other dumps write it.
        if FrameString.isNonFinite(bytes: text.utf8) { return .some(nil) }
        throw .invalidFrame(text, at: value.position)
      }
      return frame
    case .object:
      var numbers: [Double] = []
      for name in ["x", "y", "width", "height"] {
        guard let field = value[name], case .number(let number, _) = field.kind else {
          throw .wrongType(
            key: "\(key).\(name)", expected: "a number", at: value[name]?.position ?? value.position)
        }
        numbers.append(number.double)
      }
      let frame = Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      guard let valid = FrameString.validated(frame) else {
        throw .invalidFrame("\(frame)", at: value.position)
      }
      return valid
    default:
      throw .wrongType(key: key, expected: "a frame string or an object", at: value.position)
    }
  }
}

import VosimModel

/// Reads Cash App AccessibilitySnapshot's model JSON: `[AccessibilityHierarchy]` as `JSONEncoder` writes
/// it from `AccessibilitySnapshotModel` (Swift's synthesized enum coding, `{"element": {"_0": {…},
/// "traversalIndex": 3}}` and `{"container": {"_0": {…}, "children": […]}}`; geometry as CoreGraphics
/// encoded it, `[[x, y], [width, height]]`).
///
/// The tree is AccessibilitySnapshot's parse of the live view: its elements are VoiceOver's, so they
/// become elements as they are, and its containers become the native containers with the same meaning.
/// The screen is then ordered and phrased by vosim's own engine; `traversalIndex` is kept as the
/// reference order, for `ScreenReading.orderWarnings(readingOrder:)`.
struct AccessibilitySnapshotReader {
  /// `--idiom` and `--rtl`: the snapshot records neither.
  var options = ImportOptions()

  func read(_ bytes: [UInt8]) throws(ImportError) -> ImportResult {
    let document = try JSONValue.parse(bytes)
    var state = State()
    let items: [JSONValue]
    switch document.kind {
    case .array(let entries): items = entries
    case .object: items = [document]
    default:
      throw .wrongType(
        key: "(top level)", expected: "an array of AccessibilityHierarchy nodes", at: document.position)
    }
    var subviews: [AccessibilityNode] = []
    for (index, item) in items.enumerated() {
      subviews.append(try state.node(item, path: NodePath.root.appending(.subview(index)), depth: 1))
    }
    var warnings = state.warnings
    // An empty hierarchy (`[]`, containers without elements) is a screen with nothing to focus, as
    // the other dumps of an empty application read.
    if state.elementCount == 0 { warnings.append(.warning("the dump holds no element VoiceOver can focus")) }
    let bounds = state.bounds.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
    // The snapshot names no device: the screen is what its frames cover, from the origin.
    let size = bounds.map { Frame(x: 0, y: 0, width: max($0.maxX, 1), height: max($0.maxY, 1)) }
    let device = DeviceInference.device(applicationFrame: size, idiom: options.idiom, warnings: &warnings)
    let screen = Screen(
      device: device, layoutDirection: options.layoutDirection,
      root: AccessibilityNode(
        frame: Frame(x: 0, y: 0, width: device.width, height: device.height), isAccessibilityElement: false,
        subviews: subviews))
    let reference = state.traversal.sorted { $0.index < $1.index }.map(\.path)
    return ImportResult(
      screen: screen, warnings: document.repeatedKeyWarnings + warnings,
      format: .accessibilitySnapshot,
      referenceOrder: reference)
  }

  /// What the walk collects beside the nodes.
  private struct State {
    var warnings: [Diagnostic] = []
    var traversal: [(index: Int, path: NodePath)] = []
    var elementCount = 0
    var bounds: Frame?
    var ignoredRotors = false
    var warnedTables = false

    /// One hierarchy node, recursively: AccessibilitySnapshot's trees are shallow, and the depth is
    /// checked against the screen limit.
    mutating func node(_ json: JSONValue, path: NodePath, depth: Int) throws(ImportError)
      -> AccessibilityNode
    {
      guard depth < Screen.maximumDepth else { throw .tooDeep(limit: Screen.maximumDepth, at: json.position) }
      for earlier in json.earlierReadings {
        var probe = self
        _ = try probe.node(earlier, path: path, depth: depth)
      }
      // One key, repeated or not: a repeated key takes its last value, as everywhere (warned about).
      guard case .object(let pairs) = json.kind, let (key, _, _) = pairs.last,
        pairs.allSatisfy({ $0.key == key }), let payload = json[key]
      else {
        throw .wrongType(
          key: "(hierarchy node)", expected: "an object with one key, 'element' or 'container'",
          at: json.position)
      }
      switch key {
      case "element": return try elementCase(try payload.object("element"), path: path)
      case "container": return try containerCase(try payload.object("container"), path: path, depth: depth)
      default:
        throw .wrongType(
          key: key, expected: "'element' or 'container' (an AccessibilityHierarchy case)", at: json.position)
      }
    }

    /// `{"_0": {…}, "traversalIndex": 3}`.
    private mutating func elementCase(_ element: JSONValue, path: NodePath) throws(ImportError)
      -> AccessibilityNode
    {
      for earlier in element.earlierReadings {
        var probe = self
        _ = try probe.elementCase(earlier, path: path)
      }
      let indexJSON = try element.required("traversalIndex", in: "element")
      guard case .number(let number, _) = indexJSON.kind, let index = number.integer else {
        throw .wrongType(key: "element.traversalIndex", expected: "an integer", at: indexJSON.position)
      }
      let body = try element.required("_0", in: "element").object("element._0")
      traversal.append((index, path))
      elementCount += 1
      return try self.element(body)
    }

    /// `{"_0": {…}, "children": […]}`.
    private mutating func containerCase(_ container: JSONValue, path: NodePath, depth: Int)
      throws(ImportError)
      -> AccessibilityNode
    {
      for earlier in container.earlierReadings {
        var probe = self
        _ = try probe.containerCase(earlier, path: path, depth: depth)
      }
      let body = try container.required("_0", in: "container").object("container._0")
      var node = try self.container(body)
      let children = try container.required("children", in: "container")
      guard case .array(let items) = children.kind else {
        throw .wrongType(key: "container.children", expected: "an array", at: children.position)
      }
      var subviews: [AccessibilityNode] = []
      for (index, item) in items.enumerated() {
        subviews.append(try self.node(item, path: path.appending(.subview(index)), depth: depth + 1))
      }
      node.subviews = subviews
      return node
    }

    /// An `AccessibilityElement`: every property explicit, so no class default applies.
    private mutating func element(_ json: JSONValue) throws(ImportError) -> AccessibilityNode {
      // Every value of a repeated key is checked, not only the last one read.
      for earlier in json.earlierReadings {
        var probe = self
        _ = try probe.element(earlier)
      }
      let frame = try shape(try json.required("shape", in: "element"))
      if let frame { bounds.unite(frame) }
      let traits = try self.traits(try json.required("traits", in: "element"))
      // `authoredHint` (newer model) is the app's own hint; the older `hint` held the composed one,
      // whose default sentences vosim adds itself.
      let hint: String?
      if let authored = json["authoredHint"] {
        hint = try authored.string("authoredHint")
      } else {
        hint = try json.string(at: "hint").flatMap { Self.withoutDefaultHints($0, traits: traits) }
      }
      var customContent: [CustomContent] = []
      if let content = json["customContent"] {
        for item in try content.array("customContent") {
          let entry = try item.object("customContent[]")
          let isImportant = try entry.bool(at: "isImportant") ?? false
          customContent.append(
            CustomContent(
              label: try entry.string(at: "label") ?? "",
              value: try entry.string(at: "value") ?? "",
              importance: isImportant ? .high : .default))
        }
      }
      if let rotors = json["customRotors"], !(try rotors.array("customRotors")).isEmpty, !ignoredRotors {
        ignoredRotors = true
        warnings.append(
          .warning("custom rotors are not simulated: this one and any later are ignored", at: rotors.position)
        )
      }
      var node = AccessibilityNode(
        frame: frame,
        isAccessibilityElement: true,
        accessibilityLabel: try json.string(at: "label"),
        accessibilityValue: try json.string(at: "value"),
        accessibilityHint: hint.flatMap { $0.isEmpty ? nil : $0 },
        accessibilityIdentifier: try json.string(at: "identifier"),
        accessibilityTraits: traits,
        accessibilityCustomActions: try customActions(json)
      )
      node.accessibilityCustomContent = customContent
      if let language = try json.string(at: "accessibilityLanguage") {
        // As a native screen's (`LanguageTag.read`).
        let (tag, warning) = LanguageTag.read(language, key: "accessibilityLanguage", readAs: "the screen's")
        node.accessibilityLanguage = tag
        if let warning {
          warnings.append(.warning(warning, at: json["accessibilityLanguage"]?.position ?? json.position))
        }
      }
      return node
    }

    /// An `AccessibilityContainer` as the native container with the same meaning.
    private mutating func container(_ json: JSONValue) throws(ImportError) -> AccessibilityNode {
      for earlier in json.earlierReadings {
        var probe = self
        _ = try probe.container(earlier)
      }
      let frame = try rect(try json.required("frame", in: "container"), "container.frame")
      bounds.unite(frame)
      var node = AccessibilityNode(
        frame: frame, isAccessibilityElement: false,
        accessibilityIdentifier: try json.string(at: "identifier"),
        accessibilityViewIsModal: try json.bool(at: "isModalBoundary") ?? false,
        // AccessibilitySnapshot keeps every container's children together.
        shouldGroupAccessibilityChildren: true)
      let type = try json.required("type", in: "container").object("container.type")
      // One case's key, as Swift's synthesized coding writes it (a repeat takes its last, warned).
      guard case .object(let pairs) = type.kind, let (kind, _, _) = pairs.last,
        pairs.allSatisfy({ $0.key == kind }),
        let payload = type[kind]
      else {
        throw .wrongType(
          key: "container.type", expected: "an object with the container type's one key", at: type.position)
      }
      // Swift's synthesized coding: the case's associated values in an object, `{}` for none.
      for value in pairs.map(\.value) { _ = try value.object("container.type.\(kind)") }
      switch kind {
      case "none": break
      case "semanticGroup":
        node.accessibilityContainerType = .semanticGroup
        node.accessibilityLabel = try payload.string(at: "label")
        node.accessibilityValue = try payload.string(at: "value")
      case "list": node.accessibilityContainerType = .list
      case "landmark": node.accessibilityContainerType = .landmark
      case "dataTable":
        node.accessibilityContainerType = .dataTable
        if !warnedTables {
          warnedTables = true
          warnings.append(
            .warning(
              "a data table's cells are not imported: its elements are read without Row and Column",
              at: type.position))
        }
        for table in pairs.map(\.value) {
          for reading in [table] + table.earlierReadings {
            for key in ["rowCount", "columnCount"] {
              let count = try reading.required(key, in: "container.type.dataTable")
              guard case .number(let number, _) = count.kind, let value = number.integer, value >= 0 else {
                throw .wrongType(
                  key: "container.type.dataTable.\(key)", expected: "a whole number, 0 or more",
                  at: count.position)
              }
            }
          }
        }
      case "tabBar":
        node.accessibilityTraits = .tabBar
        node.className = UIKitClass.dumpTabBarClassName
      // An ordered series (a segmented control): its elements say `i of n`.
      case "series": node.className = UIKitClass.segmentedControl.rawValue
      // Its content is one run, placed by the scroll view's own frame (docs/importing.md).
      case "scrollable": node.className = UIKitClass.scrollView.rawValue
      default:
        warnings.append(.warning("unknown container type '\(kind)' read as a plain group", at: type.position))
      }
      return node
    }

    /// `{"type": "frame", "frame": [[x, y], [w, h]]}` or `{"type": "path", "pathElements": […]}`, whose
    /// frame is the bounding box of its points (UIKit's accessibility frame of a path).
    private func shape(_ json: JSONValue) throws(ImportError) -> Frame? {
      let body = try json.object("shape")
      for earlier in body.earlierReadings { _ = try shape(earlier) }
      switch try body.string(at: "type") {
      case "frame":
        return try rect(try body.required("frame", in: "shape"), "shape.frame")
      case "path":
        var points: [(Double, Double)] = []
        for item in try body.required("pathElements", in: "shape").array("shape.pathElements") {
          // Swift's synthesized coding of Path.Element: one key, the case, holding its labelled points.
          guard case .object(let pairs) = item.kind, pairs.count == 1, let (name, payload, _) = pairs.first,
            let labels = Self.pathElementPoints[name], case .object(let fields) = payload.kind,
            fields.map(\.key).sorted() == labels
          else {
            throw .wrongType(
              key: "shape.pathElements[]",
              expected:
                "a path element: {\"move\": {\"to\": [x, y]}}, line, quadCurve, curve or closeSubpath",
              at: item.position)
          }
          for (_, value, _) in fields { points.append(try point(value, "shape.pathElements[]")) }
        }
        guard let first = points.first else { return nil }
        var (minX, minY, maxX, maxY) = (first.0, first.1, first.0, first.1)
        for (x, y) in points {
          (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
        return Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
      default:
        throw .wrongType(
          key: "shape.type", expected: "'frame' or 'path'", at: body["type"]?.position ?? body.position)
      }
    }

    /// The cases of a path element and the labels of their points, sorted.
    static let pathElementPoints: [String: [String]] = [
      "move": ["to"], "line": ["to"], "quadCurve": ["control", "to"],
      "curve": ["control1", "control2", "to"],
      "closeSubpath": [],
    ]

    /// `[[x, y], [width, height]]`.
    private func rect(_ json: JSONValue, _ key: String) throws(ImportError) -> Frame {
      guard case .array(let pair) = json.kind, pair.count == 2 else {
        throw .wrongType(key: key, expected: "[[x, y], [width, height]]", at: json.position)
      }
      let origin = try point(pair[0], key)
      let size = try point(pair[1], key, names: "[width, height]")
      // (Its far corner too: the device is sized to the frames' far corner.)
      guard let frame = FrameString.validated(Frame(x: origin.0, y: origin.1, width: size.0, height: size.1)),
        frame.maxX.isFinite, frame.maxY.isFinite
      else {
        throw .wrongType(
          key: key,
          expected: "[[x, y], [width, height]] of finite numbers, width and height not negative, x + width "
            + "and y + height finite",
          at: json.position)
      }
      return frame
    }

    /// `[x, y]` or `[width, height]`, as `names` says.
    private func point(_ json: JSONValue, _ key: String, names: String = "[x, y]") throws(ImportError) -> (
      Double, Double
    ) {
      guard case .array(let numbers) = json.kind, numbers.count == 2,
        case .number(let first, _) = numbers[0].kind, case .number(let second, _) = numbers[1].kind
      else { throw .wrongType(key: key, expected: "a pair of numbers \(names)", at: json.position) }
      return (first.double, second.double)
    }

    /// The raw bits (UIAccessibilityTraits' own coding), or the model's names (`["button", "selected",
    /// "unknown(1024)"]`).
    private mutating func traits(_ json: JSONValue) throws(ImportError) -> AccessibilityTraits {
      switch json.kind {
      case .number(let number, _):
        // The literal's exact digits first: a Double cannot hold every 64-bit mask (bit 53 and bit 0).
        guard let raw = number.uint64 ?? number.integer.flatMap(UInt64.init(exactly:)) else {
          throw .wrongType(key: "traits", expected: "a non-negative integer bit mask", at: json.position)
        }
        return AccessibilityTraits(rawValue: raw)
      case .array(let items):
        var traits: AccessibilityTraits = []
        for item in items {
          guard case .string(let name) = item.kind else {
            throw .wrongType(key: "traits", expected: "an array of trait names", at: item.position)
          }
          if let bit = Self.traitNames[name] {
            traits.insert(bit)
          } else if name.hasPrefix("unknown("), name.hasSuffix(")"),
            let raw = UInt64(name.dropFirst(8).dropLast())
          {
            traits.formUnion(AccessibilityTraits(rawValue: raw))
          } else if !ElementTypeMapping.silentTraitNames.contains(name.lowercased()) {
            warnings.append(.warning("unknown trait '\(name)' ignored", at: item.position))
          }
        }
        return traits
      default:
        throw .wrongType(key: "traits", expected: "a bit mask or an array of trait names", at: json.position)
      }
    }

    /// The model's trait names (`AccessibilityTraits.knownTraits`), with vosim's bits.
    private static let traitNames: [String: AccessibilityTraits] = [
      "button": .button, "link": .link, "image": .image, "selected": .selected, "playsSound": .playsSound,
      "keyboardKey": .keyboardKey, "staticText": .staticText, "summaryElement": .summaryElement,
      "notEnabled": .notEnabled, "updatesFrequently": .updatesFrequently, "searchField": .searchField,
      "startsMediaSession": .startsMediaSession, "adjustable": .adjustable,
      "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn,
      "header": .header, "tabBar": .tabBar, "textEntry": .textEntry, "isEditing": .isEditing,
      "secureTextField": .secureTextField, "backButton": .backButton, "tabBarItem": .tabBarItem,
      "textArea": .textArea, "switchButton": .toggleButton, "alert": AccessibilityTraits(rawValue: 1 << 56),
      // Private traits the model names too, which change nothing VoiceOver says or where it goes
      // (rules §1; the same names idb lists, `ElementTypeMapping.silentTraitNames`).
      "scrollable": [], "webContent": [], "pickerElement": [], "radioButton": [], "launchIcon": [],
      "statusBarElement": [], "inactive": [], "footer": [],
    ]

    /// The app's hint in the composed one the older model stored, without the default sentences
    /// VoiceOver adds (and vosim with it). AccessibilitySnapshot composed it in the snapshot's language:
    /// a text field's default replaced the app's hint, which is lost (and never spoken, rules §4.6); a
    /// switch's and an adjustable element's default follow the app's hint as `hint. Default.`, whose
    /// period is kept as the hint's own.
    static func withoutDefaultHints(_ hint: String, traits: AccessibilityTraits) -> String? {
      guard !traits.contains(.notEnabled) else { return hint }
      if traits.contains(.textEntry) { return nil }
      var text = hint.trimmedOfWhiteSpace()
      let defaults =
        traits.contains(.toggleButton) ? toggleHints : traits.contains(.adjustable) ? adjustHints : []
      for sentence in defaults where text.hasSuffix(sentence) {
        text.removeLast(sentence.count)
        text = text.trimmedOfWhiteSpace()
        // The format's period after a hint that ends in its own terminator (`Wow!.`) was not the app's.
        if text.hasSuffix("."), let before = text.dropLast().last, "!?…".contains(before) {
          text.removeLast()
        }
        break
      }
      return text.isEmpty ? nil : text
    }

    /// AccessibilitySnapshot's default hints in its languages (English, German, Russian).
    private static let toggleHints = [
      "Double tap to toggle setting.", "Zum Umschalten doppeltippen.",
      "Коснитесь дважды, чтобы переключить настройку.",
    ]
    private static let adjustHints = [
      "Swipe up or down with one finger to adjust the value.",
      "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.",
      "Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
    ]

    private func customActions(_ json: JSONValue) throws(ImportError) -> [String] {
      guard let actions = json["customActions"] else { return [] }
      var names: [String] = []
      for item in try actions.array("customActions") {
        switch item.kind {
        case .string(let name): names.append(name)
        // Older AccessibilitySnapshot encoded an action as an object with its name, which it requires.
        case .object:
          guard let name = try item.required("name", in: "customActions[]").string("customActions[].name")
          else { continue }
          names.append(name)
        default:
          throw .wrongType(key: "customActions", expected: "an array of action names", at: item.position)
        }
      }
      return names
    }
  }
}

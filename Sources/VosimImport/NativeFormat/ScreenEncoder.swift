import VosimModel

/// Writes a `Screen` in the native format (docs/screen-format.md): what `vosim convert` prints.
///
/// Pretty (2-space indent), keys in `ScreenFormat` order, defaults left out, so a converted dump reads
/// like a hand-written file; `ScreenDecoder().decode(encode(screen)).screen == screen` holds for every
/// screen a reader can return. Values the readers refuse, which only code can build (a negative frame
/// size, a negative cell range or system version; a NaN or an infinity, written as a string), are
/// written as they are and refused when read back, at their place: check a screen built in code with
/// `Screen.validate()` first.
/// The tree is written with an explicit stack, so no depth can overflow the call stack.
public struct ScreenEncoder: Sendable {
  public init() {}

  /// The file's bytes (UTF-8, ending with a newline).
  public func encode(_ screen: Screen) -> [UInt8] {
    var writer = JSONWriter()
    writer.beginObject()
    if screen.device != .defaultPhone {
      writer.key(ScreenFormat.TopLevelKey.device.rawValue)
      writer.beginObject()
      writer.pair(ScreenFormat.DeviceKey.idiom.rawValue, string: screen.device.idiom.rawValue)
      writer.pair(ScreenFormat.DeviceKey.width.rawValue, number: screen.device.width)
      writer.pair(ScreenFormat.DeviceKey.height.rawValue, number: screen.device.height)
      writer.pair(
        ScreenFormat.DeviceKey.systemVersion.rawValue, string: screen.device.systemVersion?.description)
      writer.endObject()
    }
    if screen.isLanguageDeclared || screen.language != Screen.defaultLanguage {
      writer.pair(ScreenFormat.TopLevelKey.language.rawValue, string: screen.language)
    }
    if screen.layoutDirection != .leftToRight {
      writer.pair(ScreenFormat.TopLevelKey.layoutDirection.rawValue, string: screen.layoutDirection.rawValue)
    }
    writer.key(ScreenFormat.TopLevelKey.root.rawValue)
    writeTree(screen.root, &writer)
    writer.endObject()
    writer.bytes.append(0x0A)
    return writer.bytes
  }

  /// The file's text.
  public func encodeString(_ screen: Screen) -> String {
    String(decoding: encode(screen), as: UTF8.self)
  }

  /// Writes the tree in canonical order: each node's keys, its subviews, then its explicit order.
  private func writeTree(_ root: AccessibilityNode, _ writer: inout JSONWriter) {
    // Each open node and its next child: subviews first, then the explicit order's entries.
    var stack = [(node: root, next: 0)]
    openNode(root, &writer)
    while let (node, next) = stack.last {
      stack[stack.count - 1].next += 1
      let entries = node.accessibilityElements ?? []
      let position = next - node.subviews.count
      if position < 0 {
        stack.append((node.subviews[next], 0))
        openNode(node.subviews[next], &writer)
        continue
      }
      if position == 0 {
        if !node.subviews.isEmpty { writer.endArray() }
        if node.accessibilityElements != nil {
          writer.key(ScreenFormat.NodeKey.accessibilityElements.rawValue)
          writer.beginArray()
        }
      }
      guard position < entries.count else {
        if node.accessibilityElements != nil { writer.endArray() }
        writer.endObject()
        stack.removeLast()
        continue
      }
      switch entries[position] {
      case .node(let child):
        stack.append((child, 0))
        openNode(child, &writer)
      case .ref(let identifier):
        writer.beginObject()
        writer.key(ScreenFormat.ReferenceKey.ref.rawValue)
        writer.string(identifier)
        writer.endObject()
      }
    }
  }

  /// Writes a node's own keys and opens its subviews.
  private func openNode(_ node: AccessibilityNode, _ writer: inout JSONWriter) {
    writer.beginObject()
    for key in ScreenFormat.NodeKey.allCases {
      writeKey(key, of: node, &writer)
    }
    for key in ScreenFormat.ContentKey.allCases {
      writeContentKey(key, of: node.content, &writer)
    }
    if !node.subviews.isEmpty {
      writer.key(ScreenFormat.NodeKey.subviews.rawValue)
      writer.beginArray()
    }
  }

  private func writeKey(_ key: ScreenFormat.NodeKey, of node: AccessibilityNode, _ writer: inout JSONWriter) {
    let name = key.rawValue
    switch key {
    case .className:
      if node.className != UIKitClass.view.rawValue { writer.pair(name, string: node.className) }
    case .frame:
      guard let frame = node.frame else { return }
      writer.key(name)
      writer.inlineNumbers([frame.x, frame.y, frame.width, frame.height])
    case .isAccessibilityElement:
      if let value = node.isAccessibilityElement { writer.pair(name, bool: value) }
    case .accessibilityLabel: writer.pair(name, string: node.accessibilityLabel)
    case .accessibilityValue: writer.pair(name, string: node.accessibilityValue)
    case .accessibilityHint: writer.pair(name, string: node.accessibilityHint)
    case .accessibilityIdentifier: writer.pair(name, string: node.accessibilityIdentifier)
    case .accessibilityLanguage: writer.pair(name, string: node.accessibilityLanguage)
    case .accessibilityTraits:
      writer.pair(name, traits: node.accessibilityTraits)
    case .accessibilityRowCount: writer.pair(name, integer: node.dataTable.rowCount)
    case .accessibilityColumnCount: writer.pair(name, integer: node.dataTable.columnCount)
    case .accessibilityRowRange: writer.pair(name, range: node.dataTable.rowRange)
    case .accessibilityColumnRange: writer.pair(name, range: node.dataTable.columnRange)
    case .isAccessibilityHeader: writer.pair(name, bool: node.dataTable.isHeader)
    case .accessibilityElementsHidden:
      if node.accessibilityElementsHidden { writer.pair(name, bool: true) }
    case .accessibilityViewIsModal:
      if node.accessibilityViewIsModal { writer.pair(name, bool: true) }
    case .shouldGroupAccessibilityChildren:
      if node.shouldGroupAccessibilityChildren { writer.pair(name, bool: true) }
    case .isHidden:
      if node.isHidden { writer.pair(name, bool: true) }
    case .clipsToBounds:
      if node.clipsToBounds { writer.pair(name, bool: true) }
    case .alpha:
      if node.alpha != 1 { writer.pair(name, number: node.alpha) }
    case .accessibilityContainerType:
      if node.accessibilityContainerType != .none {
        writer.pair(name, string: node.accessibilityContainerType.rawValue)
      }
    case .accessibilityCustomActions:
      if !node.accessibilityCustomActions.isEmpty {
        writer.key(name)
        writer.inlineStrings(node.accessibilityCustomActions)
      }
    case .accessibilityCustomContent:
      guard !node.accessibilityCustomContent.isEmpty else { return }
      writer.key(name)
      writer.beginArray()
      for entry in node.accessibilityCustomContent {
        writer.beginObject()
        for contentKey in ScreenFormat.CustomContentKey.allCases {
          switch contentKey {
          case .label: writer.pair(contentKey.rawValue, string: entry.label)
          case .value: writer.pair(contentKey.rawValue, string: entry.value)
          case .importance:
            if entry.importance != .default {
              writer.pair(contentKey.rawValue, string: entry.importance.rawValue)
            }
          }
        }
        writer.endObject()
      }
      writer.endArray()
    case .subviews, .accessibilityElements:
      break  // Written by `writeTree`, after every other key.
    }
  }

  private func writeContentKey(
    _ key: ScreenFormat.ContentKey, of content: ControlContent, _ writer: inout JSONWriter
  ) {
    let name = key.rawValue
    switch key {
    case .text: writer.pair(name, string: content.text)
    case .detailText: writer.pair(name, string: content.detailText)
    case .title: writer.pair(name, string: content.title)
    case .placeholder: writer.pair(name, string: content.placeholder)
    case .isSecureTextEntry: writer.pair(name, bool: content.isSecureTextEntry)
    case .isEditing: writer.pair(name, bool: content.isEditing)
    case .isEditable: writer.pair(name, bool: content.isEditable)
    case .isOn: writer.pair(name, bool: content.isOn)
    case .value: writer.pair(name, number: content.value)
    case .minimumValue: writer.pair(name, number: content.minimumValue)
    case .maximumValue: writer.pair(name, number: content.maximumValue)
    case .stepValue: writer.pair(name, number: content.stepValue)
    case .currentPage: writer.pair(name, integer: content.currentPage)
    case .numberOfPages: writer.pair(name, integer: content.numberOfPages)
    case .segments:
      if let segments = content.segments {
        writer.key(name)
        writer.inlineStrings(segments)
      }
    case .selectedSegmentIndex: writer.pair(name, integer: content.selectedSegmentIndex)
    case .items:
      guard let items = content.items else { return }
      writer.key(name)
      writer.beginArray()
      for item in items {
        writer.beginObject()
        for itemKey in ScreenFormat.TabItemKey.allCases {
          switch itemKey {
          case .title: writer.pair(itemKey.rawValue, string: item.title)
          case .badgeValue: writer.pair(itemKey.rawValue, string: item.badgeValue)
          case .isEnabled: writer.pair(itemKey.rawValue, bool: item.isEnabled)
          case .accessibilityLabel: writer.pair(itemKey.rawValue, string: item.accessibilityLabel)
          case .accessibilityValue: writer.pair(itemKey.rawValue, string: item.accessibilityValue)
          case .accessibilityHint: writer.pair(itemKey.rawValue, string: item.accessibilityHint)
          case .accessibilityIdentifier: writer.pair(itemKey.rawValue, string: item.accessibilityIdentifier)
          case .accessibilityTraits: writer.pair(itemKey.rawValue, traits: item.accessibilityTraits)
          }
        }
        writer.endObject()
      }
      writer.endArray()
    case .selectedItemIndex: writer.pair(name, integer: content.selectedItemIndex)
    case .backTitle: writer.pair(name, string: content.backTitle)
    case .isEnabled: writer.pair(name, bool: content.isEnabled)
    case .isSelected: writer.pair(name, bool: content.isSelected)
    }
  }
}

/// Pretty JSON output with 2-space indentation; short arrays of scalars stay on one line.
private struct JSONWriter {
  var bytes: [UInt8] = []
  /// Per open container: whether it has an item yet.
  private var hasItems: [Bool] = []
  /// After a key: the next value continues the line.
  private var afterKey = false

  private mutating func newline() {
    bytes.append(0x0A)
    bytes.append(contentsOf: repeatElement(0x20, count: 2 * hasItems.count))
  }

  /// Starts a value in the current container (a comma and a new line unless it follows a key).
  mutating func element() {
    if afterKey {
      afterKey = false
      return
    }
    guard let last = hasItems.indices.last else { return }
    if hasItems[last] { bytes.append(UInt8(ascii: ",")) }
    hasItems[last] = true
    newline()
  }

  mutating func key(_ name: String) {
    element()
    writeString(name)
    bytes.append(contentsOf: [UInt8(ascii: ":"), 0x20])
    afterKey = true
  }

  mutating func beginObject() {
    element()
    bytes.append(UInt8(ascii: "{"))
    hasItems.append(false)
  }

  mutating func endObject() { close(UInt8(ascii: "}")) }

  mutating func beginArray() {
    element()
    bytes.append(UInt8(ascii: "["))
    hasItems.append(false)
  }

  mutating func endArray() { close(UInt8(ascii: "]")) }

  private mutating func close(_ bracket: UInt8) {
    let hadItems = hasItems.popLast() ?? false
    if hadItems { newline() }
    bytes.append(bracket)
  }

  mutating func raw(_ text: String) {
    element()
    bytes.append(contentsOf: text.utf8)
  }

  mutating func string(_ value: String) {
    element()
    writeString(value)
  }

  mutating func pair(_ name: String, string value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  /// `"name": text` with the text written as it is (a number, a literal, an inline array); nothing for nil.
  mutating func pair(_ name: String, raw text: String?) {
    guard let text else { return }
    key(name)
    raw(text)
  }

  mutating func pair(_ name: String, bool value: Bool?) {
    pair(name, raw: value.map { $0 ? "true" : "false" })
  }

  mutating func pair(_ name: String, number value: Double?) { pair(name, raw: value.map(Self.format)) }

  mutating func pair(_ name: String, integer value: Int?) { pair(name, raw: value.map(String.init)) }

  /// A cell range as `[location, length]` on one line.
  mutating func pair(_ name: String, range value: CellRange?) {
    pair(name, raw: value.map { "[\($0.location), \($0.length)]" })
  }

  /// Trait names when every bit has one, else UIKit's raw mask.
  mutating func pair(_ name: String, traits value: AccessibilityTraits?) {
    guard let traits = value else { return }
    let names = traits.names
    key(name)
    if AccessibilityTraits(names.compactMap { AccessibilityTraits(name: $0) }) == traits {
      inlineStrings(names)
    } else {
      raw(String(traits.rawValue))
    }
  }

  /// `[1, 2, 3, 4]` on one line.
  mutating func inlineNumbers(_ values: [Double]) {
    raw("[" + values.map(Self.format).joined(separator: ", ") + "]")
  }

  /// `["a", "b"]` on one line.
  mutating func inlineStrings(_ values: [String]) {
    element()
    bytes.append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(contentsOf: [UInt8(ascii: ","), 0x20]) }
      writeString(value)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Integers without a fraction; others in Swift's shortest form that reads back to the same Double.
  /// JSON has no NaN or infinity, which no decoded screen holds: those are written as strings (`"NaN"`),
  /// which the reader refuses at their place, as `null` would not (it reads as the default).
  static func format(_ value: Double) -> String {
    value.isFinite
      ? Frame.format(value) : value.isNaN ? "\"NaN\"" : value < 0 ? "\"-Infinity\"" : "\"Infinity\""
  }

  private mutating func writeString(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, UInt8(ascii: "\"")])
      case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0..<0x20:
        let hex = String(byte, radix: 16, uppercase: true)
        bytes.append(contentsOf: Array("\\u00\(hex.count == 1 ? "0" : "")\(hex)".utf8))
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}

import Foundation
import VosimModel

/// Builds a WebDriverAgent page source's arena from the parser's events, in document order: an explicit
/// stack, so no depth recursion.
///
/// Attribute values are read from their bytes, and only the texts a node keeps become Strings. A value
/// in another shape than WebDriverAgent's (a padded number, `TRUE`, a word where a coordinate goes, a
/// type followed by a combining mark) is read as a String, with the String rules, so every document
/// gives the node or the error it would give if every value were a String.
struct WebDriverAgentTreeBuilder {
  /// The attributes vosim reads, spelt as in the document: the parser copies out only these.
  enum Attribute: Int, CaseIterable {
    case type, label, value, placeholderValue, name, traits, customActions, enabled, visible, accessible
    case nativeFrame, x, y, width, height

    static let names = allCases.map { "\($0)" }
  }

  var tree = DumpTree(granularity: .automationTree)
  /// Boolean attributes already warned about for being empty.
  private var emptyBooleans: Set<String> = []
  /// Each boolean attribute first found empty, at its element's position as libxml2 gives it (after the
  /// start tag); the reader moves each to the attribute and warns.
  private(set) var emptyBooleanPlaces: [(name: String, at: SourcePosition)] = []
  /// Elements whose `type` attribute names another type than their tag (a hand edit: WebDriverAgent
  /// writes both alike), with what was read.
  private(set) var typeMismatches: [(message: String, at: SourcePosition)] = []
  private var traitLists: [String: AccessibilityTraits] = [:]
  private var stack: [Int] = []
  /// The tag names of `stack`'s nodes (a node's type comes from its `type` attribute when it has one).
  private var stackNames: [String] = []
  /// Open elements that are not tree nodes (the AppiumAUT wrapper).
  private var wrappers: [(name: String, line: Int)] = []
  /// Where the first wrapper starts: a page source that is only a wrapper is empty there.
  private(set) var firstWrapper: SourcePosition?
  /// What each element name makes of its element, by `XMLName.number`, found when the name first comes.
  private var kinds: [ElementKind?] = []

  private enum ElementKind {
    /// `AppiumAUT`: the wrapper at the top, an unexpected element anywhere else.
    case wrapper
    /// `XCUIElementType…`: a node of this type, unless its `type` attribute says otherwise. `spelling`
    /// is the name's UTF-8, which a `type` attribute usually repeats.
    case node(type: String, spelling: ArraySlice<UInt8>)
    case unexpected
  }

  var openElement: (name: String, line: Int)? {
    if let index = stack.last, let name = stackNames.last {
      return (name, tree.nodes[index].line)
    }
    return wrappers.last
  }

  mutating func startElement(_ name: XMLName, attributes: XMLAttributeValues, at position: SourcePosition)
    throws(ImportError)
  {
    let kind = kind(of: name)
    if case .wrapper = kind, stack.isEmpty {
      firstWrapper = firstWrapper ?? position
      wrappers.append((name.text, position.line))
      return
    }
    guard case .node(let type, let spelling) = kind else {
      throw .unexpectedElement(name.text, at: position)
    }
    guard stack.count < Screen.maximumDepth else {
      throw .tooDeep(limit: Screen.maximumDepth, at: position)
    }
    let node = try node(
      type: type, spelling: spelling, attributes: attributes, at: position)
    stack.append(tree.append(node, parent: stack.last))
    stackNames.append(name.text)
  }

  mutating func endElement() {
    if stack.isEmpty, !wrappers.isEmpty {
      wrappers.removeLast()
    } else if !stack.isEmpty {
      stack.removeLast()
      stackNames.removeLast()
    }
  }

  private mutating func kind(of name: XMLName) -> ElementKind {
    if name.number < kinds.count, let known = kinds[name.number] { return known }
    let kind: ElementKind =
      name.text == "AppiumAUT"
      ? .wrapper
      : name.text.hasPrefix("XCUIElementType")
        ? .node(type: Self.nodeType(name.text), spelling: ArraySlice(name.text.utf8)) : .unexpected
    if name.number >= kinds.count {
      kinds += Array(repeating: nil, count: name.number + 1 - kinds.count)
    }
    kinds[name.number] = kind
    return kind
  }

  /// `type` is the element name's (spelt `spelling`), replaced by the `type` attribute's when there is
  /// one.
  private mutating func node(
    type elementType: String, spelling: ArraySlice<UInt8>, attributes: XMLAttributeValues,
    at position: SourcePosition
  ) throws(ImportError) -> DumpElement {
    // White space around the name is no part of it, as around a trait's.
    let typeAttribute = attributes[.type].map { bytes -> ArraySlice<UInt8> in
      let start = bytes.firstIndex { !Self.isSpace($0) } ?? bytes.endIndex
      let end = bytes.lastIndex { !Self.isSpace($0) }.map { $0 + 1 } ?? start
      return bytes[start..<max(start, end)]
    }
    var type = typeAttribute.map { $0 == spelling ? elementType : Self.nodeType($0) } ?? elementType
    if type != elementType {
      let tag = "XCUIElementType" + elementType
      // `XCUIElementTypeAny` and `Other` stand for any type, which the attribute then names; an empty one
      // names none.
      if typeAttribute?.isEmpty == true {
        type = elementType
        typeMismatches.append(("an empty 'type' attribute on <\(tag)>: read as \(elementType)", position))
      } else if !["Any", "Other"].contains(elementType) {
        typeMismatches.append(
          (
            "<\(tag)> has type '\(attributes[.type].map(Self.text) ?? "")': read as \(type), as the attribute says",
            position
          ))
      }
    }
    tree.noteType(type, at: position)
    // The values that can be errors first, in attribute order.
    let isEnabled = try flag("enabled", attributes[.enabled], at: position) ?? true
    let isVisible = try flag("visible", attributes[.visible], at: position)
    let isAccessible = try flag("accessible", attributes[.accessible], at: position)
    let frame = Self.hasNonFiniteFrame(attributes) ? nil : try Self.frame(attributes, at: position)
    let label = attributes[.label].map(Self.text)
    var value = attributes[.value].map(Self.text)
    // `name` is the identifier, or a copy of the label when there is none: never spoken.
    var identifier: String?
    if let name = attributes[.name], !name.isEmpty, name != attributes[.label] {
      identifier = Self.text(name)
      if identifier == label { identifier = nil }
    }
    let listed = attributes[.traits].map { listedTraits(Self.text($0), at: position) }
    var isSelected = listed?.contains(.selected) ?? false
    // WebDriverAgent computes a Button's value as "1" when it is selected and has no value. With a
    // `traits` list, the list says whether it is selected, and a "1" beside no `Selected` is a real
    // value (a badge count); without one, "1" is how WebDriverAgent says selected.
    if type == "Button", value == "1", listed == nil || isSelected {
      isSelected = true
      value = nil
    }
    var node = DumpElement(type: type, line: position.line)
    node.label = label
    node.value = value
    node.identifier = identifier
    node.placeholderValue = attributes[.placeholderValue].map(Self.text)
    node.isEnabled = isEnabled
    node.isVisible = isVisible
    node.isAccessible = isAccessible
    node.frame = frame
    node.listedTraits = listed
    node.isSelected = isSelected
    if let actions = attributes[.customActions] {
      node.customActions = Self.text(actions).split(separator: ",").map { $0.trimmedOfWhiteSpace() }.filter {
        !$0.isEmpty
      }
    }
    return node
  }

  private static func text(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// A type name without its `XCUIElementType` prefix; `Other` when nothing is left.
  private static func nodeType(_ typeName: String) -> String {
    let type = typeName.hasPrefix("XCUIElementType") ? String(typeName.dropFirst(15)) : typeName
    return type.isEmpty ? "Other" : type
  }

  /// `nodeType` of a `type` attribute. Where an ASCII character (or nothing) follows the prefix, the
  /// prefix is its first 15 characters and only the rest is decoded; a combining mark there would join
  /// the prefix's last letter, so any other value goes through the String.
  private static func nodeType(_ bytes: ArraySlice<UInt8>) -> String {
    let rest = bytes.dropFirst(typePrefix.count)
    guard bytes.prefix(typePrefix.count) == typePrefix, rest.first.map({ $0 < 0x80 }) ?? true else {
      return nodeType(text(bytes))
    }
    return rest.isEmpty ? "Other" : text(rest)
  }

  private static let typePrefix = ArraySlice("XCUIElementType".utf8)

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The traits a `traits` attribute lists, unknown names noted. A dump repeats a handful of trait
  /// lists thousands of times, so each distinct one is read once.
  private mutating func listedTraits(_ text: String, at position: SourcePosition) -> AccessibilityTraits {
    if let known = traitLists[text] { return known }
    let (listed, unknown) = ElementTypeMapping.traits(named: text.split(separator: ",").map(String.init))
    tree.noteUnknownTraits(unknown, at: position)
    traitLists[text] = listed
    return listed
  }

  /// A boolean attribute; an empty one (`enabled=""`, seen in the wild) is absent, with one warning
  /// per attribute name naming its first line.
  private mutating func flag(_ name: String, _ bytes: ArraySlice<UInt8>?, at position: SourcePosition)
    throws(ImportError) -> Bool?
  {
    guard let bytes else { return nil }
    // WebDriverAgent writes "true" and "false"; only other spellings become a String.
    if bytes == Self.trueText { return true }
    if bytes == Self.falseText { return false }
    guard bytes.isEmpty else { return try Self.boolean(name, Self.text(bytes), at: position) }
    if !emptyBooleans.contains(name) {
      emptyBooleans.insert(name)
      emptyBooleanPlaces.append((name, position))
    }
    return nil
  }

  private static let trueText = ArraySlice("true".utf8)
  private static let falseText = ArraySlice("false".utf8)

  /// WebDriverAgent writes `inf`, `-inf` or `nan` coordinates for an element without a real frame (an
  /// `XCUIElementTypeAny` wrapping a SpringBoard alert): such a node has no frame. Only those words
  /// mean it; a number too large for a double (`1e999`) is still an invalid coordinate.
  private static func hasNonFiniteFrame(_ attributes: XMLAttributeValues) -> Bool {
    for coordinate in coordinates {
      // A number's first character is a digit, a sign or a point: only a letter can start a word.
      guard let bytes = attributes[coordinate], bytes.contains(where: { $0 >= UInt8(ascii: "A") }) else {
        continue
      }
      // A word (`inf`, `-NaN`, `+Infinity`), not a number too large (`1e999`).
      let word = text(bytes).trimmedOfWhiteSpace()
      if word.drop(while: { $0 == "+" || $0 == "-" }).first?.isLetter == true, let value = Double(word),
        !value.isFinite
      {
        return true
      }
    }
    guard let native = attributes[.nativeFrame], native.contains(where: { $0 >= UInt8(ascii: "A") }) else {
      return false
    }
    return FrameString.isNonFinite(bytes: native)
  }

  private static let coordinates: [Attribute] = [.x, .y, .width, .height]

  private static func boolean(_ name: String, _ text: String, at position: SourcePosition) throws(ImportError)
    -> Bool
  {
    switch text.lowercased() {
    case "true", "1", "yes": return true
    case "false", "0", "no": return false
    default: throw .invalidAttribute(name: name, value: text, expected: "true or false", at: position)
    }
  }

  /// `nativeFrame` when present (unrounded), else `x y width height`; nil when any is missing.
  private static func frame(_ attributes: XMLAttributeValues, at position: SourcePosition) throws(ImportError)
    -> Frame?
  {
    if let bytes = attributes[.nativeFrame] {
      guard let frame = FrameString.parse(bytes: bytes) else {
        throw .invalidFrame(text(bytes), at: position)
      }
      return frame
    }
    // In attribute order: a missing one means no frame, an invalid one is an error.
    guard let x = try number("x", attributes[.x], at: position),
      let y = try number("y", attributes[.y], at: position),
      let width = try number("width", attributes[.width], at: position),
      let height = try number("height", attributes[.height], at: position)
    else { return nil }
    // WebDriverAgent writes an infinite frame as -1, -1, 0, 0 (dump-formats.md §1.2): no frame.
    if x == -1, y == -1, width == 0, height == 0 { return nil }
    for (name, size) in [("width", width), ("height", height)] where size < 0 {
      throw .invalidAttribute(
        name: name, value: Frame.format(size), expected: "a size of 0 or more", at: position)
    }
    return Frame(x: x, y: y, width: width, height: height)
  }

  /// The attribute as a finite number; nil when it is missing.
  private static func number(_ name: String, _ bytes: ArraySlice<UInt8>?, at position: SourcePosition)
    throws(ImportError) -> Double?
  {
    guard let bytes else { return nil }
    // Trimmed only when it does not read as it is: WebDriverAgent writes bare numbers.
    let number = DecimalText.value(bytes) ?? DecimalText.value(text(bytes).trimmedOfWhiteSpace().utf8)
    guard let number, number.isFinite else {
      throw .invalidAttribute(name: name, value: text(bytes), expected: "a finite number", at: position)
    }
    return number
  }
}

extension XMLAttributeValues {
  fileprivate subscript(attribute: WebDriverAgentTreeBuilder.Attribute) -> ArraySlice<UInt8>? {
    self[attribute.rawValue]
  }
}

import Foundation
import VosimModel

/// Builds a WebDriverAgent page source's arena as the SAX events arrive: an explicit stack, so no depth
/// recursion.
final class WebDriverAgentTreeBuilder: XMLEventHandler {
  var tree = DumpTree(granularity: .automationTree)
  var unknownTraits: Set<String> = []
  /// Boolean attributes already warned about for being empty.
  private var emptyBooleans: Set<String> = []
  private var traitLists: [String: AccessibilityTraits] = [:]
  private var stack: [Int] = []
  /// The tag names of `stack`'s nodes (a node's type comes from its `type` attribute when it has one).
  private var stackNames: [String] = []
  /// Open elements that are not tree nodes (the AppiumAUT wrapper).
  private var wrappers: [(name: String, line: Int)] = []

  var openElement: (name: String, line: Int)? {
    if let index = stack.last, let name = stackNames.last {
      return (name, tree.nodes[index].line)
    }
    return wrappers.last
  }

  func startElement(_ elementName: String, attributes: XMLAttributes, at position: SourcePosition)
    throws(ImportError)
  {
    if elementName == "AppiumAUT" && stack.isEmpty {
      wrappers.append((elementName, position.line))
      return
    }
    guard elementName.hasPrefix("XCUIElementType") else {
      throw .unexpectedElement(elementName, at: position)
    }
    guard stack.count < Screen.maximumDepth else {
      throw .tooDeep(limit: Screen.maximumDepth, at: position)
    }
    let node = try node(elementName, attributes: Attributes(attributes), line: position.line, at: position)
    stack.append(tree.append(node, parent: stack.last))
    stackNames.append(elementName)
  }

  func endElement() {
    if stack.isEmpty, !wrappers.isEmpty {
      wrappers.removeLast()
    } else if !stack.isEmpty {
      stack.removeLast()
      stackNames.removeLast()
    }
  }

  /// The attributes vosim reads, decoded in one pass over libxml2's list; the others are skipped
  /// without becoming strings.
  private struct Attributes {
    var type, label, value, placeholderValue, name, traits, customActions: String?
    var enabled, visible, accessible: String?
    var nativeFrame, x, y, width, height: String?

    /// The attribute names read, spelt as in the document.
    private enum Field: String, CaseIterable {
      case type, label, value, placeholderValue, name, traits, customActions, enabled, visible, accessible
      case nativeFrame, x, y, width, height

      static let spellings = allCases.map { ($0, Array($0.rawValue.utf8)) }
    }

    init(_ attributes: XMLAttributes) {
      attributes.forEach { key, bytes in
        guard
          let (field, _) = Field.spellings.first(where: {
            $0.1.count == key.count && $0.1.elementsEqual(key)
          })
        else { return }
        let text = String(decoding: bytes, as: UTF8.self)
        switch field {
        case .type: type = text
        case .label: label = text
        case .value: value = text
        case .placeholderValue: placeholderValue = text
        case .name: name = text
        case .traits: traits = text
        case .customActions: customActions = text
        case .enabled: enabled = text
        case .visible: visible = text
        case .accessible: accessible = text
        case .nativeFrame: nativeFrame = text
        case .x: x = text
        case .y: y = text
        case .width: width = text
        case .height: height = text
        }
      }
    }
  }

  private func node(
    _ elementName: String, attributes: Attributes, line: Int, at position: SourcePosition
  ) throws(ImportError) -> DumpElement {
    let typeName = attributes.type ?? elementName
    let type = typeName.hasPrefix("XCUIElementType") ? String(typeName.dropFirst(15)) : typeName
    var node = DumpElement(type: type.isEmpty ? "Other" : type, line: line)
    node.label = attributes.label
    node.value = attributes.value
    node.placeholderValue = attributes.placeholderValue
    // `name` is the identifier, or a copy of the label when there is none: never spoken.
    if let name = attributes.name, !name.isEmpty, name != attributes.label { node.identifier = name }
    node.isEnabled = try flag("enabled", attributes.enabled, line: line, at: position) ?? true
    node.isVisible = try flag("visible", attributes.visible, line: line, at: position)
    node.isAccessible = try flag("accessible", attributes.accessible, line: line, at: position)
    node.frame = Self.hasNonFiniteFrame(attributes) ? nil : try Self.frame(attributes, at: position)
    if let traits = attributes.traits {
      let listed = listedTraits(traits)
      node.listedTraits = listed
      node.isSelected = listed.contains(.selected)
    }
    if let actions = attributes.customActions {
      node.customActions = actions.split(separator: ",").map { $0.trimmedOfWhiteSpace() }.filter {
        !$0.isEmpty
      }
    }
    // WebDriverAgent computes a Button's value as "1" when it is selected and has no value. With a
    // `traits` list, the list says whether it is selected, and a "1" beside no `Selected` is a real
    // value (a badge count); without one, "1" is how WebDriverAgent says selected.
    if type == "Button", node.value == "1", attributes.traits == nil || node.isSelected {
      node.isSelected = true
      node.value = nil
    }
    return node
  }

  /// The traits a `traits` attribute lists, unknown names noted. A dump repeats a handful of trait
  /// lists thousands of times, so each distinct one is read once.
  private func listedTraits(_ text: String) -> AccessibilityTraits {
    if let known = traitLists[text] { return known }
    let (listed, unknown) = ElementTypeMapping.traits(named: text.split(separator: ",").map(String.init))
    unknownTraits.formUnion(unknown)
    traitLists[text] = listed
    return listed
  }

  /// A boolean attribute; an empty one (`enabled=""`, seen in the wild) is absent, with one warning
  /// per attribute name naming its first line.
  private func flag(_ name: String, _ text: String?, line: Int, at position: SourcePosition)
    throws(ImportError) -> Bool?
  {
    guard text?.isEmpty == true else { return try Self.boolean(name, text, at: position) }
    if !emptyBooleans.contains(name) {
      emptyBooleans.insert(name)
      tree.warnings.append("empty '\(name)' attribute at line \(line) (and any later) read as absent")
    }
    return nil
  }

  /// WebDriverAgent writes `inf`, `-inf` or `nan` coordinates for an element without a real frame (an
  /// `XCUIElementTypeAny` wrapping a SpringBoard alert): such a node has no frame. Only those words
  /// mean it; a number too large for a double (`1e999`) is still an invalid coordinate.
  private static func hasNonFiniteFrame(_ attributes: Attributes) -> Bool {
    for text in [attributes.x, attributes.y, attributes.width, attributes.height] {
      // A number's first character is a digit, a sign or a point: only a letter can start a word.
      guard let text, text.utf8.contains(where: { $0 >= UInt8(ascii: "A") }) else { continue }
      if nonFiniteWords.contains(text.trimmedOfWhiteSpace().lowercased()) { return true }
    }
    guard let native = attributes.nativeFrame?.lowercased() else { return false }
    return native.contains("inf") || native.contains("nan")
  }

  private static let nonFiniteWords: Set<String> = ["inf", "-inf", "+inf", "infinity", "-infinity", "nan"]

  private static func boolean(
    _ name: String, _ text: String?, at position: SourcePosition
  ) throws(ImportError) -> Bool? {
    guard let text else { return nil }
    // WebDriverAgent writes "true" and "false"; only other spellings pay for lowercasing.
    if text == "true" { return true }
    if text == "false" { return false }
    switch text.lowercased() {
    case "true", "1", "yes": return true
    case "false", "0", "no": return false
    default: throw .invalidAttribute(name: name, value: text, expected: "true or false", at: position)
    }
  }

  /// `nativeFrame` when present (unrounded), else `x y width height`; nil when any is missing.
  private static func frame(_ attributes: Attributes, at position: SourcePosition) throws(ImportError)
    -> Frame?
  {
    if let text = attributes.nativeFrame {
      guard let frame = FrameString.parse(text) else { throw .invalidFrame(text, at: position) }
      return frame
    }
    // In attribute order: a missing one means no frame, an invalid one is an error.
    guard let x = try number("x", attributes.x, at: position),
      let y = try number("y", attributes.y, at: position),
      let width = try number("width", attributes.width, at: position),
      let height = try number("height", attributes.height, at: position)
    else { return nil }
    let frame = Frame(x: x, y: y, width: width, height: height)
    guard let valid = FrameString.validated(frame) else {
      throw .invalidFrame("\(frame)", at: position)
    }
    return valid
  }

  /// The attribute as a finite number; nil when it is missing.
  private static func number(_ name: String, _ text: String?, at position: SourcePosition)
    throws(ImportError) -> Double?
  {
    guard let text else { return nil }
    // Trimmed only when it does not read as it is: WebDriverAgent writes bare numbers.
    guard let number = DecimalText.value(text.utf8) ?? DecimalText.value(text.trimmedOfWhiteSpace().utf8),
      number.isFinite
    else {
      throw .invalidAttribute(name: name, value: text, expected: "a finite number", at: position)
    }
    return number
  }
}

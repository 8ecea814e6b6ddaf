import Foundation
import VosimModel

/// Reads Appium / WebDriverAgent page source: `XCUIElementType…` elements, with or without the
/// `<AppiumAUT>` wrapper, in the modern, `useJSONSource` and facebook-wda attribute sets.
///
/// libxml2 parses it (`XMLPushParser`): external entities and DTDs are never fetched, and a document
/// declaring entities (or an element with more than `maximumAttributes` attributes) is refused before
/// parsing, so a billion-laughs file is an error, not an out-of-memory.
struct WebDriverAgentXMLReader {
  func read(_ document: [UInt8]) throws(ImportError) -> DumpTree {
    let bytes = try Self.utf8Document(document)
    try Self.refuseUnsupportedMarkup(bytes)
    let builder = TreeBuilder()
    let outcome = XMLPushParser.parse(bytes, handler: builder)
    // libxml2 reports warnings through the same callback and parses on: only a parse that failed (or that
    // vosim stopped after the syntax error) makes the first syntax error the answer.
    if let syntax = outcome.syntaxError, !outcome.finished || outcome.handlerError != nil {
      throw XMLSyntaxError.importError(syntax, in: bytes)
    }
    if let error = outcome.handlerError { throw error }
    if outcome.finished, let open = builder.openElement {
      throw .malformedXML(
        "the document ends inside <\(open.name)> opened at line \(open.line)",
        at: XMLSyntaxError.endPosition(of: bytes))
    }
    builder.tree.warnings += builder.unknownTraits.sorted().map {
      "unknown trait '\($0)' ignored"
    }
    if !outcome.finished {
      throw .malformedXML(XMLSyntaxError.message(code: outcome.status), at: outcome.end)
    }
    guard !builder.tree.nodes.isEmpty else { throw .empty(at: SourcePosition(line: 1, column: 1)) }
    return builder.tree
  }

  /// Rejects, naming its line, markup a page source never holds, without parsing anything: an
  /// `<!ENTITY` declaration (expanding entities is how a small file exhausts memory) and a processing
  /// instruction other than the leading `<?xml …?>` declaration (a page source holds none, and
  /// `<?target?>` without data once crashed XML parsers; found by fuzzing).
  ///
  /// Comments and CDATA sections are skipped: text there declares nothing. A comment only opens where
  /// libxml2 would open one, outside the quoted literals of a tag or declaration, so a `<!--` inside
  /// `SYSTEM "…"` hides no declaration. Inside a literal `<!ENTITY` is still refused: too cautious at
  /// worst.
  static func refuseUnsupportedMarkup(_ document: [UInt8]) throws(ImportError) {
    // Every byte of a large page source passes here: read without bounds checks.
    try document.withUnsafeBufferPointer { bytes throws(ImportError) in
      let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      let less = UInt8(ascii: "<")
      // Inside `<…>` (a tag or a declaration), and the quote of the literal being read there, if any.
      var inMarkup = false
      var quote: UInt8?
      // The `=` of the tag being read (one per attribute) and where the tag starts.
      var attributes = 0
      var tagStart = 0
      var index = start
      while index < bytes.count {
        let byte = bytes[index]
        if inMarkup, byte != less {
          if let open = quote {
            if byte == open { quote = nil }
          } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            quote = byte
          } else if byte == UInt8(ascii: "=") {
            attributes += 1
            if attributes > maximumAttributes {
              throw .tooManyAttributes(limit: maximumAttributes, at: position(of: tagStart, in: document))
            }
          } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "[") {
            // The end of the markup, or a DOCTYPE's internal subset, where declarations follow.
            inMarkup = false
          }
          index += 1
          continue
        }
        guard byte == less, index + 1 < bytes.count else {
          index += 1
          continue
        }
        let rest = bytes[index...]
        if bytes[index + 1] == UInt8(ascii: "!"), quote == nil {
          if rest.starts(with: commentOpen) {
            index = end(of: commentClose, in: bytes, from: index + commentOpen.count)
            continue
          }
          if rest.starts(with: cdataOpen) {
            index = end(of: cdataClose, in: bytes, from: index + cdataOpen.count)
            continue
          }
        }
        if bytes[index + 1] == UInt8(ascii: "!"), rest.starts(with: entityOpen) {
          throw .entityDeclaration(at: position(of: index, in: document))
        }
        if bytes[index + 1] == UInt8(ascii: "?"), !(index == start && isXMLDeclaration(rest)) {
          throw .processingInstruction(at: position(of: index, in: document))
        }
        if quote == nil {
          inMarkup = true
          attributes = 0
          tagStart = index
        }
        index += 1
      }
    }
  }

  /// The most attributes one element may have. WebDriverAgent writes about 15; libxml2 checks an
  /// element's attributes against each other, so 200,000 of them took 18 s. Counted before parsing,
  /// whatever parser reads the document.
  static let maximumAttributes = 1_000

  private static let entityOpen = Array("<!ENTITY".utf8)
  private static let commentOpen = Array("<!--".utf8)
  private static let commentClose = Array("-->".utf8)
  private static let cdataOpen = Array("<![CDATA[".utf8)
  private static let cdataClose = Array("]]>".utf8)

  /// The index just after the first `terminator` at or after `start`; the end of the text without one.
  private static func end(of terminator: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int
  {
    var index = start
    while index + terminator.count <= bytes.count {
      if bytes[index] == terminator[0], bytes[index..<(index + terminator.count)].elementsEqual(terminator) {
        return index + terminator.count
      }
      index += 1
    }
    return bytes.count
  }

  /// The 1-based line and byte column of an offset (markup names are ASCII).
  private static func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return SourcePosition(line: line, column: offset - lineStart + 1)
  }

  /// `<?xml` followed by white space: the XML declaration, not a processing instruction. libxml2 reads
  /// `<?xml?>` (no white space, so no version) as a processing instruction without data (found by
  /// fuzzing); it is refused like any other.
  private static func isXMLDeclaration(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard bytes.starts(with: Array("<?xml".utf8)) else { return false }
    return bytes.dropFirst(5).first.map { [0x20, 0x09, 0x0A, 0x0D].contains($0) } == true
  }

  /// The document as UTF-8, which is all libxml2 is given: a UTF-16 document (with its byte-order mark)
  /// is transcoded here, anything else must already be UTF-8.
  ///
  /// Invalid bytes are refused here, naming the line and column of the first one: libxml2 reports them
  /// where it notices, a line or more later, and passes some through (in a processing instruction's
  /// target, an element name, under an encoding name it does not know). Declared encodings are not
  /// trusted; all three cases were found by fuzzing.
  static func utf8Document(_ bytes: [UInt8]) throws(ImportError) -> [UInt8] {
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      return try transcodeUTF16(bytes)
    }
    try refuseInvalidUTF8(bytes)
    return bytes
  }

  /// The transcoded document with its declaration saying UTF-8: libxml2 refuses a document labelled
  /// UTF-16 whose bytes are not.
  private static func relabelledUTF8(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.starts(with: Array("<?xml".utf8)), let close = bytes.firstIndex(of: UInt8(ascii: ">")) else {
      return bytes
    }
    let declaration = String(decoding: bytes[..<close], as: UTF8.self)
    guard let range = declaration.range(of: "utf-16", options: .caseInsensitive) else { return bytes }
    let relabelled = declaration.replacingCharacters(in: range, with: "UTF-8")
    return Array(relabelled.utf8) + bytes[close...]
  }

  static func refuseInvalidUTF8(_ bytes: [UInt8]) throws(ImportError) {
    guard String(validating: bytes, as: UTF8.self) == nil else { return }
    var line = 1
    var index = 0
    while index < bytes.count {
      let end = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
      if String(validating: bytes[index..<end], as: UTF8.self) == nil {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[index..<end].makeIterator()
        var column = 1
        while case .valid = parser.parseScalar(from: &iterator) { column += 1 }
        throw .notUTF8(at: SourcePosition(line: line, column: column))
      }
      line += 1
      index = end + 1
    }
  }

  /// UTF-16 after its byte-order mark, as UTF-8; a broken surrogate or an odd byte count is an error
  /// naming its line. (libxml2 reads a document labelled UTF-16 whose bytes are UTF-8 as UTF-8.)
  private static func transcodeUTF16(_ bytes: [UInt8]) throws(ImportError) -> [UInt8] {
    let encoding: UnicodeText.Encoding = bytes[0] == 0xFE ? .utf16BigEndian : .utf16LittleEndian
    do { return relabelledUTF8(try UnicodeText.utf8(bytes, as: encoding)) } catch {
      throw .notUTF8(at: SourcePosition(line: error.line, column: 1))
    }
  }

  /// Builds the arena as the SAX events arrive: an explicit stack, so no depth recursion.
  private final class TreeBuilder: XMLEventHandler {
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
}

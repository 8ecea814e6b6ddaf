import CLibXML2
import VosimModel

/// A syntax error libxml2 reported, with its line and column, turned into a message a user
/// understands and a position on the offending text.
///
/// libxml2's own messages ("StartTag: invalid element name") name the parser's state, and its
/// position is where it stood when it noticed, often after the fault: so the message is made here from
/// the error code and the bytes around that position, and the position moved back to where the
/// offending text starts.
struct XMLSyntaxError {
  var code: xmlParserErrors
  /// libxml2's line and column (in characters) when it reported the error.
  var line: Int
  var column: Int
  /// The innermost element open at that moment.
  var open: (name: String, line: Int)?

  /// libxml2's warnings (`XML_WAR_…`): reported through the same callback, but the parse goes on.
  static let warnings: [xmlParserErrors] = [
    XML_WAR_UNDECLARED_ENTITY, XML_WAR_CATALOG_PI, XML_WAR_UNKNOWN_VERSION, XML_WAR_LANG_VALUE,
    XML_WAR_NS_URI,
    XML_WAR_NS_URI_RELATIVE, XML_WAR_SPACE_VALUE, XML_WAR_NS_COLUMN, XML_WAR_ENTITY_REDEFINED,
  ]

  /// Errors libxml2 reports after reading the whole construct (a close tag, an entity reference, an
  /// attribute list): one of them at the end of the text is no truncation.
  private static let completeConstructCodes: [xmlParserErrors] = [
    XML_ERR_INVALID_HEX_CHARREF, XML_ERR_INVALID_DEC_CHARREF, XML_ERR_INVALID_CHARREF, XML_ERR_INVALID_CHAR,
    XML_ERR_UNDECLARED_ENTITY, XML_ERR_ATTRIBUTE_REDEFINED, XML_ERR_TAG_NAME_MISMATCH,
  ]

  /// libxml2's limit on one attribute value, text or comment (without `XML_PARSE_HUGE`, which vosim
  /// does not set).
  static let maximumTextLength = 10_000_000

  /// The error for the user: the message, at the start of the offending text where it can be found.
  static func importError(_ error: XMLSyntaxError, in bytes: [UInt8]) -> ImportError {
    let text = DocumentText(bytes: bytes)
    let offset = text.offset(line: error.line, column: error.column)
    // Reported where the text ran out (libxml2 stops on what it was reading): the document is cut.
    if !completeConstructCodes.contains(error.code), text.isAtEnd(offset) {
      return endError(open: error.open, in: bytes)
    }
    // libxml2 reports a value over its limit as an internal error, or as a quote that never closes
    // when the quote does close, further on.
    if error.code == XML_ERR_NAME_TOO_LONG {
      return .xmlParserLimit(message(code: error.code), at: text.position(of: offset))
    }
    if (error.code == XML_ERR_INTERNAL_ERROR && bytes.count > maximumTextLength)
      || (error.code == XML_ERR_ATTRIBUTE_NOT_FINISHED
        && text.quotedLength(at: offset).map { $0 > maximumTextLength } == true)
    {
      // The push parser also looks for a start tag's end within the same 10,000,000 bytes: two values
      // under the limit in one tag (WebDriverAgent writes a label twice, as name and label) exceed it.
      return .xmlParserLimit(
        "an attribute value, text or comment, or one start tag with all its attributes, longer than "
          + "libxml2's limit of 10,000,000 bytes (XML_MAX_TEXT_LENGTH, XML_MAX_LOOKUP_LIMIT)",
        at: text.position(of: offset))
    }
    let (message, start) = describe(error, at: offset, in: text)
    return .malformedXML(message, at: text.position(of: start))
  }

  /// A builder's error about an attribute, moved from libxml2's position after the start tag to the
  /// attribute's name (a tag can span lines), and one about an element (unexpected, or nested too
  /// deep, or a wrapper holding none) to its tag's `<`; any other error as it is.
  static func placed(_ error: ImportError, in bytes: [UInt8]) -> ImportError {
    let text = DocumentText(bytes: bytes)
    func tag(before position: SourcePosition) -> SourcePosition? {
      let end = text.offset(line: position.line, column: position.column)
      return bytes[..<min(end, bytes.count)].lastIndex(of: UInt8(ascii: "<")).map { text.position(of: $0) }
    }
    if case .tooDeep(let limit, let position) = error {
      return tag(before: position).map { .tooDeep(limit: limit, at: $0) } ?? error
    }
    if case .empty(let position) = error {
      return tag(before: position).map { .empty(at: $0) } ?? error
    }
    if case .unexpectedElement(let name, let position) = error {
      let end = text.offset(line: position.line, column: position.column)
      guard let tag = bytes[..<min(end, bytes.count)].lastIndex(of: UInt8(ascii: "<")) else { return error }
      // A name cut by the end of the file (`<XCUI`) is no element: the document is cut short.
      if !bytes[tag...].contains(UInt8(ascii: ">")) { return endError(open: nil, in: bytes) }
      return .unexpectedElement(name, at: text.position(of: tag))
    }
    // The attribute's name and where its error was reported: a bad `nativeFrame` is one too.
    let name: String
    let position: SourcePosition
    switch error {
    case .invalidAttribute(let attribute, _, _, let at): (name, position) = (attribute, at)
    case .invalidFrame(_, let at): (name, position) = ("nativeFrame", at)
    default: return error
    }
    guard let start = attributePosition(name, reportedAt: position, in: bytes) else { return error }
    switch error {
    case .invalidAttribute(_, let value, let expected, _):
      return .invalidAttribute(name: name, value: value, expected: expected, at: start)
    case .invalidFrame(let frame, _): return .invalidFrame(frame, at: start)
    default: return error
    }
  }

  /// Where attribute `name` of the element libxml2 reported at `position` (after its start tag) starts.
  static func attributePosition(_ name: String, reportedAt position: SourcePosition, in bytes: [UInt8])
    -> SourcePosition?
  {
    let text = DocumentText(bytes: bytes)
    let end = text.offset(line: position.line, column: position.column)
    guard let tag = bytes[..<min(end, bytes.count)].lastIndex(of: UInt8(ascii: "<")),
      let start = text.attributes(ofTagAt: tag).first(where: { $0.name == name })?.start
    else { return nil }
    return text.position(of: start)
  }

  /// The error for a document that ends with `open` (or a tag, or its root element) still open, at the
  /// position just after its last character.
  static func endError(open: (name: String, line: Int)?, in bytes: [UInt8]) -> ImportError {
    let text = DocumentText(bytes: bytes)
    return .malformedXML(text.endMessage(open: open), at: text.position(of: bytes.count))
  }

  /// The error for a document that ends inside a comment or a tag, if it does.
  static func unclosedError(in bytes: [UInt8]) -> ImportError? {
    let text = DocumentText(bytes: bytes)
    return text.unclosedMessage.map { .malformedXML($0, at: text.position(of: bytes.count)) }
  }

  /// What the code means, without looking at the text.
  static func message(code: xmlParserErrors) -> String {
    switch code {
    case XML_ERR_NO_MEMORY: "the parser ran out of memory"
    case XML_ERR_DOCUMENT_START: "the document does not start with an element"
    case XML_ERR_DOCUMENT_EMPTY: "the document holds no element"
    case XML_ERR_DOCUMENT_END: "extra content after the root element (a page source has one root)"
    case XML_ERR_INVALID_HEX_CHARREF, XML_ERR_INVALID_DEC_CHARREF, XML_ERR_INVALID_CHARREF:
      "an invalid character reference (expected &#decimal; or &#xhex;)"
    case XML_ERR_INVALID_CHAR: "a character XML does not allow"
    case XML_ERR_ENTITYREF_NO_NAME, XML_ERR_NAME_REQUIRED: "expected a name"
    case XML_ERR_ENTITYREF_SEMICOL_MISSING: "an entity reference has no ';' (write '&' as &amp;)"
    case XML_ERR_UNDECLARED_ENTITY: "an undefined entity"
    case XML_ERR_UNKNOWN_ENCODING, XML_ERR_UNSUPPORTED_ENCODING, XML_ERR_ENCODING_NAME,
      XML_ERR_INVALID_ENCODING:
      "the document's encoding is not supported or does not match its bytes"
    case XML_ERR_LT_IN_ATTRIBUTE:
      "'<' inside an attribute value (write it as &lt;, or close the value's quote)"
    case XML_ERR_ATTRIBUTE_NOT_STARTED: "an attribute value must be in quotes"
    case XML_ERR_ATTRIBUTE_NOT_FINISHED: "an attribute value's quote never closes"
    case XML_ERR_ATTRIBUTE_WITHOUT_VALUE: "an attribute has no value"
    case XML_ERR_ATTRIBUTE_REDEFINED: "an attribute appears twice in one element"
    case XML_ERR_COMMENT_NOT_FINISHED: "a comment never closes (expected -->)"
    case XML_ERR_PI_NOT_FINISHED: "a processing instruction never closes"
    case XML_ERR_XMLDECL_NOT_FINISHED: "the <?xml …?> declaration never closes"
    case XML_ERR_DOCTYPE_NOT_FINISHED: "the <!DOCTYPE …> declaration never closes"
    case XML_ERR_MISPLACED_CDATA_END: "']]>' is not allowed in text"
    case XML_ERR_CDATA_NOT_FINISHED: "a CDATA section never closes (expected ]]>)"
    case XML_ERR_RESERVED_XML_NAME: "'<?xml' is only allowed at the very start of the document"
    case XML_ERR_SPACE_REQUIRED: "expected white space"
    case XML_ERR_LT_REQUIRED: "expected '<'"
    case XML_ERR_GT_REQUIRED: "expected '>' or '/>' to end the tag"
    case XML_ERR_LTSLASH_REQUIRED: "expected a close tag"
    case XML_ERR_EQUAL_REQUIRED: "expected '=' after an attribute name"
    case XML_ERR_TAG_NAME_MISMATCH: "a close tag does not match the element it closes"
    case XML_ERR_TAG_NOT_FINISHED: "the document ends inside a tag"
    case XML_ERR_HYPHEN_IN_COMMENT: "'--' is not allowed inside a comment"
    case XML_ERR_NOT_WELL_BALANCED: "the tags are not balanced"
    case XML_ERR_EXTRA_CONTENT: "extra content after the root element (a page source has one root)"
    case XML_ERR_ENTITY_LOOP: "an entity refers to itself"
    case XML_ERR_NAME_TOO_LONG:
      "a name longer than libxml2's limit of 50,000 characters (XML_MAX_NAME_LENGTH)"
    default: "the XML is not well-formed (parser error \(code.rawValue))"
    }
  }

  // MARK: - Private Methods

  /// The message for an error at `offset` (not the end of the text), and where its text starts.
  private static func describe(_ error: XMLSyntaxError, at offset: Int, in text: DocumentText)
    -> (String, Int)
  {
    let bytes = text.bytes
    let previous = offset > 0 ? bytes[offset - 1] : 0
    switch error.code {
    case XML_ERR_DOCUMENT_END, XML_ERR_TAG_NOT_FINISHED:
      if let open = error.open {
        return ("the element <\(open.name)> opened at line \(open.line) never closes", offset)
      }
    case XML_ERR_INVALID_CHAR:
      // libxml2 reports a character reference to a forbidden code point after reading it.
      if let (reference, start, value) = text.characterReference(endingBefore: offset) {
        let reason =
          value > 0x10FFFF
          ? "past Unicode's last code point"
          : (0xD800...0xDFFF).contains(value) ? "a surrogate" : "a character XML does not allow"
        return (
          "the character reference '\(reference)' names \(TextBytes.codePointName(value)), \(reason)", start
        )
      }
      if let scalar = text.scalar(at: offset) {
        return ("a character XML does not allow (\(TextBytes.codePointName(UInt64(scalar.value))))", offset)
      }
    case XML_ERR_INVALID_HEX_CHARREF, XML_ERR_INVALID_DEC_CHARREF, XML_ERR_INVALID_CHARREF,
      XML_ERR_ENTITYREF_SEMICOL_MISSING, XML_ERR_UNDECLARED_ENTITY:
      guard let ampersand = text.lastIndex(of: UInt8(ascii: "&"), before: offset) else { break }
      if error.code == XML_ERR_ENTITYREF_SEMICOL_MISSING {
        let name = text.string(ampersand..<offset).trimmedOfWhiteSpace()
        return ("the entity reference '\(name)' has no ';' (write '&' as &amp;)", ampersand)
      }
      if error.code == XML_ERR_UNDECLARED_ENTITY {
        return ("undefined entity '\(text.string(ampersand..<offset))'", ampersand)
      }
      return (message(code: error.code), ampersand)
    case XML_ERR_ENTITYREF_NO_NAME, XML_ERR_NAME_REQUIRED:
      if previous == UInt8(ascii: "&") { return ("a bare '&' (write it as &amp;)", offset - 1) }
      if previous == UInt8(ascii: "<") {
        return ("a tag name must start with a letter, '_' or ':', not \(text.found(at: offset))", offset - 1)
      }
      if previous == UInt8(ascii: "/"), offset >= 2, bytes[offset - 2] == UInt8(ascii: "<") {
        return ("a close tag needs a name", offset - 2)
      }
      if bytes[offset] == UInt8(ascii: "<") {
        // A tag runs into the next one: `<Button x="1" </Other>`.
        return ("\(message(code: XML_ERR_GT_REQUIRED)), found '<'", offset)
      }
      return ("expected a name, found \(text.found(at: offset))", offset)
    case XML_ERR_ATTRIBUTE_WITHOUT_VALUE:
      if let (name, start) = text.name(endingBefore: offset) {
        return ("the attribute '\(name)' has no value (expected \(name)=\"…\")", start)
      }
    case XML_ERR_ATTRIBUTE_REDEFINED:
      if let (name, start) = text.repeatedAttribute(before: offset) {
        return ("the attribute '\(name)' appears twice in one element", start)
      }
    case XML_ERR_SPACE_REQUIRED:
      if previous == UInt8(ascii: "\"") || previous == UInt8(ascii: "'") {
        return (
          "expected white space or the end of the tag after an attribute value, found "
            + "\(text.found(at: offset)) (write a quote inside a value as &quot;)", offset
        )
      }
      return ("expected white space, found \(text.found(at: offset))", offset)
    case XML_ERR_GT_REQUIRED, XML_ERR_EQUAL_REQUIRED:
      return ("\(message(code: error.code)), found \(text.found(at: offset))", offset)
    case XML_ERR_TAG_NAME_MISMATCH:
      guard let start = text.lastIndex(of: Array("</".utf8), before: offset) else { break }
      let nameStart = start + 2
      var nameEnd = nameStart
      while nameEnd < offset, !DocumentText.isSpace(bytes[nameEnd]), bytes[nameEnd] != UInt8(ascii: ">") {
        nameEnd += 1
      }
      let name = text.string(nameStart..<nameEnd)
      if let open = error.open {
        return (
          "mismatched close tag </\(name)>; expected </\(open.name)> opened at line \(open.line)", start
        )
      }
      return ("the close tag </\(name)> matches no open element", start)
    default: break
    }
    return (message(code: error.code), offset)
  }
}

/// The document's bytes, with the few look-ups the messages need. They run once, for the one error
/// reported, so plain linear scans do.
private struct DocumentText {
  let bytes: [UInt8]

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The byte offset of a 1-based line and character column, clamped to the line's end.
  func offset(line: Int, column: Int) -> Int {
    var index = 0
    var current = 1
    while current < line, let newline = bytes[index...].firstIndex(of: 0x0A) {
      index = newline + 1
      current += 1
    }
    var characters = 1
    while characters < column, index < bytes.count, bytes[index] != 0x0A {
      index += 1
      // A character is one lead byte and its continuation bytes.
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      characters += 1
    }
    return index
  }

  /// The 1-based line and character column of a byte offset.
  func position(of offset: Int) -> SourcePosition {
    TextBytes.position(of: min(offset, bytes.count), in: bytes)
  }

  /// Whether only white space follows `offset`: the parser stopped because the text ran out.
  func isAtEnd(_ offset: Int) -> Bool {
    bytes[min(offset, bytes.count)...].allSatisfy(Self.isSpace)
  }

  /// What was left open when the text ran out.
  func endMessage(open: (name: String, line: Int)?) -> String {
    if let unclosed = unclosedMessage { return unclosed }
    if let open { return "the document ends inside <\(open.name)> opened at line \(open.line)" }
    return "the document ends before its root element"
  }

  /// What the text ends inside, when it is a comment or a tag: a comment that never closes swallows the
  /// rest, closing tags too, and a tag cut at its name (`<XCUIElementTypeBut`) is no element.
  var unclosedMessage: String? {
    if let comment = bytes.ranges(of: Array("<!--".utf8)).last,
      bytes[comment.upperBound...].firstRange(of: Array("-->".utf8)) == nil
    {
      return "a comment opened at line \(position(of: comment.lowerBound).line) never closes (expected -->)"
    }
    let lastOpen = bytes.lastIndex(of: UInt8(ascii: "<"))
    let lastClose = bytes.lastIndex(of: UInt8(ascii: ">"))
    if let lastOpen, lastClose.map({ $0 < lastOpen }) ?? true {
      return "the document ends inside a tag"
    }
    return nil
  }

  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The character at `offset`, for "found 'K'".
  func found(at offset: Int) -> String {
    guard let scalar = scalar(at: offset) else { return "the end of the document" }
    switch scalar {
    case "\n", "\r": return "a line break"
    case " ", "\t": return "a space"
    default: return "'\(Character(scalar))'"
    }
  }

  func scalar(at offset: Int) -> Unicode.Scalar? {
    guard offset < bytes.count else { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes[offset..<min(bytes.count, offset + 4)].makeIterator()
    guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return nil }
    return Unicode.UTF8.decode(encoded)
  }

  /// The character reference (`&#0;`, `&#xD800;`) that ends just before `offset`, where it starts, and
  /// the code point it names.
  func characterReference(endingBefore offset: Int) -> (String, Int, UInt64)? {
    guard offset > 0, offset <= bytes.count, bytes[offset - 1] == UInt8(ascii: ";"),
      let ampersand = lastIndex(of: UInt8(ascii: "&"), before: offset), offset - ampersand <= 40,
      bytes[ampersand + 1] == UInt8(ascii: "#")
    else { return nil }
    let reference = string(ampersand..<offset)
    var digits = reference.dropFirst(2).dropLast()
    var radix = 10
    if digits.first == "x" {
      radix = 16
      digits = digits.dropFirst()
    }
    guard let value = UInt64(digits, radix: radix) else { return nil }
    return (reference, ampersand, value)
  }

  /// The length of the quoted value whose opening quote is at `offset` (or just before), when it closes.
  func quotedLength(at offset: Int) -> Int? {
    let isQuote = { (index: Int) in
      index >= 0 && index < bytes.count && (bytes[index] == 0x22 || bytes[index] == 0x27)
    }
    guard let open = isQuote(offset) ? offset : isQuote(offset - 1) ? offset - 1 : nil,
      let close = bytes[(open + 1)...].firstIndex(of: bytes[open])
    else { return nil }
    return close - open - 1
  }

  /// The last `byte` on the same line before `offset`.
  func lastIndex(of byte: UInt8, before offset: Int) -> Int? {
    let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    return bytes[lineStart..<offset].lastIndex(of: byte)
  }

  /// The last `needle` within 64 KB before `offset` (a close tag can follow a line break).
  func lastIndex(of needle: [UInt8], before offset: Int) -> Int? {
    bytes[max(0, offset - 65_536)..<offset].ranges(of: needle).last?.lowerBound
  }

  /// The XML name ending just before `offset` (white space skipped), with its start.
  func name(endingBefore offset: Int) -> (String, Int)? {
    var end = offset
    while end > 0, Self.isSpace(bytes[end - 1]) { end -= 1 }
    var start = end
    while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
    return start < end ? (string(start..<end), start) : nil
  }

  /// The first attribute named twice in the tag around `offset`, with the start of its second
  /// occurrence (libxml2 reports a repeated attribute after reading it).
  func repeatedAttribute(before offset: Int) -> (String, Int)? {
    guard let tag = lastIndex(of: [UInt8(ascii: "<")], before: offset) else { return nil }
    var seen: Set<String> = []
    return attributes(ofTagAt: tag).first { !seen.insert($0.name).inserted }.map { ($0.name, $0.start) }
  }

  /// The attributes of the start tag whose `<` is at `tag`, each name with where it starts, up to the
  /// first that does not read as `name="value"`.
  func attributes(ofTagAt tag: Int) -> [(name: String, start: Int)] {
    var found: [(name: String, start: Int)] = []
    var index = tag + 1
    while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
    while index < bytes.count {
      while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
      guard index < bytes.count, isNameByte(bytes[index]) else { break }
      let start = index
      while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
      found.append((string(start..<index), start))
      while index < bytes.count, Self.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "=") {
        index += 1
      }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
      else { break }
      let quote = bytes[index]
      index += 1
      while index < bytes.count, bytes[index] != quote { index += 1 }
      index += 1
    }
    return found
  }

  /// Letters, digits, `_ : . -` and any non-ASCII byte: enough to find a name's ends.
  private func isNameByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte >= 0x30 && byte <= 0x3A) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
  }
}

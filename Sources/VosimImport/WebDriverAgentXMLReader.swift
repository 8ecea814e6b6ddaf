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
    let events = TreeBuilderEvents()
    let outcome = XMLPushParser.parse(
      bytes, attributeNames: WebDriverAgentTreeBuilder.Attribute.names, handler: events)
    var builder = events.builder
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
}

/// Hands the parser's events to the builder. The builder is one value, so that an event pays for one
/// run-time exclusivity check of this class's storage rather than one per field it touches.
private final class TreeBuilderEvents: XMLEventHandler {
  var builder = WebDriverAgentTreeBuilder()

  func startElement(_ name: XMLName, attributes: XMLAttributeValues, at position: SourcePosition)
    throws(ImportError)
  {
    try builder.startElement(name, attributes: attributes, at: position)
  }

  func endElement() { builder.endElement() }

  var openElement: (name: String, line: Int)? { builder.openElement }
}

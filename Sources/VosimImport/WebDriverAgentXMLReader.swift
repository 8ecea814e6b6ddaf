import VosimModel

/// Reads Appium / WebDriverAgent page source: `XCUIElementType…` elements, with or without the
/// `<AppiumAUT>` wrapper, in the modern, `useJSONSource` and facebook-wda attribute sets.
///
/// libxml2 parses it (`XMLPushParser`): external entities and DTDs are never fetched, and a document
/// declaring entities (or an element with more than `maximumAttributes` attributes) is refused before
/// parsing, so a billion-laughs file is an error, not an out-of-memory.
struct WebDriverAgentXMLReader {
  /// Whether libxml2 parses on a thread of its own while the tree is built; nil: for big documents.
  var pipelined: Bool?

  func read(_ document: [UInt8]) throws(ImportError) -> DumpTree {
    let bytes = try Self.utf8Document(document)
    let parse = XMLPushParser.start(bytes, pipelined: pipelined)
    let startTags: Int
    do {
      startTags = try Self.refuseUnsupportedMarkup(bytes, passed: parse.allow)
    } catch {
      parse.cancel()
      throw error
    }
    let outcome = parse.finish(reserving: Self.reservation(startTags: startTags, bytes: bytes.count))
    // libxml2 reports warnings through the same callback and parses on: only a parse that failed (or that
    // vosim stopped after the syntax error) makes the first syntax error the answer.
    if let syntax = outcome.syntaxError, !outcome.finished || outcome.builderError != nil {
      throw XMLSyntaxError.importError(syntax, in: bytes)
    }
    if let error = outcome.builderError { throw XMLSyntaxError.placed(error, in: bytes) }
    if outcome.finished, let open = outcome.builder.openElement {
      throw XMLSyntaxError.endError(open: open, in: bytes)
    }
    if !outcome.finished {
      throw .malformedXML(XMLSyntaxError.message(code: outcome.status), at: outcome.end)
    }
    // After the root's last `>` only white space: libxml2 finishes quietly on a file cut at `<` there.
    if let last = bytes.lastIndex(of: UInt8(ascii: ">")),
      bytes[(last + 1)...].contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) })
    {
      throw XMLSyntaxError.unclosedError(in: bytes)
        ?? .malformedXML(
          "extra content after the root element (a page source has one root)",
          at: TextBytes.position(of: last + 1, in: bytes))
    }
    guard !outcome.builder.tree.nodes.isEmpty else {
      // libxml2 finishes a document of comments without complaint, one never closed too.
      throw XMLSyntaxError.unclosedError(in: bytes)
        ?? outcome.builder.firstWrapper.map { XMLSyntaxError.placed(.empty(at: $0), in: bytes) }
        ?? .empty(at: SourcePosition(line: 1, column: 1))
    }
    // Warnings about an attribute point at it, as errors do, not at the end of its start tag.
    var tree = outcome.builder.tree
    tree.warnings += outcome.builder.emptyBooleanPlaces.map { name, position in
      Diagnostic.warning(
        "empty '\(name)' attribute (and any later) read as absent",
        at: XMLSyntaxError.attributePosition(name, reportedAt: position, in: bytes) ?? position)
    }
    tree.warnings += outcome.builder.typeMismatches.map { message, position in
      Diagnostic.warning(
        message, at: XMLSyntaxError.attributePosition("type", reportedAt: position, in: bytes) ?? position)
    }
    tree.unknownTraits = tree.unknownTraits.mapValues {
      XMLSyntaxError.attributePosition("traits", reportedAt: $0, in: bytes) ?? $0
    }
    tree.unknownTypes = tree.unknownTypes.mapValues {
      XMLSyntaxError.attributePosition("type", reportedAt: $0, in: bytes) ?? $0
    }
    return tree
  }

  /// The nodes the tree reserves: the start tags the check counted, within what the document's size
  /// makes plausible. The count is of `<` followed by anything, so a page of `<` claims one per byte;
  /// real page sources take 150 to 300 bytes an element, and past a million the tree grows as it goes.
  static func reservation(startTags: Int, bytes: Int) -> Int {
    min(startTags, bytes / 128, 1 << 20)
  }
}

import CLibXML2
import VosimModel

/// An element's name: one String for all the elements of that name in a document, numbered so that a
/// reader can keep what it derives from a name in an array.
struct XMLName {
  let text: String
  /// Distinct names are numbered from 0 in the order they first appear.
  let number: Int
}

/// libxml2's SAX2 push parser over a page source in memory, handing each element to a
/// `WebDriverAgentTreeBuilder`: no libxml2 tree is built, nothing is fetched (`XML_PARSE_NONET`, no DTD
/// loading, no entity declared), and no attribute dictionary is made per element.
///
/// The document is pushed in 128 KiB chunks: libxml2 refuses a push of more than 10 MB that it cannot
/// consume ("huge input lookup"), and a fixed chunk size puts that limit where an over-long attribute
/// value is, whatever the document's size. libxml2 recovers after an error (`XML_PARSE_RECOVER`) until
/// the end of the chunk, so the start tag a truncated document ends in still reaches the builder; the
/// first error is the one kept.
enum XMLPushParser {
  /// How a parse ended.
  struct Outcome {
    /// What the builder made of the elements read.
    var builder = WebDriverAgentTreeBuilder()
    /// libxml2 read the whole document without failing, or failed only because it ended early (which
    /// `syntaxError` still records).
    var finished = true
    /// What libxml2 returned when it stopped, and where it stood.
    var status = XML_ERR_OK
    var end = SourcePosition(line: 1, column: 1)
    /// libxml2's first error that is not a warning, with its position.
    var syntaxError: XMLSyntaxError?
    /// What the builder threw, which stopped the parse.
    var builderError: ImportError?
  }

  static let chunkSize = 128 * 1024

  /// Nothing fetched; recovery until the chunk ends (above). `XML_PARSE_NOENT` only so that `&amp;`
  /// and `&#38;` in a value read as `&` (without it libxml2 keeps them escaped, for a tree to write
  /// back): no entity can expand, since declarations are refused before parsing and no DTD is loaded.
  private static let options = xmlParserOption(
    XML_PARSE_NONET.rawValue | XML_PARSE_RECOVER.rawValue | XML_PARSE_NOENT.rawValue)

  /// Parses `bytes` (UTF-8 or with a byte-order mark) into the outcome's builder, with the values of the
  /// attributes it reads (attributes without a namespace prefix). A document shorter than four bytes,
  /// too short for libxml2 to detect its encoding, holds no element.
  static func parse(_ bytes: [UInt8]) -> Outcome {
    _ = initialized
    guard bytes.count >= 4 else { return Outcome() }
    let session = Session()
    var sax = saxHandler()
    bytes.withUnsafeBufferPointer { buffer in
      let base = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
      let userData = Unmanaged.passUnretained(session).toOpaque()
      guard let context = xmlCreatePushParserCtxt(&sax, userData, base, 4, nil) else {
        session.outcome.finished = false
        session.outcome.syntaxError = XMLSyntaxError(code: XML_ERR_NO_MEMORY, line: 1, column: 1, open: nil)
        return
      }
      session.context = context
      defer {
        session.context = nil
        xmlFreeParserCtxt(context)
      }
      xmlCtxtUseOptions(context, Int32(options.rawValue))
      // The first push holds the four bytes already given, so every chunk ends on a multiple of the size.
      var offset = 4
      var status: Int32 = 0
      while status == 0, offset < buffer.count {
        let size = min(chunkSize - (offset == 4 ? 4 : 0), buffer.count - offset)
        status = xmlParseChunk(context, base + offset, Int32(size), 0)
        offset += size
      }
      if status == 0 {
        status = xmlParseChunk(context, nil, 0, 1)
        // Ending while an element or a tag is still open, or before any root, is libxml2's last error
        // of the last push: the reader names what is left open itself, so that is not a failure here.
        if status == Int32(XML_ERR_DOCUMENT_END.rawValue) { status = 0 }
      }
      session.outcome.finished = status == 0
      session.outcome.status = xmlParserErrors(rawValue: UInt32(bitPattern: status))
      session.outcome.end = session.position
    }
    return withExtendedLifetime(session) { session.outcome }
  }

  /// libxml2's one-time set-up, done before the first parse on any thread.
  private static let initialized: Void = xmlInitParser()

  /// The callbacks vosim needs and no others: every callback left out is one libxml2 skips.
  private static func saxHandler() -> xmlSAXHandler {
    var sax = xmlSAXHandler()
    sax.initialized = UInt32(XML_SAX2_MAGIC)
    sax.startElementNs = { userData, localName, prefix, _, _, _, attributeCount, _, attributes in
      guard let userData, let localName else { return }
      Session.of(userData).startElement(
        localName, prefix: prefix, attributes: attributes, count: Int(attributeCount))
    }
    sax.endElementNs = { userData, _, _, _ in
      guard let userData else { return }
      Session.of(userData).outcome.builder.endElement()
    }
    // Declarations are refused before parsing (WebDriverAgentXMLReader.refuseUnsupportedMarkup); these
    // stop a parse that meets one anyway.
    sax.entityDecl = { userData, _, _, _, _, _ in
      guard let userData else { return }
      Session.of(userData).refuseEntity()
    }
    sax.unparsedEntityDecl = { userData, _, _, _, _ in
      guard let userData else { return }
      Session.of(userData).refuseEntity()
    }
    sax.serror = { userData, error in
      guard let userData, let error else { return }
      Session.of(userData).report(error.pointee)
    }
    return sax
  }

  /// One parse's state, reached from libxml2's callbacks through their user-data pointer.
  private final class Session {
    var context: xmlParserCtxtPtr?
    var outcome = Outcome()
    private var startTags = XMLStartTagReader(attributeNames: WebDriverAgentTreeBuilder.Attribute.names)

    static func of(_ userData: UnsafeMutableRawPointer) -> Session {
      Unmanaged<Session>.fromOpaque(userData).takeUnretainedValue()
    }

    /// Where libxml2 stands in the document now.
    var position: SourcePosition {
      guard let context else { return SourcePosition(line: 1, column: 1) }
      let raw = UnsafeMutableRawPointer(context)
      return SourcePosition(
        line: max(1, Int(xmlSAX2GetLineNumber(raw))), column: max(1, Int(xmlSAX2GetColumnNumber(raw))))
    }

    func startElement(
      _ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?,
      attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int
    ) {
      let name = startTags.read(
        localName, prefix: prefix, attributes: attributes, count: count, dictionary: context?.pointee.dict)
      do throws(ImportError) {
        try outcome.builder.startElement(name, attributes: startTags.values, at: position)
      } catch {
        stop(error)
      }
    }

    func refuseEntity() {
      stop(.entityDeclaration(at: SourcePosition(line: position.line, column: 1)))
    }

    /// Keeps libxml2's first error that is not a warning. An undefined entity stops the parse: with an
    /// external DTD (never fetched) libxml2 only warns of it and drops the reference, which vosim reads
    /// as the error it is without one, since vosim accepts no entity declarations.
    func report(_ error: xmlError) {
      guard outcome.builderError == nil, outcome.syntaxError == nil else { return }
      var code = xmlParserErrors(rawValue: UInt32(bitPattern: error.code))
      if code == XML_WAR_UNDECLARED_ENTITY { code = XML_ERR_UNDECLARED_ENTITY }
      guard !XMLSyntaxError.warnings.contains(code) else { return }
      let here = position
      let line = error.line > 0 ? Int(error.line) : here.line
      let column = error.int2 > 0 ? Int(error.int2) : here.column
      outcome.syntaxError = XMLSyntaxError(
        code: code, line: line, column: column, open: outcome.builder.openElement)
      if code == XML_ERR_UNDECLARED_ENTITY, let context { xmlStopParser(context) }
    }

    private func stop(_ error: ImportError) {
      outcome.builderError = error
      if let context { xmlStopParser(context) }
    }
  }
}

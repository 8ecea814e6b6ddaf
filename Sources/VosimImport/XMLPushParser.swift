import CLibXML2
import Foundation
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
///
/// libxml2's callbacks only record events (`XMLEvent`); the builder replays them in order. A document
/// of `minimumPipelineBytes` or more is parsed on a thread of its own, a chunk behind the reader's
/// markup check and ahead of its builder; a smaller one is checked, parsed and built in turn. The
/// outcome is the same either way: the builder sees the same events in the same order and ignores
/// those after the one that stopped it.
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
  /// Documents at least this big are parsed on a second thread (on one core too: the queue bounds the
  /// events held, and a builder error stops libxml2 early).
  static let minimumPipelineBytes = 1 << 20
  /// Events per batch handed to the builder, and batches the parser may run ahead.
  private static let batchSize = 1024
  private static let queueCapacity = 16

  /// Nothing fetched; recovery until the chunk ends (above). `XML_PARSE_NOENT` only so that `&amp;`
  /// and `&#38;` in a value read as `&` (without it libxml2 keeps them escaped, for a tree to write
  /// back): no entity can expand, since declarations are refused before parsing and no DTD is loaded.
  /// `XML_PARSE_IGNORE_ENC`: the bytes are UTF-8 (checked, or transcoded from UTF-16 or UTF-32) whatever the
  /// declaration says, so libxml2 reads what the markup check read: under a declared UTF-7, `+ADw-`
  /// would be a `<` the check never saw.
  private static let options = xmlParserOption(
    XML_PARSE_NONET.rawValue | XML_PARSE_RECOVER.rawValue | XML_PARSE_NOENT.rawValue
      | XML_PARSE_IGNORE_ENC.rawValue)

  /// A parse under way: libxml2 reads what the markup check lets it (`allow`), and `finish` builds the
  /// tree.
  struct Parse {
    let bytes: [UInt8]
    let queue: XMLEventQueue
    let onSecondThread: Bool

    /// Lets libxml2 read the first `count` bytes.
    func allow(_ count: Int) { queue.allow(count) }

    /// Stops the parse and waits for its thread, after a failed check.
    func cancel() {
      queue.stop()
      if onSecondThread { while queue.pop() != nil {} }
    }

    /// Parses the rest into the outcome's builder, whose tree reserves room for `elements`.
    func finish(reserving elements: Int) -> Outcome {
      queue.allow(bytes.count)
      if !onSecondThread { record(bytes, into: queue) }
      return replay(queue, elements: elements)
    }
  }

  /// Starts parsing `bytes` (UTF-8 or with a byte-order mark) as far as `Parse.allow` lets it, with the
  /// values of the attributes the builder reads (attributes without a namespace prefix). A document
  /// shorter than four bytes, too short for libxml2 to detect its encoding, holds no element.
  /// `pipelined` overrides the choice of a second thread (tests run both ways).
  static func start(_ bytes: [UInt8], pipelined: Bool? = nil) -> Parse {
    _ = initialized
    let onSecondThread = pipelined ?? (bytes.count >= minimumPipelineBytes)
    let queue = XMLEventQueue(capacity: onSecondThread ? queueCapacity : .max)
    if onSecondThread { Thread { record(bytes, into: queue) }.start() }
    return Parse(bytes: bytes, queue: queue, onSecondThread: onSecondThread)
  }

  /// Builds the tree from the events, as they come: the first syntax error not after a builder error is
  /// kept, and the first builder error (or refusal) stops the parse.
  private static func replay(_ queue: XMLEventQueue, elements: Int) -> Outcome {
    var outcome = Outcome()
    outcome.builder.tree.nodes.reserveCapacity(elements)
    var names: [XMLName] = []
    while let batch = queue.pop() {
      guard outcome.builderError == nil else { continue }
      for text in batch.newNames { names.append(XMLName(text: text, number: names.count)) }
      var values = batch.values
      for event in batch.events {
        switch event {
        case .start(let name, let first, let position):
          values.first = first
          do throws(ImportError) {
            try outcome.builder.startElement(names[name], attributes: values, at: position)
          } catch {
            outcome.builderError = error
          }
        case .end:
          outcome.builder.endElement()
        case .syntaxError(let code, let line, let column):
          outcome.syntaxError = XMLSyntaxError(
            code: code, line: line, column: column, open: outcome.builder.openElement)
        case .refusal(let error):
          outcome.builderError = error
        }
        if outcome.builderError != nil {
          queue.stop()
          break
        }
      }
    }
    let end = queue.ending
    outcome.finished = end.finished
    outcome.status = end.status
    outcome.end = end.position
    return outcome
  }

  /// Runs libxml2 over `bytes`, recording its events into `queue`, and closes the queue.
  private static func record(_ bytes: [UInt8], into queue: XMLEventQueue) {
    var end = XMLEventQueue.End()
    guard bytes.count >= 4 else { return queue.close(end) }
    let session = Session(queue: queue)
    var sax = saxHandler()
    bytes.withUnsafeBufferPointer { buffer in
      let base = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
      let userData = Unmanaged.passUnretained(session).toOpaque()
      guard let context = xmlCreatePushParserCtxt(&sax, userData, base, 4, nil) else {
        end.finished = false
        session.batch.events.append(.syntaxError(XML_ERR_NO_MEMORY, line: 1, column: 1))
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
        guard queue.waitUntilChecked(offset + size) else { return }
        status = xmlParseChunk(context, base + offset, Int32(size), 0)
        offset += size
      }
      if status == 0 {
        status = xmlParseChunk(context, nil, 0, 1)
        // Ending while an element or a tag is still open, or before any root, is libxml2's last error
        // of the last push: the reader names what is left open itself, so that is not a failure here.
        if status == Int32(XML_ERR_DOCUMENT_END.rawValue) { status = 0 }
      }
      end.finished = status == 0
      end.status = xmlParserErrors(rawValue: UInt32(bitPattern: status))
      end.position = session.position
    }
    withExtendedLifetime(session) {
      _ = queue.push(session.batch)
      queue.close(end)
    }
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
      Session.of(userData).record(.end)
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

  /// One parse's state on the thread running libxml2, reached from its callbacks through their
  /// user-data pointer.
  private final class Session {
    var context: xmlParserCtxtPtr?
    var batch = XMLEventBatch()
    private let queue: XMLEventQueue
    private var startTags = XMLStartTagReader(attributeNames: WebDriverAgentTreeBuilder.Attribute.names)
    /// How many of `startTags.elementNames` a batch has carried to the builder.
    private var namesSent = 0
    /// A syntax error or refusal is recorded: libxml2's later errors are not.
    private var hasError = false

    init(queue: XMLEventQueue) {
      self.queue = queue
    }

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
        localName, prefix: prefix, attributes: attributes, count: count, dictionary: context?.pointee.dict,
        into: &batch.values)
      if name == namesSent {
        batch.newNames.append(startTags.elementNames[name])
        namesSent += 1
      }
      record(.start(name: name, values: batch.values.first, at: position))
    }

    /// Adds an event, handing the batch over when it is full; stops libxml2 once the builder has.
    func record(_ event: XMLEvent) {
      batch.events.append(event)
      guard batch.events.count >= batchSize else { return }
      let accepted = queue.push(batch)
      batch = XMLEventBatch(after: batch)
      if !accepted, let context { xmlStopParser(context) }
    }

    func refuseEntity() {
      hasError = true
      record(.refusal(.entityDeclaration(at: SourcePosition(line: position.line, column: 1))))
      if let context { xmlStopParser(context) }
    }

    /// Records libxml2's first error that is not a warning. An undefined entity stops the parse: with an
    /// external DTD (never fetched) libxml2 only warns of it and drops the reference, which vosim reads
    /// as the error it is without one, since vosim accepts no entity declarations.
    func report(_ error: xmlError) {
      guard !hasError else { return }
      var code = xmlParserErrors(rawValue: UInt32(bitPattern: error.code))
      if code == XML_WAR_UNDECLARED_ENTITY { code = XML_ERR_UNDECLARED_ENTITY }
      guard !XMLSyntaxError.warnings.contains(code) else { return }
      hasError = true
      let here = position
      let line = error.line > 0 ? Int(error.line) : here.line
      let column = error.int2 > 0 ? Int(error.int2) : here.column
      record(.syntaxError(code, line: line, column: column))
      if code == XML_ERR_UNDECLARED_ENTITY, let context { xmlStopParser(context) }
    }
  }
}

import VosimModel

extension WebDriverAgentXMLReader {
  /// Rejects, naming its line, markup a page source never holds, without parsing anything: an
  /// `<!ENTITY` declaration (expanding entities is how a small file exhausts memory) and a processing
  /// instruction other than the leading `<?xml …?>` declaration (a page source holds none).
  ///
  /// Comments and CDATA sections are skipped: text there declares nothing. A comment only opens where
  /// libxml2 would open one, outside the quoted literals of a tag or declaration, so a `<!--` inside
  /// `SYSTEM "…"` hides no declaration. Inside a literal `<!ENTITY` is still refused: too cautious at
  /// worst.
  ///
  /// The document is `utf8Document`'s: UTF-8 without a byte-order mark.
  ///
  /// `passed` is told, about every `XMLPushParser.chunkSize` bytes, how many are checked. Returns how
  /// many start tags and declarations there are outside comments and CDATA sections: at least the
  /// number of elements, for the tree to reserve.
  @discardableResult
  static func refuseUnsupportedMarkup(_ document: [UInt8], passed: (Int) -> Void = { _ in })
    throws(ImportError) -> Int
  {
    // Every byte of a large page source passes here: read without bounds checks.
    try document.withUnsafeBufferPointer { bytes throws(ImportError) -> Int in
      var startTags = 0
      let less = UInt8(ascii: "<")
      let isTagSyntax = Self.isTagSyntax
      // Inside `<…>` (a tag or a declaration), and the quote of the literal being read there, if any.
      var inMarkup = false
      var quote: UInt8?
      // The `=` of the tag being read (one per attribute) and where the tag starts.
      var attributes = 0
      var tagStart = 0
      var index = 0
      var nextReport = XMLPushParser.chunkSize
      while index < bytes.count {
        // Outside markup, everything before `index` is checked: the scan never looks back.
        if index >= nextReport, !inMarkup {
          passed(index)
          nextReport = index + XMLPushParser.chunkSize
        }
        // The bytes that change nothing in the state the scan is in are skipped in a tight loop.
        if !inMarkup {
          while index < bytes.count, bytes[index] != less { index += 1 }
        } else if let open = quote {
          // A literal ends at its quote; a `<` inside it still counts.
          while index < bytes.count, bytes[index] != open, bytes[index] != less { index += 1 }
          if index < bytes.count, bytes[index] == open {
            quote = nil
            index += 1
            continue
          }
        } else {
          while index < bytes.count, !isTagSyntax[Int(bytes[index])] { index += 1 }
          if index < bytes.count, bytes[index] != less {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
              quote = byte
            } else if byte == UInt8(ascii: "=") {
              attributes += 1
              if attributes > maximumAttributes {
                throw .tooManyAttributes(
                  limit: maximumAttributes, at: TextBytes.position(of: tagStart, in: document))
              }
            } else {
              // `>` ends the markup; `[` opens a DOCTYPE's internal subset, where declarations follow.
              inMarkup = false
            }
            index += 1
            continue
          }
        }
        // At a `<`, or at the end.
        guard index + 1 < bytes.count else { break }
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
          throw .entityDeclaration(at: TextBytes.position(of: index, in: document))
        }
        // A file cut inside its declaration (`<?xml`, `<?`) is cut short, no processing instruction.
        if index == 0, bytes[index + 1] == UInt8(ascii: "?"), Array("<?xml".utf8).starts(with: rest) {
          throw .malformedXML(
            "the document ends inside a tag", at: TextBytes.position(of: bytes.count, in: document))
        }
        if bytes[index + 1] == UInt8(ascii: "?"), !(index == 0 && isXMLDeclaration(rest)) {
          // A page source pasted after a blank line or a log line: the declaration is there, too late.
          if isXMLDeclaration(rest) {
            throw .malformedXML(
              "the <?xml …?> declaration must start the file: remove what comes before it",
              at: TextBytes.position(of: index, in: document))
          }
          throw .processingInstruction(at: TextBytes.position(of: index, in: document))
        }
        if quote == nil {
          inMarkup = true
          attributes = 0
          tagStart = index
          if bytes[index + 1] != UInt8(ascii: "/") { startTags += 1 }
        }
        index += 1
      }
      return startTags
    }
  }

  /// The most attributes one element may have. WebDriverAgent writes about 15; libxml2 checks an
  /// element's attributes against each other, so their number is bounded before parsing.
  static let maximumAttributes = 1_000

  /// The bytes that mean something inside a tag or declaration, outside its literals.
  private static let isTagSyntax: [Bool] = (0...255).map { "\"'=>[<".utf8.contains(UInt8($0)) }

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

  /// `<?xml` followed by white space: the XML declaration, not a processing instruction. libxml2 reads
  /// `<?xml?>` (no white space, so no version) as a processing instruction without data; it is refused
  /// like any other.
  private static func isXMLDeclaration(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard bytes.starts(with: Array("<?xml".utf8)) else { return false }
    return bytes.dropFirst(5).first.map { [0x20, 0x09, 0x0A, 0x0D].contains($0) } == true
  }
}

import Foundation
import VosimModel

extension WebDriverAgentXMLReader {
  /// The document as UTF-8, which is all libxml2 is given: UTF-16 or UTF-32 (with a byte-order mark or
  /// without) is transcoded here, anything else must already be UTF-8. libxml2 would otherwise switch
  /// encodings on the first four bytes, whatever `XML_PARSE_IGNORE_ENC` says of the declaration.
  static func utf8Document(_ bytes: [UInt8]) throws(ImportError) -> [UInt8] {
    var document = try UnicodeText.transcoded(bytes) ?? bytes
    // Without UTF-8's byte-order mark every position counted in the text is the one a user sees: libxml2
    // skips the mark but counts it in line 1's columns.
    if document.starts(with: [0xEF, 0xBB, 0xBF]) { document.removeFirst(3) }
    try refuseInvalidUTF8(document)
    // A lone CR is a line break (XML 1.0 §2.11), which libxml2 does not count as one: made an LF, the
    // same byte, every line and column it reports is the file's.
    if document.contains(0x0D) {
      for index in document.indices
      where document[index] == 0x0D && (index + 1 == document.count || document[index + 1] != 0x0A) {
        document[index] = 0x0A
      }
    }
    // Every encoding libxml2 detects from the first four bytes but UTF-8 (and EBCDIC, invalid UTF-8)
    // needs a zero byte there, a character XML does not allow: text transcoded from UTF-32 that was
    // UTF-16 in turn would otherwise be read in an encoding the markup check never saw.
    if let zero = document.prefix(4).firstIndex(of: 0) {
      throw .malformedXML(
        "a NUL character (U+0000), which XML does not allow", at: TextBytes.position(of: zero, in: document))
    }
    return document
  }

  /// Refuses invalid bytes, naming the line and column of the first one: libxml2 reports them where it
  /// notices, a line or more later, and passes some through (in a processing instruction's target, an
  /// element name, under an encoding name it does not know). Declared encodings are not trusted.
  private static func refuseInvalidUTF8(_ bytes: [UInt8]) throws(ImportError) {
    guard let invalid = TextBytes.firstInvalidUTF8(in: bytes) else { return }
    throw .notUTF8(at: TextBytes.position(of: invalid, in: bytes))
  }
}

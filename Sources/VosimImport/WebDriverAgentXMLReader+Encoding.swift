import Foundation
import VosimModel

extension WebDriverAgentXMLReader {
  /// The document as UTF-8, which is all libxml2 is given: a UTF-16 document (with its byte-order mark)
  /// is transcoded here, anything else must already be UTF-8.
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

  /// Refuses invalid bytes, naming the line and column of the first one: libxml2 reports them where it
  /// notices, a line or more later, and passes some through (in a processing instruction's target, an
  /// element name, under an encoding name it does not know). Declared encodings are not trusted.
  private static func refuseInvalidUTF8(_ bytes: [UInt8]) throws(ImportError) {
    guard let invalid = TextBytes.firstInvalidUTF8(in: bytes) else { return }
    throw .notUTF8(at: TextBytes.position(of: invalid, in: bytes))
  }

  /// UTF-16 after its byte-order mark, as UTF-8; a broken surrogate or an odd byte count is an error
  /// naming its line. (libxml2 reads a document labelled UTF-16 whose bytes are UTF-8 as UTF-8.)
  private static func transcodeUTF16(_ bytes: [UInt8]) throws(ImportError) -> [UInt8] {
    let encoding: UnicodeText.Encoding = bytes[0] == 0xFE ? .utf16BigEndian : .utf16LittleEndian
    do { return relabelledUTF8(try UnicodeText.utf8(bytes, as: encoding)) } catch {
      throw .notUTF8(at: SourcePosition(line: error.line, column: 1))
    }
  }
}

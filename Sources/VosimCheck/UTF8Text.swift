import VosimImport
import VosimModel

/// Text files vosim reads line by line (recordings, device captures): UTF-8, or UTF-16 or UTF-32 as
/// every input vosim reads (Windows PowerShell's `>` writes UTF-16); when one is not valid, the error
/// names the first byte that is not.
package enum UTF8Text {
  /// Why bytes are no text, and where.
  package struct Invalid: Error {
    package var message: String
    package var position: SourcePosition
  }

  /// The text of `bytes`, without a leading byte order mark.
  package static func text(of bytes: [UInt8]) throws(Invalid) -> String {
    var bytes = bytes
    do { bytes = try UnicodeText.utf8(bytes) } catch {
      throw Invalid(message: "invalid \(error.encoding.rawValue) text", position: error.position)
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw Invalid(message: "invalid UTF-8", position: firstInvalidByte(in: bytes))
    }
    return text
  }

  /// The line and column (counting Unicode scalars from 1) of the byte at `offset` of valid UTF-8.
  package static func position(ofByte offset: Int, in bytes: [UInt8]) -> SourcePosition {
    firstInvalidByte(in: bytes.prefix(offset))
  }

  /// The line and column (counting Unicode scalars from 1) of the first byte that is not UTF-8. A line
  /// ends at LF, CR LF or a CR alone, as in every reader.
  package static func firstInvalidByte(in bytes: some Sequence<UInt8>) -> SourcePosition {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var position = SourcePosition(line: 1, column: 1)
    var afterCarriageReturn = false
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" && afterCarriageReturn {
          // The LF of a CR LF: the CR ended the line.
        } else if scalar == "\n" || scalar == "\r" {
          position.line += 1
          position.column = 1
        } else {
          position.column += 1
        }
        afterCarriageReturn = scalar == "\r"
      case .emptyInput, .error: return position
      }
    }
  }
}

import VosimModel

/// Text files vosim reads line by line (recordings, device captures) are UTF-8; when one is not, the
/// error names the first byte that is not.
package enum UTF8Text {
  /// The line and column (counting Unicode scalars from 1) of the byte at `offset` of valid UTF-8.
  package static func position(ofByte offset: Int, in bytes: [UInt8]) -> SourcePosition {
    firstInvalidByte(in: bytes.prefix(offset))
  }

  /// The line and column (counting Unicode scalars from 1) of the first byte that is not UTF-8.
  package static func firstInvalidByte(in bytes: some Sequence<UInt8>) -> SourcePosition {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var position = SourcePosition(line: 1, column: 1)
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          position.line += 1
          position.column = 1
        } else {
          position.column += 1
        }
      case .emptyInput, .error: return position
      }
    }
  }
}

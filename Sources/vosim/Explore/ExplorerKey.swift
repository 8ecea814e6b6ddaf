import Foundation

/// A key the explorer reads from the terminal.
enum ExplorerKey: Equatable {
  case up, down, left, right
  case enter
  case escape
  case backspace
  /// Ctrl-C: leave, as an interrupt (exit status 130).
  case interrupt
  /// Ctrl-D, the end of input: leave, as `q` does.
  case endOfInput
  case character(Character)

  /// How many bytes at the end of `bytes` begin a key that is not complete yet (`ESC`, `ESC [`, part
  /// of a UTF-8 character): a read can end inside one when keys come fast (a held arrow, a paste), and
  /// the rest follows in the next read.
  static func incompleteTail(_ bytes: [UInt8]) -> Int {
    if bytes.last == 0x1B { return 1 }
    if bytes.count >= 2, bytes[bytes.count - 2] == 0x1B, bytes.last == 0x5B || bytes.last == 0x4F { return 2 }
    // A UTF-8 lead byte whose continuation bytes have not all arrived.
    for back in 1...min(3, bytes.count) {
      let byte = bytes[bytes.count - back]
      guard byte & 0xC0 != 0x80 else { continue }
      let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      return needed > back ? back : 0
    }
    return 0
  }

  /// The keys in the bytes one read returned: arrows as `ESC [ A` or `ESC O A`, Enter as CR or LF.
  static func parse(_ bytes: [UInt8]) -> [ExplorerKey] {
    var keys: [ExplorerKey] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x1B:
        if index + 1 < bytes.count, bytes[index] == 0x5B || bytes[index] == 0x4F {
          let arrow: ExplorerKey? =
            switch bytes[index + 1] {
            case 0x41: .up
            case 0x42: .down
            case 0x43: .right
            case 0x44: .left
            default: nil
            }
          index += 2
          if let arrow { keys.append(arrow) }
        } else {
          keys.append(.escape)
        }
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x03: keys.append(.interrupt)
      case 0x04: keys.append(.endOfInput)
      case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
      default:
        // The rest of a UTF-8 character typed into a prompt: kept whole.
        if byte >= 0xC0 {
          var end = index
          while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
          if let text = String(bytes: bytes[(index - 1)..<end], encoding: .utf8), let character = text.first {
            keys.append(.character(character))
          }
          index = end
        }
      }
    }
    return keys
  }
}

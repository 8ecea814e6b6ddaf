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
  /// Ctrl-Z: stop, the terminal handed back to the shell until `fg`.
  case suspend
  case character(Character)

  /// How many bytes at the end of `bytes` begin a key that is not complete yet (`ESC`, `ESC [`, part
  /// of a UTF-8 character): a read can end inside one when keys come fast (a held arrow, a paste), and
  /// the rest follows in the next read.
  static func incompleteTail(_ bytes: [UInt8]) -> Int {
    if bytes.last == 0x1B { return 1 }
    if bytes.count >= 2, bytes[bytes.count - 2] == 0x1B, bytes.last == 0x5B || bytes.last == 0x4F { return 2 }
    // `ESC [ 1 ; 5` with its final byte still to come.
    if let start = bytes.lastIndex(of: 0x1B), start + 1 < bytes.count, bytes[start + 1] == 0x5B,
      bytes[(start + 2)...].allSatisfy({ (0x20...0x3F).contains($0) })
    {
      return bytes.count - start
    }
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
          // A whole control sequence is one key: its parameters and intermediates (`ESC [ 1 ; 5 D`,
          // Ctrl-Left; `ESC [ 3 ~`, Delete) then its final byte. Only a plain arrow means anything;
          // the rest are skipped whole, never read as typed characters.
          var final = index + 1
          if bytes[index] == 0x5B {
            while final < bytes.count, (0x20...0x3F).contains(bytes[final]) { final += 1 }
          }
          guard final < bytes.count else {
            index = final
            continue
          }
          let arrow: ExplorerKey? =
            switch (final == index + 1, bytes[final]) {
            case (true, 0x41): .up
            case (true, 0x42): .down
            case (true, 0x43): .right
            case (true, 0x44): .left
            default: nil
            }
          index = final + 1
          if let arrow { keys.append(arrow) }
        } else {
          keys.append(.escape)
        }
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x03: keys.append(.interrupt)
      case 0x04: keys.append(.endOfInput)
      case 0x1A: keys.append(.suspend)
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

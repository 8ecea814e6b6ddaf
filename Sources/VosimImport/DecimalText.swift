/// A decimal number in a dump's text: a frame's four numbers, WebDriverAgent's `x` and `width`.
///
/// Every element of a dump has several, so the common shape is read straight from the bytes; anything
/// else goes through `Double(_:)`, whose answer is the reference.
enum DecimalText {
  /// The number a token spells: `-12`, `3.5` and the like exactly from their digits (an integer of up to 15
  /// digits divided by a power of ten is rounded once, so it is the correctly rounded value); anything
  /// else (exponents, long fractions, `inf`) as `Double(_:)` reads it, but not hexadecimal.
  static func value<Bytes: Collection<UInt8>>(_ token: Bytes) -> Double? {
    var mantissa: Int64 = 0
    var digits = 0
    var fraction = 0
    var seenPoint = false
    var index = token.startIndex
    let negative = index != token.endIndex && token[index] == UInt8(ascii: "-")
    if negative { index = token.index(after: index) }
    while index != token.endIndex, digits <= 15 {
      let byte = token[index]
      if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
        digits += 1
        if seenPoint { fraction += 1 }
      } else if byte == UInt8(ascii: "."), !seenPoint, digits > 0 {
        seenPoint = true
      } else {
        break
      }
      index = token.index(after: index)
    }
    if index == token.endIndex, digits > 0, digits <= 15, !(seenPoint && fraction == 0) {
      let value = Double(mantissa) / powersOfTen[fraction]
      return negative ? -value : value
    }
    // `Double(_:)` also reads hexadecimal (`0x10`), which no dump writes: a coordinate so spelt is junk.
    if token.contains(where: { $0 | 0x20 == UInt8(ascii: "x") }) { return nil }
    return Double(String(decoding: token, as: UTF8.self))
  }

  /// 10⁰ to 10²², each exact, so a mantissa of up to 15 digits divided or multiplied by one is the
  /// correctly rounded value (the JSON scanner's numbers too).
  static let powersOfTen: [Double] = (0...22).map { exponent in
    (0..<exponent).reduce(1.0) { value, _ in value * 10 }
  }
}

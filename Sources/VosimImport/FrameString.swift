import VosimModel

/// `NSStringFromCGRect` text, `{{x, y}, {width, height}}`, as debugDescription, idb's `AXFrame` and
/// WebDriverAgent's `nativeFrame` write it.
enum FrameString {
  /// The frame, or nil when the text is not four finite numbers in that shape with a non-negative size.
  ///
  /// Every element of a dump has one, so the numbers are read from the text's bytes without building a
  /// string or an array for each.
  static func parse<S: StringProtocol>(_ text: S) -> Frame? {
    parse(bytes: text.utf8)
  }

  /// The frame in UTF-8 bytes (a slice of a dump's line, say); see `parse(_:)`.
  static func parse<Bytes: Collection<UInt8>>(bytes: Bytes) -> Frame? {
    rectangle(bytes).flatMap(validated)
  }

  /// Whether the text is the frame of an element without a real one: the shape, with `inf` or `nan`
  /// for a number (`{{inf, inf}, {0, 0}}`, as XCTest and idb write a null rectangle); `banana` is not.
  static func isNonFinite<Bytes: Collection<UInt8>>(bytes: Bytes) -> Bool {
    // Only as a word: `inf`, `infinity` and `nan` all hold an n, and a number too large (`1e400`) none.
    guard bytes.contains(where: { $0 | 0x20 == UInt8(ascii: "n") }), let frame = rectangle(bytes) else {
      return false
    }
    return ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite)
  }

  /// The four numbers in the shape `{{x, y}, {width, height}}`, finite or not.
  private static func rectangle<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Frame? {
    var numbers = SIMD4<Double>()
    var count = 0
    var tokenStart: Bytes.Index?
    // After a number, only `,` or `}` may come before the next one: `{{1 2}, …}` is not a frame.
    var expectsSeparator = false
    var braces = 0
    var maxBraces = 0
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: " "):
        if let start = tokenStart {
          guard count < 4, let number = DecimalText.value(bytes[start..<index]) else { return nil }
          numbers[count] = number
          count += 1
          tokenStart = nil
          expectsSeparator = true
        }
        if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") {
          expectsSeparator = false
        } else if byte == UInt8(ascii: "{"), expectsSeparator {
          return nil
        }
        if byte == UInt8(ascii: "{") {
          braces += 1
          maxBraces = max(maxBraces, braces)
        } else if byte == UInt8(ascii: "}") {
          braces -= 1
          guard braces >= 0 else { return nil }
        }
      default:
        if tokenStart == nil {
          guard !expectsSeparator else { return nil }
          tokenStart = index
        }
      }
      index = bytes.index(after: index)
    }
    guard tokenStart == nil, braces == 0, maxBraces == 2, count == 4 else { return nil }
    return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// The frame when its numbers are finite and its size is not negative.
  static func validated(_ frame: Frame) -> Frame? {
    guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite,
      frame.width >= 0, frame.height >= 0
    else { return nil }
    return frame
  }
}

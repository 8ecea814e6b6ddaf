import VosimModel

/// `NSStringFromCGRect` text, `{{x, y}, {width, height}}`, as debugDescription, idb's `AXFrame` and
/// WebDriverAgent's `nativeFrame` write it.
enum FrameString {
  /// The frame, or nil when the text is not four finite numbers in that shape with a non-negative size.
  static func parse<S: StringProtocol>(_ text: S) -> Frame? {
    var numbers: [Double] = []
    numbers.reserveCapacity(4)
    var token: [UInt8] = []
    var braces = 0
    var maxBraces = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "{"):
        braces += 1
        maxBraces = max(maxBraces, braces)
      case UInt8(ascii: "}"), UInt8(ascii: ","):
        if !token.isEmpty {
          guard let number = Double(String(decoding: token, as: UTF8.self)) else { return nil }
          numbers.append(number)
          token.removeAll(keepingCapacity: true)
        }
        if byte == UInt8(ascii: "}") { braces -= 1 }
        guard braces >= 0 else { return nil }
      case UInt8(ascii: " "): continue
      default: token.append(byte)
      }
    }
    guard token.isEmpty, braces == 0, maxBraces == 2, numbers.count == 4 else { return nil }
    return validated(Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
  }

  /// The frame when its numbers are finite and its size is not negative.
  static func validated(_ frame: Frame) -> Frame? {
    let values = [frame.x, frame.y, frame.width, frame.height]
    guard values.allSatisfy(\.isFinite), frame.width >= 0, frame.height >= 0 else { return nil }
    return frame
  }
}

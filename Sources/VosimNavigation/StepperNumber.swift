import Foundation

/// A stepper's value as VoiceOver speaks it after a step: in the decimals its value and its step are
/// written with, so that 0.7 + 0.1 is `0.8`, not the double's `0.7999999999999999`, and without an
/// exponent (`1000000000000000000000`, not `1e+21`).
enum StepperNumber {
  /// The fewest decimals (up to 15) that write `value` exactly enough: 1 for 0.1, 7 for 1e-7.
  static func decimals(_ value: Double) -> Int {
    guard value.isFinite, value != value.rounded() else { return 0 }
    for places in 1...15 {
      let scale = pow(10, Double(places))
      if abs((value * scale).rounded() / scale - value) <= abs(value) * 1e-12 { return places }
    }
    return 15
  }

  /// The power of ten of `value`'s last significant digit as the screen writes it: 20 for 9.5e21, 0
  /// for 12, -1 for 0.7; nil for 0 or a value that is not finite.
  static func lastDigit(_ value: Double) -> Int? {
    guard value.isFinite, value != 0 else { return nil }
    let text = String(format: "%.16e", abs(value))
    guard let e = text.firstIndex(of: "e"), let exponent = Int(text[text.index(after: e)...]) else {
      return nil
    }
    // The shortest of 1 to 17 significant digits that reads back as the value.
    for digits in 1...17 {
      let shortest = String(format: "%.\(digits - 1)e", abs(value))
      if Double(shortest) == abs(value) { return exponent - (digits - 1) }
    }
    return exponent - 16
  }

  /// `value` rounded to `places` decimals; above 10^15, where a double holds no decimals, to the
  /// power of ten `unit` of the screen's numbers' last digits, so 9.5e21 + 1e21 is 1.05e22, not the
  /// sum's 1.0500000000000001e22.
  static func rounded(_ value: Double, places: Int, unit: Int? = nil) -> Double {
    if value.isFinite, abs(value) >= 1e15, let unit {
      let digits = Int((log10(abs(value))).rounded(.down)) - unit
      guard digits >= 0, digits < 17 else { return value }
      return Double(String(format: "%.\(digits)e", value)) ?? value
    }
    guard places > 0, value.isFinite, abs(value) < 1e15 else {
      return value.isFinite ? value.rounded() : value
    }
    let scale = pow(10, Double(places))
    return (value * scale).rounded() / scale
  }

  /// `value` written with at most `places` decimals, trailing zeros left out, never in exponent form.
  static func text(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return String(value) }
    // Above 10^15 a double holds no decimals; `%f` would write its binary value's every digit
    // (1e23 as 99999999999999991611392), so the shortest digits that read back as it are written out.
    if abs(value) >= 1e15 { return wholeNumber(shortest: "\(value)") }
    var text = String(format: "%.\(places)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// Swift's shortest round-trip spelling of a whole number (`1e+23`, `1.5e+300`,
  /// `1234567890123456.0`) with its exponent written out as zeros.
  private static func wholeNumber(shortest: String) -> String {
    let sign = shortest.hasPrefix("-") ? "-" : ""
    let unsigned = shortest.drop { $0 == "-" }
    let parts = unsigned.split(separator: "e")
    let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
    let mantissa = parts[0].split(separator: ".", omittingEmptySubsequences: false)
    let whole = mantissa[0]
    var fraction = mantissa.count > 1 ? mantissa[1] : ""
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let digits = whole + fraction
    let length = whole.count + exponent
    let written =
      digits.count >= length
      ? String(digits.prefix(length)) : digits + String(repeating: "0", count: length - digits.count)
    return sign + written
  }
}

import Foundation

/// How many bytes one input file may hold: a guard against endless inputs (`/dev/zero`, `yes |`), far
/// above any real screen or dump (the largest benchmarked screen is 159 MB).
///
/// `--max-input-size` sets it for one run, `VOSIM_MAX_INPUT_SIZE` for every run; the option wins.
/// Sizes are bytes, or a number with K, M or G (binary multiples: 512M is 512 MiB).
enum InputLimit {
  static let defaultBytes = 512 << 20
  static let environmentVariable = "VOSIM_MAX_INPUT_SIZE"

  /// The limit from the option's value, else the environment's, else the default.
  static func resolve(option: String?, environment: [String: String]) throws -> Int {
    if let option {
      guard let bytes = parse(option) else {
        throw UsageError(
          "Invalid value '\(option)' for '--max-input-size'; expected bytes, or a size like 800M or 2G")
      }
      return bytes
    }
    if let value = environment[environmentVariable], !value.isEmpty {
      guard let bytes = parse(value) else {
        throw UsageError(
          "Invalid \(environmentVariable) '\(value)'; expected bytes, or a size like 800M or 2G")
      }
      return bytes
    }
    return defaultBytes
  }

  /// `1048576`, `64K`, `800M`, `2G` (case-insensitive, an optional `B` or `iB` after the letter); nil
  /// for anything else, zero and sizes past `Int`.
  static func parse(_ text: String) -> Int? {
    var digits = Substring(text.trimmingCharacters(in: .whitespaces).uppercased())
    for suffix in ["IB", "B"] where digits.hasSuffix(suffix) && digits.count > suffix.count {
      digits = digits.dropLast(suffix.count)
      break
    }
    var shift = 0
    if let last = digits.last, let power = ["K": 10, "M": 20, "G": 30, "T": 40][String(last)] {
      shift = power
      digits = digits.dropLast()
    }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = Int(digits), number > 0,
      number <= Int.max >> shift
    else { return nil }
    return number << shift
  }

  /// `512 MiB (536,870,912 bytes)`, or plain bytes below a KiB.
  static func describe(_ bytes: Int) -> String {
    let grouped = String(bytes).reversed().enumerated().reduce(into: "") { text, pair in
      if pair.offset > 0, pair.offset % 3 == 0 { text.append(",") }
      text.append(pair.element)
    }
    let exact = String(grouped.reversed()) + (bytes == 1 ? " byte" : " bytes")
    for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)]
    where bytes >= 1 << shift && bytes % (1 << shift) == 0 {
      return "\(bytes >> shift) \(unit) (\(exact))"
    }
    return exact
  }
}

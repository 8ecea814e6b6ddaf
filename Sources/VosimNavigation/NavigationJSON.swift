/// The JSON `vosim navigate --format json` prints: one object per gesture, in order, with what was
/// spoken, the 1-based reading-order position of the focus afterwards (null when nothing is focused),
/// whether the gesture moved, and vosim's note when it has one.
///
/// ```json
/// {"gestures": [
///   {"gesture": "next", "spoken": ["Pay. Button."], "focus": 3, "moved": true}
/// ]}
/// ```
public enum NavigationJSON {
  public static func document(_ steps: [NavigationStep]) -> String {
    var out = "{\"gestures\": ["
    for (index, step) in steps.enumerated() {
      out += index == 0 ? "\n  " : ",\n  "
      append(step, to: &out)
    }
    out += steps.isEmpty ? "]}" : "\n]}"
    return out
  }

  /// One gesture's object on one line.
  public static func append(_ step: NavigationStep, to out: inout String) {
    out += "{\"gesture\": "
    appendString(step.gesture.word, to: &out)
    out += ", \"spoken\": ["
    for (index, line) in step.spoken.enumerated() {
      if index > 0 { out += ", " }
      appendString(line, to: &out)
    }
    out += "], \"focus\": "
    out += step.focus.map { String($0 + 1) } ?? "null"
    out += ", \"moved\": \(step.moved)"
    if let note = step.note {
      out += ", \"note\": "
      appendString(note, to: &out)
    }
    out += "}"
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped, everything else as it
  /// is (UTF-8), lone surrogates being impossible in a Swift string.
  static func appendString(_ text: String, to out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}

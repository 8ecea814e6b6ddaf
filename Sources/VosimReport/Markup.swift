import VosimModel

/// Text and numbers as HTML and SVG write them: escaped, and with the same digits on every machine.
enum Markup {
  /// `text` safe inside element content and double-quoted attributes of HTML and XML.
  static func escape(_ text: String) -> String {
    guard text.contains(where: { "&<>\"'".contains($0) || $0.asciiValue.map { $0 < 0x20 } == true })
    else { return text }
    var result = ""
    result.reserveCapacity(text.count + 16)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\n", "\t", "\r": result += " "
      default:
        if let ascii = character.asciiValue, ascii < 0x20 { continue }
        result.append(character)
      }
    }
    return result
  }

  /// A coordinate: integral values without a fraction, others with at most two decimals.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded()
    if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
    return Frame.format(hundredths / 100)
  }

  /// Milliseconds as seconds with one decimal: `1.2 s`.
  static func seconds(_ milliseconds: Int) -> String {
    let tenths = (milliseconds + 50) / 100
    return "\(tenths / 10).\(tenths % 10) s"
  }

  /// A group's outline: 3 points outside its frame, so it does not hide the outlines of its elements.
  static func outset(_ frame: Frame) -> Frame {
    Frame(x: frame.x - 3, y: frame.y - 3, width: frame.width + 6, height: frame.height + 6)
  }

  /// A frame that can be drawn: finite and not negative.
  static func drawable(_ frame: Frame?) -> Frame? {
    guard let frame, frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite
    else { return nil }
    return frame
  }
}

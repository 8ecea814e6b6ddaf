import VosimModel

/// Text and numbers as HTML and SVG write them: escaped, and with the same digits on every machine.
enum Markup {
  /// `text` safe inside element content and double-quoted attributes of HTML and XML. Line breaks and
  /// tabs become spaces; what XML 1.0 does not allow at all (other C0 controls, U+FFFE, U+FFFF) is
  /// dropped, since one such character makes the whole SVG unreadable.
  static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { needsEscaping($0) }) else {
      return text + text.directionalClosers
    }
    var result = String.UnicodeScalarView()
    result.reserveCapacity(text.unicodeScalars.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result.append(contentsOf: "&amp;".unicodeScalars)
      case "<": result.append(contentsOf: "&lt;".unicodeScalars)
      case ">": result.append(contentsOf: "&gt;".unicodeScalars)
      case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
      case "'": result.append(contentsOf: "&#39;".unicodeScalars)
      case "\n", "\t", "\r": result.append(" ")
      default: if !isNotXML(scalar) { result.append(scalar) }
      }
    }
    return String(result) + text.directionalClosers
  }

  private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "&", "<", ">", "\"", "'": true
    default: isNotXML(scalar) || scalar.value < 0x20
    }
  }

  /// A scalar XML 1.0 forbids everywhere (surrogates cannot be in a Swift string).
  private static func isNotXML(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r") || scalar.value == 0xFFFE
      || scalar.value == 0xFFFF
  }

  /// A coordinate: integral values without a fraction, others with at most two decimals.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded()
    if hundredths.truncatingRemainder(dividingBy: 100) == 0, let whole = Int(exactly: hundredths / 100) {
      return String(whole)
    }
    return Frame.format(hundredths / 100)
  }

  /// The header's device: its idiom and its size as the screen names it (`iPhone 390×844 pt`), also
  /// past what the drawing holds.
  static func deviceFact(_ device: Device) -> String {
    let size = [device.width, device.height].map { abs($0) < 1e15 ? number($0) : Frame.format($0) }
    return "\(device.idiom == .pad ? "iPad" : "iPhone") \(size[0])×\(size[1]) pt"
  }

  /// A group's outline: 3 points outside its frame, so it does not hide the outlines of its elements.
  static func outset(_ frame: Frame) -> Frame {
    Frame(x: frame.x - 3, y: frame.y - 3, width: frame.width + 6, height: frame.height + 6)
  }

  /// How far from the origin a drawing reaches, in points: a browser cannot lay out a page much larger,
  /// and an integer coordinate must stay an integer.
  static let canvasLimit = 100_000.0

  /// A length or coordinate within the canvas.
  static func onCanvas(_ value: Double) -> Double { min(max(value, -canvasLimit), canvasLimit) }

  /// A frame that can be drawn: finite, and cut to the canvas (a frame of 1e19 points is drawn up to
  /// its edge).
  static func drawable(_ frame: Frame?) -> Frame? {
    guard let frame, frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite
    else { return nil }
    let x = onCanvas(frame.x)
    let y = onCanvas(frame.y)
    return Frame(
      x: x, y: y, width: onCanvas(frame.x + frame.width) - x, height: onCanvas(frame.y + frame.height) - y)
  }
}

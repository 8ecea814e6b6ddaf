import VosimModel
import VosimUtterance

/// Text and numbers as HTML and SVG write them: escaped, and with the same digits on every machine.
enum Markup {
  /// `text` safe inside element content and double-quoted attributes of HTML and XML. Line breaks and
  /// tabs become spaces; what XML 1.0 does not allow at all (other C0 controls, U+FFFE, U+FFFF) is
  /// dropped, since one such character makes the whole SVG unreadable.
  static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { needsEscaping($0) }) else { return text + closers(of: text) }
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
    return String(result) + closers(of: text)
  }

  /// The closers of the directional embeddings, overrides and isolates `text` leaves open (U+202C
  /// for each of U+202A, B, D, E; U+2069 for U+2066 to U+2068), innermost first: an app's label that
  /// opens a right-to-left override must not reverse the words the report writes after it.
  static func closers(of text: String) -> String {
    guard text.utf8.contains(0xE2) else { return "" }
    var open: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x202A, 0x202B, 0x202D, 0x202E: open.append("\u{202C}")
      case 0x2066, 0x2067, 0x2068: open.append("\u{2069}")
      // A PDF closes the last embedding or override unless an isolate is open inside it.
      case 0x202C: if open.last == "\u{202C}" { open.removeLast() }
      // A PDI closes the last open isolate, and everything opened inside it.
      case 0x2069:
        if let isolate = open.lastIndex(of: "\u{2069}") { open.removeSubrange(isolate...) }
      default: continue
      }
    }
    return String(String.UnicodeScalarView(open.reversed()))
  }

  /// The transcript line of `utterance` with each segment's open directional runs closed at its end:
  /// the line a report shows, where `Utterance.text` would let a label's override reverse its trait
  /// words.
  static func closingDirectionalRuns(of utterance: Utterance) -> String {
    guard utterance.segments.contains(where: { !closers(of: $0.text).isEmpty }) else { return utterance.text }
    var closed = utterance
    closed.segments = utterance.segments.map { Segment($0.kind, $0.text + closers(of: $0.text)) }
    return closed.text
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

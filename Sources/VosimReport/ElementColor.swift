/// The colour of an element's outline, number and legend line: neighbours in the reading order get
/// hues far apart (the golden angle), all dark enough for white digits on them.
enum ElementColor {
  /// `#rrggbb` for the 1-based `position`.
  static func hex(_ position: Int) -> String {
    let hue = Double((position - 1) % 360) * 137.507_764_05
    return hexFromHSL(hue: hue.truncatingRemainder(dividingBy: 360), saturation: 0.72, lightness: 0.40)
  }

  /// The element's fill: 9% of its colour on white, opaque, so what lies under it (content it
  /// covers) does not show through its words.
  static func tint(_ position: Int) -> String {
    let hex = Array(self.hex(position).dropFirst())
    let digits = Array("0123456789abcdef")
    var text = "#"
    for channel in 0..<3 {
      let value = Int(String(hex[channel * 2...channel * 2 + 1]), radix: 16) ?? 0
      let mixed = Int((Double(value) * 0.09 + 255 * 0.91).rounded())
      text.append(digits[mixed / 16])
      text.append(digits[mixed % 16])
    }
    return text
  }

  static func hexFromHSL(hue: Double, saturation: Double, lightness: Double) -> String {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let sector = hue / 60
    let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (red, green, blue): (Double, Double, Double)
    switch Int(sector) {
    case 0: (red, green, blue) = (chroma, second, 0)
    case 1: (red, green, blue) = (second, chroma, 0)
    case 2: (red, green, blue) = (0, chroma, second)
    case 3: (red, green, blue) = (0, second, chroma)
    case 4: (red, green, blue) = (second, 0, chroma)
    default: (red, green, blue) = (chroma, 0, second)
    }
    let offset = lightness - chroma / 2
    let digits = Array("0123456789abcdef")
    var text = "#"
    for channel in [red, green, blue] {
      let byte = max(0, min(255, Int(((channel + offset) * 255).rounded())))
      text.append(digits[byte / 16])
      text.append(digits[byte % 16])
    }
    return text
  }
}

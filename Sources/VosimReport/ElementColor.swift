import Foundation

/// The colour of an element's outline, number and legend line: neighbours in the reading order get
/// hues far apart (the golden angle), each dark enough for small text: white digits on it and it on
/// white stand at 4.5:1 or more (WCAG 1.4.3), so yellows and greens are darker than reds and blues.
enum ElementColor {
  /// `#rrggbb` for the 1-based `position`.
  static func hex(_ position: Int) -> String {
    let hue = (Double((position - 1) % 360) * 137.507_764_05).truncatingRemainder(dividingBy: 360)
    var lightness = 0.40
    var color = hexFromHSL(hue: hue, saturation: 0.72, lightness: lightness)
    while contrastWithWhite(color) < 4.6 {
      lightness -= 0.01
      color = hexFromHSL(hue: hue, saturation: 0.72, lightness: lightness)
    }
    return color
  }

  /// The words of a legend line's notes (order warnings, audit findings by severity): dark enough for
  /// 4.5:1 on the current line's highlight of any element colour, not only on white.
  static let lineNotes = (warn: "#7d5300", error: "#a40e26", warning: "#953800", note: "#0550ae")

  /// How much of its element's colour the current legend line's background holds, in percent.
  static let currentLineShare = 13

  /// The crossed-out words of content VoiceOver does not reach: drawn over an element's box, they
  /// stand at 4.5:1 on its darkest fill (the current element's) under the hatching, not only on white.
  static let unreachableWords = "#424a53"

  /// The darkest place the words of unreachable content inside element `position` lie on: a stripe of
  /// the hatching (`#afb8c1` at 22%) over the current box's fill (22% of its colour).
  static func underUnreachable(_ position: Int) -> String {
    mix("#afb8c1", share: 0.22, over: onWhite(position, share: 0.22))
  }

  /// WCAG's contrast ratio of `#rrggbb` against white.
  static func contrastWithWhite(_ hex: String) -> Double {
    contrast(hex, "#ffffff")
  }

  /// WCAG's contrast ratio of two `#rrggbb` colours.
  static func contrast(_ first: String, _ second: String) -> Double {
    func luminance(_ hex: String) -> Double {
      let digits = Array(hex.dropFirst())
      var luminance = 0.0
      for (channel, weight) in zip(0..<3, [0.2126, 0.7152, 0.0722]) {
        let byte = Double(Int(String(digits[channel * 2...channel * 2 + 1]), radix: 16) ?? 0) / 255
        let linear = byte <= 0.039_28 ? byte / 12.92 : pow((byte + 0.055) / 1.055, 2.4)
        luminance += weight * linear
      }
      return luminance
    }
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The element's fill: 9% of its colour on white, opaque, so what lies under it (content it
  /// covers) does not show through its words.
  static func tint(_ position: Int) -> String { onWhite(position, share: 0.09) }

  /// The current legend line's background, as the page's `color-mix` in sRGB makes it.
  static func currentLine(_ position: Int) -> String {
    onWhite(position, share: Double(currentLineShare) / 100)
  }

  private static func onWhite(_ position: Int, share: Double) -> String {
    mix(hex(position), share: share, over: "#ffffff")
  }

  /// `share` of `colour` over `base`, as CSS's `color-mix` in sRGB makes it.
  private static func mix(_ colour: String, share: Double, over base: String) -> String {
    let hex = Array(colour.dropFirst())
    let under = Array(base.dropFirst())
    let digits = Array("0123456789abcdef")
    var text = "#"
    for channel in 0..<3 {
      let value = Int(String(hex[channel * 2...channel * 2 + 1]), radix: 16) ?? 0
      let below = Int(String(under[channel * 2...channel * 2 + 1]), radix: 16) ?? 0
      let mixed = Int((Double(value) * share + Double(below) * (1 - share)).rounded())
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

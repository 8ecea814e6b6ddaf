/// The script a letter is written in, by Unicode block, for the scripts espeak-ng's voices speak: what
/// tells a voice that spells another script's letters from one that speaks them.
enum WritingScript: Hashable, Sendable {
  case greek, cyrillic, armenian, hebrew, arabic, devanagari, bengali, gurmukhi, gujarati, oriya, tamil
  case telugu, kannada, malayalam, sinhala, thai, lao, myanmar, georgian, hangul, ethiopic, cherokee
  case kana, han

  /// The script of a letter outside Latin; nil for Latin, punctuation, symbols and blocks not listed.
  init?(of scalar: Unicode.Scalar) {
    guard scalar.properties.isAlphabetic else { return nil }
    switch scalar.value {
    case 0x0370...0x03FF, 0x1F00...0x1FFF: self = .greek
    case 0x0400...0x052F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
    case 0x0530...0x058F: self = .armenian
    case 0x0590...0x05FF, 0xFB1D...0xFB4F: self = .hebrew
    case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
    case 0x0900...0x097F: self = .devanagari
    case 0x0980...0x09FF: self = .bengali
    case 0x0A00...0x0A7F: self = .gurmukhi
    case 0x0A80...0x0AFF: self = .gujarati
    case 0x0B00...0x0B7F: self = .oriya
    case 0x0B80...0x0BFF: self = .tamil
    case 0x0C00...0x0C7F: self = .telugu
    case 0x0C80...0x0CFF: self = .kannada
    case 0x0D00...0x0D7F: self = .malayalam
    case 0x0D80...0x0DFF: self = .sinhala
    case 0x0E00...0x0E7F: self = .thai
    case 0x0E80...0x0EFF: self = .lao
    case 0x1000...0x109F: self = .myanmar
    case 0x10A0...0x10FF, 0x2D00...0x2D2F: self = .georgian
    case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: self = .hangul
    case 0x1200...0x139F, 0x2D80...0x2DDF: self = .ethiopic
    case 0x13A0...0x13FF, 0xAB70...0xABBF: self = .cherokee
    case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .kana
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: self = .han
    default: return nil
    }
  }

  /// The scripts a language's voice reads as its own, by the language's primary subtag; nil for a
  /// language written in Latin letters (or one not listed).
  static func own(language primary: String) -> Set<WritingScript>? {
    switch primary {
    case "ru", "uk", "bg", "sr", "be", "kk", "ky", "mk", "mn", "tt", "ba", "cv": [.cyrillic]
    case "el", "grc": [.greek]
    case "hy": [.armenian]
    case "he": [.hebrew]
    case "ar", "fa", "ur", "sd", "ug", "ps": [.arabic]
    case "hi", "mr", "ne", "sa", "kok", "mai", "bpy": [.devanagari]
    case "bn", "as": [.bengali]
    case "pa": [.gurmukhi]
    case "gu": [.gujarati]
    case "or": [.oriya]
    case "ta": [.tamil]
    case "te": [.telugu]
    case "kn": [.kannada]
    case "ml": [.malayalam]
    case "si": [.sinhala]
    case "th": [.thai]
    case "lo": [.lao]
    case "my": [.myanmar]
    case "ka": [.georgian]
    case "ko": [.hangul, .han]
    case "am", "ti": [.ethiopic]
    case "chr": [.cherokee]
    case "ja": [.kana, .han]
    case "cmn", "yue", "hak", "zh": [.han]
    default: nil
    }
  }
}

import Foundation

/// The word-level text handling the rules share: lowercased words, and labels compared without case,
/// surrounding space or a final period.
enum Words {
  /// The words of a text, lowercased: runs of letters, digits, apostrophes and inner hyphens.
  static func tokens(_ text: String) -> [String] {
    text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiTokens(text) : characterTokens(text)
  }

  /// `tokens` for any text, character by character.
  static func characterTokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    for character in text.lowercased() {
      if character.isLetter || character.isNumber || character == "'" || character == "’" || character == "-"
      {
        current.append(character)
      } else if !current.isEmpty {
        tokens.append(trimmed(current))
        current = ""
      }
    }
    if !current.isEmpty { tokens.append(trimmed(current)) }
    return tokens.filter { !$0.isEmpty }
  }

  /// `tokens` for ASCII text (almost every label and hint), over its bytes without Unicode look-ups.
  static func asciiTokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current: [UInt8] = []
    func flush() {
      var start = 0
      var end = current.count
      while start < end, current[start] == 0x2D || current[start] == 0x27 { start += 1 }
      while end > start, current[end - 1] == 0x2D || current[end - 1] == 0x27 { end -= 1 }
      if start < end { tokens.append(String(decoding: current[start..<end], as: UTF8.self)) }
      current.removeAll(keepingCapacity: true)
    }
    for byte in text.utf8 {
      switch byte {
      case 0x41...0x5A: current.append(byte + 0x20)
      case 0x61...0x7A, 0x30...0x39, 0x27, 0x2D: current.append(byte)
      default: if !current.isEmpty { flush() }
      }
    }
    if !current.isEmpty { flush() }
    return tokens
  }

  private static func trimmed(_ token: String) -> String {
    var token = Substring(token)
    while let first = token.first, first == "-" || first == "'" || first == "’" { token.removeFirst() }
    while let last = token.last, last == "-" || last == "'" || last == "’" { token.removeLast() }
    return String(token)
  }

  /// Whether two texts certainly differ once `normalized`, neither the start of the other: their
  /// first non-space characters are ASCII letters or digits that differ ignoring case (`normalized`
  /// keeps a first letter as it is, lowercased). A cheap look before the copies `normalized` makes.
  static func firstLettersDiffer(_ a: String, _ b: String) -> Bool {
    func first(_ text: String) -> UInt8? {
      guard let byte = text.utf8.first(where: { !($0 == 0x20 || (0x09...0x0D).contains($0)) }) else {
        return nil
      }
      switch byte {
      case 0x41...0x5A: return byte + 0x20
      case 0x61...0x7A, 0x30...0x39: return byte
      default: return nil
      }
    }
    guard let x = first(a), let y = first(b) else { return false }
    return x != y
  }

  /// Lowercased, trimmed, without invisible marks and final sentence punctuation: "Save." and
  /// "save" compare equal. Text that is all punctuation keeps it: `?` and `...` are different names.
  static func normalized(_ text: String) -> String {
    var result = Substring(withoutEmbeddings(text.droppingInvisibles).lowercased()).drop { $0.isWhitespace }
    while let last = result.last, last.isWhitespace { result.removeLast() }
    let trimmed = result
    while let last = result.last,
      last.isWhitespace || last == "." || last == "!" || last == "?" || last == "…"
    {
      result.removeLast()
    }
    return String(result.isEmpty ? trimmed : result)
  }

  /// The text without the direction embeddings and overrides (U+202A–U+202E) right-to-left apps wrap
  /// left-to-right text in: unheard, so no rule compares or reads by them, though a message quotes
  /// them (escaped).
  static func withoutEmbeddings(_ text: String) -> String {
    guard text.mayHoldInvisibleMarks,
      text.unicodeScalars.contains(where: { (0x202A...0x202E).contains($0.value) })
    else { return text }
    return String(
      String.UnicodeScalarView(text.unicodeScalars.filter { !(0x202A...0x202E).contains($0.value) }))
  }

  /// Whether `text` contains `part`, byte for byte (Foundation's `contains` costs a bridged search).
  static func contains(_ text: String, _ part: String) -> Bool { byteRange(of: part, in: text) != nil }

  /// Where `part` first stands in `text`, as UTF-8 offsets, byte for byte.
  static func byteRange(of part: String, in text: String) -> Range<Int>? {
    var text = text
    var part = part
    return text.withUTF8 { haystack in
      part.withUTF8 { needle in
        guard let first = needle.first else { return 0..<0 }
        guard needle.count <= haystack.count else { return nil }
        var start = 0
        let last = haystack.count - needle.count
        while start <= last {
          if haystack[start] == first {
            var offset = 1
            while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return start..<(start + needle.count) }
          }
          start += 1
        }
        return nil
      }
    }
  }

  /// Whether `tokens` contains `phrase` (its own tokens) as consecutive words.
  static func contains(_ tokens: [String], phrase: [String]) -> Bool {
    guard !phrase.isEmpty, tokens.count >= phrase.count else { return false }
    return (0...(tokens.count - phrase.count)).contains { start in
      tokens[start..<start + phrase.count].elementsEqual(phrase)
    }
  }
}

import VosimImport
import VosimModel

/// What a real device's VoiceOver spoke, one utterance per line in swipe order, as an
/// `XCUIVoiceOverService` test or an Appium script writes it (docs/calibration.md).
///
/// Leading lines that are `#` alone or start with `# ` are a comment header (the device, the iOS
/// version, the date); blank lines anywhere are skipped. Every other line is one utterance, its line number kept for
/// messages. Lines end at `\n` or `\r\n`: the capture scripts replace the line feeds of what
/// VoiceOver spoke, and any other break (U+2028, a form feed) is inside an utterance. A text with no
/// line feed at all has old Mac line ends, `\r` alone, as every reader of vosim takes them.
public struct DeviceCapture: Hashable, Sendable {
  /// The utterances, in the order the device spoke them.
  public var utterances: [String]
  /// The 1-based line of each utterance in the file.
  public var lineNumbers: [Int]

  /// A capture of these utterances, on lines 1, 2, 3…
  public init(utterances: [String]) {
    self.utterances = utterances
    lineNumbers = Array(utterances.indices.map { $0 + 1 })
  }

  /// Reads a capture's text: lines split at `\n` and `\r\n` (at `\r` in a text without either), a
  /// `# comment` header, blank lines skipped.
  public init(parsing text: String) {
    utterances = []
    lineNumbers = []
    var inHeader = true
    var sawComment = false
    let oldMac = !text.contains { $0 == "\n" || $0 == "\r\n" } && text.contains("\r")
    for (offset, line) in text.split(
      omittingEmptySubsequences: false,
      whereSeparator: { $0 == "\n" || $0 == "\r\n" || (oldMac && $0 == "\r") }
    )
    .enumerated() {
      let trimmed = line.trimmingWhiteSpace()
      if trimmed.isEmpty { continue }
      // `#1 in Music` is what a device spoke; a comment has its `#` apart. A `#` alone (a keypad key
      // spoken) is a comment only within a header that `# ` started.
      if inHeader, trimmed.hasPrefix("# ") || (sawComment && (trimmed == "#" || trimmed.hasPrefix("#\t"))) {
        sawComment = true
        continue
      }
      inHeader = false
      utterances.append(trimmed)
      lineNumbers.append(offset + 1)
    }
  }

  /// Reads a capture file's bytes: UTF-8 (a leading byte order mark skipped), or UTF-16 or UTF-32 as
  /// every input vosim reads (Windows PowerShell writes UTF-16), holding at least one utterance.
  ///
  /// - Throws: A `Diagnostic` at the first byte that is not text, or saying the file holds no
  ///   utterance; its `file` is left for the caller to set.
  public init(bytes: [UInt8]) throws(Diagnostic) {
    let text: String
    do throws(UTF8Text.Invalid) { text = try UTF8Text.text(of: bytes) } catch {
      throw .error("\(error.message): a capture is UTF-8, UTF-16 or UTF-32 text", at: error.position)
    }
    // A zero byte is no text (UTF-16 without a byte order mark that the decoding did not know).
    if let zero = text.unicodeScalars.firstIndex(of: "\u{0}") {
      let position = UTF8Text.position(
        ofByte: text.utf8.distance(from: text.startIndex, to: zero), in: Array(text.utf8))
      throw .error("a zero byte: a capture is text (UTF-8, UTF-16 or UTF-32)", at: position)
    }
    // A screen or a dump given as the capture (the arguments swapped) would read as lines of JSON or
    // XML, each an utterance the device never spoke.
    // (After a `# …` header, as a capture starts.)
    let body = text.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0.hasPrefix("#") || $0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
    if let kind = Self.treeKind(body) {
      throw .error(
        "this is \(kind), not a capture of what VoiceOver spoke (one utterance per line): give the "
          + "screen first, then the capture (vosim compare SCREEN CAPTURE)",
        at: SourcePosition(line: 1, column: 1))
    }
    self.init(parsing: text)
    guard !utterances.isEmpty else {
      throw .error(
        "the capture holds no utterance (one spoken utterance per line, in swipe order)",
        at: SourcePosition(line: 1, column: 1))
    }
  }

  /// What a text is when it is a screen, a dump or a report rather than a capture or a recording: XML
  /// or HTML, a whole JSON document, WebVTT captions, or an XCTest debugDescription's tree. Never a
  /// transcript vosim writes: its lines end in the period it adds after a label such as `<?xml is
  /// cool`, and a label `→Next` or `WEBVTT Player` is no arrow line nor captions.
  static func treeKind(_ text: String) -> String? {
    let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    let last = text.last { !$0.isWhitespace }
    // A declaration or a doctype (`<?xml`, `<!DOCTYPE`), or a document of tags (`<svg …>…</svg>`),
    // ending in a tag; a spoken `< Back` is no tag, nor a label `<b>` on a line that ends in words.
    if start.first == "<", let next = start.dropFirst().first, next == "?" || next == "!" || next.isLetter,
      last == ">"
    {
      return text.contains("<XCUIElementType")
        ? "an Appium/WebDriverAgent XML page source" : "an XML or HTML document (a page source or a report)"
    }
    if start.first == "{" || start.first == "[", (try? JSONValue.parse(Array(text.utf8))) != nil {
      return "a JSON document (a screen file, a dump or a report)"
    }
    // The header alone on its line, or with a title and a cue's timing after it.
    let firstLine = start.prefix { $0 != "\n" && $0 != "\r" }.trimmingWhiteSpace()
    if firstLine == "WEBVTT" || (firstLine.hasPrefix("WEBVTT ") && text.contains(" --> ")) {
      return "a WebVTT captions file"
    }
    // Its header on a line of its own, or an element line's arrow and address (` →Window (Main),
    // 0x…`), however much was copied; a spoken `Attributes: 3` or `→Next` alone is no tree.
    if DumpFormat.detect(Array(text.utf8)) == .debugDescription,
      text.split(whereSeparator: \.isNewline).contains(where: Self.isTreeLine)
    {
      return "an XCTest debugDescription"
    }
    return nil
  }

  /// `Element subtree:` alone, or an element with its address: `→Button, 0x1234, …`, `Cell, 0x5a`.
  /// A transcript's line ends in the period vosim adds (`Window (Main), 0x1.`), which no element
  /// line's address has after it.
  private static func isTreeLine(_ line: Substring) -> Bool {
    let trimmed = line.trimmingWhiteSpace()
    if trimmed == "Element subtree:" { return true }
    guard let address = trimmed.range(of: ", 0x") else { return false }
    let type = trimmed[..<address.lowerBound].drop { $0 == "\u{2192}" }
    let digits = trimmed[address.upperBound...].prefix(while: \.isHexDigit)
    return type.first?.isUppercase == true
      && type.allSatisfy { $0.isLetter || $0 == " " || $0 == "(" || $0 == ")" } && !digits.isEmpty
      && (digits.endIndex == trimmed.endIndex || trimmed[digits.endIndex] == ",")
  }

  /// A line as compared: lower case, punctuation and white space a word break, the words joined by
  /// single spaces. `Wi-Fi, Switch button, on` and `Wi-Fi. Switch Button. On.` are the same words:
  /// `wi fi switch button on`. A symbol VoiceOver speaks (an emoji, `$`, `€`, `+`, `→`, and the
  /// punctuation its default level speaks: `#`, `%`, `&`, `*`, `/`, `@`) is a word of its own: `$5` and
  /// `€5` differ, and so do `50%` and `50`.
  /// Punctuation VoiceOver speaks at its default punctuation level (Some): `50 percent`, `Tom and
  /// Jerry`. Unicode counts these as punctuation, not symbols.
  private static let spokenPunctuation: Set<Character> = [
    "#", "%", "&", "*", "/", "@",
    // Their full-width forms (Chinese, Japanese), the Arabic and small percent signs, per mille.
    "＃", "％", "＆", "＊", "／", "＠", "٪", "﹪", "‰",
  ]

  public static func comparable(_ line: String) -> String {
    var words: [String] = []
    var word = ""
    // Invisible marks (a soft hyphen, a zero-width space, a direction mark) are not spoken and break no
    // word; the joiner inside an emoji sequence stays, a part of its symbol.
    let characters = Array(line.droppingInvisibles.lowercased())
    for (offset, character) in characters.enumerated() {
      if character.isLetter || character.isNumber {
        word.append(character)
        continue
      }
      // A number's separator is a part of it, one word (`1,299`, `3.5`), as VoiceOver says it.
      if character == "," || character == ".", word.last?.isNumber == true,
        offset + 1 < characters.count, characters[offset + 1].isNumber
      {
        word.append(character)
        continue
      }
      if !word.isEmpty {
        words.append(word)
        word = ""
      }
      if character.isSymbol || Self.spokenPunctuation.contains(character)
        || character.unicodeScalars.first?.properties.isEmojiPresentation == true
        // A keycap (`#️⃣`, `*️⃣`): its first scalar is punctuation, the sequence an emoji.
        || character.unicodeScalars.contains(where: { $0.value == 0x20E3 })
      {
        // Without a variation selector, so ❤︎ and ❤️ are one symbol.
        words.append(
          String(
            String.UnicodeScalarView(
              character.unicodeScalars.filter { $0.value != 0xFE0F && $0.value != 0xFE0E })))
      }
    }
    if !word.isEmpty { words.append(word) }
    return words.joined(separator: " ")
  }
}

extension Substring {
  fileprivate func trimmingWhiteSpace() -> String {
    guard let start = firstIndex(where: { !$0.isWhitespace }),
      let end = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[start...end])
  }
}

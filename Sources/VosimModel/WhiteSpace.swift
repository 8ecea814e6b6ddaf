extension String {
  /// The text without leading and trailing white space and line breaks (Unicode's White_Space); empty
  /// when nothing visible is left, as for a zero-width space, which VoiceOver has nothing to speak for.
  ///
  /// One definition of "blank" for the whole pipeline: an importer deciding whether a dump's label is
  /// text and the utterance builder deciding whether to speak it must agree. Pure Swift on Unicode
  /// scalars, because it runs for every label, value and hint, and Foundation's
  /// `trimmingCharacters(in:)` bridges through `NSString` even when there is nothing to trim. On
  /// `String` itself, not generic: called across modules, a generic version is not specialized.
  package func trimmedOfWhiteSpace() -> String {
    // Most texts start and end with a visible ASCII character: nothing to trim, nothing to look up.
    if let first = utf8.first, let last = utf8.last, (0x21..<0x7F).contains(first),
      (0x21..<0x7F).contains(last)
    {
      return self
    }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isWhiteSpace }),
      let last = scalars.lastIndex(where: { !$0.isWhiteSpace })
    else { return "" }
    if scalars[first...last].allSatisfy({ $0.isWhiteSpace || $0.isInvisible }) { return "" }
    if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return self }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }

  /// Empty or only white space and invisible characters: whether `trimmedOfWhiteSpace()` is empty,
  /// without making the copy.
  package var isBlank: Bool { unicodeScalars.allSatisfy { $0.isWhiteSpace || $0.isInvisible } }

  /// The last character that shows, white space and invisible marks after it aside (a direction mark
  /// closing a right-to-left string, a zero-width space, an emoji's variation selector), and any of
  /// `marks`; nil when none shows. What the period rules of the transcript and the audit read.
  package func lastVisibleScalar(skipping marks: Set<Unicode.Scalar> = []) -> Unicode.Scalar? {
    unicodeScalars.reversed().first { !($0.isWhiteSpace || $0.isInvisible || marks.contains($0)) }
  }

  /// Whether the text has a byte outside ASCII, which every mark `droppingInvisibles` drops is made
  /// of: without one, there is nothing to drop.
  package var mayHoldInvisibleMarks: Bool { utf8.contains { $0 >= 0x80 } }

  /// The text without its invisible marks (direction marks and isolates, zero-width spaces, a byte
  /// order mark), which no listener hears: what two texts are compared by when only hearing counts.
  /// White space stays, and so do the joiners, variation selectors and tags emoji are made of, and
  /// control characters and direction overrides, which a message must show (escaped) rather than hide.
  package var droppingInvisibles: String {
    let isMark = { (scalar: Unicode.Scalar) in
      let value = scalar.value
      return scalar.isInvisible && !scalar.isWhiteSpace && value >= 0xA0
        && !(value == 0x200D || (0x202A...0x202E).contains(value) || (0xFE00...0xFE0F).contains(value)
          || (0xE0000...0xE01EF).contains(value))
    }
    guard mayHoldInvisibleMarks, unicodeScalars.contains(where: isMark)
    else { return self }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: unicodeScalars.lazy.filter { !isMark($0) })
    return String(scalars)
  }

  /// The text without the invisible marks at its end.
  package var droppingTrailingInvisibles: String {
    guard let last = unicodeScalars.last, last.isInvisible else { return self }
    var scalars = Substring(self).unicodeScalars
    while let last = scalars.last, last.isInvisible { scalars.removeLast() }
    return String(scalars)
  }
}

extension Optional where Wrapped == String {
  /// The string without surrounding white space, unless that leaves nothing: an empty or blank label
  /// is no label.
  package var nonEmpty: String? {
    guard let trimmed = self?.trimmedOfWhiteSpace(), !trimmed.isEmpty else { return nil }
    return trimmed
  }
}

extension Array where Element == String {
  /// The names with something to speak, trimmed: a blank custom action is no action, so it is neither
  /// spoken nor announced ("Actions available") nor offered on the Actions rotor.
  package var speakableNames: [String] {
    allSatisfy({ !$0.isEmpty && $0.trimmedOfWhiteSpace() == $0 })
      ? self : compactMap { Optional($0).nonEmpty }
  }
}

extension Substring {
  /// `String.trimmedOfWhiteSpace()` of this part of a text.
  package func trimmedOfWhiteSpace() -> String { String(self).trimmedOfWhiteSpace() }
}

extension Unicode.Scalar {
  /// White space or a line break; ASCII decided without a property lookup.
  fileprivate var isWhiteSpace: Bool {
    value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
  }

  /// A character with no glyph and no sound of its own: a control character (escape, bell, NUL, the C1
  /// controls), or Unicode's Default_Ignorable_Code_Point (zero-width space and joiners, word joiner,
  /// byte order mark, soft hyphen, variation selectors). Only a text made of nothing else counts as
  /// blank, so a variation selector after an emoji stays.
  fileprivate var isInvisible: Bool {
    isControlCharacter || (value >= 0x80 && properties.isDefaultIgnorableCodePoint)
  }
}

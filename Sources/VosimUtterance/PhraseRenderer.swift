import VosimModel

/// Renders segments into phrases with the period rules of rules §4: each phrase ends with a period unless
/// it already ends a sentence (`.`, `!`, `?`, `…` or any Unicode Sentence_Terminal: `。`, `！`, `؟`, `।`);
/// `Selected`, label and value form one phrase joined by `: `.
package enum PhraseRenderer {
  static func phrases(of segments: [Segment]) -> [Phrase] {
    var phrases: [Phrase] = []
    var description: [Segment] = []

    func flushDescription() {
      guard let first = description.first else { return }
      phrases.append(Phrase(kind: first.kind, text: terminated(joined(description[...]))))
      description.removeAll()
    }

    for segment in segments {
      switch segment.kind {
      case .selected, .label, .value:
        description.append(segment)
      default:
        flushDescription()
        phrases.append(Phrase(kind: segment.kind, text: terminated(segment.text)))
      }
    }
    flushDescription()
    return phrases
  }

  /// The phrases joined with single spaces, exactly `phrases(of:).map(\.text).joined(separator: " ")`,
  /// written into one string: the transcript builds a million of these, and the phrases in between
  /// cost more than the line.
  static func line(of segments: [Segment]) -> String {
    var line = ""
    line.reserveCapacity(segments.reduce(0) { $0 + $1.text.utf8.count + 3 })
    var start = 0
    while start < segments.count {
      // A phrase: a run of description segments (selected, label, value), or one other segment.
      var end = start + 1
      if segments[start].kind.isDescription {
        while end < segments.count, segments[end].kind.isDescription { end += 1 }
      }
      if start > 0 { line += " " }
      let phrase = segments[start..<end]
      if phrase.contains(where: { mayNeedCleaning($0.text) }) {
        line += terminated(joined(phrase))
      } else {
        for (offset, segment) in phrase.enumerated() {
          if offset > 0 { line += ": " }
          line += segment.text
        }
        if needsPeriod(phrase) { line += "." }
      }
      start = end
    }
    return line
  }

  /// A description's segments joined by `: `, each on one line first: a segment left blank by that
  /// (a value of only a line break) is left out with its separator.
  private static func joined(_ segments: ArraySlice<Segment>) -> String {
    guard segments.contains(where: { mayNeedCleaning($0.text) }) else {
      return segments.map(\.text).joined(separator: ": ")
    }
    return segments.map { oneLine($0.text) }.filter { !$0.isEmpty }.joined(separator: ": ")
  }

  /// The text on one line with a closing period unless it already ends a sentence (`oneLine`).
  static func terminated(_ text: String) -> String {
    let line = oneLine(text)
    return needsPeriod(after: line) == true ? line + "." : line
  }

  /// Whether a phrase of these segments, joined by `: `, needs a closing period: what `terminated`
  /// decides on the joined text, without joining it.
  private static func needsPeriod(_ phrase: ArraySlice<Segment>) -> Bool {
    for offset in phrase.indices.reversed() {
      if let needed = needsPeriod(after: phrase[offset].text) { return needed }
      // Nothing visible in this segment: the `: ` before it ends the text so far.
      if offset > phrase.startIndex { return true }
    }
    return false
  }

  /// Whether text ending thus needs a period: no when its last visible character ends a sentence
  /// (`String.lastVisibleScalar`: spaces, invisible marks and any of `marks` after it aside); nil when
  /// nothing visible is in it.
  package static func needsPeriod(after text: String, skipping marks: Set<Unicode.Scalar> = []) -> Bool? {
    // Nearly every text ends in a visible ASCII character: decided on its last byte.
    if marks.isEmpty, let last = text.utf8.last, last > 0x20, last < 0x80 {
      return !(last == UInt8(ascii: ".") || last == UInt8(ascii: "!") || last == UInt8(ascii: "?"))
    }
    return text.lastVisibleScalar(skipping: marks).map { !endsSentence($0) }
  }

  /// The text as spoken on one line. Line breaks inside a label become spaces: a transcript holds one
  /// utterance per line. So do other control characters (escape, bell, NUL, C1 controls; a tab stays):
  /// VoiceOver does not speak them, in a transcript they would drive the terminal that shows it, and
  /// espeak-ng would stop at a NUL. White space beside them goes with them, as it goes from a label's
  /// ends: `Go \u{7}` is `Go`, never `Go .`. A directional override or embedding the text leaves
  /// open is closed at its end (`String.directionalClosers`), so it does not reverse what follows.
  static func oneLine(_ text: String) -> String {
    guard mayNeedCleaning(text) else { return text }
    let line = text.split {
      $0.isNewline || $0.unicodeScalars.count == 1 && isUnspoken($0.unicodeScalars.first!)
    }
    .map { $0.trimmedOfWhiteSpace() }.filter { !$0.isEmpty }.joined(separator: " ")
    return line + line.directionalClosers
  }

  /// Whether a phrase ending in `scalar` needs no period: `.`, `!`, `?`, `…`, or a character with
  /// Unicode's Sentence_Terminal property (`。`, `！`, `？`, `‼`, Devanagari `।`, Arabic `؟`…).
  /// ASCII is decided without the property lookup: nearly every label ends in ASCII.
  static func endsSentence(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar == "." || scalar == "!" || scalar == "?" }
    return scalar == "…" || scalar.properties.isSentenceTerminal
  }

  /// Whether the text may hold a line break, an unspoken control character or an open directional run,
  /// decided on its UTF-8 bytes: a C0 control but tab, DEL, or the lead byte of a C1 control (NEL among
  /// them), LINE SEPARATOR, PARAGRAPH SEPARATOR (U+2028, U+2029) or a directional control (U+202A to
  /// U+202E, U+2066 to U+2069); a lead byte alone sends the text to the exact check.
  private static func mayNeedCleaning(_ text: String) -> Bool {
    let candidate = text.utf8.contains { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
    return candidate
      && (text.contains(where: \.isNewline) || text.unicodeScalars.contains(where: isUnspoken)
        || !text.directionalClosers.isEmpty)
  }

  /// A control character VoiceOver does not speak: C0 but tab and the line breaks, DEL, C1 but NEL.
  private static func isUnspoken(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isControlCharacter && !(0x09...0x0D).contains(scalar.value) && scalar.value != 0x85
  }
}

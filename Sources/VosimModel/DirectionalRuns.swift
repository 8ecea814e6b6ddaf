extension String {
  /// The closers of the directional embeddings, overrides and isolates this text leaves open (U+202C
  /// for each of U+202A, B, D, E; U+2069 for U+2066 to U+2068), innermost first: an app's label that
  /// opens a right-to-left override must not reverse the words written after it, in a transcript, a
  /// terminal or a report. Empty for a balanced text, as nearly every text is.
  package var directionalClosers: String {
    guard utf8.contains(0xE2) else { return "" }
    var open: [Unicode.Scalar] = []
    for scalar in unicodeScalars {
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
}

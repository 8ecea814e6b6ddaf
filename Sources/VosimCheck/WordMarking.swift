import VosimModel
import VosimUtterance

/// Marks the words that changed between two wordings of one element, and names the segments they
/// belong to.
///
/// Words are compared with the same edit script as lines. The new side's words get their segment kind
/// from the current utterance; removed words, which only the recording's text knows, are named by what
/// surrounds them (a fixed trait word is a trait, free text after the traits is the hint).
struct WordMarking {
  var oldMarked: String
  var newMarked: String
  var changedParts: [String]

  init(old: String, new: String, utterance: Utterance?) {
    let oldWords = Self.words(old)
    let newWords = Self.words(new)
    if oldWords == newWords, old != new {
      // The same words with other white space between them: nothing is heard differently, and the
      // runs that differ are shown, or the two lines would look the same.
      (oldMarked, newMarked) = Self.markWhiteSpace(old, new)
      changedParts = ["white space"]
      return
    }
    let newKinds = utterance.flatMap { Self.kinds(of: $0, words: newWords.count) }
    // Words are matched without the punctuation around them, so "Buy." and the "Buy" of "Buy now."
    // match and only "now." is marked; a change of punctuation alone is marked as it is.
    // The selected state's `Selected:` before a label keeps its colon: it is not the word `Selected` of
    // a label (`Selected photos.` become selected is `{+Selected:+} Selected photos.`).
    func comparable(_ words: [String]) -> [String] {
      words.enumerated().map { offset, word in
        offset == 0 && WordTable.all.contains { $0.selected + ":" == word } ? word : Self.bare(word)
      }
    }
    var edits = LineDiff(from: comparable(oldWords), to: comparable(newWords)).edits
    if old != new, edits.allSatisfy({ if case .equal = $0 { true } else { false } }) {
      edits = LineDiff(from: oldWords, to: newWords).edits
    }

    var oldParts: [String] = []
    var newParts: [String] = []
    var kinds = Set<Segment.Kind>()
    var index = 0
    var lastEqualNew: Int?
    var lastEqualOld: Int?
    while index < edits.count {
      if case .equal(let o, let n) = edits[index] {
        oldParts.append(oldWords[o])
        newParts.append(newWords[n])
        lastEqualNew = n
        lastEqualOld = o
        index += 1
        continue
      }
      var removed: [String] = []
      var added: [String] = []
      var addedKinds: [Segment.Kind] = []
      while index < edits.count {
        switch edits[index] {
        case .equal: break
        case .delete(let o): removed.append(oldWords[o])
        case .insert(let n):
          added.append(newWords[n])
          if let kind = newKinds?[n] { addedKinds.append(kind) }
        }
        if case .equal = edits[index] { break }
        index += 1
      }
      if !removed.isEmpty { oldParts.append("[-" + removed.joined(separator: " ") + "-]") }
      if !added.isEmpty { newParts.append("{+" + added.joined(separator: " ") + "+}") }
      kinds.formUnion(addedKinds)
      if let newKinds, !removed.isEmpty {
        // Each phrase removed is named apart (`Button. Plays the song.`: a trait and a hint), after
        // the one before it, also where others were added in its place: a trait replaced by a hint
        // (`Play. Button.` now `Play. Plays the song.`) lost the trait, and `Save: 80%.` now `Add.`
        // lost the label and the value.
        var before = lastEqualNew.map { (word: newWords[$0], kind: newKinds[$0]) }
        var oldBefore = lastEqualOld.map { oldWords[$0] }
        let language = utterance?.language ?? "en"
        // The kinds of the phrases added in the removed ones' place, each by its last word.
        var addedPhraseKinds: [Segment.Kind] = []
        if addedKinds.count == added.count {
          var end = 0
          for phrase in Self.phrases(added) {
            end += phrase.count
            addedPhraseKinds.append(addedKinds[end - 1])
          }
        }
        // The word kept after the removed ones: `Switch` before a kept `Button.` was a trait's.
        var kept: String?
        if index < edits.count, case .equal(let o, _) = edits[index] { kept = oldWords[o] }
        let removedPhrases = Self.phrases(removed)
        for (offset, phrase) in removedPhrases.enumerated() {
          let endsTrait =
            offset == removedPhrases.count - 1
            && kept.map { Self.fixedKind(phrase + [$0], language: language) }
              == .trait
          // One said in another's place is a rewording of the same part (`Manual.` now `Auto.`), unless
          // its words say what it was: a trait word, or what followed the label's colon. A colon the
          // new label holds itself (`Sort: Date.`, the label's words on both sides) is no value's, nor
          // one inside custom content (`Rating: 4 stars.`, its label and value one segment).
          let colonInLabel =
            before?.kind == .customContent
            || (before?.kind == .label && offset < addedPhraseKinds.count
              && addedPhraseKinds[offset] == .label)
          let kind: Segment.Kind =
            endsTrait
            ? .trait
            : offset < addedPhraseKinds.count
              ? Self.fixedKind(phrase, language: language)
                ?? (oldBefore?.hasSuffix(":") == true && !colonInLabel ? .value : addedPhraseKinds[offset])
              : Self.kindOfRemoved(phrase, before: before, oldBefore: oldBefore, language: language)
          kinds.insert(kind)
          (before, oldBefore) = ((phrase.last!, kind), phrase.last)
        }
      }
    }
    oldMarked = Self.invisiblesShown(oldParts.joined(separator: " "))
    newMarked = Self.invisiblesShown(newParts.joined(separator: " "))
    changedParts = Segment.Kind.allCases.filter(kinds.contains).map(Self.name)
  }

  /// The text with the characters that have no width and join or split nothing a reader sees (a zero
  /// width space, a word joiner, a byte order mark) escaped: `Edit\u{200B}Profile` would otherwise
  /// show as `EditProfile`, as if the space were gone.
  static func invisiblesShown(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { [0x200B, 0x2060, 0xFEFF].contains($0.value) }) else {
      return text
    }
    return text.unicodeScalars.map { scalar in
      [0x200B, 0x2060, 0xFEFF].contains(scalar.value) ? scalar.escapedForDisplay : String(scalar)
    }.joined()
  }

  // MARK: - Similarity

  /// The words of a line, split at spaces.
  /// What `similarity` ignores around a word.
  private static let punctuation: Set<Character> = [".", ",", ":", ";", "!", "?", "…", "\"", "'", "(", ")"]

  /// A word without the punctuation around it.
  static func bare(_ word: String) -> String {
    let start = word.firstIndex { !punctuation.contains($0) } ?? word.endIndex
    let end = word.lastIndex { !punctuation.contains($0) }.map { word.index(after: $0) } ?? start
    return String(word[start..<max(start, end)])
  }

  /// The words of a line, split at white space.
  static func words(_ line: String) -> [String] {
    line.split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// Two lines with the same words, each run of white space that differs marked and made visible
  /// (`·` a space, `→` a tab): `Wi-Fi.[-··-]Switch` and `Wi-Fi.{+·+}Switch`.
  static func markWhiteSpace(_ old: String, _ new: String) -> (old: String, new: String) {
    /// The white space before each word and after the last, and the words.
    func runs(_ line: String) -> (spaces: [String], words: [String]) {
      var spaces = [""]
      var words: [String] = []
      for character in line {
        if character.isWhitespace {
          if spaces.count == words.count { spaces.append("") }
          spaces[spaces.count - 1].append(character)
        } else {
          if spaces.count == words.count + 1 { words.append("") }
          words[words.count - 1].append(character)
        }
      }
      if spaces.count == words.count { spaces.append("") }
      return (spaces, words)
    }
    func visible(_ run: String) -> String {
      run.unicodeScalars.map { scalar in
        switch scalar {
        case " ": "·"
        case "\t": "→"
        default: scalar.escapedForDisplay
        }
      }.joined()
    }
    let (oldSpaces, words) = runs(old)
    let newSpaces = runs(new).spaces
    var marked = (old: "", new: "")
    for index in oldSpaces.indices {
      if oldSpaces[index] == newSpaces[index] {
        marked.old += oldSpaces[index]
        marked.new += newSpaces[index]
      } else {
        if !oldSpaces[index].isEmpty { marked.old += "[-" + visible(oldSpaces[index]) + "-]" }
        if !newSpaces[index].isEmpty { marked.new += "{+" + visible(newSpaces[index]) + "+}" }
      }
      if index < words.count {
        marked.old += words[index]
        marked.new += words[index]
      }
    }
    return marked
  }

  /// The first sentence of a line (the label phrase of most utterances): its words up to the first
  /// that ends a sentence.
  static func firstPhrase(_ line: String) -> [String] {
    var phrase: [String] = []
    for word in words(line) {
      phrase.append(word)
      if let last = word.last, ".!?…".contains(last) { break }
    }
    return phrase
  }

  /// The words of a first phrase through its label's colon, the label a value is joined to
  /// (`Battery:` of `Battery: 80%.`, `Selected: Drafts:` of `Selected: Drafts: 4.`); nil when the
  /// phrase joins no value (`Selected: Home.` is a selected element's label).
  static func labelBeforeValue(_ phrase: [String]) -> ArraySlice<String>? {
    guard let colon = phrase.dropLast().lastIndex(where: { $0.hasSuffix(":") }) else { return nil }
    if colon == 0, WordTable.all.contains(where: { $0.selected + ":" == phrase[0] }) { return nil }
    return phrase[...colon]
  }

  /// The words after the first phrase (the traits, contexts and hint of most utterances).
  static func afterFirstPhrase(_ line: String) -> [String] {
    let all = words(line)
    return Array(all.dropFirst(firstPhrase(line).count))
  }

  /// The Dice coefficient of the two lines' word multisets: 1 for the same words, 0 for none shared.
  /// Words are compared without the punctuation around them: "Buy." and "Buy" in "Buy now." are the
  /// same word.
  static func similarity(_ a: String, _ b: String) -> Double {
    similarity(BareWords(a), BareWords(b))
  }

  /// A line's words without their punctuation, counted: what `similarity` compares, made once per
  /// line when one line is weighed against many.
  struct BareWords {
    var counts: [String: Int] = [:]
    var total = 0

    init(_ line: String) {
      for word in WordMarking.words(line).map(WordMarking.bare) where !word.isEmpty {
        counts[word, default: 0] += 1
        total += 1
      }
    }
  }

  static func similarity(_ a: BareWords, _ b: BareWords) -> Double {
    guard a.total > 0 || b.total > 0 else { return 1 }
    let (small, large) = a.counts.count <= b.counts.count ? (a, b) : (b, a)
    var shared = 0
    for (word, count) in small.counts { shared += min(count, large.counts[word] ?? 0) }
    return Double(2 * shared) / Double(a.total + b.total)
  }

  // MARK: - Segment kinds

  /// The segment kind of each word of the utterance's transcript line, or nil when the line cannot be
  /// rebuilt from the segments.
  static func kinds(of utterance: Utterance, words count: Int) -> [Segment.Kind]? {
    var characters: [Character] = []
    var kinds: [Segment.Kind] = []
    func append(_ text: String, _ kind: Segment.Kind) {
      for character in text {
        characters.append(character.isNewline ? " " : character)
        kinds.append(kind)
      }
    }
    var description: [Segment] = []
    var phraseCount = 0
    func startPhrase() {
      if phraseCount > 0 { append(" ", kinds.last ?? .label) }
      phraseCount += 1
    }
    func terminate(_ text: String, _ kind: Segment.Kind) {
      guard PhraseRenderer.needsPeriod(after: text) == true else { return }
      append(".", kind)
    }
    func flushDescription() {
      guard !description.isEmpty else { return }
      startPhrase()
      var joined = ""
      for (offset, segment) in description.enumerated() {
        if offset > 0 {
          append(": ", description[offset - 1].kind)
          joined += ": "
        }
        append(segment.text, segment.kind)
        joined += segment.text
      }
      terminate(joined, description[description.count - 1].kind)
      description.removeAll()
    }
    for segment in utterance.segments {
      switch segment.kind {
      case .selected, .label, .value:
        description.append(segment)
      default:
        flushDescription()
        startPhrase()
        append(segment.text, segment.kind)
        terminate(segment.text, segment.kind)
      }
    }
    flushDescription()
    guard String(characters) == Transcript.singleLine(utterance.text) else { return nil }

    var result: [Segment.Kind] = []
    var inWord = false
    for (character, kind) in zip(characters, kinds) {
      if character == " " {
        inWord = false
      } else if !inWord {
        inWord = true
        result.append(kind)
      }
    }
    return result.count == count ? result : nil
  }

  /// The kind of words only the recording has, from what precedes them in the current utterance.
  /// Words cut into phrases: after each word that ends a sentence or a label joined to a value
  /// (`Save:` of `Save: 80%.`).
  static func phrases(_ words: [String]) -> [[String]] {
    var phrases: [[String]] = []
    var phrase: [String] = []
    for word in words {
      phrase.append(word)
      if let last = word.last, ".!?…:".contains(last) {
        phrases.append(phrase)
        phrase = []
      }
    }
    if !phrase.isEmpty { phrases.append(phrase) }
    return phrases
  }

  static func kindOfRemoved(
    _ removed: [String], before: (word: String, kind: Segment.Kind)?, oldBefore: String? = nil,
    language: String
  ) -> Segment.Kind {
    if let kind = fixedKind(removed, language: language) { return kind }
    guard let before else { return .label }
    switch before.kind {
    // After the value's end, free text is the hint: a value is one phrase after the label's colon.
    case .trait, .toggleValue, .context, .actions, .moreContent, .hint, .value: return .hint
    // After the label's colon, on either side (`Volume: Loud.` now `Volume.`): the value.
    case .label where before.word.hasSuffix(":") || oldBefore?.hasSuffix(":") == true: return .value
    default: return before.kind
    }
  }

  /// The kind a removed phrase's own words say: one of VoiceOver's fixed words (a trait, a switch's
  /// state, a context, `Selected`); nil for free text.
  static func fixedKind(_ removed: [String], language: String) -> Segment.Kind? {
    let phrase = removed.joined(separator: " ")
    let table = WordTable.for(language)
    let traitWords = [
      table.dimmed, table.button, table.backButton, table.switchButton, table.tab, table.textField,
      table.secureTextField, table.isEditing, table.heading, table.link,
      table.adjustable, table.image, table.searchField,
    ]
    let contextWords = [table.listStart, table.listEnd, table.landmarkStart, table.landmarkEnd]
    let bare = phrase.last.map { ".!?…".contains($0) } == true ? String(phrase.dropLast()) : phrase
    if traitWords.contains(bare) { return .trait }
    if [table.on, table.off, table.mixed].contains(bare) { return .toggleValue }
    if contextWords.contains(bare) { return .context }
    if bare == table.actionsAvailable { return .actions }
    if bare == table.moreContentAvailable { return .moreContent }
    if bare == table.selected || bare == table.selected + ":" { return .selected }
    return nil
  }

  /// How a report names a segment kind.
  static func name(_ kind: Segment.Kind) -> String {
    switch kind {
    case .groupLabel: "group label"
    case .selected: "selected"
    case .label: "label"
    case .value, .toggleValue: "value"
    case .customContent: "custom content"
    case .trait: "trait"
    case .context: "context"
    case .actions: "actions"
    case .moreContent: "more content"
    case .hint: "hint"
    }
  }
}

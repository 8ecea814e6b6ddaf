import Foundation
import VosimModel
import VosimReadingOrder
import VosimUtterance

/// The rules on a custom hint (`accessibilityHint`; vosim's default hints are never audited).
enum HintRules {
  /// A custom hint VoiceOver never says: a text field's, search field's or text view's own hint replaces
  /// it (rules §4.6), unless the field is dimmed or the hint stands in for a missing label and value.
  /// `segments` are the element's utterance, whose hints are what VoiceOver says instead, in the
  /// element's language.
  static func notSpoken(_ element: OrderedElement, segments: [Segment]) -> String? {
    guard let hint = element.hint.nonEmpty, element.traits.contains(.textEntry),
      !element.traits.contains(.notEnabled),
      // A blank label or value is none: the hint is spoken in the label's place (rules §4.6).
      element.label.nonEmpty != nil || element.value.nonEmpty != nil
    else { return nil }
    let own = segments.filter { $0.kind == .hint }.map { "\"\($0.text)\"" }
    guard !own.isEmpty else { return nil }
    // A text view has no placeholder.
    let isTextView = element.traits.contains(.textArea)
    return
      "hint \(Describe.quoted(hint)) is never spoken: VoiceOver replaces a text \(isTextView ? "view" : "field")'s "
      + "hint with its own (\(own.joined(separator: " and "))), so move what matters into the label"
      + (isTextView ? "" : " or placeholder")
  }

  static func namesGesture(_ hint: String, tokens: [String], words: AuditWords) -> String? {
    var lower = " "
    for token in tokens { lower += token + " " }
    // A compound the table does not list is read by its parts: `Swipe-up …`, `Pinch-to-zoom …`.
    if let first = tokens.first,
      words.gestures.contains(first)
        || first.split(separator: "-").first.map({ words.gestures.contains(String($0)) }) == true
    {
      return
        "hint \(Describe.quoted(hint)) names the gesture \(Describe.quoted(first)): say what happens instead (\"\(words.goodHint)\")"
    }
    // As written first, so that `double-tap` is named so; then with hyphens as spaces (`swipe-up`).
    let texts = lower.contains("-") ? [lower, lower.replacingOccurrences(of: "-", with: " ")] : [lower]
    for text in texts {
      guard let phrase = words.gesturePhrases.first(where: { Words.contains(text, " " + $0 + " ") }) else {
        continue
      }
      return
        "hint \(Describe.quoted(hint)) names the gesture \(Describe.quoted(phrase)): say what happens instead (\"\(words.goodHint)\")"
    }
    return nil
  }

  static func imperative(_ hint: String, tokens: [String], words: AuditWords) -> String? {
    guard let first = tokens.first else { return nil }
    let second = tokens.count > 1 ? tokens[1] : nil
    var isImperative = false
    // A verb after a second word makes the first a noun's modifier (`Share sheet opens.`), but not
    // after an article: `Save the changes.` is an imperative and its object.
    let third = tokens.count > 2 ? tokens[2] : nil
    let isNoun =
      second.map {
        words.nounJoiners.contains($0) || words.subjectVerbs.contains($0)
          || (words.predicates.contains($0) && !words.complementVerbs.contains(first))
      } ?? false
    let verbAfterNoun =
      second.map { !words.articles.contains($0) } == true
      && third.map { words.subjectVerbs.contains($0) || words.resultVerbs.contains($0) } == true
    if words.imperatives.contains(first), !isNoun, !verbAfterNoun {
      isImperative = true
    }
    if first.count >= 5, words.imperativeEndings.contains(where: { first.hasSuffix($0) }) {
      isImperative = true
    }
    if let pronoun = words.formalImperativePronoun, second == pronoun,
      words.formalImperativeEndings.contains(where: { first.hasSuffix($0) })
    {
      isImperative = true
    }
    guard isImperative else { return nil }
    return
      "hint \(Describe.quoted(hint)) begins with the imperative \(Describe.quoted(first)): begin with a verb in the third person "
      + "that names the result (\"\(words.goodHint)\")"
  }

  /// `isCell`: whether the element is itself a row or cell, which a hint's "row" or "cell" then names
  /// ("Opens the row's details"); a button's "Deletes the row" names what it acts on.
  static func namesControl(
    _ hint: String, tokens: [String], traits: AccessibilityTraits, isCell: Bool, words prepared: PreparedWords
  ) -> String? {
    let words = prepared.table
    for group in prepared.traitGroups where !traits.isDisjoint(with: group.traits) {
      for (word, phrase) in group.phrases.lazy.map({ ($0.word, $0.phrase) }) {
        // "Switch to…", "Toggle…" as the first word are verbs, not the control's name.
        if phrase.count == 1, tokens.first == phrase[0], words.imperatives.contains(phrase[0]) { continue }
        if Words.contains(tokens, phrase: phrase) {
          return
            "hint \(Describe.quoted(hint)) names the control type \(Describe.quoted(word)), which VoiceOver already speaks: "
            + "describe only the result"
        }
      }
    }
    if isCell, let view = tokens.first(where: words.viewWords.contains) {
      return "hint \(Describe.quoted(hint)) names the view \(Describe.quoted(view)): describe only the result"
    }
    return nil
  }

  /// Closing marks that may follow a sentence's end.
  /// Quotes and brackets that close, in any language's use: German closes `»…«`, `‚…‘` and `›…‹`.
  private static let closingMarks: Set<Unicode.Scalar> = [
    "\"", "'", ")", "]", "»", "«", "“", "”", "’", "‘", "›", "‹", "」", "』", "）",
  ]

  /// A hint whose last visible character, closing marks aside, ends no sentence, by the transcript's
  /// own rule (`.`, `!`, `?`, `…` and Unicode's Sentence_Terminal: `。`, `؟`, `।`…).
  static func withoutPeriod(_ hint: String, language: String) -> String? {
    if hint.utf8.last == UInt8(ascii: ".") { return nil }  // almost every hint
    // Thai and Lao end a sentence with a space or nothing: no period to ask for, in a Thai or Lao hint
    // or one that ends in their script (`เปิด Wi-Fi` on a Thai screen).
    let primary = language.lowercased().prefix { $0 != "-" && $0 != "_" }
    if primary == "th" || primary == "lo" { return nil }
    if let last = hint.lastVisibleScalar(), (0x0E00...0x0EFF).contains(last.value) { return nil }
    guard PhraseRenderer.needsPeriod(after: hint, skipping: closingMarks) == true else { return nil }
    return
      "hint \(Describe.quoted(hint)) does not end with a period: end it with one, so VoiceOver speaks it with the "
      + "inflection of a sentence"
  }

  static func repeatsLabel(_ hint: String, label spokenLabel: String?) -> String? {
    guard let spoken = spokenLabel.nonEmpty, !Words.firstLettersDiffer(hint, spoken) else { return nil }
    let normalizedHint = Words.normalized(hint)
    let label = Words.normalized(spoken)
    guard !label.isEmpty else { return nil }
    if normalizedHint == label {
      return "hint \(Describe.quoted(hint)) is the label again: say what happens, or remove the hint"
    }
    guard normalizedHint.hasPrefix(label) else { return nil }
    let next = normalizedHint[normalizedHint.index(normalizedHint.startIndex, offsetBy: label.count)]
    guard !next.isLetter, !next.isNumber else { return nil }
    // A one-word label that opens a sentence is a word of it ("Next episode plays."), not the label
    // repeated: only punctuation after it ("Delete: removes…", "Delete - removes…") or a longer label
    // shows the repetition.
    if next.isWhitespace, !label.contains(where: \.isWhitespace),
      normalizedHint[normalizedHint.index(normalizedHint.startIndex, offsetBy: label.count)...]
        .first(where: { !$0.isWhitespace }).map({ $0.isLetter || $0.isNumber }) != false
    {
      return nil
    }
    return
      "hint \(Describe.quoted(hint)) starts with the label \(Describe.quoted(spoken)), which VoiceOver has just spoken: "
      + "say only what happens"
  }
}

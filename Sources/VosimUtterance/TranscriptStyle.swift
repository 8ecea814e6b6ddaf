import VosimReadingOrder

/// How a transcript line is written.
public enum TranscriptStyle: String, Hashable, Sendable, CaseIterable {
  /// vosim's own form, the one recordings keep: period-terminated phrases, `Label: Value. Button.`
  case vosim
  /// VoiceOver's surface form, as `XCUIVoiceOverService.currentSpeech()` returns it, for diffing by eye
  /// against a device: every segment joined with `, `, trait words lower-case as VoiceOver prints
  /// them (`Fake label, Switch button, on`).
  case voiceover
}

extension Utterance {
  /// The line in `style`.
  public func text(style: TranscriptStyle) -> String {
    style == .vosim ? text : VoiceOverSurface.line(of: segments, value: element.value)
  }
}

extension UtteranceBuilder {
  /// The transcript line of every element in `style`, handed to `body` in reading order.
  public func forEachLine(
    in result: ReadingOrderResult, style: TranscriptStyle, _ body: (String) throws -> Void
  ) rethrows {
    switch style {
    case .vosim: try forEachLine(in: result, body)
    case .voiceover:
      try forEachRendering(in: result, VoiceOverLineRendering(), body)
    }
  }
}

/// VoiceOver's own rendering of an utterance: segments joined with `, `, no periods added, and its
/// trait and context words in the case VoiceOver prints them: one word lower-case (`button`, `on`,
/// `selected`), several words with only the first capitalised (`Switch button`, `Back button`,
/// `List start`). Labels, values and hints are left as they are, and so is a switch's value the app
/// wrote in words (`Tab`, `On`): only vosim's `On`, `Off` and `Mixed` for `1`, `0` and `2` are folded.
enum VoiceOverSurface {
  /// `value` is the element's accessibility value, which tells a switch state vosim named from the
  /// app's own words.
  static func line(of segments: [Segment], value: String?) -> String {
    let isNamedState = WordTable.english.toggleState(value) != nil
    var line = ""
    for segment in segments {
      let text = PhraseRenderer.oneLine(segment.text)
      guard !text.isEmpty else { continue }
      if !line.isEmpty { line += ", " }
      line += folds(segment, isNamedState: isNamedState) ? surfaceCase(text) : text
    }
    return line
  }

  /// Whether a segment is one of VoiceOver's own words (English: the other languages' case is not
  /// known), not the app's text.
  private static func folds(_ segment: Segment, isNamedState: Bool) -> Bool {
    switch segment.kind {
    case .toggleValue: isNamedState && englishWords.contains(segment.text)
    case .selected, .trait, .context, .actions, .moreContent:
      englishWords.contains(segment.text)
    case .groupLabel, .label, .value, .customContent, .hint: false
    }
  }

  private static let englishWords: Set<String> = {
    let words = WordTable.english
    return [
      words.selected, words.dimmed, words.button, words.backButton, words.tab, words.heading, words.link,
      words.adjustable, words.image, words.searchField, words.switchButton, words.on, words.off, words.mixed,
      words.textField, words.secureTextField, words.isEditing, words.listStart, words.listEnd,
      words.landmarkStart, words.landmarkEnd, words.actionsAvailable, words.moreContentAvailable,
    ]
  }()

  /// `Button` → `button`, `Switch Button` → `Switch button`.
  static func surfaceCase(_ word: String) -> String {
    guard word.contains(" "), let first = word.first else { return word.lowercased() }
    return String(first) + word.dropFirst().lowercased()
  }
}

/// The transcript line as a device's VoiceOver prints it.
struct VoiceOverLineRendering: ElementRendering {
  func render(_ element: borrowing OrderedElement, language: String, segments: [Segment]) -> String {
    VoiceOverSurface.line(of: segments, value: element.value)
  }
}

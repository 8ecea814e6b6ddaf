import Foundation
import VosimModel
import VosimReadingOrder

extension UtteranceBuilder {
  /// The segments of one element, in VoiceOver's order (rules §4).
  func segments(for element: OrderedElement, words: WordTable) -> [Segment] {
    var segments: [Segment] = []
    segments.reserveCapacity(8)
    appendSegments(for: element, words: words, to: &segments)
    return segments
  }

  /// Appends the segments of one element to `segments`, so a caller can reuse one buffer for many.
  ///
  /// Borrowed, and read field by field: a copy of the element would retain every field, and its
  /// `NodePath`, never read here, is a cold object on a million-element screen.
  func appendSegments(
    for element: borrowing OrderedElement, words: WordTable, to segments: inout [Segment]
  ) {
    let traits = element.traits
    /// An app's text as it is spoken, on one line (`PhraseRenderer.oneLine`); nothing when nothing is
    /// left to speak, so a segment holds exactly the words its phrase says.
    func appendText(_ kind: Segment.Kind, _ text: String) {
      let spoken = PhraseRenderer.oneLine(text)
      if !spoken.isEmpty { segments.append(Segment(kind, spoken)) }
    }

    for case .semanticGroup(let label) in element.contexts {
      appendText(.groupLabel, label)
    }

    // Promotion looks at the text the element has, not the text spoken: a back button labelled "Back"
    // or a switch's value are there even when they are not said.
    let hasText = element.label.nonEmpty != nil || element.value.nonEmpty != nil
    var label = element.label.nonEmpty
    if traits.contains(.backButton), let spoken = label,
      spoken.compare(words.backLabel, options: .caseInsensitive) == .orderedSame
    {
      label = nil
    }
    let value = traits.contains(.toggleButton) ? nil : element.value.nonEmpty

    // Only the element's own hint is promoted into an empty label slot; UIKit's default hints stay in
    // the hint slot after the trait words (rules §4.6): `Text Field. Double tap to edit.`
    var ownHint = element.hint.nonEmpty
    let promoted = !hasText && ownHint != nil
    if promoted {
      label = ownHint
      ownHint = nil
    }
    let hints = Self.hints(traits: traits, ownHint: ownHint, promoted: promoted, words: words)

    if traits.contains(.selected) { segments.append(Segment(.selected, words.selected)) }
    if let label { appendText(.label, label) }
    // A data-table cell's position comes between its label and its value (rules §8).
    for case .dataTableCell(let row, let column, let rowSpan, let columnSpan) in element.contexts {
      if rowSpan > 1 { segments.append(Segment(.context, WordTable.fill(words.spansRows, rowSpan))) }
      if columnSpan > 1 { segments.append(Segment(.context, WordTable.fill(words.spansColumns, columnSpan))) }
      if let row { segments.append(Segment(.context, WordTable.fill(words.row, row))) }
      if let column { segments.append(Segment(.context, WordTable.fill(words.column, column))) }
    }
    if let value { appendText(.value, value) }
    // High-importance custom content follows the value (rules §4.5), which a switch speaks after its
    // trait word.
    let customContent = element.customContent
    if !traits.contains(.toggleButton) { Self.appendImportant(customContent, to: &segments) }
    appendTraitWords(
      traits: traits, value: element.value, afterToggleValue: customContent, words: words, to: &segments)
    for context in element.contexts {
      switch context {
      case .series(let index, let count): segments.append(Segment(.context, words.series(index, of: count)))
      case .listStart: segments.append(Segment(.context, words.listStart))
      case .listEnd: segments.append(Segment(.context, words.listEnd))
      case .landmarkStart: segments.append(Segment(.context, words.landmarkStart))
      case .landmarkEnd: segments.append(Segment(.context, words.landmarkEnd))
      case .semanticGroup, .dataTableCell: break
      }
    }
    if !element.customActions.isEmpty { segments.append(Segment(.actions, words.actionsAvailable)) }
    if element.customContent.contains(where: { $0.importance == .default && $0.isSpeakable }) {
      segments.append(Segment(.moreContent, words.moreContentAvailable))
    }
    if configuration.speaksHints {
      for hint in hints { appendText(.hint, hint) }
    }
  }

  /// High-importance custom content as `label: value`, or whichever of the two is there: a blank part
  /// is not spoken.
  private static func appendImportant(_ customContent: [CustomContent], to segments: inout [Segment]) {
    for content in customContent where content.importance == .high {
      let parts = [content.label, content.value].map { PhraseRenderer.oneLine($0.trimmedOfWhiteSpace()) }
        .filter { !$0.isEmpty }
      if !parts.isEmpty { segments.append(Segment(.customContent, parts.joined(separator: ": "))) }
    }
  }

  /// The trait words in their fixed order: Dimmed, Button, Back Button, Switch Button + On/Off/Mixed,
  /// Tab, Text Field or Secure Text Field + Is editing, Heading, Link, Adjustable, Image, Search Field.
  private func appendTraitWords(
    traits: AccessibilityTraits, value: String?, afterToggleValue customContent: [CustomContent],
    words: WordTable, to segments: inout [Segment]
  ) {
    func word(_ text: String) { segments.append(Segment(.trait, text)) }
    if traits.contains(.notEnabled) { word(words.dimmed) }
    let buttonHidden: AccessibilityTraits = [.keyboardKey, .toggleButton, .tabBarItem, .backButton]
    if traits.contains(.button), traits.isDisjoint(with: buttonHidden) { word(words.button) }
    if traits.contains(.backButton) { word(words.backButton) }
    if traits.contains(.toggleButton) {
      if traits.contains(.button) { word(words.switchButton) }
      func state(_ text: String) {
        let spoken = PhraseRenderer.oneLine(text)
        if !spoken.isEmpty { segments.append(Segment(.toggleValue, spoken)) }
      }
      if let named = words.toggleState(value) {
        state(named)
      } else if let other = value?.trimmedOfWhiteSpace(), !other.isEmpty {
        // Any other value is spoken as it is, still after the trait word (rules §1, iOS 17+).
        state(other)
      }
      Self.appendImportant(customContent, to: &segments)
    }
    if traits.contains(.tabBarItem) { word(words.tab) }
    // secureTextField and isEditing qualify a text field; without textEntry they say nothing (AS).
    if traits.contains(.textEntry) {
      word(traits.contains(.secureTextField) ? words.secureTextField : words.textField)
      if traits.contains(.isEditing) { word(words.isEditing) }
    }
    if traits.contains(.header) { word(words.heading) }
    if traits.contains(.link) { word(words.link) }
    if traits.contains(.adjustable) { word(words.adjustable) }
    if traits.contains(.image) { word(words.image) }
    if traits.contains(.searchField) { word(words.searchField) }
  }

  /// The hint slot: the element's own hint (unless it was promoted) with the default hints of rules §4.6,
  /// applied in turn as AS applies them: the toggle hint follows the own hint, text entry then replaces
  /// everything before it, and the adjustable hint follows whatever is left. No default hint when the
  /// element is dimmed; no adjustable hint on a toggle or when the own hint was promoted.
  private static func hints(
    traits: AccessibilityTraits, ownHint: String?, promoted: Bool, words: WordTable
  ) -> [String] {
    var hints = ownHint.map { [$0] } ?? []
    guard !traits.contains(.notEnabled) else { return hints }
    if traits.contains(.toggleButton) { hints.append(words.toggleHint) }
    if traits.contains(.textEntry) {
      if traits.contains(.isEditing) {
        hints = [words.editingHint]
      } else if traits.contains(.textArea) {
        hints = ["\(words.textFieldHint), \(words.editingHint)"]
      } else {
        hints = [words.textFieldHint]
      }
    }
    if traits.contains(.adjustable), !traits.contains(.toggleButton), !promoted {
      hints.append(words.adjustableHint)
    }
    return hints
  }
}

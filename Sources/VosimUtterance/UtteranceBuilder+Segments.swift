import Foundation
import VosimModel
import VosimReadingOrder

extension UtteranceBuilder {
  /// The segments of one element, in VoiceOver's order (rules §4).
  func segments(for element: OrderedElement, words: WordTable) -> [Segment] {
    var segments: [Segment] = []
    segments.reserveCapacity(8)
    withUnsafePointer(to: element) { appendSegments(for: $0, words: words, to: &segments) }
    return segments
  }

  /// Appends the segments of one element to `segments`, so a caller can reuse one buffer for many.
  ///
  /// The element is read through a pointer, field by field: an element passed by value from the line
  /// workers' buffer was copied first, retaining every field, and its `NodePath`, never read here,
  /// is a cold object on a million-element screen.
  func appendSegments(
    for element: UnsafePointer<OrderedElement>, words: WordTable, to segments: inout [Segment]
  ) {
    let traits = element.pointee.traits

    for case .semanticGroup(let label) in element.pointee.contexts {
      segments.append(Segment(.groupLabel, label))
    }

    // Promotion and the adjustable hint look at the text the element has, not the text spoken: a
    // back button labelled "Back" or a switch's value are there even when they are not said.
    let hasText = element.pointee.label.nonEmpty != nil || element.pointee.value.nonEmpty != nil
    var label = element.pointee.label.nonEmpty
    if traits.contains(.backButton), let spoken = label,
      spoken.compare(words.backLabel, options: .caseInsensitive) == .orderedSame
    {
      label = nil
    }
    let value = traits.contains(.toggleButton) ? nil : element.pointee.value.nonEmpty

    var hints = defaultHints(traits: traits, hint: element.pointee.hint, words: words, hasText: hasText)
    if !hasText, !hints.isEmpty {
      // Each promoted hint keeps its own sentence, as it would in the hint slot: "Turns on. Double tap
      // to toggle setting." The last one is terminated with the label when the line is rendered.
      let last = hints.removeLast()
      label = (hints.map(PhraseRenderer.terminated) + [last]).joined(separator: " ")
      hints = []
    }

    if traits.contains(.selected) { segments.append(Segment(.selected, words.selected)) }
    if let label { segments.append(Segment(.label, label)) }
    if let value { segments.append(Segment(.value, value)) }
    for content in element.pointee.customContent where content.importance == .high {
      // `label: value`, or whichever of the two is there: a blank part is not spoken.
      let parts = [content.label, content.value].map { $0.trimmedOfWhiteSpace() }.filter { !$0.isEmpty }
      if !parts.isEmpty { segments.append(Segment(.customContent, parts.joined(separator: ": "))) }
    }
    appendTraitWords(traits: traits, value: element.pointee.value, words: words, to: &segments)
    for context in element.pointee.contexts {
      switch context {
      case .series(let index, let count): segments.append(Segment(.context, words.series(index, of: count)))
      case .listStart: segments.append(Segment(.context, words.listStart))
      case .listEnd: segments.append(Segment(.context, words.listEnd))
      case .landmarkStart: segments.append(Segment(.context, words.landmarkStart))
      case .landmarkEnd: segments.append(Segment(.context, words.landmarkEnd))
      case .semanticGroup: break
      }
    }
    if !element.pointee.customActions.isEmpty { segments.append(Segment(.actions, words.actionsAvailable)) }
    if element.pointee.customContent.contains(where: { $0.importance == .default }) {
      segments.append(Segment(.moreContent, words.moreContentAvailable))
    }
    if configuration.speaksHints {
      for hint in hints { segments.append(Segment(.hint, hint)) }
    }
  }

  /// The trait words in their fixed order: Dimmed, Button, Back Button, Switch Button + On/Off/Mixed,
  /// Tab, Text Field or Secure Text Field + Is editing, Heading, Link, Adjustable, Image, Search Field.
  private func appendTraitWords(
    traits: AccessibilityTraits, value: String?, words: WordTable, to segments: inout [Segment]
  ) {
    func word(_ text: String) { segments.append(Segment(.trait, text)) }
    if traits.contains(.notEnabled) { word(words.dimmed) }
    let buttonHidden: AccessibilityTraits = [.keyboardKey, .toggleButton, .tabBarItem, .backButton]
    if traits.contains(.button), traits.isDisjoint(with: buttonHidden) { word(words.button) }
    if traits.contains(.backButton) { word(words.backButton) }
    if traits.contains(.toggleButton) {
      if traits.contains(.button) { word(words.switchButton) }
      switch value?.trimmedOfWhiteSpace() {
      case "1": word(words.on)
      case "0": word(words.off)
      case "2": word(words.mixed)
      default: break
      }
    }
    if traits.contains(.tabBarItem) { word(words.tab) }
    if traits.contains(.textEntry) || traits.contains(.secureTextField) {
      word(traits.contains(.secureTextField) ? words.secureTextField : words.textField)
      if traits.contains(.isEditing) { word(words.isEditing) }
    }
    if traits.contains(.header) { word(words.heading) }
    if traits.contains(.link) { word(words.link) }
    if traits.contains(.adjustable) { word(words.adjustable) }
    if traits.contains(.image) { word(words.image) }
    if traits.contains(.searchField) { word(words.searchField) }
  }

  /// The custom hint with the default hints of rules §4.6; none at all when the element is dimmed.
  private func defaultHints(
    traits: AccessibilityTraits, hint: String?, words: WordTable, hasText: Bool
  ) -> [String] {
    var hints = hint.nonEmpty.map { [$0] } ?? []
    guard !traits.contains(.notEnabled) else { return hints }
    if traits.contains(.toggleButton) {
      hints.append(words.toggleHint)
    } else if traits.contains(.textEntry) {
      if traits.contains(.isEditing) {
        hints = [words.editingHint]
      } else if traits.contains(.textArea) {
        hints = ["\(words.textFieldHint), \(words.editingHint)"]
      } else {
        hints = [words.textFieldHint]
      }
    } else if traits.contains(.adjustable), hasText {
      hints.append(words.adjustableHint)
    }
    return hints
  }
}

extension Optional where Wrapped == String {
  /// The string without surrounding white space, unless that leaves nothing: an empty or blank label
  /// is no label.
  var nonEmpty: String? {
    guard let trimmed = self?.trimmedOfWhiteSpace(), !trimmed.isEmpty else { return nil }
    return trimmed
  }
}

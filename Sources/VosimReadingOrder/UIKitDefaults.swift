import Foundation
import VosimModel

/// What a node is to VoiceOver once its UIKit class has supplied its defaults (rules §5) and the node's
/// explicit `accessibility…` values have been taken over them.
package struct ResolvedAttributes: Hashable, Sendable {
  package var isElement: Bool
  package var label: String?
  package var value: String?
  package var hint: String?
  package var traits: AccessibilityTraits
}

/// UIKit's accessibility defaults per class: whether an instance is an element, and the label, value and
/// traits it derives from what it shows.
package enum UIKitDefaults {
  /// Whether node `index` is an element: what `resolve` says, without resolving its words.
  package static func isElement(_ arena: NodeArena, _ index: Int) -> Bool {
    let node = arena.nodes[index]
    return node.isAccessibilityElement ?? isElementByDefault(node.uikitClass)
  }

  /// Whether instances of a class are elements unless they say otherwise.
  private static func isElementByDefault(_ uikitClass: UIKitClass) -> Bool {
    switch uikitClass {
    case .view, .segmentedControl, .stepper, .navigationBar, .scrollView, .imageView, .tabBar: false
    case .accessibilityElement, .label, .button, .switch, .slider, .textField, .textView, .pageControl,
      .tableViewCell:
      true
    }
  }

  /// The attributes of node `index`: its class's defaults with its own values taken over them. The
  /// audit resolves the nodes the walk never reaches (the subviews of an element) with it too, so the
  /// two cannot disagree.
  package static func resolve(_ arena: NodeArena, _ index: Int) -> ResolvedAttributes {
    let node = arena.nodes[index]
    let texts = arena.texts(of: index)
    var defaults = ResolvedAttributes(
      isElement: isElementByDefault(node.uikitClass), label: nil, value: nil, hint: nil, traits: [])
    switch node.uikitClass {
    case .view, .segmentedControl, .stepper, .navigationBar, .scrollView, .accessibilityElement:
      break
    case .label:
      defaults.traits = .staticText
      defaults.label = texts.text
    case .button:
      defaults.traits = .button
      defaults.label = texts.title
    case .imageView:
      defaults.traits = .image
    case .switch:
      defaults.traits = [.button, .toggleButton]
      defaults.value = (node.isOn ?? false) ? "1" : "0"
    case .slider:
      let content = arena.rare(index).content
      defaults.traits = .adjustable
      defaults.value = percentage(
        content.value ?? 0, minimum: content.minimumValue ?? 0, maximum: content.maximumValue ?? 1)
    case .textField:
      let content = arena.rare(index).content
      defaults.traits = .textEntry
      if content.isSecureTextEntry == true { defaults.traits.insert(.secureTextField) }
      if content.isEditing == true { defaults.traits.insert(.isEditing) }
      defaults.label = content.placeholder
      // value = text (rules §5); a secure field's is masked, a bullet a character, as UIKit's
      // accessibilityValue and every device dump give it (dump-formats §6): the typed text is never
      // spoken. How a device speaks the bullets is one of the open questions in docs/voiceover-rules.md.
      if let text = texts.text, !text.isEmpty {
        defaults.value = content.isSecureTextEntry == true ? String(repeating: "•", count: text.count) : text
      }
    case .textView:
      let content = arena.rare(index).content
      if content.isEditable ?? true {
        defaults.traits = [.textEntry, .textArea]
        if content.isEditing == true { defaults.traits.insert(.isEditing) }
        defaults.value = texts.text
      } else {
        // Read only, it is static text, whose text is still its value (rules §5): a label the app sets
        // is said before it, not instead of it.
        defaults.traits = .staticText
        defaults.value = texts.text
      }
    case .pageControl:
      let content = arena.rare(index).content
      defaults.traits = .adjustable
      if let pages = content.numberOfPages, pages > 0 {
        let page = min(max(content.currentPage ?? 0, 0), pages - 1)
        defaults.value = "page \(page + 1) of \(pages)"
      }
    case .tabBar:
      defaults.traits = .tabBar
    case .tableViewCell:
      // Each text trimmed, a blank one left out (blank text is no text), then joined; a cell that
      // shows its texts in views of its own (a custom cell) speaks theirs.
      var shown = [texts.text, arena.rare(index).content.detailText].compactMap { $0?.trimmedOfWhiteSpace() }
        .filter { !$0.isEmpty }
      if shown.isEmpty, texts.label == nil { shown = labelsInside(arena, index) }
      defaults.label = shown.isEmpty ? nil : shown.joined(separator: ", ")
    }
    if node.uikitClass.isControl {
      if node.isEnabled == false { defaults.traits.insert(.notEnabled) }
      if node.isSelected == true { defaults.traits.insert(.selected) }
    }
    // A UISwitch's value is always its isOn: UIKit ignores an accessibilityValue set on it (rules §5,
    // corrected 2026-12-01).
    let value = node.uikitClass == .switch ? defaults.value : texts.value ?? defaults.value
    return ResolvedAttributes(
      isElement: node.isAccessibilityElement ?? defaults.isElement,
      label: texts.label ?? defaults.label,
      value: value,
      hint: texts.hint,
      traits: node.traits ?? defaults.traits)
  }

  /// The labels of the elements inside a cell's subviews, in tree order: those VoiceOver would reach
  /// there were the cell not an element (a control's parts among them), each read as one label, what
  /// it contains not looked into.
  private static func labelsInside(_ arena: NodeArena, _ cell: Int) -> [String] {
    var labels: [String] = []
    var stack = arena.children(of: cell).filter { !arena.nodes[$0].isEntry }.reversed() as [Int]
    while let index = stack.popLast() {
      if Reachability.isGone(index, in: arena) { continue }
      if isElement(arena, index) {
        if let label = resolve(arena, index).label.nonEmpty { labels.append(label) }
        continue
      }
      // A control that lays out its own parts (segments, a navigation bar's title) is its parts.
      let parts = CompositeControls.parts(of: index, in: arena)
      if !parts.isEmpty {
        labels += parts.compactMap { $0.label.nonEmpty }
        continue
      }
      stack += arena.children(of: index).filter { !arena.nodes[$0].isEntry }.reversed()
    }
    return labels
  }

  /// A slider's value as UIKit speaks it: the whole percentage of its range, `75%`.
  package static func percentage(_ value: Double, minimum: Double, maximum: Double) -> String {
    guard maximum > minimum, value.isFinite else { return "0%" }
    // Halved first: a range wider than Double.greatestFiniteMagnitude must not overflow to inf / inf.
    let fraction = (min(max(value, minimum), maximum) / 2 - minimum / 2) / (maximum / 2 - minimum / 2)
    guard fraction.isFinite else { return "0%" }
    return "\(Int((fraction * 100).rounded()))%"
  }

  /// The words of a view that is no element and has nothing inside it, but shows text (a label's
  /// `text`, a button's `title`) or carries a label: words on screen that VoiceOver never speaks unless
  /// an element around it does (Apple's "Potentially inaccessible text"; a labelled image view left
  /// out by its class's default is the classic case). Nil for anything else: words without a letter or
  /// a digit (a `•` separator), and the controls whose parts speak their words (a navigation bar's
  /// title, a segment).
  package static func unspokenWords(_ arena: NodeArena, _ index: Int) -> String? {
    let node = arena.nodes[index]
    guard Int(node.end) == index + 1, !isElement(arena, index), arena.rare(index).elements == nil,
      ![.navigationBar, .tabBar, .segmentedControl, .stepper].contains(node.uikitClass),
      let words = arena.text(.text, of: index).nonEmpty ?? arena.text(.title, of: index).nonEmpty
        ?? arena.text(.label, of: index).nonEmpty
        // An empty field shows its placeholder.
        ?? (node.uikitClass == .textField ? arena.rare(index).content.placeholder.nonEmpty : nil),
      words.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil })
    else { return nil }
    return words
  }
}

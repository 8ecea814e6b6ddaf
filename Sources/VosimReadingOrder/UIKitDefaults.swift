import Foundation
import VosimModel

/// What a node is to VoiceOver once its UIKit class has supplied its defaults (rules §5) and the node's
/// explicit `accessibility…` values have been taken over them.
struct ResolvedAttributes: Hashable, Sendable {
  var isElement: Bool
  var label: String?
  var value: String?
  var hint: String?
  var traits: AccessibilityTraits
}

/// UIKit's accessibility defaults per class: whether an instance is an element, and the label, value and
/// traits it derives from what it shows.
package enum UIKitDefaults {
  /// Reads `node.content` in place each time: a copy of it was a dozen retains per node.
  static func resolve(_ node: AccessibilityNode) -> ResolvedAttributes {
    var defaults = ResolvedAttributes(isElement: false, label: nil, value: nil, hint: nil, traits: [])
    switch node.uikitClass {
    case .view, .segmentedControl, .stepper, .navigationBar, .scrollView:
      break
    case .accessibilityElement:
      defaults.isElement = true
    case .label:
      defaults.isElement = true
      defaults.traits = .staticText
      defaults.label = node.content.text
    case .button:
      defaults.isElement = true
      defaults.traits = .button
      defaults.label = node.content.title
    case .imageView:
      defaults.traits = .image
    case .switch:
      defaults.isElement = true
      defaults.traits = [.button, .toggleButton]
      defaults.value = (node.content.isOn ?? false) ? "1" : "0"
    case .slider:
      defaults.isElement = true
      defaults.traits = .adjustable
      defaults.value = percentage(
        node.content.value ?? 0, minimum: node.content.minimumValue ?? 0,
        maximum: node.content.maximumValue ?? 1)
    case .textField:
      defaults.isElement = true
      defaults.traits = .textEntry
      if node.content.isSecureTextEntry == true { defaults.traits.insert(.secureTextField) }
      if node.content.isEditing == true { defaults.traits.insert(.isEditing) }
      defaults.label = node.content.placeholder
      // value = text, secure or not (rules §5); how a device speaks a secure field's text is one of
      // the open questions in docs/voiceover-rules.md.
      if let text = node.content.text, !text.isEmpty { defaults.value = text }
    case .textView:
      defaults.isElement = true
      if node.content.isEditable ?? true {
        defaults.traits = [.textEntry, .textArea]
        if node.content.isEditing == true { defaults.traits.insert(.isEditing) }
        defaults.value = node.content.text
      } else {
        defaults.traits = .staticText
        defaults.label = node.content.text
      }
    case .pageControl:
      defaults.isElement = true
      defaults.traits = .adjustable
      if let pages = node.content.numberOfPages, pages > 0 {
        let page = min(max(node.content.currentPage ?? 0, 0), pages - 1)
        defaults.value = "page \(page + 1) of \(pages)"
      }
    case .tabBar:
      defaults.traits = .tabBar
    case .tableViewCell:
      defaults.isElement = true
      // Each text trimmed, a blank one left out (blank text is no text), then joined.
      let texts = [node.content.text, node.content.detailText].compactMap { $0?.trimmedOfWhiteSpace() }
        .filter { !$0.isEmpty }
      defaults.label = texts.isEmpty ? nil : texts.joined(separator: ", ")
    }
    if node.uikitClass.isControl {
      if node.content.isEnabled == false { defaults.traits.insert(.notEnabled) }
      if node.content.isSelected == true { defaults.traits.insert(.selected) }
    }
    // A UISwitch's value is always its isOn: UIKit ignores an accessibilityValue set on it (rules §5,
    // corrected 2026-12-01).
    let value = node.uikitClass == .switch ? defaults.value : node.accessibilityValue ?? defaults.value
    return ResolvedAttributes(
      isElement: node.isAccessibilityElement ?? defaults.isElement,
      label: node.accessibilityLabel ?? defaults.label,
      value: value,
      hint: node.accessibilityHint,
      traits: node.accessibilityTraits ?? defaults.traits)
  }

  /// A slider's value as UIKit speaks it: the whole percentage of its range, `75%`.
  package static func percentage(_ value: Double, minimum: Double, maximum: Double) -> String {
    guard maximum > minimum, value.isFinite else { return "0%" }
    // Halved first: a range wider than Double.greatestFiniteMagnitude must not overflow to inf / inf.
    let fraction = (min(max(value, minimum), maximum) / 2 - minimum / 2) / (maximum / 2 - minimum / 2)
    guard fraction.isFinite else { return "0%" }
    return "\(Int((fraction * 100).rounded()))%"
  }
}

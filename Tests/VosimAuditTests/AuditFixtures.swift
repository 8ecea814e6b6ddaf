import Foundation
import VosimAudit
import VosimModel
import VosimReadingOrder
import VosimTestSupport

/// A phone screen of `subviews` under a plain root.
func screen(_ subviews: [AccessibilityNode], language: String = "en-US") -> Screen {
  Screen(
    language: language,
    root: AccessibilityNode(frame: Frame(x: 0, y: 0, width: 390, height: 844), subviews: subviews))
}

/// A custom element (`UIAccessibilityElement`) with the given properties.
func element(
  _ label: String? = nil, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
  frame: Frame? = Frame(x: 20, y: 100, width: 100, height: 44), identifier: String? = nil,
  className: String = "UIAccessibilityElement", language: String? = nil
) -> AccessibilityNode {
  AccessibilityNode(
    className: className, frame: frame, isAccessibilityElement: true, accessibilityLabel: label,
    accessibilityValue: value, accessibilityHint: hint, accessibilityIdentifier: identifier,
    accessibilityLanguage: language, accessibilityTraits: traits)
}

/// The findings of one rule on a screen, everything else enabled as by default.
func findings(_ rule: AuditRule, on screen: Screen, configuration: AuditConfiguration = AuditConfiguration())
  -> [AuditFinding]
{
  (try? Auditor(configuration: configuration).audit(screen))?.findings.filter { $0.rule == rule } ?? []
}

/// The messages of one rule's findings on a screen of one element each.
func messages(_ rule: AuditRule, _ nodes: AccessibilityNode..., language: String = "en-US") -> [String] {
  findings(rule, on: screen(nodes, language: language)).map(\.message)
}

/// Whether the rule finds something on a screen holding only `node`.
func fires(_ rule: AuditRule, _ node: AccessibilityNode, language: String = "en-US") -> Bool {
  !messages(rule, node, language: language).isEmpty
}

/// A fresh folder under the system's temporary folder.
func temporaryFolder() throws -> URL {
  try TestFolder.make("vosim-audit")
}

/// Control content with a text or a title.
func content(text: String? = nil, title: String? = nil) -> ControlContent {
  var content = ControlContent()
  content.text = text
  content.title = title
  return content
}

import VosimModel
import VosimReadingOrder

/// Finds elements with elements inside them: VoiceOver stops at the outer element and never reaches
/// the inner ones. An inner element is lost when it is interactive or says something the outer one
/// does not (a button's own title label, repeated in the button's label, is not lost; nor is an image
/// the outer element's words describe).
struct NestedElementFinder: AccessibilityWalker {
  /// An outer element and the names of the inner elements it hides.
  struct Found: Sendable {
    var path: NodePath
    var outer: String
    var inner: [String]
  }

  /// The outer elements in document order.
  var found: [Found] = []

  /// The nested elements of a whole screen.
  static func find(in screen: Screen) -> [Found] {
    var finder = NestedElementFinder()
    finder.walk(screen.root)
    return finder.found
  }

  mutating func visit(_ node: AccessibilityNode, at path: NodePath) -> WalkAction {
    // A node without children has nothing inside it, whatever it is: most nodes, never resolved.
    if node.subviews.isEmpty, node.accessibilityElements == nil { return .skipChildren }
    if NodeAttributes.isGone(node) { return .skipChildren }
    let attributes = NodeAttributes(node)
    guard attributes.isElement else { return .visitChildren }
    // What the outer element says, custom content (the More Content rotor's too) included.
    let content = node.accessibilityCustomContent.flatMap { [$0.label, $0.value] }
    let spoken = ([attributes.label, attributes.value, node.accessibilityHint].compactMap { $0 } + content)
      .joined(separator: " ").lowercased()
    var lost: [String] = []
    // Depth first in document order: the stack holds the children reversed.
    var stack = Array(node.structuralChildSteps.map(\.node).reversed())
    while let inner = stack.popLast() {
      if NodeAttributes.isGone(inner) { continue }
      let innerAttributes = NodeAttributes(inner)
      if innerAttributes.isElement {
        let text = [innerAttributes.label, innerAttributes.value].compactMap(\.auditText)
        let isInteractive = !innerAttributes.traits.isDisjoint(with: TargetRules.interactive)
        // An image inside a labelled element is what the label sums up (five star images under
        // "Rating: 4 out of 5 stars"): only words and controls are lost.
        let isSummarisedImage =
          innerAttributes.traits.contains(.image) && !innerAttributes.traits.contains(.staticText)
          && !spoken.isEmpty
        let isLost =
          isInteractive || (!isSummarisedImage && text.contains { !spoken.contains($0.lowercased()) })
        if isLost, !text.isEmpty || isInteractive {
          lost.append(
            text.first.map { "'\($0)'" } ?? (Describe.firstTraitName(innerAttributes.traits) ?? "element"))
        }
      }
      stack.append(contentsOf: inner.structuralChildSteps.map(\.node).reversed())
    }
    if !lost.isEmpty {
      let outer = attributes.label.auditText.map { "'\($0)'" } ?? node.className
      found.append(Found(path: path, outer: outer, inner: lost))
    }
    return .skipChildren
  }
}

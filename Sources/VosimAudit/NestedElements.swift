import VosimModel
import VosimReadingOrder

/// Finds elements with elements inside them: VoiceOver stops at the outer element and never reaches
/// the inner ones. An inner element is lost when it is interactive or says something the outer one
/// does not (a button's own title label, repeated in the button's label, is not lost; nor is an image
/// the outer element's words describe).
struct NestedElementFinder {
  /// An outer element and the names of the inner elements it hides.
  struct Found: Sendable {
    var path: NodePath
    var outer: String
    var inner: [String]
  }

  /// The nested elements of a whole screen, outer elements in document order. A walk that carries
  /// steps rather than paths: a path is made only for an element found.
  static func find(in screen: Screen) -> [Found] {
    var found: [Found] = []
    var steps: [NodePath.Step] = []
    var stack: [(node: AccessibilityNode, depth: Int, step: NodePath.Step?)] = [(screen.root, 0, nil)]
    while let (node, depth, step) = stack.popLast() {
      steps.removeLast(steps.count - max(depth - 1, 0))
      if let step { steps.append(step) }
      switch inspect(node) {
      case .descend:
        for child in node.structuralChildSteps.reversed() {
          stack.append((child.node, depth + 1, child.step))
        }
      case .skip:
        continue
      case .found(let outer, let inner):
        let path = steps.reduce(NodePath.root) { $0.appending($1) }
        found.append(Found(path: path, outer: outer, inner: inner))
      }
    }
    return found
  }

  enum Verdict {
    case descend
    case skip
    /// An element hiding elements: its name and theirs.
    case found(outer: String, inner: [String])
  }

  static func inspect(_ node: AccessibilityNode) -> Verdict {
    // A node without children has nothing inside it, whatever it is: most nodes, never resolved.
    if node.subviews.isEmpty, node.accessibilityElements == nil { return .skip }
    if NodeAttributes.isGone(node) { return .skip }
    let attributes = NodeAttributes(node)
    guard attributes.isElement else { return .descend }
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
    guard !lost.isEmpty else { return .skip }
    return .found(outer: attributes.label.auditText.map { "'\($0)'" } ?? node.className, inner: lost)
  }
}

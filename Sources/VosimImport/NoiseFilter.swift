import VosimModel

/// What a dump contains that VoiceOver does not read: scroll-bar pseudo elements, windows marked not
/// visible, the status bar (unless asked for), and elements hidden or covered inside the app's frame.
enum NoiseFilter {
  /// Whether each node is dropped with its whole subtree before elements are chosen.
  static func removedSubtrees(_ tree: DumpTree, options: ImportOptions) -> [Bool] {
    var removed = [Bool](repeating: false, count: tree.nodes.count)
    // Nodes are read in place through the buffer, never bound to a copy: a copy is a dozen retains.
    tree.nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices {
        if let parent = nodes[index].parent, removed[parent] {
          removed[index] = true
        } else if isScrollBar(nodes[index])
          || (nodes[index].type == "Window" && nodes[index].isVisible == false)
        {
          removed[index] = true
        } else if nodes[index].type == "StatusBar" && !options.includeStatusBar {
          removed[index] = true
        }
      }
    }
    return removed
  }

  /// XCTest's scroll indicators: type ScrollBar, or `Vertical scroll bar, 2 pages` on an Other.
  static func isScrollBar(_ node: DumpElement) -> Bool {
    if node.type == "ScrollBar" { return true }
    guard let label = node.label else { return false }
    for prefix in ["Vertical scroll bar, ", "Horizontal scroll bar, "] where label.hasPrefix(prefix) {
      let rest = label.dropFirst(prefix.count)
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      let unit = rest.dropFirst(digits.count)
      return !digits.isEmpty && (unit == " page" || unit == " pages")
    }
    return false
  }

  /// An element marked not visible whose frame lies entirely inside the application's frame: hidden or
  /// covered. One reaching outside stays, since VoiceOver scrolls to it.
  static func isHiddenInsideApplication(_ node: DumpElement, applicationFrame: Frame?) -> Bool {
    guard node.isVisible == false, let frame = node.frame, let app = applicationFrame else { return false }
    return frame.minX >= app.minX && frame.minY >= app.minY && frame.maxX <= app.maxX
      && frame.maxY <= app.maxY
  }
}

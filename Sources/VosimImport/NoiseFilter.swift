import VosimModel

/// What a dump contains that VoiceOver does not read, or that screen checks do not want: scroll-bar
/// pseudo elements, windows marked not visible, the status bar and the keyboard (unless asked for), and
/// elements hidden or covered inside the area where they would show.
enum NoiseFilter {
  /// Whether each node is dropped with its whole subtree before elements are chosen.
  static func removedSubtrees(_ tree: DumpTree, options: ImportOptions) -> [Bool] {
    var removed = [Bool](repeating: false, count: tree.nodes.count)
    // Nodes are read in place through the buffer: a copy of each would retain all its strings.
    tree.nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices {
        if let parent = nodes[index].parent, removed[parent] {
          removed[index] = true
        } else if isScrollBar(type: nodes[index].type, label: nodes[index].label)
          || (nodes[index].type == "Window" && nodes[index].isVisible == false)
        {
          removed[index] = true
        } else if (nodes[index].type == "StatusBar" || nodes[index].isStatusBarItem)
          && !options.includeStatusBar
        {
          removed[index] = true
        } else if nodes[index].type == "Keyboard" && !options.includeKeyboard {
          removed[index] = true
        }
      }
    }
    return removed
  }

  /// XCTest's scroll indicators: type ScrollBar, or `Vertical scroll bar, 2 pages` on an Other.
  ///
  /// Given a node's fields rather than the node: passing a node read from the arena copies it whole.
  static func isScrollBar(type: String, label: String?) -> Bool {
    if type == "ScrollBar" { return true }
    guard let label else { return false }
    for prefix in ["Vertical scroll bar, ", "Horizontal scroll bar, "] where label.hasPrefix(prefix) {
      let rest = label.dropFirst(prefix.count)
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      let unit = rest.dropFirst(digits.count)
      return !digits.isEmpty && (unit == " page" || unit == " pages")
    }
    return false
  }

  /// For each node, whether it is marked not visible although its frame lies entirely inside the area
  /// where it would show: the application's frame, clipped to the frame of every enclosing scrolling
  /// container (ScrollView, Table, CollectionView, WebView, Outline). Such a node is hidden or covered.
  /// One reaching outside that area stays: it is scrolled out of view (WebDriverAgent marks off-screen
  /// rows not visible), and VoiceOver scrolls to it. Nil when no node is marked not visible.
  static func hiddenInsideVisibleArea(_ tree: DumpTree, applicationFrame: Frame?) -> [Bool]? {
    guard let application = applicationFrame else { return nil }
    return tree.nodes.withUnsafeBufferPointer { nodes in
      // By index: iterating the nodes themselves would copy each one.
      guard nodes.indices.contains(where: { nodes[$0].isVisible == false }) else { return nil }
      // Each node's children show inside `areas[areaOf[node]]`; few nodes open a new area.
      var areas = [VisibleArea(application)]
      var areaOf = [Int32](repeating: 0, count: nodes.count)
      var hidden = [Bool](repeating: false, count: nodes.count)
      for index in nodes.indices {
        let outer = nodes[index].parent.map { Int(areaOf[$0]) } ?? 0
        areaOf[index] = Int32(outer)
        guard let frame = nodes[index].frame else { continue }
        if nodes[index].isVisible == false { hidden[index] = areas[outer].contains(frame) }
        if ElementTypeMapping.scrollingTypes.contains(nodes[index].type) {
          areaOf[index] = Int32(areas.count)
          areas.append(areas[outer].clipped(to: frame))
        }
      }
      return hidden
    }
  }

  /// A rectangle by its edges; empty when an edge passes the opposite one.
  private struct VisibleArea {
    var minX, minY, maxX, maxY: Double

    init(_ frame: Frame) {
      (minX, minY, maxX, maxY) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
    }

    func contains(_ frame: Frame) -> Bool {
      frame.minX >= minX && frame.minY >= minY && frame.maxX <= maxX && frame.maxY <= maxY
    }

    func clipped(to frame: Frame) -> VisibleArea {
      var area = self
      area.minX = max(minX, frame.minX)
      area.minY = max(minY, frame.minY)
      area.maxX = min(maxX, frame.maxX)
      area.maxY = min(maxY, frame.maxY)
      return area
    }
  }
}

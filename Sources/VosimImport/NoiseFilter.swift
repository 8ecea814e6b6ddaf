import VosimModel

/// What a dump contains that VoiceOver does not read, or that screen checks do not want: scroll-bar
/// pseudo elements, windows marked not visible (beside one that is), and the status bar and the keyboard (unless asked for).
/// An element marked not visible stays: it is covered or scrolled out of view, and VoiceOver reads it
/// all the same (dump-formats §1.6), unless a modal view captures it.
enum NoiseFilter {
  /// Whether each node is dropped with its whole subtree before elements are chosen.
  ///
  /// An indicator told only by its shape is named in a warning: a progress strip of the app's own
  /// can have the same shape, and it would vanish without a trace.
  static func removedSubtrees(_ tree: DumpTree, options: ImportOptions, warnings: inout [Diagnostic])
    -> [Bool]
  {
    var removed = [Bool](repeating: false, count: tree.nodes.count)
    var byShape: [Int] = []
    var looseKeys: [Int] = []
    // Nodes are read in place through the buffer: a copy of each would retain all its strings.
    tree.nodes.withUnsafeBufferPointer { nodes in
      // WebDriverAgent's `visible` is known to be false for whole trees: with no window marked
      // visible, the windows marked not visible are the screen.
      let dropsHiddenWindows = nodes.contains { $0.type == "Window" && $0.isVisible != false }
      for index in nodes.indices {
        if let parent = nodes[index].parent, removed[parent] {
          removed[index] = true
        } else if isScrollBar(type: nodes[index].type, label: nodes[index].label)
          || (dropsHiddenWindows && nodes[index].type == "Window" && nodes[index].isVisible == false)
        {
          removed[index] = true
        } else if isLocalizedScrollBar(nodes[index], in: nodes) {
          removed[index] = true
          byShape.append(index)
        } else if (nodes[index].type == "StatusBar" || nodes[index].isStatusBarItem)
          && !options.includeStatusBar
        {
          removed[index] = true
        } else if !options.includeKeyboard,
          nodes[index].type == "Keyboard"
            || tree.isKey(type: nodes[index].type, traits: nodes[index].listedTraits)
        {
          // A key outside a Keyboard too: idb's flat list has the keys and no keyboard. In XCTest's tree
          // the Keyboard holds them; a button listing the trait there is the app's own (a PIN pad).
          removed[index] = true
          // A Key in XCTest's tree outside any keyboard may be an app's own keypad: said, not lost.
          if tree.granularity == .automationTree, nodes[index].type == "Key" { looseKeys.append(index) }
        }
      }
    }
    if let first = looseKeys.first {
      let more = looseKeys.count > 1 ? " (and \(looseKeys.count - 1) more)" : ""
      let label = tree.nodes[first].label ?? ""
      warnings.append(
        Diagnostic(
          .warning,
          "the Key '\(label + label.directionalClosers)'\(more) outside a keyboard is left out as the "
            + "keyboard's; an app's own keypad is read with --include-keyboard",
          at: .line(tree.nodes[first].line)))
    }
    if let first = byShape.first {
      // Each named, a few at least: the app's own strip must not hide behind a real indicator.
      let names = byShape.prefix(5).map { index in
        let label = tree.nodes[index].label ?? ""
        return "'\(label + label.directionalClosers)'"
      }
      let more = byShape.count > 5 ? " and \(byShape.count - 5) more" : ""
      let listed =
        names.count == 1
        ? "the Other \(names[0]) is" : "the Others \(names.joined(separator: ", "))\(more) are"
      warnings.append(
        Diagnostic(
          .warning,
          "\(listed) left out as \(names.count == 1 ? "a scroll indicator" : "scroll indicators") in another "
            + "language, told by \(names.count == 1 ? "its" : "their") shape, not words",
          at: .line(tree.nodes[first].line)))
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

  /// A scroll indicator in another language (`Vertikale Rollleiste, 2 Seiten`, value `0 %`): told by
  /// its shape rather than its words, which vosim cannot list for every language. An `Other` whose
  /// parent scrolls, labelled `WORDS, N UNIT` (a number and one word after the only comma) with a
  /// percentage for its value, as XCTest prints the indicator in every language, and shaped as one: a
  /// strip along the scroll view's side or bottom edge (a storage bar `Used, 51 GB` at `40%` is no
  /// indicator).
  static func isLocalizedScrollBar(_ node: DumpElement, in nodes: UnsafeBufferPointer<DumpElement>) -> Bool {
    guard node.type == "Other", let parent = node.parent,
      ["ScrollView", "Table", "CollectionView", "TextView", "WebView"].contains(nodes[parent].type),
      let value = node.value, let label = node.label,
      let bar = node.frame, let area = nodes[parent].frame, isEdgeStrip(bar, of: area)
    else { return false }
    // `0%`, `0 %`, `%0`, Arabic's `٠٪`, the full-width `０％`.
    var percent = value.unicodeScalars.filter { !$0.properties.isWhitespace }[...]
    if let sign = percent.last, Self.percentSigns.contains(sign) {
      percent.removeLast()
    } else if let sign = percent.first, Self.percentSigns.contains(sign) {
      percent.removeFirst()
    } else {
      return false
    }
    guard !percent.isEmpty, percent.allSatisfy({ $0.properties.numericType == .decimal }) else {
      return false
    }
    // One comma of the language's (`, `, Arabic's `، `, the ideographic `、`, the full-width `，`), then
    // a number and one word, spaced or not (`2 Seiten`, `2\u{A0}pages`, `2ページ`, `٢ صفحتان`).
    let parts = label.split(omittingEmptySubsequences: false) { Self.commas.contains($0) }
    guard parts.count == 2, parts[0].contains(where: { !$0.isWhitespace }) else { return false }
    let count = parts[1].drop { $0.isWhitespace }
    let digits = count.prefix { $0.isNumber }
    let unit = count.dropFirst(digits.count).drop { $0.isWhitespace }
    return !digits.isEmpty && !unit.isEmpty && unit.allSatisfy(\.isLetter)
  }

  private static let percentSigns: Set<Unicode.Scalar> = ["%", "\u{066A}", "\u{FF05}"]
  private static let commas: Set<Character> = [",", "\u{060C}", "\u{3001}", "\u{FF0C}"]

  /// Whether `bar` is a scroll indicator's strip in `area`: at most 40 pt across (XCTest gives the
  /// indicator 30), along the leading or trailing side, or along the bottom.
  private static func isEdgeStrip(_ bar: Frame, of area: Frame) -> Bool {
    let near = { (a: Double, b: Double) in abs(a - b) <= 12 }
    if bar.width <= 40, bar.height > bar.width {
      return near(bar.maxX, area.maxX) || near(bar.minX, area.minX)
    }
    if bar.height <= 40, bar.width > bar.height { return near(bar.maxY, area.maxY) }
    return false
  }
}

import VosimModel

/// Which dump nodes VoiceOver can focus: the element set the reading-order engine then orders.
enum FocusableSelection {
  /// The role of one dump node in the imported screen.
  enum Role: Equatable, Sendable {
    /// Dropped as noise, with its subtree.
    case removed
    /// A VoiceOver element; its descendants are skipped.
    case element
    /// A container, kept when some descendant is an element.
    case container
    /// A container VoiceOver focuses as well: idb `--nested` lists a labelled group (a navigation bar,
    /// a tab bar) with its children, and the flat list of the same objects makes it and each child an
    /// element. Its own element comes first among its subviews; its children are read as usual.
    case labelledContainer
    /// Below an element: VoiceOver never visits it.
    case skipped
  }

  /// Each node's role, by the rule its format allows (see docs/importing.md).
  static func roles(_ tree: DumpTree, removed: [Bool]) -> [Role] {
    let candidate = candidates(tree, removed: removed)
    var roles = [Role](repeating: .container, count: tree.nodes.count)
    // For each node, whether the nearest element above it is a text or search field, whose own
    // buttons are elements too.
    var insideField = [Bool](repeating: false, count: tree.nodes.count)
    for index in tree.nodes.indices {
      if let parent = tree.nodes[index].parent {
        insideField[index] =
          roles[parent] == .element
          ? ElementTypeMapping.textEntryTypes.contains(tree.nodes[parent].type) : insideField[parent]
      }
      if removed[index] {
        roles[index] = .removed
      } else if insideField[index], isFieldButton(tree.nodes[index]) {
        roles[index] = .element
      } else if let parent = tree.nodes[index].parent, roles[parent] == .element || roles[parent] == .skipped
      {
        roles[index] = .skipped
      } else if candidate[index] {
        roles[index] = isLabelledContainer(tree.nodes[index], in: tree) ? .labelledContainer : .element
      }
    }
    return roles
  }

  /// A button inside a text or search field (a search field's Dictate button, a password field's
  /// show-password button): an element of its own, read after the field. Not one marked not visible
  /// (a clear button shown only while editing).
  private static func isFieldButton(_ node: DumpElement) -> Bool {
    node.type == "Button" && node.isVisible != false
  }

  /// An idb Group with words and nothing inside it: a cell or a progress bar whose children idb does
  /// not list (dump-formats §3.2, facebook/idb#767), an element that speaks them. One with members is
  /// their container.
  private static func isMemberlessLabelledGroup(_ node: DumpElement) -> Bool {
    node.children.isEmpty && !node.isStatusBarItem && hasText(label: node.label, value: node.value)
  }

  /// An idb Group with a value and no label (a progress bar's `50%`): not the container of the entries
  /// inside it, which takes a label, so the flat list gives it as an element beside them; the nested
  /// form does too.
  private static func isValuedUnlabelledGroup(_ node: DumpElement) -> Bool {
    ScreenBuilder.nonBlank(node.label) == nil && ScreenBuilder.nonBlank(node.value) != nil
  }

  /// idb `--nested`: a container type (rules §6: containers are not focusable through their label)
  /// that holds children. Its label makes it an element too, as in the flat list, but never hides the
  /// children, which the flat list of the same objects gives as elements of their own.
  private static func isLabelledContainer(_ node: DumpElement, in tree: DumpTree) -> Bool {
    tree.granularity == .nestedElementList && !node.children.isEmpty
      && (node.type != "Group" || isValuedUnlabelledGroup(node))
      && !ElementTypeMapping.modalTypes.contains(node.type)
      && (ElementTypeMapping.containerTypes.contains(node.type)
        || ElementTypeMapping.containerRoleTypes.contains(node.type))
  }

  /// Whether each node would be an element if the walk reached it.
  private static func candidates(_ tree: DumpTree, removed: [Bool]) -> [Bool] {
    let nodes = tree.nodes
    var candidate = [Bool](repeating: false, count: nodes.count)
    switch tree.granularity {
    case .flatElementList:
      for (index, node) in nodes.enumerated() where !removed[index] {
        // A Group is a container: with a label, the group context of the entries inside its frame.
        // Another container type (a ScrollArea, a TabGroup) with nothing to say is no stop either, as
        // in the nested form, where its children are the elements.
        // An Alert or Sheet holds the entries inside its frame (never an element through its title).
        candidate[index] =
          ElementTypeMapping.modalTypes.contains(node.type)
          ? false
          : node.type == "Group"
            ? isMemberlessLabelledGroup(node)
            : node.type != "Application"
              && (hasText(label: node.label, value: node.value)
                || !(ElementTypeMapping.containerTypes.contains(node.type)
                  || ElementTypeMapping.containerRoleTypes.contains(node.type)))
      }
    case .nestedElementList:
      for (index, node) in nodes.enumerated() where !removed[index] && node.type == "Group" {
        candidate[index] = isMemberlessLabelledGroup(node) || isValuedUnlabelledGroup(node)
      }
      for (index, node) in nodes.enumerated()
      where !removed[index] && node.type != "Application" && node.type != "Group"
        && !ElementTypeMapping.modalTypes.contains(node.type)
      {
        candidate[index] =
          node.children.isEmpty || hasText(label: node.label, value: node.value)
          || isInteractive(type: node.type, label: node.label)
          || ElementTypeMapping.interactiveRoleTypes.contains(node.type)
      }
    case .automationTree:
      // Read in place through the buffer: a copy of each node would retain all its strings.
      nodes.withUnsafeBufferPointer { nodes in
        var repeated = false
        candidate = automationCandidates(nodes, removed: removed, combining: true, repeated: &repeated)
        // React Native's containers repeat their descendants' labels at every level: where a dump shows
        // that, no joined label is SwiftUI's combined element.
        if repeated {
          candidate = automationCandidates(nodes, removed: removed, combining: false, repeated: &repeated)
        }
      }
    }
    return candidate
  }

  /// The candidates of an XCTest tree, bottom-up (children come after their parent in the arena).
  /// `repeated` is set when a label joins descendants' labels that themselves repeat labels below them.
  private static func automationCandidates(
    _ nodes: UnsafeBufferPointer<DumpElement>, removed: [Bool], combining: Bool, repeated: inout Bool
  ) -> [Bool] {
    var candidate = [Bool](repeating: false, count: nodes.count)
    var subtreeHasElement = [Bool](repeating: false, count: nodes.count)
    for index in nodes.indices.reversed() where !removed[index] {
      let childHasElement = nodes[index].children.contains { subtreeHasElement[$0] }
      if nodes[index].type == "Application" || nodes[index].type == "Window" {
        candidate[index] = false
      } else if let accessible = nodes[index].isAccessible {
        // A Table is no element's ancestor for WebDriverAgent (dump-formats §1.2: "no ancestor other
        // than Table"): a search results table marked accessible still has its rows read.
        candidate[index] =
          accessible && !isAccessibleThroughFirstChild(index, in: nodes)
          && !(nodes[index].type == "Table" && childHasElement)
      } else if isInteractive(type: nodes[index].type, label: nodes[index].label) {
        candidate[index] = true
      } else if let parent = nodes[index].parent, nodes[index].type == "Other",
        nodes[parent].type == "TabBar" || nodes[parent].listedTraits?.contains(.tabBar) == true,
        hasText(label: nodes[index].label, value: nodes[index].value)
      {
        // A tab bar's item drawn as a view of its own (React Native, a custom bar): the tab, its icon
        // and title inside it (dump-formats §6: "Button / Other inside TabBar").
        candidate[index] = true
      } else if ElementTypeMapping.containerTypes.contains(nodes[index].type) {
        candidate[index] = false
      } else if !hasText(label: nodes[index].label, value: nodes[index].value) {
        candidate[index] = false
      } else if !childHasElement {
        candidate[index] = true
      } else if combining {
        switch joinedLabel(index, in: nodes) {
        case .combined: candidate[index] = true
        case .repeated: repeated = true
        case .none: break
        }
      }
      subtreeHasElement[index] = candidate[index] || childHasElement
    }
    return candidate
  }

  /// How a node's label joins its descendants' labels.
  private enum JoinedLabel {
    /// It does not.
    case none
    /// It is its descendants' labels joined (`App presented by sponsor` over `App presented by` and
    /// an Image `Sponsor`): SwiftUI's `.accessibilityElement(children: .combine)`, one element with
    /// its own label.
    case combined
    /// It joins labels that themselves repeat labels below them: React Native gives every container
    /// its descendants' labels joined (dump-formats §1.6), level over level, where SwiftUI's combined
    /// element holds plain leaves.
    case repeated
  }

  /// Compared without case, commas and extra white space; two labels at least, each descendant's
  /// below it not counted again. Never over a control (a Button, a Switch…), an element of its own
  /// (dump-formats §8).
  private static func joinedLabel(_ index: Int, in nodes: UnsafeBufferPointer<DumpElement>) -> JoinedLabel {
    guard let label = nodes[index].label.map(normalized), !label.isEmpty else { return .none }
    var parts: [String] = []
    var length = 0
    var repeats = false
    // A control among them makes no combined element, but its label still counts toward React
    // Native's repetition, which a login form's button must not hide.
    var holdsControl = false
    var stack = Array(nodes[index].children.reversed())
    while let next = stack.popLast() {
      if isInteractive(type: nodes[next].type, label: nodes[next].label) { holdsControl = true }
      if let text = nodes[next].label.map(normalized), !text.isEmpty {
        repeats = repeats || hasLabelledDescendant(next, in: nodes)
        parts.append(text)
        length += text.count + 1
        // The joined text can only grow: stop once it is longer than the label.
        if length > label.count + 1 { return .none }
        continue
      }
      stack += nodes[next].children.reversed()
    }
    guard parts.count >= 2, parts.joined(separator: " ") == label else { return .none }
    return repeats ? .repeated : holdsControl ? .none : .combined
  }

  private static func hasLabelledDescendant(_ index: Int, in nodes: UnsafeBufferPointer<DumpElement>) -> Bool
  {
    var stack = nodes[index].children
    while let next = stack.popLast() {
      if nodes[next].label.map({ !$0.isBlank }) == true { return true }
      stack += nodes[next].children
    }
    return false
  }

  private static func normalized(_ text: String) -> String {
    text.lowercased().replacingOccurrences(of: ",", with: " ").split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
  }

  /// A Cell WebDriverAgent marks accessible only because its first child is (its `isWDAccessible`, spec
  /// §1.2): no text of its own and an accessible first child. Its children are VoiceOver's elements; as
  /// one element it would read as nothing and hide them.
  private static func isAccessibleThroughFirstChild(_ index: Int, in nodes: UnsafeBufferPointer<DumpElement>)
    -> Bool
  {
    guard nodes[index].type == "Cell", !hasText(label: nodes[index].label, value: nodes[index].value),
      let first = nodes[index].children.first
    else {
      return false
    }
    return nodes[first].isAccessible == true
  }

  // These two take a node's fields: passing a node read from the arena would copy it whole.

  /// An interactive type, or a Cell with a label: focused as one element whatever it contains.
  static func isInteractive(type: String, label: String?) -> Bool {
    ElementTypeMapping.interactiveTypes.contains(type)
      || (type == "Cell" && label.map { !$0.isBlank } == true)
  }

  /// Whether a node with this label and value has text to speak.
  static func hasText(label: String?, value: String?) -> Bool {
    label.map { !$0.isBlank } == true
      || value.map { !$0.isBlank } == true
  }
}

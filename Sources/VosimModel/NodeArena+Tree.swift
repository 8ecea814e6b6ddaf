extension NodeArena {
  /// The arena of the tree below `root`, appended in canonical order with an explicit stack so that
  /// no depth can overflow the call stack.
  package init(root: AccessibilityNode) {
    self.init()
    struct Open {
      let slot: Int
      let node: AccessibilityNode
      var entries: [Entry]?
      /// The next subview, then the next entry of `accessibilityElements`.
      var nextSubview = 0
      var nextEntry = 0
    }
    let rootSlot = begin(Self.record(of: root), parent: -1, position: 0, isEntry: false)
    var stack = [Open(slot: rootSlot, node: root, entries: root.accessibilityElements.map { _ in [] })]
    while let top = stack.indices.last {
      let node = stack[top].node
      var child: (node: AccessibilityNode, position: Int, isEntry: Bool)?
      if stack[top].nextSubview < node.subviews.count {
        child = (node.subviews[stack[top].nextSubview], stack[top].nextSubview, false)
        stack[top].nextSubview += 1
      } else if let entries = node.accessibilityElements {
        while child == nil, stack[top].nextEntry < entries.count {
          let position = stack[top].nextEntry
          stack[top].nextEntry += 1
          switch entries[position] {
          case .ref(let identifier): stack[top].entries!.append(.ref(identifier))
          case .node(let entry):
            stack[top].entries!.append(.node(Int32(nodes.count)))
            child = (entry, position, true)
          }
        }
      }
      if let child {
        let slot = begin(
          Self.record(of: child.node), parent: stack[top].slot, position: child.position,
          isEntry: child.isEntry)
        stack.append(
          Open(slot: slot, node: child.node, entries: child.node.accessibilityElements.map { _ in [] }))
        continue
      }
      // Its strings and rare fields, with its explicit order by the entries' indices.
      let closed = stack.removeLast()
      var rare = Self.rareFields(of: closed.node)
      if let entries = closed.entries {
        if rare == nil { rare = Rare() }
        rare!.elements = entries
      }
      close(closed.slot, texts: Self.texts(of: closed.node), rare: rare)
    }
  }

  /// Starts a node with the record a builder made of it (`record(of:)`), placed below `parent` as its
  /// subview or explicit entry `position`; returns its index.
  package mutating func begin(_ record: Node, parent: Int, position: Int, isEntry: Bool) -> Int {
    var record = record
    record.parent = Int32(parent)
    record.index = Int32(position)
    record.isEntry = isEntry
    nodes.append(record)
    return nodes.count - 1
  }

  /// Ends node `slot`: its subtree is complete, and its strings and rare fields, when any is set, are
  /// recorded.
  package mutating func close(_ slot: Int, texts: Texts, rare: Rare?) {
    nodes[slot].end = Int32(nodes.count)
    nodes[slot].firstString = Int32(strings.count)
    var fields: UInt8 = 0
    func store(_ string: String?, as field: Text) {
      guard let string else { return }
      fields |= UInt8(1) << field.rawValue
      strings.append(string)
    }
    store(texts.label, as: .label)
    store(texts.value, as: .value)
    store(texts.hint, as: .hint)
    store(texts.identifier, as: .identifier)
    store(texts.text, as: .text)
    store(texts.title, as: .title)
    nodes[slot].textFields = fields
    nodes[slot].rare = rare == nil ? -1 : Int32(rares.count)
    if let rare { rares.append(rare) }
  }

  /// The inline fields of `node`, unplaced.
  package static func record(of node: AccessibilityNode) -> Node {
    var record = Node()
    record.frame = node.frame
    record.traits = node.accessibilityTraits
    record.uikitClass = node.uikitClass
    record.containerType = node.accessibilityContainerType
    record.isAccessibilityElement = node.isAccessibilityElement
    record.elementsHidden = node.accessibilityElementsHidden
    record.isModal = node.accessibilityViewIsModal
    record.groupsChildren = node.shouldGroupAccessibilityChildren
    record.isHidden = node.isHidden
    record.clipsToBounds = node.clipsToBounds
    record.isOn = node.content.isOn
    record.isEnabled = node.content.isEnabled
    record.isSelected = node.content.isSelected
    return record
  }

  /// The strings of `node`.
  package static func texts(of node: AccessibilityNode) -> Texts {
    Texts(
      label: node.accessibilityLabel, value: node.accessibilityValue, hint: node.accessibilityHint,
      identifier: node.accessibilityIdentifier, text: node.content.text, title: node.content.title)
  }

  /// The rare fields of `node`, without its explicit order (which needs the entries' indices); nil
  /// when they are all at their defaults, as they are for most nodes.
  package static func rareFields(of node: AccessibilityNode) -> Rare? {
    var content = node.content
    content.text = nil
    content.title = nil
    content.isOn = nil
    content.isEnabled = nil
    content.isSelected = nil
    let className = UIKitClass(className: node.className).rawValue == node.className ? nil : node.className
    guard
      className != nil || node.accessibilityLanguage != nil || node.alpha != 1
        || !node.accessibilityCustomActions.isEmpty || !node.accessibilityCustomContent.isEmpty
        || node.dataTable != DataTableInfo() || content != ControlContent()
    else { return nil }
    var rare = Rare()
    rare.className = className
    rare.language = node.accessibilityLanguage
    rare.alpha = node.alpha
    rare.customActions = node.accessibilityCustomActions
    rare.customContent = node.accessibilityCustomContent
    rare.dataTable = node.dataTable
    rare.content = content
    return rare
  }

  /// Appends the nodes of `fragment` after its first, which stood in for node `parent` of this arena,
  /// as `parent`'s descendants: what a second reader read of the same file, in the same layout.
  package mutating func append(fragment: NodeArena, under parent: Int) {
    let nodeOffset = Int32(nodes.count - 1)
    let stringOffset = Int32(strings.count)
    let rareOffset = Int32(rares.count)
    nodes.reserveCapacity(nodes.count + fragment.count - 1)
    for var node in fragment.nodes.dropFirst() {
      if node.parent == 0 {
        node.parent = Int32(parent)
      } else if node.parent > 0 {
        node.parent += nodeOffset
      }
      node.end += nodeOffset
      node.firstString += stringOffset
      if node.rare >= 0 { node.rare += rareOffset }
      nodes.append(node)
    }
    strings.append(contentsOf: fragment.strings)
    for var rare in fragment.rares {
      rare.elements = rare.elements?.map { entry in
        if case .node(let index) = entry { .node(index + nodeOffset) } else { entry }
      }
      rares.append(rare)
    }
  }

  /// The value tree below node `index`.
  ///
  /// Built from the subtree's last node back to its first, so every node's children are complete
  /// before it. Reads any layout a builder wrote, canonical or not: a node's subviews are its non-entry
  /// children that still name it as their parent, its entries those its explicit order lists.
  package func node(at index: Int) -> AccessibilityNode {
    let start = index
    let end = Int(nodes[index].end)
    var built = [AccessibilityNode?](repeating: nil, count: end - start)
    for current in (start..<end).reversed() {
      let record = nodes[current]
      let text = texts(of: current)
      let rare = self.rare(current)
      var node = AccessibilityNode(
        className: rare.className ?? record.uikitClass.rawValue, frame: record.frame,
        isAccessibilityElement: record.isAccessibilityElement, accessibilityLabel: text.label,
        accessibilityValue: text.value, accessibilityHint: text.hint,
        accessibilityIdentifier: text.identifier,
        accessibilityLanguage: rare.language, accessibilityTraits: record.traits,
        accessibilityElementsHidden: record.elementsHidden, accessibilityViewIsModal: record.isModal,
        shouldGroupAccessibilityChildren: record.groupsChildren, isHidden: record.isHidden,
        clipsToBounds: record.clipsToBounds, alpha: rare.alpha,
        accessibilityContainerType: record.containerType,
        accessibilityCustomActions: rare.customActions, accessibilityCustomContent: rare.customContent,
        content: rare.content)
      node.content.text = text.text
      node.content.title = text.title
      node.content.isOn = record.isOn
      node.content.isEnabled = record.isEnabled
      node.content.isSelected = record.isSelected
      node.dataTable = rare.dataTable
      var subviews: [AccessibilityNode] = []
      for child in children(of: current) where !nodes[child].isEntry && nodes[child].parent == current {
        subviews.append(built[child - start].take()!)
      }
      node.subviews = subviews
      node.accessibilityElements = rare.elements?.map { entry in
        switch entry {
        case .ref(let identifier): .ref(identifier)
        case .node(let child): .node(built[Int(child) - start].take()!)
        }
      }
      built[current - start] = node
    }
    return built[0]!
  }

  /// The same tree in the canonical layout, for builders that wrote another (an explicit order before
  /// the subviews, an array replaced by a later duplicate key).
  package func canonicalized() -> NodeArena {
    NodeArena(root: node(at: 0))
  }
}

extension AccessibilityNode {
  /// The explicit `accessibilityElements` order with every `{"ref": …}` resolved to the node of this
  /// node's subtree that carries that identifier; nil when the node sets no explicit order.
  ///
  /// A ref must name exactly one node, once, and not the container itself.
  public func explicitElements(at path: NodePath) throws(ModelError) -> [(
    node: AccessibilityNode, path: NodePath
  )]? {
    try explicitEntries(at: path).map { entries in entries.map { ($0.node, $0.path) } }
  }

  /// The same order, each entry marked when it came from a ref: the reading order reads a node a ref
  /// names where the ref stands, and nowhere else.
  package func explicitEntries(at path: NodePath) throws(ModelError) -> [(
    node: AccessibilityNode, path: NodePath, isRef: Bool
  )]? {
    guard let entries = accessibilityElements else { return nil }
    // The identifiers the refs name, each once; the search records the first node carrying each and
    // how many do. Lists, not sets: an explicit order names a handful, and this runs for every one.
    var wanted = IdentifierList()
    for case .ref(let identifier) in entries { wanted.insert(identifier) }
    var matches = Matches(count: wanted.count)
    if wanted.count > 0 {
      if let own = accessibilityIdentifier, wanted.index(of: own) != nil {
        throw .referenceCycle(own, container: path.description)
      }
      matches = nodes(withIdentifiers: wanted, below: path)
    }
    var used = [Bool](repeating: false, count: wanted.count)
    var result: [(node: AccessibilityNode, path: NodePath, isRef: Bool)] = []
    result.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      switch entry {
      case .node(let node):
        result.append((node, path.appending(.accessibilityElement(index)), false))
      case .ref(let identifier):
        let slot = wanted.index(of: identifier)!
        guard let first = matches.first[slot] else {
          throw .unresolvedReference(identifier, container: path.description)
        }
        if matches.counts[slot] > 1 || used[slot] {
          throw .duplicateReference(identifier, container: path.description)
        }
        used[slot] = true
        result.append((first.node, first.path, true))
      }
    }
    return result
  }
}

/// Distinct identifiers in the order first inserted: searched linearly while few, through a dictionary
/// beyond.
private struct IdentifierList {
  private var names: [String] = []
  private var positions: [String: Int] = [:]

  var count: Int { names.count }

  mutating func insert(_ name: String) {
    guard index(of: name) == nil else { return }
    names.append(name)
    if names.count > 8 {
      if positions.isEmpty {
        for (position, name) in names.enumerated() { positions[name] = position }
      } else {
        positions[name] = names.count - 1
      }
    }
  }

  func index(of name: String) -> Int? {
    names.count > 8 ? positions[name] : names.firstIndex(of: name)
  }
}

/// Per wanted identifier: the first node carrying it, with its path, and how many do.
private struct Matches {
  var first: [(node: AccessibilityNode, path: NodePath)?]
  var counts: [Int]

  init(count: Int) {
    first = Array(repeating: nil, count: count)
    counts = Array(repeating: 0, count: count)
  }
}

extension AccessibilityNode {
  /// The nodes written below this one whose identifier is one of `wanted`, with their paths.
  ///
  /// A depth-first search that keeps the steps from this node and builds a `NodePath` only for a
  /// match: every explicit order searches its container's whole subtree.
  fileprivate func nodes(withIdentifiers wanted: IdentifierList, below path: NodePath) -> Matches {
    var matches = Matches(count: wanted.count)
    var steps: [NodePath.Step] = []
    var stack: [(node: AccessibilityNode, depth: Int, step: NodePath.Step)] = []
    func pushChildren(of node: AccessibilityNode, depth: Int) {
      for child in node.structuralChildSteps.reversed() { stack.append((child.node, depth, child.step)) }
    }
    pushChildren(of: self, depth: 0)
    while let (node, depth, step) = stack.popLast() {
      steps.removeSubrange(depth...)
      steps.append(step)
      if let identifier = node.accessibilityIdentifier, let slot = wanted.index(of: identifier) {
        if matches.counts[slot] == 0 { matches.first[slot] = (node, steps.reduce(path) { $0.appending($1) }) }
        matches.counts[slot] += 1
      }
      pushChildren(of: node, depth: depth + 1)
    }
    return matches
  }
}

extension Screen {
  /// Checks what the type system cannot: every `ref` resolves to exactly one node.
  public func validate() throws(ModelError) {
    var validator = ReferenceValidator()
    validator.walk(root)
    if let error = validator.error { throw error }
  }
}

private struct ReferenceValidator: AccessibilityWalker {
  var error: ModelError?

  mutating func visit(_ node: AccessibilityNode, at path: NodePath) -> WalkAction {
    guard error == nil else { return .skipChildren }
    if let entries = node.accessibilityElements,
      entries.contains(where: { if case .ref = $0 { true } else { false } })
    {
      do { _ = try node.explicitElements(at: path) } catch { self.error = error }
    }
    return .visitChildren
  }
}

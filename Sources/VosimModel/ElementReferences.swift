extension AccessibilityNode {
  /// The explicit `accessibilityElements` order with every `{"ref": …}` resolved to the node of this
  /// node's subtree that carries that identifier; nil when the node sets no explicit order.
  ///
  /// A ref must name exactly one node, once, and not the container itself.
  public func explicitElements(at path: NodePath) throws(ModelError) -> [(
    node: AccessibilityNode, path: NodePath
  )]? {
    guard let entries = accessibilityElements else { return nil }
    var wanted = Set<String>()
    for case .ref(let identifier) in entries { wanted.insert(identifier) }
    var found: [String: [(node: AccessibilityNode, path: NodePath)]] = [:]
    if !wanted.isEmpty {
      if let own = accessibilityIdentifier, wanted.contains(own) {
        throw .referenceCycle(own, container: path.description)
      }
      found = nodes(withIdentifiers: wanted, below: path)
    }
    var used = Set<String>()
    var result: [(node: AccessibilityNode, path: NodePath)] = []
    result.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      switch entry {
      case .node(let node):
        result.append((node, path.appending(.accessibilityElement(index))))
      case .ref(let identifier):
        let matches = found[identifier] ?? []
        if matches.isEmpty { throw .unresolvedReference(identifier, container: path.description) }
        if matches.count > 1 || !used.insert(identifier).inserted {
          throw .duplicateReference(identifier, container: path.description)
        }
        result.append(matches[0])
      }
    }
    return result
  }
}

extension AccessibilityNode {
  /// The nodes written below this one whose identifier is one of `wanted`, with their paths.
  ///
  /// A depth-first search that keeps the steps from this node and builds a `NodePath` only for a
  /// match: every explicit order searches its container's whole subtree.
  fileprivate func nodes(withIdentifiers wanted: Set<String>, below path: NodePath) -> [String: [(
    node: AccessibilityNode, path: NodePath
  )]] {
    var found: [String: [(node: AccessibilityNode, path: NodePath)]] = [:]
    var steps: [NodePath.Step] = []
    var stack: [(node: AccessibilityNode, depth: Int, step: NodePath.Step)] = []
    func pushChildren(of node: AccessibilityNode, depth: Int) {
      for child in node.structuralChildSteps.reversed() { stack.append((child.node, depth, child.step)) }
    }
    pushChildren(of: self, depth: 0)
    while let (node, depth, step) = stack.popLast() {
      steps.removeSubrange(depth...)
      steps.append(step)
      if let identifier = node.accessibilityIdentifier, wanted.contains(identifier) {
        found[identifier, default: []].append((node, steps.reduce(path) { $0.appending($1) }))
      }
      pushChildren(of: node, depth: depth + 1)
    }
    return found
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

extension NodeArena {
  /// The explicit `accessibilityElements` order of node `index`, every `{"ref": …}` resolved to the node
  /// of its subtree that carries that identifier, each entry marked when it came from a ref; nil when
  /// the node sets no explicit order.
  ///
  /// A ref must name exactly one node, once, and not the container itself. `path` is the container's,
  /// for the errors.
  package func explicitEntries(of index: Int, at path: @autoclosure () -> NodePath) throws(ModelError) -> [(
    index: Int, isRef: Bool
  )]? {
    guard let entries = rare(index).elements else { return nil }
    // The identifiers the refs name, each once: searched linearly while few, through a dictionary
    // beyond (an order may name thousands).
    var wanted: [String] = []
    var slots: [String: Int] = [:]
    func slot(of identifier: String) -> Int? {
      wanted.count > 8 ? slots[identifier] : wanted.firstIndex(of: identifier)
    }
    for case .ref(let identifier) in entries where slot(of: identifier) == nil {
      wanted.append(identifier)
      if wanted.count == 9 {
        for (position, name) in wanted.enumerated() { slots[name] = position }
      } else if wanted.count > 9 {
        slots[identifier] = wanted.count - 1
      }
    }
    var first = [Int?](repeating: nil, count: wanted.count)
    var matches = [Int](repeating: 0, count: wanted.count)
    if !wanted.isEmpty {
      if let own = text(.identifier, of: index), slot(of: own) != nil {
        throw .referenceCycle(own, container: path().description)
      }
      // The subtree is the range after the container: the first match in it is the first in document
      // order.
      var node = index + 1
      while node < Int(nodes[index].end) {
        if nodes[node].parent == NodeArena.detached {
          node = Int(nodes[node].end)
          continue
        }
        if let identifier = text(.identifier, of: node), let slot = slot(of: identifier) {
          if matches[slot] == 0 { first[slot] = node }
          matches[slot] += 1
        }
        node += 1
      }
    }
    var used = [Bool](repeating: false, count: wanted.count)
    var result: [(index: Int, isRef: Bool)] = []
    result.reserveCapacity(entries.count)
    for entry in entries {
      switch entry {
      case .node(let node):
        result.append((Int(node), false))
      case .ref(let identifier):
        let slot = slot(of: identifier)!
        guard let node = first[slot] else {
          throw .unresolvedReference(identifier, container: path().description)
        }
        if matches[slot] > 1 || used[slot] {
          throw .duplicateReference(identifier, container: path().description)
        }
        used[slot] = true
        result.append((node, true))
      }
    }
    return result
  }

  /// Checks what the type system cannot: every ref resolves to exactly one node. The first error in
  /// document order.
  package func validateReferences() throws(ModelError) {
    for (index, node) in nodes.enumerated() where node.rare >= 0 {
      guard let entries = rares[Int(node.rare)].elements,
        entries.contains(where: { if case .ref = $0 { true } else { false } })
      else { continue }
      _ = try explicitEntries(of: index, at: path(of: index))
    }
  }

  /// Checks the numbers a screen built in Swift can hold and no screen file can (JSON has no NaN and the
  /// reader refuses the rest): finite frames of no negative size, finite alphas and control values, a
  /// stepper's step above 0. The first error in document order.
  package func validateNumbers() throws(ModelError) {
    // One pass of comparisons, no allocation: it runs before every reading order.
    for (index, node) in nodes.enumerated() {
      if let frame = node.frame {
        guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
          let sides = [frame.x, frame.y, frame.width, frame.height].map { "\($0)" }.joined(separator: ", ")
          throw .invalidNumber("frame [\(sides)] must be four finite numbers", path: "\(path(of: index))")
        }
        guard frame.width >= 0, frame.height >= 0 else {
          throw .invalidNumber(
            "frame width and height must not be negative, found "
              + "\(Frame.format(frame.width))×\(Frame.format(frame.height))", path: "\(path(of: index))")
        }
      }
      guard node.rare >= 0 else { continue }
      let rare = rares[Int(node.rare)]
      let content = rare.content
      func check(_ name: String, _ value: Double?) throws(ModelError) {
        guard let value, !value.isFinite else { return }
        throw .invalidNumber("\(name) \(value) must be a finite number", path: "\(path(of: index))")
      }
      try check("alpha", rare.alpha)
      try check("value", content.value)
      try check("minimumValue", content.minimumValue)
      try check("maximumValue", content.maximumValue)
      try check("stepValue", content.stepValue)
      if let step = content.stepValue, step <= 0 {
        throw .invalidNumber(
          "stepValue \(Frame.format(step)) must be greater than 0", path: "\(path(of: index))")
      }
      if node.uikitClass == .stepper, let problem = content.stepperRangeProblem {
        throw .invalidNumber(problem, path: "\(path(of: index))")
      }
      let table = rare.dataTable
      for (name, count) in [
        ("accessibilityRowCount", table.rowCount), ("accessibilityColumnCount", table.columnCount),
      ] {
        if let count, count < 0 {
          throw .invalidNumber("\(name) \(count) must not be negative", path: "\(path(of: index))")
        }
      }
      for (name, range) in [
        ("accessibilityRowRange", table.rowRange), ("accessibilityColumnRange", table.columnRange),
      ] {
        if let range, range.location < 0 || range.length < 1 {
          throw .invalidNumber(
            "\(name) [\(range.location), \(range.length)] must have a location of 0 or more and a length of 1 or more",
            path: "\(path(of: index))")
        }
      }
    }
  }

  /// Checks that no node lies deeper than `limit` levels below the root, as the readers refuse. The
  /// arena has no file: the error's position is line 0, which `ModelError.position` leaves out.
  package func validateDepth(limit: Int) throws(ModelError) {
    var depths = [Int32](repeating: 0, count: nodes.count)
    for (index, node) in nodes.enumerated() where node.parent >= 0 {
      depths[index] = depths[Int(node.parent)] + 1
      if depths[index] >= limit { throw .tooDeep(limit: limit, at: SourcePosition(line: 0, column: 0)) }
    }
  }

}

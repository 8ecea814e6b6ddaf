import VosimModel

/// Flattens the ordered groups into the element list and gives each element the contexts of rules §4.4:
/// "i of n" in series, List Start / List End, Landmark / End, a semantic group's label on entry.
enum ContextAssignment {
  static func flatten(_ items: [ReadingItem]) -> [OrderedElement] {
    var elements: [OrderedElement] = []
    var series: [Int: [Int]] = [:]
    append(items, to: &elements, series: &series)
    for members in series.values {
      for (offset, index) in members.enumerated() {
        elements[index].contexts.insert(.series(index: offset + 1, count: members.count), at: 0)
      }
    }
    return elements
  }

  private static func append(
    _ items: [ReadingItem], to elements: inout [OrderedElement], series: inout [Int: [Int]]
  ) {
    for item in items {
      switch item {
      case .element(let pending):
        var element = pending.element
        element.position = elements.count
        if let scope = pending.seriesScope { series[scope, default: []].append(elements.count) }
        elements.append(element)
      case .group(let group):
        let start = elements.count
        append(group.items, to: &elements, series: &series)
        guard elements.count > start else { continue }
        let last = elements.count - 1
        switch group.kind {
        case .list:
          elements[start].contexts.append(.listStart)
          if last > start { elements[last].contexts.append(.listEnd) }
        case .landmark:
          elements[start].contexts.append(.landmarkStart)
          if last > start { elements[last].contexts.append(.landmarkEnd) }
        case .semanticGroup(let label?):
          elements[start].contexts.insert(.semanticGroup(label: label), at: 0)
        case .semanticGroup(nil), .plain, .dataTable, .tabBar:
          break
        }
      }
    }
  }
}

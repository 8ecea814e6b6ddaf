import VosimModel

/// Orders one list (the top level or a group's members) by `RowComparator`, exactly as
/// AccessibilitySnapshot does: the standard library's `sorted(by:)` applied to document order.
///
/// Items without a frame have no geometry: each stays right after the item that precedes it in document
/// order (at the front when nothing precedes it).
struct GeometricSort {
  var comparator: RowComparator

  /// Sorts in place: a list the walk owns is never copied to be sorted.
  func sort(_ items: inout [ReadingItem]) {
    guard items.contains(where: { $0.key == nil }) else {
      items.sort { comparator.areInIncreasingOrder($0.key!, $1.key!) }
      return
    }
    items = sorted(items)
  }

  private func sorted(_ items: [ReadingItem]) -> [ReadingItem] {
    // The framed items sort among themselves; each unframed one follows its document-order predecessor.
    var framed: [(key: Frame, index: Int)] = []
    var followers: [Int: [Int]] = [:]
    framed.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      if let key = item.key {
        framed.append((key, index))
      } else {
        followers[framed.last?.index ?? -1, default: []].append(index)
      }
    }
    framed.sort { comparator.areInIncreasingOrder($0.key, $1.key) }
    var result: [ReadingItem] = []
    result.reserveCapacity(items.count)
    for index in followers[-1] ?? [] { result.append(items[index]) }
    for entry in framed {
      result.append(items[entry.index])
      for index in followers[entry.index] ?? [] { result.append(items[index]) }
    }
    return result
  }

  /// The smallest key under the comparator: where a group sorts among its siblings.
  func firstKey(of items: [ReadingItem]) -> Frame? {
    var best: Frame?
    for item in items {
      guard let key = item.key else { continue }
      if let current = best, !comparator.areInIncreasingOrder(key, current) { continue }
      best = key
    }
    return best
  }
}

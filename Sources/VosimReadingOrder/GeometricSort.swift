import VosimModel

/// Orders one list (the top level or a group's members) by `RowComparator`, exactly as
/// AccessibilitySnapshot does: the standard library's `sorted(by:)` applied to document order.
///
/// Items without a frame have no geometry: each stays right after the item that precedes it in document
/// order (at the front when nothing precedes it).
struct GeometricSort {
  var comparator: RowComparator

  func sorted(_ items: [ReadingItem]) -> [ReadingItem] {
    var framed: [(item: ReadingItem, key: Frame, index: Int)] = []
    var followers: [Int: [ReadingItem]] = [:]
    framed.reserveCapacity(items.count)
    for item in items {
      if let key = item.key {
        framed.append((item, key, framed.count))
      } else {
        followers[framed.count - 1, default: []].append(item)
      }
    }
    let order = framed.sorted { comparator.areInIncreasingOrder($0.key, $1.key) }
    if followers.isEmpty { return order.map(\.item) }
    var result = followers[-1] ?? []
    result.reserveCapacity(items.count)
    for entry in order {
      result.append(entry.item)
      result += followers[entry.index] ?? []
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

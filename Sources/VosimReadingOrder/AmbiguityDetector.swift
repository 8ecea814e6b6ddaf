import VosimModel

/// Finds where a sorted list's order depends on document order (rules §3).
///
/// Items whose tops are chained by gaps smaller than the band form a cluster. Within a cluster the
/// result is independent of document order exactly when the comparator orders every pair of the sorted
/// cluster consistently; a staircase of rows, or two items at one spot, breaks that, and another app
/// build (another document order) may then read the cluster differently.
struct AmbiguityDetector {
  var comparator: RowComparator
  /// Clusters larger than this are checked pair by pair only between neighbours.
  var pairwiseLimit = 4096

  /// The clusters of `sorted` (a list already in reading order) whose order is ambiguous.
  func ambiguousClusters(in sorted: [ReadingItem]) -> [[ReadingItem]] {
    guard sorted.count > 1 else { return [] }
    var byTop: [(Int, Frame)] = []
    byTop.reserveCapacity(sorted.count)
    var isSortedByTop = true
    for (offset, item) in sorted.enumerated() {
      guard let key = item.key else { continue }
      if let previous = byTop.last, previous.1.y > key.y { isSortedByTop = false }
      byTop.append((offset, key))
    }
    guard byTop.count > 1 else { return [] }
    // A list read top to bottom is already in order of tops (ties by position): most lists are.
    if !isSortedByTop { byTop.sort { ($0.1.y, $0.0) < ($1.1.y, $1.0) } }
    // Clusters are runs of byTop; only runs of two or more are looked at, without building the others.
    var result: [[ReadingItem]] = []
    var start = 0
    for index in 1...byTop.count {
      if index < byTop.count, byTop[index].1.y - byTop[index - 1].1.y < comparator.band { continue }
      if index - start > 1 {
        let members = byTop[start..<index].map(\.0).sorted()
        let keys = members.map { sorted[$0].key! }
        if !isConsistent(keys) { result.append(members.map { sorted[$0] }) }
      }
      start = index
    }
    return result
  }

  /// Whether every pair, taken in this order, is ordered by the comparator.
  private func isConsistent(_ keys: [Frame]) -> Bool {
    if keys.count > pairwiseLimit {
      return zip(keys, keys.dropFirst()).allSatisfy { comparator.areInIncreasingOrder($0, $1) }
    }
    for first in 0..<keys.count {
      for second in (first + 1)..<keys.count
      where !comparator.areInIncreasingOrder(keys[first], keys[second]) {
        return false
      }
    }
    return true
  }
}

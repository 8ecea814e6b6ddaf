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
    let framed = sorted.enumerated().compactMap { entry in entry.element.key.map { (entry.offset, $0) } }
    guard framed.count > 1 else { return [] }
    let byTop = framed.sorted { ($0.1.y, $0.0) < ($1.1.y, $1.0) }
    var clusters: [[Int]] = []
    var current: [Int] = [byTop[0].0]
    for index in 1..<byTop.count {
      if byTop[index].1.y - byTop[index - 1].1.y < comparator.band {
        current.append(byTop[index].0)
      } else {
        if current.count > 1 { clusters.append(current) }
        current = [byTop[index].0]
      }
    }
    if current.count > 1 { clusters.append(current) }

    var result: [[ReadingItem]] = []
    for cluster in clusters {
      let members = cluster.sorted()
      let keys = members.map { sorted[$0].key! }
      if !isConsistent(keys) { result.append(members.map { sorted[$0] }) }
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

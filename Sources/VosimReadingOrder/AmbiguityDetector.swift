import VosimModel

/// Finds where a sorted list's order depends on document order (rules §3).
///
/// Items whose tops are chained by gaps smaller than the band form a cluster. Within a cluster the
/// result is independent of document order exactly when the comparator orders every pair of the sorted
/// cluster consistently; a staircase of rows, or two items at one spot, breaks that, and another app
/// build (another document order) may then read the cluster differently.
struct AmbiguityDetector {
  var comparator: RowComparator
  /// Clusters up to this size are checked pair by pair; larger ones by `isConsistentBanded`, which
  /// gives the same answer in O(k log k). (Both are exact; the limit only picks the faster.)
  var pairwiseLimit = 48

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
  func isConsistent(_ keys: [Frame]) -> Bool {
    keys.count > pairwiseLimit ? isConsistentBanded(keys) : isConsistentPairwise(keys)
  }

  /// Every pair compared: O(k²).
  func isConsistentPairwise(_ keys: [Frame]) -> Bool {
    for first in 0..<keys.count {
      for second in (first + 1)..<keys.count
      where !comparator.areInIncreasingOrder(keys[first], keys[second]) {
        return false
      }
    }
    return true
  }

  /// The same answer in O(k log k), from the comparator's shape: an earlier item must not be a band or
  /// more below a later one, and among earlier items within the band of a later one none may be at or
  /// past its x (left to right; at or before it right to left).
  ///
  /// The first is one running maximum of y. For the second, the earlier items within the band of `y`
  /// are, once the first holds, exactly those whose y is at least the smallest distinct y that is less
  /// than a band below `y` (the comparator's own subtraction is monotonic, so a binary search with it
  /// finds that boundary exactly); a Fenwick tree over the distinct ys, highest first, keeps the
  /// largest x inserted at or above each.
  func isConsistentBanded(_ keys: [Frame]) -> Bool {
    let band = comparator.band
    let ys = Array(Set(keys.map(\.y))).sorted()
    // Fenwick tree over ys reversed (slot 1 is the highest y): prefix maxima are maxima over "y at or
    // above". Right to left compares negated xs, so the largest is still the one that must not be.
    var tree = [Double](repeating: -.infinity, count: ys.count + 1)
    var highestY = -Double.infinity
    for key in keys {
      if highestY - key.y >= band { return false }
      let x = comparator.rightToLeft ? -key.x : key.x
      // The first distinct y less than a band below key.y, as a slot counted from the top.
      var low = 0
      var high = ys.count
      while low < high {
        let middle = (low + high) / 2
        if key.y - ys[middle] < band { high = middle } else { low = middle + 1 }
      }
      var slot = ys.count - low
      var largest = -Double.infinity
      while slot > 0 {
        largest = max(largest, tree[slot])
        slot -= slot & -slot
      }
      if largest >= x { return false }
      // Insert at key.y's own slot.
      var index = 0
      var top = ys.count
      while index < top {
        let middle = (index + top) / 2
        if ys[middle] < key.y { index = middle + 1 } else { top = middle }
      }
      slot = ys.count - index
      while slot < tree.count {
        tree[slot] = max(tree[slot], x)
        slot += slot & -slot
      }
      highestY = max(highestY, key.y)
    }
    return true
  }
}

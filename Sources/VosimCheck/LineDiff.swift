/// The shortest edit script between two sequences (Myers' O(ND) algorithm), the diff under both the
/// user-level `TranscriptDifference` and the unified `@@` hunks printed for the record.
///
/// Lines are compared as whole values. The common prefix and suffix are matched first; when the middle
/// needs more than `maximumEditDistance` edits (the trace costs their square), each line read on both
/// sides anchors it instead (the k-th time on one side paired with the k-th on the other, as patience
/// diff pairs lines found once): the longest run of those pairs in the same order is kept and the
/// stretches between are diffed again. A long list whose halves were swapped is then one half moved,
/// not every line; a middle that shares no line is deleted and inserted whole.
public struct LineDiff: Hashable, Sendable {
  /// One step of the edit script, with 0-based indexes into the old and new sequences.
  public enum Edit: Hashable, Sendable {
    /// The same line in both.
    case equal(old: Int, new: Int)
    /// A line only in the old sequence.
    case delete(old: Int)
    /// A line only in the new sequence.
    case insert(new: Int)
  }

  /// The edits in order: walking them visits every old and every new line once, in order.
  public let edits: [Edit]

  /// Above this many edits the middle is replaced wholesale (the trace costs about D² integers).
  public static let maximumEditDistance = 2_000

  /// The edit script turning `old` into `new`.
  public init<Element: Hashable>(from old: [Element], to new: [Element]) {
    var ids: [Element: Int] = [:]
    func id(_ element: Element) -> Int {
      if let known = ids[element] { return known }
      let fresh = ids.count
      ids[element] = fresh
      return fresh
    }
    let a = old.map(id)
    let b = new.map(id)
    edits = Self.keepingLinesInPlace(Self.script(a, b), a, b)
  }

  /// Whether the sequences are equal.
  public var isEqual: Bool {
    edits.allSatisfy { if case .equal = $0 { true } else { false } }
  }

  private static func script(_ a: [Int], _ b: [Int], depth: Int = 0) -> [Edit] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    var edits: [Edit] = []
    edits.reserveCapacity(max(a.count, b.count))
    for index in 0..<prefix { edits.append(.equal(old: index, new: index)) }
    let middleA = Array(a[prefix..<(a.count - suffix)])
    let middleB = Array(b[prefix..<(b.count - suffix)])
    let middle = myers(middleA, middleB) ?? anchored(middleA, middleB, depth: depth)
    edits.append(contentsOf: middle.lazy.map { $0.shifted(old: prefix, new: prefix) })
    for index in 0..<suffix {
      edits.append(.equal(old: a.count - suffix + index, new: b.count - suffix + index))
    }
    return edits
  }

  /// Of two scripts as short, the one that keeps a line read at the same position on both sides: one
  /// deleted and inserted there around a single kept line that crossed it is kept instead of that
  /// line. `A B C` to `C B A` then keeps `B` and tells `C` and `A` moved, not `B`, which did not.
  private static func keepingLinesInPlace(_ edits: [Edit], _ a: [Int], _ b: [Int]) -> [Edit] {
    var kept: [(old: Int, new: Int)] = []
    var deleted = Set<Int>()
    var inPlace: [Int] = []
    for edit in edits {
      switch edit {
      case .equal(let old, let new): kept.append((old, new))
      case .delete(let old): deleted.insert(old)
      case .insert(let new): if deleted.contains(new), a[new] == b[new] { inPlace.append(new) }
      }
    }
    guard let kept = keeping(kept, inPlace: inPlace) else { return edits }
    var script: [Edit] = []
    var (old, new) = (0, 0)
    for pair in kept + [(a.count, b.count)] {
      script.append(contentsOf: (old..<pair.old).map { .delete(old: $0) })
      script.append(contentsOf: (new..<pair.new).map { .insert(new: $0) })
      if pair.old < a.count { script.append(.equal(old: pair.old, new: pair.new)) }
      (old, new) = (pair.old + 1, pair.new + 1)
    }
    return script
  }

  /// `kept`, pairs of positions in order on both sides, with each position of `inPlace` (a pair of it
  /// with itself, left out) that crosses a single kept pair put in that pair's stead: as many kept, and
  /// more of them where they were. Nil when none does.
  private static func keeping(_ kept: [(old: Int, new: Int)], inPlace: [Int]) -> [(old: Int, new: Int)]? {
    var kept = kept
    /// The first position in `kept` from which `isAtOrAfter` holds (it holds from some position on).
    func start(_ isAtOrAfter: ((old: Int, new: Int)) -> Bool) -> Int {
      var (low, high) = (0, kept.count)
      while low < high {
        let middle = (low + high) / 2
        if isAtOrAfter(kept[middle]) { high = middle } else { low = middle + 1 }
      }
      return low
    }
    var changed = false
    for line in inPlace {
      // Kept pairs are in order on both sides: those crossing (line, line) lie in one range before it
      // (read earlier, now later) or one after it (read later, now earlier).
      let before = max(0, start { $0.old >= line } - start { $0.new > line })
      let after = max(0, start { $0.new >= line } - start { $0.old > line })
      guard before + after == 1 else { continue }
      kept.remove(at: before == 1 ? start { $0.new > line } : start { $0.old > line })
      kept.insert((line, line), at: start { $0.old > line })
      changed = true
    }
    return changed ? kept : nil
  }

  /// The script past the edit budget: anchored on the lines read on both sides, the longest run of
  /// them in order kept, the stretches between diffed again (a few levels deep, each level costing
  /// at most what the failed search did); with no anchor, all deleted and all inserted.
  private static func anchored(_ a: [Int], _ b: [Int], depth: Int) -> [Edit] {
    // The k-th time a line is read on the old side pairs with the k-th on the new: a line found once on
    // each side is a pair, and so are repeated lines (a thousand `Delete. Button.` rows) in order.
    var places: [Int: [Int]] = [:]
    for (index, line) in b.enumerated() { places[line, default: []].append(index) }
    var seen: [Int: Int] = [:]
    var partner = [Int](repeating: -1, count: a.count)
    for (index, line) in a.enumerated() where depth < 8 {
      let occurrence = seen[line, default: 0]
      seen[line] = occurrence + 1
      if let found = places[line], occurrence < found.count { partner[index] = found[occurrence] }
    }
    let anchors = longestIncreasingRun(a.indices.filter { partner[$0] >= 0 }) { partner[$0] < partner[$1] }
    guard !anchors.isEmpty else {
      return a.indices.map { .delete(old: $0) } + b.indices.map { .insert(new: $0) }
    }
    var edits: [Edit] = []
    var (old, new) = (0, 0)
    for anchor in anchors.map({ ($0, partner[$0]) }) + [(a.count, b.count)] {
      let between = script(Array(a[old..<anchor.0]), Array(b[new..<anchor.1]), depth: depth + 1)
      edits.append(contentsOf: between.lazy.map { $0.shifted(old: old, new: new) })
      if anchor.0 < a.count { edits.append(.equal(old: anchor.0, new: anchor.1)) }
      (old, new) = (anchor.0 + 1, anchor.1 + 1)
    }
    return edits
  }

  /// The longest subsequence of `items` that `isBefore` keeps in order (patience sorting, n log n).
  private static func longestIncreasingRun(_ items: [Int], isBefore: (Int, Int) -> Bool) -> [Int] {
    var tails: [Int] = []  // positions in `items`: the smallest last item of each length
    var previous = [Int](repeating: -1, count: items.count)
    for (position, item) in items.enumerated() {
      var (low, high) = (0, tails.count)
      while low < high {
        let middle = (low + high) / 2
        if isBefore(items[tails[middle]], item) { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var run: [Int] = []
    var cursor = tails.last ?? -1
    while cursor >= 0 {
      run.append(items[cursor])
      cursor = previous[cursor]
    }
    return run.reversed()
  }

  /// Myers' greedy forward search with a trace for the backtrack; nil beyond the edit budget.
  private static func myers(_ a: [Int], _ b: [Int]) -> [Edit]? {
    let n = a.count
    let m = b.count
    if n == 0 { return (0..<m).map { .insert(new: $0) } }
    if m == 0 { return (0..<n).map { .delete(old: $0) } }
    let limit = min(n + m, maximumEditDistance)
    let offset = limit + 1
    var v = [Int](repeating: 0, count: 2 * limit + 3)
    // trace[d] holds v[-d-1 ... d+1] as it was before round d.
    var trace: [[Int]] = []
    var found = false
    for d in 0...limit {
      trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          x = v[offset + k + 1]
        } else {
          x = v[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n, y >= m {
          found = true
          break
        }
      }
      if found { break }
    }
    guard found else { return nil }

    var reversed: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let snapshot = trace[d]
      func value(_ k: Int) -> Int { snapshot[k + d + 1] }
      let k = x - y
      let previousK = (k == -d || (k != d && value(k - 1) < value(k + 1))) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : value(previousK)
      let previousY = d == 0 ? 0 : previousX - previousK
      while x > previousX, y > previousY {
        reversed.append(.equal(old: x - 1, new: y - 1))
        x -= 1
        y -= 1
      }
      if d > 0 {
        if x == previousX {
          reversed.append(.insert(new: y - 1))
        } else {
          reversed.append(.delete(old: x - 1))
        }
      }
      x = previousX
      y = previousY
    }
    return reversed.reversed()
  }
}

extension LineDiff.Edit {
  /// The edit with its indexes moved on, from a part of the sequences to the whole.
  fileprivate func shifted(old: Int, new: Int) -> Self {
    switch self {
    case .equal(let o, let n): .equal(old: o + old, new: n + new)
    case .delete(let o): .delete(old: o + old)
    case .insert(let n): .insert(new: n + new)
    }
  }
}

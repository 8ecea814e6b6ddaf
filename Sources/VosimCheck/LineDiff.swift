/// The shortest edit script between two sequences (Myers' O(ND) algorithm), the diff under both the
/// user-level `TranscriptDifference` and the unified `@@` hunks printed for the record.
///
/// Lines are compared as whole values. The common prefix and suffix are matched first; when the middle
/// needs more than `maximumEditDistance` edits the script falls back to deleting and inserting the whole
/// middle, which keeps memory bounded for transcripts that share almost nothing.
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
    edits = Self.script(a, b)
  }

  /// Whether the sequences are equal.
  public var isEqual: Bool {
    edits.allSatisfy { if case .equal = $0 { true } else { false } }
  }

  private static func script(_ a: [Int], _ b: [Int]) -> [Edit] {
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
    if let middle = myers(middleA, middleB) {
      for edit in middle {
        switch edit {
        case .equal(let old, let new): edits.append(.equal(old: old + prefix, new: new + prefix))
        case .delete(let old): edits.append(.delete(old: old + prefix))
        case .insert(let new): edits.append(.insert(new: new + prefix))
        }
      }
    } else {
      for index in middleA.indices { edits.append(.delete(old: index + prefix)) }
      for index in middleB.indices { edits.append(.insert(new: index + prefix)) }
    }
    for index in 0..<suffix {
      edits.append(.equal(old: a.count - suffix + index, new: b.count - suffix + index))
    }
    return edits
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

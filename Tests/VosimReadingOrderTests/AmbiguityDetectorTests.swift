import Testing
import VosimModel
import VosimTestSupport

@testable import VosimReadingOrder

/// The ambiguity check of rules §3 on clusters too large to compare pair by pair: the banded check
/// must give exactly the pairwise answer, and a large cluster must be reported like a small one.
@Suite("Ambiguity detection on large clusters (rules §3)")
struct AmbiguityDetectorTests {
  /// Random keys in reading order: sorted with the comparator (as the engine does), sometimes with a
  /// few swapped afterwards; ys on a half-point grid so that gaps of exactly a band are common.
  static func keys(count: Int, comparator: RowComparator, using random: inout SplitMix64) -> [Frame] {
    var keys = (0..<count).map { _ in
      Frame(
        x: Double(Int.random(in: 0..<40, using: &random)) * 5,
        y: Double(Int.random(in: 0..<(count * 2), using: &random)) / 2, width: 10, height: 10)
    }
    keys.sort(by: comparator.areInIncreasingOrder)
    if random.chance(30) {
      let first = Int.random(in: 0..<count, using: &random)
      let second = Int.random(in: 0..<count, using: &random)
      keys.swapAt(first, second)
    }
    return keys
  }

  @Test(arguments: [(8.0, false), (8.0, true), (13.0, false), (13.0, true)])
  func bandedCheckAgreesWithThePairwiseCheck(band: Double, rightToLeft: Bool) {
    let detector = AmbiguityDetector(comparator: RowComparator(band: band, rightToLeft: rightToLeft))
    var random = SplitMix64(seed: 0xA3B1_0000 + UInt64(band) + (rightToLeft ? 1 : 0))
    var verdicts: [Bool: Int] = [:]
    for round in 0..<2_000 {
      let count = Int.random(in: 2..<(round < 1_000 ? 12 : 120), using: &random)
      let keys = Self.keys(count: count, comparator: detector.comparator, using: &random)
      let pairwise = detector.isConsistentPairwise(keys)
      #expect(detector.isConsistentBanded(keys) == pairwise, "round \(round): \(keys.map { ($0.x, $0.y) })")
      verdicts[pairwise, default: 0] += 1
    }
    // Both answers must come up often, or the agreement proves little.
    #expect(verdicts[true, default: 0] > 200)
    #expect(verdicts[false, default: 0] > 200)
  }

  /// Three labels forming a cycle (a before b, b before c, c before a) and 5,000 more chained below
  /// them by 1-pt steps: one cluster, far past the pairwise limit, read differently in the two
  /// document orders, so both must be reported.
  @Test func aCycleInsideALargeClusterIsReported() throws {
    let a = element("a", 50, 4, 5, 5)
    let b = element("b", 60, 0, 5, 5)
    let c = element("c", 40, 8, 5, 5)
    let fillers = (0..<5_000).map { element("f\($0)", 1_000 + Double($0), 9 + Double($0), 5, 5) }
    let forward = try order(view([a, b, c] + fillers))
    let backward = try order(view([c, a, b] + fillers))
    #expect(forward.elements.prefix(3).map(\.label) != backward.elements.prefix(3).map(\.label))
    #expect(forward.warnings.count == 1)
    #expect(backward.warnings.count == 1)
    #expect(forward.warnings.first?.names.prefix(3).sorted() == ["a", "b", "c"])
  }

  /// 5,000 labels on a consistent diagonal, every one within the band of the next: one large cluster
  /// that reads the same in any document order, so nothing is reported.
  @Test func aLargeConsistentClusterIsNotReported() throws {
    let diagonal = (0..<5_000).map { element("d\($0)", Double($0), Double($0) * 3, 5, 5) }
    let result = try order(view(diagonal.reversed()))
    #expect(result.warnings.isEmpty)
    #expect(result.elements.map(\.label) == diagonal.map(\.accessibilityLabel))
  }

  /// A group placed by its container's own frame (a grouping scroll view whose members are all
  /// scrolled out) is named by the container, whose frame is what ties, not by a member elsewhere.
  @Test func aGroupPlacedByItsOwnFrameIsNamedByItsContainer() throws {
    var scroll = view(
      [element("Row 1", 100, 100, 10, 10)], frame: Frame(x: 0, y: 200, width: 390, height: 400))
    scroll.className = "UIScrollView"
    scroll.shouldGroupAccessibilityChildren = true
    let result = try order(view([scroll, element("Footer", 0, 200, 10, 10)]))
    let warning = try #require(result.warnings.first)
    #expect(warning.names == ["UIScrollView", "Footer"])
    #expect(warning.paths.map(\.description) == ["root.subviews[0]", "root.subviews[1]"])
    #expect(warning.tied == ["UIScrollView", "Footer"])
  }

  /// A group is named by the member whose frame places it (its geometrically first, rules §3), not by
  /// the member it reads first: an explicit order read from below, a scroll view with content
  /// scrolled out above, a first member without a frame.
  @Test func aGroupIsNamedByTheMemberThatPlacesIt() throws {
    var explicit = view([])
    explicit.accessibilityElements = [
      .node(element("x1", 0, 300, 50, 20)), .node(element("x0", 0, 100, 50, 20)),
    ]
    let fromBelow = try #require(try order(view([explicit, element("b", 0, 100, 50, 20)])).warnings.first)
    #expect(fromBelow.names == ["x0", "b"])
    #expect(
      fromBelow.paths.map(\.description) == ["root.subviews[0].accessibilityElements[1]", "root.subviews[1]"])
    var scroll = view(
      [element("out", 0, 50, 50, 20), element("in1", 0, 210, 50, 20)],
      frame: Frame(x: 0, y: 200, width: 390, height: 500))
    scroll.className = "UIScrollView"
    scroll.shouldGroupAccessibilityChildren = true
    let scrolled = try #require(try order(view([element("header", 0, 210, 50, 20), scroll])).warnings.first)
    #expect(scrolled.names == ["header", "in1"])
    var frameless = element("nofr", 0, 0, 50, 20)
    frameless.frame = nil
    var grouped = view([frameless, element("g3", 0, 0, 50, 20)])
    grouped.shouldGroupAccessibilityChildren = true
    let first = try #require(try order(view([grouped, element("b", 0, 0, 50, 20)])).warnings.first)
    #expect(first.names == ["g3", "b"])
  }

  /// A cluster of thousands is reported in full in the paths; the message names the first twenty.
  @Test func theMessageNamesTheFirstTwenty() {
    let paths = (0..<25).map { NodePath.root.appending(.subview($0)) }
    let warning = ReadingOrderWarning(kind: .ambiguousOrder, paths: paths, names: (0..<25).map { "e\($0)" })
    #expect(warning.description.hasSuffix("'e19' (root.subviews[19]) and 5 more"))
    #expect(warning.description.contains("'e0' (root.subviews[0]), 'e1' (root.subviews[1])"))
    #expect(!warning.description.contains("'e20'"))
    let short = ReadingOrderWarning(kind: .ambiguousOrder, paths: Array(paths.prefix(2)), names: ["a", "b"])
    #expect(short.description.hasSuffix("'a' (root.subviews[0]), 'b' (root.subviews[1])"))
  }
}

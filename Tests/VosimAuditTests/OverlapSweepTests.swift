import Testing
import VosimModel
import VosimTestSupport

@testable import VosimAudit

/// The sweep behind `overlapping-targets` must find what comparing every pair finds: for each target,
/// the first earlier one overlapping it and how many more, stacks of one frame included.
@Suite struct OverlapSweepTests {
  @Test func theSweepFindsWhatEveryPairFinds() {
    var generator = SplitMix64(seed: 3)
    func number(_ limit: UInt64) -> Double { Double(generator.next() % limit) }
    for round in 0..<200 {
      // A few frames, many copies: stacks, shared edges, slivers a point wide, and strangers.
      let pool = (0..<(1 + round % 6)).map { _ in
        Frame(x: number(60), y: number(60), width: number(4) == 0 ? 1 : number(50), height: number(50))
      }
      let count = 1 + Int(generator.next() % 40)
      let positions = (0..<count).map { $0 * 2 }.shuffled(using: &generator)
      let targets = positions.map { (position: $0, frame: pool[Int(generator.next() % UInt64(pool.count))]) }
      var expected: [Int: (other: Int, more: Int)] = [:]
      for target in targets {
        let earlier = targets.filter {
          $0.position < target.position && TargetRules.overlap($0.frame, target.frame)
        }.map(\.position)
        if let first = earlier.min() { expected[target.position] = (first, earlier.count - 1) }
      }
      let found = TargetRules.overlaps(targets)
      #expect(
        found.mapValues { [$0.other, $0.more] } == expected.mapValues { [$0.other, $0.more] },
        "round \(round): \(targets)")
    }
  }
}

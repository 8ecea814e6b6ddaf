import Testing
import VosimModel
import VosimReadingOrder
import VosimTestSupport
import VosimUtterance

/// Invariants of the reading order over randomly generated screens. Each screen comes from a seed; a
/// failure names it, and `ScreenGenerator().screen(using: &SplitMix64(seed: SEED))` rebuilds it.
@Suite("Reading-order invariants on random screens")
struct ReadingOrderPropertyTests {
  /// Screens per property per run (docs/reliability.md records it).
  static let screensPerRun = 1000
  static let seeds: [UInt64] = (0..<UInt64(screensPerRun)).map { 0x5EED_0000 + $0 }

  static func order(_ screen: Screen) throws -> ReadingOrderResult {
    try ReadingOrder().order(screen)
  }

  /// The engine's flat arena holds exactly the tree it was built from, in its canonical layout.
  @Test func theArenaHoldsTheTreeItWasBuiltFrom() {
    var nodesSeen = 0
    for seed in Self.seeds {
      var random = SplitMix64(seed: seed)
      var generator = ScreenGenerator()
      let root = generator.screen(using: &random).root
      let arena = NodeArena(root: root)
      #expect(arena.node(at: 0) == root, "seed \(seed): the tree read back differs")
      #expect(arena.canonicalized() == arena, "seed \(seed): the layout is not canonical")
      for index in 0..<arena.count {
        let parent = Int(arena.nodes[index].parent)
        #expect(parent < index && (parent < 0 || Int(arena.nodes[parent].end) >= Int(arena.nodes[index].end)))
      }
      nodesSeen += arena.count
    }
    #expect(nodesSeen > Self.screensPerRun * 5)
  }

  @Test func everyReachableElementAppearsExactlyOnceAndNothingPrunedAppears() throws {
    var elementsSeen = 0
    var prunedSeen = 0
    for seed in Self.seeds {
      var random = SplitMix64(seed: seed)
      var generator = ScreenGenerator()
      let screen = generator.screen(using: &random)
      let oracle = ReachabilityOracle(screen)
      let read = try Self.order(screen).elements.map { $0.identifier ?? "?" }
      #expect(Set(read).count == read.count, "seed \(seed): an element appears twice: \(read)")
      #expect(
        read.sorted() == oracle.elements.sorted(), "seed \(seed): read \(read), reachable \(oracle.elements)")
      let leaked = Set(read).intersection(oracle.pruned)
      #expect(leaked.isEmpty, "seed \(seed): pruned by rules §2 yet read: \(leaked.sorted())")
      elementsSeen += read.count
      prunedSeen += oracle.pruned.count
    }
    // The generator must exercise both sides, or the property proves nothing.
    #expect(elementsSeen > Self.screensPerRun)
    #expect(prunedSeen > Self.screensPerRun / 4)
  }

  @Test func explicitOrdersAreKeptAndGroupsAreContiguous() throws {
    var explicitSeen = 0
    var groupsSeen = 0
    for seed in Self.seeds {
      var random = SplitMix64(seed: seed)
      var generator = ScreenGenerator()
      let screen = generator.screen(using: &random)
      let oracle = ReachabilityOracle(screen)
      let read = try Self.order(screen).elements.map { $0.identifier ?? "?" }
      var position: [String: Int] = [:]
      for (index, identifier) in read.enumerated() { position[identifier] = index }

      for explicit in oracle.explicitOrders {
        let entries = explicit.entries.filter { !$0.isEmpty }
        for (earlier, later) in zip(entries, entries.dropFirst()) {
          let lastOfEarlier = earlier.compactMap { position[$0] }.max() ?? -1
          let firstOfLater = later.compactMap { position[$0] }.min() ?? Int.max
          #expect(
            lastOfEarlier < firstOfLater,
            "seed \(seed): explicit order of \(explicit.identifier) broken: \(earlier), \(later) in \(read)")
        }
        explicitSeen += entries.count > 1 ? 1 : 0
      }
      for group in oracle.groups {
        let places = group.members.compactMap { position[$0] }
        guard let first = places.min(), let last = places.max() else { continue }
        #expect(
          places.count == group.members.count && last - first + 1 == places.count,
          "seed \(seed): group \(group.identifier) \(group.members) not contiguous in \(read)")
        groupsSeen += 1
      }
    }
    #expect(explicitSeen > Self.screensPerRun / 20)
    #expect(groupsSeen > Self.screensPerRun / 4)
  }

  @Test func transcriptIsIdenticalAcrossRuns() throws {
    for seed in Self.seeds.prefix(Self.screensPerRun / 2) {
      var random = SplitMix64(seed: seed)
      var generator = ScreenGenerator()
      let screen = generator.screen(using: &random)
      var again = SplitMix64(seed: seed)
      var secondGenerator = ScreenGenerator()
      let rebuilt = secondGenerator.screen(using: &again)
      #expect(rebuilt == screen, "seed \(seed): the generator is not deterministic")
      let first = UtteranceBuilder().utterances(for: try Self.order(screen)).map(\.text)
      let second = UtteranceBuilder().utterances(for: try Self.order(rebuilt)).map(\.text)
      #expect(first == second, "seed \(seed): two runs read differently")
    }
  }

  /// The streamed JSON transcript is the document `JSONEncoder` writes, on screens with warnings,
  /// groups, contexts, parts and elements without frames.
  @Test func streamedJSONIsTheEncodersDocument() throws {
    var warned = 0
    for seed in Self.seeds.prefix(Self.screensPerRun / 2) {
      var random = SplitMix64(seed: seed)
      var generator = ScreenGenerator()
      let result = try Self.order(generator.screen(using: &random))
      let document = TranscriptDocument(
        utterances: UtteranceBuilder().utterances(for: result), warnings: result.warnings,
        systemVersion: result.systemVersion)
      let encoded = String(decoding: try TranscriptJSONWriter.makeEncoder().encode(document), as: UTF8.self)
      var streamed = ""
      try TranscriptJSONWriter().write(result) { streamed += $0 }
      #expect(streamed == encoded, "seed \(seed): the streamed JSON differs from JSONEncoder's")
      if !result.warnings.isEmpty { warned += 1 }
    }
    #expect(warned > 10)
  }

  @Test func withoutAmbiguityShufflingSiblingsKeepsTheOrder() throws {
    var unambiguous = 0
    var ambiguous = 0
    for seed in Self.seeds {
      var random = SplitMix64(seed: seed)
      var generator = ScreenGenerator(shuffleSafe: true)
      let screen = generator.screen(using: &random)
      let result = try Self.order(screen)
      guard result.warnings.isEmpty else {
        ambiguous += 1
        continue
      }
      unambiguous += 1
      let expected = result.elements.map { $0.identifier ?? "?" }
      for attempt in 0..<3 {
        var shuffled = screen
        shuffled.root = screen.root.shufflingSubviews(using: &random)
        let read = try Self.order(shuffled).elements.map { $0.identifier ?? "?" }
        #expect(
          read == expected,
          "seed \(seed), shuffle \(attempt): no ambiguity reported, yet \(expected) became \(read)")
      }
    }
    // Both kinds of screen occur, so the property is exercised and the detector is not silent.
    #expect(unambiguous > Self.screensPerRun / 10)
    #expect(ambiguous > Self.screensPerRun / 50)
  }
}

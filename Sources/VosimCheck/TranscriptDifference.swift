import VosimUtterance

/// What changed between a recorded transcript and the current one, in the user's terms: elements that
/// appeared, disappeared, moved or were reworded, followed (in `description`) by the line diff.
///
/// Lines the two transcripts share in order (their longest common subsequence) are unchanged. Of the
/// rest, a disappeared line and an appeared line with the same words are one element that moved; two
/// with a similar wording (the same first phrase; in the same place, the same name or at least half the
/// words in common; elsewhere, the same traits and most words) are one element that was reworded, the
/// pairs with the most evidence first. Identical lines (two "Delete. Button." rows) pair up in order,
/// so each is accounted for once.
public struct TranscriptDifference: Hashable, Sendable {
  /// One element's change. Positions are 1-based, as a user counts swipes.
  public enum Change: Hashable, Sendable {
    /// A line that is new at `position` of the current transcript.
    case appeared(text: String, position: Int)
    /// A line of the recording, at `position`, that is no longer read.
    case disappeared(text: String, position: Int)
    /// The same words, read at another place.
    case moved(text: String, from: Int, to: Int)
    /// The same element with other words.
    case reworded(Rewording)

    /// The kinds, in the order summaries count them; their names are the reports' words.
    enum Kind: String, CaseIterable {
      case appeared, disappeared, moved, reworded
    }

    var kind: Kind {
      switch self {
      case .appeared: .appeared
      case .disappeared: .disappeared
      case .moved: .moved
      case .reworded: .reworded
      }
    }
  }

  /// An element whose words changed: both utterances, with the changed words marked.
  public struct Rewording: Hashable, Sendable {
    public var from: Int
    public var to: Int
    public var old: String
    public var new: String
    /// The old utterance with removed words as `[-…-]`, in the style of `git diff --word-diff`.
    public var oldMarked: String
    /// The new utterance with added words as `{+…+}`.
    public var newMarked: String
    /// The segment kinds whose words changed (`label`, `value`, `trait`, `hint`…), in speaking order;
    /// empty when they cannot be told (no current utterances).
    public var changedParts: [String]
    /// Whether the element also changed its place among the unchanged ones.
    public var alsoMoved: Bool
  }

  /// The recording compared with.
  public var recorded: Transcript
  /// The transcript of the screen now.
  public var current: Transcript
  /// The changes in the current transcript's order (top of the screen first): each where its line is
  /// read now, a moved one where it arrived; a line no longer read where it stood among its neighbours,
  /// after the rewordings that came before it.
  public var changes: [Change]
  /// The line-level edit script from the recording to the current transcript.
  public var lineDiff: LineDiff

  /// Whether the transcripts are equal.
  public var isEmpty: Bool { changes.isEmpty }

  /// Compares a recording with the current utterances, whose segments name the changed parts.
  public init(recorded: Transcript, current utterances: [Utterance]) {
    self.init(recorded: recorded, current: Transcript(utterances: utterances), utterances: utterances)
  }

  /// Compares two transcripts; rewordings then carry no segment names.
  public init(recorded: Transcript, current: Transcript) {
    self.init(recorded: recorded, current: current, utterances: nil)
  }

  /// What tells two lines whose punctuation is gone (a device capture's) to be one element, since their
  /// phrases cannot be told apart.
  struct LinePairing {
    /// Whether two lines (0-based, old and new) name the same element.
    var sameLabel: (Int, Int) -> Bool
    /// What each line may say after its label (its traits, hint, a value said apart), in comparable
    /// words: a line's rest read after its label and after its first phrase, which differ where a value
    /// is joined to the label or a colon stands inside it.
    var oldRests: [Set<String>]
    var newRests: [Set<String>]
  }

  /// Compares lines whose punctuation is gone (a device capture's), paired as `pairing` tells.
  init(recorded: Transcript, current: Transcript, pairing: LinePairing) {
    self.init(recorded: recorded, current: current, utterances: nil, pairing: pairing)
  }

  private init(
    recorded: Transcript, current: Transcript, utterances: [Utterance]?, pairing: LinePairing? = nil
  ) {
    self.recorded = recorded
    self.current = current
    lineDiff = LineDiff(from: recorded.lines, to: current.lines)
    changes = Self.changes(
      lineDiff, old: recorded.lines, new: current.lines,
      utterances: utterances?.count == current.lines.count ? utterances : nil, pairing: pairing)
  }

  // MARK: - Private Methods

  /// The first position in `sorted` whose element satisfies `isAtOrAfter`, which holds from some
  /// position on (binary search); `sorted.endIndex` when none does.
  private static func firstIndex(in sorted: [Int], where isAtOrAfter: (Int) -> Bool) -> Int {
    var (low, high) = (sorted.startIndex, sorted.endIndex)
    while low < high {
      let middle = (low + high) / 2
      if isAtOrAfter(sorted[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The old lines of the pairs (each an old line and a new one) that keep their order: the longest
  /// such run; of runs as long, the one with the most `unchanged` pairs, then the most at their own
  /// positions, then the most the line diff kept (`diffKeeps`). A Fenwick tree over the old lines,
  /// n log n.
  static func keptInOrder(_ pairs: [(old: Int, new: Int, unchanged: Bool, diffKeeps: Bool)], oldCount: Int)
    -> Set<Int>
  {
    /// Length, unchanged, in place, kept by the diff: compared in that order.
    typealias Score = [Int]
    func better(_ a: Score, _ b: Score) -> Bool { b.lexicographicallyPrecedes(a) }
    let none: Score = [0, 0, 0, 0]
    let byNew = pairs.indices.sorted { pairs[$0].new < pairs[$1].new }
    var tree = [(score: Score, pair: Int)](repeating: (none, -1), count: oldCount + 1)
    var score = [Score](repeating: none, count: pairs.count)
    var previous = [Int](repeating: -1, count: pairs.count)
    var best = -1
    for index in byNew {
      let pair = pairs[index]
      // The best run among the pairs before this one in the old order too (their old line is smaller).
      var found = (score: none, pair: -1)
      var position = pair.old
      while position > 0 {
        if better(tree[position].score, found.score) { found = tree[position] }
        position -= position & -position
      }
      score[index] = zip(
        found.score, [1, pair.unchanged ? 1 : 0, pair.old == pair.new ? 1 : 0, pair.diffKeeps ? 1 : 0]
      )
      .map { $0 + $1 }
      previous[index] = found.pair
      // A tie goes to the run ending later in the new order.
      if best < 0 || !better(score[best], score[index]) { best = index }
      position = pair.old + 1
      while position <= oldCount {
        if better(score[index], tree[position].score) { tree[position] = (score[index], index) }
        position += position & -position
      }
    }
    var kept = Set<Int>()
    while best >= 0 {
      kept.insert(pairs[best].old)
      best = previous[best]
    }
    return kept
  }

  private struct Unmatched {
    var index: Int
    /// How many unchanged lines come before: lines in the same gap sit in the same place.
    var gap: Int
  }

  private static func changes(
    _ diff: LineDiff, old: [String], new: [String], utterances: [Utterance]?,
    pairing: LinePairing?
  ) -> [Change] {
    var deleted: [Unmatched] = []
    var inserted: [Unmatched] = []
    var gap = 0
    // Where each gap starts in the current transcript: the line after its unchanged one.
    var gapStarts = [0]
    for edit in diff.edits {
      switch edit {
      case .equal(_, let index):
        gap += 1
        gapStarts.append(index + 1)
      case .delete(let index): deleted.append(Unmatched(index: index, gap: gap))
      case .insert(let index): inserted.append(Unmatched(index: index, gap: gap))
      }
    }
    // Each change at a place in the current transcript: a line's own, or a half-way place for a line
    // no longer read.
    var found: [(place: Double, change: Change)] = []
    var deletedUsed = Set<Int>()
    var insertedUsed = Set<Int>()

    // The same words on both sides at other places, paired in order of appearance: moved, unless the
    // fewest moves keep them (below).
    var samePairs: [(old: Int, new: Int)] = []
    var deletedByText: [String: [Int]] = [:]
    for (slot, line) in deleted.enumerated() { deletedByText[old[line.index], default: []].append(slot) }
    for (slot, line) in inserted.enumerated() {
      let text = new[line.index]
      guard var queue = deletedByText[text], !queue.isEmpty else { continue }
      let partner = queue.removeFirst()
      deletedByText[text] = queue
      deletedUsed.insert(partner)
      insertedUsed.insert(slot)
      samePairs.append((deleted[partner].index, line.index))
    }

    // Rewordings: the most similar pairs first.
    let remainingDeleted = deleted.indices.filter { !deletedUsed.contains($0) }
    let remainingInserted = inserted.indices.filter { !insertedUsed.contains($0) }
    let compareAll = remainingDeleted.count * remainingInserted.count <= 250_000
    // Beyond that (two long transcripts that differ throughout), a line is only weighed against the
    // lines within `window` positions of it: every pair would cost time with the square of the length.
    let window = 64
    var candidates: [(score: Double, distance: Int, deleted: Int, inserted: Int)] = []
    struct Pair: Hashable {
      var deleted: Int
      var inserted: Int
      init(_ deleted: Int, _ inserted: Int) { (self.deleted, self.inserted) = (deleted, inserted) }
    }
    var sameGapScores: [Pair: Double] = [:]
    // Each line's phrases and words, made once rather than once per pair.
    struct Words {
      var first: [String]
      var rest: [String]
      var bare: WordMarking.BareWords
      /// The label a value is joined to (`Battery:` of `Battery: 80%.`), if any.
      var label: ArraySlice<String>?
      /// The element's name: its label without the selected state's word or a value joined to it
      /// (`Save` of `Selected: Save.`, of `Auswahl: Save.`; `Volume` of `Volume: 5.`).
      var name: [String]
      init(_ line: String) {
        first = WordMarking.firstPhrase(line)
        rest = WordMarking.afterFirstPhrase(line)
        bare = WordMarking.BareWords(line)
        label = WordMarking.labelBeforeValue(first)
        var phrase = first[...]
        if let head = phrase.first, WordTable.all.contains(where: { $0.selected + ":" == head }) {
          phrase = phrase.dropFirst()
        }
        name = (WordMarking.labelBeforeValue(Array(phrase)) ?? phrase).map(WordMarking.bare).filter {
          !$0.isEmpty
        }
      }
    }
    var oldWords: [Int: Words] = [:]
    for d in remainingDeleted { oldWords[d] = Words(old[deleted[d].index]) }
    var newWords: [Int: Words] = [:]
    for i in remainingInserted { newWords[i] = Words(new[inserted[i].index]) }
    // Beyond the window, a line that starts as the old one did (its label) may still be the same
    // element, moved far: looked up by that phrase (a capture's lines have none to look up).
    // The current lines that name an element no longer read as it was: such a line is that element
    // (its value, state or traits changed), not another one relabelled (`Bluetooth. Switch Button. On.`
    // is not now `Wi-Fi. Switch Button. On.` where `Wi-Fi: Off. Button.` was read). By name in a
    // transcript; by the capture's label where every pair can be weighed.
    var namedAsGone = Set<Int>()
    if let pairing {
      if compareAll {
        namedAsGone = Set(
          remainingInserted.filter { i in
            remainingDeleted.contains { pairing.sameLabel(deleted[$0].index, inserted[i].index) }
          })
      }
    } else {
      let oldNames = Set(remainingDeleted.map { oldWords[$0]!.name }.filter { !$0.isEmpty })
      namedAsGone = Set(remainingInserted.filter { oldNames.contains(newWords[$0]!.name) })
    }
    var insertedByFirstPhrase: [[String]: [Int]] = [:]
    if !compareAll, pairing == nil {
      for i in remainingInserted { insertedByFirstPhrase[newWords[i]!.first, default: []].append(i) }
    }
    // And by its rarest word (`499` of `Row 499.`, now `Row 499 done.`), when few lines hold it.
    var insertedByWord: [String: [Int]] = [:]
    if !compareAll {
      for i in remainingInserted {
        for word in newWords[i]!.bare.counts.keys { insertedByWord[word, default: []].append(i) }
      }
    }
    for d in remainingDeleted {
      let oldLine = oldWords[d]!
      var partners = Array(remainingInserted)
      // Beyond the window, the lines looked up by their words (any gap).
      var lookedUp = Set<Int>()
      if !compareAll {
        // `remainingInserted` is in the order of the new lines: the window is one slice of it.
        let low = deleted[d].index - window
        let high = deleted[d].index + window
        let start = Self.firstIndex(in: remainingInserted) { inserted[$0].index >= low }
        let end = Self.firstIndex(in: remainingInserted) { inserted[$0].index > high }
        partners = Array(remainingInserted[start..<end])
        let rarest = oldLine.bare.counts.keys.compactMap { insertedByWord[$0] }.min { $0.count < $1.count }
        let alike =
          (insertedByFirstPhrase[oldLine.first] ?? []) + (rarest.map { $0.count <= window ? $0 : [] } ?? [])
        lookedUp = Set(alike)
        partners += Array(Set(alike.filter { inserted[$0].index < low || inserted[$0].index > high }))
          .sorted().prefix(2 * window)
      }
      // A line whose label is still read (elsewhere, or here with other words) is that element, not
      // another one relabelled that kept its traits and state: `Archive. Switch Button. Off.` is not
      // `Sent. Switch Button. Off.` where an `Archive` switch is read too.
      let labelKept = partners.contains { i in
        pairing?.sameLabel(deleted[d].index, inserted[i].index) ?? (oldLine.first == newWords[i]!.first)
      }
      for i in partners {
        let sameGap = deleted[d].gap == inserted[i].gap
        guard compareAll || sameGap || lookedUp.contains(i) else { continue }
        let newLine = newWords[i]!
        let sameFirstPhrase =
          pairing?.sameLabel(deleted[d].index, inserted[i].index) ?? (oldLine.first == newLine.first)
        let similarity = WordMarking.similarity(oldLine.bare, newLine.bare)
        // In the same place between the same neighbours, an element whose words mostly stay, or whose
        // label alone changed (the rest, its traits and hint, the same), was reworded. (A capture's
        // rests are told by its pairing.)
        let shared = pairing.map {
          $0.oldRests[deleted[d].index].intersection($0.newRests[inserted[i].index])
        }
        let restsAgree = shared.map { !$0.isEmpty } ?? (oldLine.rest == newLine.rest)
        let restIsEmpty = shared?.allSatisfy(\.isEmpty) ?? oldLine.rest.isEmpty
        let sameRest = sameGap && restsAgree
        // Elsewhere, an element whose traits and hint stayed and whose words mostly did (`Apple.` now
        // `Apple pie.`, moved to the end) was reworded and moved, not gone with another come. With no
        // traits or hint to tell it by (a static text), nearly all its words (`Red apple.` now `Red apple
        // pie.`) must stay; its label before a changed value (`Battery:`) is always enough.
        let movedWithItsWords =
          !sameGap && restsAgree && (sameFirstPhrase || !labelKept)
          && ((oldLine.label != nil && oldLine.label == newLine.label)
            || similarity >= (restIsEmpty ? 0.8 : 0.6))
        // With its name kept (`Volume: 5. Button.` now `Volume: 6. Link.`, `Selected: Save.` now `Save.`),
        // in place or moved: its value, state or traits changed, as a capture's label tells it too.
        let sameName = pairing == nil && !oldLine.name.isEmpty && oldLine.name == newLine.name
        guard sameFirstPhrase || (sameGap && similarity >= 0.5) || sameRest || movedWithItsWords || sameName
        else {
          continue
        }
        if !sameFirstPhrase, !sameName, namedAsGone.contains(i) { continue }
        // Moved with its words is as good a sign as the same place: a line in the place of one gone
        // that shares no word with it (`Storage: 12 GB.` where `Battery: 75%.` is now) loses to the line
        // that moved there with its label (`Battery: 80%.`).
        let score =
          (sameFirstPhrase ? 1 : 0) + (sameGap || movedWithItsWords ? 1 : 0)
          + (sameRest || movedWithItsWords ? 0.5 : 0) + (sameName ? 0.5 : 0) + similarity
        candidates.append((score, abs(deleted[d].index - inserted[i].index), d, i))
        if sameGap { sameGapScores[Pair(d, i)] = score }
      }
    }
    candidates.sort {
      ($0.score, -$0.distance, -$0.inserted, -$0.deleted) > (
        $1.score, -$1.distance, -$1.inserted, -$1.deleted
      )
    }
    var chosen: [Pair] = []
    for candidate in candidates {
      guard !deletedUsed.contains(candidate.deleted), !insertedUsed.contains(candidate.inserted) else {
        continue
      }
      deletedUsed.insert(candidate.deleted)
      insertedUsed.insert(candidate.inserted)
      chosen.append(Pair(candidate.deleted, candidate.inserted))
    }
    // Two rewordings in one place that cross (the first line become the second's new words and the
    // second the first's) are uncrossed when that scores as well: equal scores, whose tie the distance
    // broke the wrong way after a line appeared before them. Each swap removes a crossing; a place with
    // very many rewordings is left as it is, as the square of them would cost.
    let places = Dictionary(grouping: chosen.indices.filter { sameGapScores[chosen[$0]] != nil }) {
      deleted[chosen[$0].deleted].gap
    }
    for members in places.values where members.count > 1 && members.count <= 200 {
      var uncrossed = true
      while uncrossed {
        uncrossed = false
        for (offset, a) in members.enumerated() {
          for b in members[(offset + 1)...] {
            let (p, q) = (chosen[a], chosen[b])
            guard (p.deleted < q.deleted) != (p.inserted < q.inserted),
              let pq = sameGapScores[Pair(p.deleted, q.inserted)],
              let qp = sameGapScores[Pair(q.deleted, p.inserted)],
              pq + qp >= sameGapScores[p]! + sameGapScores[q]!
            else { continue }
            chosen[a] = Pair(p.deleted, q.inserted)
            chosen[b] = Pair(q.deleted, p.inserted)
            uncrossed = true
          }
        }
      }
    }
    // The fewest moves: of every element read on both sides (unchanged, with the same words elsewhere,
    // or reworded), those outside the longest run that kept its order moved (`Sent` read third, now
    // first; not the two it passed, whichever was reworded). Of runs as long, the one keeping the most
    // elements whose words did not change (an element moved and reworded is one change, not two), then
    // the most at their own positions (`A B C` reversed keeps `B`).
    var kept = Set<Int>()  // old lines
    if !samePairs.isEmpty || !chosen.isEmpty {
      var both = (samePairs + chosen.map { (deleted[$0.deleted].index, inserted[$0.inserted].index) }).map {
        (old: $0.0, new: $0.1, unchanged: false, diffKeeps: false)
      }
      for index in samePairs.indices { both[index].unchanged = true }
      for case .equal(let o, let n) in diff.edits { both.append((o, n, true, true)) }
      kept = Self.keptInOrder(both, oldCount: old.count)
      for case .equal(let o, let n) in diff.edits where !kept.contains(o) {
        found.append((Double(n), .moved(text: new[n], from: o + 1, to: n + 1)))
      }
      for pair in samePairs where !kept.contains(pair.old) {
        found.append((Double(pair.new), .moved(text: new[pair.new], from: pair.old + 1, to: pair.new + 1)))
      }
    }
    for pair in chosen {
      let from = deleted[pair.deleted]
      let to = inserted[pair.inserted]
      let marking = WordMarking(
        old: old[from.index], new: new[to.index], utterance: utterances?[to.index])
      let rewording = Rewording(
        from: from.index + 1, to: to.index + 1, old: old[from.index], new: new[to.index],
        oldMarked: marking.oldMarked, newMarked: marking.newMarked, changedParts: marking.changedParts,
        alsoMoved: !kept.contains(from.index))
      found.append((Double(to.index), .reworded(rewording)))
    }

    // A line no longer read is told after the rewordings of its place that stood before it, or at the
    // place's start; before what appeared there, as an edit script deletes before it inserts.
    let rewordingsByPlace = Dictionary(grouping: chosen) { deleted[$0.deleted].gap }
    for (slot, line) in deleted.enumerated() where !deletedUsed.contains(slot) {
      let before = rewordingsByPlace[line.gap]?.filter { deleted[$0.deleted].index < line.index }
        .max { deleted[$0.deleted].index < deleted[$1.deleted].index }
      let place =
        before.map { Double(inserted[$0.inserted].index) + 0.25 } ?? Double(gapStarts[line.gap]) - 0.5
      found.append((place, .disappeared(text: old[line.index], position: line.index + 1)))
    }
    for (slot, line) in inserted.enumerated() where !insertedUsed.contains(slot) {
      found.append((Double(line.index), .appeared(text: new[line.index], position: line.index + 1)))
    }
    // Stable: lines no longer read at one place stay in their recorded order.
    return found.enumerated().sorted { ($0.element.place, $0.offset) < ($1.element.place, $1.offset) }
      .map(\.element.change)
  }
}

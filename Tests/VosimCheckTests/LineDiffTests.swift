import Testing
import VosimCheck

@Suite struct LineDiffTests {
  /// Applies the script to check it rebuilds both sides in order.
  private func sides(_ diff: LineDiff, _ old: [String], _ new: [String]) -> (old: [String], new: [String]) {
    var rebuiltOld: [String] = []
    var rebuiltNew: [String] = []
    for edit in diff.edits {
      switch edit {
      case .equal(let o, let n):
        #expect(old[o] == new[n])
        rebuiltOld.append(old[o])
        rebuiltNew.append(new[n])
      case .delete(let o): rebuiltOld.append(old[o])
      case .insert(let n): rebuiltNew.append(new[n])
      }
    }
    return (rebuiltOld, rebuiltNew)
  }

  @Test func equalSequencesAreAllEqualEdits() {
    let lines = ["A.", "B.", "C."]
    let diff = LineDiff(from: lines, to: lines)
    #expect(diff.isEqual)
    #expect(diff.edits == [.equal(old: 0, new: 0), .equal(old: 1, new: 1), .equal(old: 2, new: 2)])
  }

  @Test func theScriptIsMinimalAndRebuildsBothSides() {
    let old = ["A", "B", "C", "A", "B", "B", "A"]
    let new = ["C", "B", "A", "B", "A", "C"]
    let diff = LineDiff(from: old, to: new)
    let rebuilt = sides(diff, old, new)
    #expect(rebuilt.old == old)
    #expect(rebuilt.new == new)
    // Myers' classic example: the shortest script has 5 edits (LCS of 4).
    #expect(diff.edits.filter { if case .equal = $0 { false } else { true } }.count == 5)
  }

  @Test func emptySidesAreAllInsertsOrDeletes() {
    #expect(LineDiff(from: [String](), to: ["A", "B"]).edits == [.insert(new: 0), .insert(new: 1)])
    #expect(LineDiff(from: ["A"], to: [String]()).edits == [.delete(old: 0)])
    #expect(LineDiff(from: [String](), to: [String]()).edits.isEmpty)
  }

  @Test func aScriptBeyondTheBudgetReplacesTheMiddle() {
    let old = (0..<2_500).map { "old \($0)" }
    let new = (0..<2_500).map { "new \($0)" }
    let diff = LineDiff(from: ["same"] + old + ["end"], to: ["same"] + new + ["end"])
    #expect(diff.edits.count == 5_002)
    #expect(diff.edits.first == .equal(old: 0, new: 0))
    #expect(diff.edits[1] == .delete(old: 1))
    #expect(diff.edits[2_501] == .insert(new: 1))
    #expect(diff.edits.last == .equal(old: 2_501, new: 2_501))
  }

  /// Past the budget, the lines read on both sides anchor the script: their longest run in order
  /// is kept, and what lies between is diffed again.
  @Test func aScriptBeyondTheBudgetKeepsTheLongestRunOfPairedLines() {
    let lines = (0..<2_002).map { "Item \($0)." }
    let swapped = Array(lines[1_001...] + lines[..<1_001])
    let halves = LineDiff(from: lines, to: swapped)
    let rebuilt = sides(halves, lines, swapped)
    #expect(rebuilt.old == lines && rebuilt.new == swapped)
    #expect(halves.edits.count { if case .equal = $0 { true } else { false } } == 1_001)
    // Repeated lines are paired in order: a thousand and one of one row moved after as many of another
    // is one block moved.
    let repeated =
      Array(repeating: "Delete. Button.", count: 1_001) + Array(repeating: "Edit. Button.", count: 1_001)
    let blocks = LineDiff(from: repeated, to: Array(repeated[1_001...] + repeated[..<1_001]))
    #expect(blocks.edits.count { if case .equal = $0 { true } else { false } } == 1_001)
    // Neighbours swapped pairwise: every other line kept, and a line read twice too.
    var pairs = (0..<3_000).map { "Row \($0)." }
    for index in stride(from: 0, to: 3_000, by: 2) { pairs.swapAt(index, index + 1) }
    let rows = (0..<3_000).map { "Row \($0)." }
    let old = rows[..<1_500] + ["Twice.", "Twice."] + rows[1_500...]
    let new = pairs[..<1_500] + ["Twice.", "Twice."] + pairs[1_500...]
    let neighbours = LineDiff(from: Array(old), to: Array(new))
    #expect(sides(neighbours, Array(old), Array(new)) == (Array(old), Array(new)))
    #expect(neighbours.edits.count { if case .equal = $0 { true } else { false } } == 1_502)
  }

  /// Of the shortest scripts, the one that keeps a line at its own position: what moved is told, not a
  /// line that stayed where it was.
  @Test func aLineInItsOwnPlaceIsKept() {
    let diff = LineDiff(from: ["A", "B", "C", "D", "E"], to: ["A", "D", "C", "B", "E"])
    #expect(diff.edits.contains(.equal(old: 2, new: 2)))
    #expect(diff.edits.count { if case .equal = $0 { true } else { false } } == 3)
    let reversed = LineDiff(from: ["A", "B", "C"], to: ["C", "B", "A"])
    #expect(
      reversed.edits == [
        .delete(old: 0), .insert(new: 0), .equal(old: 1, new: 1), .delete(old: 2), .insert(new: 2),
      ])
  }

  @Test func theUnifiedDiffHasGNUHunkHeaders() {
    let old = ["Buy. Button.", "Title. Heading.", "Price: 3 euros.", "Details. Button."]
    let new = ["Title. Heading.", "Price: 3 euros.", "Details. Button.", "Buy. Button."]
    let text = LineDiff(from: old, to: new).unified(old: old, new: new, oldName: "a.txt", newName: "a.json")
    #expect(
      text == """
        --- a.txt
        +++ a.json
        @@ -1,4 +1,4 @@
        -Buy. Button.
         Title. Heading.
         Price: 3 euros.
         Details. Button.
        +Buy. Button.

        """)
  }

  @Test func distantChangesGetSeparateHunksAndEmptyRangesNameTheLineBefore() {
    let old = (1...12).map { "Line \($0)." }
    var new = old
    new.insert("New.", at: 0)
    new.remove(at: 12)  // "Line 12."
    let text = LineDiff(from: old, to: new).unified(old: old, new: new, oldName: "old", newName: "new")
    #expect(
      text == """
        --- old
        +++ new
        @@ -1,3 +1,4 @@
        +New.
         Line 1.
         Line 2.
         Line 3.
        @@ -9,4 +10,3 @@
         Line 9.
         Line 10.
         Line 11.
        -Line 12.

        """)
    let bare = LineDiff(from: old, to: new).unified(
      old: old, new: new, oldName: "old", newName: "new", context: 0)
    #expect(bare == "--- old\n+++ new\n@@ -0,0 +1 @@\n+New.\n@@ -12 +12,0 @@\n-Line 12.\n")
    #expect(LineDiff(from: old, to: old).unified(old: old, new: old, oldName: "a", newName: "b") == "")
  }
}

extension LineDiff {
  /// The edit script as a unified diff (`diff -u`): `---`/`+++` headers, then `@@ -l,s +l,s @@` hunks
  /// with `context` unchanged lines around each change. Empty when the sequences are equal.
  ///
  /// Ranges follow GNU diff: a count of 1 is left out, and an empty range names the line before it.
  public func unified(
    old: [String], new: [String], oldName: String, newName: String, context: Int = 3
  ) -> String {
    let changed = edits.indices.filter { if case .equal = edits[$0] { false } else { true } }
    guard let firstChange = changed.first else { return "" }
    // Group changes whose context windows touch into hunks of edit indexes.
    var hunks: [ClosedRange<Int>] = []
    var start = max(0, firstChange - context)
    var end = min(edits.count - 1, firstChange + context)
    for index in changed.dropFirst() {
      if index - context <= end + 1 {
        end = min(edits.count - 1, index + context)
      } else {
        hunks.append(start...end)
        start = max(0, index - context)
        end = min(edits.count - 1, index + context)
      }
    }
    hunks.append(start...end)

    var text = "--- \(oldName)\n+++ \(newName)\n"
    for hunk in hunks {
      var oldStart: Int?
      var newStart: Int?
      var oldCount = 0
      var newCount = 0
      var body = ""
      for edit in edits[hunk] {
        switch edit {
        case .equal(let o, let n):
          oldStart = oldStart ?? o
          newStart = newStart ?? n
          oldCount += 1
          newCount += 1
          body += " \(old[o])\n"
        case .delete(let o):
          oldStart = oldStart ?? o
          oldCount += 1
          body += "-\(old[o])\n"
        case .insert(let n):
          newStart = newStart ?? n
          newCount += 1
          body += "+\(new[n])\n"
        }
      }
      let oldFirst = oldStart ?? position(before: hunk.lowerBound, old: true)
      let newFirst = newStart ?? position(before: hunk.lowerBound, old: false)
      text += "@@ -\(Self.range(oldFirst, oldCount)) +\(Self.range(newFirst, newCount)) @@\n" + body
    }
    return text
  }

  /// The 0-based index a hunk without lines of one side starts at: just after the last line of that
  /// side before the hunk.
  private func position(before editIndex: Int, old: Bool) -> Int {
    var count = 0
    for edit in edits[..<editIndex] {
      switch edit {
      case .equal: count += 1
      case .delete: if old { count += 1 }
      case .insert: if !old { count += 1 }
      }
    }
    return count
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    switch count {
    case 0: "\(start),0"
    case 1: "\(start + 1)"
    default: "\(start + 1),\(count)"
    }
  }
}

extension TranscriptDifference {
  /// The one-line summary that opens a failure: `Transcript does not match recording: 1 moved.`, or
  /// `Transcript matches recording.` when there is no change (`isEmpty`).
  public var summary: String {
    changes.isEmpty ? "Transcript matches recording." : "\(Self.mismatchMessage): \(countsByKind)."
  }

  /// How many changes there are of each kind: `2 appeared, 1 moved`, kinds without one left out; the
  /// rewordings that moved too are said, since a move is what a reading order's check is for
  /// (`3 reworded (2 also moved)`).
  var countsByKind: String {
    Change.Kind.allCases.compactMap { kind in
      let count = changes.count { $0.kind == kind }
      guard count > 0 else { return nil }
      let moved = changes.count {
        if case .reworded(let rewording) = $0 { return rewording.alsoMoved }
        return false
      }
      return "\(count) \(kind.rawValue)" + (kind == .reworded && moved > 0 ? " (\(moved) also moved)" : "")
    }.joined(separator: ", ")
  }

  /// The failure's first words, as snapshot-testing's "Snapshot does not match reference."
  public static let mismatchMessage = "Transcript does not match recording"

  /// The changes, one per line (a rewording takes three), each saying where and what, as a user
  /// would describe it after swiping through the screen.
  public var changeDescriptions: String { changeDescriptions(againstExpectedLines: false) }

  /// The changes, the recorded side named as a test's expected lines (`matches:`) when it is those.
  package func changeDescriptions(againstExpectedLines: Bool) -> String {
    var text = ""
    if recorded.lines.isEmpty, !current.lines.isEmpty {
      text +=
        (againstExpectedLines ? "The expected lines hold nothing" : "The recording reads nothing")
        + "; the screen now reads \(Self.elements(current.lines.count)).\n"
    } else if current.lines.isEmpty, !recorded.lines.isEmpty {
      text +=
        "The screen now reads nothing; "
        + (againstExpectedLines ? "the expected lines hold " : "the recording read ")
        + "\(Self.elements(recorded.lines.count)).\n"
    }
    let recordedSide = againstExpectedLines ? "in the expected lines" : "in the recording"
    let duplicateNote = duplicateNotes()
    for change in changes {
      switch change {
      case .appeared(let line, let position):
        text += "  appeared at position \(position): \(Self.shown(line))\(duplicateNote(line))\n"
      case .disappeared(let line, let position):
        text += "  disappeared from position \(position): \(Self.shown(line))\(duplicateNote(line))\n"
      case .moved(let line, let from, let to):
        text += "  \(Self.moved(from, to)): \(Self.shown(line))\(duplicateNote(line))\n"
      case .reworded(let rewording):
        let parts =
          rewording.changedParts.isEmpty ? "" : " (\(rewording.changedParts.joined(separator: ", ")))"
        if rewording.alsoMoved {
          text += "  \(Self.moved(rewording.from, rewording.to)) and reworded\(parts):\n"
        } else {
          // Moved with the elements that came or went before it: both positions, as `compare` says.
          let recorded = rewording.from == rewording.to ? "" : ", \(rewording.from) \(recordedSide)"
          text += "  reworded at position \(rewording.to)\(recorded)\(parts):\n"
        }
        text += "    was: \(Self.shown(rewording.oldMarked))\n"
        text += "    now: \(Self.shown(rewording.newMarked))\n"
      }
    }
    return text
  }

  /// What follows a changed line that stands more than once in either transcript, so a user knows
  /// which of the identical elements is meant: ` (one of 3 identical elements)`, else nothing.
  func duplicateNotes() -> (String) -> String {
    // How often each line stands, counted once: a count per change would make a reordered screen's
    // description quadratic.
    var counts: [String: (recorded: Int, current: Int)] = [:]
    if !changes.isEmpty {
      for line in recorded.lines { counts[line, default: (0, 0)].recorded += 1 }
      for line in current.lines { counts[line, default: (0, 0)].current += 1 }
    }
    return { line in
      let count = counts[line].map { max($0.recorded, $0.current) } ?? 0
      return count > 1 ? " (one of \(count) identical elements)" : ""
    }
  }

  /// `moved from position 2 to 5`; an element that kept its position while those around it moved
  /// (keeping it would give up the order of two others) is `moved among its neighbours at position 6`.
  static func moved(_ from: Int, _ to: Int, places: (from: String, to: String) = ("", "")) -> String {
    from == to
      ? "moved among its neighbours at position \(to)\(places.from.isEmpty ? "" : places.from + " and" + places.to)"
      : "moved from position \(from)\(places.from) to \(to)\(places.to)"
  }

  /// The whole failure: summary, changes, then the unified line diff for the record.
  ///
  /// - Parameters:
  ///   - recordedName: What the `---` line names (the recording's path).
  ///   - currentName: What the `+++` line names (the screen's path).
  public func report(recordedName: String, currentName: String) -> String {
    report(recordedName: recordedName, currentName: currentName, againstExpectedLines: false)
  }

  /// The whole failure, the recorded side named as a test's expected lines when it is those.
  package func report(recordedName: String, currentName: String, againstExpectedLines: Bool) -> String {
    guard !isEmpty else { return "" }
    return ShownText.escapingControls(
      summary + "\n" + changeDescriptions(againstExpectedLines: againstExpectedLines) + "\n"
        + lineDiff.unified(
          old: recorded.lines, new: current.lines, oldName: recordedName, newName: currentName))
  }

  /// The line as the description names it: an empty or blank one (white space, a zero-width space) is
  /// an element that says nothing (a silent stop in a transcript, a blank line in a recording), which
  /// the quote would hide.
  static func shown(_ line: String) -> String { line.isBlank ? "(an element that says nothing)" : line }

  private static func elements(_ count: Int) -> String {
    count == 1 ? "1 element" : "\(count) elements"
  }
}

import Testing
import VosimCheck
import VosimModel
import VosimReadingOrder
import VosimUtterance

/// Utterances made by hand from segments, so the difference engine is tested without the reading order.
private func utterance(_ position: Int, _ segments: [Segment]) -> Utterance {
  Utterance(element: OrderedElement(position: position), language: "en-US", segments: segments)
}

private func button(_ label: String, hint: String? = nil, at position: Int = 0) -> Utterance {
  var segments = [Segment(.label, label), Segment(.trait, "Button")]
  if let hint { segments.append(Segment(.hint, hint)) }
  return utterance(position, segments)
}

private func text(_ label: String, at position: Int = 0) -> Utterance {
  utterance(position, [Segment(.label, label)])
}

/// What each change is, in order.
private func kinds(_ difference: TranscriptDifference) -> [String] {
  difference.changes.map { change in
    switch change {
    case .appeared: "appeared"
    case .disappeared: "disappeared"
    case .moved: "moved"
    case .reworded: "reworded"
    }
  }
}

@Suite struct TranscriptDifferenceTests {
  let cameraScreen = [
    text("Camera"), button("Options", hint: "Shows additional camera options."), button("Shutter"),
    button("Flip"),
  ]

  /// Two long transcripts that differ on every line: each line is paired with its counterpart nearby
  /// (a window of positions keeps the work linear), so every change is a rewording in place.
  @Test func longTranscriptsDifferingThroughoutPairInPlace() {
    let old = (0..<3000).map { "Other \($0). Button." }
    let new = (0..<3000).map { "Item \($0). Button." }
    let difference = TranscriptDifference(recorded: Transcript(lines: old), current: Transcript(lines: new))
    #expect(difference.changes.count == 3000)
    let inPlace = difference.changes.allSatisfy { change in
      guard case .reworded(let rewording) = change else { return false }
      return rewording.from == rewording.to && !rewording.alsoMoved
    }
    #expect(inPlace)
  }

  @Test func equalTranscriptsHaveNoDifference() {
    let recorded = Transcript(utterances: cameraScreen)
    let difference = TranscriptDifference(recorded: recorded, current: cameraScreen)
    #expect(difference.isEmpty)
    #expect(difference.report(recordedName: "a.txt", currentName: "a.json") == "")
  }

  @Test func anAppearedElementIsNamedWithItsPosition() {
    let recorded = Transcript(utterances: cameraScreen)
    var current = cameraScreen
    current.insert(button("Timer"), at: 2)
    let difference = TranscriptDifference(recorded: recorded, current: current)
    #expect(difference.changes == [.appeared(text: "Timer. Button.", position: 3)])
    #expect(difference.summary == "Transcript does not match recording: 1 appeared.")
  }

  @Test func aDisappearedElementIsNamedWithItsOldPosition() {
    let recorded = Transcript(utterances: cameraScreen)
    var current = cameraScreen
    current.remove(at: 2)
    let difference = TranscriptDifference(recorded: recorded, current: current)
    #expect(difference.changes == [.disappeared(text: "Shutter. Button.", position: 3)])
  }

  @Test func aMovedElementIsOneMoveNotARemovalAndAnAddition() {
    let recorded = Transcript(utterances: cameraScreen)
    var current = cameraScreen
    let options = current.remove(at: 1)
    current.append(options)
    let difference = TranscriptDifference(recorded: recorded, current: current)
    #expect(
      difference.changes == [
        .moved(text: "Options. Button. Shows additional camera options.", from: 2, to: 4)
      ])
    #expect(
      difference.report(recordedName: "camera.txt", currentName: "camera.json") == """
        Transcript does not match recording: 1 moved.
          moved from position 2 to 4: Options. Button. Shows additional camera options.

        --- camera.txt
        +++ camera.json
        @@ -1,4 +1,4 @@
         Camera.
        -Options. Button. Shows additional camera options.
         Shutter. Button.
         Flip. Button.
        +Options. Button. Shows additional camera options.

        """)
  }

  /// A long list whose halves swapped places needs more edits than the line diff's budget: the half
  /// that kept its order is still kept, and only the other half moved.
  @Test func aLongListWithSwappedHalvesMovesOneHalf() {
    let lines = (0..<2_002).map { "Item \($0)." }
    let difference = TranscriptDifference(
      recorded: Transcript(lines: lines), current: Transcript(lines: Array(lines[1_001...] + lines[..<1_001]))
    )
    #expect(difference.changes.count == 1_001)
    #expect(difference.changes.allSatisfy { if case .moved = $0 { true } else { false } })
  }

  /// The middle of a reversed list kept its position: the two that changed places are told, not it.
  /// One that kept its position only by giving up two others' order moved among its neighbours: said
  /// so, not "moved from position 3 to 3".
  @Test func anElementThatKeptItsPositionAmongMovesSaysSo() {
    let recorded = Transcript(utterances: Array(cameraScreen.prefix(3)))
    let current = Array(cameraScreen.prefix(3).reversed())
    let reversed = TranscriptDifference(recorded: recorded, current: current)
    #expect(
      reversed.changes == [
        .moved(text: "Shutter. Button.", from: 3, to: 1), .moved(text: "Camera.", from: 1, to: 3),
      ])
    let lines = ["A.", "B.", "C.", "D.", "E."]
    let report = TranscriptDifference(
      recorded: Transcript(lines: lines), current: Transcript(lines: ["D.", "E.", "C.", "A.", "B."])
    )
    .report(recordedName: "a.txt", currentName: "a.json")
    #expect(!report.contains("from position 3 to 3"))
    #expect(report.contains("moved among its neighbours at position 3: C."))
  }

  /// The fewest moves count every element read on both sides, reworded ones too: an element moved past
  /// one that was reworded is the one told moved, not its neighbours.
  @Test func theElementThatMovedPastARewordingIsTheOneMoved() {
    let difference = TranscriptDifference(
      recorded: Transcript(lines: ["Inbox.", "Drafts. Button. Opens drafts.", "Sent."]),
      current: Transcript(lines: ["Sent.", "Inbox.", "Drafts. Button. Shows drafts."]))
    #expect(difference.summary == "Transcript does not match recording: 1 moved, 1 reworded.")
    #expect(difference.changes.first == .moved(text: "Sent.", from: 3, to: 1))
    guard case .reworded(let rewording)? = difference.changes.last else {
      Issue.record("expected a rewording last, got \(difference.changes)")
      return
    }
    #expect(!rewording.alsoMoved)
  }

  /// Moved to the end with a word added to its label, its traits and hint the same: one element moved
  /// and reworded. Another button that only shares the trait word is another element.
  @Test func anElementMovedWithMostOfItsWordsIsOneRewording() {
    let difference = TranscriptDifference(
      recorded: Transcript(lines: ["Apple. Button. Buys apples.", "Banana.", "Cherry.", "Date."]),
      current: Transcript(lines: ["Banana.", "Cherry.", "Date.", "Apple pie. Button. Buys apples."]))
    guard case .reworded(let rewording)? = difference.changes.first, difference.changes.count == 1 else {
      Issue.record("expected one rewording, got \(difference.changes)")
      return
    }
    #expect((rewording.from, rewording.to, rewording.alsoMoved) == (1, 4, true))
    let other = TranscriptDifference(
      recorded: Transcript(lines: ["Save. Button.", "Banana.", "Cherry."]),
      current: Transcript(lines: ["Banana.", "Cherry.", "Share. Button."]))
    #expect(
      other.changes == [
        .disappeared(text: "Save. Button.", position: 1), .appeared(text: "Share. Button.", position: 3),
      ])
  }

  /// A static text has no traits or hint to be told by: moved, it is one rewording when its label
  /// before a changed value stays, or nearly all its words; a row that shares most words is another.
  @Test func aMovedStaticTextKeepsItsLabelOrNearlyAllItsWords() {
    for (old, new) in [("Battery: 80%.", "Battery: 75%."), ("Red apple.", "Red apple pie.")] {
      let difference = TranscriptDifference(
        recorded: Transcript(lines: [old, "Wi-Fi.", "Bluetooth."]),
        current: Transcript(lines: ["Wi-Fi.", new, "Bluetooth."]))
      guard case .reworded(let rewording)? = difference.changes.first, difference.changes.count == 1 else {
        Issue.record("expected one rewording of \(old), got \(difference.changes)")
        continue
      }
      #expect((rewording.from, rewording.to, rewording.alsoMoved) == (1, 2, true))
    }
    let rows = TranscriptDifference(
      recorded: Transcript(lines: ["Row 1 of 10.", "Wi-Fi.", "Bluetooth."]),
      current: Transcript(lines: ["Wi-Fi.", "Row 2 of 10.", "Bluetooth."]))
    #expect(rows.changes.count == 2)
    // `Selected:` is no label: two selected elements are not one.
    let selected = TranscriptDifference(
      recorded: Transcript(lines: ["Selected: Home.", "Wi-Fi.", "Bluetooth."]),
      current: Transcript(lines: ["Wi-Fi.", "Selected: Work.", "Bluetooth."]))
    #expect(selected.changes.count == 2)
  }

  /// A moved element that kept its name is one rewording whatever else changed, as `compare` tells it
  /// by the device's label: a value and its traits kept, its selected state and traits.
  @Test func aMovedElementThatKeptItsNameIsOneRewording() {
    for (old, new) in [
      ("Trash: 9 new. Heading.", "Trash: Paused. Heading."),
      ("Selected: Smith, John. Button.", "Smith, John. Link."),
      ("Selected: Trash.", "Trash."),
    ] {
      let difference = TranscriptDifference(
        recorded: Transcript(lines: [old, "Wi-Fi.", "Bluetooth."]),
        current: Transcript(lines: ["Wi-Fi.", "Bluetooth.", new]))
      guard case .reworded(let rewording)? = difference.changes.first, difference.changes.count == 1 else {
        Issue.record("expected one rewording of \(old), got \(difference.changes)")
        continue
      }
      #expect((rewording.from, rewording.to, rewording.alsoMoved) == (1, 3, true))
    }
  }

  /// A line gone from the place a moved line took is not that line reworded when the moved one kept
  /// its label (`Battery:`) or most of its words: the moved line is, and the other disappeared.
  @Test func aMovedLineWithItsWordsWinsOverTheLineGoneFromItsPlace() {
    let battery = TranscriptDifference(
      recorded: Transcript(lines: ["Battery: 80%.", "Wi-Fi. Button.", "Storage: 12 GB."]),
      current: Transcript(lines: ["Wi-Fi. Button.", "Battery: 75%."]))
    #expect(kinds(battery) == ["disappeared", "reworded"])
    #expect(battery.changes.first == .disappeared(text: "Storage: 12 GB.", position: 3))
    let help = TranscriptDifference(
      recorded: Transcript(lines: [
        "Help. Button.", "Beta. Button.", "Gamma. Button.", "Delete my account now. Button.",
      ]),
      current: Transcript(lines: [
        "Delete my account forever. Button.", "Beta. Button.", "Gamma. Button.", "Help center. Button.",
      ]))
    let pairs = help.changes.compactMap { change -> String? in
      guard case .reworded(let rewording) = change else { return nil }
      return "\(rewording.old) -> \(rewording.new)"
    }
    #expect(
      pairs.sorted() == [
        "Delete my account now. Button. -> Delete my account forever. Button.",
        "Help. Button. -> Help center. Button.",
      ])
  }

  /// In its place with its name kept, an element whose value, state or traits changed is reworded,
  /// not gone with another come: `Volume: 5. Button.` now `Volume: 6. Link.`.
  @Test func anElementKeepingItsNameInPlaceIsReworded() {
    for (old, new) in [
      ("Volume: 5. Button.", "Volume: 6. Link."), ("Selected: Save. Button.", "Save. Link."),
      ("Auswahl: Save. Taste.", "Selected: Save. Button."),
    ] {
      let difference = TranscriptDifference(
        recorded: Transcript(lines: ["Title.", old, "End."]),
        current: Transcript(lines: ["Title.", new, "End."]))
      #expect(kinds(difference) == ["reworded"], "\(old) -> \(new)")
    }
  }

  /// A line naming an element no longer read as it was is that element, not a neighbour relabelled
  /// that kept its traits: `Wi-Fi` became a switch and `Bluetooth` went, not the other way round.
  @Test func aLineNamingAGoneElementIsThatElement() {
    let difference = TranscriptDifference(
      recorded: Transcript(lines: [
        "Settings. Heading.", "Wi-Fi: Off. Button.",
        "Bluetooth. Switch Button. On. Double tap to toggle setting.",
        "General. Button.",
      ]),
      current: Transcript(lines: [
        "Settings. Heading.", "Wi-Fi. Switch Button. On. Double tap to toggle setting.", "General. Button.",
      ]))
    #expect(
      difference.changeDescriptions
        == """
          reworded at position 2:
            was: Wi-Fi: [-Off.-] Button.
            now: Wi-Fi. {+Switch+} Button. {+On. Double tap to toggle setting.+}
          disappeared from position 3: Bluetooth. Switch Button. On. Double tap to toggle setting.

        """)
    let selected = TranscriptDifference(
      recorded: Transcript(lines: ["Selected: Epsilon. Button. Opens it.", "Alpha. Link. Opens it."]),
      current: Transcript(lines: ["Epsilon. Link. Opens it."]))
    #expect(selected.changeDescriptions.contains("disappeared from position 2: Alpha. Link. Opens it."))
  }

  /// Past the changes every pair of which is weighed, a moved line whose label changed is found by its
  /// rarest word (`600` of `Row 600.`, now `Row 600 done.`), not paired with whatever is in its place.
  @Test func manyMovedRewordingsAreFoundByTheirWords() {
    let old = (0..<600).map { "Row \($0). Button." }
    let new = (0..<600).reversed().map { "Row \($0) done. Button." }
    let difference = TranscriptDifference(recorded: Transcript(lines: old), current: Transcript(lines: new))
    #expect(difference.summary == "Transcript does not match recording: 600 reworded (599 also moved).")
    guard case .reworded(let first) = difference.changes.first else {
      Issue.record("expected a rewording, got \(String(describing: difference.changes.first))")
      return
    }
    #expect(first.from == 600 && first.to == 1)
  }

  /// Transcripts equal as text compares them (here, in Unicode normalization) have a summary that says so.
  @Test func equalTranscriptsSayTheyMatch() {
    let difference = TranscriptDifference(
      recorded: Transcript(lines: ["Cafe\u{301}. Button."]), current: Transcript(lines: ["Café. Button."]))
    #expect(difference.isEmpty)
    #expect(difference.summary == "Transcript matches recording.")
  }

  /// The summary, which a CI dashboard and JUnit's message show alone, says which rewordings moved.
  @Test func theSummaryCountsTheRewordingsThatMoved() {
    let difference = TranscriptDifference(
      recorded: Transcript(lines: ["Inbox. Heading.", "Archive. Button.", "Drafts. Button.", "Sent. Button."]
      ),
      current: Transcript(lines: [
        "Inbox. Heading.", "Drafts. Button.", "Sent. Button.", "Archive all. Button.",
      ]))
    #expect(difference.summary == "Transcript does not match recording: 1 reworded (1 also moved).")
  }

  /// A label starting with the word Selected, become selected: the state's `Selected:` is what came.
  @Test func theSelectedStateIsToldFromALabelsWordSelected() throws {
    let current = [
      utterance(
        0, [Segment(.selected, "Selected"), Segment(.label, "Selected photos"), Segment(.trait, "Button")])
    ]
    let difference = TranscriptDifference(
      recorded: Transcript(lines: ["Selected photos. Button."]), current: current)
    guard case .reworded(let rewording) = try #require(difference.changes.first) else {
      Issue.record("expected a rewording, got \(difference.changes)")
      return
    }
    #expect(rewording.changedParts == ["selected"])
    #expect(rewording.newMarked == "{+Selected:+} Selected photos. Button.")
  }

  /// A rewording that only shifted with what came or went before it names both positions.
  @Test func aShiftedRewordingNamesBothPositions() {
    let difference = TranscriptDifference(
      recorded: Transcript(lines: ["A.", "B.", "Save. Button. Saves."]),
      current: Transcript(lines: ["B.", "Save now. Button. Saves."]))
    #expect(difference.changeDescriptions.contains("  reworded at position 2, 3 in the recording:\n"))
  }

  /// Reworded too, the element that kept its place is the one kept.
  @Test func aReversedRewordedListKeepsTheMiddleInPlace() {
    let difference = TranscriptDifference(
      recorded: Transcript(lines: ["Alpha.", "Bravo.", "Charlie."]),
      current: Transcript(lines: ["Charlie. Button.", "Bravo. Button.", "Alpha. Button."]))
    let moved = difference.changes.compactMap { change -> String? in
      guard case .reworded(let rewording) = change else { return nil }
      return rewording.alsoMoved ? rewording.old : nil
    }
    #expect(moved == ["Charlie.", "Alpha."])
  }

  /// A recording that differs in white space only is reworded in its white space, shown, not a
  /// rewording whose two lines look the same; a tab is white space too.
  @Test func aChangeOfWhiteSpaceAloneIsShown() {
    let current = Transcript(utterances: cameraScreen)
    for (recorded, was, now) in [
      ("Options.  Button. Shows additional camera options.", "Options.[-··-]Button.", "Options.{+·+}Button."),
      (
        "Options.\tButton. Shows additional camera options. ",
        "Options.[-→-]Button. Shows additional camera options.[-·-]",
        "Options.{+·+}Button. Shows additional camera options."
      ),
    ] {
      var lines = current.lines
      lines[1] = recorded
      let difference = TranscriptDifference(recorded: Transcript(lines: lines), current: cameraScreen)
      guard case .reworded(let rewording) = difference.changes.first, difference.changes.count == 1 else {
        Issue.record("expected one rewording, got \(difference.changes)")
        continue
      }
      #expect(rewording.changedParts == ["white space"])
      #expect(rewording.oldMarked.hasPrefix(was))
      #expect(rewording.newMarked.hasPrefix(now))
    }
  }

  /// A recording's control characters are shown escaped: a recorded escape sequence cannot drive the
  /// terminal showing the report.
  @Test func aRecordingsControlCharactersAreShownEscaped() {
    var lines = Transcript(utterances: cameraScreen).lines
    lines[0] = "Camera\u{1B}[2J\u{00}."
    let report = TranscriptDifference(recorded: Transcript(lines: lines), current: cameraScreen)
      .report(recordedName: "camera.txt", currentName: "camera.json")
    #expect(report.contains("Camera\\u{1B}[2J\\u{0}."))
    #expect(!report.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0 })
    let capture = CaptureComparison(
      capture: DeviceCapture(parsing: "Camera\u{07}, heading\n"), simulation: ["Camera."])
    #expect(
      !capture.report(captureName: "c.txt", screenName: "s.json").unicodeScalars.contains { $0.value == 7 })
  }

  @Test func aVanishedHintIsARewordingOfTheHint() {
    let recorded = Transcript(utterances: cameraScreen)
    var current = cameraScreen
    current[1] = button("Options")
    let difference = TranscriptDifference(recorded: recorded, current: current)
    guard case .reworded(let rewording) = difference.changes.first, difference.changes.count == 1 else {
      Issue.record("expected one rewording, got \(difference.changes)")
      return
    }
    #expect(rewording.from == 2 && rewording.to == 2 && !rewording.alsoMoved)
    #expect(rewording.changedParts == ["hint"])
    #expect(
      difference.changeDescriptions == """
          reworded at position 2 (hint):
            was: Options. Button. [-Shows additional camera options.-]
            now: Options. Button.

        """)
  }

  /// Two buttons renamed where two lines before them went: each is paired with its own new words in
  /// order. All four pairs score alike, and the nearest index first paired Edit with Send, then Share
  /// with Modify: crossed.
  @Test func rewordingsInOnePlaceDoNotCross() {
    let difference = TranscriptDifference(
      recorded: Transcript(lines: [
        "Player.", "Ads. Banner.", "Promo. Image.", "Edit. Button.", "Share. Button.",
      ]),
      current: Transcript(lines: ["Player.", "Modify. Button.", "Send. Button."]))
    let pairs = difference.changes.compactMap { change -> String? in
      guard case .reworded(let rewording) = change else { return nil }
      return "\(rewording.old) → \(rewording.new)"
    }
    #expect(pairs == ["Edit. Button. → Modify. Button.", "Share. Button. → Send. Button."])
    #expect(difference.changes.count == 4)
  }

  /// Rewordings in one place whose order changed too moved as well: the swap is not only in the diff.
  /// As with unchanged words, the fewest moves tell it: one of two swapped, one element passing three.
  @Test func rewordingsThatSwappedPlacesMovedToo() {
    let difference = TranscriptDifference(
      recorded: Transcript(lines: ["Save. Button. X.", "Close. Button. X.", "Open. Button. X."]),
      current: Transcript(lines: ["Save. Button.", "Open. Button.", "Close. Button."]))
    let moves = difference.changes.compactMap { change -> String? in
      guard case .reworded(let rewording) = change else { return nil }
      return "\(rewording.from)→\(rewording.to) \(rewording.alsoMoved)"
    }
    #expect(moves == ["1→1 false", "3→2 true", "2→3 false"])
    let passing = TranscriptDifference(
      recorded: Transcript(lines: ["B. Button.", "C. Button.", "D. Button.", "A. Button."]),
      current: Transcript(lines: [
        "A. Button. Opens a.", "B. Button. Opens b.", "C. Button. Opens c.", "D. Button. Opens d.",
      ]))
    #expect(
      passing.changes.map { change -> String in
        guard case .reworded(let rewording) = change else { return "\(change)" }
        return "\(rewording.from)→\(rewording.to) \(rewording.alsoMoved)"
      } == ["4→1 true", "1→2 false", "2→3 false", "3→4 false"])
  }

  /// Past the size where every pair is weighed, an element that moved far and was reworded is still
  /// found by its label.
  @Test func aFarMovedRewordingIsFoundInALongTranscript() {
    let current = (0...500).map { "Item \($0). Button. Opens item \($0)." }
    var recorded = (0...500).map { "Item \($0). Button." }
    recorded.append(recorded.remove(at: 5))
    let changes = TranscriptDifference(
      recorded: Transcript(lines: recorded), current: Transcript(lines: current)
    )
    .changes
    #expect(changes.count == 501)
    guard case .reworded(let moved) = changes[5] else {
      Issue.record("\(changes[5])")
      return
    }
    #expect((moved.from, moved.to, moved.alsoMoved) == (501, 6, true))
    #expect(changes.filter { if case .reworded(let r) = $0 { r.alsoMoved } else { true } }.count == 1)
  }

  /// Changes are told in the order the screen reads now: an element that appeared before a reworded one
  /// comes first, whichever the edit script met first, and a moved one where it arrived.
  @Test func changesAreToldInTheCurrentReadingOrder() {
    let kinds = { (recorded: [String], current: [String]) in
      TranscriptDifference(recorded: Transcript(lines: recorded), current: Transcript(lines: current)).changes
        .map { change -> String in
          switch change {
          case .appeared(_, let position): "appeared \(position)"
          case .disappeared(_, let position): "disappeared \(position)"
          case .moved(_, let from, let to): "moved \(from)→\(to)"
          case .reworded(let rewording): "reworded \(rewording.from)→\(rewording.to)"
          }
        }
    }
    #expect(
      kinds(["Alpha.", "Gamma ray."], ["Alpha.", "Beta.", "Gamma."]) == ["appeared 2", "reworded 2→3"])
    #expect(
      kinds(
        ["Settings. Heading.", "Wi-Fi. Switch Button.", "Name. Text Field.", "Add to Favorites. Button."],
        ["Settings. Heading.", "Name. Text Field.", "Wi-Fi. Switch Button.", "Add Favorites. Button."])
        == ["moved 2→3", "reworded 4→4"])
    // A line no longer read stays after the rewordings before it and before those after it.
    #expect(
      kinds(
        ["A.", "Bee. Button.", "Gone. Image.", "Dee. Button."],
        ["A.", "Bees. Button.", "New. Link.", "Dees. Button."])
        == ["reworded 2→2", "disappeared 3", "appeared 3", "reworded 4→4"])
    #expect(
      kinds(["A.", "Gone. Image.", "Old. Heading.", "Z."], ["A.", "New. Link.", "Z."]) == [
        "disappeared 2", "disappeared 3", "appeared 2",
      ])
  }

  @Test func aSwitchsChangedValueIsItsValue() {
    let toggle = { (value: String) in
      utterance(0, [Segment(.label, "Mode"), Segment(.trait, "Switch Button"), Segment(.toggleValue, value)])
    }
    let difference = TranscriptDifference(
      recorded: Transcript(utterances: [text("Player"), toggle("Manual")]),
      current: [text("Player"), toggle("Auto")])
    guard case .reworded(let rewording) = difference.changes.first else {
      Issue.record("expected a rewording, got \(difference.changes)")
      return
    }
    #expect(rewording.changedParts == ["value"])
  }

  /// Removed phrases are named each by its place: a trait and a hint gone together are both named, and
  /// a value gone beside a new label is named with it.
  @Test func everyPartRemovedIsNamed() {
    func parts(_ recorded: String, _ current: Utterance) -> [String] {
      let difference = TranscriptDifference(recorded: Transcript(lines: [recorded]), current: [current])
      guard case .reworded(let rewording) = difference.changes.first else { return [] }
      return rewording.changedParts
    }
    #expect(
      parts("Play. Button. Plays the song.", utterance(0, [Segment(.label, "Play")])) == ["trait", "hint"])
    #expect(parts("Save: 80%.", utterance(0, [Segment(.label, "Add")])) == ["label", "value"])
    #expect(
      parts("Save: 80%.", utterance(0, [Segment(.label, "Add"), Segment(.value, "75%")])) == [
        "label", "value",
      ])
    #expect(parts("Xavier.", utterance(0, [Segment(.label, "Bob")])) == ["label"])
    // Custom content's `label: value` is one segment: a changed value there is custom content.
    #expect(
      parts(
        "A. Rating: 4 stars. Button.",
        utterance(
          0, [Segment(.label, "A"), Segment(.customContent, "Rating: 5 stars"), Segment(.trait, "Button")]))
        == ["custom content"])
    // A colon inside the new label (`Sort: Date.`) is the label's own: what followed it was the label.
    #expect(
      parts("Sort: Name. Button.", utterance(0, [Segment(.label, "Sort: Date"), Segment(.trait, "Button")]))
        == ["label"])
    #expect(
      parts(
        "Sort: Name. Button.",
        utterance(0, [Segment(.label, "Sort"), Segment(.value, "Date"), Segment(.trait, "Button")]))
        == ["value"])
    // A hint after a value is the hint; a trait said away, or replaced by another part, is named too.
    #expect(
      parts(
        "Storage: 3 new. Plays the song.",
        utterance(0, [Segment(.label, "Storage"), Segment(.value, "3 new")]))
        == ["hint"])
    #expect(
      parts("Play. Button.", utterance(0, [Segment(.label, "Play"), Segment(.hint, "Plays the song.")])) == [
        "trait", "hint",
      ])
    #expect(
      parts("Volume: 50%.", utterance(0, [Segment(.label, "Volume"), Segment(.trait, "Button")])) == [
        "value", "trait",
      ])
    #expect(
      parts(
        "Wi-Fi: 80%. Button.",
        utterance(0, [Segment(.label, "Wi-Fi"), Segment(.value, "80%"), Segment(.hint, "Opens it.")]))
        == ["trait", "hint"])
    // `Switch` before the kept `Button.` was the trait's first word, not the label's.
    #expect(
      parts(
        "Wi-Fi. Switch Button. Off. Double tap to toggle setting.",
        utterance(0, [Segment(.label, "Wi-Fi"), Segment(.trait, "Button")])) == ["trait", "value", "hint"])
  }

  /// A zero-width space in a word is shown, or `Edit\u{200B}Profile` reads as a space removed.
  @Test func anInvisibleCharacterInAChangedWordIsShown() {
    let difference = TranscriptDifference(
      recorded: Transcript(lines: ["Edit\u{200B}Profile. Button."]), current: [button("Edit Profile")])
    guard case .reworded(let rewording) = difference.changes.first else {
      Issue.record("expected a rewording, got \(difference.changes)")
      return
    }
    #expect(rewording.oldMarked == "[-Edit\\u{200B}Profile.-] Button.")
    #expect(rewording.newMarked == "{+Edit Profile.+} Button.")
  }

  @Test func aChangedValueIsMarkedWordByWord() {
    let slider = { (value: String) in
      utterance(
        0,
        [
          Segment(.label, "Volume"), Segment(.value, value), Segment(.trait, "Adjustable"),
          Segment(.hint, "Swipe up or down with one finger to adjust the value."),
        ])
    }
    let recorded = Transcript(utterances: [text("Player"), slider("50 percent")])
    let difference = TranscriptDifference(
      recorded: recorded, current: [text("Player"), slider("60 percent")])
    guard case .reworded(let rewording) = difference.changes.first else {
      Issue.record("expected a rewording, got \(difference.changes)")
      return
    }
    #expect(rewording.changedParts == ["value"])
    #expect(
      rewording.oldMarked
        == "Volume: [-50-] percent. Adjustable. Swipe up or down with one finger to adjust the value.")
    #expect(
      rewording.newMarked
        == "Volume: {+60+} percent. Adjustable. Swipe up or down with one finger to adjust the value.")
    // A value removed is the value too, though the new line has no colon left to tell it by.
    let removed = TranscriptDifference(
      recorded: Transcript(lines: ["A. Button.", "Volume: Loud. Button.", "C. Button."]),
      current: [button("A"), button("Volume"), button("C")])
    guard case .reworded(let gone) = removed.changes.first else {
      Issue.record("expected a rewording, got \(removed.changes)")
      return
    }
    #expect(gone.changedParts == ["value"])
  }

  @Test func aLostTraitIsNamedAsTheTrait() {
    let recorded = Transcript(lines: ["Settings. Heading.", "Wi-Fi. Button."])
    let current = [text("Settings"), button("Wi-Fi")]
    let difference = TranscriptDifference(recorded: recorded, current: current)
    guard case .reworded(let rewording) = difference.changes.first else {
      Issue.record("expected a rewording, got \(difference.changes)")
      return
    }
    #expect(rewording.changedParts == ["trait"])
    #expect(rewording.oldMarked == "Settings. [-Heading.-]")
  }

  @Test func aRewordedElementThatAlsoMovedSaysBoth() {
    let recorded = Transcript(lines: ["Buy. Button. Adds to cart.", "Title.", "Price.", "Details. Button."])
    let current = [text("Title"), text("Price"), button("Details"), button("Buy")]
    let difference = TranscriptDifference(recorded: recorded, current: current)
    #expect(
      difference.changeDescriptions == """
          moved from position 1 to 4 and reworded (hint):
            was: Buy. Button. [-Adds to cart.-]
            now: Buy. Button.

        """)
  }

  @Test func oneOfTwoIdenticalElementsDisappearing() {
    let row = button("Delete")
    let recorded = Transcript(utterances: [text("Mail"), row, text("Notes"), row])
    let difference = TranscriptDifference(recorded: recorded, current: [text("Mail"), text("Notes"), row])
    #expect(difference.changes == [.disappeared(text: "Delete. Button.", position: 2)])
    #expect(
      difference.changeDescriptions
        == "  disappeared from position 2: Delete. Button. (one of 2 identical elements)\n")
  }

  /// An element that says nothing is an empty line: the description names it instead of quoting nothing.
  @Test func aSilentElementIsNamedNotLeftBlank() {
    let difference = TranscriptDifference(
      recorded: Transcript(lines: ["A.", "B."]), current: Transcript(lines: ["A.", "B.", ""]))
    #expect(difference.changeDescriptions == "  appeared at position 3: (an element that says nothing)\n")
    let reworded = TranscriptDifference(
      recorded: Transcript(lines: ["Hello.", "X.", "Bye."]),
      current: Transcript(lines: ["Hello.", "", "Bye."]))
    #expect(
      reworded.changeDescriptions.hasSuffix("    now: (an element that says nothing)\n"),
      "\(reworded.changeDescriptions)")
    // A recording's blank line (spaces, a zero-width space) is named so too.
    let blank = TranscriptDifference(
      recorded: Transcript(lines: ["A.", "   ", "\u{200B}"]), current: Transcript(lines: ["A."]))
    #expect(
      blank.changeDescriptions
        == "  disappeared from position 2: (an element that says nothing)\n"
        + "  disappeared from position 3: (an element that says nothing)\n")
  }

  @Test func identicalElementsMovingArePairedInOrder() {
    let recorded = Transcript(lines: ["A.", "Same.", "Same.", "B.", "C."])
    let current = Transcript(lines: ["A.", "B.", "C.", "Same.", "Same."])
    let difference = TranscriptDifference(recorded: recorded, current: current)
    #expect(
      difference.changes == [
        .moved(text: "Same.", from: 2, to: 4), .moved(text: "Same.", from: 3, to: 5),
      ])
  }

  @Test func anEmptyScreenLosesEveryElement() {
    let recorded = Transcript(utterances: [text("Title"), button("OK")])
    let difference = TranscriptDifference(recorded: recorded, current: [])
    #expect(
      difference.changes == [
        .disappeared(text: "Title.", position: 1), .disappeared(text: "OK. Button.", position: 2),
      ])
    #expect(
      difference.report(recordedName: "a.txt", currentName: "a.json") == """
        Transcript does not match recording: 2 disappeared.
        The screen now reads nothing; the recording read 2 elements.
          disappeared from position 1: Title.
          disappeared from position 2: OK. Button.

        --- a.txt
        +++ a.json
        @@ -1,2 +0,0 @@
        -Title.
        -OK. Button.

        """)
  }

  @Test func anEmptyRecordingGainsEveryElement() {
    let difference = TranscriptDifference(recorded: Transcript(lines: []), current: [text("Title")])
    #expect(difference.changes == [.appeared(text: "Title.", position: 1)])
    #expect(
      difference.changeDescriptions
        == "The recording reads nothing; the screen now reads 1 element.\n  appeared at position 1: Title.\n")
  }

  /// A label that gains a word ("Buy" to "Buy now") is a rewording: words compare without the period
  /// that ends the label, so "Buy." and "Buy" are the same word.
  @Test func aLabelGainingAWordIsARewording() throws {
    let recorded = Transcript(lines: ["Title. Heading.", "One.", "Buy. Button.", "Cancel. Button."])
    let current = [
      utterance(0, [Segment(.label, "Title"), Segment(.trait, "Heading")]), text("One"), button("Buy now"),
      button("Cancel"),
    ]
    let difference = TranscriptDifference(recorded: recorded, current: current)
    guard case .reworded(let rewording) = try #require(difference.changes.first),
      difference.changes.count == 1
    else {
      Issue.record("expected one rewording, got \(difference.changes)")
      return
    }
    #expect(rewording.changedParts == ["label"])
    #expect(rewording.newMarked == "Buy {+now.+} Button.")
  }

  /// An element whose label alone changed in place (its traits and hint the same, between the same
  /// neighbours) is a rewording, even when no word of the label stayed.
  @Test func aLabelReplacedInPlaceIsARewording() throws {
    for (old, new) in [("One.", "Uno."), ("Delete. Button. Removes it.", "Remove. Button. Removes it.")] {
      let recorded = Transcript(lines: ["Title.", old, "End."])
      let difference = TranscriptDifference(
        recorded: recorded, current: Transcript(lines: ["Title.", new, "End."]))
      guard case .reworded = try #require(difference.changes.first), difference.changes.count == 1 else {
        Issue.record("\(old) -> \(new): expected one rewording, got \(difference.changes)")
        continue
      }
    }
  }

  @Test func anUnrelatedReplacementIsADisappearanceAndAnAppearance() {
    let recorded = Transcript(lines: ["Title.", "Play. Button. Starts the song.", "End."])
    let current = Transcript(lines: ["Title.", "Weather: sunny.", "End."])
    let difference = TranscriptDifference(recorded: recorded, current: current)
    #expect(
      difference.changes == [
        .disappeared(text: "Play. Button. Starts the song.", position: 2),
        .appeared(text: "Weather: sunny.", position: 2),
      ])
  }
}

/// How a device capture's line and vosim's are compared: words, with spoken symbols as words.
@Suite struct CapturedWordsTests {
  @Test func punctuationVoiceOverSpeaksIsAWord() {
    #expect(DeviceCapture.comparable("Volume 50%, button") == "volume 50 % button")
    #expect(DeviceCapture.comparable("Tom & Jerry. Button.") == "tom & jerry button")
    #expect(DeviceCapture.comparable("a@b.com / #1 *") == "a @ b com / # 1 *")
    // A keycap is a symbol spoken, though it starts with punctuation.
    #expect(DeviceCapture.comparable("Call #\u{FE0F}\u{20E3}") == "call #\u{20E3}")
    #expect(DeviceCapture.comparable("Press *\u{FE0F}\u{20E3}") != DeviceCapture.comparable("Press"))
    #expect(DeviceCapture.comparable("Wi-Fi, Switch button, on") == "wi fi switch button on")
    #expect(DeviceCapture.comparable("$5") != DeviceCapture.comparable("€5"))
    #expect(DeviceCapture.comparable("音量 50％") == "音量 50 ％")
    #expect(DeviceCapture.comparable("٪50 ‰") == "٪ 50 ‰")
    // A number's separator keeps it one word; a comma and a space between numbers part them.
    #expect(DeviceCapture.comparable("Total 1,299.50.") == "total 1,299.50")
    #expect(DeviceCapture.comparable("Page 1, 2 items") == "page 1 2 items")
  }

  /// A direction override or a line break in a file name or a device line is shown escaped, as in
  /// every other report: it must not reorder or split the lines after it.
  @Test func theReportEscapesDirectionControlsAndLineBreaks() {
    let comparison = CaptureComparison(
      capture: DeviceCapture(parsing: "Cart\nOffer \u{202E} 5 off\nA\u{2028}B\n"), simulation: ["Cart."])
    let report = comparison.report(captureName: "cap\u{202E}.txt", screenName: "two\nlines.json")
    #expect(!report.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{2028}" })
    #expect(report.contains("the device is cap\\u{202E}.txt, vosim reads two\\u{A}lines.json)"))
    #expect(report.contains("read by the device only: Offer \\u{202E} 5 off\n"))
    #expect(report.contains("read by the device only: A B\n"))
  }

  /// A number written with its grouping on one side only is the same element, reworded in its place.
  @Test func aNumberGroupedOnOneSideIsARewording() {
    let comparison = CaptureComparison(
      capture: DeviceCapture(parsing: "Cart\nTotal 1299\nPay, button\n"),
      simulation: ["Cart.", "Total 1,299.", "Pay. Button."])
    #expect(comparison.summary == "vosim and the device disagree: 1 reworded.")
  }

  /// Unspoken marks break no word; an emoji sequence's joiner stays a part of its symbol.
  @Test func invisibleMarksAreNotWordBreaks() {
    #expect(DeviceCapture.comparable("Sett\u{AD}ings, button") == "settings button")
    #expect(DeviceCapture.comparable("a\u{200B}b \u{200F}c\u{2060}d\u{FEFF}") == "ab cd")
    #expect(DeviceCapture.comparable("👨\u{200D}👩\u{200D}👧") == "👨\u{200D}👩\u{200D}👧")
  }

  /// A capture script replaces only the line feeds of what VoiceOver spoke: other breaks are inside
  /// an utterance.
  @Test func aCaptureLineEndsAtALineFeedOnly() {
    let capture = DeviceCapture(parsing: "Pay now\u{2028}€12.00, button\r\nA\u{0B}B\u{0C}C\rD\u{85}E\nLast")
    #expect(capture.utterances == ["Pay now\u{2028}€12.00, button", "A\u{0B}B\u{0C}C\rD\u{85}E", "Last"])
    #expect(capture.lineNumbers == [1, 2, 3])
  }

  /// Without punctuation a capture's line still names its element by its label, so an element that
  /// moved and lost its hint is one change, as `check` tells it, not a disappearance and an appearance.
  @Test func aCapturedElementThatMovedAndChangedIsOneRewording() {
    let simulation = [
      "Settings. Heading.", "Name. Text Field. Double tap to edit.", "Wi-Fi. Switch Button. On.",
      "Add. Button.",
    ]
    let capture = DeviceCapture(
      parsing: "Settings, heading\nWi-Fi, Switch button, on\nName, Text field\nAdd, button\n")
    let comparison = CaptureComparison(capture: capture, simulation: simulation)
    #expect(comparison.summary == "vosim and the device disagree: 1 reworded (1 also moved).")
    #expect(
      comparison.report(captureName: "c.txt", screenName: "s.json").contains(
        "moved from position 3 on the device to 2 in vosim and reworded:\n    device: Name, Text field\n"))
    // A label that gained a word, moved with its traits, is reworded and moved, as `check` tells it,
    // whether the capture ends its label with a comma or a period; another label is another element.
    /// The comparison of `device`'s lines with vosim's: its summary, and whether its report tells `move`.
    func compared(_ device: String, _ simulation: [String], move: String) -> (String, Bool) {
      let comparison = CaptureComparison(
        capture: DeviceCapture(parsing: device + "\n"), simulation: simulation)
      return (
        comparison.summary, comparison.report(captureName: "c.txt", screenName: "s.json").contains(move)
      )
    }
    for added in ["Add favorites, button", "Add favorites. Button."] {
      let (summary, told) = compared(
        "Settings, heading\nWi-Fi, Switch button, on\n\(added)",
        ["Settings. Heading.", "Add. Button.", "Wi-Fi. Switch Button. On."],
        move: "moved from position 3 on the device to 2 in vosim and reworded")
      #expect(summary == "vosim and the device disagree: 1 reworded (1 also moved)." && told, "\(added)")
    }
    let other = CaptureComparison(
      capture: DeviceCapture(parsing: "Settings, heading\nWi-Fi, Switch button, on\nFavorites, button\n"),
      simulation: ["Settings. Heading.", "Add. Button.", "Wi-Fi. Switch Button. On."])
    #expect(other.summary == "vosim and the device disagree: 1 appeared, 1 disappeared.")
    // A value joined to the label, the selected state's word before it, a colon inside it: the label
    // is still told, in either form, when the element moved.
    let movedCases: [(device: String, simulation: [String])] = [
      ("Drafts: 5. Button.\nInbox: 12. Button.", ["Inbox: 12. Button.", "Drafts: 4. Button."]),
      ("Drafts, 5, button\nInbox, 12, button", ["Inbox: 12. Button.", "Drafts: 4. Button."]),
      ("Drafts: 4. Button. Shows drafts.\nInbox. Button.", ["Inbox. Button.", "Drafts: 4. Button."]),
      ("selected, Drafts, button\nInbox, button", ["Inbox. Button.", "Drafts. Button."]),
      ("selected Drafts button\nInbox button", ["Inbox. Button.", "Drafts. Button."]),
      ("Made for You: Mix, link\nInbox, button", ["Inbox. Button.", "Made for You: Mix. Button."]),
      ("Made for You: Mix. Link.\nInbox. Button.", ["Inbox. Button.", "Made for You: Mix. Button."]),
      // Its label gained a word; what follows it (a value said apart, a hint) stayed.
      (
        "Wi-Fi, 50%, link\nMade for You: Mix box, Paused, Shows more.",
        ["Made for You: Mix: Paused. Shows more.", "Wi-Fi: 50%. Link."]
      ),
    ]
    for (device, simulation) in movedCases {
      let pair = CaptureComparison(capture: DeviceCapture(parsing: device + "\n"), simulation: simulation)
      #expect(pair.summary == "vosim and the device disagree: 1 reworded (1 also moved).", "\(device)")
    }
    // A value said apart in VoiceOver's form (`Drafts, 4, button`) is weighed as vosim's joined one:
    // the moved element is found in either form, not a neighbour with the same traits.
    for device in ["Drafts, 4, button\nInbox\nSent, button", "Drafts: 4. Button.\nInbox.\nSent. Button."] {
      let (summary, told) = compared(
        device, ["Inbox.", "Drafts. Button."],
        move: "moved from position 1 on the device to 2 in vosim and reworded")
      #expect(
        summary == "vosim and the device disagree: 1 disappeared, 1 reworded (1 also moved)." && told,
        "\(device)")
    }
    // A comma inside a label or a value, in vosim's form, is the label's: not VoiceOver's part break.
    let commaInLabel = CaptureComparison(
      capture: DeviceCapture(parsing: "Yellow, Coldplay. Button.\nClocks. Button.\n"),
      simulation: ["Clocks. Button.", "Yellow, Coldplay Live. Button."])
    #expect(commaInLabel.summary == "vosim and the device disagree: 1 reworded (1 also moved).")
    // A part after the label that is a trait is no value: two labels sharing a hint are two elements.
    let sharedHint = CaptureComparison(
      capture: DeviceCapture(parsing: "Notes, button, Plays the song.\nMaps, button\n"),
      simulation: ["Maps. Button.", "Podcasts. Plays the song."])
    #expect(sharedHint.summary == "vosim and the device disagree: 1 appeared, 1 disappeared.")
    // An element whose label is still read is that element, not another switch in the same state.
    let kept = CaptureComparison(
      capture: DeviceCapture(
        parsing: "Archive, Switch button, off, Double tap to toggle setting.\n"
          + "Sent, Switch button, on, Double tap to toggle setting.\nHome, button\n"),
      simulation: [
        "Home. Button.", "Archive. Switch Button. Off. Shows more. Double tap to toggle setting.",
        "Sent. Switch Button. Off. Double tap to toggle setting.",
      ])
    #expect(kept.summary == "vosim and the device disagree: 1 moved, 2 reworded.")
    // A line with the label of a device line moved away is that element, not the one gone in its place.
    let movedAway = CaptureComparison(
      capture: DeviceCapture(parsing: "Beta: 3 items.\nKappa. Opens it.\nEpsilon: 3 items. Button.\n"),
      simulation: ["Kappa. Opens it.", "Beta: 3 items. Button."])
    #expect(movedAway.summary == "vosim and the device disagree: 1 disappeared, 1 reworded (1 also moved).")
    #expect(
      movedAway.difference.changeDescriptions.contains(
        "disappeared from position 3: epsilon 3 items button\n"))
    // vosim's form shares its labels' words, not its traits': no note that the capture is another screen's.
    let switchLine = CaptureComparison(
      capture: DeviceCapture(parsing: "Sent. Switch Button. On. Double tap to toggle setting.\n"),
      simulation: ["Sent. Switch Button. Off. Double tap to toggle setting."])
    #expect(!switchLine.sharesFewWords)
    // A number with a comma (`1,6`) is one word of a part, as in check: reworded in place.
    let decimal = CaptureComparison(
      capture: DeviceCapture(parsing: "Zoom\n1,6\nEnd\n"), simulation: ["Zoom.", "1,5.", "End."])
    #expect(decimal.summary == "vosim and the device disagree: 1 reworded.")
    // In place, its selected state and its trait changed: one element.
    let inPlace = CaptureComparison(
      capture: DeviceCapture(parsing: "Inbox, button\nTrash, link\n"),
      simulation: ["Inbox. Button.", "Selected: Trash. Button."])
    #expect(inPlace.summary == "vosim and the device disagree: 1 reworded.")
    // A label and its hint in VoiceOver's form read as in vosim's: the hint is no value said apart that
    // would leave the same nothing after it as a static text's label.
    for device in [
      "Orders, heading\nReceipt, Opens the receipt.\nDone, button",
      "Orders. Heading.\nReceipt. Opens the receipt.\nDone. Button.",
    ] {
      let hinted = CaptureComparison(
        capture: DeviceCapture(parsing: "\(device)\n"),
        simulation: ["Orders. Heading.", "Receipt sent.", "Done. Button."])
      #expect(hinted.summary == "vosim and the device disagree: 1 appeared, 1 disappeared.", "\(device)")
    }
    // The same element in place: a comma or a period before the traits tells its label alike.
    for device in [
      "Inbox, heading\nCompose message, button\nDrafts\nSent",
      "Inbox. Heading.\nCompose message. Button.\nDrafts.\nSent.",
    ] {
      let pair = CaptureComparison(
        capture: DeviceCapture(parsing: "\(device)\n"),
        simulation: ["Inbox. Heading.", "Drafts.", "Sent.", "Compose. Button."])
      #expect(pair.summary == "vosim and the device disagree: 1 reworded (1 also moved).", "\(device)")
    }
    // A label with a comma in it is cut at the comma on the device's side only.
    let comma = CaptureComparison(
      capture: DeviceCapture(parsing: "Title, heading\nOK, button\nPay now, €12, button\n"),
      simulation: ["Title. Heading.", "Pay now, €12. Button. Pays.", "OK. Button."])
    #expect(comma.summary == "vosim and the device disagree: 1 reworded (1 also moved).")
    #expect(
      comma.report(captureName: "c.txt", screenName: "s.json").contains(
        "moved from position 3 on the device to 2 in vosim and reworded:"))
    // A value vosim joins to the label (`Drafts: 4.`) is no part of the label the device line starts with.
    let value = CaptureComparison(
      capture: DeviceCapture(parsing: "Inbox, button\nDrafts, 3, button\nSent, button\n"),
      simulation: ["Sent. Button.", "Inbox. Button.", "Drafts: 4. Button."])
    #expect(value.summary == "vosim and the device disagree: 1 moved, 1 reworded.")
  }

  /// A label that starts another (`Save`, `Save Draft`) names only its own element, however the two
  /// moved; and the JSON says a rewording also moved, as the text does.
  @Test func aShortLabelIsNotTheLongerLabelItStarts() throws {
    let comparison = CaptureComparison(
      capture: DeviceCapture(parsing: "X\nSave Draft, button\nY\nSave, button\n"),
      simulation: ["Save. Button. Saves.", "X.", "Y.", "Save Draft. Button. Saves a draft."])
    let pairs = comparison.difference.changes.compactMap { change -> String? in
      guard case .reworded(let rewording) = change else { return nil }
      return "\(rewording.from)→\(rewording.to) \(rewording.alsoMoved)"
    }
    #expect(pairs == ["4→1 true", "2→4 true"])
    let json = comparison.json(captureName: "c.txt", screenName: "s.json")
    #expect(json.components(separatedBy: "\"alsoMoved\" : true").count == 3)
  }

  /// A device line with no word to compare (`.`, a zero-width space) is named as saying nothing.
  @Test func aDeviceLineThatSaysNothingIsNamed() {
    let comparison = CaptureComparison(
      capture: DeviceCapture(parsing: "Save, button\n\u{200B}\n"), simulation: ["Save. Button."])
    #expect(
      comparison.report(captureName: "c.txt", screenName: "s.json").contains(
        "read by the device only: (an element that says nothing)\n"))
  }

  /// Identical elements are told apart by their count, as `check` does.
  @Test func aCapturedChangeOfIdenticalElementsSaysHowManyThereAre() {
    let comparison = CaptureComparison(
      capture: DeviceCapture(parsing: "Delete, button\n"), simulation: ["Delete. Button.", "Delete. Button."])
    #expect(
      comparison.report(captureName: "c.txt", screenName: "s.json").contains(
        "appeared at position 2, read by vosim only: Delete. Button. (one of 2 identical elements)"))
  }

  /// A capture of another screen is said to be one, not only read as so many rewordings.
  @Test func aCaptureOfAnotherScreenIsNamed() {
    let simulation = ["Settings. Heading.", "Wi-Fi. Switch Button. On."]
    let other = CaptureComparison(
      capture: DeviceCapture(parsing: "Camera\nShutter, button\n"), simulation: simulation)
    #expect(other.sharesFewWords)
    #expect(
      other.report(captureName: "c.txt", screenName: "s.json").contains("is c.txt a capture of this screen?"))
    let same = CaptureComparison(
      capture: DeviceCapture(parsing: "Settings, heading\nWLAN, Switch button, on\n"), simulation: simulation)
    #expect(!same.sharesFewWords)
    #expect(!same.report(captureName: "c.txt", screenName: "s.json").contains("capture of this screen"))
    // Hints off on the device: the labels are the same, so it is this screen.
    let hintsOff = CaptureComparison(
      capture: DeviceCapture(parsing: "Play, button\nStop, button\n"),
      simulation: ["Play. Button. Starts the long song you picked.", "Stop. Button. Stops it and rewinds."])
    #expect(!hintsOff.sharesFewWords)
    // Another screen with the same kinds of controls shares trait words and hints, not labels.
    let otherSliders = CaptureComparison(
      capture: DeviceCapture(
        parsing: "Volume, 50%, adjustable, Swipe up or down with one finger to adjust the value.\n"),
      simulation: ["Guests: 2. Adjustable. Swipe up or down with one finger to adjust the value."])
    #expect(otherSliders.sharesFewWords)
  }
}

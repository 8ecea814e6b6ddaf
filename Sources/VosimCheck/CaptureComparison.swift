import VosimAudit
import VosimUtterance

/// Where vosim's simulation of a screen and a device's VoiceOver disagree, element by element, in
/// `vosim check`'s terms: an element only one of them reads (appeared: only vosim; disappeared: only
/// the device), one read at another place (moved), one read with other words (reworded, the words
/// marked).
///
/// Lines are compared ignoring case, punctuation and white space (`DeviceCapture.comparable`), so
/// VoiceOver's surface form (`Wi-Fi, Switch button, on`) and vosim's (`Wi-Fi. Switch Button. On.`)
/// agree. The difference engine is `TranscriptDifference`'s, the capture as the recording.
public struct CaptureComparison: Hashable, Sendable {
  /// What the device said, as captured.
  public var device: [String]
  /// What vosim says, in its own form.
  public var simulation: [String]
  /// The differences between the two, in comparable words.
  public var difference: TranscriptDifference

  public init(capture: DeviceCapture, simulation: [String]) {
    device = capture.utterances
    self.simulation = simulation
    let deviceLines = capture.utterances.map(DeviceCapture.comparable)
    let simulationLines = simulation.map(DeviceCapture.comparable)
    // Each side's label and first phrase in comparable words, without the selected state's word
    // before them (`selected, Drafts, button`, `Selected: Drafts.`): a state, not a name.
    let bareDeviceLines = deviceLines.map(Self.withoutSelected)
    let deviceLabels = capture.utterances.map { Self.withoutSelected(Self.deviceLabel($0)) }
    let devicePhrases = capture.utterances.map { Self.withoutSelected(Self.devicePhrase($0)) }
    // VoiceOver's form says a value as a part of its own after the label (`Drafts, 4, button`), where
    // vosim's joins it (`Drafts: 4. Button.`): the device's words after both, too.
    let deviceValuedPhrases = capture.utterances.map { Self.withoutSelected(Self.devicePhrase($0, parts: 2)) }
    let phrases = simulation.map {
      Self.withoutSelected(DeviceCapture.comparable(WordMarking.firstPhrase($0).joined(separator: " ")))
    }
    // A value joined to the label (`Drafts: 4.`) is no part of it: the device may say another.
    let labels = simulation.map {
      let phrase = WordMarking.firstPhrase($0)
      return Self.withoutSelected(
        DeviceCapture.comparable((WordMarking.labelBeforeValue(phrase) ?? phrase[...]).joined(separator: " "))
      )
    }
    // The comparable words have lost the punctuation that ends a label: an element is the same when
    // the device's line starts with vosim's label and the device's own label (up to its first comma,
    // or its first sentence's end or a value's colon, when it has one) is that label, the start of it
    // (a label with a comma in it) or vosim's whole first phrase (a label with a colon in it).
    let sameLabel = { (old: Int, new: Int) -> Bool in
      let (line, label, deviceLabel) = (bareDeviceLines[old], labels[new], deviceLabels[old])
      guard !label.isEmpty else { return false }
      // A capture written without commas or periods has no label of its own to hold against vosim's.
      let hasOwnLabel = deviceLabel != line
      return line == label
        || (line.hasPrefix(label + " ")
          && (!hasOwnLabel || deviceLabel == label || label.hasPrefix(deviceLabel + " ")
            || deviceLabel == phrases[new]))
    }
    // What each says after its label or its first phrase (its traits and hint; a value, where the one
    // form joins it to the label and the other says it apart), which a moved element keeps when its
    // label changes.
    let rests = { (lines: [String], ends: [[String]]) in
      lines.indices.map { index in
        let words = lines[index].split(separator: " ")
        return Set(
          ends.compactMap { (ends: [String]) -> String? in
            let endWords = ends[index].split(separator: " ")
            return words.starts(with: endWords) ? words.dropFirst(endWords.count).joined(separator: " ") : nil
          })
      }
    }
    difference = TranscriptDifference(
      recorded: Transcript(lines: deviceLines), current: Transcript(lines: simulationLines),
      pairing: .init(
        sameLabel: sameLabel,
        oldRests: rests(bareDeviceLines, [deviceLabels, devicePhrases, deviceValuedPhrases]),
        newRests: rests(simulationLines.map(Self.withoutSelected), [labels, phrases])))
  }

  /// A device line's first phrase in comparable words: the end of its first sentence when it is written
  /// as vosim writes (more follows it: `Yellow, Coldplay. Button.`, commas inside are the label's), else
  /// up to its first comma, as VoiceOver writes.
  /// With `parts: 2`, in VoiceOver's form, through the part after it when that is a value said apart
  /// (`Drafts, 4`), not a trait (`Notes, button`).
  private static func devicePhrase(_ line: String, parts count: Int = 1) -> String {
    let phrase = WordMarking.firstPhrase(line)
    if isWrittenAsVosim(line, firstPhrase: phrase) {
      return DeviceCapture.comparable(phrase.joined(separator: " "))
    }
    let raw = Self.parts(of: phrase.joined(separator: " "))
    var parts = raw.map { DeviceCapture.comparable(String($0)) }
    // VoiceOver's `selected, Drafts, button`: the state's word is a part of its own, the label the next.
    var merged = 0
    if let first = parts.first, selectedWords.contains(first), parts.count > 1 {
      parts[0...1] = [first + " " + parts[1]]
      merged = 1
    }
    // A last part that ends a sentence is a hint (`Receipt, Opens the receipt.`), not a value.
    let secondIsHint = raw.count == 2 + merged && raw[1 + merged].last.map { ".!?…".contains($0) } == true
    let taken =
      parts.count >= count && count > 1 && !traitWords.contains(parts[1]) && !secondIsHint ? count : 1
    return parts.prefix(taken).joined(separator: " ")
  }

  /// VoiceOver's parts of a line, cut at its commas but a number's (`1,5`, `12,345`).
  private static func parts(of text: String) -> [Substring] {
    var parts: [Substring] = []
    var start = text.startIndex
    var previous: Character?
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if text[index] == ",", !(previous?.isNumber == true && next < text.endIndex && text[next].isNumber) {
        parts.append(text[start..<index])
        start = next
      }
      previous = text[index]
      index = next
    }
    parts.append(text[start...])
    return parts.filter { !$0.isEmpty }
  }

  /// Whether a line is written as vosim writes: its first sentence, the label, ends before the line,
  /// and holds no trait after a comma (VoiceOver's `Notes, button, Opens it. Double tap.` ends its first
  /// sentence in the hint).
  private static func isWrittenAsVosim(_ line: String, firstPhrase: [String]) -> Bool {
    guard firstPhrase.count < WordMarking.words(line).count,
      firstPhrase.last?.last.map({ ".!?…".contains($0) }) == true
    else { return false }
    let parts = Self.parts(of: firstPhrase.joined(separator: " ")).dropFirst()
    return !parts.contains { traitWords.contains(DeviceCapture.comparable(String($0))) }
  }

  /// A device line's label in comparable words: its first phrase, without a value joined to it with a
  /// colon when it is written as vosim writes (`Drafts: 5. Button.`).
  static func deviceLabel(_ line: String) -> String {
    let words = WordMarking.firstPhrase(line)
    guard isWrittenAsVosim(line, firstPhrase: words), let label = WordMarking.labelBeforeValue(words) else {
      return devicePhrase(line)
    }
    return DeviceCapture.comparable(label.joined(separator: " "))
  }

  /// The trait words of every language vosim speaks, as comparable words: what VoiceOver's form says
  /// after a label when no value comes between.
  private static let traitWords = Set(
    WordTable.all.flatMap { table in
      [
        table.button, table.heading, table.link, table.image, table.tab, table.switchButton, table.textField,
        table.secureTextField, table.searchField, table.adjustable, table.dimmed, table.backButton,
      ].map(DeviceCapture.comparable)
    })

  /// The selected state's words of every language vosim speaks, as comparable words.
  private static let selectedWords = Set(WordTable.all.map { DeviceCapture.comparable($0.selected) })

  /// Comparable words without a leading selected state's word (`selected drafts` → `drafts`).
  private static func withoutSelected(_ words: String) -> String {
    guard let space = words.firstIndex(of: " "), selectedWords.contains(String(words[..<space])) else {
      return words
    }
    return String(words[words.index(after: space)...])
  }

  /// Whether the device and the simulation say the same words in the same order.
  public var agrees: Bool { difference.isEmpty }

  /// Where a move's two positions are: the capture's, then vosim's.
  private static let places = (from: " on the device", to: " in vosim")

  /// Whether under a fifth of the device's label words are in vosim's labels: a capture of another
  /// screen, whose lines would otherwise read only as so many rewordings. Labels alone are compared (a
  /// device line up to its first comma, a vosim line's first phrase): trait words and default hints are
  /// shared by any two screens, and a capture taken with hints off shares its labels with vosim's.
  public var sharesFewWords: Bool {
    let labelWords = Set(
      simulation.flatMap {
        DeviceCapture.comparable(WordMarking.firstPhrase($0).joined(separator: " ")).split(separator: " ")
      })
    let deviceWords = device.flatMap { Self.deviceLabel($0).split(separator: " ") }
    guard !deviceWords.isEmpty else { return false }
    return Double(deviceWords.count { labelWords.contains($0) }) < 0.2 * Double(deviceWords.count)
  }

  /// The one-line summary: `vosim and the device agree on 8 elements.` or the counts of each change.
  public var summary: String {
    guard !agrees else {
      let noun = device.count == 1 ? "element" : "elements"
      return "vosim and the device agree on \(device.count) \(noun)."
    }
    return "vosim and the device disagree: \(difference.countsByKind)."
  }

  /// The report for a terminal: the summary, then each change, a rewording with both wordings.
  ///
  /// - Parameters:
  ///   - captureName: The capture's path, for the device's side.
  ///   - screenName: The screen's path, for vosim's side.
  public func report(captureName: String, screenName: String) -> String {
    // File names and the device's lines as every other line shows them: a direction override or a line
    // break in them must not reorder or split the report.
    let (captureName, screenName) = (AuditReport.shownName(captureName), AuditReport.shownName(screenName))
    var text = summary + "\n"
    guard !agrees else { return text }
    text +=
      "  (positions count from 1, the first element, in swipe order; the device is \(captureName), vosim reads "
    text += "\(screenName))\n"
    if sharesFewWords {
      text += "  (the two share almost no words: is \(captureName) a capture of this screen?)\n"
    }
    // Counted in comparable words, as the lines were compared.
    let duplicateNote = difference.duplicateNotes()
    for change in difference.changes {
      switch change {
      case .appeared(let line, let position):
        text +=
          "  appeared at position \(position), read by vosim only: "
          + "\(TranscriptDifference.shown(simulation[position - 1]))\(duplicateNote(line))\n"
      case .disappeared(let line, let position):
        text +=
          "  disappeared from position \(position), read by the device only: "
          + "\(Self.shownDevice(device[position - 1]))\(duplicateNote(line))\n"
      case .moved(let line, let from, let to):
        text +=
          "  \(TranscriptDifference.moved(from, to, places: Self.places)): "
          + "\(TranscriptDifference.shown(simulation[to - 1]))\(duplicateNote(line))\n"
      case .reworded(let rewording):
        if rewording.alsoMoved {
          text +=
            "  \(TranscriptDifference.moved(rewording.from, rewording.to, places: Self.places)) and reworded:\n"
        } else {
          text +=
            rewording.from == rewording.to
            ? "  reworded at position \(rewording.to):\n"
            : "  reworded at position \(rewording.to) in vosim, \(rewording.from) on the device:\n"
        }
        text += "    device: \(Self.shownDevice(device[rewording.from - 1]))\n"
        text += "    vosim:  \(TranscriptDifference.shown(simulation[rewording.to - 1]))\n"
        text +=
          "    words:  \(TranscriptDifference.shown(rewording.oldMarked)) → "
          + "\(TranscriptDifference.shown(rewording.newMarked))\n"
      }
    }
    return ShownText.escapingControls(text)
  }

  /// A device line as the report names it: one with no word to compare (`.`, a zero-width space) is an
  /// element that says nothing, which the line itself would not show.
  private static func shownDevice(_ line: String) -> String {
    DeviceCapture.comparable(line).isEmpty ? TranscriptDifference.shown("") : AuditReport.singleLine(line)
  }

  /// What the simulation assumed, so a reader of the JSON knows which settings it was made with.
  public struct Assumptions: Hashable, Sendable, Encodable {
    /// The iOS version simulated (`26`, `18.5`).
    public var systemVersion: String
    /// Whether hints were spoken (VoiceOver's Speak Hints).
    public var speaksHints: Bool
    /// With hints spoken and a disagreement, whether leaving the hints out makes them agree: the
    /// capture was likely made with Speak Hints off (`--no-hints`). Nil when not asked.
    public var agreesWithoutHints: Bool?

    public init(systemVersion: String, speaksHints: Bool, agreesWithoutHints: Bool? = nil) {
      self.systemVersion = systemVersion
      self.speaksHints = speaksHints
      self.agreesWithoutHints = agreesWithoutHints
    }
  }

  /// The comparison as pretty-printed JSON with sorted keys: `agrees`, `summary`, `device`,
  /// `simulation`, `changes` (each with `kind`, positions, both wordings and, for a rewording, the
  /// marked words and `alsoMoved`) and, when given, `assumptions`.
  public func json(captureName: String, screenName: String, assumptions: Assumptions? = nil) -> String {
    PrettyJSON.text(
      JSONComparison(
        capture: captureName, screen: screenName, agrees: agrees, summary: summary, device: device,
        simulation: simulation, changes: difference.changes.map { JSONComparison.Change($0, self) },
        assumptions: assumptions))
  }
}

/// The JSON document's shape.
private struct JSONComparison: Encodable {
  struct Change: Encodable {
    var kind: String
    /// 1-based positions on the device and in vosim (nil where the element is not read).
    var devicePosition: Int?
    var vosimPosition: Int?
    var device: String?
    var vosim: String?
    var deviceMarked: String?
    var vosimMarked: String?
    /// A rewording's: whether the element also changed its place, as the text says "moved … and
    /// reworded".
    var alsoMoved: Bool?

    init(_ change: TranscriptDifference.Change, _ comparison: CaptureComparison) {
      kind = change.kind.rawValue
      switch change {
      case .appeared(_, let position):
        vosimPosition = position
        vosim = comparison.simulation[position - 1]
      case .disappeared(_, let position):
        devicePosition = position
        device = comparison.device[position - 1]
      case .moved(_, let from, let to):
        devicePosition = from
        vosimPosition = to
        device = comparison.device[from - 1]
        vosim = comparison.simulation[to - 1]
      case .reworded(let rewording):
        devicePosition = rewording.from
        vosimPosition = rewording.to
        device = comparison.device[rewording.from - 1]
        vosim = comparison.simulation[rewording.to - 1]
        deviceMarked = rewording.oldMarked
        vosimMarked = rewording.newMarked
        alsoMoved = rewording.alsoMoved
      }
    }
  }

  var capture: String
  var screen: String
  var agrees: Bool
  var summary: String
  var device: [String]
  var simulation: [String]
  var changes: [Change]
  var assumptions: CaptureComparison.Assumptions?
}

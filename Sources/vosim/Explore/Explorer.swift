import VosimModel
import VosimNavigation
import VosimUtterance

/// The explorer's state and screen: the navigator, what was spoken, the map cursor, the key mode; keys
/// in, gestures performed, lines out. Knows nothing of the terminal, which `Explore` drives.
struct Explorer {
  enum Mode: Equatable {
    case normal
    /// Arrows move the map cursor; Enter touches at it.
    case map
    /// Typing a point to touch.
    case touchPrompt(String)
  }

  private(set) var navigator: Navigator
  let title: String
  var speechStatus: String
  private(set) var mode: Mode = .normal
  /// Spoken lines and vosim's notes, oldest first.
  private(set) var log: [String] = []
  private(set) var cursor = (column: 0, row: 0)
  /// Set when a key asked to leave: 0 for q, 130 for Ctrl-C (as a shell reports an interrupt).
  private(set) var exitStatus: Int32?

  static let mapColumns = 24
  static let mapRows = 6
  /// The cells that draw an element (`o`), each with where Enter touches: the centre of the first
  /// element, in reading order, whose centre lies in it and which a touch there reaches (an element
  /// covered by an earlier one in tree order is not). A cell's own centre often misses the element.
  private let marks: [[(x: Double, y: Double)?]]
  private let device: (width: Double, height: Double)

  init(navigator: Navigator, title: String, device: Device, speechStatus: String) {
    self.navigator = navigator
    self.title = title
    self.speechStatus = speechStatus
    self.device = (device.width, device.height)
    var marks = [[(x: Double, y: Double)?]](
      repeating: [(x: Double, y: Double)?](repeating: nil, count: Self.mapColumns), count: Self.mapRows)
    for (position, element) in navigator.order.elements.enumerated() {
      guard let centre = Self.point(of: element.frame, device: self.device),
        let cell = Self.cell(of: centre, device: self.device), marks[cell.row][cell.column] == nil
      else { continue }
      // Drawn only where a touch reaches it: not a zero-size element, nor one under an earlier one.
      guard navigator.touchedPosition(x: centre.x, y: centre.y) == position else { continue }
      marks[cell.row][cell.column] = centre
    }
    self.marks = marks
  }

  /// Performs what a key asks; returns the gestures' steps, whose lines are to be spoken.
  mutating func handle(_ key: ExplorerKey) -> [NavigationStep] {
    switch mode {
    case .normal: return handleNormal(key)
    case .map: return handleMap(key)
    case .touchPrompt(let text): return handlePrompt(key, text: text)
    }
  }

  /// Records a step that was not a key's (the first focus).
  mutating func record(_ step: NavigationStep) {
    log.append(contentsOf: step.spoken)
    if let note = step.note { log.append("(\(note))") }
    if log.count > 500 { log.removeFirst(log.count - 500) }
  }

  /// Adds a line of vosim's own to the spoken area, in brackets.
  mutating func note(_ text: String) { log.append("(\(text))") }

  private mutating func perform(_ gesture: Gesture) -> [NavigationStep] {
    let step = navigator.perform(gesture)
    record(step)
    return [step]
  }

  private mutating func handleNormal(_ key: ExplorerKey) -> [NavigationStep] {
    switch key {
    case .right, .character("n"): return perform(.next)
    case .left, .character("p"): return perform(.previous)
    case .down: return perform(.down)
    case .up: return perform(.up)
    case .character("r"): return rotate(by: 1)
    case .character("R"): return rotate(by: -1)
    case .character("g"): return perform(.first)
    case .character("G"): return perform(.last)
    case .character("a"): return perform(.readAll)
    case .character("h"): return perform(.readFromHere)
    case .enter, .character(" "): return perform(.activate)
    case .character("t"):
      mode = .touchPrompt("")
    case .character("m"):
      mode = .map
    case .character("q"), .endOfInput: exitStatus = 0
    case .interrupt: exitStatus = 130
    default: break
    }
    return []
  }

  /// Turns the rotor to the next (or previous) item it offers here, as a two-finger rotation does.
  private mutating func rotate(by offset: Int) -> [NavigationStep] {
    let offered = navigator.offeredCategories
    guard !offered.isEmpty else {
      log.append("(the rotor offers nothing on this screen)")
      return []
    }
    let current = navigator.rotor.flatMap { offered.firstIndex(of: $0) }
    let index =
      current.map { ($0 + offset + offered.count) % offered.count } ?? (offset > 0 ? 0 : offered.count - 1)
    return perform(.rotor(offered[index]))
  }

  private mutating func handleMap(_ key: ExplorerKey) -> [NavigationStep] {
    switch key {
    case .left: cursor.column = max(cursor.column - 1, 0)
    case .right: cursor.column = min(cursor.column + 1, Self.mapColumns - 1)
    case .up: cursor.row = max(cursor.row - 1, 0)
    case .down: cursor.row = min(cursor.row + 1, Self.mapRows - 1)
    case .enter, .character(" "):
      let point = cursorPoint
      return perform(.touch(x: point.x, y: point.y))
    case .character("m"), .escape: mode = .normal
    case .character("q"), .endOfInput: exitStatus = 0
    case .interrupt: exitStatus = 130
    default: break
    }
    return []
  }

  private mutating func handlePrompt(_ key: ExplorerKey, text: String) -> [NavigationStep] {
    switch key {
    case .enter:
      mode = .normal
      guard let touch = Gesture(point: text) else {
        log.append("(not a point: '\(text)'; type x,y in points, such as 200,400)")
        return []
      }
      return perform(touch)
    case .escape: mode = .normal
    case .interrupt: exitStatus = 130
    case .endOfInput: exitStatus = 0
    case .backspace: mode = .touchPrompt(String(text.dropLast()))
    case .character(let character) where text.count < 40: mode = .touchPrompt(text + String(character))
    default: break
    }
    return []
  }

  /// Where Enter touches: the centre of the element drawn in the map cursor's cell, else the cell's.
  var cursorPoint: (x: Double, y: Double) {
    if let target = marks[cursor.row][cursor.column] { return target }
    return (
      ((Double(cursor.column) + 0.5) * device.width / Double(Self.mapColumns)).rounded(),
      ((Double(cursor.row) + 0.5) * device.height / Double(Self.mapRows)).rounded()
    )
  }

  // MARK: - Drawing

  /// The title line in `columns`: the rotor's item is what a user looks for there, so a long file name
  /// is shortened first, then the program's name goes, then the speech status.
  private func header(columns: Int) -> String {
    let count = navigator.count == 1 ? "1 element" : "\(navigator.count) elements"
    let rotor = "rotor: \(navigator.rotor?.spokenName ?? "none")"
    let speech = "  speech: \(speechStatus)"
    for (prefix, tail, shortest) in [
      ("vosim explore  ", "  \(count)  \(rotor)\(speech)", 12), ("", "  \(count)  \(rotor)\(speech)", 8),
      ("", "  \(count)  \(rotor)", 4),
    ] {
      let room = columns - TextColumns.width(of: prefix) - TextColumns.width(of: tail)
      // A file name that leaves a direction override or isolate open has it closed, so the title's own
      // words after it are not reversed.
      if TextColumns.width(of: title) <= room { return prefix + title + title.directionalClosers + tail }
      if room >= shortest {
        let shown = TerminalText.fit(title, room - 3)
        return prefix + shown + shown.directionalClosers + "..." + tail
      }
    }
    return "\(rotor)  \(count)  \(title)\(title.directionalClosers)"
  }

  /// The screen as at most `rows` lines of at most `columns` terminal columns: the title, the elements
  /// with the focus marked, the map beside the spoken lines, the keys. Laid out for at least 40×16; a
  /// smaller terminal gets the top left of that layout, cropped, never wrapped.
  func render(columns terminalColumns: Int, rows terminalRows: Int) -> [String] {
    let columns = max(terminalColumns, 40)
    let rows = max(terminalRows, 16)
    var lines: [String] = []
    lines.append(header(columns: columns))
    lines.append(String(repeating: "-", count: columns))
    let listRows = rows - 12
    let focus = navigator.focus ?? 0
    let start = max(0, min(focus - listRows / 2, navigator.count - listRows))
    let width = String(navigator.count).count
    for position in start..<(start + listRows) {
      guard position < navigator.count else {
        lines.append(
          navigator.count == 0 && position == 0 ? "  (VoiceOver reaches no element on this screen)" : "")
        continue
      }
      let number = String(position + 1)
      let marker = position == navigator.focus ? "> " : "  "
      lines.append(
        marker + String(repeating: " ", count: width - number.count) + number + " "
          + navigator.utterance(at: position).text)
    }
    lines.append(
      "-- map " + String(repeating: "-", count: Self.mapColumns - 5) + " spoken "
        + String(repeating: "-", count: max(columns - 42, 0)))
    let spokenWidth = columns - Self.mapColumns - 4
    // The last lines only: a long session's log is not wrapped again on every key.
    var spoken: [String] = []
    for entry in log.reversed() where spoken.count < Self.mapRows {
      spoken = TerminalText.wrap(entry, columns: spokenWidth) + spoken
    }
    spoken = Array(spoken.suffix(Self.mapRows))
    let focusCell = navigator.focus.flatMap { position in
      Self.point(of: navigator.element(at: position).frame, device: device).flatMap {
        Self.cell(of: $0, device: device)
      }
    }
    for row in 0..<Self.mapRows {
      var map = "|"
      for column in 0..<Self.mapColumns {
        if mode == .map, cursor.column == column, cursor.row == row {
          map += "+"
        } else if let focusCell, focusCell.row == row, focusCell.column == column {
          map += "@"
        } else {
          map += marks[row][column] == nil ? "." : "o"
        }
      }
      map += "| "
      lines.append(map + (row < spoken.count ? spoken[row] : ""))
    }
    lines.append(String(repeating: "-", count: columns))
    switch mode {
    case .normal:
      lines.append("<-/-> previous/next  up/down rotor item  r/R turn rotor  g/G first/last")
      lines.append("a read all  h read from here  Enter activate  t touch x,y  m map  q quit")
    case .map:
      let point = cursorPoint
      lines.append(
        "map: arrows move +  Enter touches at (\(Frame.format(point.x)), \(Frame.format(point.y)))")
      lines.append("m or Esc leaves the map  q quit")
    case .touchPrompt(let text):
      lines.append("touch at x,y (points): \(text)_")
      lines.append("Enter touches  Esc cancels")
    }
    return lines.prefix(max(terminalRows, 1)).map { TerminalText.fit($0, max(terminalColumns, 1)) }
  }

  /// Where an element is drawn and touched: the centre of its part on the device (an element partly
  /// off the edge is touched where it shows), to a hundredth of a point as the prompt prints it
  /// ((195, 316), not 194.99999999999997); nil for one wholly off the device.
  private static func point(of frame: Frame?, device: (width: Double, height: Double)) -> (
    x: Double, y: Double
  )? {
    // A device of no area shows nothing: every element is wholly off it.
    guard let frame, device.width > 0, device.height > 0, frame.x.isFinite, frame.y.isFinite,
      frame.width.isFinite, frame.height.isFinite
    else {
      return nil
    }
    let (minX, maxX) = (max(frame.x, 0), min(frame.x + frame.width, device.width))
    let (minY, maxY) = (max(frame.y, 0), min(frame.y + frame.height, device.height))
    guard minX <= maxX, minY <= maxY else { return nil }
    return (((minX / 2 + maxX / 2) * 100).rounded() / 100, ((minY / 2 + maxY / 2) * 100).rounded() / 100)
  }

  /// The map cell holding a point; none for a point on the device's far edge, where no touch lands.
  private static func cell(of point: (x: Double, y: Double), device: (width: Double, height: Double)) -> (
    column: Int, row: Int
  )? {
    guard device.width > 0, device.height > 0 else { return nil }
    let x = point.x / device.width * Double(mapColumns)
    let y = point.y / device.height * Double(mapRows)
    guard (0..<Double(mapColumns)).contains(x), (0..<Double(mapRows)).contains(y) else { return nil }
    return (Int(x), Int(y))
  }

}

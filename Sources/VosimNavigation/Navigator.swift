import VosimModel
import VosimReadingOrder
import VosimUtterance

/// A VoiceOver user on one screen (rules §6): the focus (none until first focus), the rotor's item and
/// the state gestures change (a switch's value, the selected segment or tab, a slider's, stepper's or
/// page control's value), answering each gesture with what VoiceOver speaks and where focus goes.
///
/// ```swift
/// var navigator = try Navigator(screen: screen)
/// navigator.perform(.screenChanged(identifier: nil))   // the screen appears: first focus
/// navigator.perform(.rotor(.headings))                  // "Headings."
/// let step = navigator.perform(.down)                   // the next heading
/// print(step.spoken, step.focus as Any)
/// ```
///
/// Building is linear in the elements (the rotor's per-category lists, the touch grid, the identifier
/// table); every gesture but the two read-alls, which speak every element they pass, takes O(log n) or
/// less. A value: copying a navigator forks its state.
public struct Navigator: Sendable {
  /// What the navigator speaks and how it orders the screen.
  public struct Configuration: Hashable, Sendable {
    /// VoiceOver's "Speak Hints" for the element a gesture lands on.
    public var speaksHints: Bool
    /// Whether read-all speaks hints (undocumented by Apple; VoiceOver is taken not to, rules §6).
    public var readAllSpeaksHints: Bool
    /// The reading order's options; the navigator always records the order's structure.
    public var readingOrder: ReadingOrder.Configuration

    public init(
      speaksHints: Bool = true, readAllSpeaksHints: Bool = false,
      readingOrder: ReadingOrder.Configuration = ReadingOrder.Configuration()
    ) {
      self.speaksHints = speaksHints
      self.readAllSpeaksHints = readAllSpeaksHints
      self.readingOrder = readingOrder
    }
  }

  public let configuration: Configuration
  /// The reading order as the screen was loaded, before any gesture changed a control.
  public let order: ReadingOrderResult
  /// Which elements each rotor item reaches.
  public let rotorIndex: RotorIndex
  /// The screen, for the state of the controls gestures change.
  private let screen: Screen
  private let touchIndex: TouchIndex
  /// The first position carrying each identifier, for screen-changed notifications.
  private let identifiers: [String: Int]
  /// How many elements share an identifier, for those more than one has: `focus:` then says it chose.
  private let sharedIdentifiers: [String: Int]
  /// How many nodes carry each identifier, elements or not; counted at the first `focus:`.
  private var identifiedNodes: [String: Int]?
  /// Segments of one segmented control, items of one tab bar: activating one selects it alone.
  private let selectionScope: [Int: Int]
  private let selectionMembers: [[Int]]
  /// A stepper's Decrement and Increment, by the stepper's path.
  private let stepperParts: [NodePath: (decrement: Int?, increment: Int?)]
  /// The labelled semantic groups, by where they start (an outer one before an inner one that starts
  /// with it), each with the innermost labelled group around it.
  private let labelledGroups: [(positions: Range<Int>, label: String, parent: Int?)]
  /// The data tables, as the runs of positions their elements take.
  private let tables: [Range<Int>]
  private let builder: UtteranceBuilder
  private let readAllBuilder: UtteranceBuilder

  /// The focused element's position, nil until first focus.
  public private(set) var focus: Int?
  /// The rotor's selected item: Adjust value on an adjustable element, else Actions on one with
  /// custom actions, as VoiceOver turns the rotor when the focus lands (facts F20); elsewhere the item
  /// the user chose last, nil until one is chosen.
  public private(set) var rotor: RotorCategory?
  /// The item the user chose last (`.rotor`) of those every element offers, to which the rotor returns
  /// when the focus leaves an element that turned it.
  private var chosenRotor: RotorCategory?
  /// The custom action the Actions item points at, nil before the first swipe.
  public private(set) var actionIndex: Int?
  /// The character or word the Characters or Words item is at, nil before the first swipe.
  private var textCursor: Int?
  /// The last data-table cell the focus was on, while the focus has not left that cell's table since:
  /// a cell says its row unless it is of this cell's row.
  private var lastCell: Int?
  /// `lastCell` and the focus as they were when the focus arrived on the focused element: a gesture
  /// that lands on it again (`first`, a touch, read-from-here) says what it said then.
  private var arrival: (cell: Int?, focus: Int?) = (nil, nil)
  /// Elements whose state a gesture changed, as they read now.
  private var changed: [Int: OrderedElement] = [:]
  /// Slider and stepper values gestures set, by the control's path.
  private var values: [NodePath: Double] = [:]
  /// Page controls' pages gestures set (zero-based), by the control's path: whole numbers of any size.
  private var pageNumbers: [NodePath: Int] = [:]

  /// Orders `screen` and indexes it; nothing is focused yet.
  ///
  /// - Throws: `ModelError` when an explicit order's ref names no node or the tree is too deep.
  public init(screen: Screen, configuration: Configuration = Configuration()) throws(ModelError) {
    var orderConfiguration = configuration.readingOrder
    orderConfiguration.recordsStructure = true
    let order = try ReadingOrder(configuration: orderConfiguration).order(screen)
    self.init(order: order, screen: screen, configuration: configuration)
  }

  /// `segments` for a segment of a dump's segmented control, which the importers make a
  /// `UISegmentedControl` holding its buttons: selected alone when activated, as a native one's.
  private static func dumpSegment(_ path: NodePath, in screen: Screen) -> String? {
    guard case .subview? = path.step, let control = path.parent, let index = screen.nodes.index(at: control),
      screen.nodes.nodes[index].uikitClass == .segmentedControl
    else { return nil }
    return "segments"
  }

  /// A navigator over an order already computed from `screen` (with `recordsStructure`, or the group
  /// items of the rotor stay empty).
  public init(order: ReadingOrderResult, screen: Screen, configuration: Configuration = Configuration()) {
    self.configuration = configuration
    self.order = order
    self.screen = screen
    rotorIndex = RotorIndex(order)
    touchIndex = TouchIndex(order)
    builder = UtteranceBuilder(configuration: .init(speaksHints: configuration.speaksHints))
    readAllBuilder = UtteranceBuilder(
      configuration: .init(speaksHints: configuration.speaksHints && configuration.readAllSpeaksHints))

    var identifiers: [String: Int] = [:]
    var sharedIdentifiers: [String: Int] = [:]
    var scopes: [Int: Int] = [:]
    var members: [[Int]] = []
    var scopeOfControl: [NodePath: Int] = [:]
    var steppers: [NodePath: (decrement: Int?, increment: Int?)] = [:]
    for (position, element) in order.elements.enumerated() {
      if let identifier = element.identifier {
        if identifiers[identifier] == nil {
          identifiers[identifier] = position
        } else {
          sharedIdentifiers[identifier, default: 1] += 1
        }
      }
      guard let control = element.path.parent,
        let part = ControlLookup.partName(of: element.path) ?? Self.dumpSegment(element.path, in: screen)
      else {
        continue
      }
      switch part {
      case "segments", "items":
        let scope = scopeOfControl[control] ?? members.count
        if scope == members.count {
          scopeOfControl[control] = scope
          members.append([])
        }
        members[scope].append(position)
        scopes[position] = scope
      case "decrement": steppers[control, default: (nil, nil)].decrement = position
      case "increment": steppers[control, default: (nil, nil)].increment = position
      default: break
      }
    }
    // Tab bars made of views with the tabBar trait: their items are one scope, the innermost bar's
    // (groups come outer first). A segmented control's segments, or a UITabBar's items, among them keep
    // their control's own selection, which UIKit keeps whatever else is tapped; a stepper's halves step.
    let controlScopes = scopes
    for group in order.groups where group.kind == .tabBar {
      // A bar of the app's own views: choosing a tab is the app's code, which keeps its own selection.
      guard Self.isSystemTabBar(around: order.elements[group.positions.lowerBound].path, in: screen) else {
        continue
      }
      let items = group.positions.filter { position in
        let element = order.elements[position]
        let part = ControlLookup.partName(of: element.path)
        // A dump's stepper keeps its halves as its own buttons, in a stepper-class view.
        let inDumpStepper =
          element.path.parent.flatMap { ControlLookup.node(at: $0, in: screen) }?.className
          == UIKitClass.dumpStepperClassName
        return element.traits.contains(.tabBarItem) && part != "decrement" && part != "increment"
          && !inDumpStepper && controlScopes[position] == nil
      }
      guard !items.isEmpty else { continue }
      for item in items { scopes[item] = members.count }
      members.append(items)
    }
    var labelled: [(positions: Range<Int>, label: String, parent: Int?)] = []
    var open: [Int] = []
    let semanticGroups = order.groups.filter { $0.kind == .semanticGroup && $0.label != nil }.sorted {
      ($0.positions.lowerBound, $1.positions.upperBound) < ($1.positions.lowerBound, $0.positions.upperBound)
    }
    for group in semanticGroups {
      while let last = open.last, labelled[last].positions.upperBound <= group.positions.lowerBound {
        open.removeLast()
      }
      labelled.append((group.positions, group.label ?? "", open.last))
      open.append(labelled.count - 1)
    }
    labelledGroups = labelled
    tables = order.groups.filter { $0.kind == .dataTable }.map(\.positions)
    self.identifiers = identifiers
    self.sharedIdentifiers = sharedIdentifiers
    selectionScope = scopes
    selectionMembers = members
    stepperParts = steppers
  }

  /// How many elements VoiceOver reaches.
  public var count: Int { order.elements.count }

  /// The element at a position as it reads now (after the gestures' changes).
  public func element(at position: Int) -> OrderedElement { changed[position] ?? order.elements[position] }

  /// What VoiceOver says on reaching the element at `position` now.
  public func utterance(at position: Int) -> Utterance {
    builder.utterance(for: element(at: position), screenLanguage: order.language)
  }

  /// The reading-order position a touch at this point (screen points) focuses: the first reachable
  /// element in tree order whose frame holds it; nil over no element or off the device's screen.
  /// Changes nothing.
  public func touchedPosition(x: Double, y: Double) -> Int? {
    isOnScreen(x: x, y: y) ? touchIndex.hit(x: x, y: y) : nil
  }

  /// A finger is on the glass: content laid out beyond the screen's edges cannot be touched.
  private func isOnScreen(x: Double, y: Double) -> Bool {
    x >= 0 && y >= 0 && x < screen.device.width && y < screen.device.height
  }

  /// The focused element's utterance, nil when nothing is focused.
  public var focusedUtterance: Utterance? { focus.map(utterance(at:)) }

  /// The rotor items offered where the focus is, in the rotor's order: Characters and Words on any
  /// screen with elements (facts F20: always), the element categories present on the screen, then
  /// Actions on an element with custom actions and Adjust value on an adjustable one.
  public var offeredCategories: [RotorCategory] {
    var offered: [RotorCategory] = count > 0 ? [.characters, .words] : []
    offered += rotorIndex.presentCategories
    if let focus {
      if !element(at: focus).customActions.isEmpty { offered.append(.actions) }
      if element(at: focus).traits.contains(.adjustable) { offered.append(.adjustValue) }
    }
    return offered
  }

  /// Performs one gesture.
  @discardableResult
  public mutating func perform(_ gesture: Gesture) -> NavigationStep {
    switch gesture {
    case .next where count == 0, .previous where count == 0:
      return stay(gesture, "the screen has no elements")
    case .next:
      let target = focus.map { $0 + 1 } ?? 0
      return target < count ? land(gesture, on: target) : stay(gesture, "at the last element")
    case .previous:
      let target = focus.map { $0 - 1 } ?? count - 1
      return target >= 0 ? land(gesture, on: target) : stay(gesture, "at the first element")
    case .first:
      return count > 0 ? land(gesture, on: 0) : stay(gesture, "the screen has no elements")
    case .last:
      return count > 0 ? land(gesture, on: count - 1) : stay(gesture, "the screen has no elements")
    case .readAll:
      return read(gesture, from: 0)
    case .readFromHere:
      return read(gesture, from: focus ?? 0)
    case .rotor(let category):
      guard offeredCategories.contains(category) else {
        // An order computed without its structure has no groups to move between, whatever the screen.
        let unrecorded =
          [.tables, .lists, .landmarks, .containers].contains(category) && order.treeIndices.isEmpty
          && count > 0
        let reason =
          unrecorded
          ? "the reading order was computed without recordsStructure, so the rotor's "
            + "\(category.spokenName) item knows no groups: compute it with recordsStructure: true"
          : category.movesBetweenElements
            ? "no element of the rotor's \(category.spokenName) item on this screen"
            : count == 0
              ? "the screen has no elements"
              : focus == nil
                ? "nothing is focused, so no element offers the \(category.spokenName) rotor item"
                : "the focused element offers no \(category.spokenName) rotor item"
        return stay(gesture, reason)
      }
      rotor = category
      // Actions and Adjust value are the focused element's: elsewhere the rotor returns to the item
      // the user chose before them, not to one that element does not offer.
      if category != .actions, category != .adjustValue { chosenRotor = category }
      actionIndex = nil
      textCursor = nil
      return NavigationStep(
        gesture: gesture, spoken: [spokenAlone(category.spokenName)], focus: focus, moved: true)
    case .down, .up:
      return swipeVertically(gesture, forward: gesture == .down)
    case .touch(let x, let y):
      let device = screen.device
      guard isOnScreen(x: x, y: y) else {
        return stay(
          gesture,
          "the point is outside the \(Frame.format(device.width)) x \(Frame.format(device.height)) pt screen")
      }
      guard let hit = touchedPosition(x: x, y: y) else { return stay(gesture, "no element at this point") }
      return land(gesture, on: hit)
    case .activate:
      return activate()
    case .screenChanged(let identifier?):
      // Elements with the identifier, and the first element inside each container with it: the first
      // in reading order is focused. Containers are looked for only when more nodes than elements
      // have it, counted once for the screen.
      let elements = sharedIdentifiers[identifier] ?? (identifiers[identifier] == nil ? 0 : 1)
      if identifiedNodes == nil { identifiedNodes = Self.identifierCounts(screen.nodes) }
      let containers =
        (identifiedNodes?[identifier] ?? 0) > elements ? firstElements(inside: identifier) : []
      let candidates = (identifiers[identifier].map { [$0] } ?? []) + containers
      guard let position = candidates.min() else {
        return stay(gesture, "no element VoiceOver reaches has or is inside the identifier '\(identifier)'")
      }
      var step = land(gesture, on: position)
      if elements + containers.count > 1 {
        step.note =
          "the identifier '\(identifier)' is on \(elements + containers.count) elements or containers: the "
          + "first in reading order is focused"
      }
      return step
    case .screenChanged(nil):
      return count > 0 ? land(gesture, on: 0) : stay(gesture, "the screen has no elements")
    }
  }

  /// Performs gestures in order.
  @discardableResult
  public mutating func perform(_ gestures: [Gesture]) -> [NavigationStep] { gestures.map { perform($0) } }

  // MARK: - Moving

  /// Focuses and speaks `position`. Any landing, on the focused element too (`first`, a touch), starts
  /// the Actions item's pointer again, as VoiceOver announces the element anew.
  private mutating func land(_ gesture: Gesture, on position: Int) -> NavigationStep {
    let from = position == focus ? arrival : (cell: lastCell, focus: focus)
    var utterance = builder.utterance(
      for: arriving(at: position, after: from.cell), screenLanguage: order.language)
    // A semantic group's label is spoken on entry (rules §4.4), on whichever of its elements the focus
    // lands, and not while the focus stays inside it; the transcript has it on the first element only.
    let entered = labelledGroups(around: position).filter { group in
      from.focus.map { !labelledGroups[group].positions.contains($0) } ?? true
    }
    utterance.segments.removeAll { $0.kind == .groupLabel }
    utterance.segments.insert(
      contentsOf: entered.map { Segment(.groupLabel, labelledGroups[$0].label) }, at: 0)
    actionIndex = nil
    textCursor = nil
    arrival = from
    focus = position
    turnRotor()
    remember(position)
    return NavigationStep(gesture: gesture, spoken: [utterance.text], focus: position, moved: true)
  }

  /// The rotor as VoiceOver leaves it when the focus lands (facts F20): Adjust value on an adjustable
  /// element, else Actions on one with custom actions, else the item the user chose last.
  private mutating func turnRotor() {
    guard let focus else { return }
    let element = element(at: focus)
    rotor =
      element.traits.contains(.adjustable)
      ? .adjustValue : !element.customActions.isEmpty ? .actions : chosenRotor
  }

  /// The element at `position` as the focus arriving there reads it: a data-table cell says its row
  /// unless `previousCell`, the last cell the focus was on, is of its row in the same table, the focus
  /// having stayed in that table since (rules §8 compares with the previous cell in reading order,
  /// which is that cell when swiping forward; see Open questions in docs/voiceover-rules.md).
  private func arriving(at position: Int, after previousCell: Int?) -> OrderedElement {
    var element = element(at: position)
    guard
      let index = element.contexts.firstIndex(where: { if case .dataTableCell = $0 { true } else { false } }),
      case .dataTableCell(let row, let column, let rowSpan, let columnSpan) = element.contexts[index],
      let table = innermostTable(around: position)
    else { return element }
    let ownRow = cellRow(position)
    let previous = previousCell.flatMap { innermostTable(around: $0) == table ? cellRow($0) : nil }
    let spokenRow = ownRow == previous ? nil : ownRow
    guard spokenRow != row else { return element }
    element.contexts[index] = .dataTableCell(
      row: spokenRow, column: column, rowSpan: rowSpan, columnSpan: columnSpan)
    return element
  }

  /// Keeps `lastCell` up to date with the focus on `position`.
  private mutating func remember(_ position: Int) {
    guard !tables.isEmpty else { return }
    let isCell = element(at: position).contexts.contains {
      if case .dataTableCell = $0 { true } else { false }
    }
    if isCell, cellRow(position) != nil {
      lastCell = position
    } else if let cell = lastCell, innermostTable(around: cell)?.contains(position) != true {
      lastCell = nil
    }
  }

  /// The innermost data table whose elements include `position`.
  private func innermostTable(around position: Int) -> Range<Int>? {
    tables.filter { $0.contains(position) }.max { $0.lowerBound < $1.lowerBound }
  }

  /// The 1-based row of the cell at `position`; nil for an element that is no cell or has no row.
  private func cellRow(_ position: Int) -> Int? {
    ControlLookup.node(at: element(at: position).path, in: screen)?.dataTable.rowRange?.number
  }

  /// The labelled semantic groups around `position`, the outermost first.
  private func labelledGroups(around position: Int) -> [Int] {
    // The last group to start at or before `position`: the groups around `position` are it or groups
    // around it, since groups nest.
    var low = 0
    var high = labelledGroups.count
    while low < high {
      let middle = (low + high) / 2
      if labelledGroups[middle].positions.lowerBound <= position { low = middle + 1 } else { high = middle }
    }
    var around: [Int] = []
    var cursor = low > 0 ? low - 1 : nil
    while let group = cursor {
      if labelledGroups[group].positions.contains(position) { around.append(group) }
      cursor = labelledGroups[group].parent
    }
    return around.reversed()
  }

  /// The first element in reading order inside the first node carrying `identifier` that is no
  /// element itself (a notification naming a container focuses what it holds). Linear, and only for an
  /// identifier no element carries.
  /// For each node with the identifier that VoiceOver does not stop on itself, the first element
  /// inside it in reading order.
  private func firstElements(inside identifier: String) -> [Int] {
    let arena = screen.nodes
    let elementPaths = Set(order.elements.lazy.filter { $0.identifier == identifier }.map(\.path))
    return arena.nodes.indices.compactMap { index -> Int? in
      guard arena.nodes[index].parent != NodeArena.detached, arena.text(.identifier, of: index) == identifier
      else { return nil }
      let path = arena.path(of: index)
      guard !elementPaths.contains(path) else { return nil }
      return order.elements.firstIndex { element in
        var cursor = element.path.parent
        while let ancestor = cursor {
          if ancestor == path { return true }
          cursor = ancestor.parent
        }
        return false
      }
    }
  }

  /// How many nodes of the screen carry each identifier.
  private static func identifierCounts(_ arena: NodeArena) -> [String: Int] {
    var counts: [String: Int] = [:]
    for index in arena.nodes.indices where arena.nodes[index].parent != NodeArena.detached {
      if let identifier = arena.text(.identifier, of: index) { counts[identifier, default: 0] += 1 }
    }
    return counts
  }

  private func stay(_ gesture: Gesture, _ reason: String) -> NavigationStep {
    NavigationStep(gesture: gesture, spoken: [], focus: focus, moved: false, note: reason)
  }

  private mutating func read(_ gesture: Gesture, from start: Int) -> NavigationStep {
    guard start < count else { return stay(gesture, "the screen has no elements") }
    var spoken: [String] = []
    spoken.reserveCapacity(count - start)
    // Focus follows the speech, and a table cell's row is told as a swipe would tell it: the focused
    // element, read first, as when the focus arrived on it. Read-all starts afresh at the top, as the
    // transcript reads.
    if gesture == .readAll {
      lastCell = nil
      arrival = (nil, nil)
    }
    for position in start..<count {
      let from =
        position > start
        ? (cell: lastCell, focus: position - 1) : position == focus ? arrival : (cell: lastCell, focus: focus)
      spoken.append(
        readAllBuilder.utterance(
          for: arriving(at: position, after: from.cell), screenLanguage: order.language
        )
        .text)
      if position == count - 1 { arrival = from }
      remember(position)
    }
    if focus != count - 1 { (actionIndex, textCursor) = (nil, nil) }
    focus = count - 1
    turnRotor()
    return NavigationStep(gesture: gesture, spoken: spoken, focus: focus, moved: true)
  }

  private mutating func swipeVertically(_ gesture: Gesture, forward: Bool) -> NavigationStep {
    guard let rotor else { return stay(gesture, "no rotor item is selected") }
    switch rotor {
    case .characters, .words:
      return stepText(gesture, forward: forward, byWord: rotor == .words)
    case .actions:
      return stepAction(gesture, forward: forward)
    case .adjustValue:
      // VoiceOver's swipe up increments, down decrements.
      return adjust(gesture, up: !forward)
    default:
      let target =
        forward ? rotorIndex.next(after: focus, in: rotor) : rotorIndex.previous(before: focus, in: rotor)
      guard let target else {
        return stay(gesture, "no \(rotor.spokenName) item \(forward ? "after" : "before") the focus")
      }
      return land(gesture, on: target)
    }
  }

  /// Characters and Words: the focused element's text as spoken (its label, then its value), one
  /// character or word per swipe, from the start after each landing; a space is spoken `space`.
  private mutating func stepText(_ gesture: Gesture, forward: Bool, byWord: Bool) -> NavigationStep {
    guard let focus else { return stay(gesture, "nothing is focused") }
    let text = utterance(at: focus).segments.filter { $0.kind == .label || $0.kind == .value }.map(\.text)
      .joined(separator: " ")
    // Invisible marks (a zero-width space, a direction mark, a joiner after a letter) are no character
    // a user hears; a word is taken without the punctuation and marks around it (`stop-now,` is
    // `stop-now`), and a dash alone is none.
    func isUnheard(_ character: Character) -> Bool {
      character.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint)
    }
    // An emoji whose base is a sign (`#️⃣`, `*️⃣`, `‼️`: a keycap or emoji presentation) is a word.
    func isEmoji(_ character: Character) -> Bool {
      character.unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }
    func isAround(_ character: Character) -> Bool {
      (character.isPunctuation || character.unicodeScalars.first?.properties.isDash == true
        || isUnheard(character)) && !isEmoji(character)
    }
    // A sign or a decimal point before a number is part of it (`-5`, `(-.5)` and `.99` are said
    // `minus 5`, `minus .5`, `.99`).
    func startsWithSign(_ word: Substring) -> Bool {
      let isPoint = { (rest: Substring) in rest.first == "." && rest.dropFirst().first?.isNumber == true }
      if isPoint(word) { return true }
      guard ["-", "\u{2212}"].contains(word.first) else { return false }
      let rest = word.dropFirst()
      return rest.first?.isNumber == true || isPoint(rest)
    }
    let pieces =
      byWord
      ? text.split(whereSeparator: Self.separatesWords).map { word in
        var start = word
        while let first = start.first, isAround(first), !startsWithSign(start) { start = start.dropFirst() }
        return String(start.reversed().drop(while: isAround).reversed())
      }
      .filter { !$0.isEmpty }
      : text.filter { !isUnheard($0) }.map(Self.heardPart(of:))
    guard !pieces.isEmpty else {
      // Text of punctuation alone (`—`) has characters but no word.
      let hasCharacters = byWord && text.contains { !isUnheard($0) }
      return stay(
        gesture, hasCharacters ? "the focused element's text has no word" : "the focused element has no text")
    }
    let target = forward ? (textCursor ?? -1) + 1 : (textCursor ?? 0) - 1
    guard pieces.indices.contains(target) else {
      let unit = byWord ? "word" : "character"
      return stay(gesture, forward ? "at the last \(unit)" : "at the first \(unit)")
    }
    textCursor = target
    let piece = pieces[target]
    let spoken = piece.allSatisfy(\.isWhitespace) ? "space" : piece
    return NavigationStep(gesture: gesture, spoken: [spokenAlone(spoken)], focus: focus, moved: true)
  }

  /// What parts words besides white space: an ellipsis, an en or em dash and the ideographic comma
  /// and full stop (`Hello…world`, `x—y`, `日本語、テキスト`); a hyphen or an apostrophe joins them.
  private static func separatesWords(_ character: Character) -> Bool {
    character.isWhitespace
      || ["\u{2026}", "\u{2013}", "\u{2014}", "\u{3001}", "\u{3002}"].contains(character)
  }

  /// A character without the invisible marks attached to it (`a` for `a` and a variation selector),
  /// unless they hold an emoji together (a family's joiners, a heart's variation selector, a keycap).
  private static func heardPart(of character: Character) -> String {
    let scalars = character.unicodeScalars
    guard scalars.count > 1, let base = scalars.first, !base.properties.isEmoji,
      !scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0x20E3 })
    else { return String(character) }
    var heard = String.UnicodeScalarView()
    heard.append(contentsOf: scalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
    return String(heard)
  }

  private mutating func stepAction(_ gesture: Gesture, forward: Bool) -> NavigationStep {
    guard let focus, case let actions = element(at: focus).customActions, !actions.isEmpty else {
      return stay(gesture, "the focused element has no custom actions")
    }
    let target = forward ? (actionIndex ?? -1) + 1 : (actionIndex ?? 0) - 1
    guard actions.indices.contains(target) else {
      return stay(gesture, forward ? "at the last action" : "at the first action")
    }
    actionIndex = target
    return NavigationStep(gesture: gesture, spoken: [spokenAlone(actions[target])], focus: focus, moved: true)
  }

  // MARK: - Changing state

  /// Adjust value on the focused element: UISlider by a tenth of its range, UIPageControl by a page
  /// (rules §6); any other adjustable element's change is the app's.
  private mutating func adjust(_ gesture: Gesture, up: Bool) -> NavigationStep {
    guard let focus, element(at: focus).traits.contains(.adjustable) else {
      return stay(gesture, "the focused element is not adjustable")
    }
    let current = element(at: focus)
    if let disabled = disabled(current) {
      return stay(gesture, "\(disabled): a disabled control keeps its value")
    }
    let method = up ? "accessibilityIncrement" : "accessibilityDecrement"
    guard let node = ControlLookup.node(at: current.path, in: screen), node.accessibilityValue == nil,
      node.accessibilityTraits == nil || node.accessibilityTraits!.contains(.adjustable)
    else {
      return appDecides(gesture, "nothing is known to change: the app's \(method) decides")
    }
    switch node.uikitClass {
    case .slider:
      let minimum = node.content.minimumValue ?? 0
      let maximum = node.content.maximumValue ?? 1
      guard maximum > minimum else { return stay(gesture, "the slider's range is empty") }
      let value = values[current.path] ?? min(max(node.content.value ?? 0, minimum), maximum)
      // Divided first: a range wider than Double.greatestFiniteMagnitude must not overflow to inf.
      let step = maximum / 10 - minimum / 10
      var adjusted = min(max(up ? value + step : value - step, minimum), maximum)
      // Tenths of a range are not exact in binary: a value within a millionth of a step of an end is
      // at that end.
      if maximum - adjusted < step * 1e-6 { adjusted = maximum }
      if adjusted - minimum < step * 1e-6 { adjusted = minimum }
      guard adjusted != value else { return stay(gesture, up ? "at the maximum" : "at the minimum") }
      values[current.path] = adjusted
      return setValue(
        gesture, UIKitDefaults.percentage(adjusted, minimum: minimum, maximum: maximum), at: focus)
    case .pageControl:
      guard let pages = node.content.numberOfPages, pages > 0 else {
        return stay(gesture, "the page control has no pages")
      }
      let page = pageNumbers[current.path] ?? min(max(node.content.currentPage ?? 0, 0), pages - 1)
      guard up ? page < pages - 1 : page > 0 else {
        return stay(gesture, up ? "at the last page" : "at the first page")
      }
      let adjusted = up ? page + 1 : page - 1
      pageNumbers[current.path] = adjusted
      return setValue(gesture, "page \(adjusted + 1) of \(pages)", at: focus)
    default:
      return appDecides(gesture, "nothing is known to change: the app's \(method) decides")
    }
  }

  /// Whether the innermost view with the tabBar trait around `item` is a dump's tab bar (UIKit's or
  /// SwiftUI's), whose selection UIKit keeps, not a view of the app's own.
  private static func isSystemTabBar(around item: NodePath, in screen: Screen) -> Bool {
    let arena = screen.nodes
    guard var index = arena.index(at: item) else { return false }
    while arena.nodes[index].parent >= 0 {
      index = Int(arena.nodes[index].parent)
      if arena.nodes[index].traits?.contains(.tabBar) == true {
        return arena.className(index) == UIKitClass.dumpTabBarClassName
      }
    }
    return false
  }

  /// Why UIKit ignores input on the element, if it does: it is dimmed, or it is a disabled UIKit
  /// control (or tab bar item) whose explicit traits leave Dimmed out, which UIKit ignores all the same.
  private func disabled(_ element: OrderedElement) -> String? {
    if element.traits.contains(.notEnabled) { return "the element is dimmed (notEnabled)" }
    guard let node = ControlLookup.node(at: element.path, in: screen) else { return nil }
    if node.uikitClass == .tabBar, case .part("items", let index?)? = element.path.step,
      let items = node.content.items, items.indices.contains(index), items[index].isEnabled == false
    {
      return "the tab bar item is disabled (isEnabled false)"
    }
    return node.uikitClass.isControl && node.content.isEnabled == false
      ? "the control is disabled (isEnabled false)" : nil
  }

  private mutating func setValue(_ gesture: Gesture, _ value: String, at position: Int) -> NavigationStep {
    var updated = element(at: position)
    updated.value = value
    changed[position] = updated
    return NavigationStep(gesture: gesture, spoken: [spokenAlone(value)], focus: focus, moved: true)
  }

  /// Double tap: UIKit's own controls change as UIKit changes them (a switch flips, a segment or tab
  /// becomes the selected one, a stepper button steps); anything else runs the app's code, unknown here.
  private mutating func activate() -> NavigationStep {
    let gesture = Gesture.activate
    guard let focus else { return stay(gesture, "nothing is focused") }
    let current = element(at: focus)
    if rotor == .actions, let actionIndex, current.customActions.indices.contains(actionIndex) {
      return appDecides(
        gesture,
        "performs the custom action '\(current.customActions[actionIndex])'; the app decides what it does")
    }
    if let disabled = disabled(current) {
      return stay(gesture, "\(disabled): a disabled control ignores the double tap")
    }
    let words = self.words(for: current)
    // UIKit flips a UISwitch whatever traits the app gives it; without toggleButton its value is
    // spoken as it is, as in its utterance. A table cell that speaks as a switch (a settings row with
    // its switch as accessory, as dumps show them) passes the double tap on to the switch.
    let flips =
      current.className == UIKitClass.switch.rawValue
      || (current.className == UIKitClass.tableViewCell.rawValue
        && current.traits.isSuperset(of: [.button, .toggleButton]))
    if flips, let value = current.value?.trimmingCharacters(in: .whitespaces), value == "1" || value == "0" {
      var updated = current
      updated.value = value == "1" ? "0" : "1"
      changed[focus] = updated
      let spoken =
        current.traits.contains(.toggleButton) ? (value == "1" ? words.off : words.on) : updated.value ?? ""
      return NavigationStep(gesture: gesture, spoken: [spokenAlone(spoken)], focus: focus, moved: true)
    }
    if let scope = selectionScope[focus] {
      // A tab whose traits the app gives keeps them: its selected state is the app's to say.
      let members = selectionMembers[scope]
      let appTraits = Set(members.filter { ControlLookup.hasAppTraits(element(at: $0).path, in: screen) })
      for member in members where !appTraits.contains(member) {
        var updated = element(at: member)
        if member == focus { updated.traits.insert(.selected) } else { updated.traits.remove(.selected) }
        if updated != element(at: member) { changed[member] = updated }
      }
      if appTraits.contains(focus) {
        return appDecides(
          gesture,
          "chooses the tab; its accessibilityTraits are the app's, which UIKit does not change, so what "
            + "VoiceOver says of its state is the app's")
      }
      return NavigationStep(
        gesture: gesture, spoken: [spokenAlone(words.selected)], focus: focus, moved: true)
    }
    if let part = ControlLookup.partName(of: current.path), part == "increment" || part == "decrement",
      let control = current.path.parent, let stepper = ControlLookup.node(at: current.path, in: screen),
      stepper.uikitClass == .stepper
    {
      let minimum = stepper.content.minimumValue ?? 0
      let maximum = stepper.content.maximumValue ?? 100
      let step = stepper.content.stepValue ?? 1
      // Spoken in the decimals the screen writes its numbers with.
      let places =
        [stepper.content.value ?? 0, minimum, maximum, step].map(StepperNumber.decimals).max() ?? 0
      let number = { (value: Double) in StepperNumber.text(value, places: places) }
      // UIStepper keeps its value within its range, as a slider does.
      let value = values[control] ?? min(max(stepper.content.value ?? 0, minimum), maximum)
      let unit = [value, minimum, maximum, step].compactMap(StepperNumber.lastDigit).min()
      let adjusted = StepperNumber.rounded(
        min(max(part == "increment" ? value + step : value - step, minimum), maximum), places: places,
        unit: unit)
      // iOS 26 leaves the part at its limit enabled: tapping it changes nothing.
      guard part == "increment" ? value < maximum : value > minimum else {
        return stay(
          gesture, "the stepper is at its \(part == "increment" ? "maximum" : "minimum"), \(number(value))")
      }
      guard adjusted != value else {
        // The step in every decimal it has: a step under the screen's decimals is no `0`.
        let stepText = StepperNumber.text(step, places: max(places, -(StepperNumber.lastDigit(step) ?? 0)))
        return stay(
          gesture, "a step of \(stepText) does not change \(number(value)), too large to count in it")
      }
      values[control] = adjusted
      let parts = stepperParts[control] ?? (nil, nil)
      let disabled = stepper.content.isEnabled == false
      // Up to iOS 18 the part at its limit is Dimmed; iOS 26 leaves both enabled (rules §8).
      let dimsLimits = VoiceOverBehaviour.of(order.systemVersion).dimsStepperLimits
      for (position, dimmed) in [
        (parts.decrement, dimsLimits && adjusted <= minimum),
        (parts.increment, dimsLimits && adjusted >= maximum),
      ] {
        guard let position else { continue }
        var updated = element(at: position)
        if disabled || dimmed {
          updated.traits.insert(.notEnabled)
        } else {
          updated.traits.remove(.notEnabled)
        }
        if updated != element(at: position) { changed[position] = updated }
      }
      // The new value is spoken alone, as after any adjustment (rules §6).
      return NavigationStep(
        gesture: gesture, spoken: [spokenAlone(number(adjusted))], focus: focus, moved: true)
    }
    return appDecides(gesture, "activated: the app decides what happens")
  }

  private func appDecides(_ gesture: Gesture, _ note: String) -> NavigationStep {
    NavigationStep(gesture: gesture, spoken: [], focus: focus, moved: true, note: note)
  }

  // MARK: - Words

  private func words(for element: OrderedElement) -> WordTable {
    let language = element.language.flatMap { $0.isEmpty ? nil : $0 } ?? order.language
    return WordTable.known(language) ?? WordTable.for(order.language)
  }

  /// A text spoken on its own (a value, a rotor item, an action), terminated as a transcript line is.
  private func spokenAlone(_ text: String) -> String {
    PhraseText.line(text)
  }

}

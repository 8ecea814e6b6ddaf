import Foundation
import VosimModel
import VosimReadingOrder
import VosimUtterance

/// The transcript line of segments, as `Utterance.text` renders it.
enum PhraseLine {
  static func text(of segments: [Segment]) -> String {
    Utterance(element: OrderedElement(), language: "", segments: segments).text
  }
}

/// The audit of one screen, or of one run of its elements, while their utterances stream past: the
/// per-element rules run as each arrives; runs of consecutive elements audited on several cores are
/// joined in order (`absorb`), and the rules over the whole screen run when it ends (`finish`).
struct AuditRun: Sendable {
  let configuration: AuditConfiguration
  let screen: Screen
  let order: ReadingOrderResult
  private(set) var findings: [AuditFinding] = []
  private(set) var unsupportedLanguages: Set<String> = []
  private var previousSegments: [Segment]?
  /// The first utterance's segments, to compare with the previous run's last one.
  private var firstSegments: [Segment]?
  private var hasVisited = false
  /// Each element's estimated seconds of speech with the pause after it, for `slow-to-reach`.
  private var durations: [Double] = []
  private var hasHeading = false
  private var targets: [(position: Int, frame: Frame)] = []
  private var words: (language: String, table: PreparedWords?)?
  private var preparedTables: [String: PreparedWords?] = [:]
  private let runsWordRules: Bool

  init(configuration: AuditConfiguration, screen: Screen, order: ReadingOrderResult) {
    self.configuration = configuration
    self.screen = screen
    self.order = order
    runsWordRules = AuditRule.allCases.contains { $0.needsWords && configuration.isEnabled($0) }
  }

  private func on(_ rule: AuditRule) -> Bool { configuration.isEnabled(rule) }

  private mutating func add(_ rule: AuditRule, _ element: OrderedElement, _ message: String?) {
    guard let message else { return }
    findings.append(
      AuditFinding(
        rule: rule, severity: configuration.severity(of: rule), path: element.path.description,
        identifier: element.identifier, position: element.position, message: message))
  }

  private mutating func table(for language: String) -> PreparedWords? {
    if let words, words.language == language { return words.table }
    let table = preparedTables[language] ?? AuditWords.known(language).map(PreparedWords.init)
    preparedTables[language] = table
    words = (language, table)
    return table
  }

  mutating func visit(_ spoken: Utterance) {
    let utterance = spoken.heard
    let element = utterance.element
    if !hasVisited { firstPosition = element.position }
    if element.traits.contains(.header) { hasHeading = true }
    if on(.missingLabel) { add(.missingLabel, element, LabelRules.missingLabel(element)) }
    if on(.silentElement) { add(.silentElement, element, LabelRules.silent(utterance)) }
    // A label that holds a placeholder gets that finding alone: its words are not the app's to polish.
    let placeholders = on(.unfilledPlaceholder) ? Placeholders.findings(element) : []
    for placeholder in placeholders { add(.unfilledPlaceholder, element, placeholder.message) }
    let labelIsPlaceholder = placeholders.first?.field == "label"
    // So does a hint: `%@` is not to be ended with a period.
    let hintIsPlaceholder = placeholders.contains { $0.field == "hint" }
    // A hint said in the label's place (no label, no value: rules §4.6) is the element's name, which
    // the label rules judge as one: an identifier, a lowercase start, a trait word, a gesture.
    let hintIsName =
      element.label.nonEmpty == nil && element.value.nonEmpty == nil && element.hint.nonEmpty != nil
    var named = element
    if hintIsName { (named.label, named.hint) = (element.hint, nil) }
    let nameIsPlaceholder = labelIsPlaceholder || (hintIsName && hintIsPlaceholder)
    let identifier =
      on(.labelLooksLikeIdentifier) && !nameIsPlaceholder ? LabelRules.looksLikeIdentifier(named) : nil
    add(.labelLooksLikeIdentifier, element, Self.said(identifier, hintIsName: hintIsName))
    // A hint ends with a period as a hint should, said as the name or not.
    if on(.labelEndsWithPeriod), !labelIsPlaceholder {
      add(.labelEndsWithPeriod, element, LabelRules.endsWithPeriod(element))
    }
    if on(.labelNotCapitalized), !nameIsPlaceholder {
      let message = LabelRules.notCapitalized(named, language: utterance.language)
      add(.labelNotCapitalized, element, Self.said(message, hintIsName: hintIsName))
    }
    if on(.valueRepeatsLabel) { add(.valueRepeatsLabel, element, LabelRules.valueRepeatsLabel(element)) }
    if on(.adjustableWithoutValue) {
      add(.adjustableWithoutValue, element, LabelRules.adjustableWithoutValue(element))
    }
    if on(.switchWithoutState) { add(.switchWithoutState, element, LabelRules.switchWithoutState(element)) }
    if on(.conflictingTraits) { add(.conflictingTraits, element, LabelRules.conflictingTraits(element)) }
    // A hint nobody hears is reported as such, not polished.
    let unheard = on(.hintNotSpoken) ? HintRules.notSpoken(element, segments: utterance.segments) : nil
    add(.hintNotSpoken, element, unheard)
    var hintRepeatsLabel = false
    // A name is not a sentence: no hint wording but the gesture it names.
    if unheard == nil, !hintIsPlaceholder, !hintIsName, let hint = element.hint.nonEmpty {
      if on(.hintRepeatsLabel) {
        let repeats = HintRules.repeatsLabel(hint, label: element.label)
        hintRepeatsLabel = repeats != nil
        add(.hintRepeatsLabel, element, repeats)
      }
      if on(.hintWithoutPeriod) {
        add(.hintWithoutPeriod, element, HintRules.withoutPeriod(hint, language: utterance.language))
      }
    }
    wordRules(
      named, language: utterance.language, hint: unheard == nil && !hintIsPlaceholder ? element.hint : nil,
      hintIsName: hintIsName, hintRepeatsLabel: hintRepeatsLabel,
      labelIsIdentifier: identifier != nil || nameIsPlaceholder)
    // Off screen, no touch lands on it: offscreen-element's advice (hide it) is the one that applies,
    // not a larger or separate frame.
    let isOffscreen =
      element.frame.map { TargetRules.isOffscreen($0, device: screen.device) && !isScrollContent(element) }
      ?? false
    var isSmallTarget = false
    if on(.smallTarget), !isOffscreen {
      let message = TargetRules.smallTarget(element, minimum: configuration.minimumTargetSize) {
        parentClass(of: element)
      }
      isSmallTarget = message != nil
      add(.smallTarget, element, message)
    }
    if let frame = element.frame {
      if on(.overlappingTargets), TargetRules.isInteractive(element), frame.width > 0, frame.height > 0,
        !isOffscreen
      {
        // Only the part on screen takes touches, unless a scroll view can bring the rest in.
        let crossesEdge = frame.minX < 0 || frame.minY < 0 || frame.maxX > screen.device.width
        let visible =
          crossesEdge && !isScrollContent(element)
          ? TargetRules.onScreen(frame, device: screen.device) : frame
        targets.append((element.position, visible))
      }
      if on(.offscreenElement), isOffscreen {
        add(
          .offscreenElement, element,
          "\(Describe.name(element)) at \(frame) is outside the \(Frame.format(screen.device.width)) x "
            + "\(Frame.format(screen.device.height)) pt screen, yet VoiceOver stops on it: hide it from "
            + "accessibility while it is off screen")
      } else if on(.offscreenElement), frame.width == 0 || frame.height == 0, !isSmallTarget {
        // A control of no size is small-target's ("no touch reaches it"); anything else is this rule's.
        add(
          .offscreenElement, element,
          "\(Describe.name(element)) is \(Frame.format(frame.width)) x \(Frame.format(frame.height)) pt, so "
            + "nobody sees or touches it, yet VoiceOver stops on it: give it a size, or hide it from "
            + "accessibility")
      }
    }
    if on(.slowToReach) {
      durations.append(
        configuration.speakingTime.seconds(of: utterance.segments) + configuration.speakingTime.utterancePause
      )
    }
    if on(.duplicateUtterance) {
      // Equal segments render equal lines: the line is built only for a duplicate's message.
      let segments = utterance.segments
      if !hasVisited { firstSegments = segments }
      if !segments.isEmpty, let previousSegments, Self.soundAlike(segments, previousSegments) {
        addDuplicate(element, utterance.text)
      }
      previousSegments = segments
    }
    hasVisited = true
  }

  /// Whether `element` is a table's or collection's row or cell: a cell class (`UITableViewCell`, a
  /// dump's `XCUIElementTypeCell`, an app's `SongCell`) or a data table's cell.
  private static func isCell(_ element: OrderedElement) -> Bool {
    element.className.hasSuffix("Cell")
      || element.contexts.contains { if case .dataTableCell = $0 { true } else { false } }
  }

  /// The class name of the node holding `element`'s node, if the element is a node with a parent.
  private func parentClass(of element: OrderedElement) -> String? {
    guard let index = screen.nodes.index(at: element.path) else { return nil }
    let parent = Int(screen.nodes.nodes[index].parent)
    return parent < 0 ? nil : screen.nodes.className(parent)
  }

  /// Whether `element` lies in a scroll view (a table, a collection view, a dump's scroll run): off
  /// screen, it is content scrolled out, which VoiceOver scrolls to.
  private func isScrollContent(_ element: OrderedElement) -> Bool {
    let arena = screen.nodes
    var cursor = arena.index(at: element.path) ?? element.path.parent.flatMap { arena.index(at: $0) }
    while let index = cursor {
      let parent = Int(arena.nodes[index].parent)
      guard parent >= 0 else { return false }
      if arena.nodes[parent].uikitClass == .scrollView
        || ["UITableView", "UICollectionView"].contains(arena.className(parent))
      {
        return true
      }
      cursor = parent
    }
    return false
  }

  private mutating func addDuplicate(_ element: OrderedElement, _ text: String) {
    // Nothing names either (`Button.`, `Button.`): that is missing-label's or silent-element's, once.
    guard element.label.nonEmpty != nil || element.value.nonEmpty != nil else { return }
    add(
      .duplicateUtterance, element,
      "says \(Describe.quoted(text)), exactly what the element before it says: make the labels tell them apart"
    )
  }

  /// Whether two utterances' segments are heard alike: the same, or but for a segment's final period,
  /// which the transcript adds where the text does not end a sentence (`Edit.` and `Edit` both say
  /// `Edit.`; `?` and `?.` differ).
  static func soundAlike(_ a: [Segment], _ b: [Segment]) -> Bool {
    a == b
      || (a.count == b.count
        && zip(a, b).allSatisfy { x, y in
          guard x.kind == y.kind else { return false }
          if x.text == y.text { return true }
          let base = x.text.droppingFinalPeriod
          return base == y.text.droppingFinalPeriod && base.last.map { !".!?…".contains($0) } == true
        })
  }

  /// Room for `count` findings in all, so joining the runs allocates once.
  mutating func reserveFindings(_ count: Int) { findings.reserveCapacity(count) }

  /// Appends the audit of the elements that follow this run's.
  mutating func absorb(_ next: AuditRun) {
    guard next.hasVisited else { return }
    if on(.duplicateUtterance), hasVisited, let segments = next.firstSegments, !segments.isEmpty,
      let previous = previousSegments, Self.soundAlike(segments, previous), let first = next.firstPosition
    {
      addDuplicate(order.elements[first], PhraseLine.text(of: segments))
    }
    findings += next.findings
    unsupportedLanguages.formUnion(next.unsupportedLanguages)
    durations += next.durations
    hasHeading = hasHeading || next.hasHeading
    targets += next.targets
    previousSegments = next.previousSegments
    if !hasVisited {
      firstSegments = next.firstSegments
      firstPosition = next.firstPosition
    }
    hasVisited = true
  }

  /// The position of this run's first element.
  private var firstPosition: Int?

  /// The rules that read words in the element's language. An identifier (`close_button`) gets that
  /// finding alone: its words are no label to polish; nor is a hint that starts with the label
  /// (`Delete: removes the photo.`) told it starts with an imperative.
  /// A label rule's message about a hint said as the name, which the app gave as a hint: named so.
  private static func said(_ message: String?, hintIsName: Bool) -> String? {
    guard hintIsName, let message, message.hasPrefix("label ") else { return message }
    return "hint (said in the label's place) " + message.dropFirst("label ".count)
  }

  /// `element` with a hint said as its name in its label; `hint` is the hint heard, nil for one not
  /// heard or a placeholder.
  private mutating func wordRules(
    _ element: OrderedElement, language: String, hint: String?, hintIsName: Bool, hintRepeatsLabel: Bool,
    labelIsIdentifier: Bool
  ) {
    guard runsWordRules else { return }
    guard let words = table(for: language) else {
      // Tables are chosen by primary subtag: `ja` and `ja-JP` lack the same one.
      let primary = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first
      unsupportedLanguages.insert(primary.map(String.init) ?? language)
      return
    }
    if on(.labelIncludesTrait), !labelIsIdentifier {
      let message = LabelRules.includesTrait(element, words: words)
      add(.labelIncludesTrait, element, Self.said(message, hintIsName: hintIsName))
    }
    guard let hint = hint.nonEmpty else { return }
    let tokens = Words.tokens(hint)
    let gesture = HintRules.namesGesture(hint, tokens: tokens, words: words.table)
    if on(.hintNamesGesture) { add(.hintNamesGesture, element, gesture) }
    guard !hintIsName else { return }
    if on(.hintImperative), gesture == nil, !hintRepeatsLabel {
      add(.hintImperative, element, HintRules.imperative(hint, tokens: tokens, words: words.table))
    }
    if on(.hintNamesControl) {
      add(
        .hintNamesControl, element,
        HintRules.namesControl(
          hint, tokens: tokens, traits: element.traits, isCell: Self.isCell(element), words: words))
    }
  }

  /// The rules over the whole screen; `nested` is `NestedElementFinder.find(in: screen)` (the auditor
  /// walks the tree for it on another core while the elements are audited).
  /// The nodes the reading order never reaches, by the rule that reports them: walks of the tree that
  /// need no utterance, so the auditor runs them beside the elements' runs.
  static func unreached(_ screen: Screen, order: ReadingOrderResult, configuration: AuditConfiguration)
    -> [(AuditRule, [UnreachedNode])]
  {
    var unreached: [(AuditRule, [UnreachedNode])] = []
    if configuration.isEnabled(.leftOutByOrder) {
      unreached.append((.leftOutByOrder, LeftOutElementFinder.find(in: screen, order: order)))
    }
    if configuration.isEnabled(.inaccessibleText) {
      unreached.append((.inaccessibleText, InaccessibleTextFinder.find(in: screen)))
    }
    if configuration.isEnabled(.competingModals) {
      unreached.append((.competingModals, CompetingModalFinder.find(in: screen)))
    }
    return unreached
  }

  /// The rules over the whole screen, once every element has been visited; `unreached` and
  /// `duplicateLabels` when the auditor found them already, beside the runs.
  mutating func finish(
    nested: [NestedElementFinder.Found], unreached: [(AuditRule, [UnreachedNode])]? = nil,
    duplicateLabels duplicates: [AuditFinding]? = nil
  ) {
    let elements = order.elements
    if on(.overlappingTargets) {
      for (position, overlap) in TargetRules.overlaps(targets).sorted(by: { $0.key < $1.key }) {
        let other = elements[overlap.other]
        let more = overlap.more > 0 ? " and \(overlap.more) more" : ""
        add(
          .overlappingTargets, elements[position],
          "\(Describe.name(elements[position])) overlaps \(Describe.name(other)) (\(other.path))\(more): "
            + "separate their frames so each touch reaches one")
      }
    }
    var elapsed = 0.0
    var firstSlow: (element: OrderedElement, seconds: Double)?
    var slowCount = 0
    for (offset, duration) in durations.enumerated() {
      if elapsed > configuration.slowToReachBudget {
        if firstSlow == nil { firstSlow = (elements[(firstPosition ?? 0) + offset], elapsed) }
        slowCount += 1
      }
      elapsed += duration
    }
    if on(.slowToReach), let firstSlow {
      // Whole seconds, unless they would round down to the budget itself ("about 30 s, over 30 s").
      let whole = firstSlow.seconds.rounded()
      let seconds =
        whole > configuration.slowToReachBudget
        ? Frame.format(whole) : Frame.format((firstSlow.seconds * 10).rounded(.up) / 10)
      let others =
        slowCount > 2
        ? ", and \(slowCount - 1) elements after it" : slowCount == 2 ? ", and 1 element after it" : ""
      add(
        .slowToReach, firstSlow.element,
        "\(Describe.name(firstSlow.element)) is reached after about \(seconds) s of "
          + "speech\(others), over the \(Frame.format(configuration.slowToReachBudget)) s budget: move what "
          + "matters earlier or group long lists")
    }
    if on(.conflictingTraits) { disabledWithoutTheirTrait() }
    if on(.noHeadings), !hasHeading, elements.count > configuration.headingThreshold {
      findings.append(
        AuditFinding(
          rule: .noHeadings, severity: configuration.severity(of: .noHeadings),
          path: NodePath.root.description,
          message: "the screen has \(elements.count) elements and no heading, so the Headings rotor finds "
            + "nothing: mark section titles with the header trait"))
    }
    if on(.ambiguousOrder) {
      for warning in order.warnings where warning.kind == .ambiguousOrder {
        let position = elements.first { $0.path == warning.paths.first }
        findings.append(
          AuditFinding(
            rule: .ambiguousOrder, severity: configuration.severity(of: .ambiguousOrder),
            path: warning.paths.first?.description ?? NodePath.root.description,
            identifier: position?.identifier,
            position: position?.position,
            message: warning.description + ": " + warning.advice))
      }
    }
    if on(.nestedElements) { nestedElements(nested) }
    if let duplicates { findings += duplicates } else if on(.duplicateLabel) { duplicateLabels() }
    for (rule, nodes) in unreached ?? Self.unreached(screen, order: order, configuration: configuration) {
      // At the node's path, with no reading position: the reading order never reaches it.
      for node in nodes {
        findings.append(
          AuditFinding(
            rule: rule, severity: configuration.severity(of: rule), path: node.path.description,
            identifier: screen.nodes.text(.identifier, of: node.index), message: node.message))
      }
    }
  }

  /// Controls that say the same label and value as an earlier one, anywhere on the screen: the
  /// rotor's Buttons list, Voice Control and a user returning to the screen cannot tell them apart.
  /// Neighbours that say exactly the same are `duplicate-utterance`'s; a stepper's halves (two steppers'
  /// Increment) are UIKit's words, but segments and tabs are titled by the app.
  /// What follows the earlier control's path in a duplicate-label message.
  static let duplicateLabelAdvice =
    ", so the rotor and Voice Control cannot tell them apart: name what each acts on"

  mutating func duplicateLabels() {
    var first: [String: Int] = [:]
    for element in order.elements {
      guard TargetRules.isInteractive(element), let label = element.label.nonEmpty,
        !element.traits.contains(.backButton)
      else { continue }
      if case .part(let name, _)? = element.path.step, name == "decrement" || name == "increment" { continue }
      // A dump's stepper holds its halves as buttons of its own: UIKit's words too.
      if label == "Increment" || label == "Decrement",
        parentClass(of: element) == UIKitClass.dumpStepperClassName
      {
        continue
      }
      // A switch's On, a field's text, an adjustable element's level (`3 stars`), a tab's badge and a
      // number are state, not a name: the finding must not come and go with them. (A button's words
      // can name it apart: `Size: Small`, `Size: Large`.)
      let value = element.value.nonEmpty ?? ""
      let isState = Describe.isState(element) || !value.contains(where: \.isLetter)
      let named = isState ? "" : value
      let key = Words.normalized(label) + "\u{0}" + Words.normalized(named)
      guard let earlier = first[key] else {
        first[key] = element.position
        continue
      }
      // Parts (segments, tabs) say their place in the control (`1 of 2`), so their utterances differ.
      let isPart = if case .part? = element.path.step { true } else { false }
      // Said the same as the element before, as `duplicate-utterance` hears it (an empty value or a
      // trailing space is not heard): that rule's finding.
      if on(.duplicateUtterance), element.position > 0, !isPart {
        let builder = UtteranceBuilder()
        let language = order.isLanguageDeclared ? order.language : ""
        let heard = { (element: OrderedElement) in
          builder.utterance(for: element, screenLanguage: language).heard.segments
        }
        if Self.soundAlike(heard(order.elements[element.position - 1]), heard(element)) { continue }
      }
      let other = order.elements[earlier]
      add(
        .duplicateLabel, element,
        "\(Describe.name(element)) has the same label as \(Describe.name(other)) (\(other.path))"
          + Self.duplicateLabelAdvice)
    }
  }

  private mutating func nestedElements(_ found: [NestedElementFinder.Found]) {
    guard !found.isEmpty else { return }
    // Only outer elements VoiceOver reaches: an explicit order can leave one out.
    var reached: [NodePath: OrderedElement] = [:]
    for element in order.elements { reached[element.path] = element }
    for nested in found {
      guard let element = reached[nested.path] else { continue }
      let inner = nested.inner.prefix(5).joined(separator: ", ")
      let more = nested.inner.count > 5 ? " and \(nested.inner.count - 5) more" : ""
      // A label's words never make a control work: a lost control wants a container or a custom action.
      let advice =
        switch (nested.losesControls, nested.losesWords) {
        case (true, true):
          "make the outer view a container, or put their words in its label and offer the controls as custom actions"
        case (true, false): "make the outer view a container or offer the controls as custom actions"
        default: "make the outer view a container or put their words in its label"
        }
      add(
        .nestedElements, element,
        "\(nested.outer) is an element with elements inside (\(inner)\(more)) that VoiceOver never reaches: "
          + advice)
    }
  }

  /// UIKit controls disabled (`isEnabled` false) whose own traits replace the class's and leave out
  /// notEnabled: VoiceOver never says `Dimmed` (Apple's "Missing disabled trait"). One pass over the
  /// nodes; the elements are looked up only when a node is such a control.
  private mutating func disabledWithoutTheirTrait() {
    let arena = screen.nodes
    var disabled = Set<Int>()
    for (index, node) in arena.nodes.enumerated() where node.isEnabled == false && node.uikitClass.isControl {
      if let traits = node.traits, !traits.contains(.notEnabled) { disabled.insert(index) }
    }
    guard !disabled.isEmpty else { return }
    for element in order.elements {
      if case .part? = element.path.step { continue }
      guard let index = arena.index(at: element.path), disabled.contains(index) else { continue }
      add(
        .conflictingTraits, element,
        "\(Describe.name(element)) is disabled (isEnabled false), but its accessibilityTraits leave out "
          + "notEnabled, which they replace, so VoiceOver never says Dimmed: add notEnabled to them")
    }
  }

  /// Puts the findings in their order: about the screen first, then in reading order, each element's
  /// in rule order. In place, by swaps: the findings of a large screen are not copied.
  mutating func sortFindings() {
    let rules = AuditRule.allCases
    let keys = findings.enumerated().map { offset, finding in
      (position: finding.position ?? -1, rule: rules.firstIndex(of: finding.rule)!, offset: offset)
    }
    let before = { (a: (position: Int, rule: Int, offset: Int), b: (position: Int, rule: Int, offset: Int)) in
      (a.position, a.rule, a.offset) < (b.position, b.rule, b.offset)
    }
    guard !zip(keys, keys.dropFirst()).allSatisfy({ before($0, $1) }) else { return }
    // order[i] is the offset of the finding that belongs at i; each cycle of it is followed once.
    var order = keys.sorted(by: before).map(\.offset)
    for start in order.indices where order[start] >= 0 {
      var current = start
      while order[current] != start {
        let next = order[current]
        findings.swapAt(current, next)
        order[current] = -1
        current = next
      }
      order[current] = -1
    }
  }
}

extension String {
  /// The text without one final period (`Edit.` → `Edit`; `Edit..` keeps one).
  fileprivate var droppingFinalPeriod: Substring { hasSuffix(".") ? dropLast() : self[...] }
}

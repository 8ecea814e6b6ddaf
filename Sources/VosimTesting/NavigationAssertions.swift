import VosimNavigation
import VosimReadingOrder
import VosimUtterance

/// A navigator on `screen` after it appeared: focus on its first element, as VoiceOver puts it. Step it
/// with `perform(_:)` and read what was spoken and where focus is:
///
/// ```swift
/// var voiceOver = try navigator(on: screen)
/// voiceOver.perform(.rotor(.headings))
/// #expect(voiceOver.perform(.down).spoken == ["Payment. Heading."])
/// ```
///
/// - Throws: `ModelError` when an explicit order's `Ref` names no node, or names one twice.
public func navigator(on screen: Screen, speaksHints: Bool = true) throws(ModelError) -> Navigator {
  var navigator = try Navigator(screen: screen, configuration: .init(speaksHints: speaksHints))
  navigator.perform(.screenChanged(identifier: nil))
  return navigator
}

/// Asserts that a user moving through `screen` with the rotor set to `category` (swiping down from
/// first focus, and turning the rotor back to `category` where VoiceOver turns it to Actions or Adjust
/// value on its own, facts F20) lands on the element. A failure says what VoiceOver reached instead.
public func assertReachable(
  _ element: ElementMatch, byRotor category: RotorCategory, on screen: Screen,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  guard let message = verifyReachable(element, byRotor: category, on: screen) else { return }
  FailureReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The failure `assertReachable(_:byRotor:on:)` would report, or nil.
public func verifyReachable(_ element: ElementMatch, byRotor category: RotorCategory, on screen: Screen)
  -> String?
{
  guard category.movesBetweenElements else {
    return "The rotor's \(category.spokenName) item acts on the focused element; it reaches no element."
  }
  var voiceOver: Navigator
  do { voiceOver = try navigator(on: screen) } catch { return AssertionMessages.unreadable(error) }
  if let problem = NavigationMessages.absent(element, in: voiceOver) { return problem }
  guard voiceOver.perform(.rotor(category)).moved else {
    let offered = voiceOver.offeredCategories.map(\.spokenName).joined(separator: ", ")
    return
      "\(NavigationMessages.capitalized(element)) is not reachable by the rotor's \(category.spokenName): "
      + "the rotor does not offer \(category.spokenName) on this screen (no element belongs to it; "
      + "it offers \(offered.isEmpty ? "nothing" : offered))."
  }
  // On the screen but not of the category: that is the cause, whatever the rotor reaches.
  if let position = voiceOver.firstPosition(of: element),
    !voiceOver.rotorIndex.contains(position, in: category)
  {
    return
      "\(NavigationMessages.capitalized(element)) is not reachable by the rotor's \(category.spokenName): "
      + "it reads \(NavigationMessages.quoted(voiceOver.utterance(at: position).text)), which is not one of "
      + "\(category.spokenName), so the rotor passes it by; give it what \(category.spokenName) needs "
      + "(docs/navigation.md) or assert another category."
  }
  // From first focus: the first element counts when it belongs to the category.
  if let focus = voiceOver.focus, voiceOver.rotorIndex.contains(focus, in: category),
    element.matches(voiceOver.utterance(at: focus))
  {
    return nil
  }
  var reached: [String] = []
  while true {
    // Landing on an element with actions or an adjustable one turns the rotor (facts F20): the user
    // turns it back to the category before the next swipe.
    if voiceOver.rotor != category { voiceOver.perform(.rotor(category)) }
    let step = voiceOver.perform(.down)
    guard step.moved, let focus = step.focus else { break }
    if element.matches(voiceOver.utterance(at: focus)) { return nil }
    reached.append(contentsOf: step.spoken)
  }
  let target =
    voiceOver.matchingUtterance(element).map { " it reads \(NavigationMessages.quoted($0.text))," } ?? ""
  return
    "\(NavigationMessages.capitalized(element)) is not reachable by the rotor's \(category.spokenName):\(target) "
    + "but swiping down VoiceOver reached "
    + (reached.isEmpty ? "nothing after the first element" : NavigationMessages.list(reached))
    + " and then stopped."
}

/// Asserts that a user swiping right from first focus reaches the element within `swipes` swipes (the
/// first element takes none). A failure says how many it took, or that swiping never gets there.
public func assertReached(
  _ element: ElementMatch, withinSwipes swipes: Int, on screen: Screen,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  guard let message = verifyReached(element, withinSwipes: swipes, on: screen) else { return }
  FailureReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The failure `assertReached(_:withinSwipes:on:)` would report, or nil.
public func verifyReached(_ element: ElementMatch, withinSwipes swipes: Int, on screen: Screen) -> String? {
  guard swipes >= 0 else { return "The swipe budget is \(swipes); it must be 0 (the first element) or more." }
  var voiceOver: Navigator
  do { voiceOver = try navigator(on: screen) } catch { return AssertionMessages.unreadable(error) }
  if let problem = NavigationMessages.absent(element, in: voiceOver) { return problem }
  guard let position = voiceOver.firstPosition(of: element) else { return nil }
  guard position > swipes else { return nil }
  let before = (0..<position).map { voiceOver.utterance(at: $0).text }
  return "\(NavigationMessages.capitalized(element)) takes \(position) swipe\(position == 1 ? "" : "s") "
    + "right from first focus, not \(swipes) or fewer: VoiceOver reads "
    + NavigationMessages.list(before) + " before it."
}

/// Asserts that a user who swipes right from first focus and listens to each element to its end hears
/// the element begin within `seconds` of speech (estimated: `SpeakingTimeEstimate`, VoiceOver's default rate
/// and pauses). Hints are heard when both `speaksHints` and the estimate's say so. A failure says how
/// long it took and what came before.
public func assertReached(
  _ element: ElementMatch, withinSeconds seconds: Double, on screen: Screen, speaksHints: Bool = true,
  estimate: SpeakingTimeEstimate = SpeakingTimeEstimate(),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  guard
    let message = verifyReached(
      element, withinSeconds: seconds, on: screen, speaksHints: speaksHints, estimate: estimate)
  else { return }
  FailureReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The failure `assertReached(_:withinSeconds:on:)` would report, or nil.
public func verifyReached(
  _ element: ElementMatch, withinSeconds seconds: Double, on screen: Screen, speaksHints: Bool = true,
  estimate: SpeakingTimeEstimate = SpeakingTimeEstimate()
) -> String? {
  guard seconds >= 0 else {
    return "The time budget is \(seconds) s; it must be a number of seconds, 0 or more."
  }
  if let problem = estimate.problem { return "The speaking-time estimate cannot time speech: \(problem)." }
  // Hints are heard when both say so, and the speech quoted is the speech timed.
  var voiceOver: Navigator
  do { voiceOver = try navigator(on: screen, speaksHints: speaksHints && estimate.speaksHints) } catch {
    return AssertionMessages.unreadable(error)
  }
  if let problem = NavigationMessages.absent(element, in: voiceOver) { return problem }
  guard let position = voiceOver.firstPosition(of: element) else { return nil }
  let start = voiceOver.secondsOfSpeech(before: position, estimate: estimate)
  guard start > seconds else { return nil }
  let before = (0..<position).map { voiceOver.utterance(at: $0).text }
  let (said, budget) = NavigationMessages.seconds(start, against: seconds)
  return "\(NavigationMessages.capitalized(element)) starts after about \(said) "
    + "of speech, not within \(budget): swiping from first focus, VoiceOver reads "
    + NavigationMessages.list(before) + " before it."
}

/// Asserts that a finger at (`x`, `y`) focuses the element. A failure says what it focused instead.
public func assertTouch(
  atX x: Double, y: Double, focuses element: ElementMatch, on screen: Screen,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  guard let message = verifyTouch(atX: x, y: y, focuses: element, on: screen) else { return }
  FailureReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The failure `assertTouch(atX:y:focuses:on:)` would report, or nil.
public func verifyTouch(atX x: Double, y: Double, focuses element: ElementMatch, on screen: Screen) -> String?
{
  // As `vosim navigate` refuses `touch:nan,720`: no finger lands at a point that is no number.
  guard x.isFinite, y.isFinite else {
    return "The touch point (\(Frame.format(x)), \(Frame.format(y))) is no point on the screen; it must be "
      + "two finite numbers."
  }
  var voiceOver: Navigator
  do { voiceOver = try navigator(on: screen) } catch { return AssertionMessages.unreadable(error) }
  let point = "(\(Frame.format(x)), \(Frame.format(y)))"
  // A match naming several elements would pass on whichever the finger is on.
  let matching = (0..<voiceOver.count).filter { element.matches(voiceOver.utterance(at: $0)) }
  if matching.count > 1 { return NavigationMessages.ambiguous(element, matching, in: voiceOver) }
  let step = voiceOver.perform(.touch(x: x, y: y))
  guard step.moved, let focus = step.focus else {
    return "A touch at \(point) hits no element: VoiceOver plays its boundary sound and focuses nothing, "
      + "where \(element) was expected."
  }
  let utterance = voiceOver.utterance(at: focus)
  if element.matches(utterance) { return nil }
  return "A touch at \(point) focuses \(NavigationMessages.quoted(utterance.text)) "
    + "(\(NavigationMessages.frame(utterance.element))), not \(element)."
}

extension Navigator {
  /// The first position whose element the match names.
  func firstPosition(of element: ElementMatch) -> Int? {
    (0..<count).first { element.matches(utterance(at: $0)) }
  }

  func matchingUtterance(_ element: ElementMatch) -> Utterance? {
    firstPosition(of: element).map(utterance(at:))
  }

  /// Seconds of speech a user hears swiping right from first focus before the element at `position`
  /// starts: every earlier utterance in full, with the pause after each.
  func secondsOfSpeech(before position: Int, estimate: SpeakingTimeEstimate) -> Double {
    (0..<position).reduce(0) { $0 + estimate.seconds(of: utterance(at: $1)) + estimate.utterancePause }
  }
}

/// The wording the navigation assertions share.
enum NavigationMessages {
  /// Why `element` names no single element of the order: none matches, or several do (the assertion
  /// would otherwise judge whichever comes first).
  static func absent(_ element: ElementMatch, in navigator: Navigator) -> String? {
    let matching = (0..<navigator.count).filter { element.matches(navigator.utterance(at: $0)) }
    if matching.count > 1 { return ambiguous(element, matching, in: navigator) }
    guard matching.isEmpty else { return nil }
    // An element that speaks the words without holding them as its label (a text field's value, a hint
    // said in the label's place) is reached, but not by that name.
    if case .label(let label) = element,
      let speaking = (0..<navigator.count).first(where: { position in
        navigator.utterance(at: position).segments.contains { $0.text == label }
      })
    {
      return "No element has the label \(quoted(label)), though position \(speaking + 1) says it "
        + "(\(quoted(navigator.utterance(at: speaking).text))) as other words than its label: name it by its "
        + "identifier, .identifier(\"…\"), or give it that label."
    }
    // A label that is a part of another (a cell's `Title, Subtitle`): that element, named whole.
    if case .label(let label) = element, !label.isEmpty,
      let holding = (0..<navigator.count).first(where: { position in
        navigator.utterance(at: position).element.label.map { holds($0, label) } ?? false
      }),
      let whole = navigator.utterance(at: holding).element.label
    {
      return "No element has the label \(quoted(label)), though position \(holding + 1)'s label holds it "
        + "(\(quoted(whole))): name it by its whole label or its identifier, .identifier(\"…\")."
    }
    // An identifier on a container: VoiceOver focuses what it holds, never the container.
    if case .identifier(let identifier) = element {
      var focusing = navigator
      let step = focusing.perform(.screenChanged(identifier: identifier))
      if step.moved, let first = step.focus {
        return
          "The identifier \(quoted(identifier)) is a container's, which VoiceOver never focuses: it reads "
          + "what the container holds, first position \(first + 1) (\(quoted(navigator.utterance(at: first).text))). "
          + "Name that element instead, by its label or an identifier of its own."
      }
    }
    let shown = (0..<min(navigator.count, 8)).map { navigator.utterance(at: $0).text }
    return
      "VoiceOver never reaches \(element): no element of the reading order matches (hidden, covered by a "
      + "modal view, inside an accessibility element, or named otherwise). It reads "
      + (shown.isEmpty
        ? "nothing" : list(shown) + (navigator.count > 8 ? " and \(navigator.count - 8) more" : ""))
      + "."
  }

  /// Whether `label` holds `part`'s words in a row, whole words (`Title, Sub` holds `Title`; `Display`
  /// does not hold `Pay`).
  static func holds(_ label: String, _ part: String) -> Bool {
    let words = { (text: String) in
      text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.lowercased() }
    }
    let (all, wanted) = (words(label), words(part))
    guard !wanted.isEmpty, wanted.count <= all.count else { return false }
    return (0...(all.count - wanted.count)).contains { Array(all[$0..<($0 + wanted.count)]) == wanted }
  }

  /// Why `element` names no single element: it names each of `matching`, positions in the order.
  static func ambiguous(_ element: ElementMatch, _ matching: [Int], in navigator: Navigator) -> String {
    let named = matching.prefix(4).map { "\($0 + 1) \(quoted(navigator.utterance(at: $0).text))" }
    let (name, advice) =
      switch element {
      case .label(let label):
        (
          "The label \(quoted(label))",
          "name one by its identifier, .identifier(\"…\"), or give it a label of its own"
        )
      case .identifier(let identifier):
        ("The identifier \(quoted(identifier))", "give each element an identifier of its own")
      }
    return "\(name) matches \(matching.count) elements (positions " + named.joined(separator: ", ")
      + (matching.count > 4 ? ", …" : "") + "): " + advice + "."
  }

  static func capitalized(_ element: ElementMatch) -> String {
    let text = element.description
    return text.prefix(1).uppercased() + text.dropFirst()
  }

  static func quoted(_ line: String) -> String { "'\(line)'" }

  static func list(_ lines: [String]) -> String { lines.map(quoted).joined(separator: ", ") }

  static func seconds(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return "\(Frame.format(rounded)) s"
  }

  /// A time past a budget and the budget, in tenths unless that makes them look equal (0.843 s against
  /// 0.84 s): then in as many more decimals as tell them apart.
  static func seconds(_ value: Double, against budget: Double) -> (String, String) {
    var scale = 10.0
    while scale < 1e6, (value * scale).rounded() == (budget * scale).rounded() { scale *= 10 }
    let format = { (seconds: Double) in "\(Frame.format((seconds * scale).rounded() / scale)) s" }
    return (format(value), format(budget))
  }

  static func frame(_ element: OrderedElement) -> String {
    element.frame.map { "frame \($0)" } ?? "no frame"
  }
}

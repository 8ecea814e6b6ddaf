import VosimModel
import VosimReadingOrder

/// Finds elements with elements inside them: VoiceOver stops at the outer element and never reaches
/// the inner ones. An inner element is lost when it is interactive or says something the outer one
/// does not (a button's own title label, repeated in the button's label, is not lost; nor is an image
/// the outer element's words describe).
struct NestedElementFinder {
  /// An outer element and the names of the inner elements it hides.
  struct Found: Sendable {
    var path: NodePath
    var outer: String
    var inner: [String]
    /// Some of the lost elements are controls: words in a label never make them work, a container or
    /// custom actions do.
    var losesControls: Bool
    /// Some are words only, which the outer label could say.
    var losesWords: Bool
  }

  /// The nested elements of a whole screen, outer elements in document order: the arena's order, where
  /// a skipped node's subtree is the range up to its end.
  static func find(in screen: Screen) -> [Found] {
    let arena = screen.nodes
    // The nodes explicit orders name, each with the container whose order names it: one inside an
    // element is still read where the order stands, when that container is outside the element.
    var ordered: [Int: Int] = [:]
    for index in 0..<arena.count where arena.rare(index).elements != nil {
      for entry in (try? arena.explicitEntries(of: index, at: arena.path(of: index))) ?? [] {
        ordered[entry.index] = index
      }
    }
    var found: [Found] = []
    var index = 0
    while index < arena.count {
      switch inspect(index, in: arena, ordered: ordered) {
      case .descend:
        index += 1
      case .skip:
        index = Int(arena.nodes[index].end)
      case .found(let outer, let inner, let losesControls, let losesWords):
        found.append(
          Found(
            path: arena.path(of: index), outer: outer, inner: inner, losesControls: losesControls,
            losesWords: losesWords))
        index = Int(arena.nodes[index].end)
      }
    }
    return found
  }

  enum Verdict {
    case descend
    case skip
    /// An element hiding elements: its name and theirs, and whether controls or words are among them.
    case found(outer: String, inner: [String], losesControls: Bool, losesWords: Bool)
  }

  static func inspect(_ index: Int, in arena: NodeArena, ordered: [Int: Int] = [:]) -> Verdict {
    // A node without children has nothing inside it, whatever it is: most nodes, never resolved.
    let end = Int(arena.nodes[index].end)
    if end == index + 1, arena.rare(index).elements == nil { return .skip }
    if Reachability.isGone(index, in: arena) { return .skip }
    let attributes = UIKitDefaults.resolve(arena, index)
    guard attributes.isElement else { return .descend }
    // What the outer element says, custom content (the More Content rotor's too) included.
    let content = arena.rare(index).customContent.flatMap { [$0.label, $0.value] }
    let spoken = Self.words(
      ([attributes.label, attributes.value, arena.text(.hint, of: index)].compactMap { $0 } + content)
        .joined(separator: " "))
    // A control whose action the outer element offers as a custom action is reached through the
    // Actions rotor: Apple's pattern of one element per cell with its buttons as actions.
    let actions = Set(arena.rare(index).customActions.compactMap { Optional($0).nonEmpty?.lowercased() })
    var lost: [String] = []
    var losesControls = false
    var losesWords = false
    // Adds an inner element to `lost` when it is lost.
    func consider(label: String?, value: String?, traits: AccessibilityTraits) {
      let text = [label, value].compactMap(\.nonEmpty)
      let isInteractive = !traits.isDisjoint(with: TargetRules.interactive)
      // An image inside a labelled element is what the label sums up (five star images under
      // "Rating: 4 out of 5 stars"): only words and controls are lost.
      let isSummarisedImage =
        traits.contains(.image) && !traits.contains(.staticText)
        && !spoken.isEmpty
      let isOffered =
        isInteractive && label.nonEmpty.map { actions.contains($0.lowercased()) } == true
      let isLost =
        (isInteractive && !isOffered)
        || (!isSummarisedImage && text.contains { !Self.says(spoken, Self.words($0)) }
          && !isOffered)
      if isLost, !text.isEmpty || isInteractive {
        if isInteractive && !isOffered { losesControls = true } else { losesWords = true }
        // An unlabelled control by its kind: its value (a switch's `1`, a slider's `0%`) is its state,
        // which names nothing.
        lost.append(
          label.nonEmpty.map { Describe.quoted($0) }
            ?? (isInteractive ? Describe.firstTraitName(traits) : nil)
            ?? text.first.map { Describe.quoted($0) } ?? Describe.firstTraitName(traits) ?? "element")
      }
    }
    // Depth first in document order: the subtree's range.
    var inner = index + 1
    while inner < end {
      defer { inner += 1 }
      let isOrderedElsewhere = ordered[inner].map { !(index..<end).contains($0) } ?? false
      if isOrderedElsewhere || Reachability.isGone(inner, in: arena) {
        inner = Int(arena.nodes[inner].end) - 1
        continue
      }
      let innerAttributes = UIKitDefaults.resolve(arena, inner)
      guard innerAttributes.isElement else {
        // A control made of parts (segments, stepper halves, tab items, a back item) loses them all.
        for part in CompositeControls.parts(of: inner, in: arena) {
          consider(label: part.label, value: part.value, traits: part.traits)
        }
        continue
      }
      consider(label: innerAttributes.label, value: innerAttributes.value, traits: innerAttributes.traits)
    }
    guard !lost.isEmpty else { return .skip }
    return .found(
      outer: attributes.label.nonEmpty.map { Describe.quoted($0) } ?? arena.className(index), inner: lost,
      losesControls: losesControls, losesWords: losesWords)
  }

  /// Whether `spoken` says `words` as whole words: `Meeting at 1` is not said by `Meeting at 10`, nor
  /// `1` by `1,000`; in a script written without spaces (Chinese, Japanese, Thai) any place counts.
  static func says(_ spoken: String, _ words: String) -> Bool {
    guard let first = words.first, let last = words.last else { return true }
    let characters = Array(spoken)
    let wanted = Array(words)
    guard wanted.count <= characters.count else { return false }
    func isWordCharacter(_ index: Int) -> Bool {
      guard characters.indices.contains(index) else { return false }
      let character = characters[index]
      guard character.isLetter || character.isNumber else { return false }
      return !(character.unicodeScalars.first.map(writesWithoutSpaces) ?? false)
    }
    // A digit, a separator and a digit are one number (`1,000`, `3.5`); across a space only when a
    // group of three digits follows (`1 000`), since `Table 4, 2 guests` says `4` and then `2`.
    func continuesNumber(_ separator: Int, after digits: Int) -> Bool {
      guard characters.indices.contains(separator - 1), characters.indices.contains(digits),
        characters[separator - 1].isNumber, characters[digits].isNumber
      else { return false }
      if [",", "."].contains(characters[separator]) { return true }
      guard [" ", "\u{00A0}", "\u{202F}"].contains(characters[separator]) else { return false }
      return characters[digits...].prefix { $0.isNumber }.count == 3
    }
    for start in 0...(characters.count - wanted.count) where characters[start] == first {
      let end = start + wanted.count
      guard Array(characters[start..<end]) == wanted else { continue }
      // Only a word's edge must meet no word: `$` is said by `$5.99`, `5` is not by `15`.
      if (isWordCharacter(start) && isWordCharacter(start - 1))
        || (isWordCharacter(end - 1) && isWordCharacter(end))
      {
        continue
      }
      if first.isNumber, continuesNumber(start - 1, after: start) { continue }
      if last.isNumber, continuesNumber(end, after: end + 1) { continue }
      return true
    }
    return false
  }

  /// Han, kana, Thai, Lao, Khmer and Myanmar: scripts whose words no space separates.
  private static func writesWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x3400...0x9FFF, 0xF900...0xFAFF,
      0x20000...0x3FFFF:
      true
    default: false
    }
  }

  /// A text's words, lower-cased, one space between them: a label over two lines, or with commas and
  /// brackets, says what it says on one line without them (`(world)` is said by `Hello, world`). A mark
  /// between two digits stays: `1,000` is one number.
  static func words(_ text: String) -> String {
    let characters = Array(text.lowercased())
    var kept = ""
    for (index, character) in characters.enumerated() {
      let isSeparator =
        character.isPunctuation
        && !(index > 0 && index + 1 < characters.count && characters[index - 1].isNumber
          && characters[index + 1].isNumber)
      kept.append(isSeparator ? " " : character)
    }
    return kept.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }
}

/// One thing wrong with a screen: which rule, how much it matters, which element, what to do.
public struct AuditFinding: Hashable, Sendable {
  public var rule: AuditRule
  public var severity: AuditSeverity
  /// The element's node path in its file (`root.subviews[2]`); `root` for findings about the screen.
  public var path: String
  /// The element's `accessibilityIdentifier`, when it has one (an empty one is none).
  public var identifier: String?
  /// The element's position in the reading order, when the finding is about one element.
  public var position: Int?
  /// One line naming the element and saying what to do, the same in every format: the labels it quotes
  /// have their line breaks as spaces and their control characters and direction overrides as `\u{…}`.
  public var message: String

  public init(
    rule: AuditRule, severity: AuditSeverity? = nil, path: String, identifier: String? = nil,
    position: Int? = nil, message: String
  ) {
    self.rule = rule
    self.severity = severity ?? rule.defaultSeverity
    self.path = path
    self.identifier = identifier?.isEmpty == true ? nil : identifier
    self.position = position
    self.message = AuditReport.singleLine(message)
  }

  /// What identifies the finding across runs, for SARIF's fingerprint as for a baseline: the rule, the
  /// element and the message (which quotes the words at fault, a measuring rule's numbers aside), not
  /// the position, which moves when elements are added above.
  public var fingerprint: String {
    "\(rule.id)|\(path)|\(identifier ?? "")|\(Self.identifyingMessage(message, of: rule))"
  }

  /// The message with a measuring rule's numbers (`AuditRule.measures`) each made `#`, so a list
  /// growing below a slow-to-reach element or a target a point smaller is the same finding; the
  /// numbers of the labels it quotes stay, so `'Page 3'` is another finding than `'Page 2'`, whatever
  /// quotes a label holds (`'Kids' Books 2'`).
  /// A duplicate-label finding names the first control with its label by path; which one is first
  /// changes when a third is added above, so the path is left out, and that control's label is taken
  /// as this one's (`EDIT` and `Edit.` are the same label as `Edit`).
  static func identifyingMessage(_ message: String, of rule: AuditRule) -> String {
    if rule == .duplicateLabel,
      let end = message.range(of: AuditRun.duplicateLabelAdvice, options: .backwards),
      let start = message.range(of: " (root", options: .backwards, range: message.startIndex..<end.lowerBound)
    {
      let same = " has the same label as "
      guard let middle = message.range(of: same, range: message.startIndex..<start.lowerBound),
        message[..<middle.lowerBound] != message[middle.upperBound..<start.lowerBound]
      else {
        return String(message[..<start.lowerBound] + message[end.lowerBound...])
      }
      let own = message[..<middle.lowerBound]
      return String(own + same + own + message[end.lowerBound...])
    }
    guard rule.measures else { return message }
    var kept = Substring()
    var rest = Substring(message)
    if message.hasPrefix("'"), let end = labelEnd(in: message) {
      kept = message[..<end]
      rest = message[end...]
    }
    var masked = String(kept)
    var inNumber = false
    // Other labels the message quotes (`overlaps 'Top 10' (root…)`, `('Row 3', 'Row 4')`) keep their
    // numbers too: a quote opens after a space or a bracket, and closes where the message goes on (a
    // bracket, a comma, a colon, ` (`, ` and ` before a count, ` holds `, the end), not at an
    // apostrophe inside (`'Kids' Books 2'`).
    var quoted = false
    var previous: Character = " "
    let characters = Array(rest)
    for (offset, character) in characters.enumerated() {
      defer { previous = character }
      if character == "'" {
        let next: Character? = offset + 1 < characters.count ? characters[offset + 1] : nil
        let after: Character? = offset + 2 < characters.count ? characters[offset + 2] : nil
        if !quoted, previous == " " || previous == "(" || previous == "[" {
          quoted = true
        } else if quoted,
          next == nil || next == ")" || next == "]" || next == "," || next == ":"
            || (next == " " && after == "(") || (next == "." && (after == nil || after == " "))
            || (next == " " && after == "a" && characters[(offset + 1)...].starts(with: " and ".prefix(5))
              && characters.dropFirst(offset + 6).first?.isNumber == true)
            // A name the message goes on from (`the modal view 'Sheet 2' holds nothing`).
            || characters[(offset + 1)...].starts(with: " holds ")
        {
          quoted = false
        }
      }
      if quoted {
        inNumber = false
        masked.append(character)
      } else if character == "-", !inNumber, characters.dropFirst(offset + 1).first?.isNumber == true {
        // A number's sign is a part of it: a frame at -100 is the finding at 400.
        continue
      } else if character.isASCII, character.isNumber {
        if !inNumber { masked.append("#") }
        inNumber = true
      } else if inNumber, character == "." || character == "," {
        continue
      } else {
        inNumber = false
        masked.append(character)
      }
    }
    // How many elements follow past the budget is a count too, said only from one on.
    if rule == .slowToReach {
      for clause in [", and # elements after it", ", and # element after it"] {
        masked = masked.replacingOccurrences(of: clause, with: "")
      }
    }
    // One lost element is said without its number: the singular is the plural's count too.
    if rule == .competingModals {
      for (one, many) in [
        ("so its element is never reached", "so its # elements are never reached"),
        ("hides the element beside it: ", "hides the # elements beside it: "),
        ("subviews, so it is never reached: ", "subviews, so they are never reached: "),
      ] {
        masked = masked.replacingOccurrences(of: one, with: many)
      }
    }
    return masked
  }

  /// Where a message's opening label ends: at the first ` is `, ` at `, ` overlaps `, ` hides ` or
  /// ` has ` after a quote that the message goes on from, as its rules word it (`' is 30 x 30 pt`,
  /// `' is an element with`, `' is reached after`, `' at [`), so a label holding `6' is 183 cm` is kept
  /// whole.
  private static func labelEnd(in message: String) -> String.Index? {
    let separators = ["' is ", "' at ", "' overlaps ", "' hides ", "' has "]
    var first: String.Index?
    var from = message.index(after: message.startIndex)
    while let match = separators.compactMap({ message.range(of: $0, range: from..<message.endIndex) })
      .min(by: { $0.lowerBound < $1.lowerBound })
    {
      first = first ?? match.upperBound
      let rest = message[match.upperBound...]
      let accepted =
        switch message[match] {
        case "' is ":
          rest.hasPrefix("an element with ") || rest.hasPrefix("reached after ") || isMeasure(rest)
        case "' at ": rest.hasPrefix("[")
        default: true
        }
      if accepted { return match.upperBound }
      from = message.index(after: match.lowerBound)
    }
    return first
  }

  /// Whether `text` starts with a measure, `30 x 30 pt` or `0.5 x -2 pt`.
  private static func isMeasure(_ text: Substring) -> Bool {
    func number(_ text: Substring) -> Substring? {
      let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" }
      return digits.contains(where: \.isNumber) ? text[digits.endIndex...] : nil
    }
    guard let afterWidth = number(text), afterWidth.hasPrefix(" x "),
      let afterHeight = number(afterWidth.dropFirst(3))
    else { return false }
    return afterHeight.hasPrefix(" pt")
  }
}

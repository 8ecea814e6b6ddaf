/// One check of the audit, by the id users write in `--disable`, `.vosim-audit.json` and baselines.
///
/// Each rule knows its default severity and the help text the SARIF log and `docs/audit.md` carry:
/// `summary` says in one line what a case finds, `help` how to fix it.
public enum AuditRule: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  case missingLabel = "missing-label"
  case silentElement = "silent-element"
  case labelLooksLikeIdentifier = "label-looks-like-identifier"
  case unfilledPlaceholder = "unfilled-placeholder"
  case labelIncludesTrait = "label-includes-trait"
  case labelEndsWithPeriod = "label-ends-with-period"
  case labelNotCapitalized = "label-not-capitalized"
  case hintNotSpoken = "hint-not-spoken"
  case hintImperative = "hint-imperative"
  case hintNamesGesture = "hint-names-gesture"
  case hintNamesControl = "hint-names-control"
  case hintRepeatsLabel = "hint-repeats-label"
  case hintWithoutPeriod = "hint-without-period"
  case valueRepeatsLabel = "value-repeats-label"
  case adjustableWithoutValue = "adjustable-without-value"
  case switchWithoutState = "switch-without-state"
  case conflictingTraits = "conflicting-traits"
  case smallTarget = "small-target"
  case overlappingTargets = "overlapping-targets"
  case duplicateUtterance = "duplicate-utterance"
  case duplicateLabel = "duplicate-label"
  case nestedElements = "nested-elements"
  case leftOutByOrder = "left-out-by-order"
  case competingModals = "competing-modals"
  case inaccessibleText = "inaccessible-text"
  case ambiguousOrder = "ambiguous-order"
  case noHeadings = "no-headings"
  case offscreenElement = "offscreen-element"
  case slowToReach = "slow-to-reach"

  /// The rule's id (`missing-label`).
  public var id: String { rawValue }

  /// The rule's id (`slow-to-reach`), as the command line, the docs, baselines and SARIF name it, so a
  /// message a test writes with `"\(finding.rule)"` matches `vosim audit`'s.
  public var description: String { rawValue }

  public static func < (lhs: AuditRule, rhs: AuditRule) -> Bool { lhs.order < rhs.order }

  private var order: Int { Self.allCases.firstIndex(of: self)! }

  /// The severity a finding of this rule has unless configured otherwise.
  public var defaultSeverity: AuditSeverity {
    switch self {
    case .missingLabel, .silentElement, .labelLooksLikeIdentifier, .unfilledPlaceholder: .error
    case .noHeadings, .slowToReach, .labelEndsWithPeriod, .labelNotCapitalized, .hintWithoutPeriod: .note
    default: .warning
    }
  }

  /// Whether the rule's message states measurements (sizes, seconds, counts) that unrelated edits
  /// change: a baseline matches its findings with the numbers left out.
  public var measures: Bool {
    switch self {
    case .smallTarget, .overlappingTargets, .nestedElements, .noHeadings, .offscreenElement, .slowToReach,
      .competingModals:
      true
    default: false
    }
  }

  /// Whether the rule reads words of the element's language (trait words, verbs), and so runs only
  /// where `AuditWords` has a table.
  public var needsWords: Bool {
    switch self {
    case .labelIncludesTrait, .hintImperative, .hintNamesGesture, .hintNamesControl: true
    default: false
    }
  }

  /// One line: what the rule finds.
  public var summary: String {
    switch self {
    case .missingLabel: "An element that needs a label speaks no label and no value."
    case .silentElement: "VoiceOver stops on an element that says nothing at all."
    case .labelLooksLikeIdentifier: "A label is a file, asset or SF Symbol name or a code identifier."
    case .unfilledPlaceholder:
      "A label, value or hint holds a format placeholder or a nil's description the app never filled in."
    case .labelIncludesTrait: "A label includes the control type VoiceOver already speaks."
    case .labelEndsWithPeriod: "A control's label ends with a period."
    case .labelNotCapitalized: "A control's label begins with a lowercase letter."
    case .hintNotSpoken: "A text field's hint, which VoiceOver replaces with its own."
    case .hintImperative: "A hint begins with an imperative verb instead of the third person."
    case .hintNamesGesture: "A hint names the gesture (Tap, Swipe, Double tap)."
    case .hintNamesControl: "A hint names the control type."
    case .hintRepeatsLabel: "A hint equals or starts with the label."
    case .hintWithoutPeriod: "A hint does not end with a period."
    case .valueRepeatsLabel: "A value equals the label, so VoiceOver speaks it twice."
    case .adjustableWithoutValue: "An adjustable element has no value to speak."
    case .switchWithoutState: "A switch has no value, so VoiceOver never says whether it is on."
    case .conflictingTraits: "Traits that exclude each other."
    case .smallTarget: "An interactive element smaller than 44 x 44 pt."
    case .overlappingTargets: "Two interactive elements whose frames overlap."
    case .duplicateUtterance: "Consecutive elements that say exactly the same."
    case .duplicateLabel: "Controls on one screen with the same label and value."
    case .nestedElements: "An element hides elements inside it that VoiceOver never reaches."
    case .leftOutByOrder: "A container's accessibilityElements leave out a control inside it."
    case .competingModals:
      "A modal view that loses to another, or one with nothing to read that hides its siblings: VoiceOver walks only the last among siblings."
    case .inaccessibleText: "Words on screen in a view that is no accessibility element, nor inside one."
    case .ambiguousOrder: "The reading order depends on document order."
    case .noHeadings: "A screen of more than 10 elements without a heading."
    case .offscreenElement: "An element entirely outside the screen, or of no width or height."
    case .slowToReach: "An element reached only after more than the budget of speech."
    }
  }

  /// What to do about a finding, for the SARIF rule's help text.
  public var help: String {
    switch self {
    case .missingLabel:
      "Set accessibilityLabel (or the control's title or placeholder): VoiceOver users hear only the control type."
    case .silentElement:
      "Give the element a label, or hide it from accessibility (isAccessibilityElement false): users hear silence."
    case .labelLooksLikeIdentifier:
      "Replace the label with the words a person would use; an asset or symbol name is spelled out letter by letter."
    case .unfilledPlaceholder:
      "Fill in the value before setting the text (String(format:), a localized string's arguments, an unwrapped "
        + "optional): VoiceOver reads '%@' or 'Optional(\"Save\")' out as it stands."
    case .labelIncludesTrait:
      "Remove the control type from the label: VoiceOver speaks the trait itself ('Save', not 'Save button')."
    case .labelEndsWithPeriod:
      "Remove the final period: a label is a name, not a sentence (Apple: 'Do not put a period at the end')."
    case .labelNotCapitalized:
      "Capitalize the label's first word (Apple: 'Begin with a capitalized word'), for VoiceOver's inflection."
    case .hintNotSpoken:
      "Move what the hint says into the label or placeholder: VoiceOver says 'Double tap to edit.' instead of it."
    case .hintImperative:
      "Begin the hint with a verb in the third person that names the result ('Plays the song', not 'Play the song')."
    case .hintNamesGesture:
      "Describe the result, not the gesture: users may activate with Switch Control or a keyboard ('Plays the song')."
    case .hintNamesControl:
      "Leave the control type out of the hint: VoiceOver already speaks it."
    case .hintRepeatsLabel:
      "Make the hint say what happens, not the label again, or remove it."
    case .hintWithoutPeriod:
      "End the hint with a period (Apple: it helps VoiceOver speak the hint with the appropriate inflection)."
    case .valueRepeatsLabel:
      "Give the value only the state (or leave it empty): the label is already spoken."
    case .adjustableWithoutValue:
      "Set accessibilityValue to the current state ('50%', 'Medium'): users adjust what they cannot hear."
    case .switchWithoutState:
      "Set accessibilityValue to \"1\" or \"0\" (On or Off) as the switch changes: users hear only 'Switch Button'."
    case .conflictingTraits:
      "Keep one of the traits: VoiceOver announces both and users cannot tell which behaviour applies."
    case .smallTarget:
      "Make the tappable area at least 44 x 44 pt (Apple Human Interface Guidelines)."
    case .overlappingTargets:
      "Separate the frames: a touch in the overlap activates only one of the two."
    case .duplicateUtterance:
      "Make the labels tell the elements apart (or combine them): users hear the same words twice in a row."
    case .duplicateLabel:
      "Name what each control acts on ('Edit Ann', 'Edit Bob'): the rotor and Voice Control list them by label alone."
    case .leftOutByOrder:
      "Add the control to the container's accessibilityElements, or hide it if it is not meant to be used: VoiceOver never reaches it."
    case .competingModals:
      "Present one modal view at a time (or clear accessibilityViewIsModal on the one behind, or on one that shows nothing): the others' content is never reached."
    case .inaccessibleText:
      "Make it an accessibility element (accessible in the app), or put its words in the label of an element that is."
    case .nestedElements:
      "Make the outer view a container (isAccessibilityElement false) or put what the inner elements say into its label."
    case .ambiguousOrder:
      "Align the elements' tops (or set accessibilityElements): another build may read them in another order."
    case .noHeadings:
      "Mark section titles with the header trait: the Headings rotor is how VoiceOver users skim a screen."
    case .offscreenElement:
      "Hide the element from accessibility while it is off screen or of no size: VoiceOver stops on something "
        + "nobody sees."
    case .slowToReach:
      "Move important elements earlier, group long lists, or shorten what comes before."
    }
  }
}

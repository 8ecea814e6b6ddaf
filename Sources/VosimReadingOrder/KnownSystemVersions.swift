import VosimModel

/// What VoiceOver does differently from one iOS release to the next (rules §8): the one table of known
/// differences, so that a new release is one more row.
public struct VoiceOverBehaviour: Hashable, Sendable {
  /// A tab item's badge is spoken as its value (`3 items`); iOS 26 leaves it out.
  public var speaksTabBadges: Bool
  /// A UIStepper's Decrement at its minimum (Increment at its maximum) is Dimmed; iOS 26 does not dim it.
  public var dimsStepperLimits: Bool

  /// The releases that changed something, oldest first: each row holds from its version until the next
  /// row's. A version older than the first row reads as the first row (the oldest vosim knows).
  public static let releases: [(since: SystemVersion, behaviour: VoiceOverBehaviour)] = [
    (SystemVersion(major: 17), VoiceOverBehaviour(speaksTabBadges: true, dimsStepperLimits: true)),
    (SystemVersion(major: 26), VoiceOverBehaviour(speaksTabBadges: false, dimsStepperLimits: false)),
  ]

  /// The version assumed when a screen names none and no override is given: the newest known.
  public static let newestKnownVersion = SystemVersion(major: 26)

  /// The known release `version` is read as when vosim knows no release of its own (older than the
  /// oldest row, newer than the newest release); nil when it is known.
  public static func nearestKnown(to version: SystemVersion) -> SystemVersion? {
    if version < releases[0].since { return releases[0].since }
    return version.major > newestKnownVersion.major ? newestKnownVersion : nil
  }

  /// The behaviour of the release `version` belongs to.
  public static func of(_ version: SystemVersion) -> VoiceOverBehaviour {
    releases.last(where: { $0.since <= version })?.behaviour ?? releases[0].behaviour
  }

  /// A tab badge as VoiceOver speaks it when it speaks badges: a whole number N as `N items` in English
  /// (`1 item`; other languages: the number alone until their word is known), any other badge (`03`
  /// too) as it is.
  static func spokenBadge(_ badge: String, language: String) -> String {
    let trimmed = badge.trimmedOfWhiteSpace()
    // A number as a number is written: `03` is a code, said as it is (docs/voiceover-rules.md).
    guard !trimmed.isEmpty, trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      trimmed == "0" || !trimmed.hasPrefix("0")
    else { return badge }
    let primary = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first
    guard primary == "en" else { return trimmed }
    return trimmed == "1" ? "1 item" : "\(trimmed) items"
  }
}

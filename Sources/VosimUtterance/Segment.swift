/// One spoken part of an utterance: what it is and its words. The transcript line and the audio are
/// both rendered from segments, so they cannot disagree.
public struct Segment: Hashable, Sendable, Codable {
  /// The kind of a segment, in the order VoiceOver speaks them (rules §4).
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A labelled semantic group's label, read once before its first element.
    case groupLabel
    /// "Selected", spoken as the prefix `Selected: <label>`.
    case selected
    case label
    case value
    /// High-importance custom content, `label: value`.
    case customContent
    /// One trait word ("Button", "Heading", "Switch Button").
    case trait
    /// A switch's value ("On", "Off", "Mixed" or the app's own words), spoken after its trait word and
    /// never joined to the label as `label: value` (rules §1).
    case toggleValue
    /// Context from the container: "2 of 6", "List Start", "Landmark".
    case context
    /// "Actions available".
    case actions
    /// "More content available".
    case moreContent
    /// The hint, spoken after a longer pause; not read when hints are off.
    case hint

    /// Whether the segment describes the element (selected, label, value): a run of them is one
    /// phrase, joined with `: ` and no pause (`Selected: Wi-Fi: On.`).
    var isDescription: Bool { self == .selected || self == .label || self == .value }
  }

  public var kind: Kind
  public var text: String

  public init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}

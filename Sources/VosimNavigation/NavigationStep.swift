/// What one gesture did: what VoiceOver spoke and where focus is afterwards.
public struct NavigationStep: Hashable, Sendable {
  public var gesture: Gesture
  /// The lines spoken, in order (one per utterance, as a transcript prints them); empty when VoiceOver
  /// said nothing.
  public var spoken: [String]
  /// The zero-based reading-order position of the focused element afterwards; nil when nothing is.
  public var focus: Int?
  /// False when the gesture found nothing to do: a boundary, no element of the category, a category
  /// the rotor does not offer, a touch over no element, activate with nothing focused.
  public var moved: Bool
  /// What vosim knows beyond the speech, for people reading the output: that the app decides what a
  /// double tap does, that nothing is known to change, why nothing moved. Never spoken.
  public var note: String?

  public init(gesture: Gesture, spoken: [String], focus: Int?, moved: Bool, note: String? = nil) {
    self.gesture = gesture
    self.spoken = spoken
    self.focus = focus
    self.moved = moved
    self.note = note
  }
}

import VosimModel

/// A node VoiceOver never reaches that a screen-wide rule reports (`left-out-by-order`,
/// `inaccessible-text`, `competing-modals`): where it is, and what to say about it.
struct UnreachedNode: Sendable {
  /// Its index in the screen's arena.
  var index: Int
  var path: NodePath
  var message: String

  init(_ index: Int, in arena: NodeArena, message: String) {
    self.index = index
    path = arena.path(of: index)
    self.message = message
  }
}

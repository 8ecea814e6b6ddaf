import VosimModel
import VosimReadingOrder

/// Finds words on screen VoiceOver cannot reach: a view set not to be an accessibility element, with
/// nothing inside it, that shows text or carries a label, outside every element (none speaks for it).
/// Apple's audit calls it "Potentially inaccessible text"; a dump's `accessible="false"` text and
/// buttons are kept by the importers for it.
///
/// Only views VoiceOver would otherwise walk count (not gone, on screen, their container reached).
struct InaccessibleTextFinder {
  static func find(in screen: Screen) -> [UnreachedNode] {
    let arena = screen.nodes
    // Most screens set no leaf not to be an element: then nothing is walked.
    guard
      arena.nodes.indices.contains(where: {
        arena.nodes[$0].isAccessibilityElement == false && Int(arena.nodes[$0].end) == $0 + 1
      })
    else { return [] }
    var found: [UnreachedNode] = []
    var index = 0
    while index < arena.count {
      let end = Int(arena.nodes[index].end)
      if Reachability.isGone(index, in: arena) || UIKitDefaults.resolve(arena, index).isElement {
        index = end
        continue
      }
      let node = arena.nodes[index]
      if let words = UIKitDefaults.unspokenWords(arena, index), let frame = node.frame, !frame.isZeroSize,
        !TargetRules.isOffscreen(frame, device: screen.device),
        LeftOutElementFinder.isWalked(index, in: arena)
      {
        let kind =
          switch node.uikitClass {
          case .label, .textView: "text"
          case .button: "a button"
          case .textField: "a text field"
          default: "a view"
          }
        found.append(
          UnreachedNode(
            index, in: arena,
            message:
              "\(Describe.quoted(words)) (\(kind)) is on screen but is no accessibility element, and no "
              + "element around it speaks it, so VoiceOver users never hear it: make it an element, or put its "
              + "words in one"))
      }
      index += 1
    }
    return found
  }
}

import VosimModel
import VosimReadingOrder

/// Finds words on screen VoiceOver cannot reach: a view that is no accessibility element, with nothing
/// inside it, that shows text or carries a label (`UIKitDefaults.unspokenWords`), outside every
/// element (none speaks for it).
/// Apple's audit calls it "Potentially inaccessible text"; a dump's `accessible="false"` text and
/// buttons are kept by the importers for it.
///
/// Only views VoiceOver would otherwise walk count (not gone, on screen, their container reached).
struct InaccessibleTextFinder {
  static func find(in screen: Screen) -> [UnreachedNode] {
    let arena = screen.nodes
    var found: [UnreachedNode] = []
    var index = 0
    // One pass that steps over every element's subtree; the costlier checks (on screen, walked: no
    // gone view, modal view or explicit order in the way) only for the few views with such words.
    while index < arena.count {
      if UIKitDefaults.isElement(arena, index) {
        index = Int(arena.nodes[index].end)
        continue
      }
      // A view without width or height shows no text, whatever its words.
      if let words = UIKitDefaults.unspokenWords(arena, index), let frame = arena.nodes[index].frame,
        frame.width > 0, frame.height > 0, !TargetRules.isOffscreen(frame, device: screen.device),
        LeftOutElementFinder.isWalked(index, in: arena)
      {
        let kind =
          switch arena.nodes[index].uikitClass {
          case .label, .textView: "text"
          case .button: "a button"
          case .textField: "a text field"
          case .switch: "a switch"
          case .slider: "a slider"
          case .imageView: "an image"
          case .tableViewCell: "a cell"
          case .pageControl: "a page control"
          default: "a view"
          }
        found.append(
          UnreachedNode(
            index, in: arena,
            message:
              "\(Describe.quoted(words)) (\(kind)) "
              // Below the bottom is content a scroll brings in: shown, not on screen.
              + (frame.minY >= screen.device.height ? "is shown when scrolled to" : "is on screen")
              + " but is no accessibility element, and no "
              + "element around it speaks it, so VoiceOver users never hear it: make it an element, or put its "
              + "words in one"))
      }
      index += 1
    }
    return found
  }
}

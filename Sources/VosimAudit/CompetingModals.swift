import VosimModel
import VosimReadingOrder

/// Finds modal views that lose to a later modal sibling: among siblings with
/// `accessibilityViewIsModal`, VoiceOver walks only the last (rules §2.5), so everything in the others
/// is reached neither by swiping nor by touch. Two alerts presented at once, or a sheet over a modal
/// that forgot to clear its flag, do this.
///
/// Only modal views VoiceOver would otherwise walk count (their parent is reached, not gone, not an
/// element, without an explicit order), and only those with elements inside.
struct CompetingModalFinder {
  static func find(in screen: Screen) -> [UnreachedNode] {
    let arena = screen.nodes
    // Most screens have one modal view or none: then nothing is walked.
    guard arena.nodes.lazy.filter(\.isModal).prefix(2).count == 2 else { return [] }
    var found: [UnreachedNode] = []
    var index = 0
    while index < arena.count {
      if Reachability.isGone(index, in: arena) || UIKitDefaults.resolve(arena, index).isElement {
        index = Int(arena.nodes[index].end)
        continue
      }
      if arena.rare(index).elements == nil {
        let modals = arena.children(of: index).filter {
          !arena.nodes[$0].isEntry && arena.nodes[$0].isModal && !Reachability.isGone($0, in: arena)
        }
        if modals.count > 1, LeftOutElementFinder.isWalked(index, in: arena) {
          let winner = arena.path(of: modals[modals.count - 1])
          for modal in modals.dropLast() {
            let count = elementCount(below: modal, in: arena)
            guard count > 0 else { continue }
            let name = arena.text(.label, of: modal).nonEmpty.map { Describe.quoted($0) }
            let elements = count == 1 ? "its element is" : "its \(count) elements are"
            found.append(
              UnreachedNode(
                modal, in: arena,
                message:
                  "the modal view \(name ?? arena.className(modal)) has a later modal sibling (\(winner)), "
                  + "and VoiceOver reads only the last modal view, so \(elements) never reached: present one "
                  + "modal view at a time"))
          }
        }
      }
      index += 1
    }
    return found
  }

  /// The elements VoiceOver would reach in `node`'s subtree were it walked (an element's own
  /// subtree not searched).
  private static func elementCount(below node: Int, in arena: NodeArena) -> Int {
    var count = 0
    var inner = node
    let end = Int(arena.nodes[node].end)
    while inner < end {
      if Reachability.isGone(inner, in: arena) {
        inner = Int(arena.nodes[inner].end)
      } else if UIKitDefaults.resolve(arena, inner).isElement {
        count += 1
        inner = Int(arena.nodes[inner].end)
      } else {
        inner += 1
      }
    }
    return count
  }
}

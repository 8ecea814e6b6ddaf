import VosimModel
import VosimReadingOrder

/// Finds modal views that lose to another: among siblings with `accessibilityViewIsModal`, VoiceOver
/// walks only the last (rules §2.5), so a modal view beside a later one, or inside a view beside a
/// modal one, is reached neither by swiping nor by touch, with everything in it. Two alerts presented
/// at once, or a sheet presented while a stale modal banner keeps its flag, do this.
///
/// Only modal views with elements inside count, and only where nothing else hides them first (a gone
/// view, an element around them, an explicit order that leaves them out: `left-out-by-order`'s).
///
/// The modal view that wins competes with the rest of the screen too: one with nothing to read (a
/// dimming overlay that keeps the flag, a sheet whose content is not accessible) leaves its siblings'
/// elements unreached for nothing.
struct CompetingModalFinder {
  static func find(in screen: Screen) -> [UnreachedNode] {
    let arena = screen.nodes
    // Most screens have no modal view: then nothing is walked.
    guard arena.nodes.contains(where: \.isModal) else { return [] }
    var found: [UnreachedNode] = []
    var lastModals: [Int: Int] = [:]
    for modal in arena.nodes.indices where arena.nodes[modal].isModal && !arena.nodes[modal].isEntry {
      guard !Reachability.isGone(modal, in: arena) else { continue }
      guard let winner = winner(over: modal, in: arena, lastModals: &lastModals) else {
        if let empty = emptyWinner(modal, in: arena) { found.append(empty) }
        continue
      }
      let count = elementCount(below: modal, in: arena)
      guard count > 0 else { continue }
      let elements = count == 1 ? "its element is" : "its \(count) elements are"
      found.append(
        UnreachedNode(
          modal, in: arena,
          message:
            "\(name(of: modal, in: arena)) loses to \(name(of: winner, in: arena)) (\(arena.path(of: winner))): "
            + "VoiceOver walks only the last modal view among a view's subviews and leaves out its siblings "
            + "with everything in them, so \(elements) never reached: present one modal view at a time"))
    }
    return found
  }

  /// `modal`, when VoiceOver walks it and it holds nothing to read while its siblings hold elements.
  private static func emptyWinner(_ modal: Int, in arena: NodeArena) -> UnreachedNode? {
    let parent = Int(arena.nodes[modal].parent)
    // Walked (no gone view or order leaving it out, the last modal view at every level, as
    // `left-out-by-order` walks), not inside an element, and among subviews: in an explicit order a
    // modal view hides no sibling.
    guard parent >= 0, arena.rare(parent).elements == nil, elementCount(below: modal, in: arena) == 0,
      LeftOutElementFinder.isWalked(modal, in: arena)
    else { return nil }
    var ancestor = parent
    while ancestor >= 0 {
      if UIKitDefaults.isElement(arena, ancestor) { return nil }
      ancestor = Int(arena.nodes[ancestor].parent)
    }
    let covered = arena.children(of: parent).reduce(0) { count, sibling in
      sibling == modal || arena.nodes[sibling].isEntry
        ? count : count + elementCount(below: sibling, in: arena)
    }
    guard covered > 0 else { return nil }
    let elements = covered == 1 ? "the element beside it" : "the \(covered) elements beside it"
    let reached = covered == 1 ? "it is never reached" : "they are never reached"
    return UnreachedNode(
      modal, in: arena,
      message:
        "\(name(of: modal, in: arena)) holds nothing VoiceOver can read, yet hides \(elements): VoiceOver "
        + "walks only the last modal view among a view's subviews, so \(reached): give it its content, or "
        + "clear accessibilityViewIsModal while it shows none")
  }

  /// The modal view VoiceOver walks instead of `modal`: climbing from it, the last modal sibling of it
  /// or of a view around it that is not that view. Nil when the walk reaches `modal`, or when something
  /// else hides it first (a gone view or an element around it, an explicit order).
  private static func winner(over modal: Int, in arena: NodeArena, lastModals: inout [Int: Int]) -> Int? {
    var child = modal
    var winner: Int?
    while arena.nodes[child].parent >= 0 {
      let parent = Int(arena.nodes[child].parent)
      if Reachability.isGone(parent, in: arena) || UIKitDefaults.isElement(arena, parent)
        || arena.rare(parent).elements != nil
      {
        return nil
      }
      if winner == nil, !arena.nodes[child].isEntry {
        // Each parent's children looked at once (`-1`: no modal child), however many modal views below.
        let last =
          lastModals[parent]
          ?? arena.children(of: parent).filter({
            !arena.nodes[$0].isEntry && arena.nodes[$0].isModal && !Reachability.isGone($0, in: arena)
          }).last ?? -1
        lastModals[parent] = last
        if last >= 0, last != child { winner = last }
        // Inside another modal view, it shares that one's fate, reported there.
        if winner == nil, arena.nodes[parent].isModal { return nil }
      }
      child = parent
    }
    return winner
  }

  /// `the modal view 'Permission'` (its label, else its identifier), else `the modal UIView`.
  private static func name(of modal: Int, in arena: NodeArena) -> String {
    if let name = arena.text(.label, of: modal).nonEmpty ?? arena.text(.identifier, of: modal).nonEmpty {
      return "the modal view \(Describe.quoted(name))"
    }
    return "the modal \(arena.className(modal))"
  }

  /// The elements VoiceOver would reach in `node`'s subtree were it walked (an element's own
  /// subtree not searched; a view with an explicit order, only what the order reads; a view with modal
  /// subviews, only what the last of them holds).
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
      } else if arena.rare(inner).elements != nil {
        // A ref that cannot be resolved is the reading order's error to report, not this rule's.
        let entries = (try? arena.explicitEntries(of: inner, at: arena.path(of: inner))) ?? []
        count += entries.reduce(0) { sum, entry in
          Reachability.isGone(entry.index, in: arena)
            ? sum : sum + elementCount(below: entry.index, in: arena)
        }
        inner = Int(arena.nodes[inner].end)
      } else if let modal = arena.children(of: inner).filter({
        !arena.nodes[$0].isEntry && arena.nodes[$0].isModal && !Reachability.isGone($0, in: arena)
      }).last {
        // Inside, too, only the last modal view among siblings is walked (rules §2.5).
        count += elementCount(below: modal, in: arena)
        inner = Int(arena.nodes[inner].end)
      } else {
        // A control made of parts: each segment, stepper half, tab item or bar item is an element.
        count += CompositeControls.parts(of: inner, in: arena).count
        inner += 1
      }
    }
    return count
  }
}

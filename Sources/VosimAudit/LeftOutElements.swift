import VosimModel
import VosimReadingOrder

/// Finds controls that a container's explicit `accessibilityElements` leave out: the order replaces
/// the container's subviews (rules §2.4), so a button among them that the order does not name is
/// reached neither by swiping nor by touch.
///
/// Only controls (interactive traits) count, visible ones (not gone, not off screen, not of zero
/// size), and only in containers the walk reached: a container outside the last modal view loses
/// everything for another reason.
struct LeftOutElementFinder {
  static func find(in screen: Screen, order: ReadingOrderResult) -> [UnreachedNode] {
    let arena = screen.nodes
    // Most screens have no explicit order at all: then nothing is walked.
    guard arena.rares.contains(where: { $0.elements != nil }) else { return [] }
    var candidates: [(index: Int, container: Int)] = []
    var claimed: Set<Int> = []
    var index = 0
    while index < arena.count {
      if Reachability.isGone(index, in: arena) || UIKitDefaults.resolve(arena, index).isElement {
        index = Int(arena.nodes[index].end)
        continue
      }
      if arena.rare(index).elements != nil {
        for control in controls(below: index, in: arena, device: screen.device)
        where claimed.insert(control).inserted {
          candidates.append((control, index))
        }
      }
      index += 1
    }
    guard !candidates.isEmpty else { return [] }
    // Which nodes the walk reached, only now that something may have been left out.
    var reached: Set<Int> = []
    for element in order.elements {
      if let node = arena.index(at: element.path) { reached.insert(node) }
    }
    let sorted = reached.sorted()
    let reachedContainers = Set(
      candidates.map(\.container).filter { container in
        // The first reached node after the container, by binary search: inside it when before its end.
        var (low, high) = (0, sorted.count)
        while low < high {
          let middle = (low + high) / 2
          if sorted[middle] > container { high = middle } else { low = middle + 1 }
        }
        return (low < sorted.count && sorted[low] < Int(arena.nodes[container].end))
          || isWalked(container, in: arena)
      })
    return candidates.compactMap { candidate in
      guard !reached.contains(candidate.index), reachedContainers.contains(candidate.container),
        let container = leavingOut(candidate.index, in: arena)
      else {
        return nil
      }
      let attributes = UIKitDefaults.resolve(arena, candidate.index)
      let parts = attributes.isElement ? [] : CompositeControls.parts(of: candidate.index, in: arena)
      let partNames = parts.compactMap { $0.label.nonEmpty.map(Describe.quoted) }
      let name =
        attributes.label.nonEmpty.map { Describe.quoted($0) }
        ?? (partNames.isEmpty
          ? nil : "\(arena.className(candidate.index)) (\(partNames.joined(separator: ", ")))")
        ?? Describe.firstTraitName(attributes.traits) ?? arena.className(candidate.index)
      // The container by its label, else its identifier, as competing-modals names a modal view.
      let containerName =
        (arena.text(.label, of: container).nonEmpty ?? arena.text(.identifier, of: container).nonEmpty)
        .map { "the view \(Describe.quoted($0)) (\(arena.path(of: container)))" }
        ?? "\(arena.path(of: container))"
      return UnreachedNode(
        candidate.index, in: arena,
        message:
          "\(name) is inside \(containerName), whose accessibilityElements leave it "
          + "out, so VoiceOver never reaches it: add it to the order, or hide it if it is not meant to be used"
      )
    }
  }

  /// The outermost container whose explicit order leads to neither `control` nor any view between
  /// them: where the walk down turns away from it, so the order to fix when orders nest. Nil when every
  /// order on the way includes it.
  static func leavingOut(_ control: Int, in arena: NodeArena) -> Int? {
    var chain: Set<Int> = [control]
    var found: Int?
    var node = Int(arena.nodes[control].parent)
    while node >= 0 {
      if let entries = try? arena.explicitEntries(of: node, at: arena.path(of: node)),
        !entries.contains(where: { chain.contains($0.index) })
      {
        found = node
      }
      chain.insert(node)
      node = Int(arena.nodes[node].parent)
    }
    return found
  }

  /// Whether the walk enters `container` though it reached nothing inside it (an empty explicit
  /// order): every node on the way down is not gone, is named by its parent's explicit order where
  /// the parent has one, and is the last modal view among its siblings where they hold one.
  static func isWalked(_ container: Int, in arena: NodeArena) -> Bool {
    var chain: Set<Int> = [container]
    var child = container
    while arena.nodes[child].parent >= 0 {
      if Reachability.isGone(child, in: arena) { return false }
      let parent = Int(arena.nodes[child].parent)
      if let entries = try? arena.explicitEntries(of: parent, at: arena.path(of: parent)) {
        guard entries.contains(where: { chain.contains($0.index) }) else { return false }
      } else {
        let modal = arena.children(of: parent).filter {
          !arena.nodes[$0].isEntry && arena.nodes[$0].isModal && !Reachability.isGone($0, in: arena)
        }.last
        if let modal, modal != child { return false }
      }
      chain.insert(parent)
      child = parent
    }
    return !Reachability.isGone(child, in: arena)
  }

  private static func isControl(_ traits: AccessibilityTraits) -> Bool {
    !traits.isDisjoint(with: TargetRules.interactive) && !traits.contains(.keyboardKey)
  }

  /// The visible controls in the subtree of `container`, outermost first: a control's own subtree is
  /// not searched, but an element that is no control is: left out with it, its controls are reached
  /// by nothing, and `nested-elements` sees inside reached elements only.
  private static func controls(below container: Int, in arena: NodeArena, device: Device) -> [Int] {
    var found: [Int] = []
    let end = Int(arena.nodes[container].end)
    var inner = container + 1
    while inner < end {
      if Reachability.isGone(inner, in: arena) {
        inner = Int(arena.nodes[inner].end)
        continue
      }
      let attributes = UIKitDefaults.resolve(arena, inner)
      let frame = arena.nodes[inner].frame
      // A side of 0 shows nothing (offscreen-element's "control of no size").
      let isVisible =
        frame.map { $0.width > 0 && $0.height > 0 && !TargetRules.isOffscreen($0, device: device) } ?? true
      guard attributes.isElement else {
        // A control made of parts (segments, stepper halves, tab items, a back item) is left out whole.
        if isVisible, CompositeControls.parts(of: inner, in: arena).contains(where: { isControl($0.traits) })
        {
          found.append(inner)
        }
        inner += 1
        continue
      }
      guard isControl(attributes.traits) else {
        inner += 1
        continue
      }
      if isVisible { found.append(inner) }
      inner = Int(arena.nodes[inner].end)
    }
    return found
  }
}

import VosimModel

/// The parts UIKit controls lay out themselves and expose as accessibility elements: segments, tab
/// items, stepper halves, a navigation bar's back item and title.
///
/// Parts divide the control's frame as UIKit does: equal widths along the reading direction; a
/// navigation bar's back item at the leading edge and its title centred, both at the bar's y and height.
package enum CompositeControls {
  /// The parts of node `index` as a screen-wide rule counts what VoiceOver would reach of it: laid out
  /// left to right, as on the newest iOS. Empty for a node that is no such control.
  package static func parts(of index: Int, in arena: NodeArena) -> [OrderedElement] {
    parts(
      of: index, in: arena, rightToLeft: false, behaviour: VoiceOverBehaviour.releases.last!.behaviour,
      screenLanguage: ""
    ).map(\.element)
  }

  /// The parts of node `index`, as elements, each with the control's `accessibilityLanguage`: they are
  /// the control's own elements, where an ordinary subview's language is its own (rules §4).
  static func parts(
    of index: Int, in arena: NodeArena, rightToLeft: Bool, behaviour: VoiceOverBehaviour,
    screenLanguage: String
  ) -> [(element: OrderedElement, step: NodePath.Step)] {
    let node = arena.nodes[index]
    switch node.uikitClass {
    case .segmentedControl, .tabBar, .stepper, .navigationBar: break
    default: return []
    }
    // The parts are views laid out inside the control: in an explicitly 0×0 control each is a 0×0
    // element, which VoiceOver does not reach (rules §2.2), as a 0×0 switch.
    if let frame = node.frame, frame.width == 0, frame.height == 0 { return [] }
    let ownLanguage = arena.rare(index).language
    var parts = layout(
      of: node, title: arena.text(.title, of: index), content: arena.rare(index).content,
      rightToLeft: rightToLeft,
      behaviour: behaviour,
      language: ownLanguage ?? screenLanguage)
    for part in parts.indices { parts[part].element.language = ownLanguage }
    return parts
  }

  private static func layout(
    of node: NodeArena.Node, title: String?, content: ControlContent, rightToLeft: Bool,
    behaviour: VoiceOverBehaviour,
    language: String
  ) -> [(element: OrderedElement, step: NodePath.Step)] {
    let disabled = node.uikitClass.isControl && node.isEnabled == false
    switch node.uikitClass {
    case .segmentedControl:
      guard let segments = content.segments, !segments.isEmpty else { return [] }
      let frames = node.frame?.slices(segments.count, rightToLeft: rightToLeft)
      return segments.enumerated().map { index, title in
        var traits: AccessibilityTraits = .button
        if index == content.selectedSegmentIndex { traits.insert(.selected) }
        if disabled { traits.insert(.notEnabled) }
        return (part(label: title, traits: traits, frame: frames?[index]), .part("segments", index))
      }
    case .tabBar:
      guard let items = content.items, !items.isEmpty else { return [] }
      let frames = node.frame?.slices(items.count, rightToLeft: rightToLeft)
      return items.enumerated().map { index, item in
        // Each item takes its own accessibility overrides like any element (rules §5).
        var traits: AccessibilityTraits = [.button, .tabBarItem]
        if index == content.selectedItemIndex { traits.insert(.selected) }
        if item.isEnabled == false { traits.insert(.notEnabled) }
        var part = part(
          label: item.accessibilityLabel ?? item.title, traits: item.accessibilityTraits ?? traits,
          frame: frames?[index])
        let badge =
          behaviour.speaksTabBadges
          ? item.badgeValue.map { VoiceOverBehaviour.spokenBadge($0, language: language) } : nil
        part.value = item.accessibilityValue ?? badge
        part.hint = item.accessibilityHint
        part.identifier = item.accessibilityIdentifier
        return (part, .part("items", index))
      }
    case .stepper:
      let value = content.value ?? 0
      let minimum = content.minimumValue ?? 0
      let maximum = content.maximumValue ?? 100
      let frames = node.frame?.slices(2, rightToLeft: rightToLeft)
      var decrement: AccessibilityTraits = .button
      var increment: AccessibilityTraits = .button
      // Up to iOS 18 a half at its limit is Dimmed; iOS 26 leaves it enabled (rules §8).
      let dimsLimits = behaviour.dimsStepperLimits
      if disabled || (dimsLimits && value <= minimum) { decrement.insert(.notEnabled) }
      if disabled || (dimsLimits && value >= maximum) { increment.insert(.notEnabled) }
      return [
        (part(label: "Decrement", traits: decrement, frame: frames?[0]), .part("decrement", nil)),
        (part(label: "Increment", traits: increment, frame: frames?[1]), .part("increment", nil)),
      ]
    case .navigationBar:
      var parts: [(element: OrderedElement, step: NodePath.Step)] = []
      if let back = content.backTitle {
        let frame = node.frame.map { bar in
          let width = min(bar.width / 3, 120)
          // (Past Double's range, where `maxX` is infinite, at the largest x there is.)
          let trailing = min(bar.x + (bar.width - width), .greatestFiniteMagnitude)
          return Frame(x: rightToLeft ? trailing : bar.x, y: bar.y, width: width, height: bar.height)
        }
        parts.append(
          (part(label: back, traits: [.button, .backButton], frame: frame), .part("backItem", nil)))
      }
      // A blank title shows nothing to focus.
      if title.nonEmpty != nil, let title {
        let frame = node.frame.map { bar in
          let width = bar.width / 3
          return Frame(x: bar.x + (bar.width - width) / 2, y: bar.y, width: width, height: bar.height)
        }
        parts.append(
          (part(label: title, traits: [.staticText, .header], frame: frame), .part("titleItem", nil)))
      }
      return parts
    default:
      return []
    }
  }

  /// Whether the control's members form a series read as "i of n".
  static func isSeries(_ node: NodeArena.Node, traits: AccessibilityTraits) -> Bool {
    node.uikitClass == .segmentedControl || traits.contains(.tabBar)
  }

  private static func part(label: String?, traits: AccessibilityTraits, frame: Frame?) -> OrderedElement {
    OrderedElement(
      className: UIKitClass.accessibilityElement.rawValue, frame: frame, label: label, traits: traits)
  }
}

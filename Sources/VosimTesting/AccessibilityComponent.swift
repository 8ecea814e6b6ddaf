import VosimReadingOrder

/// A piece of a screen written in Swift: one `AccessibilityNode`, set up the way UIKit code sets up a
/// view, with modifiers that return a changed copy.
///
/// ```swift
/// ButtonNode("Options", hint: "Shows additional camera options.").frame(20, 40, 80, 44)
/// LabelNode("Settings").traits(.header)
/// ```
public protocol AccessibilityComponent: Sendable {
  /// The node this component stands for.
  var node: AccessibilityNode { get set }
}

extension AccessibilityComponent {
  private func with(_ change: (inout AccessibilityNode) -> Void) -> Self {
    var copy = self
    change(&copy.node)
    return copy
  }

  /// The accessibility frame in screen points: x, y, width, height.
  public func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Self {
    with { $0.frame = Frame(x: x, y: y, width: width, height: height) }
  }

  /// The accessibility frame; nil means no geometry (kept in document order).
  public func frame(_ frame: Frame?) -> Self { with { $0.frame = frame } }

  /// `accessibilityLabel`, which wins over what the class derives from its content.
  public func label(_ label: String?) -> Self { with { $0.accessibilityLabel = label } }

  /// `accessibilityValue`.
  public func value(_ value: String?) -> Self { with { $0.accessibilityValue = value } }

  /// `accessibilityHint`.
  public func hint(_ hint: String?) -> Self { with { $0.accessibilityHint = hint } }

  /// `accessibilityIdentifier`, which `Ref` names in an explicit order.
  public func identifier(_ identifier: String?) -> Self { with { $0.accessibilityIdentifier = identifier } }

  /// `accessibilityLanguage`, a BCP-47 tag choosing the words for this element.
  public func language(_ language: String?) -> Self { with { $0.accessibilityLanguage = language } }

  /// `accessibilityTraits`: replaces the class's default traits, as assigning them does in UIKit; a
  /// control keeps the states `enabled(false)` and `selected()` give it.
  public func traits(_ traits: AccessibilityTraits) -> Self {
    with { node in
      // A control's state set by `enabled(false)` or `selected()` stays, in either order.
      var traits = traits
      if node.uikitClass.isControl {
        if node.content.isEnabled == false { traits.insert(.notEnabled) }
        if node.content.isSelected == true { traits.insert(.selected) }
      }
      node.accessibilityTraits = traits
    }
  }

  /// `isAccessibilityElement`.
  public func isAccessibilityElement(_ isElement: Bool = true) -> Self {
    with { $0.isAccessibilityElement = isElement }
  }

  /// `accessibilityViewIsModal`: VoiceOver reads only this view among its siblings.
  public func modal(_ isModal: Bool = true) -> Self { with { $0.accessibilityViewIsModal = isModal } }

  /// `shouldGroupAccessibilityChildren`: the children are read together, placed by their first member.
  public func grouped(_ isGrouped: Bool = true) -> Self {
    with { $0.shouldGroupAccessibilityChildren = isGrouped }
  }

  /// `isHidden`: the view and its subtree are gone.
  public func hidden(_ isHidden: Bool = true) -> Self { with { $0.isHidden = isHidden } }

  /// `accessibilityElementsHidden`: the subtree is gone for VoiceOver though it is shown.
  public func accessibilityHidden(_ isHidden: Bool = true) -> Self {
    with { $0.accessibilityElementsHidden = isHidden }
  }

  /// `alpha`; below 0.01 the view is gone, as UIKit's hit test.
  public func alpha(_ alpha: Double) -> Self { with { $0.alpha = alpha } }

  /// `clipsToBounds`, which makes a 0×0 view hide its subviews.
  public func clipsToBounds(_ clips: Bool = true) -> Self { with { $0.clipsToBounds = clips } }

  /// `accessibilityContainerType`: a list or landmark reads its start and end, and keeps its children
  /// together.
  public func containerType(_ type: ContainerType) -> Self { with { $0.accessibilityContainerType = type } }

  /// `accessibilityCustomActions`, by name: the element says "Actions available".
  public func customActions(_ names: String...) -> Self { with { $0.accessibilityCustomActions = names } }

  /// One `AXCustomContent` entry; high importance is spoken after the value.
  public func customContent(
    _ label: String, _ value: String, importance: CustomContent.Importance = .default
  ) -> Self {
    with {
      $0.accessibilityCustomContent.append(CustomContent(label: label, value: value, importance: importance))
    }
  }

  /// `isEnabled` of a control: false adds the notEnabled trait ("Dimmed"), also to traits set with
  /// `traits(_:)` before or after; on another view (a label, a cell, an image), the trait itself, as an
  /// app dims one.
  public func enabled(_ isEnabled: Bool) -> Self {
    with { node in
      if node.uikitClass.isControl {
        node.content.isEnabled = isEnabled
        // Traits of its own replace the class's, whose notEnabled this is: kept in them too.
        if node.accessibilityTraits != nil { node.setTrait(.notEnabled, !isEnabled) }
      } else {
        node.setTrait(.notEnabled, !isEnabled)
      }
    }
  }

  /// `isSelected` of a control: true adds the selected trait ("Selected:"), also to traits set with
  /// `traits(_:)` before or after; on another view (a cell, a label), the trait itself, as a selected
  /// table cell has it.
  public func selected(_ isSelected: Bool = true) -> Self {
    with { node in
      if node.uikitClass.isControl {
        node.content.isSelected = isSelected
        if node.accessibilityTraits != nil { node.setTrait(.selected, isSelected) }
      } else {
        node.setTrait(.selected, isSelected)
      }
    }
  }

  /// `accessibilityElements`: an explicit order that replaces the subviews; `Ref("id")` names a node of
  /// this subtree by identifier, a component is written in place. An empty builder hides every subview.
  public func accessibilityElements(@ElementsBuilder _ elements: () -> [ElementEntry]) -> Self {
    with { $0.accessibilityElements = elements() }
  }
}

/// Any node, for what the named components do not cover: `Node(AccessibilityNode(className: "UIStepper"))`.
public struct Node: AccessibilityComponent {
  public var node: AccessibilityNode
  public init(_ node: AccessibilityNode) { self.node = node }
}

extension AccessibilityNode {
  /// Sets or clears one trait, starting from the traits the node has now (its class's defaults when it
  /// sets none), so `LabelNode("Done").selected()` stays static text.
  fileprivate mutating func setTrait(_ trait: AccessibilityTraits, _ isOn: Bool) {
    var leaf = self
    leaf.subviews = []
    leaf.accessibilityElements = nil
    var traits = UIKitDefaults.resolve(Screen(root: leaf).nodes, 0).traits
    if isOn { traits.insert(trait) } else { traits.remove(trait) }
    accessibilityTraits = traits
  }
}

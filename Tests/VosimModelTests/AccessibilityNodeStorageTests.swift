import Testing
import VosimModel

/// `AccessibilityNode` keeps the properties most nodes leave at their defaults (a custom class name,
/// language, alpha, custom actions and content, an explicit order) in a box of their own: the node must
/// still behave as a plain value, and a property set back to its default must be as if never set.
@Suite struct AccessibilityNodeStorageTests {
  static func rareNode() -> AccessibilityNode {
    AccessibilityNode(
      className: "ProfileCell", accessibilityLanguage: "de-DE", alpha: 0.5,
      accessibilityCustomActions: ["Delete"],
      accessibilityCustomContent: [CustomContent(label: "Age", value: "3")],
      accessibilityElements: [.ref("a")])
  }

  @Test func everyRarePropertyReadsBackAsWritten() {
    let node = Self.rareNode()
    #expect(node.className == "ProfileCell")
    #expect(node.uikitClass == .view)
    #expect(node.accessibilityLanguage == "de-DE")
    #expect(node.alpha == 0.5)
    #expect(node.accessibilityCustomActions == ["Delete"])
    #expect(node.accessibilityCustomContent == [CustomContent(label: "Age", value: "3")])
    #expect(node.accessibilityElements == [.ref("a")])

    let plain = AccessibilityNode()
    #expect(plain.className == "UIView")
    #expect(plain.accessibilityLanguage == nil)
    #expect(plain.alpha == 1)
    #expect(plain.accessibilityCustomActions.isEmpty)
    #expect(plain.accessibilityCustomContent.isEmpty)
    #expect(plain.accessibilityElements == nil)
  }

  @Test func aCopysRarePropertyMutationLeavesTheOriginal() {
    let original = Self.rareNode()
    var copy = original
    copy.alpha = 0
    copy.accessibilityLanguage = "ru-RU"
    copy.accessibilityCustomActions.append("Share")
    copy.accessibilityElements = []
    copy.className = "UIButton"
    #expect(original == Self.rareNode())
    #expect(copy.alpha == 0 && copy.accessibilityLanguage == "ru-RU")
    #expect(copy.accessibilityCustomActions == ["Delete", "Share"])
    #expect(copy.accessibilityElements == [])
    #expect(copy.className == "UIButton" && copy.uikitClass == .button)
  }

  /// The first rare property set on a copy of a node without any must not appear in the original.
  @Test func theFirstRarePropertyOnACopy() {
    let original = AccessibilityNode(className: "UILabel", accessibilityLabel: "Name")
    var copy = original
    copy.accessibilityLanguage = "de-DE"
    #expect(original.accessibilityLanguage == nil)
    #expect(copy != original)
  }

  /// Rare properties set back to their defaults: equal to and hashed as a node that never had them.
  @Test func rarePropertiesSetBackToTheirDefaultsAreAsIfNeverSet() {
    var node = Self.rareNode()
    node.className = "UIView"
    node.accessibilityLanguage = nil
    node.alpha = 1
    node.accessibilityCustomActions = []
    node.accessibilityCustomContent = []
    node.accessibilityElements = nil
    #expect(node == AccessibilityNode())
    #expect(AccessibilityNode() == node)
    #expect(node.hashValue == AccessibilityNode().hashValue)
  }

  @Test func eachRarePropertyAloneMakesADifferentNode() {
    let setters: [(inout AccessibilityNode) -> Void] = [
      { $0.className = "Custom" }, { $0.accessibilityLanguage = "en-US" }, { $0.alpha = 0 },
      { $0.accessibilityCustomActions = ["A"] },
      { $0.accessibilityCustomContent = [CustomContent(label: "L", value: "")] },
      { $0.accessibilityElements = [] },
    ]
    var distinct: Set<AccessibilityNode> = [AccessibilityNode()]
    for set in setters {
      var node = AccessibilityNode()
      set(&node)
      distinct.insert(node)
    }
    #expect(distinct.count == setters.count + 1)
  }

  /// A known class name is not stored twice; a custom one is kept as written, even when it only
  /// differs from a known one in case.
  @Test func classNamesKnownAndCustom() {
    for name in ["UILabel", "UIView", "UIAccessibilityElement", "uilabel", "UILabel ", "MyApp.Cell", ""] {
      let node = AccessibilityNode(className: name)
      #expect(node.className == name)
      var set = AccessibilityNode()
      set.className = name
      #expect(set.className == name)
      #expect(set == node)
    }
    #expect(AccessibilityNode(className: "uilabel").uikitClass == .view)
  }

  /// The box is most of a screen's memory (a million-node screen holds 1.4 million of them): new
  /// stored properties belong in the rare box unless most nodes set them.
  @Test func theNodesBoxStaysSmall() {
    #expect(AccessibilityNode.storedFieldsSize <= 184)
  }
}

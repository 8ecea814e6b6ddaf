import Testing
import VosimModel

@testable import VosimReadingOrder

/// `OrderedElement` keeps a custom class name, custom actions and content and a language in a box of
/// their own: it must still behave as a plain value, with defaults indistinguishable from unset.
@Suite struct OrderedElementTests {
  static func rare() -> OrderedElement {
    OrderedElement(
      className: "ProfileCell", label: "Ada", customActions: ["Delete"],
      customContent: [CustomContent(label: "Age", value: "3")], language: "de-DE")
  }

  @Test func rarePropertiesReadBackAsWritten() {
    let element = Self.rare()
    #expect(element.className == "ProfileCell")
    #expect(element.customActions == ["Delete"])
    #expect(element.customContent == [CustomContent(label: "Age", value: "3")])
    #expect(element.language == "de-DE")
    let plain = OrderedElement(className: "UIButton")
    #expect(plain.className == "UIButton")
    #expect(plain.customActions.isEmpty && plain.customContent.isEmpty && plain.language == nil)
  }

  @Test func aCopysChangeLeavesTheOriginal() {
    let original = Self.rare()
    var copy = original
    copy.customActions.append("Share")
    copy.language = nil
    copy.className = "UILabel"
    #expect(original == Self.rare())
    #expect(copy.customActions == ["Delete", "Share"] && copy.language == nil && copy.className == "UILabel")
  }

  @Test func propertiesSetBackToTheirDefaultsAreAsIfNeverSet() {
    var element = Self.rare()
    element.className = "UIView"
    element.customActions = []
    element.customContent = []
    element.language = nil
    let plain = OrderedElement(label: "Ada")
    #expect(element == plain)
    #expect(element.hashValue == plain.hashValue)
  }

  @Test func eachPropertyAloneMakesADifferentElement() {
    let setters: [(inout OrderedElement) -> Void] = [
      { $0.className = "Custom" }, { $0.className = "UILabel" }, { $0.customActions = ["A"] },
      { $0.customContent = [CustomContent(label: "L", value: "")] }, { $0.language = "ru" },
      { $0.position = 1 }, { $0.identifier = "i" }, { $0.frame = Frame(x: 0, y: 0, width: 1, height: 1) },
      { $0.label = "L" }, { $0.value = "V" }, { $0.hint = "H" }, { $0.traits = .button },
      { $0.contexts = [.listStart] }, { $0.path = NodePath.root.appending(.subview(0)) },
    ]
    var distinct: Set<OrderedElement> = [OrderedElement()]
    for set in setters {
      var element = OrderedElement()
      set(&element)
      distinct.insert(element)
    }
    #expect(distinct.count == setters.count + 1)
  }

  /// A million-element screen holds a million of these at once.
  @Test func anElementStaysSmall() {
    #expect(OrderedElement.storedSize <= 144)
  }
}

import Testing
import VosimModel

/// `ControlContent` keeps its rare keys in a copy-on-write box and `AccessibilityNode` all its fields in
/// one: both must still behave as plain values, whatever the boxes share.
@Suite struct ControlContentStorageTests {
  /// A content with a rare key set, so that a copy shares the box.
  static func slider() -> ControlContent {
    var content = ControlContent()
    content.value = 0.5
    content.minimumValue = 0
    content.maximumValue = 1
    content.placeholder = "Search"
    return content
  }

  @Test func aCopysRareKeyMutationLeavesTheOriginal() {
    let original = Self.slider()

    var copy = original
    copy.value = 0.75
    #expect(original.value == 0.5)
    #expect(copy.value == 0.75)
    #expect(copy.minimumValue == 0 && copy.maximumValue == 1)

    copy = original
    copy.placeholder = nil
    #expect(original.placeholder == "Search")
    #expect(copy.placeholder == nil)

    copy = original
    copy.segments = ["One", "Two"]
    copy.selectedSegmentIndex = 1
    #expect(original.segments == nil && original.selectedSegmentIndex == nil)

    copy = original
    copy.items = [ControlContent.TabItem(title: "Home", badgeValue: "3")]
    copy.items![0].badgeValue = "4"
    #expect(original.items == nil)
    #expect(copy.items == [ControlContent.TabItem(title: "Home", badgeValue: "4")])

    copy = original
    copy.isSecureTextEntry = true
    copy.isEditing = false
    copy.isEditable = true
    copy.currentPage = 2
    copy.numberOfPages = 5
    copy.selectedItemIndex = 0
    copy.backTitle = "Settings"
    copy.detailText = "Detail"
    #expect(original == Self.slider())
    #expect(original.backTitle == nil && original.detailText == nil && original.currentPage == nil)
  }

  /// The other direction: the original changes after the copy was taken, the copy keeps the old value.
  @Test func anOriginalsMutationLeavesTheCopy() {
    var original = Self.slider()
    let copy = original
    original.maximumValue = 10
    original.backTitle = "Back"
    #expect(copy.maximumValue == 1)
    #expect(copy.backTitle == nil)
    #expect(copy == Self.slider())
  }

  /// A content without rare keys: the first rare key set on a copy must not appear in the original.
  @Test func theFirstRareKeyOnACopy() {
    var original = ControlContent()
    original.text = "Hello"
    var copy = original
    copy.detailText = "World"
    #expect(original.detailText == nil)
    #expect(original.isEmpty == false)
    #expect(copy.detailText == "World")
  }

  @Test func theOrderKeysAreSetInDoesNotMatter() {
    var first = ControlContent()
    first.title = "Done"
    first.placeholder = "Name"
    first.numberOfPages = 3
    first.currentPage = 1
    first.isEnabled = false

    var second = ControlContent()
    second.currentPage = 1
    second.isEnabled = false
    second.numberOfPages = 3
    second.placeholder = "Name"
    second.title = "Done"

    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)

    second.currentPage = 2
    #expect(first != second)
  }

  /// A box left behind with every key nil is the same as no box: equal, equally hashed, empty.
  @Test func aRareKeySetBackToNilIsEmptyAgain() {
    var content = ControlContent()
    content.segments = ["A"]
    content.backTitle = "Back"
    #expect(content != ControlContent())
    #expect(content.isEmpty == false)

    content.segments = nil
    content.backTitle = nil
    #expect(content == ControlContent())
    #expect(ControlContent() == content)
    #expect(content.hashValue == ControlContent().hashValue)
    #expect(content.isEmpty)
  }

  @Test func everyRareKeyAloneMakesTheContentNonEmpty() {
    let setters: [(inout ControlContent) -> Void] = [
      { $0.detailText = "" }, { $0.placeholder = "" }, { $0.isSecureTextEntry = false },
      { $0.isEditing = false }, { $0.isEditable = false }, { $0.value = 0 }, { $0.minimumValue = 0 },
      { $0.maximumValue = 0 }, { $0.currentPage = 0 }, { $0.numberOfPages = 0 }, { $0.segments = [] },
      { $0.selectedSegmentIndex = 0 }, { $0.items = [] }, { $0.selectedItemIndex = 0 },
      { $0.backTitle = "" },
    ]
    var distinct: Set<ControlContent> = []
    for (index, set) in setters.enumerated() {
      var content = ControlContent()
      set(&content)
      #expect(content.isEmpty == false, "key \(index)")
      distinct.insert(content)
    }
    // Each key is its own field: no two of them compare equal.
    #expect(distinct.count == setters.count)
  }

  @Test func aNodeCopyKeepsItsOwnContentAndClass() {
    var content = ControlContent()
    content.placeholder = "Email"
    let original = AccessibilityNode(className: "UITextField", accessibilityLabel: "Email", content: content)

    var copy = original
    copy.content.placeholder = "Phone"
    #expect(original.content.placeholder == "Email")
    #expect(copy.content.placeholder == "Phone")
    #expect(copy != original)

    copy = original
    copy.className = "UISwitch"
    #expect(copy.uikitClass == .switch)
    #expect(original.className == "UITextField")
    #expect(original.uikitClass == .textField)

    copy.className = "MyCustomView"
    #expect(copy.className == "MyCustomView")
    #expect(copy.uikitClass == .view)

    // Setting the class back makes the copy equal again: the derived class is part of the value.
    copy.className = "UITextField"
    #expect(copy == original)
    #expect(copy.hashValue == original.hashValue)
  }

  /// A node's content copied out and changed does not write through to the node.
  @Test func contentReadFromANodeIsACopy() {
    let node = AccessibilityNode(className: "UISlider", content: Self.slider())
    var content = node.content
    content.value = 0.9
    #expect(node.content.value == 0.5)
    #expect(node.content == Self.slider())
  }
}

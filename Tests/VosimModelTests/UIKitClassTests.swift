import Testing
import VosimModel

/// The class table is read once per node by a byte comparison; every known name must map to its class
/// and anything else, however close, to a plain view.
@Suite struct UIKitClassTests {
  @Test(arguments: UIKitClass.allCases)
  func everyKnownNameMapsToItsClass(known: UIKitClass) {
    #expect(UIKitClass(className: known.rawValue) == known)
  }

  @Test(arguments: [
    "", "UI", "UIButto", "UIButtonX", "uibutton", "UIBUTTON", " UIButton", "UIButton ", "MyButton",
    "UIAccessibilityElementX", "UIViewController", "UİButton", "UIButton\u{0}",
  ])
  func otherNamesAreViews(name: String) {
    #expect(UIKitClass(className: name) == .view)
  }

  /// A name that is a slice of a longer string (not contiguous on its own) is read the same.
  @Test func substringNamesAreRead() {
    let line = "class=UISwitch;"
    let name = String(line.dropFirst(6).dropLast())
    #expect(UIKitClass(className: name) == .switch)
  }
}

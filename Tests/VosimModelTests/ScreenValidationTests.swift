import Testing
import VosimModel

/// A screen built in Swift is held to the numbers a screen file can hold: the reader refuses the rest,
/// and so must `validate()`, or a test and the CLI would read the same screen differently.
@Suite struct ScreenValidationTests {
  private func screen(_ node: AccessibilityNode, device: Device = .defaultPhone) -> Screen {
    Screen(device: device, root: AccessibilityNode(subviews: [node]))
  }

  private func message(_ screen: Screen) -> String? {
    do {
      try screen.validate()
      return nil
    } catch { return error.description }
  }

  @Test func framesAreFiniteWithoutANegativeSize() {
    let negative = AccessibilityNode(frame: Frame(x: 0, y: 100, width: -10, height: -10))
    #expect(
      message(screen(negative))
        == "root.subviews[0]: frame width and height must not be negative, found -10×-10")
    let notANumber = AccessibilityNode(frame: Frame(x: .nan, y: 100, width: 10, height: 10))
    #expect(
      message(screen(notANumber))
        == "root.subviews[0]: frame [nan, 100.0, 10.0, 10.0] must be four finite numbers")
    #expect(message(screen(AccessibilityNode(frame: Frame(x: 0, y: 0, width: 390, height: 44)))) == nil)
  }

  @Test func valuesAndTheDeviceAreFinite() {
    var slider = AccessibilityNode(className: "UISlider", frame: Frame(x: 0, y: 0, width: 300, height: 31))
    slider.content.value = .infinity
    #expect(message(screen(slider)) == "root.subviews[0]: value inf must be a finite number")
    var stepper = AccessibilityNode(className: "UIStepper", frame: Frame(x: 0, y: 0, width: 94, height: 32))
    stepper.content.stepValue = 0
    #expect(message(screen(stepper)) == "root.subviews[0]: stepValue 0 must be greater than 0")
    let plain = AccessibilityNode(frame: Frame(x: 0, y: 0, width: 10, height: 10))
    #expect(
      message(screen(plain, device: Device(idiom: .phone, width: .nan, height: 844)))
        == "device: width nan must be a finite number, 0 or more")
  }

  /// An error about a screen built in Swift names its node as a diagnostic's location, as vosim prints
  /// a node's (`root.subviews[0]: error: …`), and a depth error has no line and column: the screen
  /// has no file.
  @Test func errorsOfABuiltScreenAreAtItsNodes() throws {
    let notANumber = AccessibilityNode(frame: Frame(x: .nan, y: 100, width: 10, height: 10))
    do {
      try screen(notANumber).validate()
      Issue.record("a NaN frame was accepted")
    } catch {
      #expect(error.diagnostic.location == .node(NodePath.root.appending(.subview(0))))
      #expect(
        error.diagnostic.description
          == "root.subviews[0]: error: frame [nan, 100.0, 10.0, 10.0] must be four finite numbers")
    }
    var deep = AccessibilityNode(className: "UILabel")
    for _ in 0..<Screen.maximumDepth { deep = AccessibilityNode(subviews: [deep]) }
    do {
      try Screen(root: deep).validate()
      Issue.record("a screen deeper than the limit was accepted")
    } catch {
      #expect(error.position == nil)
      #expect(error.diagnostic.description == "error: nodes nested deeper than \(Screen.maximumDepth) levels")
    }
  }

  /// A node path reads back from the text it writes; other text is no path.
  @Test func aNodePathParsesItsOwnText() {
    let path = NodePath.root.appending(.subview(2)).appending(.accessibilityElement(0)).appending(
      .part("items", 1)
    )
    .appending(.part("backItem", nil))
    #expect(NodePath(parsing: path.description) == path)
    #expect(NodePath(parsing: "root") == .root)
    for text in ["device", "rooted", "root.", "root.subviews[x]", "root.subviews[-1]", "root..a"] {
      #expect(NodePath(parsing: text) == nil, "\(text)")
    }
  }
}

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
}

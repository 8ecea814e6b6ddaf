import Foundation
import VosimModel
import VosimReadingOrder

/// The rules on interactive elements' frames: size and overlap.
enum TargetRules {
  /// Traits that make an element something to tap. Keyboard keys are the system keyboard's.
  static let interactive: AccessibilityTraits = [
    .button, .link, .adjustable, .textEntry, .searchField, .toggleButton, .tabBarItem, .backButton,
  ]

  static func isInteractive(_ element: OrderedElement) -> Bool {
    !element.traits.isDisjoint(with: interactive) && !element.traits.contains(.keyboardKey)
  }

  /// Whether a frame is one of UIKit's own controls at its system size, which Apple ships below 44 pt:
  /// a switch (51 x 31), a slider (31 pt tall; 28 to 34 across versions), a segmented control's
  /// segments and a stepper's halves (32 pt tall; 28 to 32; the width is the app's, held to 44 pt), a
  /// page control (26 to 28 pt tall) and a
  /// rounded-rect text field (34 pt tall; 30 to 36).
  /// `container` is the class of the node holding the element's: a dump's segmented control and
  /// stepper hold their segments and halves as buttons of their own. Each range reaches the point a
  /// WebDriverAgent dump's outward rounding adds (`CGRectIntegral`: a 34 pt slider at y 0.5 is 35).
  static func isSystemSize(_ element: OrderedElement, _ frame: Frame, container: () -> String?) -> Bool {
    let height = frame.height
    /// Heights from `low` to `high`, and what rounding outward makes of `high`.
    func within(_ low: Double, _ high: Double) -> Bool { (low...(high.rounded(.up) + 1)).contains(height) }
    let isPartSize = within(28, 32.5) && frame.width >= 44
    if case .part(let name, _)? = element.path.step, ["segments", "decrement", "increment"].contains(name) {
      return isPartSize
    }
    // Looked up only for a button of a part's size: finding a node by its path is not free.
    if isPartSize, element.traits.contains(.button),
      [UIKitClass.segmentedControl.rawValue, UIKitClass.dumpStepperClassName].contains(container())
    {
      return true
    }
    switch UIKitClass(className: element.className) {
    case .switch: return abs(frame.width - 51) <= 1 && abs(height - 31) <= 1
    case .slider: return within(28, 34) && frame.width >= 44
    case .pageControl: return within(26, 28) && frame.width >= 44
    case .textField: return within(30, 36) && frame.width >= 44
    default: return false
    }
  }

  /// A side in tenths, rounded to the nearest but never up to `minimum`, so that a side under the
  /// minimum never reads as the minimum itself; a sliver under a tenth by its first two digits, so that
  /// it does not read as the 0 that no touch reaches.
  private static func sideText(_ side: Double, minimum: Double) -> String {
    var tenths = (side * 10).rounded() / 10
    if side < minimum, tenths >= minimum { tenths = (side * 10).rounded(.down) / 10 }
    guard tenths == 0, side > 0 else { return Frame.format(tenths) }
    var digits = 2
    while (side * pow(10, Double(digits))).rounded(.down) < 10, digits < 30 { digits += 1 }
    // Written out in decimals: `String(Double)` would write the smallest in exponent form (`1e-06`).
    let digitsText = String(Int((side * pow(10, Double(digits))).rounded(.down)))
    return "0." + String(repeating: "0", count: max(0, digits - digitsText.count)) + digitsText
  }

  /// How far under the minimum a side may be and still meet it: the floating-point noise of frames
  /// computed by division (idb's `43.99999999999999`), far under anything a finger feels.
  static let sizeTolerance = 1e-6

  static func smallTarget(_ element: OrderedElement, minimum: Double, container: () -> String?) -> String? {
    let short = minimum - sizeTolerance
    guard isInteractive(element), let frame = element.frame, frame.width < short || frame.height < short,
      !isSystemSize(element, frame, container: container)
    else { return nil }
    // Appended piece by piece: a screen of small buttons gives one of these per button.
    let limit = Frame.format(minimum)
    var message = Describe.name(element)
    message += " is "
    message += sideText(frame.width, minimum: minimum)
    message += " x "
    message += sideText(frame.height, minimum: minimum)
    // A side of 0 is no area at all: touch exploration never lands on it.
    if frame.width == 0 || frame.height == 0 {
      message += " pt, so no touch reaches it"
    } else {
      message += " pt, smaller than "
      message += limit
      message += " x "
      message += limit
      message += " pt"
    }
    message += ": make its tappable area at least "
    message += limit
    message += " x "
    message += limit
    message += " pt"
    return message
  }

  /// The overlaps among interactive frames: for each element overlapped by an earlier one (in reading
  /// order), the first such and how many more. A sweep down the screen: each frame is compared only
  /// with the frames that reach down to its top. Targets at one frame (a stack of copies) are one
  /// entry of the sweep, their members counted against each other by rank, so a pile of thousands
  /// costs no comparison of every pair.
  static func overlaps(_ targets: [(position: Int, frame: Frame)]) -> [Int: (other: Int, more: Int)] {
    // Sorted down the screen, a stack's members side by side in reading order: each stack is a range.
    let sorted = targets.sorted {
      ($0.frame.minY, $0.frame.minX, $0.frame.width, $0.frame.height, $0.position)
        < ($1.frame.minY, $1.frame.minX, $1.frame.width, $1.frame.height, $1.position)
    }
    var stacks: [Range<Int>] = []
    var start = 0
    for index in sorted.indices.dropFirst() where sorted[index].frame != sorted[index - 1].frame {
      stacks.append(start..<index)
      start = index
    }
    if !sorted.isEmpty { stacks.append(start..<sorted.count) }
    // For each position, the first earlier one overlapping it and how many do.
    var found: [Int: (first: Int, count: Int)] = [:]
    func add(_ later: Int, first: Int, count: Int) {
      let known = found[later]
      found[later] = (min(known?.first ?? first, first), (known?.count ?? 0) + count)
    }
    /// Each of `later`'s members gets the members of `earlier` placed before it.
    func count(_ earlier: Range<Int>, before later: Range<Int>) {
      var before = earlier.lowerBound
      for member in later {
        let position = sorted[member].position
        while before < earlier.upperBound, sorted[before].position < position { before += 1 }
        if before > earlier.lowerBound {
          add(position, first: sorted[earlier.lowerBound].position, count: before - earlier.lowerBound)
        }
      }
    }
    var active: [Range<Int>] = []
    for stack in stacks {
      let frame = sorted[stack.lowerBound].frame
      active.removeAll { sorted[$0.lowerBound].frame.maxY - frame.minY <= minimumOverlap }
      if overlap(frame, frame) {
        for member in stack.dropFirst() {
          add(
            sorted[member].position, first: sorted[stack.lowerBound].position,
            count: member - stack.lowerBound)
        }
      }
      for other in active where overlap(sorted[other.lowerBound].frame, frame) {
        count(other, before: stack)
        count(stack, before: other)
      }
      active.append(stack)
    }
    return found.mapValues { (other: $0.first, more: $0.count - 1) }
  }

  /// Frames overlap when they share more than a point each way: dumps round frames, and adjacent
  /// controls often share an edge or a fraction of a point.
  static let minimumOverlap = 1.0

  static func overlap(_ a: Frame, _ b: Frame) -> Bool {
    min(a.maxX, b.maxX) - max(a.minX, b.minX) > minimumOverlap
      && min(a.maxY, b.maxY) - max(a.minY, b.minY) > minimumOverlap
  }

  /// The part of `frame` right of the screen's left edge, left of its right edge and below its top
  /// (below the bottom is where content scrolls in from).
  static func onScreen(_ frame: Frame, device: Device) -> Frame {
    let minX = max(frame.minX, 0)
    let minY = max(frame.minY, 0)
    let maxX = min(frame.maxX, device.width)
    return Frame(x: minX, y: minY, width: max(maxX - minX, 0), height: max(frame.maxY - minY, 0))
  }

  /// Whether the frame is entirely outside the screen on a side no vertical scrolling reaches: above
  /// the top, or beyond the left or right edge. Below the bottom is where a scroll view's content
  /// goes, which the tree cannot tell from an element left behind.
  static func isOffscreen(_ frame: Frame, device: Device) -> Bool {
    guard frame.width > 0 || frame.height > 0 else { return false }
    // A side of no size on the screen's edge (`[0, 100, 0, 10]`) touches the screen: it is no-size's
    // case, not outside.
    let leftOfScreen = frame.width > 0 ? frame.maxX <= 0 : frame.maxX < 0
    let aboveScreen = frame.height > 0 ? frame.maxY <= 0 : frame.maxY < 0
    let rightOfScreen = frame.width > 0 ? frame.minX >= device.width : frame.minX > device.width
    return aboveScreen || leftOfScreen || rightOfScreen
  }
}

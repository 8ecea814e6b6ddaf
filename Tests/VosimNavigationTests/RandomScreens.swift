import VosimModel
import VosimTestSupport

/// Random screens for the navigation fuzz test: every control whose state gestures change, every kind
/// of group, hidden, transparent and modal views, explicit orders, frames that overlap, are missing,
/// negative or huge, and labels with quotes, line breaks, control characters and other scripts.
struct RandomScreens {
  private var counter = 0

  mutating func screen(using random: inout SplitMix64) -> Screen {
    counter = 0
    var root = AccessibilityNode(frame: Frame(x: 0, y: 0, width: 390, height: 844))
    root.subviews = (0..<Int.random(in: 0...12, using: &random)).map { _ in node(depth: 1, using: &random) }
    return Screen(
      device: .defaultPhone, language: random.chance(20) ? "de-DE" : "en-US",
      layoutDirection: random.chance(25) ? .rightToLeft : .leftToRight, root: root)
  }

  private static let texts = [
    "Pay", "Wi-Fi", "\"Quoted\" \\ back", "Line\nbreak", "Tab\there", "Bell\u{07}", "Забронировать", "شكرًا",
    "日本語。", "👍🏽", " ", "", "Forgot password?",
  ]

  private mutating func text(using random: inout SplitMix64) -> String {
    counter += 1
    return Self.texts.randomElement(using: &random)! + (random.chance(50) ? " \(counter)" : "")
  }

  private func frame(using random: inout SplitMix64) -> Frame? {
    if random.chance(8) { return nil }
    if random.chance(3) { return Frame(x: 1e300, y: -1e300, width: 1e308, height: 5) }
    let x = Double(Int.random(in: -20..<400, using: &random))
    let y = Double(Int.random(in: -20..<900, using: &random))
    // Now and then a negative width, which the navigator refuses as the reader does.
    let width =
      Int.random(in: 0..<400, using: &random) == 0 ? -5 : Double(Int.random(in: 0..<400, using: &random))
    let height = Double(Int.random(in: 0..<120, using: &random))
    return Frame(x: x, y: y, width: width, height: height)
  }

  private mutating func node(depth: Int, using random: inout SplitMix64) -> AccessibilityNode {
    var node: AccessibilityNode
    if depth < 4 && random.chance(30) {
      node = AccessibilityNode(frame: frame(using: &random))
      node.subviews = (0..<Int.random(in: 0...5, using: &random)).map { _ in
        self.node(depth: depth + 1, using: &random)
      }
      node.accessibilityContainerType = ContainerType.allCases.randomElement(using: &random)!
      if node.accessibilityContainerType == .semanticGroup { node.accessibilityLabel = text(using: &random) }
      node.shouldGroupAccessibilityChildren = random.chance(20)
      if random.chance(10) { node.accessibilityTraits = .tabBar }
      if random.chance(10), !node.subviews.isEmpty {
        node.accessibilityElements = node.subviews.map { .node($0) }.shuffled(using: &random)
      }
    } else {
      node = element(using: &random)
    }
    node.isHidden = random.chance(5)
    node.alpha = random.chance(5) ? 0 : 1
    node.accessibilityElementsHidden = random.chance(4)
    node.accessibilityViewIsModal = random.chance(4)
    if random.chance(30) { node.accessibilityIdentifier = "id\(Int.random(in: 0..<6, using: &random))" }
    return node
  }

  private mutating func element(using random: inout SplitMix64) -> AccessibilityNode {
    let classes = [
      "UILabel", "UIButton", "UISwitch", "UISlider", "UITextField", "UISegmentedControl", "UIPageControl",
      "UIStepper", "UITabBar", "UINavigationBar", "UIImageView", "UIAccessibilityElement", "UITableViewCell",
    ]
    var node = AccessibilityNode(
      className: classes.randomElement(using: &random)!, frame: frame(using: &random))
    node.content.text = text(using: &random)
    node.content.title = text(using: &random)
    node.content.isOn = random.chance(50)
    node.content.isEnabled = !random.chance(15)
    node.content.value = Double(Int.random(in: -5...15, using: &random))
    node.content.minimumValue = random.chance(70) ? 0 : 10
    node.content.maximumValue = random.chance(70) ? 10 : 0
    node.content.currentPage = Int.random(in: -1...4, using: &random)
    node.content.numberOfPages = Int.random(in: 0...4, using: &random)
    node.content.segments = (0..<Int.random(in: 0...3, using: &random)).map { _ in text(using: &random) }
    node.content.selectedSegmentIndex = Int.random(in: -1...3, using: &random)
    node.content.items = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      ControlContent.TabItem(title: text(using: &random), badgeValue: random.chance(20) ? "3" : nil)
    }
    node.content.selectedItemIndex = Int.random(in: -1...3, using: &random)
    node.content.backTitle = random.chance(50) ? text(using: &random) : nil
    if random.chance(20) {
      node.accessibilityTraits = AccessibilityTraits(
        rawValue: UInt64.random(in: 0...(1 << 20), using: &random))
    }
    if random.chance(15) { node.accessibilityCustomActions = ["Delete", text(using: &random)] }
    if random.chance(10) { node.accessibilityValue = text(using: &random) }
    if random.chance(10) {
      node.accessibilityLanguage = ["de", "ru", "fr-CA", ""].randomElement(using: &random)!
    }
    return node
  }
}

import VosimModel
import VosimTestSupport

/// Random screens that exercise every rule of §2–§3: hidden, transparent, 0×0 and clipped views, modal
/// siblings, explicit orders with inline nodes and refs, groups of every kind, nodes without frames.
///
/// Every node carries a unique identifier `n<k>`, so an element in the reading order names its node.
struct ScreenGenerator {
  /// Restricts the screens to those whose order cannot depend on document order by construction of the
  /// engine's rules (every element framed, at most one modal subview per container), so that shuffling
  /// siblings may only change the order when the ambiguity check says so.
  var shuffleSafe = false
  var maximumDepth = 4
  var maximumChildren = 5

  private var counter = 0

  init(shuffleSafe: Bool = false) { self.shuffleSafe = shuffleSafe }

  mutating func screen(using random: inout SplitMix64) -> Screen {
    counter = 0
    let idiom: Device.Idiom = random.chance(20) ? .pad : .phone
    let direction: LayoutDirection = random.chance(20) ? .rightToLeft : .leftToRight
    var root = container(depth: 0, using: &random)
    root.isHidden = false
    root.alpha = 1
    root.accessibilityElementsHidden = false
    return Screen(
      device: idiom == .pad ? Device(idiom: .pad, width: 820, height: 1180) : .defaultPhone,
      layoutDirection: direction, root: root)
  }

  private mutating func nextIdentifier() -> String {
    counter += 1
    return "n\(counter)"
  }

  /// Frames on a 20-pt row grid (wider than both bands) with an occasional 5-pt step, which makes rows
  /// chain into the staircases the ambiguity check reports.
  private func frame(using random: inout SplitMix64) -> Frame {
    let row = Double(Int.random(in: 0..<30, using: &random)) * 20 + (random.chance(10) ? 5 : 0)
    let column = Double(Int.random(in: 0..<12, using: &random)) * 30
    return Frame(x: column, y: row, width: 25, height: 15)
  }

  private mutating func node(depth: Int, using random: inout SplitMix64) -> AccessibilityNode {
    if depth >= maximumDepth || random.chance(45) { return element(using: &random) }
    return container(depth: depth, using: &random)
  }

  private mutating func element(using random: inout SplitMix64) -> AccessibilityNode {
    let identifier = nextIdentifier()
    var node: AccessibilityNode
    switch Int.random(in: 0..<4, using: &random) {
    case 0: node = AccessibilityNode(className: "UILabel", content: text(identifier))
    case 1:
      var content = ControlContent()
      content.title = "Button \(identifier)"
      node = AccessibilityNode(className: "UIButton", content: content)
    case 2:
      node = AccessibilityNode(className: "UIAccessibilityElement", accessibilityLabel: "Bare \(identifier)")
    default: node = AccessibilityNode(isAccessibilityElement: true, accessibilityLabel: "View \(identifier)")
    }
    node.accessibilityIdentifier = identifier
    node.frame = shuffleSafe || random.chance(85) ? frame(using: &random) : nil
    prune(&node, using: &random)
    return node
  }

  private mutating func container(depth: Int, using random: inout SplitMix64) -> AccessibilityNode {
    var node = AccessibilityNode(accessibilityIdentifier: nextIdentifier())
    if random.chance(60) { node.frame = Frame(x: 0, y: 0, width: 390, height: 844) }
    prune(&node, using: &random)
    switch Int.random(in: 0..<10, using: &random) {
    case 0: node.shouldGroupAccessibilityChildren = true
    case 1: node.accessibilityContainerType = .list
    case 2: node.accessibilityContainerType = .landmark
    case 3:
      node.accessibilityContainerType = .semanticGroup
      node.accessibilityLabel = random.chance(50) ? "Group \(node.accessibilityIdentifier!)" : nil
    default: break
    }
    let count = Int.random(in: 0...maximumChildren, using: &random)
    var modals = 0
    for _ in 0..<count {
      var child = self.node(depth: depth + 1, using: &random)
      if random.chance(8), !(shuffleSafe && modals > 0) {
        child.accessibilityViewIsModal = true
        modals += 1
      }
      node.subviews.append(child)
    }
    if random.chance(15) {
      // An explicit order: some subviews by ref (each at most once), some nodes written in place.
      var entries: [ElementEntry] = []
      for subview in node.subviews.shuffled(using: &random) where random.chance(70) {
        entries.append(.ref(subview.accessibilityIdentifier!))
      }
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        entries.insert(
          .node(self.node(depth: depth + 1, using: &random)),
          at: Int.random(in: 0...entries.count, using: &random))
      }
      node.accessibilityElements = entries
    }
    return node
  }

  /// The §2.1–2.2 ways to disappear, each on a few nodes.
  private func prune(_ node: inout AccessibilityNode, using random: inout SplitMix64) {
    switch Int.random(in: 0..<40, using: &random) {
    case 0: node.accessibilityElementsHidden = true
    case 1: node.isHidden = true
    case 2: node.alpha = 0.005
    case 3: node.alpha = 0.02
    case 4:
      node.frame = Frame(x: 10, y: 10, width: 0, height: 0)
      node.clipsToBounds = random.chance(50)
    default: break
    }
  }
}

extension AccessibilityNode {
  /// The same tree with every node's subviews in a random order (explicit orders untouched).
  func shufflingSubviews(using random: inout SplitMix64) -> AccessibilityNode {
    var copy = self
    copy.subviews = subviews.map { $0.shufflingSubviews(using: &random) }.shuffled(using: &random)
    copy.accessibilityElements = accessibilityElements?.map { entry in
      if case .node(let node) = entry { return .node(node.shufflingSubviews(using: &random)) }
      return entry
    }
    return copy
  }
}

func text(_ identifier: String) -> ControlContent {
  var content = ControlContent()
  content.text = "Label \(identifier)"
  return content
}

import Testing
import VosimModel
import VosimReadingOrder

@Suite("Reachability (rules §2)")
struct ReachabilityTests {
  @Test func elementsHiddenRemovesTheWholeSubtreeOfAnyNode() throws {
    var overlay = view([element("Volume", 0, 0)])
    overlay.accessibilityElementsHidden = true
    var bare = element("Bare", 0, 50)
    bare.accessibilityElementsHidden = true
    #expect(try labels(view([overlay, bare, element("Play", 0, 100)])) == ["Play"])
  }

  @Test func hiddenViewsAreGone() throws {
    var hidden = view([element("Inside", 0, 0)])
    hidden.isHidden = true
    #expect(try labels(view([hidden, element("Shown", 0, 50)])) == ["Shown"])
  }

  @Test func alphaCutOffIsUIKitsHitTestThreshold() throws {
    var faint = view([element("Faint", 0, 0)])
    faint.alpha = 0.009
    var dim = view([element("Dim", 0, 50)])
    dim.alpha = 0.01
    #expect(try labels(view([faint, dim])) == ["Dim"])
  }

  @Test func zeroSizePrunesWhenClippingOrElementOrExplicitElements() throws {
    let zero = Frame(x: 0, y: 0, width: 0, height: 0)
    var clipping = view([element("Clipped", 0, 0)], frame: zero)
    clipping.clipsToBounds = true
    var zeroElement = element("Zero element", 0, 10)
    zeroElement.className = "UIView"
    zeroElement.frame = zero
    var zeroBareElement = element("Zero bare element", 0, 40)
    zeroBareElement.frame = zero
    var explicit = view([], frame: zero)
    explicit.accessibilityElements = [.node(element("Explicit", 0, 20))]
    let wrapper = view([element("Through wrapper", 0, 30)], frame: zero)
    #expect(
      try labels(view([clipping, zeroElement, explicit, wrapper, zeroBareElement]))
        == ["Zero bare element", "Through wrapper"])
  }

  @Test func bareAccessibilityElementsAreNotViews() throws {
    var bare = element("Bare", 0, 0)
    bare.isHidden = true
    bare.alpha = 0
    #expect(try labels(view([bare])) == ["Bare"])
  }

  @Test func anElementIsALeaf() throws {
    var card = view(
      [element("Title", 0, 0), element("Subtitle", 0, 30)], frame: Frame(x: 0, y: 0, width: 300, height: 60))
    card.isAccessibilityElement = true
    card.accessibilityLabel = "Card"
    #expect(try labels(view([card])) == ["Card"])
  }

  @Test func emptyAccessibilityElementsHidesAllSubviews() throws {
    var container = view([element("Hidden by empty order", 0, 0)])
    container.accessibilityElements = []
    #expect(try labels(view([container, element("After", 0, 50)])) == ["After"])
  }

  @Test func offscreenElementsStay() throws {
    #expect(
      try labels(view([element("Far below", 0, 5000), element("Left of screen", -500, 0)]))
        == ["Left of screen", "Far below"])
  }

  /// A node a ref names is read where the ref stands and nowhere else: not again inside another entry
  /// of the same order that contains it, nor where it is written in place in that order.
  @Test func aNodeNamedByARefIsReadOnce() throws {
    func screen(_ refs: [String]) -> AccessibilityNode {
      var a = element("A", 0, 0)
      a.accessibilityIdentifier = "a"
      var box = view([a, element("C", 0, 50)])
      box.accessibilityIdentifier = "box"
      var root = view([box])
      root.accessibilityElements = refs.map { .ref($0) }
      return root
    }
    #expect(try labels(screen(["box", "a"])) == ["C", "A"])
    #expect(try labels(screen(["a", "box"])) == ["A", "C"])

    var inPlace = element("A", 0, 0)
    inPlace.accessibilityIdentifier = "a"
    var root = view([])
    root.accessibilityElements = [.node(inPlace), .node(element("B", 0, 30)), .ref("a")]
    let result = try order(root)
    #expect(result.elements.map(\.label) == ["B", "A"])
    #expect(
      result.elements.map(\.path.description) == [
        "root.accessibilityElements[1]", "root.accessibilityElements[0]",
      ])
  }

  /// A ref's target below a gone ancestor is gone with it: rules §2.1–2.2 take the whole subtree.
  @Test func aRefBelowAGoneAncestorReadsNothing() throws {
    for hide in [
      { (node: inout AccessibilityNode) in node.accessibilityElementsHidden = true },
      { (node: inout AccessibilityNode) in node.isHidden = true },
      { (node: inout AccessibilityNode) in node.alpha = 0 },
    ] {
      var target = element("target", 0, 0)
      target.accessibilityIdentifier = "x"
      var hidden = view([target])
      hide(&hidden)
      var shown = element("visible", 0, 50)
      shown.accessibilityIdentifier = "y"
      var root = view([hidden, view([shown])])
      root.accessibilityElements = [.ref("x"), .ref("y")]
      #expect(try labels(root) == ["visible"])
    }
  }

  @Test func missingReferenceIsAnError() throws {
    var container = view([element("A", 0, 0)])
    container.accessibilityElements = [.ref("nothing")]
    #expect(throws: ModelError.unresolvedReference("nothing", container: "root.subviews[0]")) {
      try order(view([container]))
    }
  }

  /// A screen built in Swift with a number no screen file holds is refused, as the reader refuses it.
  @Test func aNegativeSizeIsAnError() throws {
    var negative = element("A", 0, 0)
    negative.frame?.width = -10
    #expect(
      throws: ModelError.invalidNumber(
        "frame width and height must not be negative, found -10×20", path: "root.subviews[0]")
    ) { try order(view([negative])) }
  }
}

@Suite("Modal views (rules §2.5)")
struct ModalTests {
  @Test func aModalHidesItsSiblings() throws {
    var alert = view([element("Delete?", 50, 300), element("Cancel", 50, 400)])
    alert.accessibilityViewIsModal = true
    #expect(
      try labels(view([element("Behind", 0, 0), alert, element("Also behind", 0, 600)]))
        == ["Delete?", "Cancel"])
  }

  @Test func nestedModalKeepsSiblingsOfItsAncestors() throws {
    var sheet = view([element("Sheet button", 0, 300)])
    sheet.accessibilityViewIsModal = true
    let content = view([element("Hidden sibling", 0, 200), sheet])
    #expect(
      try labels(view([element("Header", 0, 0), content, element("Footer", 0, 700)]))
        == ["Header", "Sheet button", "Footer"])
  }

  @Test func theLastOfTwoModalsWins() throws {
    var first = view([element("First modal", 0, 100)])
    first.accessibilityViewIsModal = true
    var second = view([element("Second modal", 0, 200)])
    second.accessibilityViewIsModal = true
    #expect(try labels(view([first, second, element("Other", 0, 0)])) == ["Second modal"])
  }

  @Test func aHiddenModalDoesNotCount() throws {
    var modal = view([element("Hidden modal", 0, 100)])
    modal.accessibilityViewIsModal = true
    modal.isHidden = true
    #expect(try labels(view([element("Visible", 0, 0), modal])) == ["Visible"])
    modal.isHidden = false
    modal.accessibilityElementsHidden = true
    #expect(try labels(view([element("Visible", 0, 0), modal])) == ["Visible"])
  }

  @Test func aHiddenLaterModalLeavesTheEarlierOneInCharge() throws {
    var shown = view([element("Shown modal", 0, 100)])
    shown.accessibilityViewIsModal = true
    var hidden = view([element("Hidden modal", 0, 200)])
    hidden.accessibilityViewIsModal = true
    hidden.alpha = 0
    #expect(try labels(view([element("Other", 0, 0), shown, hidden])) == ["Shown modal"])
  }
}

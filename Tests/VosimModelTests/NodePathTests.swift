import Testing
import VosimModel

/// `NodePath` names a node as it is written in the source file, and a screen holds one per node.
@Suite struct NodePathTests {
  @Test func describesTheSourcePath() {
    let path = NodePath.root.appending(.subview(2)).appending(.accessibilityElement(0))
      .appending(.part("segments", 1)).appending(.part("backItem", nil))
    #expect(path.description == "root.subviews[2].accessibilityElements[0].segments[1].backItem")
    #expect(NodePath.root.description == "root")
  }

  @Test func equalPathsAreEqualWhateverTheirObjects() {
    let first = NodePath.root.appending(.subview(1)).appending(.part("items", 3))
    let second = NodePath.root.appending(.subview(1)).appending(.part("items", 3))
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != NodePath.root.appending(.subview(1)).appending(.part("items", 2)))
    #expect(first != NodePath.root.appending(.subview(1)).appending(.part("item", 3)))
    #expect(NodePath.root.appending(.subview(0)) != NodePath.root.appending(.accessibilityElement(0)))
  }

  /// A step is an integer and a tag (the part case is indirect): with a string in it, every path
  /// object of a million-node screen took a 64-byte allocation instead of 48.
  @Test func aStepStaysSmall() {
    #expect(MemoryLayout<NodePath.Step>.size <= 9)
  }
}

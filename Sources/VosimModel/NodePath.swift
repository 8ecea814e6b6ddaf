/// Where a node sits in its source file, such as `root.subviews[2].accessibilityElements[0]`.
///
/// Paths share their prefixes (each step points at its parent), so every element of a million-node
/// screen can carry one cheaply; the text is built only when asked for.
public final class NodePath: Hashable, Sendable, CustomStringConvertible {
  /// One step down from a node.
  public enum Step: Hashable, Sendable {
    case subview(Int)
    case accessibilityElement(Int)
    /// A part a composite control lays out itself: `segments[1]`, `items[0]`, `backItem`, `titleItem`,
    /// `decrement`, `increment`.
    ///
    /// Indirect, so a step stays an integer and a tag: a screen holds a path for every element, and
    /// an inline string would make each step larger.
    indirect case part(String, Int?)
  }

  public let parent: NodePath?
  public let step: Step?

  private init(parent: NodePath?, step: Step?) {
    self.parent = parent
    self.step = step
  }

  /// The screen's root node.
  public static let root = NodePath(parent: nil, step: nil)

  public func appending(_ step: Step) -> NodePath { NodePath(parent: self, step: step) }

  /// The path `description` writes (`root.subviews[2].items[0]`); nil for any other text.
  public convenience init?(parsing text: String) {
    guard text.hasPrefix("root") else { return nil }
    var path = NodePath.root
    for piece in text.dropFirst(4).split(separator: ".", omittingEmptySubsequences: false).dropFirst() {
      var name = Substring(piece)
      var index: Int?
      if let open = piece.firstIndex(of: "["), piece.hasSuffix("]") {
        name = piece[..<open]
        guard let number = Int(piece[piece.index(after: open)..<piece.index(before: piece.endIndex)]),
          number >= 0
        else { return nil }
        index = number
      }
      guard !name.isEmpty, name.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
      switch (name, index) {
      case ("subviews", let index?): path = path.appending(.subview(index))
      case ("accessibilityElements", let index?): path = path.appending(.accessibilityElement(index))
      default: path = path.appending(.part(String(name), index))
      }
    }
    guard text.dropFirst(4).isEmpty || text.dropFirst(4).hasPrefix(".") else { return nil }
    self.init(parent: path.parent, step: path.step)
  }

  public var description: String {
    var steps: [Step] = []
    var cursor: NodePath? = self
    while let node = cursor, let step = node.step {
      steps.append(step)
      cursor = node.parent
    }
    var text = "root"
    text.reserveCapacity(4 + steps.count * 16)
    for step in steps.reversed() {
      switch step {
      case .subview(let index):
        text += ".subviews["
        text += String(index)
        text += "]"
      case .accessibilityElement(let index):
        text += ".accessibilityElements["
        text += String(index)
        text += "]"
      case .part(let name, let index):
        text += "."
        text += name
        if let index {
          text += "["
          text += String(index)
          text += "]"
        }
      }
    }
    return text
  }

  public static func == (lhs: NodePath, rhs: NodePath) -> Bool {
    lhs === rhs || (lhs.step == rhs.step && lhs.parent == rhs.parent)
  }

  public func hash(into hasher: inout Hasher) {
    var cursor: NodePath? = self
    while let node = cursor {
      hasher.combine(node.step)
      cursor = node.parent
    }
  }
}

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

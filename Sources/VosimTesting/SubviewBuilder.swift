/// Collects the subviews written inside a `Screen { … }` or `ViewNode { … }`, back to front as in UIKit;
/// `if`, `switch` and `for` work as in any result builder.
@resultBuilder
public enum SubviewBuilder {
  public static func buildExpression(_ component: some AccessibilityComponent) -> [AccessibilityNode] {
    [component.node]
  }

  public static func buildExpression(_ node: AccessibilityNode) -> [AccessibilityNode] { [node] }

  public static func buildBlock(_ parts: [AccessibilityNode]...) -> [AccessibilityNode] {
    parts.flatMap { $0 }
  }

  public static func buildOptional(_ part: [AccessibilityNode]?) -> [AccessibilityNode] { part ?? [] }

  public static func buildEither(first part: [AccessibilityNode]) -> [AccessibilityNode] { part }

  public static func buildEither(second part: [AccessibilityNode]) -> [AccessibilityNode] { part }

  public static func buildArray(_ parts: [[AccessibilityNode]]) -> [AccessibilityNode] {
    parts.flatMap { $0 }
  }
}

/// Collects an explicit `accessibilityElements` order: components written in place and `Ref`s.
@resultBuilder
public enum ElementsBuilder {
  public static func buildExpression(_ component: some AccessibilityComponent) -> [ElementEntry] {
    [.node(component.node)]
  }

  public static func buildExpression(_ reference: Ref) -> [ElementEntry] { [.ref(reference.identifier)] }

  public static func buildBlock(_ parts: [ElementEntry]...) -> [ElementEntry] { parts.flatMap { $0 } }

  public static func buildOptional(_ part: [ElementEntry]?) -> [ElementEntry] { part ?? [] }

  public static func buildEither(first part: [ElementEntry]) -> [ElementEntry] { part }

  public static func buildEither(second part: [ElementEntry]) -> [ElementEntry] { part }

  public static func buildArray(_ parts: [[ElementEntry]]) -> [ElementEntry] { parts.flatMap { $0 } }
}

/// A node of the container's subtree named by its `accessibilityIdentifier`, in an explicit order.
public struct Ref: Hashable, Sendable {
  public var identifier: String
  public init(_ identifier: String) { self.identifier = identifier }
}

extension Screen {
  /// A screen built in Swift: the subviews of a window that fills the device.
  ///
  /// ```swift
  /// let screen = Screen {
  ///   LabelNode("Camera").traits(.header).frame(0, 50, 390, 44)
  ///   ButtonNode("Options", hint: "Shows additional camera options.").frame(20, 100, 80, 44)
  /// }
  /// ```
  public init(
    device: Device = .defaultPhone, language: String? = nil,
    layoutDirection: LayoutDirection = .leftToRight, @SubviewBuilder _ subviews: () -> [AccessibilityNode]
  ) {
    self.init(
      device: device, language: language, layoutDirection: layoutDirection,
      root: AccessibilityNode(
        frame: Frame(x: 0, y: 0, width: device.width, height: device.height), subviews: subviews()))
  }
}

import Foundation
import Testing
import VosimImport
import VosimModel

/// The corpus dumps copied into the test bundle.
enum Fixture {
  static func bytes(_ name: String) throws -> [UInt8] {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
    return Array(try Data(contentsOf: url))
  }

  static func importScreen(
    _ name: String, format: DumpFormat? = nil, options: ImportOptions = ImportOptions()
  ) throws -> ImportResult {
    try DumpImporter(options: options).importScreen(bytes(name), format: format)
  }
}

/// Imports a dump written inline.
func importText(
  _ text: String, format: DumpFormat? = nil, options: ImportOptions = ImportOptions()
) throws(ImportError) -> ImportResult {
  try DumpImporter(options: options).importScreen(Array(text.utf8), format: format)
}

/// The error an import throws, or nil when it succeeds.
func importError(_ text: String, format: DumpFormat? = nil) -> ImportError? {
  do {
    _ = try importText(text, format: format)
    return nil
  } catch {
    return error
  }
}

extension AccessibilityNode {
  /// The nodes below this one (itself included) marked as elements, in document order; an element's
  /// own subtree is not searched.
  var markedElements: [AccessibilityNode] {
    var elements: [AccessibilityNode] = []
    var stack = [self]
    while let node = stack.popLast() {
      if node.isAccessibilityElement == true {
        elements.append(node)
        continue
      }
      var children = node.subviews
      for case .node(let child) in node.accessibilityElements ?? [] { children.append(child) }
      stack += children.reversed()
    }
    return elements
  }
}

extension Screen {
  /// The elements VoiceOver can focus, in document order.
  var elements: [AccessibilityNode] { root.markedElements }
}

extension Screen {
  /// Each tab bar (a container with the tabBar trait, whose elements the engine speaks as `Tab. i of n`),
  /// as the labels of its elements, in document order.
  var tabBars: [[String]] {
    var bars: [[String]] = []
    var stack = [root]
    while let node = stack.popLast() {
      guard node.isAccessibilityElement != true else { continue }
      if node.accessibilityTraits?.contains(.tabBar) == true {
        bars.append(node.markedElements.map { $0.accessibilityLabel ?? "-" })
      }
      stack += node.subviews.reversed()
    }
    return bars
  }
}

extension AccessibilityNode {
  /// `label | value | traits | frame`, one line, for compact assertions.
  var summary: String {
    let traits = (accessibilityTraits ?? []).names.joined(separator: ",")
    let frameText = frame.map(\.description) ?? "-"
    return "\(accessibilityLabel ?? "-") | \(accessibilityValue ?? "-") | \(traits) | \(frameText)"
  }
}

import Dispatch
import Foundation
import VosimModel

/// An element the walk reached, in walk order: what building its `OrderedElement` takes.
struct ReachedElement {
  enum Source {
    /// A node of the arena.
    case node(Int32)
    /// A composite control's part, by its index in the walk's parts.
    case part(Int32)
  }
  var source: Source
  var path: NodePath
  /// Inside a tab bar: the element reads as a tab.
  var isTabBarItem: Bool
}

/// Builds the `OrderedElement`s of the reading order from the walk's store: in reading order, each
/// from its node's record, and on every core for a big screen. The walk itself only decides what is an
/// element and where it goes, so the dozen fields of an element are written once, in place.
struct ElementBuilder: Sendable {
  let arena: NodeArena
  let store: [ReachedElement]
  let parts: [OrderedElement]
  /// The custom actions elements take from the semantic groups around them, by store index.
  var groupActions: [Int: [String]] = [:]

  /// Below this many elements the threads cost more than they save.
  static let serialLimit = 4_096

  /// The elements at `order` (store indices by position), with their positions and `contexts`.
  func elements(order: [Int], contexts: [[ElementContext]]) -> [OrderedElement] {
    let count = order.count
    // An empty array made with `unsafeUninitializedCapacity` writes its count into the runtime's one
    // shared empty storage, a data race when two screens without elements are ordered at once.
    guard count > 0 else { return [] }
    let workers = count < Self.serialLimit ? 1 : max(1, ProcessInfo.processInfo.activeProcessorCount)
    return [OrderedElement](unsafeUninitializedCapacity: count) { buffer, initialized in
      let output = ElementOutput(buffer: buffer)
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for position in (count * worker / workers)..<(count * (worker + 1) / workers) {
          build(
            store[order[position]], position: position, contexts: contexts[position],
            at: output.buffer.baseAddress! + position)
          if !groupActions.isEmpty, let inherited = groupActions[order[position]] {
            let element = output.buffer.baseAddress! + position
            for action in inherited where !element.pointee.customActions.contains(action) {
              element.pointee.customActions.append(action)
            }
          }
        }
      }
      initialized = count
    }
  }

  /// Builds one element in place: its node's attributes resolved as UIKit does (rules §5), or its part.
  private func build(
    _ reached: ReachedElement, position: Int, contexts: [ElementContext],
    at element: UnsafeMutablePointer<OrderedElement>
  ) {
    switch reached.source {
    case .node(let node):
      let index = Int(node)
      let attributes = UIKitDefaults.resolve(arena, index)
      let record = arena.nodes[index]
      var traits = attributes.traits
      if reached.isTabBarItem { traits.insert(.tabBarItem) }
      let rare = record.rare >= 0 ? Int(record.rare) : nil
      element.initialize(
        to: OrderedElement(
          position: position, path: reached.path,
          className: rare.flatMap { arena.rares[$0].className } ?? record.uikitClass.rawValue,
          identifier: arena.text(.identifier, of: index), frame: record.frame, label: attributes.label,
          value: attributes.value, hint: attributes.hint, traits: traits,
          customActions: rare.map { arena.rares[$0].customActions.speakableNames } ?? [],
          customContent: rare.map { arena.rares[$0].customContent } ?? [],
          language: rare.flatMap { arena.rares[$0].language }, contexts: contexts))
    case .part(let part):
      element.initialize(to: parts[Int(part)])
      element.pointee.position = position
      element.pointee.path = reached.path
      element.pointee.contexts = contexts
      if reached.isTabBarItem { element.pointee.traits.insert(.tabBarItem) }
    }
  }
}

/// The elements being built, written by several workers at once, each at its own positions.
private struct ElementOutput: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<OrderedElement>
}

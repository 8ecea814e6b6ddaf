import Foundation

/// Drops the last reference to a big value on another thread.
///
/// Freeing a million-node screen or a million elements one object at a time takes most of a second.
/// Handed to a thread of its own once the output is written, they are freed while the process exits:
/// when the exit comes first, the system takes the memory back whole, as compilers that skip freeing
/// their syntax trees at exit do.
enum BackgroundRelease {
  /// The stack of the threads that hold a screen: `main.swift`'s worker and the releasing thread.
  static let workerStackSize = 256 << 20

  static func release<Value: Sendable>(_ value: consuming Value) {
    let last = value
    let thread = Thread { withExtendedLifetime(last) {} }
    // Freeing a tree recurses once per level: the worker's large stack, so the deepest legal tree
    // frees as safely here as there.
    thread.stackSize = workerStackSize
    thread.start()
  }
}

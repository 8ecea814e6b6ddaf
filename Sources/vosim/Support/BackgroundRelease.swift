import Dispatch

/// Drops the last reference to a big value on another thread.
///
/// Freeing a million-node screen or a million elements one object at a time takes most of a second.
/// Handed to a background thread, the screen is freed while the transcript is being written, and the
/// elements while the process exits: when the exit comes first, the system takes the memory back whole,
/// as compilers that skip freeing their syntax trees at exit do.
enum BackgroundRelease {
  static func release<Value: Sendable>(_ value: consuming Value) {
    let last = value
    DispatchQueue.global(qos: .utility).async { withExtendedLifetime(last) {} }
  }
}

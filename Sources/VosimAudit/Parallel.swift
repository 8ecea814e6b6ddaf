import Foundation

/// Work spread over the cores with its results kept in input order: the audit's runs, and the
/// executable's screens in `check` and `audit` (package access, not public API).
package enum Parallel {
  package static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], _ transform: @Sendable (Input) -> Output
  ) -> [Output] {
    let slots = Slots<Output>(count: inputs.count)
    DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
      slots.set(index, transform(inputs[index]))
    }
    return slots.values()
  }
}

/// Results written from several threads, each index once, under a lock.
package final class Slots<Value: Sendable>: @unchecked Sendable {
  private var storage: [Value?]
  private let lock = NSLock()

  package init(count: Int) { storage = Array(repeating: nil, count: count) }

  package func set(_ index: Int, _ value: Value) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  package func values() -> [Value] {
    lock.lock()
    defer { lock.unlock() }
    return storage.compactMap { $0 }
  }
}

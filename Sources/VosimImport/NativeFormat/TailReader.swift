import Foundation
import VosimModel

/// The second core's share of a big screen file: the nodes after a `SubviewSplit`, read on a thread of
/// its own while the decoder reads the head, and handed over when the decoder reaches the split.
///
/// Whatever the decoder ends with (the screen, an error before the split), it calls `finish()`, which
/// stops and joins the thread: the helper reads the caller's bytes and must be done before they go.
final class TailReader: @unchecked Sendable {
  /// What the helper read: exactly what the decoder would have read from the split to the array's end.
  struct Tail {
    /// The nodes, below a stand-in for the split's parent at index 0.
    var arena: NodeArena
    /// The parent's subviews with the tail's: the next subview's position.
    var subviewCount: Int
    /// The arena is not in the canonical layout (`DecodingSession.needsCanonicalLayout`).
    var needsCanonicalLayout: Bool
    /// Every warning, in file order, with the unknown key's name and place where it is one.
    var warnings: [(warning: Diagnostic, unknownKey: String?)]
    /// Just past the array's `]`.
    var end: JSONScanner.Checkpoint
  }

  /// The earliest offset a split can have.
  let earliestSplit: Int
  private let lock = NSLock()
  private var cancelled = false
  /// Nil until the helper has looked; then the split, or nil when the file has none.
  private var found: SubviewSplit??
  /// Set once by the thread, before `done` is signalled.
  private var outcome: Result<Tail?, ModelError> = .success(nil)
  private let done = DispatchSemaphore(value: 0)
  private var joined = false
  private let published = DispatchSemaphore(value: 0)

  /// Starts the helper on a new thread: it finds the split (`SubviewSplit`), publishes it, and reads
  /// from there. `scanner` stands at the start of the file.
  init(scanner: JSONScanner) {
    let count = scanner.bytes.count
    let target = Int(Double(count) * SubviewSplit.target)
    let slack = Int(Double(count) * SubviewSplit.tolerance)
    earliestSplit = target - slack
    let start = UncheckedScanner(scanner: scanner)
    let thread = Thread { [self] in
      let split = SubviewSplit.find(in: start.scanner.bytes, from: start.scanner.checkpoint, target: target)
      locked { found = .some(split) }
      published.signal()
      if let split, !isCancelled {
        var scanner = start.scanner.fork(at: split.checkpoint)
        var session = DecodingSession(tailReader: self)
        do throws(ModelError) {
          outcome = .success(try session.decodeTail(&scanner, of: split))
        } catch {
          outcome = .failure(error)
        }
      }
      done.signal()
    }
    thread.start()
  }

  /// Nil while the helper is still looking; then its split, or nil when the file has none.
  var publishedSplit: SubviewSplit?? { locked { found } }

  /// Waits until the helper has looked for its split (call once).
  func waitForSplit() { published.wait() }

  /// Checked by the helper between the elements it reads.
  var isCancelled: Bool { locked { cancelled } }

  /// Waits for the helper: its tail, its error (the first in the file after the split), or nil when it
  /// stopped early.
  func result() throws(ModelError) -> Tail? {
    join()
    return try outcome.get()
  }

  /// Stops the helper if it is still reading, and waits for it.
  func finish() {
    locked { cancelled = true }
    join()
  }

  /// `NSLocking.withLock` is newer than the macOS versions the model library builds for.
  private func locked<Value>(_ body: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  private func join() {
    guard !joined else { return }
    done.wait()
    joined = true
  }
}

/// A scanner moved to the helper's thread once, before the thread starts; the bytes it reads outlive
/// the thread (`finish()`).
private struct UncheckedScanner: @unchecked Sendable {
  var scanner: JSONScanner
}

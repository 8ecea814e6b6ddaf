import Dispatch
import Foundation
import VosimFileOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Cancels the run's outputs when the user interrupts it (Ctrl-C, SIGTERM, SIGHUP), then exits with
/// 128 + the signal's number as shells expect.
///
/// Every output of a run belongs to one `OutputSet`, written to `.NAME.vosim-PID-N.tmp` files and put
/// in place together at the end. On an interrupt the set is cancelled: its temporary files are
/// removed, and a commit under way is waited for, so the run ends with all of its outputs or none of
/// them. The signals are taken by dispatch sources, so this runs on an ordinary thread, not in a
/// signal handler. Held by the command for as long as it writes; released, it restores the defaults.
final class InterruptCleanup {
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  private let sources: [any DispatchSourceSignal]

  /// Watches for interrupts; on one, cancels every set of `outputs` and exits. A reader of stdout that goes away
  /// (`| head`) is no interrupt: SIGPIPE is ignored meanwhile, so the write fails instead of ending
  /// the program between its print and its commit, and the command cancels its files itself.
  init(outputs: OutputSet...) {
    signal(SIGPIPE, SIG_IGN)
    sources = Self.signals.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        for set in outputs { set.cancel() }
        // _exit, not exit: the main thread may be in exit() with its own status at this moment, and
        // two threads in exit() at once is undefined. exit() had nothing more to flush: vosim writes
        // its streams with write(2), never through stdio's buffers.
        _exit(128 + number)
      }
      source.resume()
      return source
    }
  }

  /// Called by a command that found its outputs cancelled: an interrupt is under way, and its handler
  /// exits with 128 + the signal; the command must not race it with an exit status of its own.
  static func awaitInterruptExit(_ error: any Error) {
    guard case FileOutputError.cancelled = error else { return }
    while true { sleep(1) }
  }

  deinit {
    for source in sources { source.cancel() }
    for number in Self.signals + [SIGPIPE] { signal(number, SIG_DFL) }
  }
}

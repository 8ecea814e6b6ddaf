import Foundation
import VosimAudit
import VosimFileOutput
import VosimModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to stdout through one large buffer: a million-line transcript must not cost a million writes.
///
/// A write that fails (a full disk, a closed descriptor) is kept, later writes are dropped, and
/// `finish()` throws it: the command stops there and exits with status 2 and one line on stderr
/// (`FileHandle.write` trapped, and `print` went on as if nothing had happened). A reader that goes
/// away (`vosim transcript … | head`) ends the program by SIGPIPE, as it does `cat`. Commands that also
/// write files print before they commit them (or, for a summary of what was written, inside the
/// commit, once nothing but the renames is left), through an output that cancels them as soon as a
/// write fails: the run then leaves no file behind.
struct StandardOutput {
  private var buffer: [UInt8] = []
  private let outputs: OutputSet?
  /// Why stdout could not be written, from the first failed write on.
  private(set) var failure: String?

  init(cancelling outputs: OutputSet? = nil) {
    self.outputs = outputs
    buffer.reserveCapacity(1 << 16)
  }

  mutating func write(_ text: String) {
    guard failure == nil else { return }
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes what is buffered now (a line a user waits for).
  mutating func flush() {
    guard failure == nil, !buffer.isEmpty else { return }
    do {
      try DescriptorWrite.all(buffer, to: STDOUT_FILENO)
    } catch {
      failure = error.reason
    }
    if failure != nil { outputs?.cancel() }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes the rest; throws when any of the output could not be written.
  mutating func finish() throws(StandardOutputError) {
    flush()
    if let failure { throw StandardOutputError(reason: failure) }
  }

  /// Writes `text` at once (help, the version).
  static func write(_ text: String) throws(StandardOutputError) {
    var output = StandardOutput()
    output.write(text)
    try output.finish()
  }
}

/// Standard output could not be written: exit status 2, whatever the command found.
struct StandardOutputError: Error {
  var reason: String
  var message: String { "error: cannot write to standard output: \(reason)" }
}

/// Diagnostics and warnings: one line each, on stderr. A failure to write them is ignored: there is
/// nowhere left to report it, and the exit status still tells.
enum StandardError {
  static func write(_ diagnostic: Diagnostic) { write(diagnostic.description) }

  static func write(_ line: String) {
    withoutBrokenPipeSignal {
      try? DescriptorWrite.all(Array((printable(line) + "\n").utf8), to: STDERR_FILENO)
    }
  }

  /// Runs `body` with SIGPIPE blocked in this thread, and takes back the one its write raised: a
  /// stderr whose reader is gone (`2>&1 | true`) fails the write instead of ending the program with
  /// status 141. Blocked per thread, not ignored per process: stdout's `| head` still ends `vosim`
  /// as it ends `cat`.
  private static func withoutBrokenPipeSignal(_ body: () -> Void) {
    var brokenPipe = sigset_t()
    sigemptyset(&brokenPipe)
    sigaddset(&brokenPipe, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &brokenPipe, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    var pending = sigset_t()
    sigpending(&pending)
    let wasPending = sigismember(&pending, SIGPIPE) == 1
    body()
    sigpending(&pending)
    if !wasPending, sigismember(&pending, SIGPIPE) == 1 {
      var taken: Int32 = 0
      sigwait(&brokenPipe, &taken)
    }
  }

  /// The line as a terminal shows it safely, as audit's lines are shown: line breaks become spaces (a
  /// file name or label holding one would split the diagnostic); other control characters (an escape
  /// sequence's ESC) and direction marks and overrides (which would reorder the log) are written as
  /// `\u{1B}`.
  static func printable(_ line: String) -> String { AuditReport.singleLine(line) }
}

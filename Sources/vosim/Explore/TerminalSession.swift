import Dispatch
import Foundation
import VosimFileOutput
import VosimModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal in raw mode for the explorer: keys arrive one by one without echo, the screen is drawn
/// on the alternate screen, and the terminal is put back as it was on every way out (a key that quits,
/// Ctrl-C, SIGINT, SIGTERM, SIGHUP, SIGQUIT, an error) and while the process is stopped (Ctrl-Z,
/// SIGTSTP).
///
/// Ctrl-C arrives as a key (signals are off in raw mode) and quits like `q`; a signal sent from outside
/// is taken by a dispatch source, which restores the terminal on an ordinary thread and exits with
/// 128 + the signal.
final class TerminalSession: @unchecked Sendable {
  private let original: termios
  private let raw: termios
  private var restored = false
  /// Whether the terminal is handed back to the shell while the process is stopped (Ctrl-Z).
  private var suspended = false
  private let lock = NSLock()
  private var sources: [any DispatchSourceSignal] = []
  /// A resize (SIGWINCH) writes a byte here, so that a wait for keys wakes to redraw.
  private var resizePipe: [Int32] = [-1, -1]

  /// Whether standard input and output are both a terminal.
  static var isAvailable: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  init() throws {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else {
      throw Diagnostic(file: "<terminal>", message: "cannot read the terminal's settings")
    }
    original = settings
    var raw = settings
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      throw Diagnostic(file: "<terminal>", message: "cannot switch the terminal to raw mode")
    }
    self.raw = raw
    write(Self.enter)
    for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [self] in
        restore()
        // _exit: the main thread may be in exit() itself (see InterruptCleanup).
        _exit(128 + number)
      }
      source.resume()
      sources.append(source)
    }
    if pipe(&resizePipe) == 0 {
      let writeEnd = resizePipe[1]
      signal(SIGWINCH, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
      source.setEventHandler { wake(writeEnd) }
      source.resume()
      sources.append(source)
    }
    // Stopped from outside (`kill -TSTP`), the terminal is handed back first; continued by `fg`
    // (SIGCONT, also after a SIGSTOP), it is taken again and redrawn; continued in the background after
    // a SIGSTOP, which nothing catches (so nothing handed the terminal back), it hands it back then and
    // stops again. The handlers only write to a pipe: the thread that waits for keys does the rest, so
    // no other thread runs while it stops the process. (A dispatch source would not do: libdispatch
    // raises a signal a thread took once more, and a SIGCONT raised again undoes the SIGSTOP sent after
    // it, or stops the explorer again once `fg` has continued it.)
    _ = jobControlPipe
    signal(SIGTSTP) { _ in notifyJobControl(UInt8(ascii: "z")) }
    signal(SIGCONT) { _ in notifyJobControl(UInt8(ascii: "c")) }
  }

  /// The alternate screen, cursor hidden: the shell's screen comes back untouched on exit. No automatic
  /// wrap: where a terminal draws a character wider than vosim counts it (an emoji with a skin tone, in
  /// tmux), the line is cut at the edge instead of wrapping and scrolling the screen.
  private static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[H\u{1B}[2J"
  private static let leave = "\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  /// Ctrl-Z: the terminal as it was, the process stopped until the shell continues it, then the
  /// explorer's terminal again.
  func suspend() {
    lock.lock()
    guard !restored, !suspended else {
      lock.unlock()
      return
    }
    suspended = true
    write(Self.leave)
    // The settings only from the foreground: in the background they are the shell's now.
    if tcgetpgrp(STDIN_FILENO) == getpgrp() {
      var settings = original
      _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }
    lock.unlock()
    // SIGSTOP, which nothing catches: the shell sees the job stopped, as after Ctrl-Z. Continued in the
    // background (`bg`), it stops again at once, drawing nothing: the terminal is the shell's until `fg`.
    // Continued with no terminal left (it was closed while the job was stopped, SIGHUP on its way),
    // it ends as a hang-up ends it.
    while true {
      kill(getpid(), SIGSTOP)
      let foreground = tcgetpgrp(STDIN_FILENO)
      if foreground == -1 {
        restore()
        _exit(128 + SIGHUP)
      }
      if foreground == getpgrp() { break }
    }
    resume()
  }

  /// Raw mode and the alternate screen again after a stop, and a redraw asked for; only in the
  /// foreground. Continued in the background (`bg`), the shell keeps the terminal (this thread blocks
  /// SIGTTOU, so nothing would stop the change): `suspend` stops again, and `fg`'s SIGCONT brings the
  /// explorer here again, in the foreground.
  private func resume() {
    lock.lock()
    defer { lock.unlock() }
    guard !restored, tcgetpgrp(STDIN_FILENO) == getpgrp() else { return }
    suspended = false
    var settings = raw
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    write(Self.enter)
    if resizePipe[1] >= 0 { wake(resizePipe[1]) }
  }

  /// Puts the terminal back as it was; safe to call more than once, from any thread.
  func restore() {
    lock.lock()
    defer { lock.unlock() }
    guard !restored else { return }
    restored = true
    write(Self.leave)
    var settings = original
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
  }

  deinit {
    restore()
    for source in sources { source.cancel() }
    for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT] { signal(number, SIG_DFL) }
    for descriptor in resizePipe where descriptor >= 0 { close(descriptor) }
  }

  /// The terminal's size in columns and rows; 80×24 when it does not say.
  var size: (columns: Int, rows: Int) {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, Self.windowSizeRequest, &window) == 0, window.ws_col > 0, window.ws_row > 0
    else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// `TIOCGWINSZ`: a plain constant on Linux, a macro Swift cannot import on Darwin (`_IOR('t', 104,
  /// struct winsize)`).
  #if os(Linux)
    private static let windowSizeRequest = UInt(TIOCGWINSZ)
  #else
    private static let windowSizeRequest: UInt = 0x4008_7468
  #endif

  /// What waiting on the terminal gave.
  enum Input: Equatable {
    /// Bytes typed (a key, part of one, or several at once).
    case bytes([UInt8])
    /// The window changed size: draw again.
    case resized
    /// Nothing came within the time allowed.
    case timedOut
    /// Standard input ended.
    case end
  }

  /// Waits for keys or a resize, at most `timeout` seconds when given. A stop or continue signal is
  /// handled here, on this thread, while waiting.
  func next(timeout: Double? = nil) -> Input {
    var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
    if resizePipe[0] >= 0 { descriptors.append(pollfd(fd: resizePipe[0], events: Int16(POLLIN), revents: 0)) }
    var job = pollfd(fd: jobControlPipe.read, events: Int16(POLLIN), revents: 0)
    while true {
      // The job-control pipe first: a key typed before a stop waits until the terminal is back.
      if jobControlPipe.read >= 0, poll(&job, 1, 0) > 0 {
        handleJobControl()
        continue
      }
      descriptors.append(job)
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout.map { Int32($0 * 1000) } ?? -1)
      descriptors.removeLast()
      if ready < 0, errno == EINTR { continue }
      if ready == 0 { return .timedOut }
      if ready < 0 { return .end }
      if jobControlPipe.read >= 0, poll(&job, 1, 0) > 0 { continue }
      if descriptors.count > 1, descriptors[1].revents != 0 {
        var drained = [UInt8](repeating: 0, count: 64)
        _ = drained.withUnsafeMutableBytes { read(resizePipe[0], $0.baseAddress, $0.count) }
        return .resized
      }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      return count > 0 ? .bytes(Array(buffer[0..<count])) : .end
    }
  }

  /// What the stop and continue signals asked for since the last time: a SIGTSTP stops; a SIGCONT
  /// takes the terminal again in the foreground and stops again in the background.
  private func handleJobControl() {
    var bytes = [UInt8](repeating: 0, count: 64)
    let count = bytes.withUnsafeMutableBytes { read(jobControlPipe.read, $0.baseAddress, $0.count) }
    guard count > 0 else { return }
    if bytes[0..<count].contains(UInt8(ascii: "z")) || tcgetpgrp(STDIN_FILENO) != getpgrp() {
      suspend()
    } else {
      resume()
    }
  }

  func write(_ text: String) {
    try? DescriptorWrite.all(Array(text.utf8), to: STDOUT_FILENO)
  }
}

/// The pipe SIGTSTP and SIGCONT write a byte to (`z`, `c`), non-blocking at both ends: made once, before
/// the handlers that write to it are installed.
private let jobControlPipe: (read: Int32, write: Int32) = {
  var ends: [Int32] = [-1, -1]
  guard pipe(&ends) == 0 else { return (-1, -1) }
  for end in ends {
    _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    _ = fcntl(end, F_SETFD, FD_CLOEXEC)
  }
  return (ends[0], ends[1])
}()

/// A signal handler's whole work: one byte to the job-control pipe, errno left as it was.
private func notifyJobControl(_ byte: UInt8) {
  let saved = errno
  var byte = byte
  _ = write(jobControlPipe.write, &byte, 1)
  errno = saved
}

/// Writes one byte to a pipe: a wake-up for a thread waiting in poll(2).
private func wake(_ descriptor: Int32) {
  var byte: UInt8 = 1
  _ = write(descriptor, &byte, 1)
}

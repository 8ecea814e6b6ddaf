import CChildProcess
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program started with `posix_spawn`, the one way the tests start processes.
///
/// Foundation's `Process.run()` on Linux reads `/proc/self/fd` with a 256-byte copy of each directory
/// entry, past the end of glibc's buffer when an entry sits at its end (swift-corelibs-foundation
/// #5472): AddressSanitizer aborted the test process on it in about one run in three. Here the child
/// gets exactly its three standard streams: every other descriptor is closed in it, so a pipe of a
/// test running in parallel never leaks into a child and never keeps a reader waiting.
public final class ChildProcess: @unchecked Sendable {
  /// Where a standard stream of the child goes.
  public enum Stream: Sendable {
    /// `/dev/null`.
    case null
    /// A pipe to the test: written through `input`, read with `output()` and `errors()`.
    case pipe
    /// The test process's own stream.
    case inherit
    /// A pipe whose reader is gone before the child starts (`| head` done reading): every write
    /// fails, and SIGPIPE is at its default in the child, as a shell leaves it.
    case closedPipe
  }

  /// How the child ended.
  public struct Termination: Sendable, Equatable {
    /// The exit status, or the signal's number when `crashed`.
    public var status: Int32
    /// A signal ended the process rather than an exit.
    public var crashed: Bool
    /// The hang guard killed it.
    public var hung: Bool

    public init(status: Int32, crashed: Bool, hung: Bool) {
      self.status = status
      self.crashed = crashed
      self.hung = hung
    }
  }

  /// The child's process number.
  public let identifier: pid_t
  /// The write end of the child's standard input when it is `.pipe`.
  public let input: FileHandle?
  private let stdoutReader: PipeReader?
  private let stderrReader: PipeReader?

  /// Starts `executable` with `arguments` (the program's name is added as `argv[0]`) in `folder`.
  public init(
    executable: URL, _ arguments: [String], environment: [String: String], in folder: URL,
    stdin: Stream = .null, stdout: Stream = .pipe, stderr: Stream = .pipe
  ) throws {
    var actions = Self.makeFileActions()
    defer { posix_spawn_file_actions_destroy(&actions) }
    var attributes = Self.makeAttributes()
    defer { posix_spawnattr_destroy(&attributes) }

    var parentEnds: [Int32] = []
    var childEnds: [Int32] = []
    defer { for descriptor in childEnds { close(descriptor) } }
    func plan(_ stream: Stream, onto target: Int32, childReads: Bool) throws -> Int32? {
      switch stream {
      case .inherit:
        return nil
      case .null:
        posix_spawn_file_actions_addopen(&actions, target, "/dev/null", childReads ? O_RDONLY : O_WRONLY, 0)
        return nil
      case .pipe:
        let (read, write) = try Self.pipe()
        let (mine, theirs) = childReads ? (write, read) : (read, write)
        parentEnds.append(mine)
        childEnds.append(theirs)
        posix_spawn_file_actions_adddup2(&actions, theirs, target)
        return mine
      case .closedPipe:
        let (read, write) = try Self.pipe()
        close(read)
        childEnds.append(write)
        posix_spawn_file_actions_adddup2(&actions, write, target)
        Self.defaultBrokenPipeSignal(&attributes)
        return nil
      }
    }
    do {
      let input = try plan(stdin, onto: 0, childReads: true)
      let output = try plan(stdout, onto: 1, childReads: false)
      let errors = try plan(stderr, onto: 2, childReads: false)
      vosim_spawn_add_close_from(&actions, 3)
      vosim_spawn_add_chdir(&actions, folder.path)

      let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer { for pointer in envp { free(pointer) } }
      var child: pid_t = 0
      let status = posix_spawn(&child, executable.path, &actions, &attributes, argv, envp)
      guard status == 0 else {
        throw CocoaError(
          .fileReadUnknown,
          userInfo: [
            NSLocalizedDescriptionKey: "cannot start \(executable.path): \(String(cString: strerror(status)))"
          ])
      }
      identifier = child
      self.input = input.map { FileHandle(fileDescriptor: $0, closeOnDealloc: true) }
      stdoutReader = output.map { PipeReader(FileHandle(fileDescriptor: $0, closeOnDealloc: true)) }
      stderrReader = errors.map { PipeReader(FileHandle(fileDescriptor: $0, closeOnDealloc: true)) }
    } catch {
      for descriptor in parentEnds { close(descriptor) }
      throw error
    }
  }

  /// Sends `signal` to the child.
  public func send(_ signal: Int32) {
    kill(identifier, signal)
  }

  /// Waits for the child's end, killing it after `hangLimit` seconds (reported as `hung`). Not a speed
  /// assertion: the limit is far above any honest run, so only a real hang trips it.
  public func wait(hangLimit: TimeInterval = VosimBinary.hangLimit) -> Termination {
    let deadline = Date(timeIntervalSinceNow: hangLimit)
    var hung = false
    while true {
      var raw: Int32 = 0
      let reaped = waitpid(identifier, &raw, WNOHANG)
      if reaped == identifier {
        let signal = raw & 0x7F
        return signal == 0
          ? Termination(status: (raw >> 8) & 0xFF, crashed: false, hung: hung)
          : Termination(status: signal, crashed: true, hung: hung)
      }
      if reaped == -1, errno != EINTR {
        return Termination(status: -1, crashed: true, hung: hung)
      }
      if !hung, Date() > deadline {
        hung = true
        kill(identifier, SIGKILL)
      }
      usleep(5_000)
    }
  }

  /// Everything the child wrote to its standard output (a `.pipe`), once it is closed.
  public func output() -> Data { stdoutReader?.finish() ?? Data() }

  /// Everything the child wrote to its standard error (a `.pipe`), once it is closed.
  public func errors() -> Data { stderrReader?.finish() ?? Data() }

  /// A pipe whose ends are closed in every child but the one they are handed to.
  private static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard vosim_cloexec_pipe(&ends) == 0 else {
      throw CocoaError(
        .fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "pipe: \(String(cString: strerror(errno)))"])
    }
    return (ends[0], ends[1])
  }

  /// SIGPIPE back at its default in the child (the tests ignore it, and children inherit that).
  private static func defaultBrokenPipeSignal(_ attributes: inout Attributes) {
    var broken = sigset_t()
    sigemptyset(&broken)
    sigaddset(&broken, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &broken)
    var flags: Int16 = 0
    posix_spawnattr_getflags(&attributes, &flags)
    posix_spawnattr_setflags(&attributes, flags | Int16(POSIX_SPAWN_SETSIGDEF))
  }

  // No signal is blocked in the child, whatever the spawning thread blocks (Dispatch's workers block
  // some); dispositions are inherited, so SIGPIPE is ignored in every child alike.
  #if canImport(Glibc)
    private typealias Attributes = posix_spawnattr_t

    private static func makeFileActions() -> posix_spawn_file_actions_t {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      return actions
    }

    private static func makeAttributes() -> posix_spawnattr_t {
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      var none = sigset_t()
      sigemptyset(&none)
      posix_spawnattr_setsigmask(&attributes, &none)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
      return attributes
    }
  #else
    private typealias Attributes = posix_spawnattr_t?

    private static func makeFileActions() -> posix_spawn_file_actions_t? {
      var actions: posix_spawn_file_actions_t?
      posix_spawn_file_actions_init(&actions)
      return actions
    }

    private static func makeAttributes() -> posix_spawnattr_t? {
      var attributes: posix_spawnattr_t?
      posix_spawnattr_init(&attributes)
      var none = sigset_t()
      sigemptyset(&none)
      posix_spawnattr_setsigmask(&attributes, &none)
      // Darwin closes every descriptor the file actions do not name.
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_CLOEXEC_DEFAULT))
      return attributes
    }
  #endif
}

/// Reads a pipe to its end on a dedicated thread: reading on Dispatch's global queue could starve when
/// parallel tests block all of its threads.
final class PipeReader: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    let thread = Thread { [self] in
      data = handle.readDataToEndOfFile()
      try? handle.close()
      done.signal()
    }
    thread.start()
  }

  /// Waits for the end of the pipe and returns everything read (the same data on every call).
  func finish() -> Data {
    done.wait()
    done.signal()
    return data
  }
}

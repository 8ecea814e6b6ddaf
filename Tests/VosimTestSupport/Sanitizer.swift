import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sanitizer the tests, and the `vosim` binary built beside them, run under.
public enum Sanitizer {
  /// ThreadSanitizer is in this process (`swift test --sanitize=thread`).
  ///
  /// It runs a signal handler only once the receiving thread leaves its system call, unless the call
  /// is one it knows to block (a sleep, a condition wait): a program stuck in `open` of a FIFO that
  /// nobody reads never runs its handler there, so tests of interrupting such a call cannot pass under
  /// it. They run in the plain and AddressSanitizer passes.
  public static let isThread: Bool = {
    guard let handle = dlopen(nil, RTLD_NOW) else { return false }
    defer { dlclose(handle) }
    return dlsym(handle, "__tsan_init") != nil
  }()
}

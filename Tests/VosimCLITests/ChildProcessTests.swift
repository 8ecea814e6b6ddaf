import Foundation
import Testing
import VosimTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The tests' process runner: a child gets its three streams and nothing else, and starting one does
/// not depend on how many descriptors the test process holds.
@Suite("Child processes")
struct ChildProcessTests {
  /// Foundation's `Process.run()` over-read `/proc/self/fd` when an entry sat at the end of glibc's
  /// 32 KiB directory buffer: with about 1,350 to 1,370 descriptors open, AddressSanitizer aborted the
  /// whole test process. The sweep crosses that range whatever else the process holds.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
  func startsWithAnyNumberOfOpenDescriptors() throws {
    var limit = rlimit()
    #if canImport(Glibc)
      getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    #else
      getrlimit(RLIMIT_NOFILE, &limit)
    #endif
    // Holding 1,450 descriptors must leave plenty for the tests running beside this one.
    guard limit.rlim_cur >= 8_192 else { return }
    var held: [Int32] = []
    defer { for descriptor in held { close(descriptor) } }
    for _ in 0..<1_450 {
      let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { break }
      held.append(descriptor)
      guard held.count >= 1_250 else { continue }
      let child = try ChildProcess(
        executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "exit 3"], environment: [:],
        in: URL(fileURLWithPath: "/"), stdout: .null, stderr: .null)
      #expect(child.wait() == ChildProcess.Termination(status: 3, crashed: false, hung: false))
    }
    #expect(held.count == 1_450)
  }

  /// A descriptor the test process holds open without close-on-exec (as a parallel test might) does not
  /// reach the child, where a pipe's write end would keep the test's reader from its end of file.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
  func theChildHasOnlyItsStandardStreams() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { for descriptor in ends { close(descriptor) } }
    let child = try ChildProcess(
      executable: URL(fileURLWithPath: "/bin/ls"), ["-1", "/proc/self/fd"], environment: [:],
      in: URL(fileURLWithPath: "/"))
    #expect(child.wait().status == 0)
    // 3 is the folder `ls` opened to list it.
    #expect(String(decoding: child.output(), as: UTF8.self).split(separator: "\n") == ["0", "1", "2", "3"])
  }

  @Test func standardInputOutputAndErrorAndTheFolder() throws {
    let folder = try TestFolder.make("vosim-child")
    defer { try? FileManager.default.removeItem(at: folder) }
    let child = try ChildProcess(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "cat; pwd -P; echo \"$GREETING\" >&2; exit 4"],
      environment: ["GREETING": "hello"], in: folder, stdin: .pipe)
    try child.input?.write(contentsOf: Data("typed\n".utf8))
    try child.input?.close()
    #expect(child.wait() == ChildProcess.Termination(status: 4, crashed: false, hung: false))
    let resolved = folder.resolvingSymlinksInPath().path
    #expect(String(decoding: child.output(), as: UTF8.self) == "typed\n\(resolved)\n")
    #expect(String(decoding: child.errors(), as: UTF8.self) == "hello\n")
  }

  @Test func aSignalIsReportedAsACrash() throws {
    let child = try ChildProcess(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "kill -TERM $$"], environment: [:],
      in: URL(fileURLWithPath: "/"), stdout: .null, stderr: .null)
    #expect(child.wait() == ChildProcess.Termination(status: SIGTERM, crashed: true, hung: false))
  }

  @Test func aMissingProgramIsAnError() {
    #expect(throws: (any Error).self) {
      try ChildProcess(
        executable: URL(fileURLWithPath: "/no/such/program"), [], environment: [:],
        in: URL(fileURLWithPath: "/"))
    }
  }
}

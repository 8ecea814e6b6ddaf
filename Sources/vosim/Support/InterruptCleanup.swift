import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes this process's temporary output files when the user interrupts it (Ctrl-C, SIGTERM,
/// SIGHUP), then exits with 128 + the signal's number as shells expect.
///
/// Outputs are written to `.NAME.vosim-PID-N.tmp` beside their destination (`AtomicFileWriter`) and
/// renamed into place at the end, so an interrupted run never leaves a half file under the real name;
/// but without this, the temporary files themselves stayed behind (65 MB for a long `vosim speak`).
/// The signals are taken by dispatch sources, so the cleanup runs on an ordinary thread, not in a
/// signal handler. Held by the command for as long as it writes; released, it restores the defaults.
final class InterruptCleanup {
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  private let sources: [any DispatchSourceSignal]

  /// Watches for interrupts; on one, removes this process's temporary files from `folders` (the
  /// destinations' folders) and the system's temporary folder (where device outputs are staged).
  init(folders: [String]) {
    var watched = Set(folders.map { $0.isEmpty ? "." : $0 })
    watched.insert(FileManager.default.temporaryDirectory.path)
    let marker = ".vosim-\(getpid())-"
    sources = Self.signals.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [watched] in
        for folder in watched {
          let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
          for name in names where name.hasPrefix(".") && name.contains(marker) && name.hasSuffix(".tmp") {
            unlink((folder as NSString).appendingPathComponent(name))
          }
        }
        exit(128 + number)
      }
      source.resume()
      return source
    }
  }

  /// The folders that hold `paths`' temporary files.
  static func folders(of paths: [String]) -> [String] {
    paths.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().path }
  }

  deinit {
    for source in sources { source.cancel() }
    for number in Self.signals { signal(number, SIG_DFL) }
  }
}

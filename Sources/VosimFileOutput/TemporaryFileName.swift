import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The hidden name an output has while it is written, `.NAME.vosim-PID-N.tmp`, and the sweep that
/// removes those left behind by processes that no longer exist (killed with SIGKILL, or by a power cut:
/// nothing of theirs could clean up).
enum TemporaryFileName {
  static func name(for destination: String, attempt: Int) -> String {
    // A file name holds at most 255 bytes: a long destination's own name is cut (at a character) so
    // that the hidden name fits beside it, as the destination itself does.
    var stem = Substring(destination)
    while stem.utf8.count > 200 { stem.removeLast() }
    return ".\(stem).vosim-\(getpid())-\(attempt).tmp"
  }

  /// The process that made `name`, when it is one of these names.
  static func owner(of name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp"),
      let marker = name.range(of: ".vosim-", options: .backwards)
    else { return nil }
    let fields = name[marker.upperBound..<name.index(name.endIndex, offsetBy: -4)].split(separator: "-")
    guard fields.count == 2, let pid = pid_t(fields[0]), pid > 0, Int(fields[1]) != nil else { return nil }
    return pid
  }

  /// Whether a process with this number exists (one of another user counts: it may still write).
  static func isAlive(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// Removes from `folder` the temporary files of processes that are gone; returns their names.
  @discardableResult
  static func removeStale(in folder: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    var removed: [String] = []
    for name in names {
      guard let pid = owner(of: name), pid != getpid(), !isAlive(pid) else { continue }
      if unlink((folder as NSString).appendingPathComponent(name)) == 0 { removed.append(name) }
    }
    return removed
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a path that does not lead to a file fails, as the command line words it: "no such file" only
/// when nothing is there. A loop of symbolic links or a folder on the way the user may not enter has a
/// file's name in plain sight, and "no such file" would send them looking for the wrong thing.
package enum MissingFile {
  /// The reason for `path`, where `noun` is what was looked for ("file", "file or folder").
  package static func reason(_ path: String, noun: String = "file") -> String {
    // The shell passed bytes that are not UTF-8; Swift's string holds U+FFFD there, a name no file has.
    if path.unicodeScalars.contains("\u{FFFD}") {
      return "the name is not UTF-8 (shown with U+FFFD), so it cannot be opened; rename it"
    }
    var status = stat()
    guard stat(path, &status) != 0 else { return "no such \(noun)" }
    switch errno {
    case ELOOP: return "a loop of symbolic links, which leads to no \(noun)"
    case ENOENT: return "no such \(noun)"
    default: return "cannot be reached: \(String(cString: strerror(errno)))"
    }
  }
}

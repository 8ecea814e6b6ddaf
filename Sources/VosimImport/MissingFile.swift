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
    return failure(path).map { reason(errno: $0, noun: noun) } ?? "no such \(noun)"
  }

  /// Why a symbolic link found in a folder leads to no file: a target that is not there, or a loop.
  package static func linkReason(_ path: String) -> String {
    let error = failure(path) ?? ENOENT
    return error == ENOENT
      ? "a symbolic link to a file that does not exist" : reason(errno: error, noun: "file")
  }

  /// The error `stat` gives for `path`; nil when it finds a file.
  private static func failure(_ path: String) -> Int32? {
    var status = stat()
    return stat(path, &status) == 0 ? nil : errno
  }

  private static func reason(errno error: Int32, noun: String) -> String {
    switch error {
    case ELOOP: "a loop of symbolic links, which leads to no \(noun)"
    case ENOENT: "no such \(noun)"
    default: "cannot be reached: \(String(cString: strerror(error)))"
    }
  }
}

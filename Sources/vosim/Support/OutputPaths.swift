import Foundation

/// What every command checks of the files it is told to write, before it reads or writes anything.
enum OutputPaths {
  /// Refuses a path that names no file: empty, or a folder's (ending in `/`), or `-` where the option
  /// cannot write to standard output (it would otherwise make a file called `-`).
  static func checkFileName(_ path: String, option: String) throws {
    if path == "-" {
      throw UsageError("'--\(option) -': this output cannot go to stdout; name a file")
    }
    if path.isEmpty || path.hasSuffix("/") {
      throw UsageError("Invalid value '\(path)' for '--\(option)'; expected a file name")
    }
  }

  /// Refuses outputs of which one would replace the screen they are made from (`-`, standard input,
  /// is no file).
  static func checkNoneReplaces(_ screen: String, outputs: [String]) throws {
    if screen != "-", let same = outputs.first(where: { isSameFile($0, as: screen) }) {
      throw UsageError("The output '\(same)' is the screen being read; write it elsewhere")
    }
  }

  /// Refuses outputs of which two name the same file: one would overwrite the other.
  static func checkDistinct(_ outputs: [String], _ message: String) throws {
    for (index, first) in outputs.enumerated()
    where outputs[(index + 1)...].contains(where: { isSameFile($0, as: first) }) {
      throw UsageError(message)
    }
  }

  /// Whether two paths name the same file (after `..`, `.` and symbolic links, or as two hard links
  /// to one file): an output must never replace the input it is made from, nor another output.
  static func isSameFile(_ first: String, as second: String) -> Bool {
    let resolve = { (path: String) in
      URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
    if resolve(first) == resolve(second) { return true }
    var (a, b) = (stat(), stat())
    return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }
}

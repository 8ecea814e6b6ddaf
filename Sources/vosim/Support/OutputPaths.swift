import Foundation
import VosimFileOutput
import VosimModel

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

  /// Refuses outputs of which one would replace the screen they are made from, by any path, or the
  /// file standard input is redirected from when the screen is `-`.
  static func checkNoneReplaces(_ screen: String, outputs: [String]) throws {
    let replaces = { (output: String) in
      screen == "-" ? isOpen(output, as: STDIN_FILENO) : isSameFile(output, as: screen)
    }
    if let same = outputs.first(where: replaces) {
      throw Diagnostic(
        file: same, message: "the output would replace the screen being read; write it elsewhere")
    }
  }

  /// Refuses an output that is a folder, or whose folder is missing or is a file, naming the output
  /// as the user did (`out/a.vtt: error: cannot write into 'out': no such folder`): told before the
  /// screen is read and spoken. The folder is the system's: `nosuch/../a.wav` is in no folder.
  static func checkFolders(_ outputs: [String]) throws {
    for output in outputs where output != "-" {
      var info = stat()
      let isFolder = stat(output, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
      if let problem = isFolder
        ? .isFolder(output) : FileOutputError.folderProblem(PathText.folder(of: output))
      {
        throw Diagnostic(file: output, message: problem.localizedDescription + "; nothing was written")
      }
    }
  }

  /// The file `path` names, as the system resolves it. Foundation's `URL(fileURLWithPath:)` takes
  /// `L/../a.wav` as `a.wav` by its text, where the system goes through the link `L` first and
  /// `nosuch/../a.wav` is nowhere: a folder part holding `..` is resolved by the system here.
  static func destination(_ path: String) -> URL {
    guard path.split(separator: "/").contains("..") else { return URL(fileURLWithPath: path) }
    return inResolvedFolder(path) ?? URL(fileURLWithPath: path)
  }

  /// Refuses outputs of which two name the same file: one would overwrite the other. The file is
  /// named as the later option gives it.
  static func checkDistinct(_ outputs: [String], _ message: String) throws {
    for (index, first) in outputs.enumerated() {
      if let second = outputs[(index + 1)...].first(where: { isSameFile($0, as: first) }) {
        throw Diagnostic(file: second, message: message)
      }
    }
  }

  /// Whether two paths name the same file (after `..`, `.` and symbolic links, or as two hard links
  /// to one file): an output must never replace the input it is made from, nor another output.
  static func isSameFile(_ first: String, as second: String) -> Bool {
    if resolved(first) == resolved(second) { return true }
    var (a, b) = (stat(), stat())
    return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }

  /// Whether `path` names the file, pipe or terminal open as `descriptor` (standard input or output).
  static func isOpen(_ path: String, as descriptor: Int32) -> Bool {
    var open = stat()
    var file = stat()
    guard fstat(descriptor, &open) == 0, stat(path, &file) == 0 else { return false }
    return open.st_dev == file.st_dev && open.st_ino == file.st_ino
  }

  /// The path with every symbolic link resolved, also when the file does not exist yet: then its
  /// folder's links are (`here/out.wav`, `here` a link to `.`, is `./out.wav`). `..` is the system's,
  /// after the link before it.
  private static func resolved(_ path: String) -> String {
    if let real = realpath(path, nil) {
      defer { free(real) }
      return String(cString: real)
    }
    return inResolvedFolder(path)?.path ?? URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// A file that may not exist yet: its folder resolved by the system (links, then `..`), then its
  /// name; nil when the folder does not exist.
  private static func inResolvedFolder(_ path: String) -> URL? {
    let folder = PathText.folder(of: path)
    guard let real = realpath(folder.isEmpty ? "." : folder, nil) else { return nil }
    defer { free(real) }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return URL(fileURLWithPath: String(cString: real)).appendingPathComponent(name)
  }
}

import Foundation
import VosimCheck
import VosimFileOutput
import VosimModel
import VosimReport

/// `vosim check --report DIR`: for every screen whose transcript differs from its recording, an SVG
/// of the new drawing with the recorded and the new order side by side.
struct ComparisonOutput {
  var folder: String

  /// Creates `path` and the folders above it that are missing; the folder that could not be made and
  /// the system's error number when one could not.
  static func makeFolder(_ path: String) -> (String, Int32)? {
    if mkdir(path, 0o777) == 0 { return nil }
    let code = errno
    var isFolder: ObjCBool = false
    if code == EEXIST, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
      isFolder.boolValue
    {
      return nil
    }
    let parent = PathText.folder(of: path)
    guard code == ENOENT, !parent.isEmpty, parent != path else { return (path, code) }
    if let failure = makeFolder(parent) { return failure }
    return mkdir(path, 0o777) == 0 ? nil : (path, errno)
  }

  /// Refuses a folder that is a file, or that lies in one, or that cannot be written or made in the
  /// folder above it: checked before the run, so that a mistyped `--report` is told whether or not a
  /// screen differs, not only on the day it would hide a difference.
  func checkFolder() throws(Diagnostic) {
    switch FileOutputError.folderProblem(folder) {
    case .notAFolder(let file)?:
      throw Diagnostic(
        file: folder,
        message:
          "cannot be created: '\(FileOutputError.notAFolder(file).shownPath)' is a file, not a folder; "
          + "nothing was written")
    default:
      var existing = URL(fileURLWithPath: folder).standardizedFileURL
      while existing.path != "/", !FileManager.default.fileExists(atPath: existing.path) {
        existing.deleteLastPathComponent()
      }
      guard access(existing.path, W_OK | X_OK) != 0 else { return }
      let place =
        existing.path == URL(fileURLWithPath: folder).standardizedFileURL.path ? "" : "'\(existing.path)': "
      throw Diagnostic(
        file: folder,
        message: "cannot be created: \(place)\(String(cString: strerror(errno))); nothing was written")
    }
  }

  /// Writes one `NAME.svg` per differing check (the screen's path, its folders joined by `-`), creating
  /// the folder when missing. Nothing is written when no screen differs. The drawings join the run's
  /// other outputs, committed with them.
  ///
  /// A drawing is never written through a symbolic link (one named like a drawing could point at a
  /// screen or at `~/.bashrc`), nor over the run's JUnit report: either is refused, nothing written.
  func write(
    _ checks: [ScreenCheck], screens: [String: (LoadedScreen, ReadingOrderOutput)], junit: String?,
    in outputs: OutputSet
  ) throws {
    let differing = checks.compactMap { check in
      check.difference.flatMap { difference in screens[check.screen].map { (check, difference, $0) } }
    }
    guard !differing.isEmpty else { return }
    try checkFolder()
    if let (path, code) = Self.makeFolder(folder) {
      // The system's own words for the folder that failed (`Permission denied`), not Foundation's.
      let place = path == folder ? "" : "'\(path)': "
      throw Diagnostic(
        file: folder,
        message: "cannot be created: \(place)\(String(cString: strerror(code))); nothing was written")
    }
    var used: Set<String> = []
    for (check, difference, (loaded, output)) in differing {
      let document = try loaded.reportDocument(order: loaded.readingOrder(), utterances: output.utterances)
      let comparison = ComparisonReport(
        document: document, recorded: difference.recorded.lines, changes: difference.changes.map(Self.change))
      var name = Self.fileName(for: check.screen)
      var attempt = 1
      while used.contains(name) {
        attempt += 1
        name = Self.fileName(for: check.screen) + "-\(attempt)"
      }
      used.insert(name)
      let destination = URL(fileURLWithPath: folder).appendingPathComponent(name + ".svg")
      var link = stat()
      if lstat(destination.path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
        throw Diagnostic(
          file: (folder as NSString).appendingPathComponent(name + ".svg"),
          message: "is a symbolic link; --report never writes through links (remove it); nothing was written")
      }
      if let junit, OutputPaths.isSameFile(junit, as: destination.path) {
        throw Diagnostic(
          file: junit,
          message:
            "the JUnit report would be replaced by the drawing of '\(check.screen)'; write it elsewhere")
      }
      do {
        try outputs.file(destination).write(comparison.render())
      } catch {
        throw Diagnostic(file: error.shownPath, message: error.localizedDescription + "; nothing was written")
      }
    }
  }

  static func change(_ change: TranscriptDifference.Change) -> ComparisonReport.Change {
    switch change {
    case .appeared(_, let position): .appeared(position: position)
    case .disappeared(_, let position): .disappeared(position: position)
    case .moved(_, let from, let to): .moved(from: from, to: to)
    case .reworded(let rewording): .reworded(from: rewording.from, to: rewording.to)
    }
  }

  /// `Screens/login.json` → `Screens-login`: unique per screen path, readable, flat.
  static func fileName(for screen: String) -> String {
    var components = screen.split(separator: "/").map(String.init).filter { $0 != "." && $0 != ".." }
    if let last = components.popLast() {
      let stem = (last as NSString).deletingPathExtension
      components.append(stem.isEmpty ? last : stem)
    }
    let name = components.joined(separator: "-")
    return name.isEmpty ? "screen" : name
  }
}

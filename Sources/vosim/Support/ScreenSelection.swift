import VosimCheck
import VosimImport
import VosimModel

/// The screens `check` and `audit` run on: those found in the paths they are given, and of those the
/// shard's share (`--shard`).
struct ScreenSelection {
  /// Every screen found, whichever shard it is in: no output may be written over one of them.
  var found: [DiscoveredScreen]
  /// The screens of this run.
  var screens: [DiscoveredScreen]

  /// Refuses a command line without paths, or one that names standard input.
  static func checkPaths(_ paths: [String], command: String) throws {
    guard !paths.isEmpty else { throw UsageError("Missing expected argument '<path> ...'") }
    if paths.contains("-") { throw UsageError("'vosim \(command)' reads files, not standard input ('-')") }
  }

  /// Finds the screens, warning of each file skipped (`skipped` says why) and refusing to go on with
  /// none; then takes the shard's share, noting when it holds none.
  init(
    paths: [String], shard: Shard?, command: String, skipped: String, requiringOwnRecordings: Bool
  ) throws {
    var discovery = ScreenDiscovery()
    // `vosim audit . > audit.json 2> errors.json`: the shell's empty output files are no screens.
    discovery.excludedFiles = Set([1, 2].compactMap { ScreenDiscovery.FileIdentity(descriptor: $0) })
    let found = try discovery.screens(in: paths, requiringOwnRecordings: requiringOwnRecordings)
    // Every file left out, by name whatever its kind, its name shown as in any diagnostic.
    var leftOut: [(path: String, message: String)] = discovery.skipped.map {
      ($0, "not a screen: \(skipped); skipped")
    }
    leftOut += discovery.linkedFolders.map {
      ($0, "a symbolic link to a folder, not followed; name the folder itself to include it")
    }
    leftOut += discovery.specialFiles.map {
      ($0, "not a regular file (a FIFO, a socket or a device); skipped")
    }
    leftOut += discovery.danglingLinks.map { ($0, "\(MissingFile.linkReason($0)); skipped") }
    leftOut += discovery.namedOthers.map { ($0, "not named as a screen (*.json, *.xml, *.txt); skipped") }
    for (path, message) in leftOut.enumerated().sorted(by: {
      ($0.element.path, $0.offset) < ($1.element.path, $1.offset)
    })
    .map(\.element) {
      StandardError.write(Diagnostic(.warning, message, file: path).description)
    }
    // A screen that cannot be opened would go unchecked while the run passes: an error, as an
    // unreadable screen is. Any other file is only noted.
    for path in discovery.unreadableNames {
      let isScreen = ["json", "xml", "txt"].contains(path.split(separator: ".").last?.lowercased() ?? "")
      let message = "the file's name is not UTF-8 (shown with U+FFFD), so it cannot be opened; rename it"
      if isScreen { throw Diagnostic(file: path, message: message + " to \(command) it") }
      StandardError.write(Diagnostic(.warning, message, file: path).description)
    }
    guard !found.isEmpty else {
      throw Diagnostic(
        file: paths.joined(separator: ", "),
        message: "no screens to \(command) (screen files *.json, dumps *.xml and debugDescription *.txt)")
    }
    let screens = shard.map { shard in found.filter { shard.contains($0.path) } } ?? found
    if let shard, screens.isEmpty {
      StandardError.write(
        "note: shard \(shard.index)/\(shard.count) holds none of the screens (\(found.count) in all)")
    }
    self.found = found
    self.screens = screens
  }
}

import Foundation
import VosimCheck
import VosimFileOutput
import VosimModel
import VosimReport

/// `vosim check --report DIR`: for every screen whose transcript differs from its recording, an SVG
/// of the new drawing with the recorded and the new order side by side.
struct ComparisonOutput {
  var folder: String

  /// Writes one `NAME.svg` per differing check (the screen's path, its folders joined by `-`), creating
  /// the folder when missing. Nothing is written when no screen differs. The drawings join the run's
  /// other outputs, committed with them.
  func write(
    _ checks: [ScreenCheck], screens: [String: (LoadedScreen, ReadingOrderOutput)], in outputs: OutputSet
  ) throws {
    let differing = checks.compactMap { check in
      check.difference.flatMap { difference in screens[check.screen].map { (check, difference, $0) } }
    }
    guard !differing.isEmpty else { return }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      if case .notAFolder(let file)? = FileOutputError.folderProblem(folder) {
        throw Diagnostic(file: folder, message: "cannot be created: '\(file)' is a file, not a folder")
      }
      let reason = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { underlying in
        underlying.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32(underlying.code))) : nil
      }
      throw Diagnostic(file: folder, message: "cannot be created: \(reason ?? error.localizedDescription)")
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
      do {
        try outputs.file(destination).write(comparison.render())
      } catch {
        throw Diagnostic(file: error.path, message: error.localizedDescription)
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

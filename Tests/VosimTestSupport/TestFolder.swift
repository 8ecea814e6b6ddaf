import Foundation

/// Scratch folders for tests, all inside one folder per test process that is removed when the process
/// exits, so a run leaves nothing in the system's temporary folder whether or not a test cleans up.
public enum TestFolder {
  /// Made on first use; its removal is registered with `atexit` at the same time.
  private static let root: URL = {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vosim-tests-\(getpid())-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: TestFolder.root) }
    return root
  }()

  /// A fresh, empty folder whose name starts with `prefix`.
  public static func make(_ prefix: String = "vosim-test") throws -> URL {
    let folder = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A fresh folder holding `files` (relative path: text), subfolders made as needed.
  public static func make(_ prefix: String = "vosim-test", holding files: [String: String]) throws -> URL {
    let folder = try make(prefix)
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }
}

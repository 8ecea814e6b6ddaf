import Foundation
import PackagePlugin

/// Runs one `vosim` subcommand from a command plugin: the package's folder as the working folder (so
/// relative paths and `.vosim-audit.json` are found from there), the default screen folders when no
/// path is given, and the command's output passed through.
enum VosimCommand {
  /// The folder names searched for screens when no path is given.
  static let screenFolderNames: Set<String> = ["Screens", "Samples"]

  static func run(_ subcommand: String, context: PluginContext, arguments: [String]) throws {
    let tool = try context.tool(named: "vosim")
    let package = context.package.directoryURL
    var arguments = arguments
    if !arguments.contains(where: { isExistingPath($0, in: package) }) {
      let folders = screenFolders(in: package)
      guard !folders.isEmpty else {
        throw PluginError(
          "no path given and no folder named \(screenFolderNames.sorted().joined(separator: " or ")) in "
            + "\(package.path); name the screens: swift package vosim-\(subcommand) PATH")
      }
      arguments += folders
    }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = [subcommand] + arguments
    process.currentDirectoryURL = package
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let meaning = process.terminationStatus == 1 ? "found problems" : "could not run (bad input or usage)"
      // vosim's own advice names its command line ('vosim check --record'); through the plugin it is this,
      // and macOS's sandbox lets a plugin write files only when the user allows it.
      #if os(macOS)
        let record = "swift package --disable-sandbox vosim-check --record"
      #else
        let record = "swift package vosim-check --record"
      #endif
      let advice =
        subcommand == "check" && process.terminationStatus == 1 ? "; to record what changed: \(record)" : ""
      throw PluginError("vosim \(subcommand) \(meaning): exit status \(process.terminationStatus)\(advice)")
    }
  }

  private static func isExistingPath(_ argument: String, in package: URL) -> Bool {
    guard !argument.hasPrefix("-") else { return false }
    let url =
      argument.hasPrefix("/") ? URL(fileURLWithPath: argument) : package.appendingPathComponent(argument)
    return FileManager.default.fileExists(atPath: url.path)
  }

  /// Every `Screens` or `Samples` folder, relative to the package, outside hidden folders and `.build`.
  static func screenFolders(in package: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: package.path) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      var isDirectory: ObjCBool = false
      let path = package.appendingPathComponent(relative).path
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
      else { continue }
      if screenFolderNames.contains(name) {
        found.append(relative)
        enumerator.skipDescendants()
      }
    }
    return found.sorted()
  }
}

/// A failure the plugin reports as `swift package`'s error.
struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

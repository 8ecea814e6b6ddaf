import Foundation
import VosimFileOutput
import VosimImport
import VosimModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the screens in the paths `vosim check` and `vosim audit` are given: files as given, folders
/// searched recursively, each screen with the recording it is compared with.
///
/// In a folder, `*.json` and `*.xml` are screens; a `*.txt` is a screen (a debugDescription dump) unless it
/// is a recording: `NAME.txt` beside `NAME.json` or `NAME.xml`, or `NAME.transcript.txt` beside
/// `NAME.txt`. Hidden files and folders (`.build`, `.git`) and JUnit reports are skipped. Screens are
/// sorted by path so that reports come out in the same order on every machine.
///
/// Symbolic links are followed only within the folder given (a file's own folder for a file named
/// directly): a screen or recording that links outside it is refused, since a link to `~/.bashrc` or
/// `/proc/self/environ` would print its target in the diff and the CI log.
public struct ScreenDiscovery: Sendable {
  /// Files never taken as screens: the reports and baselines being read or written.
  public var excluded: Set<String>
  /// `.txt` files found in folders or named that are neither recordings nor dumps, in the order found.
  public private(set) var skipped: [String] = []
  /// Files in folders named like screens (`.json`, `.xml`, `.txt`) that are no regular file (a FIFO, a
  /// socket, a device), never read since reading one could wait forever; in the order found.
  public private(set) var specialFiles: [String] = []
  /// Symbolic links to folders found in folders, not followed (a link could lead outside the folder
  /// given, or back into it); in the order found.
  public private(set) var linkedFolders: [String] = []
  /// Symbolic links named like screens (`.json`, `.xml`) whose target does not exist; in the order
  /// found.
  public private(set) var danglingLinks: [String] = []
  /// Files in folders whose names are not UTF-8: Foundation lists them with U+FFFD in place of the
  /// bad bytes, a name no file has, so they cannot be read; in the order found.
  public private(set) var unreadableNames: [String] = []
  /// Files named on the command line that no screen's name has (`*.md`, `*.png`, a report's `*.html`),
  /// which a shell glob such as `Samples/*` names beside the screens; in the order named.
  public private(set) var namedOthers: [String] = []

  /// Files never taken as screens, by identity whatever their path: the command's own standard output
  /// and error when they are redirected into the folder searched (`vosim audit . --format json >
  /// audit.json`), which the shell has created empty before vosim looks.
  public var excludedFiles: Set<FileIdentity> = []

  /// A file's device and inode: the same file under any name.
  public struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    /// The regular file open on `descriptor` (1 for standard output); nil for a terminal or a pipe.
    public init?(descriptor: Int32) {
      var info = stat()
      guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
      (device, inode) = (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// The file at `path`, links followed; nil when there is none.
    public init?(path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      (device, inode) = (UInt64(info.st_dev), UInt64(info.st_ino))
    }
  }

  public init(excluding excluded: [String] = []) {
    self.excluded = Set(excluded.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
  }

  /// The absolute path with every link resolved; for a file that does not exist yet, its folder's.
  public static func canonical(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    if FileManager.default.fileExists(atPath: url.path) { return url.resolvingSymlinksInPath().path }
    return url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(
      url.lastPathComponent
    )
    .path
  }

  /// The absolute path with its folder's links resolved, not the file's own: what tells one file named
  /// two ways from a link of its own.
  static func folderResolved(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    return url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(
      url.lastPathComponent
    ).path
  }

  /// Whether `path` is a symbolic link.
  public static func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// Refuses `path` when it is a link that resolves outside `root`.
  public static func refuseLinkOutside(_ path: String, root: String, what: String) throws(Diagnostic) {
    guard isLink(path) else { return }
    let target = canonical(path)
    let folder = canonical(root)
    guard target != folder, !target.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else { return }
    throw Diagnostic(
      .error, "\(what) is a symbolic link to '\(target)', outside '\(root)'; vosim does not follow it",
      file: path)
  }

  /// The screens, sorted by path within each folder, each refused (`DiscoveredScreen.refusal`) when
  /// it links out of its folder. `requiringOwnRecordings` also refuses a recording that links out, one
  /// that is a debugDescription dump, and the second of two screens that would share one recording:
  /// only a check needs them. Throws for a path that does not exist or a folder that cannot be read.
  public mutating func screens(in paths: [String], requiringOwnRecordings: Bool = true) throws(Diagnostic)
    -> [DiscoveredScreen]
  {
    var found: [DiscoveredScreen] = []
    var seen = Set<String>()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw Diagnostic(.error, MissingFile.reason(path, noun: "file or folder"), file: path)
      }
      let root = isDirectory.boolValue ? path : PathText.folder(of: path)
      if !isDirectory.boolValue,
        !["json", "xml", "txt"].contains((path as NSString).pathExtension.lowercased())
      {
        namedOthers.append(path)
        continue
      }
      let screens: [String]
      if isDirectory.boolValue {
        screens = try folderScreens(path)
      } else {
        let screen = Self.screen(named: path)
        // A named `.txt` that is no recording is read only when it is a debugDescription dump, as in a
        // folder (`Screens/*` names the folder's README.txt too).
        if screen == path, (path as NSString).pathExtension.lowercased() == "txt", Self.isRegularFile(path),
          DumpFormat.detect(Self.head(of: path, count: 65_536)) != .debugDescription
        {
          skipped.append(path)
          continue
        }
        screens = [screen]
      }
      // One file named two ways (`Screens/a.json`, `./Screens/a.json`, or through a link to its folder)
      // is one screen; a link to a screen is a screen of its own, with its own recording.
      for screen in screens where seen.insert(Self.folderResolved(screen)).inserted {
        let recording = Self.recording(for: screen)
        var refusal: Diagnostic?
        do throws(Diagnostic) {
          // A file named directly has its own folder as the one it must not link out of.
          try Self.refuseLinkOutside(screen, root: root.isEmpty ? "." : root, what: "the screen")
          if requiringOwnRecordings {
            try Self.refuseLinkOutside(recording, root: root.isEmpty ? "." : root, what: "the recording")
          }
        } catch { refusal = error }
        if refusal == nil, !Self.isRegularFile(screen), FileManager.default.fileExists(atPath: screen) {
          // Named directly (a folder's are skipped): reading a FIFO with no writer waits forever.
          refusal = Diagnostic(.error, "not a regular file (a FIFO, a socket or a device)", file: screen)
        }
        if refusal == nil, requiringOwnRecordings, Self.isDebugDescriptionDump(recording) {
          // Recording over it would lose the dump.
          refusal = Diagnostic(
            .error,
            "is a debugDescription dump, and also the name of the recording of '\(screen)'; rename one of the two",
            file: recording)
        }
        found.append(
          DiscoveredScreen(
            path: screen, recording: recording, recordingIsLink: Self.isLink(recording), refusal: refusal))
      }
    }
    // `NAME.json` and `NAME.xml` in one folder would read and record one `NAME.txt` in turn.
    var owners: [String: String] = [:]
    for (index, screen) in found.enumerated() where requiringOwnRecordings {
      let key = URL(fileURLWithPath: screen.recording).standardizedFileURL.path
      if let first = owners[key] {
        found[index].refusal =
          found[index].refusal
          ?? Diagnostic(
            .error,
            "shares its recording '\(screen.recording)' with '\(first)'; rename one of the two screens",
            file: screen.path)
      }
      owners[key] = screen.path
    }
    return found
  }

  /// The screen a file named on the command line stands for: the screen beside a recording
  /// (`vosim check Samples/*` names both), else the file itself.
  static func screen(named path: String) -> String {
    guard (path as NSString).pathExtension.lowercased() == "txt" else { return path }
    return screen(recordedAs: (path as NSString).deletingPathExtension, exists: isRegularFile) ?? path
  }

  /// The screen whose recording is `stem`.txt, among the files `exists` says are there: `stem`.json or
  /// `stem`.xml, or for `NAME.transcript` the dump `NAME.txt`, their extensions in any case as
  /// discovery reads them (`NAME.JSON`); nil when it is no recording.
  private static func screen(recordedAs stem: String, exists: (String) -> Bool) -> String? {
    var candidates =
      caseVariants("json").map { stem + "." + $0 } + caseVariants("xml").map { stem + "." + $0 }
    if stem.hasSuffix(".transcript") {
      let dump = String(stem.dropLast(".transcript".count))
      candidates += caseVariants("txt").map { dump + "." + $0 }
    }
    return candidates.first(where: exists)
  }

  /// Every spelling of a lowercase extension in upper and lower case, lowercase first.
  private static func caseVariants(_ lowercase: String) -> [String] {
    lowercase.reduce([""]) { spellings, letter in
      spellings.flatMap { [$0 + String(letter), $0 + letter.uppercased()] }
    }
  }

  /// `NAME.txt` beside the screen; `NAME.transcript.txt` for a `.txt` dump.
  public static func recording(for screen: String) -> String {
    let url = URL(fileURLWithPath: screen)
    let stem = url.deletingPathExtension().lastPathComponent
    let folder = PathText.folder(of: screen)
    let name = url.pathExtension.lowercased() == "txt" ? "\(stem).transcript.txt" : "\(stem).txt"
    return folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
  }

  /// Throws when `folder` cannot be listed or entered (its permissions), with the system's reason.
  private static func refuseUnlisted(_ folder: String) throws(Diagnostic) {
    guard faccessat(AT_FDCWD, folder, R_OK | X_OK, AT_EACCESS) != 0 else { return }
    throw Diagnostic(.error, "cannot be read: \(String(cString: strerror(errno)))", file: folder)
  }

  /// Whether `path` is a regular file, after symbolic links.
  private static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  /// Whether a file named as a recording is in fact a debugDescription dump: it looks like one, holds
  /// a tree's header or an element line with its address, and reads as one. A transcript whose labels
  /// hold a dump's marks (`Attributes: `, an arrow, `Window (Main), 0x1.`) may read as a headerless
  /// tree, but has neither.
  private static func isDebugDescriptionDump(_ path: String) -> Bool {
    guard DumpFormat.detect(head(of: path, count: 65_536)) == .debugDescription,
      let data = FileManager.default.contents(atPath: path),
      DeviceCapture.treeKind(String(decoding: data, as: UTF8.self)) != nil
    else { return false }
    return (try? ScreenReader(format: .dump(.debugDescription)).read([UInt8](data))) != nil
  }

  /// Whether an XML file is a JUnit report (an earlier `--junit` output), not a page-source dump.
  private static func isJUnitReport(_ path: String) -> Bool {
    let head = String(decoding: Self.head(of: path, count: 512), as: UTF8.self)
    return head.contains("<testsuites") || head.contains("<testsuite ")
  }

  /// The first `count` bytes of a file (fewer when it is shorter; none when it cannot be read or is no
  /// regular file): what
  /// telling a screen from a report or a note needs, without reading a large file whole.
  private static func head(of path: String, count: Int) -> [UInt8] {
    // Only a regular file: a FIFO would block the discovery, and a folder cannot be read.
    guard isRegularFile(path), let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    return [UInt8](handle.readData(ofLength: count))
  }

  /// Whether a JSON file is an earlier run's output saved in the folder, not a screen: a report of
  /// `check --format json` or `audit` (JSON, SARIF or a baseline, in either order of its keys), a `transcript` or `compare` in JSON,
  /// `speak`'s timeline or `navigate`'s steps. It starts with the output's keys, which a screen
  /// (`device`, `language`, `root`…) never does; a transcript's `elements` are told from idb's
  /// `{"elements": […]}` dump by their `path` into the screen, or when there are none by the
  /// `systemVersion` after them. Read in any encoding a screen may have.
  private static func isVosimOutput(_ path: String) -> Bool {
    var head = Self.head(of: path, count: 4_096)
    if head.starts(with: [0xEF, 0xBB, 0xBF]) { head.removeFirst(3) }
    // A UTF-16 or UTF-32 head, cut to whole code units (a character cut at the end is left out).
    if let encoding = UnicodeText.encoding(of: head) {
      let width = encoding == .utf16BigEndian || encoding == .utf16LittleEndian ? 2 : 4
      var units = Array(head.prefix(head.count - head.count % width))
      while !units.isEmpty, (try? UnicodeText.utf8(units, as: encoding)) == nil { units.removeLast(width) }
      head = (try? UnicodeText.utf8(units, as: encoding)) ?? []
    }
    let compact = String(decoding: head, as: UTF8.self).filter { !$0.isWhitespace }
    return (compact.hasPrefix(#"{"recording":"#) && compact.contains(#""screens":["#))
      || compact.hasPrefix(#"{"screens":["#) || compact.hasPrefix(#"{"findings":["#)
      // A baseline written by hand, its version first.
      || (compact.hasPrefix(#"{"version":"#) && compact.contains(#""findings":["#))
      || (compact.hasPrefix(#"{"$schema":"#) && compact.contains("sarif"))
      || (compact.hasPrefix(#"{"elements":["#)
        && (compact.contains(#""path":"root"#) || compact.contains(#""systemVersion":"#)))
      || compact.hasPrefix(#"{"durationMs":"#) || compact.hasPrefix(#"{"agrees":"#)
      || compact.hasPrefix(#"{"gestures":["#)
  }

  private mutating func folderScreens(_ folder: String) throws(Diagnostic) -> [String] {
    // Foundation lists nothing in a folder named through a symbolic link: list the folder it leads to,
    // and name what it holds through the path as given.
    let listed = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    try Self.refuseUnlisted(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: listed) else {
      throw Diagnostic(.error, "cannot be read (permission denied?)", file: folder)
    }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      files.append(relative)
    }
    // In name order, as the screens are: the warnings about the others too, whatever the file system's.
    files.sort()
    let all = Set(files)
    var screens: [String] = []
    for relative in files {
      let path = (folder as NSString).appendingPathComponent(relative)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        if relative.unicodeScalars.contains("\u{FFFD}") {
          unreadableNames.append(path)
        } else if Self.isLink(path),
          ["json", "xml"].contains((relative as NSString).pathExtension.lowercased())
        {
          // A screen's name on a link to nothing: said, not silently left out.
          danglingLinks.append(path)
        }
        continue
      }
      guard !isDirectory.boolValue else {
        // Foundation lists a link to a folder but does not go into it.
        if Self.isLink(path) {
          linkedFolders.append(path)
        } else {
          // Nor into one it cannot read, and says nothing: the screens in it would go unchecked.
          try Self.refuseUnlisted(path)
        }
        continue
      }
      // A FIFO, socket or device named like a screen: reading one could wait forever.
      guard Self.isRegularFile(path) else {
        if ["json", "xml", "txt"].contains((relative as NSString).pathExtension.lowercased()) {
          specialFiles.append(path)
        }
        continue
      }
      if !excluded.isEmpty, excluded.contains(URL(fileURLWithPath: path).standardizedFileURL.path) {
        continue
      }
      if !excludedFiles.isEmpty, let identity = FileIdentity(path: path), excludedFiles.contains(identity) {
        continue
      }
      let stem = (relative as NSString).deletingPathExtension
      switch (relative as NSString).pathExtension.lowercased() {
      case "json":
        if !Self.isVosimOutput(path) { screens.append(path) }
      case "xml":
        if !Self.isJUnitReport(path) { screens.append(path) }
      case "txt":
        if Self.screen(recordedAs: stem, exists: all.contains) != nil { continue }
        // Notes, logs and recordings whose screen is gone are not screens: only a debugDescription
        // dump is read as one, and a file with a dump's recording beside it (`NAME.transcript.txt`),
        // which must not pass unchecked when it is empty or broken.
        // (`DumpFormat.detect` looks at the first 64 KiB.)
        if all.contains(stem + ".transcript.txt")
          || DumpFormat.detect(Self.head(of: path, count: 65_536)) == .debugDescription
        {
          screens.append(path)
        } else {
          skipped.append(path)
        }
      default:
        continue
      }
    }
    return screens.sorted()
  }
}

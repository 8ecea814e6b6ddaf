import Foundation
import Testing
import VosimModel

@testable import VosimCheck

/// Which files of a folder are screens, and where each one's recording is: the rule `vosim check` and
/// `vosim audit` share, from Swift.
#if os(Linux)
  private let isLinux = true
#else
  private let isLinux = false
#endif

@Suite struct ScreenDiscoveryTests {
  /// A fresh folder per test, removed afterwards.
  final class Folder {
    let path: String
    init() throws {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("vosim-discovery-\(UUID())").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ name: String, _ text: String) throws { try write(name, bytes: Array(text.utf8)) }

    func write(_ name: String, bytes: [UInt8]) throws {
      let file = (path as NSString).appendingPathComponent(name)
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: file))
    }

    func relative(_ paths: [String]) -> [String] { paths.map { String($0.dropFirst(path.count + 1)) } }
  }

  @Test func recordingsSitBesideTheirScreens() {
    #expect(ScreenDiscovery.recording(for: "Screens/login.json") == "Screens/login.txt")
    #expect(ScreenDiscovery.recording(for: "page.XML") == "page.txt")
    #expect(ScreenDiscovery.recording(for: "dumps/app.txt") == "dumps/app.transcript.txt")
  }

  @Test func aFolderIsSearchedForScreensNotRecordingsReportsOrNotes() throws {
    let folder = try Folder()
    try folder.write("login.json", #"{"root": {}}"#)
    try folder.write("login.txt", "Log in. Button.\n")
    try folder.write("nested/page.xml", "<XCUIElementTypeApplication/>")
    try folder.write("nested/page.txt", "recording\n")
    try folder.write(
      "dump.txt", "Attributes: Application, pid: 1\nElement subtree:\n →Application, 0x1, pid: 1\n")
    try folder.write("dump.transcript.txt", "recording\n")
    try folder.write("notes.txt", "to do: the settings screen\n")
    // A dump the test wrote empty, or a failure message in its place, beside its recording: a screen
    // that must not pass unchecked.
    try folder.write("broken.txt", "")
    try folder.write("broken.transcript.txt", "Log in. Button.\n")
    try folder.write("report.xml", #"<?xml version="1.0"?><testsuites name="vosim"/>"#)
    try folder.write("audit.json", #"{"findings": [], "summary": {}}"#)
    try folder.write("baseline.json", #"{"version": 1, "findings": []}"#)
    // Other commands' JSON outputs: a transcript, a timeline, a comparison, navigation steps.
    try folder.write(
      "transcript.json",
      "{\n  \"elements\" : [\n    {\n      \"path\" : \"root.subviews[0]\",\n      \"text\" : \"A.\"\n    }\n  ]}"
    )
    // In UTF-16, as Windows PowerShell's `>` writes it, and after a UTF-8 byte order mark.
    let steps = #"{"gestures": []}"#
    try folder.write(
      "utf16.json", bytes: [0xFF, 0xFE] + steps.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    try folder.write("bom.json", bytes: [0xEF, 0xBB, 0xBF] + Array(steps.utf8))
    try folder.write("empty-transcript.json", #"{"elements":[],"systemVersion":"26","warnings":[]}"#)
    // idb's `{"elements": […]}` dump is a screen, not a transcript.
    try folder.write("idb.json", #"{"elements": [{"AXLabel": "X", "type": "Button"}]}"#)
    try folder.write("songs.timeline.json", "{\n  \"durationMs\" : 0,\n  \"sampleRate\" : 22050}")
    try folder.write("compare.json", "{\n  \"agrees\" : true,\n  \"capture\" : \"c.txt\"}")
    try folder.write("steps.json", "{\"gestures\": [\n]}")
    try folder.write(".build/ignored.json", #"{"root": {}}"#)
    var discovery = ScreenDiscovery()
    let found = try discovery.screens(in: [folder.path])
    #expect(
      folder.relative(found.map(\.path)) == [
        "broken.txt", "dump.txt", "idb.json", "login.json", "nested/page.xml",
      ])
    #expect(
      folder.relative(found.map(\.recording)) == [
        "broken.transcript.txt", "dump.transcript.txt", "idb.txt", "login.txt", "nested/page.txt",
      ])
    #expect(folder.relative(discovery.skipped) == ["notes.txt"])
  }

  /// A screen's extension in capitals (`p.JSON`) is still a screen, and `p.txt` beside it its recording,
  /// not a file skipped with a warning on every run.
  @Test func aRecordingBesideACapitalizedScreenIsNoStrayFile() throws {
    let folder = try Folder()
    try folder.write("p.JSON", #"{"root": {}}"#)
    try folder.write("p.txt", "Log in. Button.\n")
    try folder.write("q.Xml", "<XCUIElementTypeApplication/>")
    try folder.write("q.txt", "recording\n")
    var discovery = ScreenDiscovery()
    let found = try discovery.screens(in: [folder.path])
    #expect(folder.relative(found.map(\.path)) == ["p.JSON", "q.Xml"])
    #expect(folder.relative(found.map(\.recording)) == ["p.txt", "q.txt"])
    #expect(discovery.skipped.isEmpty)
    #expect(ScreenDiscovery.screen(named: folder.path + "/p.txt") == folder.path + "/p.JSON")
  }

  /// A debugDescription dump named as a screen's recording (`x.txt` beside `x.json`) is refused, in a
  /// folder and named alone: recording over it would lose the dump.
  @Test func aDumpNamedAsARecordingIsRefused() throws {
    let folder = try Folder()
    try folder.write("x.json", #"{"root": {}}"#)
    try folder.write(
      "x.txt", "Attributes: Application, pid: 1\nElement subtree:\n →Application, 0x1, pid: 1\n")
    for paths in [[folder.path], [folder.path + "/x.json"]] {
      var discovery = ScreenDiscovery()
      let refusal = try discovery.screens(in: paths).first?.refusal
      #expect(refusal?.file == folder.path + "/x.txt")
      #expect(
        refusal?.message.hasPrefix("is a debugDescription dump, and also the name of the recording") == true)
      #expect(try discovery.screens(in: paths, requiringOwnRecordings: false).first?.refusal == nil)
    }
  }

  /// A FIFO named like a screen in a folder is skipped and named, not read: with no writer, reading it
  /// would wait forever.
  @Test func aFIFOInAFolderIsSkipped() throws {
    let folder = try Folder()
    try folder.write("a.json", #"{"root": {}}"#)
    #expect(mkfifo(folder.path + "/pending.json", 0o644) == 0)
    var discovery = ScreenDiscovery()
    let found = try discovery.screens(in: [folder.path])
    #expect(folder.relative(found.map(\.path)) == ["a.json"])
    #expect(folder.relative(discovery.specialFiles) == ["pending.json"])
  }

  /// A screen named directly that links out of its own folder is refused, as one found in a folder
  /// is; a named `.txt` that is neither a recording nor a dump is skipped, as in a folder.
  @Test func aNamedFileFollowsTheFoldersRules() throws {
    let folder = try Folder()
    try folder.write("outside/private.json", #"{"root": {}}"#)
    try folder.write("Screens/a.json", #"{"root": {}}"#)
    try folder.write("Screens/README.txt", "These screens are checked in CI.\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Screens/login.json", withDestinationPath: "../outside/private.json")
    var discovery = ScreenDiscovery()
    let found = try discovery.screens(
      in: ["login.json", "a.json", "README.txt"].map { folder.path + "/Screens/" + $0 })
    #expect(folder.relative(found.map(\.path)) == ["Screens/login.json", "Screens/a.json"])
    #expect(found.first?.refusal?.message.hasPrefix("the screen is a symbolic link to ") == true)
    #expect(found.last?.refusal == nil)
    #expect(folder.relative(discovery.skipped) == ["Screens/README.txt"])
  }

  /// A link to a folder inside the folder searched is named, not followed.
  @Test func aLinkedSubfolderIsNamedNotFollowed() throws {
    let folder = try Folder()
    try folder.write("screens/a.json", #"{"root": {}}"#)
    try folder.write("elsewhere/b.json", #"{"root": {}}"#)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/screens/more", withDestinationPath: folder.path + "/elsewhere")
    var discovery = ScreenDiscovery()
    let found = try discovery.screens(in: [folder.path + "/screens"])
    #expect(folder.relative(found.map(\.path)) == ["screens/a.json"])
    #expect(folder.relative(discovery.linkedFolders) == ["screens/more"])
  }

  /// A transcript whose labels hold what a dump holds (an arrow, "Attributes: ") is still a recording.
  @Test func aTranscriptWithADumpsMarksIsARecording() throws {
    let folder = try Folder()
    try folder.write("x.json", #"{"root": {}}"#)
    try folder.write("x.txt", "Attributes: Colour.\nNext →. Button.\nElement subtree:\nQuery chain:\n")
    var discovery = ScreenDiscovery()
    let found = try discovery.screens(in: [folder.path])
    #expect(folder.relative(found.map(\.recording)) == ["x.txt"])
  }

  /// A folder named through a symbolic link is searched as the folder it leads to, and its screens are
  /// named through the link.
  @Test func aFolderThroughALinkIsSearched() throws {
    let folder = try Folder()
    try folder.write("real/login.json", #"{"root": {}}"#)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/link", withDestinationPath: folder.path + "/real")
    for name in ["link", "link/", "link/."] {
      var discovery = ScreenDiscovery()
      let found = try discovery.screens(in: [folder.path + "/" + name])
      #expect(found.count == 1)
      #expect(
        found.first.map { URL(fileURLWithPath: $0.path).standardizedFileURL.path } == folder.path
          + "/link/login.json")
    }
  }

  /// One file named two ways is one screen, not two screens sharing a recording.
  @Test func aFileNamedTwoWaysIsOneScreen() throws {
    let folder = try Folder()
    try folder.write("a.json", #"{"root": {}}"#)
    var discovery = ScreenDiscovery()
    let found = try discovery.screens(in: [folder.path, folder.path + "/./", folder.path + "//a.json"])
    #expect(found.count == 1)
    // Through a link to its folder too; a link to the file itself is a screen of its own.
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/alias", withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/b.json", withDestinationPath: "a.json")
    var again = ScreenDiscovery()
    let linked = try again.screens(in: [
      folder.path + "/a.json", folder.path + "/alias/a.json", folder.path + "/b.json",
    ])
    #expect(folder.relative(linked.map(\.path)) == ["a.json", "b.json"])
  }

  /// A file whose name is not UTF-8 cannot be opened by the name Foundation lists; it is reported, not
  /// silently left out of the check.
  @Test(.enabled(if: isLinux, "Apple's file systems refuse names that are not UTF-8"))
  func aNameThatIsNotUTF8IsReported() throws {
    let folder = try Folder()
    try folder.write("a.json", #"{"root": {}}"#)
    let bad = Array((folder.path + "/bad").utf8) + [0xFF] + Array("name.json".utf8) + [0]
    let descriptor = bad.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bad.count) {
        open($0, O_CREAT | O_WRONLY, 0o644)
      }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    var discovery = ScreenDiscovery()
    let found = try discovery.screens(in: [folder.path])
    #expect(folder.relative(found.map(\.path)) == ["a.json"])
    #expect(folder.relative(discovery.unreadableNames) == ["bad\u{FFFD}name.json"])
  }

  /// A recording named on the command line (`vosim check Samples/*`) stands for its screen.
  @Test func aNamedRecordingStandsForItsScreen() throws {
    let folder = try Folder()
    try folder.write("a.json", #"{"root": {}}"#)
    try folder.write("a.txt", "A.\n")
    try folder.write(
      "d.txt", "Attributes: Application, pid: 1\nElement subtree:\n →Application, 0x1, pid: 1\n")
    try folder.write("d.transcript.txt", "recording\n")
    try folder.write("notes.txt", "to do\n")
    try folder.write("README.md", "# Screens\n")
    var discovery = ScreenDiscovery()
    let found = try discovery.screens(
      in: ["a.json", "a.txt", "d.transcript.txt", "notes.txt", "README.md"].map { folder.path + "/" + $0 })
    #expect(folder.relative(found.map(\.path)) == ["a.json", "d.txt"])
    // A file no screen's name has, as a glob names it, is set aside; so is a `.txt` that is neither a
    // recording nor a dump.
    #expect(folder.relative(discovery.namedOthers) == ["README.md"])
    #expect(folder.relative(discovery.skipped) == ["notes.txt"])
  }

  @Test func twoScreensSharingARecordingAreRefused() throws {
    let folder = try Folder()
    try folder.write("a.json", #"{"root": {}}"#)
    try folder.write("a.xml", "<XCUIElementTypeApplication/>")
    var discovery = ScreenDiscovery()
    // The second is refused; the first, found first, is checked.
    let found = try discovery.screens(in: [folder.path])
    #expect(found.map(\.path) == [folder.path + "/a.json", folder.path + "/a.xml"])
    #expect(found[0].refusal == nil)
    #expect(found[1].refusal?.message.hasPrefix("shares its recording '") == true)
    #expect(
      try discovery.screens(in: [folder.path], requiringOwnRecordings: false).allSatisfy { $0.refusal == nil }
    )
  }

  @Test func aRecordingLinkedOutsideTheFolderIsRefused() throws {
    let folder = try Folder()
    let outside = try Folder()
    try folder.write("a.json", #"{"root": {}}"#)
    try outside.write("secret", "token\n")
    try FileManager.default.createSymbolicLink(
      atPath: (folder.path as NSString).appendingPathComponent("a.txt"),
      withDestinationPath: (outside.path as NSString).appendingPathComponent("secret"))
    var discovery = ScreenDiscovery()
    let refusal = try #require(try discovery.screens(in: [folder.path]).first?.refusal)
    #expect(refusal.severity == .error)
    #expect(refusal.file?.hasSuffix("/a.txt") == true)
    #expect(refusal.message.hasPrefix("the recording is a symbolic link to '"))
    // An audit reads no recording.
    #expect(try discovery.screens(in: [folder.path], requiringOwnRecordings: false).first?.refusal == nil)
  }

  /// Each screen linked out of the folder is refused on its own, so that one run names them all.
  @Test func everyScreenLinkedOutsideTheFolderIsRefused() throws {
    let folder = try Folder()
    let outside = try Folder()
    try outside.write("o.json", #"{"root": {}}"#)
    try folder.write("b.json", #"{"root": {}}"#)
    for name in ["a.json", "c.json"] {
      try FileManager.default.createSymbolicLink(
        atPath: (folder.path as NSString).appendingPathComponent(name),
        withDestinationPath: (outside.path as NSString).appendingPathComponent("o.json"))
    }
    var discovery = ScreenDiscovery()
    let found = try discovery.screens(in: [folder.path])
    #expect(found.map { ($0.path as NSString).lastPathComponent } == ["a.json", "b.json", "c.json"])
    #expect(
      found.map { $0.refusal?.message.hasPrefix("the screen is a symbolic link to '") } == [true, nil, true])
  }

  @Test func aMissingPathIsAnError() {
    var discovery = ScreenDiscovery()
    #expect(throws: Diagnostic(.error, "no such file or folder", file: "/no/such/folder")) {
      try discovery.screens(in: ["/no/such/folder"])
    }
  }
}

@Suite struct ShardTests {
  @Test func shardsAreReadAsIOfN() {
    #expect(Shard("2/4") == Shard(index: 2, count: 4))
    #expect(Shard("2/4")?.index == 2)
    for bad in ["0/4", "5/4", "1/0", "2", "a/b", "1/2/3", ""] { #expect(Shard(bad) == nil, "\(bad)") }
  }

  /// Every screen lands in exactly one shard, the same for `./a//b.json` as for `a/b.json`.
  @Test func everyScreenIsInExactlyOneShard() throws {
    let paths = (0..<200).map { "Screens/screen-\($0).json" }
    let shards = try (1...4).map { try #require(Shard(index: $0, count: 4)) }
    for path in paths { #expect(shards.filter { $0.contains(path) }.count == 1) }
    #expect(shards.allSatisfy { shard in paths.contains(where: shard.contains) })
    for shard in shards { #expect(shard.contains("./Screens//screen-7.json") == shard.contains(paths[7])) }
  }
}

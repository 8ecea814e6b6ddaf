import Foundation
import Testing
import VosimTestSupport

/// Each class of bad input: exit status 2, one line on stderr naming the file and place, nothing on stdout.
@Suite("Bad input to vosim transcript")
struct InputErrorTests {
  func expectError(_ screen: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let (result, path) = try VosimProcess.run(["transcript"], screen: screen)
    #expect(result.status == 2, sourceLocation: sourceLocation)
    #expect(result.stdout == "", sourceLocation: sourceLocation)
    #expect(result.stderr == "\(path)\(expected)\n", sourceLocation: sourceLocation)
  }

  /// Plain text (notes, a recording given as the screen) is named for what it is not.
  @Test func textThatIsNeitherAScreenNorADump() throws {
    try expectError(
      "\n  Closes the camera. Button.\n",
      ":2:3: error: not a screen file or a dump vosim reads: found 'C' where a JSON screen starts with '{' "
        + "(dumps: Appium/WebDriverAgent XML, XCTest debugDescription with 'Element subtree:', idb JSON, "
        + "AccessibilitySnapshot JSON)")
  }

  @Test func malformedJSON() throws {
    try expectError(
      "{\"root\": {\"class\": \"UILabel\",\n  }",
      ":1:29: error: a comma before '}' (JSON allows none after the last item)")
  }

  @Test func wrongTypeForAKey() throws {
    try expectError(#"{"root": {"isHidden": "yes"}}"#, ":1:23: error: 'isHidden' must be true or false")
  }

  @Test func unknownTraitListsTheValidOnes() throws {
    let (result, path) = try VosimProcess.run(
      ["transcript"], screen: #"{"root": {"accessibilityTraits": ["buton"]}}"#)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "\(path):1:35: error: unknown trait 'buton'; valid traits: button, link, image,"))
    #expect(result.stderr.hasSuffix("toggleButton\n"))
  }

  @Test func unknownContainerType() throws {
    try expectError(
      #"{"root": {"accessibilityContainerType": "table"}}"#,
      ":1:41: error: unknown accessibilityContainerType 'table'; expected one of: none, dataTable, list, landmark, semanticGroup"
    )
  }

  /// A reference is resolved once the tree is read; the error is placed at its container's node.
  @Test func refThatNamesNothing() throws {
    try expectError(
      #"{"root": {"subviews": [{"accessibilityElements": [{"ref": "missing"}]}]}}"#,
      ":1:24: error: root.subviews[0]: ref 'missing' names no node of this container's subtree")
  }

  @Test func refThatNamesANodeTwice() throws {
    try expectError(
      """
      {"root": {"accessibilityElements": [{"ref": "a"}, {"ref": "a"}],
        "subviews": [{"class": "UILabel", "text": "A", "accessibilityIdentifier": "a"}]}}
      """,
      ":1:10: error: root: ref 'a' is ambiguous or repeated; it must name exactly one node, once")
  }

  @Test func frameThatIsNotFourFiniteNumbers() throws {
    try expectError(
      #"{"root": {"frame": [0, 0, 10]}}"#,
      ":1:20: error: invalid frame: expected 4 numbers [x, y, width, height], found 3")
  }

  @Test func missingRoot() throws {
    try expectError(#"{"language": "en-US"}"#, ":1:1: error: the screen has no 'root' node")
  }

  @Test func deepNestingIsAnErrorNotACrash() throws {
    let depth = 100_000
    let screen = String(repeating: #"{"subviews": ["#, count: depth) + String(repeating: "]}", count: depth)
    let (result, path) = try VosimProcess.run(["transcript"], screen: #"{"root": "# + screen + "}")
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(path + ":1:"))
    #expect(result.stderr.contains("error: nodes nested deeper than 512 levels"))
  }

  @Test func missingFileAndFolder() throws {
    let missing = try VosimProcess.run(["transcript", "no/such/screen.json"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "no/such/screen.json: error: no such file\n")
    let folder = try VosimProcess.run(["transcript", "Sources"])
    #expect(folder.status == 2)
    #expect(folder.stderr == "Sources: error: is a folder, not a screen file\n")
  }

  /// A name the shell passed that is not UTF-8 is said so, not "no such file".
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "Linux file names are bytes"))
  func aNameThatIsNotUTF8IsSaidSo() throws {
    let folder = try TestFolder.make("vosim-name")
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = "$(printf 'bad\\377.json')"
    let script = "printf '{\"root\": {}}' > \"\(name)\"; \"$0\" transcript \"\(name)\""
    let result = try VosimBinary.run(
      executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script, VosimBinary.executable.path], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasSuffix(
        ".json: error: the name is not UTF-8 (shown with U+FFFD), so it cannot be opened; rename it\n"),
      "\(result.stderr)")
  }

  /// A loop of links has a file's name in plain sight: "no such file" would send the user looking for
  /// it. Every command that reads a file says the same.
  @Test func aLoopOfSymbolicLinksIsNamed() throws {
    let folder = try TestFolder.make("vosim-loop")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/a.json", withDestinationPath: "b.json")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/b.json", withDestinationPath: "a.json")
    let loop = "a.json: error: a loop of symbolic links, which leads to no file"
    for (arguments, expected) in [
      (["transcript", "a.json"], loop), (["navigate", "a.json", "next"], loop),
      (["check", "a.json"], loop + " or folder"), (["audit", "a.json"], loop + " or folder"),
    ] {
      let result = try VosimProcess.run(arguments, in: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr == expected + "\n", "\(arguments)")
    }
  }
}

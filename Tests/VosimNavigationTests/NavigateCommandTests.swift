import Foundation
import Testing
import VosimTestSupport

/// `vosim navigate` run as a user runs it.
@Suite("vosim navigate")
struct NavigateCommandTests {
  static func run(_ arguments: [String], stdin: Data? = nil) throws -> VosimBinary.Run {
    try VosimBinary.run(["navigate"] + arguments, stdin: stdin)
  }

  /// Runs on a screen given as text, through a temporary file.
  static func run(_ arguments: [String], screen: String, name: String = "screen.json") throws
    -> VosimBinary.Run
  {
    let folder = try TestFolder.make("vosim-navigate")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try Data(screen.utf8).write(to: file)
    return try run([file.path] + arguments)
  }

  @Test func printsWhatEachGestureSpeaks() throws {
    let result = try Self.run(["Samples/settings.json", "next", "next", "activate", "previous", "next"])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        Connections. Heading.
        Airplane Mode. Switch Button. Off. Double tap to toggle setting.
        On.
        Connections. Heading.
        Airplane Mode. Switch Button. On. Double tap to toggle setting.

        """)
    #expect(result.stderr == "")
  }

  @Test func aGestureThatGoesNowhereFailsTheRun() throws {
    let result = try Self.run(["Samples/settings.json", "rotor:headings", "down", "down", "down"])
    #expect(result.status == 1)
    #expect(result.stdout == "Headings.\nConnections. Heading.\nProfile. Heading.\n")
    let none = try Self.run(["Samples/settings.json", "rotor:links"])
    #expect(none.status == 1)
    #expect(none.stdout == "")
  }

  @Test func jsonGivesFocusMovedAndNotes() throws {
    let result = try Self.run([
      "Samples/settings.json", "--format", "json", "last", "next", "rotor:form-controls", "up", "activate",
      "touch:1,1",
    ])
    #expect(result.status == 1)
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    let gestures = try #require(json["gestures"] as? [[String: Any]])
    #expect(
      gestures.map { $0["gesture"] as? String } == [
        "last", "next", "rotor:form-controls", "up", "activate", "touch:1,1",
      ])
    #expect(gestures.map { $0["moved"] as? Bool } == [true, false, true, true, true, false])
    #expect(gestures.map { $0["focus"] as? Int } == [11, 11, 11, 10, 10, 10])
    #expect(gestures[0]["spoken"] as? [String] == ["Save. Dimmed. Button."])
    #expect(gestures[1]["spoken"] as? [String] == [])
    #expect(gestures[1]["note"] as? String == "at the last element")
    #expect(
      gestures[3]["spoken"] as? [String] == [
        "Bio: Runner and cook. Text Field. Double tap to edit., Use the rotor to access Misspelled Words."
      ])
    #expect(gestures[4]["note"] as? String == "activated: the app decides what happens")
  }

  @Test func anUnknownGestureIsAUsageErrorListingTheValidOnes() throws {
    let result = try Self.run(["Samples/settings.json", "next", "swipe-left"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    let first = try #require(result.stderr.split(separator: "\n").first)
    #expect(
      first.hasPrefix(
        "Error: Unknown gesture 'swipe-left' (gesture 2); expected one of: next, previous, first, last, read-all,"
      ))
    #expect(first.contains("rotor:adjust-value, down, up, touch:X,Y, activate, focus:IDENTIFIER"))
    for bad in ["rotor:", "rotor:heading", "touch:1", "touch:a,b", "touch:1,2,3", "focus:", "touch:nan,1"] {
      let run = try Self.run(["Samples/settings.json", bad])
      #expect(run.status == 2, "\(bad)")
      #expect(run.stderr.hasPrefix("Error: Invalid gesture '\(bad)' (gesture 1); "), "\(bad)")
    }
    let touch = try Self.run(["Samples/settings.json", "next", "next", "touch:1,"])
    #expect(
      touch.stderr.hasPrefix(
        "Error: Invalid gesture 'touch:1,' (gesture 3); touch:X,Y takes two finite numbers, the point in the "
          + "screen's points (touch:20,140)\n"))
    let rotor = try Self.run(["Samples/settings.json", "rotor:Headings"])
    #expect(
      rotor.stderr.hasPrefix(
        "Error: Invalid gesture 'rotor:Headings' (gesture 1); the rotor's items are characters, words, headings, "
      ))
    let none = try Self.run(["Samples/settings.json"])
    #expect(none.status == 2)
    #expect(none.stderr.hasPrefix("Error: Missing expected argument '<gesture>'"))
  }

  @Test func badInputIsOneLineAndNothingElse() throws {
    let result = try Self.run(["next"], screen: "{\"root\": {\"subviews\": [}")
    #expect(result.status == 2)
    #expect(result.stdout == "")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.contains(":1:") == true && lines.first?.contains(": error: ") == true)
    let missing = try Self.run(["no-such-screen.json", "next"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "no-such-screen.json: error: no such file\n")
  }

  @Test func readAllWithHintsIsTheTranscriptOfEverySampleAndDump() throws {
    let fixtures = VosimBinary.repository.appendingPathComponent("Tests/VosimImportTests/Fixtures")
    let samples = VosimBinary.repository.appendingPathComponent("Samples")
    var files: [String] = []
    for folder in [samples, fixtures] {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      where name.hasSuffix(".json") || name.hasSuffix(".xml")
        || (name.hasSuffix(".txt") && folder == fixtures)
      {
        files.append(folder.appendingPathComponent(name).path)
      }
    }
    var checked = 0
    for file in files {
      let transcript = try VosimBinary.run(["transcript", file])
      guard transcript.status == 0 else { continue }
      let read = try Self.run([file, "read-all", "--read-all-hints"])
      #expect(read.stdout == transcript.stdout, "\(file)")
      #expect(read.status == (transcript.stdout.isEmpty ? 1 : 0), "\(file)")
      checked += 1
    }
    #expect(checked >= 25)
  }

  @Test func aDumpIsNavigatedLikeAScreen() throws {
    let dump = "Tests/VosimImportTests/Fixtures/shirates_SettingsTopScreen.xml"
    let result = try Self.run([dump, "next", "rotor:headings", "up", "rotor:buttons"])
    #expect(result.status == 1)
    #expect(
      result.stdout
        == "Sign in to your iPhone: Set up iCloud, the App Store, and more.\nHeadings.\nSettings. Heading.\n")
  }

  @Test func optionsAreTranscripts() throws {
    let noHints = try Self.run(["Samples/settings.json", "next", "next", "--no-hints"])
    #expect(noHints.stdout == "Connections. Heading.\nAirplane Mode. Switch Button. Off.\n")
    let screen = """
      {"root": {"subviews": [
        {"class": "UIButton", "title": "Left", "frame": [0, 0, 100, 40]},
        {"class": "UIButton", "title": "Right", "frame": [200, 0, 100, 40]}
      ]}}
      """
    let rtl = try Self.run(["next", "first", "touch:50,20", "--rtl"], screen: screen)
    #expect(rtl.stdout == "Left. Button.\nRight. Button.\nLeft. Button.\n")
    let standardInput = try Self.run(["-", "next"], stdin: Data(screen.utf8))
    #expect(standardInput.stdout == "Right. Button.\n")
  }

  @Test func helpListsTheGestures() throws {
    let result = try Self.run(["--help"])
    #expect(result.status == 0)
    for word in [
      "read-from-here", "rotor:CATEGORY", "form-controls", "adjust-value", "touch:X,Y", "focus:IDENTIFIER",
    ] {
      #expect(result.stdout.contains(word), "\(word)")
    }
  }

  /// The explorer needs a terminal; in a script it says so and points to navigate.
  @Test func exploreWithoutATerminalIsAUsageError() throws {
    let result = try VosimBinary.run(["explore", "Samples/settings.json", "--silent"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        "Error: explore needs a terminal on standard input and output; 'vosim navigate' runs gestures in scripts\n"
      ))
    let help = try VosimBinary.run(["explore", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("--silent"))
  }
}

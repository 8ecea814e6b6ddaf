import Foundation
import Testing
import VosimTestSupport

/// `vosim compare` against captures written as an XCUIVoiceOverService test writes them (one spoken
/// utterance per line, VoiceOver's comma-joined form; docs/calibration.md).
@Suite("vosim compare")
struct CompareCommandTests {
  /// A settings screen: a heading, a switch, a text field and a button with a hint.
  static let screen = """
    {"root": {"subviews": [
      {"class": "UILabel", "text": "Settings", "accessibilityTraits": ["header"], "frame": [16, 60, 358, 40]},
      {"class": "UISwitch", "accessibilityLabel": "Wi-Fi", "isOn": true, "frame": [16, 120, 358, 44]},
      {"class": "UITextField", "placeholder": "Name", "frame": [16, 180, 358, 44]},
      {"class": "UIButton", "title": "Add Favorites", "accessibilityHint": "Adds the song.",
       "frame": [16, 240, 358, 44]}
    ]}}
    """

  /// Runs `vosim compare SCREEN CAPTURE` with the capture's text in a file of its own.
  static func compare(_ capture: String, _ options: [String] = []) throws -> VosimBinary.Run {
    try compare(Data(capture.utf8), options)
  }

  static func compare(_ capture: Data, _ options: [String] = []) throws -> VosimBinary.Run {
    let folder = try TestFolder.make("vosim-compare")
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("settings.json")
    let file = folder.appendingPathComponent("capture.txt")
    try Data(Self.screen.utf8).write(to: screen)
    try capture.write(to: file)
    return try VosimProcess.run(["compare", "settings.json", "capture.txt"] + options, in: folder)
  }

  @Test func aCaptureThatAgrees() throws {
    let result = try Self.compare(
      """
      # iPhone 16, iOS 26.0, 2026-12-01, Speak Hints on

      Settings, heading
      Wi-Fi, Switch button, on, Double tap to toggle setting.
      Name, Text field, Double tap to edit.

      Add Favorites, button, Adds the song.
      """)
    #expect(result.status == 0)
    #expect(result.stdout == "vosim and the device agree on 4 elements.\n")
    #expect(result.stderr == "")
  }

  /// The reading order's warnings are printed, as by every command that reads one: a capture from a
  /// newer iOS is compared with the newest vosim knows, and says so.
  @Test func theOrdersWarningsArePrinted() throws {
    let folder = try TestFolder.make("vosim-compare-warning")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      #"{"device": {"systemVersion": "27.0"}, "root": {"subviews": [{"class": "UIButton", "title": "Play", "frame": [16, 100, 100, 44]}]}}"#
        .utf8
    ).write(to: folder.appendingPathComponent("v27.json"))
    try Data("Play, button\n".utf8).write(to: folder.appendingPathComponent("v27.txt"))
    let result = try VosimProcess.run(["compare", "v27.json", "v27.txt"], in: folder)
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "v27.json: warning: iOS 27.0 is newer than the newest release vosim knows: read as iOS 26\n")
  }

  @Test func aCaptureWithAMovedElement() throws {
    let result = try Self.compare(
      """
      Wi-Fi, Switch button, on, Double tap to toggle setting.
      Settings, heading
      Name, Text field, Double tap to edit.
      Add Favorites, button, Adds the song.
      """)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        vosim and the device disagree: 1 moved.
          (positions count from 1, the first element, in swipe order; the device is capture.txt, vosim reads settings.json)
          moved from position 1 on the device to 2 in vosim: Wi-Fi. Switch Button. On. Double tap to toggle setting.

        """)
  }

  @Test func aCaptureWithDifferentWords() throws {
    let result = try Self.compare(
      """
      Settings, heading
      Wi-Fi, Switch button, on, Double tap to toggle setting.
      Name, Text field, Double tap to edit.
      Add to Favorites, button, Adds the song.
      """)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        vosim and the device disagree: 1 reworded.
          (positions count from 1, the first element, in swipe order; the device is capture.txt, vosim reads settings.json)
          reworded at position 4:
            device: Add to Favorites, button, Adds the song.
            vosim:  Add Favorites. Button. Adds the song.
            words:  add [-to-] favorites button adds the song → add favorites button adds the song

        """)
  }

  /// A capture made with Speak Hints off agrees with `--no-hints`, and not without it.
  @Test func aCaptureWithHintsOff() throws {
    let capture = """
      Settings, heading
      Wi-Fi, Switch button, on
      Name, Text field
      Add Favorites, button
      """
    let withoutHints = try Self.compare(capture, ["--no-hints"])
    #expect(withoutHints.status == 0)
    #expect(withoutHints.stdout == "vosim and the device agree on 4 elements.\n")
    let withHints = try Self.compare(capture)
    #expect(withHints.status == 1)
    #expect(withHints.stdout.hasPrefix("vosim and the device disagree: 3 reworded.\n"))
    #expect(
      withHints.stdout.hasSuffix(
        "  Without hints they agree: was the capture made with Speak Hints off? Try --no-hints.\n"))
    // The JSON says so too.
    let json = try Self.compare(capture, ["--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((document["assumptions"] as? [String: Any])?["agreesWithoutHints"] as? Bool == true)
  }

  @Test func elementsOnlyOneSideReads() throws {
    let result = try Self.compare(
      """
      Settings, heading
      Wi-Fi, Switch button, on, Double tap to toggle setting.
      Add Favorites, button, Adds the song.
      Close, button
      """, ["--format", "json"])
    #expect(result.status == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["agrees"] as? Bool == false)
    #expect(json["summary"] as? String == "vosim and the device disagree: 1 appeared, 1 disappeared.")
    let changes = try #require(json["changes"] as? [[String: Any]])
    #expect(changes.map { $0["kind"] as? String } == ["appeared", "disappeared"])
    #expect(changes[0]["vosimPosition"] as? Int == 3)
    #expect(changes[0]["vosim"] as? String == "Name. Text Field. Double tap to edit.")
    #expect(changes[1]["devicePosition"] as? Int == 4)
    #expect(changes[1]["device"] as? String == "Close, button")
    let assumptions = try #require(json["assumptions"] as? [String: Any])
    #expect(assumptions["systemVersion"] as? String == "26")
    #expect(assumptions["speaksHints"] as? Bool == true)
    #expect((json["device"] as? [String])?.count == 4)
    #expect((json["simulation"] as? [String])?.count == 4)
  }

  /// A capture in UTF-16 (Windows PowerShell's default) or UTF-32 reads as every input does; a zero
  /// byte in UTF-8 is no text.
  @Test func capturesInUTF16AndUTF32() throws {
    let capture =
      "Settings, heading\nWi-Fi, Switch button, on, Double tap to toggle setting.\n"
      + "Name, Text field, Double tap to edit.\nAdd Favorites, button, Adds the song.\n"
    for encoding in [String.Encoding.utf16, .utf16LittleEndian, .utf32BigEndian] {
      let result = try Self.compare(try #require(capture.data(using: encoding)))
      #expect(result.stdout == "vosim and the device agree on 4 elements.\n", "\(encoding)")
    }
    let zero = try Self.compare(Data("Settings, he".utf8) + Data([0]) + Data("ading\n".utf8))
    #expect(zero.status == 2)
    #expect(
      zero.stderr == "capture.txt:1:13: error: a zero byte: a capture is text (UTF-8, UTF-16 or UTF-32)\n")
  }

  /// Symbols VoiceOver speaks are words of their own: another currency or emoji is another line.
  @Test func symbolsAreCompared() throws {
    let result = try Self.compare(
      "Settings, heading\nWi-Fi, Switch button, on, Double tap to toggle setting.\n"
        + "Name, Text field, Double tap to edit.\nAdd Favorites ⭐️, button, Adds the song.\n")
    #expect(result.status == 1)
    #expect(result.stdout.contains("reworded at position 4:"))
  }

  /// A rewording where the device read one more element before it names both positions.
  @Test func aRewordingNamesBothPositionsWhenTheyDiffer() throws {
    let result = try Self.compare(
      "Back, button\nSettings, heading\nWi-Fi, Switch button, on, Double tap to toggle setting.\n"
        + "Your name, Text field, Double tap to edit.\nAdd Favorites, button, Adds the song.\n")
    #expect(result.status == 1)
    #expect(result.stdout.contains("reworded at position 3 in vosim, 4 on the device:"))
  }

  @Test func badCapturesAreOneErrorLineAndExitStatus2() throws {
    let empty = try Self.compare("# only a header\n\n")
    #expect(empty.status == 2)
    #expect(
      empty.stderr
        == "capture.txt:1:1: error: the capture holds no utterance (one spoken utterance per line, in swipe order)\n"
    )
    #expect(empty.stdout == "")
    let invalid = try Self.compare(Data("Settings, heading\nWi\u{2D}Fi ".utf8) + Data([0xFF, 0x0A]))
    #expect(invalid.status == 2)
    #expect(
      invalid.stderr == "capture.txt:2:7: error: invalid UTF-8: a capture is UTF-8, UTF-16 or UTF-32 text\n")
    let folder = try TestFolder.make("vosim-compare")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.screen.utf8).write(to: folder.appendingPathComponent("s.json"))
    let missing = try VosimProcess.run(["compare", "s.json", "nothing.txt"], in: folder)
    #expect(missing.status == 2)
    #expect(missing.stderr == "nothing.txt: error: no such file\n")
    // Both missing: the screen, named first, is said first.
    let neither = try VosimProcess.run(["compare", "none.json", "nothing.txt"], in: folder)
    #expect(neither.status == 2)
    #expect(neither.stderr == "none.json: error: no such file\n")
    let usage = try VosimProcess.run(["compare", "s.json"], in: folder)
    #expect(usage.status == 2)
    #expect(usage.stderr.hasPrefix("Error: Missing expected argument '<capture>'\n"))
  }
}

@Suite("vosim transcript --style voiceover")
struct VoiceOverStyleTests {
  @Test func linesInVoiceOversSurfaceForm() throws {
    let (result, _) = try VosimProcess.run(
      ["transcript", "--style", "voiceover"], screen: CompareCommandTests.screen)
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        Settings, heading
        Wi-Fi, Switch button, on, Double tap to toggle setting.
        Name, Text field, Double tap to edit.
        Add Favorites, button, Adds the song.

        """)
    let (tabs, _) = try VosimProcess.run(
      ["transcript", "--style", "voiceover"],
      screen: """
        {"root": {"class": "UITabBar", "frame": [0, 790, 390, 54], "selectedItemIndex": 0,
         "items": [{"title": "Home"}, {"title": "Value", "accessibilityTraits": ["button", "toggleButton"],
           "accessibilityValue": "Value"}]}}
        """)
    #expect(
      tabs.stdout
        == "selected, Home, tab, 1 of 2\nValue, Switch button, Value, tab, 2 of 2, Double tap to toggle setting.\n"
    )
    let (json, _) = try VosimProcess.run(
      ["transcript", "--style", "voiceover", "--format", "json"], screen: CompareCommandTests.screen)
    #expect(json.status == 2)
    #expect(json.stderr.hasPrefix("Error: '--style' applies to the text format"))
  }
}

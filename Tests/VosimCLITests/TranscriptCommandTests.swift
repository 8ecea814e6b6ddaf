import Foundation
import Testing

@Suite("vosim transcript")
struct TranscriptCommandTests {
  /// The on-screen keyboard of a dump is left out unless asked for, like the status bar.
  @Test func theKeyboardIsReadOnlyWhenAskedFor() throws {
    let dump = """
      Element subtree:
       →Application, 0x1, pid: 1, label: 'Demo'
          Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
            TextField, 0x3, {{10.0, 100.0}, {300.0, 40.0}}, label: 'To', Keyboard Focused
          Window, 0x4, {{0.0, 0.0}, {390.0, 844.0}}
            Keyboard, 0x5, {{0.0, 550.0}, {390.0, 294.0}}
              Key, 0x6, {{0.0, 560.0}, {39.0, 42.0}}, label: 'q'
              Button, 0x8, {{300.0, 800.0}, {90.0, 42.0}}, label: 'return'

      """
    let field = "To. Text Field. Is editing. Use the rotor to access Misspelled Words.\n"
    let (without, _) = try VosimProcess.run(["transcript"], screen: dump, name: "dump.txt")
    #expect(without.status == 0)
    #expect(without.stdout == field)
    let (with, _) = try VosimProcess.run(
      ["transcript", "--include-keyboard"], screen: dump, name: "dump.txt")
    #expect(with.stdout == field + "q.\nreturn. Button.\n")
  }

  @Test func transcriptPrintsOneUtterancePerLine() throws {
    let (result, _) = try VosimProcess.run(
      ["transcript"],
      screen: """
        {"root": {"subviews": [
          {"class": "UIButton", "title": "Options", "accessibilityHint": "Shows additional camera options.",
           "frame": [300, 60, 70, 44]},
          {"class": "UILabel", "text": "Camera", "accessibilityTraits": ["header"], "frame": [20, 60, 200, 44]}
        ]}}
        """)
    #expect(result.status == 0)
    #expect(result.stdout == "Camera. Heading.\nOptions. Button. Shows additional camera options.\n")
    #expect(result.stderr == "")
  }

  @Test func transcriptReadsStandardInput() throws {
    let screen = #"{"root": {"class": "UILabel", "text": "Hello"}}"#
    let result = try VosimProcess.run(["transcript", "-"], stdin: Data(screen.utf8))
    #expect(result.status == 0)
    #expect(result.stdout == "Hello.\n")
  }

  @Test func transcriptJSONCarriesSegmentsPathsAndWarnings() throws {
    let (result, _) = try VosimProcess.run(
      ["transcript", "--format", "json"],
      screen: """
        {"root": {"subviews": [
          {"class": "UIButton", "title": "A", "frame": [100, 0, 40, 20]},
          {"class": "UIButton", "title": "B", "frame": [50, 5, 40, 20]},
          {"class": "UIButton", "title": "C", "frame": [0, 10, 40, 20]}
        ]}}
        """)
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let elements = try #require(json["elements"] as? [[String: Any]])
    #expect(elements.count == 3)
    #expect(elements.map { $0["position"] as? Int } == [0, 1, 2])
    #expect(elements.allSatisfy { ($0["path"] as? String)?.hasPrefix("root.subviews[") == true })
    #expect(elements.allSatisfy { $0["class"] as? String == "UIButton" })
    let segments = try #require(elements[0]["segments"] as? [[String: String]])
    #expect(segments.last == ["kind": "trait", "text": "Button"])
    let warnings = try #require(json["warnings"] as? [[String: Any]])
    #expect(warnings.first?["kind"] as? String == "ambiguousOrder")
    #expect(result.stderr.contains("warning: reading order depends on document order"))
    #expect(result.stderr.contains("'A'") && result.stderr.contains("'C'"))
  }

  /// The screen's `device.systemVersion` picks the release simulated, `--system-version` overrides it,
  /// and the JSON transcript says which was assumed (rules §8).
  @Test func theSystemVersionComesFromTheScreenOrTheOption() throws {
    let tabs = """
      {"class": "UITabBar", "frame": [0, 790, 390, 54], "selectedItemIndex": 0,
       "items": [{"title": "Home"}, {"title": "Inbox", "badgeValue": "3"}]}
      """
    let named = "{\"device\": {\"systemVersion\": \"18.5\"}, \"root\": \(tabs)}"
    let (old, _) = try VosimProcess.run(["transcript"], screen: named)
    #expect(old.stdout == "Selected: Home. Tab. 1 of 2.\nInbox: 3 items. Tab. 2 of 2.\n")
    let (overridden, _) = try VosimProcess.run(["transcript", "--system-version", "26"], screen: named)
    #expect(overridden.stdout == "Selected: Home. Tab. 1 of 2.\nInbox. Tab. 2 of 2.\n")
    let (json, _) = try VosimProcess.run(["transcript", "--format", "json"], screen: "{\"root\": \(tabs)}")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(document["systemVersion"] as? String == "26")
    let (json18, _) = try VosimProcess.run(["transcript", "--format", "json"], screen: named)
    #expect(json18.stdout.contains("\"systemVersion\" : \"18.5\""))
    let (bad, _) = try VosimProcess.run(["transcript", "--system-version", "eighteen"], screen: named)
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("Error: Invalid value 'eighteen' for '--system-version'"))
    #expect(bad.stdout == "")
  }

  @Test func transcriptOverridesIdiomDirectionAndLanguage() throws {
    let screen = """
      {"root": {"subviews": [
        {"class": "UIButton", "title": "Right", "frame": [200, 0, 40, 20]},
        {"class": "UIButton", "title": "Left", "frame": [0, 10, 40, 20]}
      ]}}
      """
    let (phone, _) = try VosimProcess.run(["transcript"], screen: screen)
    #expect(phone.stdout == "Right. Button.\nLeft. Button.\n")
    let (pad, _) = try VosimProcess.run(["transcript", "--idiom", "pad"], screen: screen)
    #expect(pad.stdout == "Left. Button.\nRight. Button.\n")
    let (rtl, _) = try VosimProcess.run(["transcript", "--idiom", "pad", "--rtl"], screen: screen)
    #expect(rtl.stdout == "Right. Button.\nLeft. Button.\n")
    let (german, _) = try VosimProcess.run(["transcript", "--language", "de-DE"], screen: screen)
    #expect(german.stdout == "Right. Taste.\nLeft. Taste.\n")
  }

  @Test func transcriptNoHints() throws {
    let (result, _) = try VosimProcess.run(
      ["transcript", "--no-hints"],
      screen: #"{"root": {"class": "UISwitch", "isOn": true, "accessibilityLabel": "Wi-Fi"}}"#)
    #expect(result.stdout == "Wi-Fi. Switch Button. On.\n")
  }

  @Test func transcriptUnknownKeyIsAWarningNotAnError() throws {
    let (result, path) = try VosimProcess.run(
      ["transcript"], screen: #"{"root": {"class": "UILabel", "text": "Hi", "shadowColor": "red"}}"#)
    #expect(result.status == 0)
    #expect(result.stdout == "Hi.\n")
    #expect(result.stderr.hasPrefix("\(path):1:"))
    #expect(result.stderr.contains("warning: unknown key 'shadowColor'"))
  }
}

@Suite("vosim help and usage")
struct UsageTests {
  @Test func vosimHelpListsSubcommands() throws {
    let result = try VosimProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(result.stdout.contains("SUBCOMMANDS:\n  transcript"))
  }

  @Test func transcriptHelpExplainsEveryOptionWithExamples() throws {
    let result = try VosimProcess.run(["transcript", "--help"])
    #expect(result.status == 0)
    for section in ["OVERVIEW:", "USAGE: vosim transcript <file>", "ARGUMENTS:", "OPTIONS:", "EXAMPLES:"] {
      #expect(result.stdout.contains(section))
    }
    for option in [
      "--format <text|json>", "--idiom <phone|pad>", "--rtl", "--language <tag>", "--input-format",
    ] {
      #expect(result.stdout.contains(option))
    }
  }

  @Test func vosimVersion() throws {
    let result = try VosimProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
  }

  @Test func vosimUnknownSubcommand() throws {
    let result = try VosimProcess.run(["transcribe"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: Unknown subcommand 'transcribe'\n"))
  }

  @Test func transcriptUsageErrors() throws {
    for (arguments, message) in [
      (["transcript"], "Error: Missing expected argument '<file>'"),
      (["transcript", "a.json", "--frobnicate"], "Error: Unknown option '--frobnicate'"),
      (
        ["transcript", "a.json", "--format", "xml"],
        "Error: Invalid value 'xml' for '--format'; expected one of: text, json"
      ),
      (["transcript", "a.json", "--format"], "Error: Missing value for option '--format'"),
      (["transcript", "a.json", "b.json"], "Error: Unexpected argument 'b.json'"),
    ] {
      let result = try VosimProcess.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stdout == "")
      #expect(result.stderr.hasPrefix(message + "\nUsage: vosim transcript <file>"), "\(arguments)")
      #expect(result.stderr.hasSuffix("See 'vosim transcript --help' for more information.\n"))
    }
  }
}

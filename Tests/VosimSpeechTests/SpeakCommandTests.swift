import Foundation
import Testing
import VosimTestSupport

@testable import VosimSpeech

/// `vosim speak` run as a user runs it: the built binary, its exit status, stdout and stderr.
@Suite("vosim speak")
struct SpeakCommandTests {
  static let screen = """
    {
      "device": {"idiom": "phone", "width": 390, "height": 844},
      "language": "en-US",
      "root": {
        "class": "UIView", "frame": [0, 0, 390, 844],
        "subviews": [
          {"class": "UILabel", "frame": [16, 60, 358, 40], "text": "Checkout",
           "accessibilityTraits": ["header"], "accessibilityIdentifier": "title"},
          {"class": "UILabel", "frame": [16, 120, 358, 30], "text": "Zwischensumme",
           "accessibilityLanguage": "de-DE"},
          {"class": "UIButton", "frame": [16, 700, 358, 50], "title": "Buy",
           "accessibilityHint": "Places the order.", "accessibilityIdentifier": "buy"}
        ]
      }
    }
    """

  typealias Run = VosimBinary.Run

  func vosim(_ arguments: [String]) throws -> Run { try VosimBinary.run(arguments) }

  func screenFile(in folder: URL) throws -> String {
    let url = folder.appendingPathComponent("Checkout.json")
    try Self.screen.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// A run that only writes files never knocks at the sound server: one that accepts and never answers
  /// held espeak-ng's start for a minute. A listening socket where PulseAudio's would be must see no
  /// connection.
  @Test func writingFilesNeverContactsTheSoundServer() throws {
    #if os(Linux)
      let server = try SilentSoundServer()
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let wav = folder.appendingPathComponent("a.wav").path
      let run = try VosimBinary.run(
        ["speak", try screenFile(in: folder), "-o", wav],
        environment: ["XDG_RUNTIME_DIR": server.runtimeFolder])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(FileManager.default.fileExists(atPath: wav))
      #expect(!server.wasContacted, "vosim connected to the sound server while only writing a file")
    #endif
  }

  @Test func speakWritesTheWAVTheTimelineAndTheCaptions() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = try screenFile(in: folder)
    let wav = folder.appendingPathComponent("checkout.wav")
    let timeline = folder.appendingPathComponent("checkout.json")
    let captions = folder.appendingPathComponent("checkout.vtt")
    let run = try vosim([
      "speak", screen, "-o", wav.path, "--timeline", timeline.path, "--vtt", captions.path,
    ])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout.hasPrefix("\(wav.path): 3 utterances, "))
    #expect(run.stdout.hasSuffix(" s of speech\n"))
    let decoded = try JSONDecoder().decode(Timeline.self, from: Data(contentsOf: timeline))
    #expect(decoded.entries.map(\.voice) == ["gmw/en-US", "gmw/de", "gmw/en-US"])
    #expect(
      decoded.entries.map(\.text) == [
        "Checkout. Heading.", "Zwischensumme.", "Buy. Button. Places the order.",
      ])
    #expect(decoded.entries.map(\.identifier) == ["title", nil, "buy"])
    #expect(try DecodedWAV(wav).samples.count == decoded.totalSamples)
    let vtt = try String(contentsOf: captions, encoding: .utf8)
    #expect(vtt.hasPrefix("WEBVTT\n\n1\n00:00:00.000 --> "))
    #expect(vtt.hasSuffix("\nBuy. Button. Places the order.\n"))
  }

  /// An output that is standard output itself (a pipe here) gets nothing else: no summary line after
  /// the timeline's JSON.
  @Test func anOutputToStandardOutputGetsNoSummary() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = try screenFile(in: folder)
    let run = try vosim([
      "speak", screen, "-o", folder.appendingPathComponent("a.wav").path, "--timeline", "/dev/stdout",
    ])
    #expect(run.status == 0)
    #expect(!run.stdout.contains("of speech"))
    let decoded = try JSONDecoder().decode(Timeline.self, from: Data(run.stdout.utf8))
    #expect(decoded.entries.count == 3)
  }

  /// An element language no voice is installed for is spoken in the screen language's voice, the
  /// language its words fell back to (rules §4), not in `--voice`.
  @Test func anElementLanguageWithoutAVoiceTakesTheScreens() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = folder.appendingPathComponent("tlh.json")
    try Data(
      #"{"language": "de-DE", "root": {"subviews": [{"class": "UIButton", "title": "Qapla", "accessibilityLanguage": "tlh", "frame": [16, 100, 200, 44]}]}}"#
        .utf8
    ).write(to: screen)
    let timeline = folder.appendingPathComponent("t.json")
    let run = try vosim([
      "speak", screen.path, "-o", folder.appendingPathComponent("t.wav").path, "--timeline", timeline.path,
    ])
    #expect(run.status == 0)
    let decoded = try JSONDecoder().decode(Timeline.self, from: Data(contentsOf: timeline))
    #expect(decoded.entries.map(\.voice) == ["gmw/de"])
    #expect(decoded.entries.map(\.text) == ["Qapla. Taste."])
    #expect(run.stderr.contains("no installed espeak-ng voice for language 'tlh'; speaking it with gmw/de"))
  }

  /// An empty `VOSIM_ESPEAK_LIBRARY` is unset: the installed library is found as usual.
  @Test func anEmptyLibraryVariableIsUnset() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try VosimBinary.run(
      ["speak", try screenFile(in: folder), "-o", folder.appendingPathComponent("a.wav").path],
      environment: ["VOSIM_ESPEAK_LIBRARY": ""])
    #expect(run.status == 0, "\(run.stderr)")
  }

  /// A `VOSIM_ESPEAK_LIBRARY` that cannot be loaded, or names another library, is named in the error:
  /// libespeak-ng itself is installed.
  @Test func aWrongLibraryVariableIsNamed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = try screenFile(in: folder)
    let missing = try VosimBinary.run(
      ["speak", screen, "-o", folder.appendingPathComponent("a.wav").path],
      environment: ["VOSIM_ESPEAK_LIBRARY": "/nonexistent/libespeak-ng.so"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr.contains(
        "VOSIM_ESPEAK_LIBRARY names '/nonexistent/libespeak-ng.so', which cannot be loaded"))
    // Any shared library that is not libespeak-ng: the C library is always there.
    #if os(Linux)
      let other = try VosimBinary.run(
        ["speak", screen, "-o", folder.appendingPathComponent("a.wav").path],
        environment: ["VOSIM_ESPEAK_LIBRARY": "libc.so.6"])
      #expect(other.status == 2)
      #expect(other.stderr.contains("VOSIM_ESPEAK_LIBRARY names 'libc.so.6', which is not libespeak-ng"))
    #endif
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.hasSuffix(".wav") })
  }

  /// espeak-ng reads its data from `ESPEAK_DATA_PATH` when it is a folder (a missing one it passes
  /// over) and fails without saying where it looked: the error names the variable.
  @Test func aWrongDataPathVariableIsNamed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = folder.appendingPathComponent("no-voices")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
    let run = try VosimBinary.run(
      ["speak", try screenFile(in: folder), "-o", folder.appendingPathComponent("a.wav").path],
      environment: ["ESPEAK_DATA_PATH": empty.path])
    #expect(run.status == 2)
    #expect(
      run.stderr.contains("(its data looked for in ESPEAK_DATA_PATH=\(empty.path))\n"), "\(run.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.hasSuffix(".wav") })
  }

  /// `--voice` speaks what has no language of its own when the screen names none (a dump, a file
  /// without the key); a screen that names its language keeps it. The words stay English either way.
  @Test(arguments: [(nil, "roa/fr"), ("en-US", "gmw/en-US")] as [(String?, String)])
  func speakVoiceAppliesWhenTheScreenNamesNoLanguage(language: String?, voice: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = language.map { #""language": "\#($0)", "# } ?? ""
    let screen = folder.appendingPathComponent("s.json")
    try #"{\#(key)"root": {"subviews": [{"class": "UIButton", "title": "Buy", "frame": [0, 0, 80, 40]}]}}"#
      .write(to: screen, atomically: true, encoding: .utf8)
    let timeline = folder.appendingPathComponent("t.json")
    let run = try vosim([
      "speak", screen.path, "-o", folder.appendingPathComponent("s.wav").path, "--timeline", timeline.path,
      "--voice", "fr-FR",
    ])
    #expect(run.status == 0)
    let decoded = try JSONDecoder().decode(Timeline.self, from: Data(contentsOf: timeline))
    #expect(decoded.entries.map(\.voice) == [voice])
    #expect(decoded.entries.map(\.text) == ["Buy. Button."])
    // The voice is a voice: the utterance's language stays the BCP-47 tag its words were chosen by.
    #expect(decoded.entries.map(\.language) == ["en-US"])
  }

  /// Interrupted while writing (Ctrl-C, SIGTERM), speak leaves neither its outputs nor their temporary
  /// files, and exits with 128 + the signal.
  @Test(arguments: [SIGINT, SIGTERM])
  func speakAnInterruptLeavesNothingBehind(signal number: Int32) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rows = (0..<3_000).map {
      #"{"class": "UILabel", "text": "Row \#($0) says a few words", "frame": [0, \#($0 * 44), 300, 40]}"#
    }
    let screen = folder.appendingPathComponent("long.json")
    try (#"{"root": {"subviews": ["# + rows.joined(separator: ", ") + "]}}").write(
      to: screen, atomically: true, encoding: .utf8)
    let child = try VosimBinary.start([
      "speak", screen.path, "-o", folder.appendingPathComponent("out.wav").path, "--timeline",
      folder.appendingPathComponent("out.json").path,
    ])
    // Waits until the temporary WAV exists, so the interrupt comes while it is being written.
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      if names.contains(where: { $0.hasSuffix(".tmp") }) { break }
      usleep(20_000)
    }
    child.send(number)
    let end = child.wait()
    #expect(!end.crashed && end.status == 128 + number, "\(end)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["long.json"])
  }

  /// A FIFO nobody reads blocks the WAV's write; an interrupt then still ends the run at once with
  /// 128 + the signal, and the timeline, a file, is not written.
  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/wchan"), "reads /proc"),
    .disabled(
      if: Sanitizer.isThread, "ThreadSanitizer runs no handler in a blocked open (Sanitizer.isThread)"))
  func speakAnInterruptWhileAFIFOWaitsForItsReaderEndsTheRun() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("out.wav")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let child = try VosimBinary.start([
      "speak", try screenFile(in: folder), "-o", fifo.path, "--timeline",
      folder.appendingPathComponent("t.json").path,
    ])
    // Waits until the run is blocked opening the FIFO (a readiness wait, not a speed check).
    let deadline = Date().addingTimeInterval(300)
    while Date() < deadline,
      (try? String(contentsOfFile: "/proc/\(child.identifier)/wchan", encoding: .utf8)) != "wait_for_partner"
    {
      usleep(20_000)
    }
    child.send(SIGINT)
    let end = child.wait()
    #expect(!end.crashed && end.status == 130, "\(end)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "Checkout.json", "out.wav",
      ])
  }

  @Test func speakNoHintsDropsTheHint() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let timeline = folder.appendingPathComponent("t.json")
    let run = try vosim([
      "speak", try screenFile(in: folder), "-o", folder.appendingPathComponent("a.wav").path,
      "--timeline", timeline.path, "--no-hints", "--pause", "0",
    ])
    #expect(run.status == 0)
    let decoded = try JSONDecoder().decode(Timeline.self, from: Data(contentsOf: timeline))
    #expect(decoded.entries.map(\.text) == ["Checkout. Heading.", "Zwischensumme.", "Buy. Button."])
    for (entry, next) in zip(decoded.entries, decoded.entries.dropFirst()) {
      #expect(next.startSample == entry.endSample)
    }
  }

  @Test func speakWithoutOutputOrPlayIsAUsageError() throws {
    let run = try vosim(["speak", "Checkout.json"])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr.split(separator: "\n").first
        == "Error: Nothing to do: give -o/--output OUT.wav to write the speech, or --play to hear it")
    #expect(run.stderr.hasSuffix("  See 'vosim speak --help' for more information.\n"))
  }

  @Test func speakARateOutOfRangeIsAUsageError() throws {
    let run = try vosim(["speak", "Checkout.json", "-o", "a.wav", "--rate", "1000"])
    #expect(run.status == 2)
    #expect(
      run.stderr.split(separator: "\n").first
        == "Error: Invalid value '1000' for '--rate'; expected a number from 80.0 to 450.0")
  }

  @Test func speakIntoAMissingFolderExits2AndLeavesNothing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screen = try screenFile(in: folder)
    let missing = folder.appendingPathComponent("missing")
    let run = try vosim([
      "speak", screen, "-o", folder.appendingPathComponent("a.wav").path, "--vtt",
      missing.appendingPathComponent("a.vtt").path,
    ])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "\(missing.path)/a.vtt: error: cannot write into '\(missing.path)': no such folder; nothing was written\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Checkout.json"])
    // The output is named, as the user named it; the folder inside the working folder too.
    let relative = try VosimBinary.run(
      ["speak", "Checkout.json", "-o", "a.wav", "--vtt", "missing/a.vtt"], in: folder)
    #expect(
      relative.stderr
        == "missing/a.vtt: error: cannot write into 'missing': no such folder; nothing was written\n")
  }

  @Test func speakIntoAReadOnlyFolderExits2AndLeavesNothing() throws {
    let folder = try temporaryFolder()
    defer {
      chmod(folder.path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    let screen = try screenFile(in: folder)
    chmod(folder.path, 0o555)
    // Permissions do not bind root; the kernel's /sys refuses new files to everyone.
    let readOnly = geteuid() == 0 ? URL(fileURLWithPath: "/sys") : folder
    let wav = readOnly.appendingPathComponent("a.wav")
    let run = try vosim(["speak", screen, "-o", wav.path])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "\(wav.path): error: cannot write '\(wav.path)': cannot create a file in '\(readOnly.path)': "
        + "Permission denied; nothing was written\n")
    #expect(!FileManager.default.fileExists(atPath: wav.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Checkout.json"])
  }

  @Test func speakPlayNeedsASoundDevice() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try vosim(["speak", try screenFile(in: folder), "--play"])
    do {
      try LivePlayback.requireSoundSystem()
      // A machine with sound: the lines are printed as they are spoken.
      #expect(run.status == 0)
      #expect(run.stdout == "Checkout. Heading.\nZwischensumme.\nBuy. Button. Places the order.\n")
    } catch {
      #expect(run.status == 2)
      #expect(run.stdout == "")
      #expect(
        run.stderr == """
          error: no sound device to play on (no sound card in /dev/snd and no PulseAudio or PipeWire \
          server); write a WAV file with -o instead of --play

          """)
      // Bad input is named first, whatever the machine's sound.
      try Data(#"{"root": {"subviews": [{"class": "UIButton", "title": 5}]}}"#.utf8).write(
        to: folder.appendingPathComponent("bad.json"))
      let bad = try vosim(["speak", folder.appendingPathComponent("bad.json").path, "--play"])
      #expect(bad.status == 2)
      #expect(
        bad.stderr == folder.appendingPathComponent("bad.json").path
          + ":1:55: error: 'title' must be a string\n")
    }
  }
}

import Foundation
import Testing
import VosimFileOutput
import VosimUtterance

@testable import VosimSpeech

/// Real synthesis with espeak-ng; every test shares the one engine of the process.
@Suite("Speech synthesis")
struct SpeechSynthesizerTests {
  let screen = [
    utterance(0, [Segment(.label, "Settings"), Segment(.trait, "Heading")], identifier: "title"),
    utterance(
      1, [Segment(.label, "Play"), Segment(.trait, "Button"), Segment(.hint, "Plays the song.")],
      identifier: "play"),
    utterance(2, [Segment(.label, "Volume"), Segment(.value, "13 percent"), Segment(.trait, "Adjustable")]),
  ]

  @Test func theWAVHeaderIsValidAndItsSampleCountIsTheTimelineTotal() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("screen.wav")
    let rendering = try SpeechSynthesizer().render(screen, to: url)
    let wav = try DecodedWAV(url)
    #expect(wav.sampleRate == 22_050)
    #expect(wav.channels == 1)
    #expect(wav.bitsPerSample == 16)
    #expect(wav.samples.count == rendering.timeline.totalSamples)
    #expect(rendering.timeline.durationMilliseconds == rendering.timeline.totalSamples * 1000 / 22_050)
    #expect(rendering.timeline.entries.last?.endSample == rendering.timeline.totalSamples)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["screen.wav"])
  }

  @Test func spansAreNonEmptyInOrderAndDoNotOverlap() throws {
    let timeline = try SpeechSynthesizer().render(screen, to: nil).timeline
    #expect(timeline.entries.map(\.index) == [0, 1, 2])
    #expect(timeline.entries.first?.startSample == 0)
    for entry in timeline.entries {
      #expect(entry.endSample > entry.startSample)
      #expect(entry.timeToReachMilliseconds == entry.startMilliseconds)
    }
    for (entry, next) in zip(timeline.entries, timeline.entries.dropFirst()) {
      // The default half-second pause lies between one utterance and the next.
      #expect(next.startSample - entry.endSample == 11_025)
    }
    #expect(timeline.entries.map(\.identifier) == ["title", "play", nil])
    #expect(timeline.entries.map(\.path) == ["root.subviews[0]", "root.subviews[1]", "root.subviews[2]"])
    #expect(
      timeline.entries.map(\.text) == [
        "Settings. Heading.", "Play. Button. Plays the song.", "Volume: 13 percent. Adjustable.",
      ])
  }

  @Test(arguments: [1.0, 2.0])
  func theHintPauseIsSilenceOfTheConfiguredLength(hintDelay: Double) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("hint.wav")
    let configuration = SpeechConfiguration(pacing: SpeechPacing(hintDelay: hintDelay))
    let rendering = try SpeechSynthesizer(configuration: configuration).render([screen[1]], to: url)
    let wav = try DecodedWAV(url)
    let entry = try #require(rendering.timeline.entries.first)
    let silence = Double(wav.longestSilence(in: entry.startSample..<entry.endSample)) / 22_050
    // The exact pause plus the quiet edges of the speech on either side.
    #expect(silence >= hintDelay && silence < hintDelay + 0.3)
  }

  /// A custom hint and the default one after it are one hint: the hint delay comes once, before it.
  @Test func aHintInTwoPartsWaitsOnce() throws {
    let pacing = SpeechPacing(hintDelay: 2)
    let trait = Phrase(kind: .trait, text: "Switch Button.")
    let custom = Phrase(kind: .hint, text: "Turns on.")
    let standard = Phrase(kind: .hint, text: "Double tap to toggle setting.")
    #expect(pacing.pause(before: custom, after: trait) == 2)
    #expect(pacing.pause(before: standard, after: custom) == pacing.phrasePause)

    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("hint.wav")
    let toggle = utterance(
      0,
      [
        Segment(.label, "Wi-Fi"), Segment(.trait, "Switch Button"), Segment(.hint, "Turns on"),
        Segment(.hint, "Double tap to toggle setting."),
      ])
    let configuration = SpeechConfiguration(pacing: pacing)
    let entry = try #require(
      try SpeechSynthesizer(configuration: configuration).render([toggle], to: url).timeline.entries.first)
    let samples = try DecodedWAV(url).samples[entry.startSample..<entry.endSample]
    // Runs of silence of a second or more inside the utterance: the one hint delay.
    var long = 0
    var run = 0
    for sample in samples {
      if abs(Int(sample)) < 32 {
        run += 1
      } else {
        if run >= 22_050 { long += 1 }
        run = 0
      }
    }
    #expect(long == 1)
  }

  /// An element that says nothing still has a span (a phrase pause of silence) and a caption, so the
  /// timeline's and the captions' entries line up with the transcript's lines.
  /// A voice that spells Latin letters one by one (Hebrew, Japanese) says the English trait words and
  /// hints of a language without a word table in English, as fast as an English voice; its own words
  /// stay its own.
  @Test func latinPhrasesInAVoiceThatSpellsThemAreSpokenInEnglish() throws {
    let english = [Segment(.trait, "Switch Button"), Segment(.hint, "Double tap to toggle setting.")]
    func samples(_ language: String, _ segments: [Segment]) throws -> Int {
      let entry = try SpeechSynthesizer().render([utterance(0, segments, language: language)], to: nil)
        .timeline.entries[0]
      return entry.endSample - entry.startSample
    }
    let inEnglish = try samples("en-US", english)
    for language in ["he", "ja", "ba", "cv", "nog", "hyw", "kok", "shn"] {
      #expect(try samples(language, english) == inEnglish, "\(language)")
    }
    // Hebrew words stay Hebrew: the Hebrew voice says them, not the English one.
    let hebrew = [Segment(.label, "אלחוטי")]
    #expect(try samples("he", hebrew) != (try samples("en-US", hebrew)))
    #expect(VoicePicker.isLatinOnly("Double tap, Café.") && !VoicePicker.isLatinOnly("אלחוטי Button"))
    #expect(!VoicePicker.isLatinOnly("42."))
  }

  /// A Latin word inside a phrase of the voice's own script is spelled: said once, not silently.
  @Test func aLatinWordAmongOtherLettersIsWarnedAbout() throws {
    let mixed = try SpeechSynthesizer().render(
      [utterance(0, [Segment(.label, "הגדרות Bluetooth"), Segment(.trait, "Button")], language: "he")],
      to: nil)
    #expect(
      mixed.warnings.map(\.message) == [
        "espeak-ng's voice sem/he spells a Latin word letter by letter in a phrase of other letters "
          + "(`Bluetooth` in a Hebrew label), where VoiceOver says it whole"
      ])
    // Hebrew alone, and English trait words spoken in English, say nothing.
    let plain = try SpeechSynthesizer().render(
      [utterance(0, [Segment(.label, "הגדרות"), Segment(.trait, "Button")], language: "he")], to: nil)
    #expect(plain.warnings.isEmpty)
  }

  @Test func anElementThatSaysNothingHasASpanAndACaption() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let utterances = [
      utterance(0, [Segment(.label, "Before")]), utterance(1, []), utterance(2, [Segment(.label, "After")]),
    ]
    let captions = folder.appendingPathComponent("c.vtt")
    let timeline = try SpeechSynthesizer().render(utterances, to: nil, captions: captions).timeline
    #expect(timeline.entries.count == 3)
    #expect(timeline.entries[1].endSample - timeline.entries[1].startSample == 5_513)
    for (entry, next) in zip(timeline.entries, timeline.entries.dropFirst()) {
      #expect(next.startSample - entry.endSample == 11_025)
    }
    let cues = try WebVTTTests().parse(String(contentsOf: captions, encoding: .utf8))
    #expect(cues.map(\.text) == ["Before.", "", "After."])
  }

  /// A `--voice` with no installed voice falls back to the default voice, US English.
  @Test func anUnknownConfiguredVoiceFallsBackToUSEnglish() throws {
    let configuration = SpeechConfiguration(voice: "xx-YY")
    let rendering = try SpeechSynthesizer(configuration: configuration).render(
      [utterance(0, [Segment(.label, "Hello")], language: "")], to: nil)
    #expect(rendering.timeline.entries.map(\.voice) == ["gmw/en-US"])
    #expect(
      rendering.warnings.first?.message == "no installed espeak-ng voice for 'xx-YY'; using gmw/en-US instead"
    )
  }

  /// espeak-ng's variant after `+` changes the configured voice (`en-US+f3`, a female voice); a
  /// variant espeak-ng does not have is warned about and left out.
  @Test func aVariantChangesTheConfiguredVoice() throws {
    func render(_ voice: String) throws -> SpeechSynthesizer.Rendering {
      try SpeechSynthesizer(configuration: SpeechConfiguration(voice: voice)).render(
        [utterance(0, [Segment(.label, "Hello")], language: "")], to: nil)
    }
    let plain = try render("en-US")
    let female = try render("en-US+f3")
    #expect(female.timeline.entries.map(\.voice) == ["gmw/en-US+f3"])
    #expect(female.timeline.totalSamples != plain.timeline.totalSamples)
    #expect(female.warnings.isEmpty)
    let unknown = try render("en-US+nosuch")
    #expect(unknown.timeline.entries.map(\.voice) == ["gmw/en-US"])
    #expect(
      unknown.warnings.first?.message
        == "no espeak-ng variant 'nosuch' (such as f3, m1 or whisper); using gmw/en-US without one")
    // An empty variant keeps the region's voice, said so; text after a tag is no tag of its language.
    let empty = try render("pt-BR+")
    #expect(empty.timeline.entries.map(\.voice) == ["roa/pt-BR"])
    #expect(empty.warnings.first?.message == "no espeak-ng variant after '+'; using roa/pt-BR without one")
    let junk = try render("en-GB/x")
    #expect(junk.timeline.entries.map(\.voice) == ["gmw/en-US"])
    #expect(
      junk.warnings.first?.message == "no installed espeak-ng voice for 'en-GB/x'; using gmw/en-US instead")
  }

  @Test func withoutHintsTheHintIsNeitherSpokenNorTranscribed() throws {
    let quiet = SpeechConfiguration(pacing: SpeechPacing(speaksHints: false))
    let withHint = try SpeechSynthesizer().render([screen[1]], to: nil).timeline
    let without = try SpeechSynthesizer(configuration: quiet).render([screen[1]], to: nil).timeline
    #expect(without.entries.map(\.text) == ["Play. Button."])
    // The hint, and the second before it, are gone.
    #expect(withHint.totalSamples - without.totalSamples > 22_050)
  }

  @Test func aGermanElementIsSpokenWithAGermanVoice() throws {
    let utterances = [
      utterance(0, [Segment(.label, "Einstellungen"), Segment(.trait, "Taste")], language: "de-DE"),
      utterance(1, [Segment(.label, "Réglages"), Segment(.trait, "Bouton")], language: "fr-FR"),
      utterance(2, [Segment(.label, "Settings"), Segment(.trait, "Button")], language: "en-GB"),
    ]
    let rendering = try SpeechSynthesizer().render(utterances, to: nil)
    #expect(rendering.timeline.entries.map(\.voice) == ["gmw/de", "roa/fr", "gmw/en"])
    #expect(rendering.timeline.entries.map(\.language) == ["de-DE", "fr-FR", "en-GB"])
    #expect(rendering.warnings.isEmpty)
  }

  /// What the screen leaves to the device (no element or screen language) is spoken in the configured
  /// voice; a language that is named keeps its own voice. Neither changes the language recorded.
  @Test func anAssumedLanguageIsSpokenInTheConfiguredVoice() throws {
    var assumed = utterance(0, [Segment(.label, "Buy")], language: "en-US")
    assumed.isLanguageAssumed = true
    let named = utterance(1, [Segment(.label, "Buy")], language: "en-US")
    let rendering = try SpeechSynthesizer(configuration: SpeechConfiguration(voice: "fr-FR")).render(
      [assumed, named], to: nil)
    #expect(rendering.timeline.entries.map(\.voice) == ["roa/fr", "gmw/en-US"])
    #expect(rendering.timeline.entries.map(\.language) == ["en-US", "en-US"])
    #expect(rendering.warnings.isEmpty)
  }

  @Test func aLanguageWithoutAVoiceWarnsAndUsesTheConfiguredVoice() throws {
    let utterances = [
      utterance(0, [Segment(.label, "Hello")], language: "qq-ZZ"),
      utterance(1, [Segment(.label, "Again")], language: "qq-ZZ"),
    ]
    let configuration = SpeechConfiguration(voice: "en-US")
    let rendering = try SpeechSynthesizer(configuration: configuration).render(utterances, to: nil)
    #expect(rendering.timeline.entries.map(\.voice) == ["gmw/en-US", "gmw/en-US"])
    #expect(
      rendering.warnings.map(\.message) == [
        "no installed espeak-ng voice for language 'qq-ZZ'; speaking it with gmw/en-US"
      ])
  }

  /// Japanese has a voice that reads each kanji as "Chinese letter": spoken, with that said once per
  /// run, whichever tag (or `--voice`) chose it.
  @Test func aVoiceKnownToMisreadItsLanguageIsWarnedAbout() throws {
    let utterances = [
      utterance(0, [Segment(.label, "設定")], language: "ja-JP"),
      utterance(1, [Segment(.label, "日本")], language: "ja"),
      utterance(2, [Segment(.label, "Hello")], language: "en-US"),
    ]
    let rendering = try SpeechSynthesizer().render(utterances, to: nil)
    #expect(rendering.timeline.entries.map(\.voice) == ["jpx/ja", "jpx/ja", "gmw/en-US"])
    let warning =
      "espeak-ng's voice jpx/ja reads each kanji as \"Chinese letter\": its audio of Japanese text is not what VoiceOver says"
    #expect(rendering.warnings.map(\.message) == [warning])
    // Chosen by --voice for a dump's assumed language.
    var assumed = utterance(0, [Segment(.label, "設定")], language: "en-US")
    assumed.isLanguageAssumed = true
    let configured = try SpeechSynthesizer(configuration: SpeechConfiguration(voice: "ja")).render(
      [assumed], to: nil)
    #expect(configured.warnings.map(\.message) == [warning])
    // Kana alone are read right: no warning until a kanji comes.
    let kana = try SpeechSynthesizer().render(
      [
        utterance(0, [Segment(.label, "はい")], language: "ja"),
        utterance(1, [Segment(.label, "カメラ")], language: "ja"),
      ],
      to: nil)
    #expect(kana.warnings.isEmpty)
  }

  /// Words espeak-ng makes no sound for (`<`, Arabic-Indic digits in an English voice) are said once, so
  /// a silent WAV under a caption is no surprise.
  @Test func anUtteranceEspeakSaysNothingForIsWarnedAbout() throws {
    let rendering = try SpeechSynthesizer().render(
      [
        utterance(0, [Segment(.label, "<")], language: "en-US"),
        utterance(1, [Segment(.label, "a")], language: "en-US"),
        utterance(2, [Segment(.label, "١٢٣")], language: "en-US"),
      ],
      to: nil)
    #expect(
      rendering.warnings.map(\.message) == [
        "espeak-ng says nothing for '<.' (element 1) and 1 more: the WAV is silent where the captions and the "
          + "timeline show words"
      ])
    // After a word, espeak-ng gives `<` a stretch of zeros rather than nothing: silence all the same.
    let afterWords = try SpeechSynthesizer().render(
      [
        utterance(0, [Segment(.label, "OK")], language: "en-US"),
        utterance(1, [Segment(.label, "<")], language: "en-US"),
      ],
      to: nil)
    #expect(
      afterWords.warnings.map(\.message).first?.hasPrefix("espeak-ng says nothing for '<.' (element 2)")
        == true)
  }

  /// Every voice but the Chinese ones reads Chinese characters as "Chinese letter": a screen whose
  /// language is not declared (a dump's, English) says so; a Chinese voice does not.
  @Test func chineseCharactersInAnotherVoiceAreWarnedAbout() throws {
    let english = try SpeechSynthesizer().render(
      [utterance(0, [Segment(.label, "設定")], language: "en-US")], to: nil)
    #expect(
      english.warnings.map(\.message) == [
        "espeak-ng's voice gmw/en-US reads each Chinese character (kanji, hanzi) as \"Chinese letter\": set the "
          + "text's language (accessibilityLanguage, the screen's language or --language) to hear it in its own voice"
      ])
    let chinese = try SpeechSynthesizer().render(
      [utterance(0, [Segment(.label, "设置")], language: "zh-CN")], to: nil)
    #expect(chinese.warnings.isEmpty)
  }

  /// A voice for a language written in Latin letters names the letters of other scripts or spells
  /// them: said once, however many utterances hold them; a voice of their own language is not, and
  /// Latin letters with accents and Greek symbols are no other script.
  @Test func otherScriptsInALatinVoiceAreWarnedAbout() throws {
    let english = try SpeechSynthesizer().render(
      [
        utterance(0, [Segment(.label, "Привет")], language: "en-US"),
        utterance(1, [Segment(.label, "こんにちは")], language: "en-US"),
      ], to: nil)
    #expect(
      english.warnings.map(\.message) == [
        "espeak-ng's voice gmw/en-US reads letters of other scripts (Cyrillic, Greek, Hebrew, Arabic, kana, "
          + "Thai…) by their names or one by one: set the text's language (accessibilityLanguage, the screen's "
          + "language or --language) to hear it in its own voice"
      ])
    // A Greek word is spelled too; Hangul, Devanagari or Georgian the voice hands to their own voice.
    let greek = try SpeechSynthesizer().render(
      [utterance(0, [Segment(.label, "Ελληνικά")], language: "en-US")], to: nil)
    #expect(greek.warnings.count == 1)
    let switched = try SpeechSynthesizer().render(
      [utterance(0, [Segment(.label, "안녕하세요 नमस्ते გამარჯობა")], language: "en-US")], to: nil)
    #expect(switched.warnings.isEmpty)
    let russian = try SpeechSynthesizer().render(
      [utterance(0, [Segment(.label, "Привет")], language: "ru")], to: nil)
    #expect(russian.warnings.isEmpty)
    // A voice of another script spells a third one's letters too; its own and Latin it reads.
    let chinese = try SpeechSynthesizer().render(
      [
        utterance(0, [Segment(.label, "设置 Wi-Fi")], language: "zh-CN"),
        utterance(1, [Segment(.label, "Сохранить")], language: "zh-CN"),
      ], to: nil)
    #expect(
      chinese.warnings.map(\.message) == [
        "espeak-ng's voice sit/cmn reads letters of scripts other than its own and Latin by their names or one "
          + "by one: set the text's language (accessibilityLanguage, the screen's language or --language) to "
          + "hear it in its own voice"
      ])
    let latin = try SpeechSynthesizer().render(
      [utterance(0, [Segment(.label, "Café, naïve Øre, 5 μs, 10 Ω, ﬁle")], language: "en-US")], to: nil)
    #expect(latin.warnings.isEmpty)
  }

  @Test func aSlowerRateTakesLonger() throws {
    let slow = SpeechConfiguration(rate: 100)
    let fast = SpeechConfiguration(rate: 300)
    let slowTimeline = try SpeechSynthesizer(configuration: slow).render([screen[2]], to: nil).timeline
    let fastTimeline = try SpeechSynthesizer(configuration: fast).render([screen[2]], to: nil).timeline
    #expect(slowTimeline.totalSamples > fastTimeline.totalSamples * 2)
  }

  @Test func aWriteIntoAMissingFolderFailsAndLeavesNothing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing/screen.wav")
    #expect(throws: FileOutputError.folderMissing(folder.appendingPathComponent("missing").path)) {
      try SpeechSynthesizer().render(screen, to: missing)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func aWriteIntoAReadOnlyFolderFailsAndLeavesNothing() throws {
    let folder = try temporaryFolder()
    defer {
      chmod(folder.path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    chmod(folder.path, 0o555)
    // Permissions do not bind root; the kernel's /sys refuses new files to everyone.
    let readOnly = geteuid() == 0 ? URL(fileURLWithPath: "/sys") : folder
    let url = readOnly.appendingPathComponent("screen.wav")
    #expect(throws: FileOutputError.self) {
      try SpeechSynthesizer().render(screen, to: url)
    }
    #expect(!FileManager.default.fileExists(atPath: url.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func aFailedOutputLeavesAnExistingWAVUntouchedAndNoTemporaryFiles() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wav = folder.appendingPathComponent("screen.wav")
    try Data("old audio".utf8).write(to: wav)
    let timeline = folder.appendingPathComponent("missing/timeline.json")
    #expect(throws: FileOutputError.self) {
      try SpeechSynthesizer().render(screen, to: wav, timeline: timeline)
    }
    #expect(try Data(contentsOf: wav) == Data("old audio".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["screen.wav"])
  }

  @Test func theTimelineFileIsJSONWithTheTimeToReachEachElement() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("timeline.json")
    let rendering = try SpeechSynthesizer().render(
      screen, to: folder.appendingPathComponent("a.wav"), timeline: url)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    #expect(json["sampleRate"] as? Int == 22_050)
    #expect(json["totalSamples"] as? Int == rendering.timeline.totalSamples)
    #expect(json["durationMs"] as? Int == rendering.timeline.durationMilliseconds)
    let entries = try #require(json["utterances"] as? [[String: Any]])
    #expect(
      entries.map { $0["timeToReachMs"] as? Int } == rendering.timeline.entries.map(\.startMilliseconds))
    #expect(entries.first?["identifier"] as? String == "title")
    #expect(entries.first?["voice"] as? String == "gmw/en-US")
    #expect(try JSONDecoder().decode(Timeline.self, from: Data(contentsOf: url)) == rendering.timeline)
  }
}

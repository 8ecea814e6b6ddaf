import Foundation
import VosimUtterance

/// Finds the installed espeak-ng voice for a BCP-47 tag such as `fr-FR`, `en-GB` or `de`.
///
/// espeak-ng's own `SetVoiceByName` rejects region tags, and its property search may pick an mbrola
/// voice whose data is not installed, so the search runs here over the selectable voices: by name or
/// file (`German`, `en-us`, `gmw/de`), then by a language the voice lists (`en-gb`, or a longer tag
/// of it), then by ever shorter prefixes of the tag down to the primary subtag (`zh-Hant-TW` →
/// `zh-hant` → `zh`).
struct VoiceResolver {
  let voices: [InstalledVoice]

  init(voices: [InstalledVoice]) {
    self.voices = voices.filter(\.isSelectable)
  }

  /// The voice for `tag`, or nil when no installed voice speaks its language.
  func voice(for tag: String) -> InstalledVoice? {
    let wanted = Self.normalized(tag)
    guard !wanted.isEmpty else { return nil }
    // A name as espeak-ng lists it (`English (Great Britain)`), or as its `--voices` prints it, with
    // underscores for the spaces.
    let name = Self.folded(tag)
    if let named = voices.first(where: { voice in
      Self.folded(voice.name) == name || voice.name.lowercased() == wanted
        || voice.identifier.lowercased() == wanted
        || voice.identifier.split(separator: "/").last.map { $0.lowercased() == wanted } == true
    }) {
      return named
    }
    // Past the names, only a tag's letters, digits and hyphens: `en-US/x` is no tag of English.
    guard wanted.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return nil }
    var subtags = wanted.split(separator: "-").map(String.init)
    // A language code the registry retired for another (`iw`, Java's and old systems' Hebrew) is that one.
    if let first = subtags.first, let current = Self.retiredLanguages[first] { subtags[0] = current }
    // A script subtag (`pt-Latn-BR`) names no voice of its own, but keeps the region from being tried:
    // after the whole tag, the tag without it (`pt-BR`, not `pt`).
    if let voice = bestVoice(speaking: subtags.joined(separator: "-")) { return voice }
    if subtags.count > 2, subtags[1].count == 4, subtags[1].allSatisfy(\.isLetter) { subtags.remove(at: 1) }
    while !subtags.isEmpty {
      if let voice = bestVoice(speaking: subtags.joined(separator: "-")) { return voice }
      subtags.removeLast()
    }
    return nil
  }

  /// The voice listing `language` with the best (lowest) priority, the first listed on a tie; else one
  /// listing a longer tag of it (Cherokee lists only `chr-us-qaaa-x-west`, which `chr-US` names).
  private func bestVoice(speaking language: String) -> InstalledVoice? {
    for matches in [{ (tag: String) in tag == language }, { $0.hasPrefix(language + "-") }] {
      var best: (voice: InstalledVoice, priority: Int)?
      for voice in voices {
        for entry in voice.languages where matches(entry.tag) {
          if best == nil || entry.priority < best!.priority { best = (voice, entry.priority) }
        }
      }
      if let best { return best.voice }
    }
    return nil
  }

  /// Lower case with `-` separators: espeak-ng lists `en-gb`, Apple writes `en_GB` or `en-GB`.
  /// The IANA registry's deprecated primary language subtags with their preferred values.
  static let retiredLanguages = ["iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro"]

  /// A voice's name compared without case, with underscores for spaces and any run of white space as one
  /// space (a name typed twice-spaced, `Lingua Franca Nova` listed with a carriage return).
  static func folded(_ name: String) -> String {
    name.lowercased().replacingOccurrences(of: "_", with: " ").split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
  }

  static func normalized(_ tag: String) -> String {
    tag.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: "_", with: "-")
  }
}

/// Picks the voice of each utterance in one run: its language's voice, else the configured voice,
/// else espeak-ng's English. Remembers each tag's answer and warns once per tag with no voice.
struct VoicePicker {
  let resolver: VoiceResolver
  let fallback: InstalledVoice
  private var cache: [String: InstalledVoice] = [:]
  private(set) var warnings: [String] = []

  /// `variants`: the variant names espeak-ng has (`SpeechEngine.variants`), which a voice may take after
  /// `+`.
  init(voices: [InstalledVoice], configuredVoice: String, variants: Set<String> = []) throws(SpeechError) {
    resolver = VoiceResolver(voices: voices)
    // espeak-ng's variant after `+` (`en+f3`, a female voice) changes the voice, not which one it is.
    let parts = configuredVoice.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
    let variant = parts.count == 2 ? String(parts[1]) : nil
    if let configured = resolver.voice(for: variant == nil ? configuredVoice : String(parts[0])) {
      if variant == "" {
        fallback = configured
        warnings.append("no espeak-ng variant after '+'; using \(configured.identifier) without one")
      } else if let variant, !variants.contains(variant) {
        fallback = configured
        warnings.append(
          "no espeak-ng variant '\(variant)' (such as f3, m1 or whisper); using \(configured.identifier) "
            + "without one")
      } else {
        fallback = variant.map { configured.with(variant: $0) } ?? configured
      }
    } else if let english = resolver.voice(for: SpeechConfiguration().voice) ?? resolver.voice(for: "en")
      ?? resolver.voices.first
    {
      fallback = english
      warnings.append(
        "no installed espeak-ng voice for '\(configuredVoice)'; using \(english.identifier) instead")
    } else {
      throw .engineUnavailable("no espeak-ng voices are installed")
    }
  }

  /// Voices that exist but cannot stand in for VoiceOver's on some text (reference espeak-ng notes), by
  /// identifier: the audio is made, and the run says so once per voice, however its language was
  /// named, when an utterance holds such text.
  static let knownLimits: [String: (message: String, affects: @Sendable (String) -> Bool)] = [
    "jpx/ja": (
      "reads each kanji as \"Chinese letter\": its audio of Japanese text is not what VoiceOver says",
      { $0.unicodeScalars.contains(where: isKanji) }
    )
  ]

  /// The limit of every other voice but the Chinese ones (`sit/cmn`, `sit/yue`, `sit/hak`): each Chinese
  /// character is "Chinese letter" in the voice's language, so a screen without a declared language
  /// (a dump, read as English) says no word of Chinese or Japanese text.
  static func limit(of voice: String) -> (message: String, affects: @Sendable (String) -> Bool)? {
    if let known = knownLimits[voice] { return known }
    guard !["sit/cmn", "sit/yue", "sit/hak"].contains(where: { voice.hasPrefix($0) }) else { return nil }
    return (
      "reads each Chinese character (kanji, hanzi) as \"Chinese letter\": set the text's language "
        + "(accessibilityLanguage, the screen's language or --language) to hear it in its own voice",
      { $0.unicodeScalars.contains(where: isKanji) }
    )
  }

  /// A CJK ideograph (the unified blocks, their extensions and the compatibility block): kana are not.
  static func isKanji(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: true
    default: false
    }
  }

  private var warnedLimits: Set<String> = []

  /// Voices that spell Latin-script words letter by letter (`Button` as "bee you tee tee oh en", four
  /// times as long) where the others switch to English by themselves: measured with espeak-ng 1.51 on
  /// a phrase of English words in every voice. A phrase in Latin letters alone (English trait words
  /// and hints, for languages vosim has no word table for) is spoken in English instead.
  static let spellsLatin: Set<String> = [
    "sem/he", "jpx/ja", "sit/my", "zle/be", "trk/ky", "trk/ba", "trk/cv", "trk/nog", "ine/hyw", "inc/kok",
    "tai/shn",
  ]

  /// Whether a phrase holds letters and all of them are Latin (ASCII letters and Latin-1's).
  static func isLatinOnly(_ text: String) -> Bool {
    var letters = 0
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
      guard scalar.value < 0x250 else { return false }
      letters += 1
    }
    return letters > 0
  }

  /// Says once per voice of `spellsLatin` that a phrase mixing Latin words with other letters
  /// (`הגדרות Bluetooth`) is spoken whole in that voice, which spells the Latin word letter by letter.
  mutating func noteMixedLatin(_ phrase: String, voice: InstalledVoice) {
    let key = voice.identifier + " mixed Latin"
    guard Self.spellsLatin.contains(voice.base), !warnedLimits.contains(key),
      phrase.unicodeScalars.contains(where: { $0.properties.isAlphabetic && $0.value < 0x250 }),
      !Self.isLatinOnly(phrase)
    else { return }
    warnedLimits.insert(key)
    warnings.append(
      "espeak-ng's voice \(voice.identifier) spells a Latin word letter by letter in a phrase of other "
        + "letters (`Bluetooth` in a Hebrew label), where VoiceOver says it whole")
  }

  /// The English voice Latin phrases take in a voice of `spellsLatin`; nil for every other voice.
  func latinVoice(beside voice: InstalledVoice) -> InstalledVoice? {
    guard Self.spellsLatin.contains(voice.base) else { return nil }
    return resolver.voice(for: SpeechConfiguration().voice) ?? resolver.voice(for: "en") ?? fallback
  }

  /// The voice an utterance is spoken in: its language's, or the configured voice when its language is
  /// only assumed (`Utterance.isLanguageAssumed`: `--voice` on a dump speaks it in that voice, while
  /// the words and the timeline keep the language).
  mutating func voice(for utterance: Utterance) -> InstalledVoice {
    let voice =
      utterance.isLanguageAssumed
      ? fallback : voice(for: utterance.language, else: utterance.screenLanguage)
    for limit in [Self.limit(of: voice.base), Self.otherScripts(of: voice.base)].compactMap({ $0 }
    )
    where !warnedLimits.contains(voice.identifier + limit.message) && limit.affects(utterance.text) {
      warnedLimits.insert(voice.identifier + limit.message)
      warnings.append("espeak-ng's voice \(voice.identifier) \(limit.message)")
    }
    return voice
  }

  /// The limit of a voice for the letters of other scripts: it reads them by their names or one by one
  /// (Cyrillic `Привет` as "pe er i ve ye te", kana as "Japanese letter"), where VoiceOver speaks them in
  /// their own voice. For a voice of Latin letters, Greek symbols (`μs`, `Ω`) and the scripts it hands
  /// on by itself are left out; Chinese characters have their own limit.
  static func otherScripts(of voice: String) -> (message: String, affects: @Sendable (String) -> Bool)? {
    let language = voice.split(separator: "/").last.map(String.init) ?? voice
    let primary = language.lowercased().split(separator: "-").first.map(String.init) ?? ""
    if let own = WritingScript.own(language: primary) {
      // A voice of another script spells a third one's letters too (Cyrillic in a Hebrew, Arabic or
      // Chinese voice, measured: ten times as long); Chinese characters have their own limit.
      return (
        "reads letters of scripts other than its own and Latin by their names or one by one: set the "
          + "text's language (accessibilityLanguage, the screen's language or --language) to hear it in its "
          + "own voice",
        { text in
          text.unicodeScalars.contains { scalar in
            WritingScript(of: scalar).map { $0 != .han && !own.contains($0) } ?? false
          }
        }
      )
    }
    return (
      "reads letters of other scripts (Cyrillic, Greek, Hebrew, Arabic, kana, Thai…) by their names or "
        + "one by one: set the text's language (accessibilityLanguage, the screen's language or "
        + "--language) to hear it in its own voice",
      { holdsOtherScript($0) }
    )
  }

  /// Whether a text holds a letter `isOtherScriptLetter` names, or a Greek word: two Greek letters in a
  /// row (`Ελληνικά`; not the symbol of `5 μs` or `Ω`).
  static func holdsOtherScript(_ text: String) -> Bool {
    var greekRun = 0
    for scalar in text.unicodeScalars {
      if isOtherScriptLetter(scalar) { return true }
      let isGreek =
        (0x0370...0x03FF).contains(scalar.value) || (0x1F00...0x1FFF).contains(scalar.value)
      greekRun = isGreek && scalar.properties.isAlphabetic ? greekRun + 1 : 0
      if greekRun == 2 { return true }
    }
    return false
  }

  /// A letter of a script other than Latin, Greek and Chinese characters (those have their own limit),
  /// and than the scripts the Latin voices switch to their own language's voice for by themselves
  /// (measured with espeak-ng 1.51: Armenian, Devanagari, Bengali, Gurmukhi, Gujarati, Tamil, Kannada,
  /// Malayalam, Sinhala, Georgian, Hangul).
  static func isOtherScriptLetter(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.value >= 0x0300, scalar.properties.isAlphabetic, !isKanji(scalar) else { return false }
    switch scalar.value {
    // Latin and Greek blocks, letterlike and number forms, enclosed letters, full-width Latin.
    case 0x0300...0x03FF, 0x1D00...0x1FFF, 0x2000...0x24FF, 0x2C60...0x2C7F, 0xA720...0xA7FF,
      0xAB30...0xAB6F, 0xFB00...0xFB06, 0xFF00...0xFF5E:
      return false
    // Spoken in their own voice: Armenian; Devanagari to Gujarati; Tamil; Kannada and Malayalam;
    // Sinhala; Georgian; Hangul (jamo, compatibility jamo, syllables).
    case 0x0530...0x058F, 0x0900...0x0AFF, 0x0B80...0x0BFF, 0x0C80...0x0D7F, 0x0D80...0x0DFF,
      0x10A0...0x10FF, 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF:
      return false
    default: return true
    }
  }

  /// The voice for an utterance in `language` (a BCP-47 tag; empty means the configured voice); when
  /// none is installed for it, the voice of `screenLanguage`, the language its words fell back to, else
  /// the configured voice.
  mutating func voice(for language: String, else screenLanguage: String = "") -> InstalledVoice {
    let key = language + "\u{0}" + screenLanguage
    if let known = cache[key] { return known }
    var voice = fallback
    if !language.trimmingCharacters(in: .whitespaces).isEmpty {
      if let found = resolver.voice(for: language) {
        voice = found
      } else {
        if !screenLanguage.isEmpty, let screens = resolver.voice(for: screenLanguage) { voice = screens }
        warnings.append(
          "no installed espeak-ng voice for language '\(language)'; speaking it with \(voice.identifier)")
      }
    }
    cache[key] = voice
    return voice
  }
}

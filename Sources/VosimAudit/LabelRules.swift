import Foundation
import VosimModel
import VosimReadingOrder
import VosimUtterance

/// The rules on one element's label and value; each returns the finding's message, or nil.
enum LabelRules {
  /// Traits whose elements need a label to be usable.
  static let needsLabel: AccessibilityTraits = [
    .button, .link, .image, .adjustable, .textEntry, .searchField, .tabBarItem, .toggleButton,
  ]

  /// Traits of controls whose value is their state, never their name (a tab's is its badge).
  static let valueIsState: AccessibilityTraits = [
    .toggleButton, .textEntry, .searchField, .adjustable, .tabBarItem,
  ]

  /// Traits of controls, whose labels are names rather than text.
  static let controlTraits: AccessibilityTraits = [
    .button, .link, .image, .adjustable, .textEntry, .searchField, .tabBarItem, .toggleButton, .backButton,
  ]

  /// Whether a label is a control's or an image's name rather than text the screen shows: static text
  /// and headings show their words, also when they can be tapped (`… more`, a file name in a list).
  static func labelIsName(_ traits: AccessibilityTraits) -> Bool {
    !traits.isDisjoint(with: controlTraits) && traits.isDisjoint(with: [.staticText, .header])
  }

  static func missingLabel(_ element: OrderedElement) -> String? {
    let traits = element.traits
    guard !traits.isDisjoint(with: needsLabel), element.label.nonEmpty == nil else { return nil }
    // `Back Button.` says what it does: UIKit gives an untitled back button the label Back, which
    // VoiceOver leaves out for the trait's words (rules §1).
    if traits.contains(.backButton) { return nil }
    // VoiceOver speaks a custom hint in the label's place when there is no label and no value (rules
    // §4.6), hints on or off: the element is not silent.
    if element.hint.nonEmpty != nil, element.value.nonEmpty == nil { return nil }
    // A value names a button or an image (`Wi-Fi: Home`) but is the state of a switch (On or Off), a
    // text field (what was typed) or an adjustable element (`50%`), which names nothing; a page
    // control's `page 1 of 3` says what it is, as UIKit ships it.
    let kind = Describe.firstTraitName(traits) ?? "element"
    if element.value.nonEmpty != nil {
      guard !traits.isDisjoint(with: valueIsState), UIKitClass(className: element.className) != .pageControl
      else { return nil }
    }
    // One message with its value or without: the value is state, which a tap or a keystroke changes,
    // and a baseline must keep the finding through it.
    if !traits.isDisjoint(with: valueIsState), !traits.contains(.toggleButton) {
      return "the \(kind) speaks no label, so what it is for is never said (a value it shows is its "
        + "state): set accessibilityLabel to what it does"
    }
    // What is there to act on is labelled by what it does; anything else (an image) by what it shows.
    if traits.isDisjoint(with: TargetRules.interactive) {
      return "the \(kind) speaks no label: set accessibilityLabel to what it shows, or hide it from "
        + "accessibility if it is decoration"
    }
    return "the \(kind) speaks no label: set accessibilityLabel to what it does"
  }

  /// An element that says nothing, or nothing that names it: only its trait or state (`Heading.`,
  /// `Dimmed.`), its context or that it has actions. One whose traits need a label is
  /// `missing-label`'s.
  static func silent(_ utterance: Utterance) -> String? {
    let element = utterance.element
    if utterance.segments.isEmpty {
      // One finding per problem: a control that needs a label has `missing-label`'s.
      if !element.traits.isDisjoint(with: needsLabel), missingLabel(element) != nil { return nil }
      return "VoiceOver stops on this \(Describe.firstTraitName(element.traits) ?? "element") and says "
        + "nothing: give it a label, or hide it from accessibility"
    }
    // Cheapest first: the traits are bits, the texts are trimmed to be compared.
    // Custom content spoken with the element (high importance) says what it is.
    guard element.traits.isDisjoint(with: needsLabel), !element.traits.contains(.backButton),
      element.label.nonEmpty == nil,
      element.value.nonEmpty == nil, element.hint.nonEmpty == nil,
      !utterance.segments.contains(where: { $0.kind == .customContent })
    else { return nil }
    return "VoiceOver says only \(Describe.quoted(utterance.text)) on this "
      + "\(Describe.firstTraitName(element.traits) ?? "element"), which names nothing: give it a label, or "
      + "hide it from accessibility"
  }

  /// Whether a one-word label is a file, asset or symbol name or an identifier, and which.
  static func identifierKind(_ label: String) -> String? {
    // One pass over the bytes first: a label with a space (most of them), or shorter than three
    // characters, or with none of an identifier's marks (a dot, an underscore, a capital after a small
    // letter) is no identifier, and that is all most labels need.
    var hasMark = false
    var previousIsLower = false
    for byte in label.utf8 {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0xC2 || byte == 0xE2 || byte == 0xE3 {
        return nil
      }
      let isUpper = (0x41...0x5A).contains(byte)
      if byte == 0x2E || byte == 0x5F || (isUpper && previousIsLower) { hasMark = true }
      previousIsLower = (0x61...0x7A).contains(byte)
    }
    guard hasMark, label.utf8.count >= 3, !label.contains(where: { $0.isWhitespace }) else { return nil }
    let lower = label.lowercased()
    if let dot = lower.lastIndex(of: "."), dot != lower.startIndex,
      fileExtensions.contains(String(lower[lower.index(after: dot)...]))
    {
      return "a file name"
    }
    let isIdentifierCharacter = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber || c == "_") }
    if label.contains("_"), label.allSatisfy({ isIdentifierCharacter($0) || $0 == "." }),
      label.split(separator: "_").filter({ !$0.isEmpty }).count >= 2
    {
      return "an identifier"
    }
    let parts = label.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isIdentifierCharacter) }),
      parts[0].first?.isLetter == true, parts.contains(where: { $0.filter(\.isLetter).count >= 3 })
    {
      let words = parts.map { $0.lowercased() }
      let last = words.last!
      // What only ends a domain: `de.wikipedia.org` is a site, `com.example.app` and
      // `uk.co.tesco.app` are bundle identifiers.
      // (`.tv`, Tuvalu's, names anything that plays: `music.note.tv` is a symbol.)
      let endsSite =
        ["com", "org", "net", "edu", "gov", "info", "io"].contains(last)
        || (countryCodes.contains(last) && last != "tv")
      // `com.example.App`: a domain read backwards, as bundle identifiers are.
      if parts.count >= 3, topLevelDomains.contains(words[0]) || countryCodes.contains(words[0]), !endsSite {
        return "a bundle identifier"
      }
      let hasSymbolWord = words.contains(where: symbolWords.contains)
      let hasKeyWord = words.contains(where: localizationKeyWords.contains)
      // A word of both lists (`message`) decides nothing beside a key's word:
      // `error.message` is a key, `message.fill` a symbol.
      let hasSymbolOnlyWord = words.contains {
        symbolWords.contains($0) && !localizationKeyWords.contains($0)
      }
      // A domain name (`example.com`, `app.st`, `amazon.co.jp`) unless it is three parts of a symbol's or
      // a key's words; a country's code ends a domain unless a symbol's word says otherwise (`arrow.up`),
      // and three parts with a symbol's words are a symbol (`arrow.down.app`, `music.note.tv`).
      let isDomain =
        (topLevelDomains.contains(last) || genericDomains.contains(last) || countryCodes.contains(last))
        && !(hasSymbolWord && parts.count >= 3 && !endsSite)
      // Two capitalised words (`Yandex.Music`) are a brand's name: symbols are written in small letters.
      let isBrand =
        parts.count == 2 && !hasKeyWord
        && parts.allSatisfy { $0.first!.isUppercase && $0.dropFirst().allSatisfy(\.isLowercase) }
      if !isDomain || hasKeyWord, !isBrand,
        parts.count >= 3 || hasSymbolWord || hasKeyWord
      {
        if hasKeyWord, !hasSymbolOnlyWord { return "a localization key" }
        return label == lower && hasSymbolWord ? "an SF Symbol name" : "an identifier"
      }
    }
    if label.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), let first = label.first,
      first.isLowercase, !camelCaseWords.contains(lower)
    {
      let prefix = label.prefix { $0.isLowercase }
      if prefix.count >= 2, prefix.count < label.count, label[prefix.endIndex].isUppercase,
        label.dropFirst(prefix.count).contains(where: \.isLowercase)
      {
        return "an identifier"
      }
    }
    return nil
  }

  /// Only on controls and images, whose labels are names: static text that shows a file name or a
  /// bundle identifier is read as what the screen shows.
  static func looksLikeIdentifier(_ element: OrderedElement) -> String? {
    guard labelIsName(element.traits),
      let label = element.label.nonEmpty, let kind = identifierKind(Words.withoutEmbeddings(label))
    else { return nil }
    return "label \(Describe.quoted(label)) is \(kind), which VoiceOver spells out: give it a label in words"
  }

  static let fileExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "webp", "tif", "tiff", "bmp", "mp3", "mp4", "mov",
    "wav", "m4a", "m4v", "aac", "flac", "ogg", "avi", "json", "xib", "storyboard", "imageset", "car", "doc",
    "docx", "xls", "xlsx", "ppt", "pptx", "csv", "txt", "rtf", "zip", "plist", "strings", "xcassets",
    "lottie", "ttf", "otf",
  ]

  /// Words SF Symbol names are made of; a two-part dotted name must use one to count as a symbol name
  /// (`chevron.left`, not a name such as `app.st`). Three parts or more always count.
  static let symbolWords: Set<String> = [
    "fill", "circle", "square", "left", "right", "up", "down", "forward", "backward", "slash", "arrow",
    "plus", "minus", "xmark", "chevron", "music", "note", "sparkles", "car", "tv", "person", "gear",
    "gearshape", "trash", "star", "heart", "bell",
    "house", "magnifyingglass", "ellipsis", "line", "rectangle", "doc", "folder", "paperplane", "envelope",
    "camera", "photo", "mic", "speaker", "play", "pause", "stop", "lock", "checkmark", "bookmark", "tag",
    "cart", "bag", "creditcard", "clock", "calendar", "map", "location", "pencil", "badge", "horizontal",
    "vertical", "bubble", "message", "phone", "video", "wifi", "battery", "bolt", "cloud", "sun", "moon",
    "icloud", "link", "paperclip", "flag", "info", "questionmark", "exclamationmark", "list", "grid",
    "slider", "text", "eye", "hand", "globe", "keyboard", "printer", "tray", "archivebox", "externaldrive",
  ]

  /// Words that name a string's place in a strings file (`login.button.title`, `Settings.Title`): a
  /// dotted label with one, and no SF Symbol word, is a localization key left untranslated.
  static let localizationKeyWords: Set<String> = [
    "title", "subtitle", "label", "button", "message", "description", "placeholder", "caption", "header",
    "footer", "heading", "body", "hint", "cta", "accessibility", "a11y",
  ]

  static let topLevelDomains: Set<String> = [
    "com", "org", "net", "io", "app", "dev", "edu", "gov", "co", "uk", "de", "ru", "fr", "me", "info", "tv",
  ]

  /// Generic top-level domains that end a domain name but start no bundle identifier.
  static let genericDomains: Set<String> = [
    "biz", "shop", "store", "online", "site", "xyz", "tech", "blog", "news", "cloud", "page", "mil", "int",
    "new", "museum", "photography", "live", "world", "design", "studio", "games",
  ]

  /// A domain name or an e-mail address (`apple.com`, `john.doe@example.com`), written in small letters.
  /// A dotted word between letters (`example.museum`, `index.html`, `john.doe@example.com`): a name
  /// written as it must be, not a sentence to capitalize.
  static func isAddress(_ label: String) -> Bool {
    // A sentence's period after it (`apple.com.`) is no part of the address.
    let label = label.hasSuffix(".") ? String(label.dropLast()) : label
    guard !label.contains(where: \.isWhitespace), let dot = label.lastIndex(of: "."), dot != label.startIndex
    else { return false }
    let after = label.index(after: dot)
    return label.contains("@")
      || (after < label.endIndex && label[after].isLetter && label[label.index(before: dot)].isLetter)
  }

  /// The country-code top-level domains: ISO 3166 regions' two-letter codes, and `uk` and `eu`.
  static let countryCodes: Set<String> = Set(
    Locale.Region.isoRegions.map { $0.identifier.lowercased() }.filter { $0.count == 2 } + ["uk", "eu"])

  /// Units whose symbols are written in small letters, which a label may start with (not those that
  /// are also words: `in`, Spanish `mi`, or a single letter).
  static let unitSymbols: Set<String> = [
    "mm", "cm", "km", "km/h", "kph", "mph", "ft", "yd", "kg", "mg", "lb", "lbs", "oz", "ml", "cl", "dl",
    "ms", "min", "kcal", "cal", "kb", "mb", "gb",
  ]

  /// Brand and product names, and units' symbols, written in camel case that are words, not
  /// identifiers.
  static let camelCaseWords: Set<String> = [
    "macos", "ipados", "tvos", "watchos", "visionos", "iphone", "ipad", "imac", "icloud", "imessage",
    "easyjet", "airbaltic", "flydubai", "bitflyer", "easyhotel", "mytaxi", "mmhg", "inhg", "cmh2o", "mmh2o",
  ]

  static func includesTrait(_ element: OrderedElement, words prepared: PreparedWords) -> String? {
    guard let label = element.label.nonEmpty else { return nil }
    let words = prepared.table
    let lower = label.lowercased()
    // Only a label that contains one of its traits' words needs its words split. The words are those
    // VoiceOver says: a back button says the button's word (`Back Button`); a tab or a keyboard key
    // does not (rules §1), so a key labelled `A Taste` or a tab `Home button` repeats no trait.
    var traits = element.traits
    if traits.contains(.backButton) { traits.insert(.button) }
    if !traits.isDisjoint(with: [.tabBarItem, .keyboardKey]) { traits.remove(.button) }
    let groups = prepared.traitGroups.lazy.filter { !traits.isDisjoint(with: $0.traits) }
    guard groups.contains(where: { $0.phrases.contains { Words.contains(lower, $0.word) } }) else {
      return nil
    }
    var tokens = Words.tokens(label)
    // "An image of a cat" says the trait as "Image of a cat" does.
    if tokens.count > 1, words.articles.contains(tokens[0]) { tokens.removeFirst() }
    guard !tokens.isEmpty else { return nil }
    for group in groups {
      for (word, phrase) in group.phrases.lazy.map({ ($0.word, $0.phrase) }) {
        var endsWith = tokens.count >= phrase.count && tokens.suffix(phrase.count).elementsEqual(phrase)
        // An image, link or tab after a verb ("Take Photo", "Share Link", "Close Tab") is what the control
        // acts on ("Close Button" still names the type), and a name that starts and ends with the word
        // ("Picture in Picture") is the name of a mode.
        if endsWith, tokens.count > phrase.count {
          // The verb before it, past an article (`Take a Photo`).
          let before = tokens.dropLast(phrase.count).last { !words.articles.contains($0) }
          let isObject =
            !group.traits.isDisjoint(with: [.image, .link, .tabBarItem])
            && before.map { verb in
              words.imperatives.contains(verb)
                || (verb.count >= 4 && words.labelVerbEndings.contains(where: verb.hasSuffix))
            } == true
          // The word earlier too, with words between (`Enter Picture in Picture`).
          let earlier = tokens.dropLast(phrase.count + 1)
          let framed =
            earlier.count >= phrase.count
            && (0...(earlier.count - phrase.count)).contains { start in
              earlier.dropFirst(start).prefix(phrase.count).elementsEqual(phrase)
            }
          if isObject || framed { endsWith = false }
        }
        // One hyphenated word: `Save-button`, not `Picture-in-Picture`.
        let hyphenated =
          phrase.count == 1 && tokens.count == 1 && tokens[0].hasSuffix("-" + phrase[0])
          && !tokens[0].hasPrefix(phrase[0] + "-")
        var startsWith = false
        if tokens.count > phrase.count, tokens.prefix(phrase.count).elementsEqual(phrase) {
          startsWith =
            words.leadingTraitWordCounts || words.connectors.contains(tokens[phrase.count])
            || lower.hasPrefix(word + ":")
          // The word again further on, inflected as a language may (`Картинка в картинке`): a mode's name.
          if startsWith, phrase.count == 1, phrase[0].count >= 4 {
            let stem = phrase[0].prefix(max(4, phrase[0].count - 2))
            if tokens.dropFirst(2).contains(where: { $0.hasPrefix(stem) }) { startsWith = false }
          }
        }
        guard endsWith || hyphenated || startsWith else { continue }
        // A symbol or an emoji is spoken too (`★ Button`, `😀 button`): the label says more than the type.
        if tokens == phrase, !label.contains(where: \.isSymbol) {
          return "label \(Describe.quoted(label)) is only the control type, which VoiceOver already speaks: "
            + (traits.isDisjoint(with: TargetRules.interactive)
              ? "label it with what it shows" : "label it with what it does")
        }
        return
          "label \(Describe.quoted(label)) includes \(Describe.quoted(word)), which VoiceOver already speaks as a trait: "
          + "leave the control type out of the label"
      }
    }
    return nil
  }

  /// Words a period shortens, compared in lower case: titles, units and the weekday and month names
  /// date formatters abbreviate (`Mo.`, `Okt.`, `janv.`), in English, German, French, Spanish, Russian.
  static let abbreviations: Set<String> = [
    "etc", "inc", "ltd", "co", "corp", "jr", "sr", "dr", "mr", "mrs", "ms", "st", "vs", "no", "approx",
    "dept", "e.g", "i.e", "a.m", "p.m", "u.s", "bzw", "usw", "z.b", "ggf", "str", "nr", "др", "т.д", "т.п",
    "prof", "tel", "fig", "vol", "ave", "blvd", "rd", "min", "max", "sec", "hr", "hrs", "yr", "yrs", "ca",
    "inkl", "zzgl", "evtl", "bzgl", "abs", "sek", "std", "mon", "tue", "tues", "wed", "thu", "thur",
    "thurs", "fri", "sat", "sun", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct",
    "nov", "dec", "mo", "di", "mi", "do", "fr", "sa", "so", "mär", "märz", "okt", "dez", "lun", "mer",
    "jeu", "ven", "sam", "dim", "janv", "févr", "avr", "juil", "déc", "mié", "jue", "vie", "sáb", "dom",
    "ene", "abr", "ago", "dic", "пн", "вт", "ср", "чт", "пт", "сб", "вс", "янв", "фев", "апр", "авг",
    "сент", "окт", "нояб", "дек", "мин", "макс", "mwst", "ust", "ing", "incl", "excl", "exkl", "tsd",
    "mio", "mrd", "тел", "проф", "ул", "стр", "руб", "коп", "тыс", "млн", "млрд", "г", "гг", "см", "рис",
    "пр", "д", "кв", "обл", "доц", "акад", "сек", "ч",
  ]

  /// A full stop of another script (`。`, `۔`, `।`, `։`, `။`…): a Sentence_Terminal, as the transcript's
  /// period rule reads one, that is no question or exclamation mark.
  static func isOtherFullStop(_ character: Character) -> Bool {
    guard character != ".", let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
      scalar.properties.isSentenceTerminal, let name = scalar.properties.name
    else { return false }
    return !["QUESTION", "EXCLAMATION", "INTERROBANG"].contains { name.contains($0) }
  }

  static func endsWithPeriod(_ element: OrderedElement) -> String? {
    guard element.label?.utf8.contains(where: { $0 == 0x2E || $0 >= 0x80 }) == true,
      let label = element.label.nonEmpty?.droppingTrailingInvisibles,
      labelIsName(element.traits),
      !element.traits.contains(.keyboardKey),
      // A period alone (a calculator's decimal key) is the name, not its end.
      label.dropLast().contains(where: { !$0.isPunctuation && !$0.isWhitespace })
    else { return nil }
    let message = "label \(Describe.quoted(label)) ends with a period: a label is a name, remove the period"
    if let last = label.last, isOtherFullStop(last) { return message }
    guard label.hasSuffix("."), !label.hasSuffix("..") else { return nil }
    let lastWord = label.dropLast().split(whereSeparator: { $0.isWhitespace }).last.map(String.init) ?? ""
    let bare = lastWord.lowercased().trimmingCharacters(in: .punctuationCharacters)
    if abbreviations.contains(bare) || abbreviations.contains(lastWord.lowercased()) { return nil }
    // The last of a range or compound of abbreviations: `Mo.–Fr.`, `Dr.-Ing.`, `Sa./So.`.
    if let piece = lastWord.split(whereSeparator: { "–—-/".contains($0) }).last, piece.count < lastWord.count,
      abbreviations.contains(piece.lowercased().trimmingCharacters(in: .punctuationCharacters))
    {
      return nil
    }
    // A German street (`Hauptstr.`, `Bahnhofstr.`): `Straße` shortened at the end of a compound.
    if bare.count > 4, bare.hasSuffix("str") { return nil }
    // An initial ("John F.") or a dotted abbreviation ("U.S.A.", "Ph.D."), not a number ("page 3.",
    // "5.00.") nor a name with a dot ("apple.com.", "file.txt.").
    if bare.count == 1, bare.first?.isLetter == true { return nil }
    let segments = lastWord.drop(while: \.isPunctuation).split(
      separator: ".", omittingEmptySubsequences: false)
    if segments.count > 1, segments.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isLetter) }) {
      return nil
    }
    return message
  }

  /// A control's label whose first letter is lowercase; a first word with a capital further on is a
  /// name written that way (`iPhone`, `eBay`, `iOS`, `e-Bike`, German `z.B.`), and a unit's symbol
  /// is written in small letters (`km/h`, `kg`).
  /// Not on an identifier (`label-looks-like-identifier` gives the advice that helps), nor on a back
  /// button's "back", which VoiceOver does not speak.
  static func notCapitalized(_ element: OrderedElement, language: String) -> String? {
    guard labelIsName(element.traits),
      !element.traits.contains(.keyboardKey),
      let lead = element.label?.utf8.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A }),
      (0x61...0x7A).contains(lead) || lead >= 0x80,  // ASCII capitals, digits and signs end it here
      let label = element.label.nonEmpty, let first = Words.withoutEmbeddings(label).first,
      first.isLowercase,
      // A lowercase letter with a capital: not a symbol (`ⓘ`), nor a letter without one (`ℹ`, `ᵃ`).
      first.unicodeScalars.first?.properties.generalCategory == .lowercaseLetter,
      first.uppercased() != String(first),
      !writesWithoutCapitals(first), identifierKind(label) == nil, !isAddress(label)
    else { return nil }
    if element.traits.contains(.backButton),
      label.compare(WordTable.for(language).backLabel, options: .caseInsensitive) == .orderedSame
    {
      return nil
    }
    let word = label.prefix { $0.isLetter || $0.isNumber }
    let token = label.prefix { !$0.isWhitespace }
    if token.dropFirst().contains(where: \.isUppercase) || camelCaseWords.contains(word.lowercased())
      || unitSymbols.contains(String(token).filter { $0 != "." && $0 != "," && $0 != ":" })
    {
      return nil
    }
    return
      "label \(Describe.quoted(label)) begins with a lowercase letter: capitalize its first word, so VoiceOver "
      + "speaks it with the inflection of a name"
  }

  /// Georgian's Mkhedruli letters have capitals (Mtavruli) in Unicode, but Georgian text never starts
  /// a sentence or a name with one.
  private static func writesWithoutCapitals(_ letter: Character) -> Bool {
    letter.unicodeScalars.first.map { (0x10D0...0x10FF).contains($0.value) } ?? false
  }

  static func adjustableWithoutValue(_ element: OrderedElement) -> String? {
    guard element.traits.contains(.adjustable), element.value.nonEmpty == nil else { return nil }
    return "\(Describe.name(element)) is adjustable but has no value, so users adjust what they cannot "
      + "hear: set accessibilityValue to its current state"
  }

  /// A switch without a value: VoiceOver says "Switch Button" and no state (rules §4, toggleButton).
  static func switchWithoutState(_ element: OrderedElement) -> String? {
    guard element.traits.contains(.toggleButton), element.value.nonEmpty == nil else { return nil }
    return "\(Describe.name(element)) is a switch with no value, so VoiceOver never says On or Off: set "
      + "accessibilityValue to \"1\" or \"0\" as it changes"
  }

  static func valueRepeatsLabel(_ element: OrderedElement) -> String? {
    guard let label = element.label.nonEmpty, let value = element.value.nonEmpty,
      !element.traits.contains(.toggleButton), abs(label.utf8.count - value.utf8.count) <= 8,
      !Words.firstLettersDiffer(label, value), Words.normalized(label) == Words.normalized(value)
    else { return nil }
    return "value \(Describe.quoted(value)) repeats the label, so VoiceOver says it twice: "
      + "leave the value for the state, or empty"
  }

  /// Mutually exclusive traits: (first, second, name of the pair).
  static func conflictingTraits(_ element: OrderedElement) -> String? {
    let traits = element.traits
    var conflicts: [String] = []
    if traits.contains(.searchField), traits.contains(.button) { conflicts.append("search field and button") }
    if traits.contains(.adjustable), traits.contains(.button) { conflicts.append("adjustable and button") }
    if traits.contains(.button), traits.contains(.link) { conflicts.append("button and link") }
    if traits.contains(.header) {
      // Each control a heading cannot be, named once: a switch's or a tab's button is the switch, a
      // search field's text entry the search field.
      var controls = traits.intersection([
        .toggleButton, .tabBarItem, .searchField, .textEntry, .adjustable, .button, .link,
      ])
      if !controls.isDisjoint(with: [.toggleButton, .tabBarItem]) { controls.remove(.button) }
      if controls.contains(.searchField) { controls.remove(.textEntry) }
      // Named as the other pairs name traits: `adjustable`, not the `adjustable element` of a name.
      let names: [(AccessibilityTraits, String)] = [
        (.toggleButton, "switch"), (.tabBarItem, "tab"), (.searchField, "search field"),
        (.textEntry, "text field"), (.adjustable, "adjustable"), (.button, "button"), (.link, "link"),
      ]
      for (control, name) in names where controls.contains(control) {
        conflicts.append("header and \(name)")
      }
    }
    if traits.contains(.header), traits.contains(.image) {
      // A heading names a section in words; an image that heads one needs text beside it.
      conflicts.append("header and image")
    }
    guard !conflicts.isEmpty else { return nil }
    return "has the traits \(conflicts.joined(separator: "; ")), which exclude each other: keep the one "
      + "that says what it does"
  }
}

/// How messages name elements and traits.
enum Describe {
  /// `'Save'`, else its value, else its kind, as heard (without invisible marks, also where a rule
  /// compares elements as the app wrote them). The value of a control whose value is its state (a
  /// switch, a text field's text, a slider's level, a tab's badge) names nothing: it changes with a
  /// tap or a keystroke, and a baseline would lose the finding; the control is named by its kind.
  static func name(_ element: OrderedElement) -> String {
    if let label = element.label.nonEmpty { return Describe.quoted(label.droppingInvisibles) }
    if let value = element.value.nonEmpty?.droppingInvisibles, !isState(element) {
      return Describe.quoted(value)
    }
    // With neither, VoiceOver says the hint in the label's place (rules §4.6).
    if element.value.nonEmpty == nil, let hint = element.hint.nonEmpty {
      return Describe.quoted(hint.droppingInvisibles)
    }
    return "an unlabelled " + (firstTraitName(element.traits) ?? "element")
  }

  /// `'text'`, at most 80 characters and 200 Unicode scalars of it: a message quoting a label of
  /// thousands (React Native containers join all their texts), or of a few characters piled with
  /// combining marks, would be unreadable in a log.
  static func quoted(_ text: String) -> String {
    guard text.utf8.count > 80 else { return "'" + text + "'" }
    /// The longest start within both limits, and whether that is the whole text.
    func start(characters limit: Int, scalars budget: Int) -> (Substring, isWhole: Bool) {
      var end = text.startIndex
      var count = 0
      var scalars = 0
      for character in text {
        count += 1
        scalars += character.unicodeScalars.count
        if count > limit || scalars > budget { return (text[..<end], false) }
        end = text.index(after: end)
      }
      return (text[...], true)
    }
    if start(characters: 80, scalars: 200).isWhole { return "'" + text + "'" }
    return "'" + start(characters: 79, scalars: 199).0 + "…'"
  }

  /// Whether an element's value is its state (`LabelRules.valueIsState`).
  static func isState(_ element: OrderedElement) -> Bool {
    !element.traits.isDisjoint(with: LabelRules.valueIsState)
  }

  static func firstTraitName(_ traits: AccessibilityTraits) -> String? {
    let names: [(AccessibilityTraits, String)] = [
      (.toggleButton, "switch"), (.tabBarItem, "tab"), (.backButton, "back button"),
      (.searchField, "search field"), (.textEntry, "text field"), (.adjustable, "adjustable element"),
      (.button, "button"), (.link, "link"), (.image, "image"), (.header, "heading"),
    ]
    return names.first { traits.contains($0.0) }?.1
  }
}

/// An espeak-ng voice found in the installed voice data, with the languages it speaks.
public struct InstalledVoice: Hashable, Sendable, Codable {
  /// The voice's file within `espeak-ng-data/voices`, such as `gmw/de` or `gmw/en-US`; selects it.
  public var identifier: String
  /// The voice's display name, such as `German` or `English_(America)`.
  public var name: String
  /// The languages the voice speaks, best first, as espeak-ng lists them (lower case, `en-gb`).
  public var languages: [Language]

  /// One language of a voice: espeak-ng's priority (lower is better) and tag.
  public struct Language: Hashable, Sendable, Codable {
    /// espeak-ng's preference for this voice in this language; lower is better.
    public var priority: Int
    /// The language, lower case (`en-gb`).
    public var tag: String

    /// A language entry as espeak-ng lists it.
    public init(priority: Int, tag: String) {
      self.priority = priority
      self.tag = tag
    }
  }

  /// A voice as espeak-ng lists it.
  public init(identifier: String, name: String, languages: [Language]) {
    self.identifier = identifier
    self.name = name
    self.languages = languages
  }

  /// The voice with espeak-ng's variant `variant` (`f3`): selected as `gmw/en-US+f3`.
  func with(variant: String) -> InstalledVoice {
    InstalledVoice(identifier: base + "+" + variant, name: name, languages: languages)
  }

  /// The identifier without a variant: what the voice's limits are known by.
  var base: String { identifier.split(separator: "+", maxSplits: 1).first.map(String.init) ?? identifier }

  /// The voice's main language, such as `de` or `en-us`.
  public var primaryLanguage: String { languages.first?.tag ?? identifier }

  /// mbrola voices are listed but their data is not installed (selecting one forks a process and leaves
  /// the voice half-changed), and variants only modify another voice: neither is ever chosen.
  var isSelectable: Bool {
    !identifier.hasPrefix("mb/") && !identifier.hasPrefix("!v/")
      && !languages.contains { $0.tag == "variant" }
  }
}

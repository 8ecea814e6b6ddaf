import VosimReadingOrder

/// The word table of a run of elements that share a language, looked up once per run.
struct LanguageRun {
  let screenLanguage: String
  /// The language of the current run: the element's own, else the screen's.
  private(set) var language: String
  /// The words of the current run; read in place (a copy of a table is thirty retains).
  private(set) var table: WordTable

  init(screenLanguage: String) {
    self.screenLanguage = screenLanguage
    language = screenLanguage
    table = UtteranceBuilder.table(for: screenLanguage, screenLanguage: screenLanguage)
  }

  /// Makes `table` the element's (its language's, else the screen's; see `UtteranceBuilder.utterance`).
  /// Takes the element's `language` alone: an element passed whole from the line workers' buffer was
  /// copied first.
  mutating func select(elementLanguage: String?) {
    let elementLanguage = elementLanguage.nonEmpty ?? screenLanguage
    guard elementLanguage != language else { return }
    language = elementLanguage
    table = UtteranceBuilder.table(for: language, screenLanguage: screenLanguage)
  }
}

import VosimModel
import VosimReadingOrder

/// Builds each element's utterance from the reading order: the entry point of the utterance stage.
public struct UtteranceBuilder: Sendable {
  /// What the builder speaks.
  public struct Configuration: Hashable, Sendable {
    /// VoiceOver's "Speak Hints": off drops the hint segment (a promoted hint still reads as the label).
    public var speaksHints: Bool

    public init(speaksHints: Bool = true) {
      self.speaksHints = speaksHints
    }
  }

  public var configuration: Configuration

  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// The utterances of every element, in reading order.
  public func utterances(for result: ReadingOrderResult) -> [Utterance] {
    var utterances: [Utterance] = []
    utterances.reserveCapacity(result.elements.count)
    forEachUtterance(in: result) { utterances.append($0) }
    return utterances
  }

  /// Hands each utterance to `body` in reading order without keeping them, so a transcript of a
  /// million elements is written without holding a million utterances.
  public func forEachUtterance(
    in result: ReadingOrderResult, _ body: (Utterance) throws -> Void
  ) rethrows {
    try forEachUtterance(in: result, elements: result.elements.indices, body)
  }

  /// `forEachUtterance(in:_:)` for the elements at `range` of the order only, without copying them:
  /// one core's share of a large screen.
  public func forEachUtterance(
    in result: ReadingOrderResult, elements range: Range<Int>, _ body: (Utterance) throws -> Void
  ) rethrows {
    var words = LanguageRun(screenLanguage: result.language)
    for element in result.elements[range] {
      words.select(elementLanguage: element.language)
      try body(
        Utterance(
          element: element, language: words.language,
          isLanguageAssumed: !result.isLanguageDeclared && element.language.nonEmpty == nil,
          // An undeclared screen language is no voice's: `--voice` stands in for it, as for the device's.
          screenLanguage: result.isLanguageDeclared ? result.language : "",
          segments: segments(for: element, words: words.table)))
    }
  }

  /// The utterance of one element. Its words come from the element's language when vosim has that
  /// table, else from the screen's, else English; `Utterance.language` stays the element's, for the voice.
  public func utterance(for element: OrderedElement, screenLanguage: String) -> Utterance {
    let language = element.language.nonEmpty ?? screenLanguage
    let table = Self.table(for: language, screenLanguage: screenLanguage)
    return Utterance(
      element: element, language: language, screenLanguage: screenLanguage,
      segments: segments(for: element, words: table))
  }

  static func table(for language: String, screenLanguage: String) -> WordTable {
    WordTable.known(language) ?? WordTable.for(screenLanguage)
  }
}

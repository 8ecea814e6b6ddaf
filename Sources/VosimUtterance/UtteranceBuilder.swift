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
    result.elements.map { utterance(for: $0, screenLanguage: result.language) }
  }

  /// The utterance of one element.
  public func utterance(for element: OrderedElement, screenLanguage: String) -> Utterance {
    let table = WordTable.for(element.language ?? screenLanguage)
    return Utterance(
      element: element, language: element.language ?? screenLanguage,
      segments: segments(for: element, words: table))
  }
}

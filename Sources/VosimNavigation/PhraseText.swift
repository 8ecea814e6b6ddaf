import VosimReadingOrder
import VosimUtterance

/// A text VoiceOver says on its own, rendered with the transcript's period rules (`Off.`, `60%.`,
/// `Headings.`): one value segment through the utterance stage's renderer.
enum PhraseText {
  static func line(_ text: String) -> String {
    Utterance(element: OrderedElement(), language: "", segments: [Segment(.value, text)]).text
  }
}

import VosimModel
import VosimReadingOrder
import VosimUtterance

extension Utterance {
  /// The utterance as a listener hears it: its element's label, value and hint and its segments
  /// without invisible marks (direction marks and isolates around localized or interpolated text,
  /// zero-width spaces). The rules read this, so `⁨Edit⁩` and `Edit` are the same label, and
  /// `‏ic_close` still an identifier.
  var heard: Utterance {
    let element = element
    // Field by field, without gathering them: this runs for every element.
    guard
      element.label?.mayHoldInvisibleMarks == true || element.value?.mayHoldInvisibleMarks == true
        || element.hint?.mayHoldInvisibleMarks == true
        || segments.contains(where: \.text.mayHoldInvisibleMarks)
    else { return self }
    var heard = self
    heard.element.label = element.label?.droppingInvisibles
    heard.element.value = element.value?.droppingInvisibles
    heard.element.hint = element.hint?.droppingInvisibles
    for index in heard.segments.indices {
      heard.segments[index].text = heard.segments[index].text.droppingInvisibles
    }
    return heard
  }
}

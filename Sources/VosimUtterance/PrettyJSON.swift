import Foundation

/// The one style of the JSON documents vosim writes through `JSONEncoder` (reports, timelines,
/// baselines, SARIF, and the JSON transcript `TranscriptJSONWriter` reproduces): pretty-printed, keys
/// sorted, slashes left alone, ending in a line break.
package enum PrettyJSON {
  package static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// `document` as text. vosim's documents hold strings, whole numbers and finite fractions, which
  /// always encode; one that did not would give `{}` rather than a crash.
  package static func text(_ document: some Encodable) -> String {
    guard let data = try? encoder().encode(document) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

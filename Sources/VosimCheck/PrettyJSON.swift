import Foundation

/// The JSON reports of this module (`CheckReport.json`, `CaptureComparison.json`) as one encoder
/// writes them: pretty-printed, keys sorted, slashes left alone, ending in a line break.
enum PrettyJSON {
  static func text(_ document: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

import Foundation
import VosimModel
import VosimReadingOrder

/// Writes a reading order as the JSON transcript, piece by piece: exactly the text `JSONEncoder`
/// makes of its `TranscriptDocument` (pretty-printed, sorted keys, slashes unescaped), without ever
/// holding the document.
///
/// `JSONEncoder` builds the whole document in memory first, many times the transcript's size on a
/// million-element screen. Here each element's object is rendered on every core, as the text lines
/// are (`UtteranceBuilder.forEachLine`), and handed over in order. Plain strings and whole numbers are
/// written directly; anything that needs escaping or a fraction goes through `JSONEncoder` itself, so
/// the bytes never depend on rewriting its formatting rules. A test compares the two on every Sample,
/// on random screens and on strings and numbers chosen to need each rule.
public struct TranscriptJSONWriter: Sendable {
  public var builder: UtteranceBuilder

  public init(builder: UtteranceBuilder = UtteranceBuilder()) {
    self.builder = builder
  }

  /// The encoder whose output this writer reproduces.
  public static func makeEncoder() -> JSONEncoder { PrettyJSON.encoder() }

  /// Hands the document to `body` in consecutive pieces (no final newline).
  ///
  /// `inputWarnings` are what the reader noticed (unknown keys, ignored traits), listed first with the
  /// kind `input`, so that the JSON holds every warning the run gave.
  ///
  /// Throws before writing anything when a frame holds a number JSON cannot (infinite or NaN: the
  /// readers refuse those, a screen built in code might not), as `JSONEncoder` would refuse it.
  public func write(
    _ result: ReadingOrderResult, inputWarnings: [String] = [], _ body: (String) throws -> Void
  ) throws {
    let isFinite = { (frame: Frame) in
      frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
    }
    if let element = result.elements.first(where: { $0.frame.map { !isFinite($0) } ?? false }) {
      throw NonFiniteFrame(path: element.path.description)
    }
    try body("{\n  \"elements\" : [\n")
    var isFirst = true
    try builder.forEachRendering(in: result, EntryRendering()) { piece in
      try body(isFirst ? piece : ",\n" + piece)
      isFirst = false
    }
    var version = "\n  ],\n  \"systemVersion\" : "
    Self.appendString(result.systemVersion.description, to: &version)
    try body(version + ",\n  \"warnings\" : [\n")
    let warnings =
      inputWarnings.map { TranscriptDocument.Warning(kind: "input", message: $0, paths: []) }
      + TranscriptDocument(utterances: [], warnings: result.warnings).warnings
    for (index, warning) in warnings.enumerated() {
      var text = index == 0 ? "" : ",\n"
      Self.append(warning, to: &text)
      try body(text)
    }
    try body("\n  ]\n}")
  }

  /// An element's frame holds a number JSON cannot represent.
  public struct NonFiniteFrame: Error, Equatable, CustomStringConvertible {
    /// The element's source path.
    public var path: String
    public var description: String { "the frame of \(path) is not four finite numbers" }
  }

  /// One element's object, at the indentation of the `elements` array.
  static func entry(_ element: borrowing OrderedElement, language: String, segments: [Segment]) -> String {
    var out = "    {\n      \"class\" : "
    appendString(element.className, to: &out)
    if let frame = element.frame {
      out += ",\n      \"frame\" : [\n        "
      appendNumber(frame.x, to: &out)
      out += ",\n        "
      appendNumber(frame.y, to: &out)
      out += ",\n        "
      appendNumber(frame.width, to: &out)
      out += ",\n        "
      appendNumber(frame.height, to: &out)
      out += "\n      ]"
    }
    if let identifier = element.identifier {
      out += ",\n      \"identifier\" : "
      appendString(identifier, to: &out)
    }
    out += ",\n      \"language\" : "
    appendString(language, to: &out)
    out += ",\n      \"path\" : "
    appendString(element.path.description, to: &out)
    out += ",\n      \"position\" : "
    out += String(element.position)
    out += ",\n      \"segments\" : ["
    if segments.isEmpty { out += "\n" }
    for (index, segment) in segments.enumerated() {
      out += index == 0 ? "\n        {\n          \"kind\" : \"" : ",\n        {\n          \"kind\" : \""
      out += segment.kind.rawValue
      out += "\",\n          \"text\" : "
      appendString(segment.text, to: &out)
      out += "\n        }"
    }
    out += "\n      ],\n      \"text\" : "
    appendString(PhraseRenderer.line(of: segments), to: &out)
    out += "\n    }"
    return out
  }

  /// One warning's object, at the indentation of the `warnings` array.
  static func append(_ warning: TranscriptDocument.Warning, to out: inout String) {
    out += "    {\n      \"kind\" : "
    appendString(warning.kind, to: &out)
    out += ",\n      \"message\" : "
    appendString(warning.message, to: &out)
    out += ",\n      \"paths\" : ["
    if warning.paths.isEmpty { out += "\n" }
    for (index, path) in warning.paths.enumerated() {
      out += index == 0 ? "\n        " : ",\n        "
      appendString(path, to: &out)
    }
    out += "\n      ]\n    }"
  }

  /// A string as `JSONEncoder` writes it: as it is between quotes when nothing in it needs escaping
  /// (no quote, backslash or control character; slashes are left alone), else through the encoder.
  static func appendString(_ value: String, to out: inout String) {
    var value = value
    let plain = value.withUTF8 { bytes in
      !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }
    if plain {
      out += "\""
      out += value
      out += "\""
    } else {
      out += fragment(value)
    }
  }

  /// A frame's number as `JSONEncoder` writes it (`Frame.encode(to:)`): a whole number of fewer than
  /// sixteen digits as an integer (negative zero as `0`), anything else (fractions, exponents) through
  /// the encoder.
  static func appendNumber(_ value: Double, to out: inout String) {
    if value == value.rounded(), abs(value) < 1e15 {
      out += String(Int64(value))
    } else {
      out += fragment(value)
    }
  }

  /// One value encoded alone, exactly as it appears inside a document. Cannot fail: a string always
  /// encodes, and `write` refuses non-finite numbers before anything is rendered.
  private static func fragment(_ value: some Encodable) -> String {
    // swift-format-ignore: NeverUseForceTry
    String(decoding: try! makeEncoder().encode(value), as: UTF8.self)
  }
}

/// One element's object of the JSON transcript.
private struct EntryRendering: ElementRendering {
  func render(_ element: borrowing OrderedElement, language: String, segments: [Segment]) -> String {
    TranscriptJSONWriter.entry(element, language: language, segments: segments)
  }
}

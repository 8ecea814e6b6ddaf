import Foundation
import Testing
import VosimModel
import VosimReadingOrder

@testable import VosimUtterance

/// `TranscriptJSONWriter` streams what `JSONEncoder` makes of a `TranscriptDocument`: the two must give
/// the same bytes for every string, number and shape, in the serial path and in parallel batches.
@Suite struct TranscriptJSONWriterTests {
  /// What `vosim transcript --format json` printed before the writer: the whole document encoded.
  static func encoded(_ result: ReadingOrderResult, _ builder: UtteranceBuilder = UtteranceBuilder()) throws
    -> String
  {
    let document = TranscriptDocument(
      utterances: builder.utterances(for: result), warnings: result.warnings,
      systemVersion: result.systemVersion)
    return String(decoding: try TranscriptJSONWriter.makeEncoder().encode(document), as: UTF8.self)
  }

  static func written(_ result: ReadingOrderResult, _ builder: UtteranceBuilder = UtteranceBuilder()) throws
    -> String
  {
    var text = ""
    try TranscriptJSONWriter(builder: builder).write(result) { text += $0 }
    return text
  }

  /// Compares line by line, so a failure names the first line that differs instead of two megabytes.
  static func expectSame(
    _ result: ReadingOrderResult, _ builder: UtteranceBuilder = UtteranceBuilder(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let expected = try encoded(result, builder)
    let actual = try written(result, builder)
    guard actual != expected else { return }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let index =
      zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expectedLines.count, actualLines.count)
    Issue.record(
      """
      line \(index + 1) differs: \
      \(String(reflecting: index < actualLines.count ? String(actualLines[index]) : "<end>")), \
      JSONEncoder wrote \(String(reflecting: index < expectedLines.count ? String(expectedLines[index]) : "<end>"))
      """, sourceLocation: sourceLocation)
  }

  /// Strings that need each escaping rule, and some that need none but look as if they might.
  static let strings = [
    "Plain", "", " ", "Say \"cheese\"", "C:\\Photos", "a/b/c", "Line one\nLine two", "Tab\there", "CR\r",
    "\u{8}\u{c}", "\u{1}\u{1f}", "\u{7f}", "Zwölf Äpfel", "日本語", "😀👍🏽", "end\u{2028}", "\u{200f}rtl",
    "</script>", "{\"json\": [1]}", "trailing\\",
  ]

  /// Numbers on both sides of each formatting rule: whole, fraction, exponent, negative zero.
  static let numbers: [Double] = [
    0, -0.0, 1, -1, 16, 0.5, -3.25, 1 / 3, 123_456_789.123, 1e-7, 999_999_999_999_999, 1e15, 1e16, 1e20,
    -1e20, 5e-324, .greatestFiniteMagnitude,
  ]

  @Test func everyStringAndNumberRule() throws {
    var elements: [OrderedElement] = []
    for (index, text) in Self.strings.enumerated() {
      let number = Self.numbers[index % Self.numbers.count]
      elements.append(
        OrderedElement(
          position: index, path: NodePath.root.appending(.subview(index)), className: text,
          identifier: index % 3 == 0 ? nil : text,
          frame: Frame(
            x: number, y: -number, width: Self.numbers[(index + 5) % Self.numbers.count], height: 44),
          label: text, value: index % 2 == 0 ? text : nil, hint: index % 4 == 0 ? text : nil,
          traits: .button, language: index % 5 == 0 ? text : nil))
    }
    for (index, number) in Self.numbers.enumerated() {
      elements.append(
        OrderedElement(
          position: elements.count, path: NodePath.root.appending(.part("segments", index)),
          frame: Frame(x: number, y: number, width: number, height: number), label: "n\(index)"))
    }
    try Self.expectSame(ReadingOrderResult(elements: elements, language: "en-US"))
  }

  /// Negative zero is `0`, as the screen format (`convert`) writes it: the same frame reads the same in
  /// both files.
  @Test func negativeZeroIsZero() throws {
    let element = OrderedElement(
      position: 0, path: .root, frame: Frame(x: -0.0, y: -0.0, width: 10, height: -0.0), label: "A")
    let result = ReadingOrderResult(elements: [element], language: "en-US")
    try Self.expectSame(result)
    #expect(
      try Self.written(result).contains(
        "\"frame\" : [\n        0,\n        0,\n        10,\n        0\n      ]"))
  }

  /// An element without frame, identifier or segments, and an empty order.
  @Test func emptyShapes() throws {
    let bare = OrderedElement(position: 0, path: .root, className: "UIView")
    try Self.expectSame(ReadingOrderResult(elements: [bare], language: "en-US"))
    try Self.expectSame(ReadingOrderResult(elements: [], language: "en-US"))
    #expect(
      try Self.written(ReadingOrderResult(elements: [], language: "en-US")) == """
        {
          "elements" : [

          ],
          "systemVersion" : "26",
          "warnings" : [

          ]
        }
        """)
  }

  /// The document says which iOS version's VoiceOver was simulated.
  @Test func theAssumedSystemVersion() throws {
    let result = ReadingOrderResult(elements: [], language: "en-US", systemVersion: SystemVersion("18.5")!)
    try Self.expectSame(result)
    #expect(try Self.written(result).contains("\"systemVersion\" : \"18.5\""))
  }

  @Test func warningsWithAndWithoutPaths() throws {
    let element = OrderedElement(position: 0, path: NodePath.root.appending(.subview(0)), label: "A")
    let warnings = [
      ReadingOrderWarning(
        kind: .ambiguousOrder, paths: [element.path, NodePath.root.appending(.subview(1))],
        names: ["A", "Say \"B\""]),
      ReadingOrderWarning(kind: .ambiguousOrder, paths: [], names: ["empty group", "C\\D"]),
    ]
    try Self.expectSame(ReadingOrderResult(elements: [element], warnings: warnings, language: "en-US"))
    try Self.expectSame(ReadingOrderResult(elements: [], warnings: warnings, language: "de-DE"))
  }

  /// 40,000 elements of every segment kind and three languages: parallel batches, handed over in order.
  @Test(arguments: [true, false])
  func manyElementsInParallelBatches(speaksHints: Bool) throws {
    let builder = UtteranceBuilder(configuration: .init(speaksHints: speaksHints))
    try Self.expectSame(ForEachLineTests.result(count: 40_000), builder)
  }

  /// A frame JSON cannot hold: refused before anything is written, naming the element.
  @Test func aNonFiniteFrameIsRefusedBeforeAnyOutput() {
    let path = NodePath.root.appending(.subview(7))
    for number in [Double.infinity, -.infinity, .nan] {
      let elements = [
        OrderedElement(position: 0, path: .root, frame: Frame(x: 0, y: 0, width: 10, height: 10), label: "A"),
        OrderedElement(position: 1, path: path, frame: Frame(x: 0, y: number, width: 10, height: 10)),
      ]
      var pieces = 0
      #expect(throws: TranscriptJSONWriter.NonFiniteFrame(path: "root.subviews[7]")) {
        try TranscriptJSONWriter().write(ReadingOrderResult(elements: elements, language: "en-US")) { _ in
          pieces += 1
        }
      }
      #expect(pieces == 0)
    }
  }
}

import Testing
import VosimModel
import VosimReadingOrder

@testable import VosimUtterance

/// `forEachLine` builds lines on several threads in batches (serial below 4,096 elements, 16,384 per
/// batch): whatever the batching, it must hand over the lines `utterances(for:)` gives, in order.
@Suite struct ForEachLineTests {
  struct Stop: Error, Equatable {
    let line: String
  }

  /// Element `index` of a screen that mixes every kind of segment, and languages in runs of varying
  /// length, so the word table changes inside batches and inside each worker's share of a batch.
  static func element(_ index: Int) -> OrderedElement {
    let labels: [String?] = [
      "Play", "Wi-Fi", nil, "", "Why?", "Line one\nLine two", "Zwölf", "Back", "Volume", "Title ", "Wait…",
    ]
    let values: [String?] = [nil, "1", "13 percent", nil, "Ada\r\nLovelace", "0", "", "Done."]
    let hints: [String?] = [nil, "Starts playback.", nil, "Opens the menu", "end\u{2028}"]
    let traits: [AccessibilityTraits] = [
      .button, .header, [.button, .toggleButton], .adjustable, [], .staticText, [.button, .notEnabled],
      [.selected, .tabBarItem, .button], [.textEntry, .isEditing], [.button, .backButton], .link, .image,
      [.textEntry, .secureTextField],
    ]
    let contexts: [[ElementContext]] = [
      [], [.series(index: index % 6 + 1, count: 6)], [.listStart], [], [.landmarkEnd],
      [.semanticGroup(label: "Group \(index)")], [],
    ]
    var element = OrderedElement(
      position: index, label: labels[index % labels.count].map { $0.isEmpty ? $0 : "\($0) \(index)" },
      value: values[index % values.count], hint: hints[index % hints.count],
      traits: traits[index % traits.count], customActions: index % 9 == 0 ? ["Share", "Delete"] : [],
      customContent: index % 17 == 0
        ? [CustomContent(label: "Date", value: "May \(index % 28 + 1)", importance: .high)]
        : index % 19 == 0 ? [CustomContent(label: "Size", value: "2 MB")] : [],
      contexts: contexts[index % contexts.count])
    if index % 5 == 0 { element.value = "1" }  // a toggle's "On" now and then
    // Runs of German and Russian of irregular length, a tag vosim has no table for, and an empty tag
    // that means the screen's.
    switch index % 1_000 {
    case 10..<40, 400..<401: element.language = "de-DE"
    case 100..<350, 402..<403: element.language = "ru"
    case 500..<510: element.language = "fr"
    case 600..<605: element.language = ""
    default: break
    }
    return element
  }

  static func result(count: Int, language: String = "en-US") -> ReadingOrderResult {
    ReadingOrderResult(elements: (0..<count).map(element), language: language)
  }

  static func lines(_ builder: UtteranceBuilder, _ result: ReadingOrderResult) -> [String] {
    var lines: [String] = []
    builder.forEachLine(in: result) { lines.append($0) }
    return lines
  }

  /// 40,000 elements: two full parallel batches and a partial one.
  @Test(arguments: [true, false])
  func manyElementsGiveTheUtterancesLines(speaksHints: Bool) {
    let builder = UtteranceBuilder(configuration: .init(speaksHints: speaksHints))
    let result = Self.result(count: 40_000)
    let expected = builder.utterances(for: result).map(\.text)
    let lines = Self.lines(builder, result)
    #expect(lines.count == expected.count)
    if let index = zip(lines, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
      Issue.record(
        "element \(index): \(String(reflecting: lines[index])), expected \(String(reflecting: expected[index]))"
      )
    }
    // The fixture really switches word tables, so the comparison is not of English lines only.
    #expect(lines[10] == "Wait… 10: 1. Hyperlink.")
    #expect(lines[100] == "Wi-Fi 100: 1. Кнопка назад. Начало списка.")
    #expect(lines[1_010] == "Title  1010: 1. Zurück Taste. Anfang der Liste.")
  }

  /// Past the serial limit with a German screen, whose elements switch to English only by a known tag.
  @Test func aScreenLanguageOtherThanEnglish() {
    let builder = UtteranceBuilder()
    let result = Self.result(count: 5_000, language: "de")
    #expect(Self.lines(builder, result) == builder.utterances(for: result).map(\.text))
  }

  @Test func noElementsNoLines() {
    var calls = 0
    UtteranceBuilder().forEachLine(in: Self.result(count: 0)) { _ in calls += 1 }
    #expect(calls == 0)
  }

  @Test func oneElement() {
    let result = ReadingOrderResult(
      elements: [OrderedElement(label: "Wi-Fi", value: "1", traits: [.button, .toggleButton])],
      language: "en-US")
    #expect(
      Self.lines(UtteranceBuilder(), result) == ["Wi-Fi. Switch Button. On. Double tap to toggle setting."])
    #expect(
      Self.lines(UtteranceBuilder(configuration: .init(speaksHints: false)), result)
        == ["Wi-Fi. Switch Button. On."])
  }

  /// The first throw ends the walk, in the serial path and in a later parallel batch alike.
  @Test(arguments: [(100, 0), (100, 57), (40_000, 16_384), (40_000, 20_000)])
  func aThrowingBodyStopsAtTheFirstThrow(count: Int, stopAt: Int) {
    let builder = UtteranceBuilder()
    let result = Self.result(count: count)
    let expected = builder.utterances(for: result)[stopAt].text
    var calls = 0
    #expect(throws: Stop(line: expected)) {
      try builder.forEachLine(in: result) { line in
        calls += 1
        if calls == stopAt + 1 { throw Stop(line: line) }
        if calls > stopAt + 1 { throw Stop(line: "called again after the throw") }
      }
    }
    #expect(calls == stopAt + 1)
  }
}

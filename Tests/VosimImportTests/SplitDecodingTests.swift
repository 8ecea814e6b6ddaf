import Foundation
import Testing
import VosimModel
import VosimTestSupport

@testable import VosimImport

/// A screen file read on two cores must read exactly as on one: the same screen, the same warnings in
/// the same order, the same first error at the same place.
@Suite struct SplitDecodingTests {
  /// Reads on one core, whatever the size.
  private let serial = ScreenDecoder(minimumSplitBytes: .max)
  /// Splits every file that has a place to split.
  private let split = ScreenDecoder(minimumSplitBytes: 0, waitsForSplit: true)

  /// `{"root": {"subviews": [...]}}` with one section per line.
  private func screen(_ sections: [String], rootTail: String = "", lineEnd: String = "\n") -> String {
    "{\"device\":{\"idiom\":\"phone\"},\(lineEnd)\"root\":{\"class\":\"UIView\",\"subviews\":[\(lineEnd)"
      + sections.joined(separator: ",\(lineEnd)")
      + "]\(rootTail)},\(lineEnd)\"language\":\"en-US\"}\(lineEnd)"
  }

  private func section(_ index: Int, extra: String = "") -> String {
    """
    {"class":"UIView","frame":[0,\(index * 100),390,100],"accessibilityIdentifier":"section\(index)"\(extra),\
    "subviews":[{"class":"UILabel","text":"Title \(index)","frame":[16,\(index * 100),200,40]},\
    {"class":"UISwitch","isOn":true,"accessibilityLabel":"Sync \(index)","frame":[300,\(index * 100),51,31]}]}
    """
  }

  /// What one decoder makes of a file: the whole document (compared node by node), or the error.
  private enum Outcome: Equatable {
    case document(ScreenDocument)
    case error(String)

    var error: String? {
      if case .error(let text) = self { text } else { nil }
    }

    var warnings: [String] {
      if case .document(let document) = self { document.warnings.map(\.description) } else { [] }
    }
  }

  private func outcome(_ decoder: ScreenDecoder, _ bytes: [UInt8]) -> Outcome {
    do {
      return .document(try decoder.decode(bytes))
    } catch {
      return .error("\(error.position.map(\.description) ?? "-") \(error.errorDescription ?? "")")
    }
  }

  /// Decodes both ways, expects the same outcome, and returns it with whether the tail was handed over.
  private func compare(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> (outcome: Outcome, split: Bool) {
    let bytes = Array(text.utf8)
    let one = outcome(serial, bytes)
    let two = outcome(split, bytes)
    #expect(one == two, sourceLocation: sourceLocation)
    let used = (try? split.decodeReportingSplit(bytes).split) != nil
    return (two, used)
  }

  private func splitPoint(_ text: String) -> SubviewSplit? {
    Array(text.utf8).withUnsafeBufferPointer {
      SubviewSplit.find(
        in: $0, from: .init(offset: 0, line: 1, lineStart: 0, depth: 0),
        target: Int(Double($0.count) * SubviewSplit.target))
    }
  }

  @Test func findsTheRootSubviewNearestTheTarget() throws {
    let text = screen((0..<10).map { section($0) })
    let bytes = Array(text.utf8)
    let found = try #require(splitPoint(text))
    #expect(found.parentPath == [])
    #expect(found.index == 5)
    // The checkpoint is the element's `{`, on the line the decoder counts, with the top-level object,
    // the root object and the array open.
    #expect(bytes[found.checkpoint.offset] == UInt8(ascii: "{"))
    #expect(found.checkpoint.line == 8)
    #expect(found.checkpoint.lineStart == found.checkpoint.offset)
    #expect(found.checkpoint.depth == 3)
  }

  @Test func descendsIntoTheOnlyChildThatHoldsTheTarget() throws {
    let inner =
      "{\"class\":\"UIScrollView\",\"subviews\":[\n" + (0..<10).map { section($0) }.joined(separator: ",\n")
      + "]}"
    let text = "{\"root\":{\"subviews\":[{\"class\":\"UIView\"},\n\(inner)]}}"
    let found = try #require(splitPoint(text))
    #expect(found.parentPath == [1])
    #expect(found.index == 5)
    #expect(found.level == 2)
    #expect(found.checkpoint.depth == 5)
    let compared = compare(text)
    #expect(compared.split)
    #expect(compared.outcome.error == nil)
  }

  @Test func findsNoSplitWhereThereIsNone() {
    for text in [
      "{\"root\":{\"accessibilityLabel\":\"\(String(repeating: "x", count: 500))\"}}",
      "{\"root\":{\"subviews\":[{\"class\":\"UILabel\",\"text\":\"\(String(repeating: "x", count: 500))\"}]}}",
      "[" + (0..<10).map { section($0) }.joined(separator: ",") + "]",
      "{\"root\":{\"accessibilityElements\":[" + (0..<10).map { section($0) }.joined(separator: ",") + "]}}",
    ] {
      #expect(splitPoint(text) == nil, "\(text.prefix(60))")
    }
    // The scan is lenient: where it finds a split in a malformed file, the decoder never reaches it.
    let malformed = "{\"root\":{\"subviews\":[" + (0..<10).map { section($0) }.joined(separator: " ") + "]}}"
    #expect(splitPoint(malformed) != nil)
    let compared = compare(malformed)
    #expect(!compared.split)
    #expect(compared.outcome.error?.hasPrefix("1:") == true)
  }

  @Test func readsTheSameScreenAndWarningsOnTwoCores() {
    // Unknown keys in both halves (reported once, where first seen), one only in the tail, duplicate
    // keys in the tail, refs checked in the tail and on the root against identifiers of both halves,
    // keys of the root after its subviews, CRLF line ends and a byte order mark.
    var sections = (0..<12).map { section($0) }
    sections[2] = section(2, extra: ",\"customKey\":1")
    sections[8] = section(8, extra: ",\"customKey\":2,\"tailOnlyKey\":true,\"alpha\":1,\"alpha\":0.5")
    sections[9] = """
      {"class":"UIView","accessibilityElements":[{"ref":"b9"},{"class":"UILabel","text":"inline"},{"ref":"a9"}],\
      "subviews":[{"class":"UILabel","text":"A","accessibilityIdentifier":"a9"},\
      {"class":"UILabel","text":"B","accessibilityIdentifier":"b9"}]}
      """
    let rootTail = ",\"accessibilityElements\":[{\"ref\":\"section10\"},{\"ref\":\"section1\"}],\"extra\":0"
    for lineEnd in ["\n", "\r\n", ""] {
      let text = screen(sections, rootTail: rootTail, lineEnd: lineEnd)
      for prefix in ["", "\u{FEFF}"] {
        let compared = compare(prefix + text)
        #expect(compared.split)
        #expect(compared.outcome.error == nil, "\(compared.outcome)")
        let warnings = compared.outcome.warnings.map { $0.split(separator: " ", maxSplits: 1)[1] }
        #expect(
          warnings == [
            "warning: unknown key 'customKey'", "warning: unknown key 'tailOnlyKey'",
            "warning: duplicate key 'alpha'; the last value wins", "warning: unknown key 'extra'",
          ])
      }
    }
  }

  @Test func buildsTheSameArenaOnEitherPath() throws {
    // The root and twelve sections of a view with two subviews each.
    let text = screen((0..<12).map { section($0) })
    let one = try serial.decode(text).screen
    let two = try split.decodeReportingSplit(Array(text.utf8))
    #expect(two.split != nil)
    #expect(one.nodeCount == 37)
    // Node for node, string for string, rare record for rare record: the helper's nodes appended at
    // the split are what the one reader wrote there.
    #expect(two.document.screen.nodes == one.nodes)
    #expect(two.document.screen.nodes == NodeArena(root: one.root))
  }

  @Test func reportsTheFirstErrorWhereverItIs() {
    let clean = (0..<12).map { section($0) }
    func with(_ changes: [Int: String], rootTail: String = "") -> String {
      var sections = clean
      for (index, text) in changes { sections[index] = text }
      return screen(sections, rootTail: rootTail)
    }
    let badRef = "{\"accessibilityElements\":[{\"ref\":\"nowhere\"}],\"subviews\":[]}"
    let badTrait = "{\"accessibilityTraits\":[\"buton\"]}"
    let cases: [(String, String)] = [
      // In the tail: the path counts from the split's index, the position from the file's start.
      (with([9: badRef]), "- root.subviews[9]: ref 'nowhere' names no node"),
      (with([10: badTrait]), "13:25 unknown trait 'buton'"),
      (with([11: "{\"class\":\"UIView\" \"frame\":[0,0,1,1]}"]), "expected ',' or '}'"),
      (with([7: "{\"subviews\":[1]}"]), "subviews"),
      // In the head while the tail also fails: the head's error.
      (with([1: badTrait, 9: badRef]), "4:25 unknown trait 'buton'"),
      // After the array, once the tail was taken.
      (with([:], rootTail: ",\"frame\":[1,2]"), "found 2"),
      (with([:], rootTail: ",\"accessibilityElements\":[{\"ref\":\"section99\"}]"), "section99"),
    ]
    for (text, expected) in cases {
      let compared = compare(text)
      #expect(compared.outcome.error?.contains(expected) == true, "\(compared.outcome)")
    }
  }

  @Test func mergesTheWarningCapExactly() throws {
    // `count` more `alpha` keys in a section: as many duplicate-key warnings.
    let duplicates = { (count: Int) in String(repeating: ",\"alpha\":1", count: count + 1) }
    // More warnings after the split than are kept: the helper gives up and the head reads on alone.
    let many = screen((0..<40).map { section($0, extra: duplicates(60)) })
    #expect(splitPoint(many) != nil)
    let gaveUp = compare(many)
    #expect(!gaveUp.split)
    #expect(gaveUp.outcome.warnings.count == ScreenDecoder.maximumWarnings + 1)
    #expect(gaveUp.outcome.warnings.last?.hasSuffix("1400 more warnings not shown") == true)
    // 990 before the split and 30 after: the cap falls in the helper's share.
    let near = screen(
      (0..<40).map {
        section($0, extra: $0 < 18 ? duplicates(55) : $0 == 30 || $0 == 31 ? duplicates(15) : "")
      })
    let merged = compare(near)
    #expect(merged.split)
    #expect(merged.outcome.warnings.count == ScreenDecoder.maximumWarnings + 1)
    #expect(merged.outcome.warnings.last?.hasSuffix("20 more warnings not shown") == true)
  }

  @Test func randomDamageReadsTheSameOnTwoCores() {
    // Bytes dropped, doubled or replaced anywhere in a valid file: whichever error (or screen) one
    // reader finds, two find the same.
    var sections = (0..<16).map { section($0) }
    sections[3] = section(3, extra: ",\"customKey\":1")
    sections[12] = section(12, extra: ",\"customKey\":1,\"other\":[1,{\"x\":\"]\"}]")
    let text = Array(screen(sections, rootTail: ",\"accessibilityElements\":[{\"ref\":\"section14\"}]").utf8)
    let replacements = Array("{}[],:\"\\ 0aé".utf8)
    var random = SplitMix64(seed: 7)
    var splits = 0
    for _ in 0..<400 {
      var damaged = text
      let at = Int.random(in: 0..<damaged.count, using: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: damaged.remove(at: at)
      case 1: damaged.insert(damaged[at], at: at)
      default: damaged[at] = replacements[Int.random(in: 0..<replacements.count, using: &random)]
      }
      let one = outcome(serial, damaged)
      let two: Outcome
      do {
        let result = try split.decodeReportingSplit(damaged)
        two = .document(result.document)
        if result.split != nil { splits += 1 }
      } catch {
        two = .error("\(error.position.map(\.description) ?? "-") \(error.errorDescription ?? "")")
      }
      #expect(one == two, "damage at \(at)")
    }
    // Most damage leaves the split's structure alone.
    #expect(splits > 100)
  }
}

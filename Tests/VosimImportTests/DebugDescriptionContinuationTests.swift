import Testing
import VosimModel

@testable import VosimImport

/// A label that runs over many lines is read by advancing its quote scans line by line and parsing the
/// text once when it closes. These tests hold that to the plain rule: parse the text again after every
/// line until no field is open.
@Suite struct DebugDescriptionContinuationTests {
  /// Pieces a quoted field's text is made of: quotes that can and cannot close it, known and unknown
  /// keys, flags, frames and values.
  private static let pieces = [
    "'", "', ", ", ", "label: '", "identifier: '", "title: '", "x: '", "value: v", "Selected", ", Selected",
    ", Disabled", "{{1, 2}, {3, 4}}", ", {{1, 2}, {3, 4}}", "a", "b c", "it's", ", hitPoint: {1, 2}", "'x",
    ", label: 'L', ", ", pid: 3", "a", "b c", "it's", "'x", "d",
  ]

  /// A line as the reader takes it: without the spaces and tabs at its end.
  private static func trimmed(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }

  /// The plain rule: the element, and how many continuation lines it took; or the error.
  private static func plainReading(_ first: String, _ continuation: [String]) -> Result<
    (DumpElement, Int), ImportError
  > {
    let position = SourcePosition(line: 5, column: 7)
    let first = trimmed(first)
    let continuation = continuation.map(trimmed)
    do {
      var text = first
      var node = DumpElement(type: "", line: position.line)
      var pending = try DebugDescriptionReader.parse(bytes: Array(text.utf8), at: position, into: &node)
      var used = 0
      while let open = pending {
        guard used < continuation.count else {
          throw ImportError.unterminatedQuote(field: open.key, at: open.opening)
        }
        text += "\n" + continuation[used]
        used += 1
        pending = try DebugDescriptionReader.parse(bytes: Array(text.utf8), at: position, into: &node)
      }
      return .success((node, used))
    } catch let error as ImportError {
      return .failure(error)
    } catch {
      return .failure(.unknownFormat)
    }
  }

  private static let header = """
    Attributes: Application, 0x1, pid: 1, label: 'App'
    Element subtree:
     →Application, 0x1, pid: 1, label: 'App'
        Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
    """

  @Test func randomContinuationsReadAsParsingAgainAfterEveryLine() throws {
    var generator = Generator(seed: 18)
    var closedEarly = 0
    var unterminated = 0
    for round in 0..<5_000 {
      let opening = ["label: '", "identifier: '", "x: '"][generator.next(3)]
      var first = "Button, 0x3, " + opening
      for _ in 0..<generator.next(3) { first += Self.pieces[generator.next(Self.pieces.count)] }
      let continuation = (0..<(1 + generator.next(6))).map { _ in
        (0..<(1 + generator.next(4))).map { _ in Self.pieces[generator.next(Self.pieces.count)] }.joined()
      }
      let expected = Self.plainReading(first, continuation)
      // The lines the element takes, then a sibling that proves the reader went on after them.
      let used = (try? expected.get().1) ?? continuation.count
      if used < continuation.count { closedEarly += 1 }
      var neverCloses = false
      if case .failure(.unterminatedQuote) = expected { neverCloses = true }
      // A field that never closes would run on into the sibling: the text ends instead.
      let lines = [Self.header, "      " + first] + continuation.prefix(used)
      let document =
        lines.joined(separator: "\n") + "\n" + (neverCloses ? "" : "      Other, 0x9, label: 'After'\n")
      let read = Result { () throws(ImportError) in try DebugDescriptionReader().read(Array(document.utf8)) }
      switch (expected, read) {
      case (.success((let node, let count)), .success(let tree)):
        #expect(tree.nodes.count == 4, "round \(round)")
        guard tree.nodes.count == 4 else { continue }
        let element = tree.nodes[2]
        #expect(element.label == node.label, "round \(round): \(document)")
        #expect(element.identifier == node.identifier, "round \(round)")
        #expect(element.value == node.value, "round \(round)")
        #expect(element.frame == node.frame, "round \(round)")
        #expect(
          element.isSelected == node.isSelected && element.isEnabled == node.isEnabled, "round \(round)")
        #expect(tree.nodes[3].line == 6 + count, "round \(round)")
      case (.failure(let error), .failure(let readError)):
        if case .unterminatedQuote = error { unterminated += 1 }
        // The reader names text after a closing quote that kept the field open, where the plain reading
        // only knows the field never closes.
        if case .unterminatedQuote(let field, _) = error, case .strayTextAfterQuote(_, field, _) = readError {
          continue
        }
        #expect(error == readError, "round \(round): \(document)")
      default:
        Issue.record("round \(round): plain \(expected), reader \(read): \(document)")
      }
    }
    // The generator met both outcomes: fields closing before the last line, and fields never closing.
    #expect(closedEarly > 100)
    #expect(unterminated > 100)
  }
}

/// SplitMix64, so a failing round reproduces.
private struct Generator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}

import Dispatch
import Foundation
import VosimReadingOrder

extension UtteranceBuilder {
  /// The transcript line (`Utterance.text`) of every element, handed to `body` in reading order.
  ///
  /// Lines are built in batches on every core and handed over in order as each batch completes: a
  /// million-element transcript is written in a fraction of the time, never holding its utterances.
  public func forEachLine(in result: ReadingOrderResult, _ body: (String) throws -> Void) rethrows {
    try forEachRendering(in: result, { _, _, segments in PhraseRenderer.line(of: segments) }, body)
  }

  /// What `render` makes of every element (from the element, its language and its segments), handed
  /// to `body` in reading order; `render` runs on several threads at once.
  func forEachRendering(
    in result: ReadingOrderResult,
    _ render: @Sendable (borrowing OrderedElement, _ language: String, _ segments: [Segment]) -> String,
    _ body: (String) throws -> Void
  ) rethrows {
    // The workers read the elements through an unsafe buffer: its subscript lends an element in place,
    // where the array's getter made a copy of each (a dozen retains and releases).
    try result.elements.withUnsafeBufferPointer { buffer in
      try forEachRendering(of: ElementInput(buffer: buffer), screenLanguage: result.language, render, body)
    }
  }

  private func forEachRendering(
    of elements: ElementInput, screenLanguage: String,
    _ render: @Sendable (borrowing OrderedElement, _ language: String, _ segments: [Segment]) -> String,
    _ body: (String) throws -> Void
  ) rethrows {
    let total = elements.buffer.count
    let workers = total < Self.serialLimit ? 1 : max(1, ProcessInfo.processInfo.activeProcessorCount)
    var lines = [String](repeating: "", count: min(Self.batchSize, total))
    var start = 0
    while start < total {
      let count = min(Self.batchSize, total - start)
      lines.withUnsafeMutableBufferPointer { buffer in
        let output = LineOutput(buffer: buffer)
        let batchStart = start
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
          var words = LanguageRun(screenLanguage: screenLanguage)
          // One segment buffer per worker, emptied for each element: an array per element was one
          // more allocation, and the workers share the allocator.
          var segments: [Segment] = []
          segments.reserveCapacity(16)
          for offset in (count * worker / workers)..<(count * (worker + 1) / workers) {
            // `pointee` lends the element in place; the buffer's subscript copied it.
            let element = elements.buffer.baseAddress! + batchStart + offset
            words.select(elementLanguage: element.pointee.language)
            segments.removeAll(keepingCapacity: true)
            appendSegments(for: element.pointee, words: words.table, to: &segments)
            output.buffer[offset] = render(element.pointee, words.language, segments)
          }
        }
      }
      for offset in 0..<count { try body(lines[offset]) }
      start += count
    }
  }

  /// Elements per batch: enough to keep the cores busy, few enough lines held at once.
  private static let batchSize = 16_384
  /// Below this many elements the threads cost more than they save.
  private static let serialLimit = 4_096
}

/// The elements, read by several workers at once.
private struct ElementInput: @unchecked Sendable {
  let buffer: UnsafeBufferPointer<OrderedElement>
}

/// The batch's lines, written by several workers at once, each at its own offsets.
private struct LineOutput: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<String>
}

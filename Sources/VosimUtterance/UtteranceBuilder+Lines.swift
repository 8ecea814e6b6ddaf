import Dispatch
import Foundation
import VosimReadingOrder

/// What the line workers make of each element: its transcript line, its JSON object. A type rather
/// than a closure, so each rendering is specialized into the workers and reads the element in place
/// (a closure taking the element was handed a copy of it, a dozen retains and releases).
protocol ElementRendering: Sendable {
  func render(_ element: borrowing OrderedElement, language: String, segments: [Segment]) -> String
}

/// The transcript line of `vosim transcript`.
struct LineRendering: ElementRendering {
  func render(_ element: borrowing OrderedElement, language: String, segments: [Segment]) -> String {
    PhraseRenderer.line(of: segments)
  }
}

extension UtteranceBuilder {
  /// The transcript line (`Utterance.text`) of every element, handed to `body` in reading order.
  ///
  /// Lines are built in batches on every core and handed over in order as each batch completes: a
  /// million-element transcript is written in a fraction of the time, never holding its utterances.
  public func forEachLine(in result: ReadingOrderResult, _ body: (String) throws -> Void) rethrows {
    try forEachRendering(in: result, LineRendering(), body)
  }

  /// What `rendering` makes of every element (from the element, its language and its segments),
  /// handed to `body` in reading order; `rendering` runs on several threads at once.
  func forEachRendering<Rendering: ElementRendering>(
    in result: ReadingOrderResult, _ rendering: Rendering, _ body: (String) throws -> Void
  ) rethrows {
    try result.elements.withUnsafeBufferPointer { buffer in
      try forEachRendering(of: ElementInput(buffer: buffer), screenLanguage: result.language, rendering, body)
    }
  }

  private func forEachRendering<Rendering: ElementRendering>(
    of elements: ElementInput, screenLanguage: String, _ rendering: Rendering,
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
            output.buffer[offset] = rendering.render(
              element.pointee, language: words.language, segments: segments)
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

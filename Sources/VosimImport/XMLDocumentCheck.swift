import Foundation
import VosimModel

/// The checks a page source passes before libxml2 reads a byte of it: valid UTF-8 (unless transcoded
/// from UTF-16, which cannot be otherwise), then `WebDriverAgentXMLReader.refuseUnsupportedMarkup`.
///
/// A document longer than one chunk is checked on a thread of its own, a chunk ahead of the parser:
/// the parser waits for each chunk to pass (`waitUntilChecked(_:)`) before libxml2 is given it, so the
/// parse of one chunk runs beside the check of the next. The answer is the one checking the whole
/// document first would give: an invalid byte anywhere wins over a markup error, and either wins over
/// what the parser found (`result()`, which waits for the whole document).
final class XMLDocumentCheck: @unchecked Sendable {
  private let condition = NSCondition()
  /// How many bytes from the start have passed; guarded by `condition`, like the next two.
  private var checked = 0
  /// Set when the check fails: nothing more passes.
  private var failed = false
  /// Set once the whole document is checked, with the error if there is one.
  private var outcome: Result<Void, ImportError>?

  init(_ document: [UInt8], validatesUTF8: Bool, chunkSize: Int) {
    guard document.count > chunkSize else {
      let result = Result { () throws(ImportError) in try Self.check(document, validatesUTF8: validatesUTF8) }
      checked = document.count
      failed = (try? result.get()) == nil
      outcome = result
      return
    }
    let thread = Thread { [self] in
      let result = Result { () throws(ImportError) in
        try check(document, validatesUTF8: validatesUTF8, chunkSize: chunkSize)
      }
      condition.withLock {
        if (try? result.get()) == nil { failed = true }
        outcome = result
        condition.broadcast()
      }
    }
    thread.start()
  }

  /// Waits until the first `count` bytes have passed; false when the check failed before them.
  func waitUntilChecked(_ count: Int) -> Bool {
    condition.withLock {
      while checked < count, !failed, outcome == nil { condition.wait() }
      return !failed
    }
  }

  /// Waits for the whole document to be checked, and throws what it failed on.
  func result() throws(ImportError) {
    let outcome = condition.withLock {
      while self.outcome == nil { condition.wait() }
      return self.outcome!
    }
    try outcome.get()
  }

  /// The whole check at once.
  private static func check(_ document: [UInt8], validatesUTF8: Bool) throws(ImportError) {
    if validatesUTF8 { try WebDriverAgentXMLReader.refuseInvalidUTF8(document) }
    try WebDriverAgentXMLReader.refuseUnsupportedMarkup(document)
  }

  /// The check a chunk at a time, each published as it passes. After a markup error the rest is still
  /// validated, since an invalid byte further on is the answer.
  private func check(_ document: [UInt8], validatesUTF8: Bool, chunkSize: Int) throws(ImportError) {
    var markup = WebDriverAgentXMLReader.MarkupScan(document)
    var markupError: ImportError?
    var offset = 0
    while offset < document.count {
      var stop = min(offset + chunkSize, document.count)
      if validatesUTF8 {
        // Back to the start of a character (at most three bytes), so that each stretch is whole.
        var steps = 0
        while stop < document.count, steps < 3, document[stop] & 0xC0 == 0x80 {
          stop -= 1
          steps += 1
        }
        guard WebDriverAgentXMLReader.isValidUTF8(document[offset..<stop]) else {
          // The line and column of the first invalid byte, from the start.
          return try Self.check(document, validatesUTF8: true)
        }
      }
      if markupError == nil {
        do { try markup.scan(upTo: stop) } catch { markupError = error }
      }
      offset = stop
      let passed = offset
      let ok = markupError == nil
      condition.withLock {
        if ok { checked = passed } else { failed = true }
        condition.broadcast()
      }
    }
    if let markupError { throw markupError }
  }
}

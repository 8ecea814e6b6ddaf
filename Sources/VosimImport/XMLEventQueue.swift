import CLibXML2
import Foundation
import VosimModel

/// What libxml2 reported while parsing, in document order: the thread that runs libxml2 records it, the
/// one that builds the tree replays it, so the tree, the first error and where the parse stopped are
/// the same whichever thread runs ahead.
enum XMLEvent {
  /// A start tag: its name's number (`XMLName`), where its attribute values start in the batch's
  /// `values`, and libxml2's position after it. Nothing here is reference-counted: the two threads
  /// share no object they would both count.
  case start(name: Int, values: Int, at: SourcePosition)
  case end
  /// libxml2's first error that is not a warning, with its line and column.
  case syntaxError(xmlParserErrors, line: Int, column: Int)
  /// Markup vosim refuses that stopped libxml2 (an entity declaration).
  case refusal(ImportError)
}

/// A run of events, with the attribute values of their start tags and the element names they are the
/// first to use.
struct XMLEventBatch {
  var events: [XMLEvent] = []
  var newNames: [String] = []
  var values = XMLAttributeValues(count: WebDriverAgentTreeBuilder.Attribute.allCases.count)
}

extension XMLEventBatch {
  /// An empty batch with room for what `previous` held: the next is about as big, so its storage is
  /// reserved once rather than grown from empty.
  init(after previous: XMLEventBatch) {
    events.reserveCapacity(previous.events.count)
    values = XMLAttributeValues(sizedLike: previous.values)
  }
}

/// Hands batches of events from the parsing thread to the building one, in order. With a capacity the
/// parser waits while that many batches are unread; the builder stops the parser by `stop()` after an
/// error, and reads on until `close` so the parser is never left waiting. The parser also waits for the
/// markup check (`WebDriverAgentXMLReader.refuseUnsupportedMarkup`): libxml2 only sees checked bytes.
final class XMLEventQueue: @unchecked Sendable {
  /// How libxml2's parse ended, set by `close`.
  struct End {
    /// libxml2 read the whole document, or failed only because it ended early.
    var finished = true
    /// What libxml2 returned when it stopped, and where it stood.
    var status = XML_ERR_OK
    var position = SourcePosition(line: 1, column: 1)
  }

  private let condition = NSCondition()
  private let capacity: Int
  private var batches: [XMLEventBatch] = []
  /// The next batch to read in `batches`.
  private var head = 0
  private var isStopped = false
  private var end: End?
  /// How many bytes the markup check has passed.
  private var checked = 0

  /// `capacity`: the most batches held unread (`Int.max` when one thread parses, then builds).
  init(capacity: Int) {
    self.capacity = capacity
  }

  /// Adds a batch, waiting while the queue is full; false once the builder has stopped (the batch is
  /// dropped).
  func push(_ batch: XMLEventBatch) -> Bool {
    locked {
      while batches.count - head >= capacity, !isStopped { condition.wait() }
      guard !isStopped else { return false }
      batches.append(batch)
      condition.broadcast()
      return true
    }
  }

  /// Lets the parser read the first `count` bytes.
  func allow(_ count: Int) {
    locked {
      checked = max(checked, count)
      condition.broadcast()
    }
  }

  /// Waits until the first `count` bytes are checked; false once the builder has stopped.
  func waitUntilChecked(_ count: Int) -> Bool {
    locked {
      while checked < count, !isStopped { condition.wait() }
      return !isStopped
    }
  }

  /// Ends the parser's side: no batch comes after this.
  func close(_ end: End) {
    locked {
      self.end = end
      condition.broadcast()
    }
  }

  /// The next batch, waiting for it; nil once the parser has closed and every batch is read.
  func pop() -> XMLEventBatch? {
    locked {
      while head == batches.count, end == nil { condition.wait() }
      guard head < batches.count else { return nil }
      // The slot lets go of the batch, so the builder alone holds it.
      var batch = XMLEventBatch()
      swap(&batch, &batches[head])
      head += 1
      if head == batches.count {
        batches.removeAll(keepingCapacity: true)
        head = 0
      }
      condition.broadcast()
      return batch
    }
  }

  /// Tells the parser to stop: what it finds from now on is not read.
  func stop() {
    locked {
      isStopped = true
      batches.removeAll()
      head = 0
      condition.broadcast()
    }
  }

  /// How the parse ended; call after `pop()` returned nil.
  var ending: End { locked { end ?? End() } }

  private func locked<Value>(_ body: () -> Value) -> Value {
    condition.lock()
    defer { condition.unlock() }
    return body()
  }
}

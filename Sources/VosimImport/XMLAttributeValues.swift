/// The values of the attributes a reader asked `XMLPushParser` for, as UTF-8 bytes, for a run of
/// elements: a reader turns into a String only the values it keeps as text, and reads numbers and flags
/// from the bytes.
///
/// An attribute is known by the position of its name in the list the reader gave. The subscript reads
/// the element whose values start at `first`; a batch of the parser's events shares one store.
struct XMLAttributeValues {
  /// The values one after another.
  private var bytes: [UInt8] = []
  /// Where each asked-for attribute's value lies in `bytes`, `count` per element; nil when the element
  /// has no such attribute.
  private var ranges: [Range<Int>?] = []
  private let count: Int
  /// Where the element the subscript reads starts in `ranges`.
  var first = 0

  init(count: Int) {
    self.count = count
  }

  /// An empty store with room for as many values as `other` holds.
  init(sizedLike other: XMLAttributeValues) {
    count = other.count
    bytes.reserveCapacity(other.bytes.count)
    ranges.reserveCapacity(other.ranges.count)
  }

  /// The value of the attribute at `position` in the list of names asked for.
  subscript(position: Int) -> ArraySlice<UInt8>? {
    ranges[first + position].map { bytes[$0] }
  }

  /// Starts the next element, with no values yet: `first` becomes its start.
  mutating func beginElement() {
    first = ranges.count
    ranges.append(contentsOf: repeatElement(nil, count: count))
  }

  /// Stores the value of the current element's attribute at `position`; a later value replaces an
  /// earlier one.
  mutating func set(_ position: Int, to value: some Collection<UInt8>) {
    let start = bytes.count
    bytes.append(contentsOf: value)
    ranges[first + position] = start..<bytes.count
  }
}

/// The values of one element's attributes that a reader asked `XMLPushParser` for, as UTF-8 bytes: a
/// reader turns into a String only the values it keeps as text, and reads numbers and flags from the
/// bytes.
///
/// An attribute is known by the position of its name in the list the reader gave. The parser reuses one
/// instance for every element, so its storage is allocated once per document.
struct XMLAttributeValues {
  /// The values one after another.
  private var bytes: [UInt8] = []
  /// Where each asked-for attribute's value lies in `bytes`; nil when the element has no such attribute.
  private var ranges: [Range<Int>?]

  init(count: Int) {
    ranges = Array(repeating: nil, count: count)
  }

  /// The value of the attribute at `position` in the list of names asked for.
  subscript(position: Int) -> ArraySlice<UInt8>? {
    ranges[position].map { bytes[$0] }
  }

  /// Stores the value of the attribute at `position`; a later value replaces an earlier one.
  mutating func set(_ position: Int, to value: some Collection<UInt8>) {
    let start = bytes.count
    bytes.append(contentsOf: value)
    ranges[position] = start..<bytes.count
  }

  /// Forgets every value, keeping the storage for the next element.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    for position in ranges.indices { ranges[position] = nil }
  }
}

import CLibXML2

/// Turns libxml2's view of a start tag into what `XMLPushParser` gives the builder: the element's
/// name, numbered, and the values of the attributes the builder reads. One value for the whole parse, so
/// that each distinct name is made into a String once.
///
/// Names are remembered by libxml2's pointer when libxml2's dictionary owns it: the dictionary keeps
/// each name at one address, unchanged, until the parse ends, so the same pointer is the same name.
struct XMLStartTagReader {
  /// The names of the attributes the builder reads, NUL-terminated like libxml2's.
  private let attributeNames: [[UInt8]]
  /// Attribute names met, with their positions in `attributeNames` (-1: not read).
  private var knownAttributes = NameTable()
  /// Element names by their numbers, from 0 in the order they first appear: `knownElements` gives the
  /// number for libxml2's pointers, `elementNumbers` for the text of a name not in libxml2's dictionary.
  private(set) var elementNames: [String] = []
  private var knownElements = NameTable()
  private var elementNumbers: [String: Int] = [:]

  init(attributeNames: [String]) {
    self.attributeNames = attributeNames.map { Array($0.utf8) + [0] }
  }

  /// Reads the tag's name, returning its number in `elementNames`, and adds its attributes' values to
  /// `values`, as the next element's.
  /// `attributes` holds five pointers per attribute: local name, prefix, namespace URI, value start,
  /// value end.
  mutating func read(
    _ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?,
    attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int, dictionary: xmlDictPtr?,
    into values: inout XMLAttributeValues
  ) -> Int {
    values.beginElement()
    if let attributes {
      for index in stride(from: 0, to: count * 5, by: 5) {
        guard let name = attributes[index], let start = attributes[index + 3], let end = attributes[index + 4]
        else { continue }
        if let prefix = attributes[index + 1], prefix.pointee != 0 { continue }
        let position = attributePosition(name, dictionary: dictionary)
        if position >= 0 { values.set(position, to: UnsafeBufferPointer(start: start, count: end - start)) }
      }
    }
    return elementName(localName, prefix: prefix, dictionary: dictionary)
  }

  /// The position of an attribute's name in the builder's list; -1 when the builder does not read it.
  private mutating func attributePosition(_ name: UnsafePointer<xmlChar>, dictionary: xmlDictPtr?) -> Int {
    if let known = knownAttributes[name] { return known }
    let position = attributeNames.firstIndex { xmlStrEqual($0, name) != 0 } ?? -1
    if xmlDictOwns(dictionary, name) == 1 { knownAttributes.insert(name, position) }
    return position
  }

  private mutating func elementName(
    _ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, dictionary: xmlDictPtr?
  ) -> Int {
    if prefix == nil, let known = knownElements[localName] { return known }
    var text = String(cString: localName)
    if let prefix { text = String(cString: prefix) + ":" + text }
    let number = elementNumbers[text] ?? elementNames.count
    if number == elementNames.count {
      elementNames.append(text)
      elementNumbers[text] = number
    }
    if prefix == nil, xmlDictOwns(dictionary, localName) == 1 { knownElements.insert(localName, number) }
    return number
  }
}

/// A number for each of libxml2's name pointers met, in an open-addressed table: a Dictionary would
/// hash every pointer with SipHash, which cost more than the rest of reading a start tag. A page source
/// has a few dozen names; past half the slots, names are not added, and are matched by their bytes again.
private struct NameTable {
  private var slots = [(name: UnsafePointer<xmlChar>?, number: Int)](repeating: (nil, 0), count: 512)
  private var count = 0

  subscript(name: UnsafePointer<xmlChar>) -> Int? {
    var slot = Self.slot(of: name)
    while let stored = slots[slot].name {
      if stored == name { return slots[slot].number }
      slot = (slot + 1) % slots.count
    }
    return nil
  }

  mutating func insert(_ name: UnsafePointer<xmlChar>, _ number: Int) {
    guard count < slots.count / 2 else { return }
    var slot = Self.slot(of: name)
    while let stored = slots[slot].name {
      if stored == name { return }
      slot = (slot + 1) % slots.count
    }
    slots[slot] = (name, number)
    count += 1
  }

  /// Fibonacci hashing: the top 9 bits of the address times 2⁶⁴/φ, so names stored next to each other
  /// spread over the table.
  private static func slot(of name: UnsafePointer<xmlChar>) -> Int {
    Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: name)) &* 0x9E37_79B9_7F4A_7C15) >> 55)
  }
}

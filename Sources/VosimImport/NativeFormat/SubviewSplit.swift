import VosimModel

/// Where a big screen file is cut in two, so a second core reads the second part: an element of a
/// `subviews` array a little past the middle of the file.
///
/// Found in one forward pass that only follows strings and brackets (much faster than decoding) and
/// stops soon after its target: it follows the chain of node objects from `root` through
/// `subviews` arrays, and takes an element boundary of that chain near the target, in the shallowest
/// array that has one. The pass trusts nothing: on anything unexpected it finds no split and the file
/// is read on one core. The decoder hands over only when its own reading reaches exactly this element
/// at this place, so a split found in a malformed or surprising file is simply never used.
struct SubviewSplit: Sendable, Equatable {
  /// The subview indices from the root down to the node whose `subviews` array is cut.
  var parentPath: [Int]
  /// The first element of that array the second reader takes.
  var index: Int
  /// That element's `{`, and the scanner's state there.
  var checkpoint: JSONScanner.Checkpoint

  /// How many nodes are open on the decoder's stack when it reaches the element: the parent and its
  /// ancestors.
  var level: Int { parentPath.count + 1 }

  /// Where the cut is aimed, as a share of the file: past the middle, since the second reader first
  /// scans up to the cut (faster than decoding) before it decodes the rest.
  static let target = 0.55
  /// The split is taken only this close to the target, as a share of the file: a lopsided cut gains
  /// little over one core.
  static let tolerance = 0.2

  /// The split of the document at `start` (a fresh scanner's checkpoint) nearest byte `target`, or nil.
  static func find(
    in bytes: UnsafeBufferPointer<UInt8>, from start: JSONScanner.Checkpoint, target: Int
  ) -> SubviewSplit? {
    guard let base = bytes.baseAddress else { return nil }
    var scan = StructureScan(base: base, end: bytes.count, from: start)
    return scan.split(target: target, slack: Int(Double(bytes.count) * tolerance))
  }
}

/// The pass behind `SubviewSplit`: one forward pass over strings and brackets that knows only which
/// containers are nodes reached from `root` through `subviews` arrays (the chain) and where each of
/// those arrays' current element starts. It stops once past the target and its slack.
private struct StructureScan {
  /// What an open container is.
  private enum Kind: UInt8 {
    case other, topLevel, chainNode, chainArray
  }

  /// A `subviews` array of the chain: the element being read and where it starts.
  private struct ChainArray {
    var index: Int
    var start: JSONScanner.Checkpoint
  }

  /// What the last key read names, for the value after it.
  private enum Key {
    case none, root, subviews
  }

  let base: UnsafePointer<UInt8>
  let end: Int
  var offset: Int
  var line: Int
  var lineStart: Int
  private var kinds: [Kind] = []
  private var arrays: [ChainArray] = []

  init(base: UnsafePointer<UInt8>, end: Int, from start: JSONScanner.Checkpoint) {
    self.base = base
    self.end = end
    offset = start.offset
    line = start.line
    lineStart = start.lineStart
  }

  private var checkpoint: JSONScanner.Checkpoint {
    JSONScanner.Checkpoint(offset: offset, line: line, lineStart: lineStart, depth: kinds.count)
  }

  /// The split at an element boundary of the chain within `slack` of `target`: in the shallowest array
  /// that has one (the second reader reads to the end of that array, so a shallow one gives it the
  /// most), the nearer of the two around the target.
  mutating func split(target: Int, slack: Int) -> SubviewSplit? {
    kinds.reserveCapacity(64)
    var key = Key.none
    var best: SubviewSplit?
    var passed = false
    while true {
      skipWhitespace()
      guard offset < end else { return best }
      if !passed && offset >= target {
        passed = true
        // The elements being read in the open arrays started before the target: the shallowest.
        best = arrays.indices.first { isBoundary(arrays[$0], near: target, slack: slack) }.map {
          split(at: $0)
        }
      }
      if passed && offset > target + slack { return best }
      switch base[offset] {
      case UInt8(ascii: "\""):
        guard let (start, stop) = skipString() else { return best }
        skipWhitespace()
        guard offset < end, base[offset] == UInt8(ascii: ":") else {
          key = .none
          continue
        }
        offset += 1
        switch kinds.last {
        case .topLevel: key = equals(start, stop, "root") ? .root : .none
        case .chainNode: key = equals(start, stop, "subviews") ? .subviews : .none
        default: key = .none
        }
      case UInt8(ascii: "{"):
        offset += 1
        switch kinds.last {
        case nil: kinds.append(.topLevel)
        case .chainArray: kinds.append(.chainNode)
        case .topLevel where key == .root: kinds.append(.chainNode)
        default: kinds.append(.other)
        }
        key = .none
      case UInt8(ascii: "["):
        offset += 1
        if kinds.last == .chainNode && key == .subviews {
          kinds.append(.chainArray)
          skipWhitespace()
          arrays.append(ChainArray(index: 0, start: checkpoint))
        } else {
          kinds.append(.other)
        }
        key = .none
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        offset += 1
        guard let closed = kinds.popLast() else { return best }
        if closed == .chainArray { arrays.removeLast() }
        if kinds.isEmpty { return best }
        key = .none
      case UInt8(ascii: ","):
        offset += 1
        key = .none
        guard kinds.last == .chainArray else { continue }
        skipWhitespace()
        let level = arrays.count - 1
        arrays[level].index += 1
        arrays[level].start = checkpoint
        // A boundary after the target: taken in a shallower array than the best so far, or in the same
        // one when nearer. The root's own array is the shallowest: its first one ends the search.
        if passed && isBoundary(arrays[level], near: target, slack: slack) {
          if isBetter(level, than: best, target: target) { best = split(at: level) }
          if level == 0 { return best }
        }
      default:
        // A number or a literal, up to the next delimiter.
        offset += 1
        key = .none
        while offset < end {
          switch base[offset] {
          case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x09, 0x0D: break
          default:
            offset += 1
            continue
          }
          break
        }
      }
    }
  }

  /// Whether a chain array's current element starts a possible split: not the first, a node object,
  /// near the target.
  private func isBoundary(_ array: ChainArray, near target: Int, slack: Int) -> Bool {
    array.index >= 1 && abs(array.start.offset - target) <= slack && array.start.offset < end
      && base[array.start.offset] == UInt8(ascii: "{")
  }

  /// Whether the element starting in the chain array at `level` makes a better split than `best`: in a
  /// shallower array, or in the same one and nearer the target.
  private func isBetter(_ level: Int, than best: SubviewSplit?, target: Int) -> Bool {
    guard let best else { return true }
    if level + 1 != best.level { return level + 1 < best.level }
    return abs(arrays[level].start.offset - target) < abs(best.checkpoint.offset - target)
  }

  /// The split before the element being read in the chain array at `level`.
  private func split(at level: Int) -> SubviewSplit {
    SubviewSplit(
      parentPath: arrays[..<level].map(\.index), index: arrays[level].index, checkpoint: arrays[level].start)
  }

  private mutating func skipWhitespace() {
    JSONBytes.skipWhitespace(base, &offset, end: end, line: &line, lineStart: &lineStart)
  }

  private func equals(_ start: Int, _ stop: Int, _ name: StaticString) -> Bool {
    let count = name.utf8CodeUnitCount
    guard stop - start == count else { return false }
    for index in 0..<count where base[start + index] != name.utf8Start[index] { return false }
    return true
  }

  /// Moves past the string at `offset`; the bounds of its raw content. Nil at a raw control character
  /// or the end, which the decoder rejects anyway.
  private mutating func skipString() -> (Int, Int)? {
    offset += 1
    let start = offset
    while true {
      offset = JSONBytes.plainTextEnd(base, from: offset, end: end)
      guard offset < end else { return nil }
      switch base[offset] {
      case UInt8(ascii: "\""):
        offset += 1
        return (start, offset - 1)
      case UInt8(ascii: "\\"): offset += 2
      case 0..<0x20: return nil
      default: offset += 1
      }
    }
  }
}

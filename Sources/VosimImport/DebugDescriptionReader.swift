import VosimModel

/// Reads XCTest's `debugDescription` text: each `Element subtree:` section (several when WebDriverAgent's
/// `format=description` joins windows with blank lines), stopping at `Path to element:` and
/// `Query chain:`, whose lines repeat elements and must not be counted twice.
///
/// Tolerant of Xcode 9 (`Main Window`, `traits: <mask>`), unescaped quotes inside labels, labels running
/// over several lines and unquoted values containing commas; strict about indentation.
struct DebugDescriptionReader {
  func read(_ bytes: [UInt8]) throws(ImportError) -> DumpTree {
    // lldb prints `p app.debugDescription` as one escaped string literal: read what it holds.
    let lines = try Self.lines(try SwiftStringLiteral.contents(of: bytes) ?? bytes)
    var tree = DumpTree(granularity: .automationTree)
    // A node a line at most: growing the array by doubling held both copies at the import's peak.
    tree.nodes.reserveCapacity(lines.count)
    var index = 0
    var sawSubtree = false
    var sawOtherSection = false
    // Where an empty dump is reported: its first `Element subtree:` header, which nothing follows.
    var firstHeader: SourcePosition?
    while index < lines.count {
      if lines[index].trimmedOfWhiteSpace() == "Element subtree:" {
        sawSubtree = true
        firstHeader =
          firstHeader
          ?? SourcePosition(
            line: index + 1, column: 1 + lines[index].prefix { $0 == " " || $0 == "\t" }.count)
        index = try readSubtree(lines, from: index + 1, into: &tree)
      } else if !sawOtherSection, Self.startsHeaderlessSubtree(lines, index),
        !sawSubtree || lines[index].contains("→")
      {
        // Subtrees pasted without their headers, one after another (a blank line between), are all
        // read; after the first, only a ` →` line starts one, not any text at column 0.
        sawSubtree = true
        index = try readSubtree(lines, from: index, into: &tree)
      } else {
        let trimmed = lines[index].trimmedOfWhiteSpace()
        if trimmed == "Path to element:" || trimmed == "Query chain:" { sawOtherSection = true }
        index += 1
      }
    }
    guard sawSubtree else { throw .noElementSubtree(at: SourcePosition(line: 1, column: 1)) }
    guard !tree.nodes.isEmpty else { throw .empty(at: firstHeader ?? SourcePosition(line: 1, column: 1)) }
    return tree
  }

  /// Reads one subtree's element lines into the arena; returns the index of the first line after it.
  private func readSubtree(_ lines: Lines, from start: Int, into tree: inout DumpTree) throws(ImportError)
    -> Int
  {
    var stack: [(depth: Int, node: Int)] = []
    // A root line pasted without its ` →` sits at column 0; its children's indentation is then read
    // from the first of them (`childIndent`), one level per `childStep` spaces.
    var arrowlessRoot = false
    var childIndent: Int?
    // A tree pasted with every line indented alike (a code block's 4 spaces): the root's ` →` stands
    // further in, and every depth is counted from it.
    var shift = 0
    // The file's last line with text: where a cut file stops, a line break or not after it.
    let lastText = lines.ranges.lastIndex { range in lines.bytes[range].contains { $0 != 0x20 && $0 != 0x09 }
    }
    var index = start
    var nextShape: (line: Int, shape: (indent: Int, hasArrow: Bool, description: Range<Int>)?)?
    // Whether an element line of this tree (no arrow) comes at or after line `from`, through any text,
    // before the subtree ends: what tells a blank line between a text view's paragraphs from the
    // block's end. Remembered over the lines scanned, so paragraph after paragraph costs one scan.
    var scanned: (from: Int, through: Int, goesOn: Bool)?
    func treeGoesOn(after from: Int) -> Bool {
      if let scanned, from >= scanned.from, from <= scanned.through { return scanned.goesOn }
      var line = from
      var goesOn = false
      while line < lines.count, !Self.endsSubtree(lines, line), !Self.isLogLine(lines, line) {
        if let shape = Self.shape(lines, line) {
          goesOn = !shape.hasArrow
          break
        }
        line += 1
      }
      scanned = (from, line, goesOn)
      return goesOn
    }
    while index < lines.count {
      let physical = lines.ranges[index]
      if Self.endsSubtree(lines, index) { break }
      if lines.bytes[physical].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
        // Blank lines separate blocks; a tree continuing after one is still read.
        var next = index + 1
        while next < lines.count, lines[next].isBlank { next += 1 }
        guard next < lines.count, !stack.isEmpty, Self.shape(lines, next) != nil, !lines[next].contains("→")
        else {
          // Text after the blank line with the tree going on below it, or an indented line that looks
          // like a mangled element, is no end: it is a line that is no element, as it would be without
          // the blank line. (Other text is the log going on after the tree.)
          if next < lines.count, !stack.isEmpty, !Self.endsSubtree(lines, next),
            Self.shape(lines, next) == nil,
            treeGoesOn(after: next) || Self.looksLikeElement(lines[next])
          {
            throw Self.noElement(lines, next)
          }
          // Said, not dropped in silence: it may be a text view's last paragraph.
          if next < lines.count, !stack.isEmpty, !Self.endsSubtree(lines, next), !Self.isLogLine(lines, next)
          {
            tree.warnings.append(
              .warning(
                "text after a blank line below the tree is not read, taken for the log going on; a text "
                  + "view's value with a blank line in it is cut there",
                at: SourcePosition(line: next + 1, column: 1)))
          }
          break
        }
        index = next
        continue
      }
      let position = SourcePosition(line: index + 1, column: 1)
      guard let shape = nextShape?.line == index ? nextShape?.shape : Self.shape(lines, index) else {
        // The test's log going on after the tree it printed.
        if Self.isLogLine(lines, index) { break }
        // `Window (Ma`: the last line cut inside the main window's mark.
        if index == lastText, let cut = Self.cutInMainMark(lines, index) { throw cut }
        throw Self.noElement(lines, index)
      }
      let column = SourcePosition(line: index + 1, column: shape.indent + 1)
      let depth: Int
      let indent = shape.indent - shift
      if shape.hasArrow {
        depth = 0
        shift = shape.indent > 1 && (shape.indent - 1) % 2 == 0 ? shape.indent - 1 : 0
      } else if shape.indent == 0, stack.isEmpty || arrowlessRoot {
        arrowlessRoot = true
        depth = 0
      } else if arrowlessRoot {
        depth = try Self.arrowlessDepth(indent: shape.indent, childIndent: &childIndent, at: column)
      } else {
        guard !stack.isEmpty else {
          throw .badIndentation("an element line before the subtree's ' →' line", at: column)
        }
        guard indent >= 4, indent % 2 == 0 else {
          throw .badIndentation(
            "\(shape.indent) spaces; child lines are indented 2·depth+2 spaces"
              + (shift > 0 ? " after the root line's \(shift) more" : ""), at: column)
        }
        depth = (indent - 2) / 2
      }
      let parentDepth = stack.last?.depth ?? 0
      guard depth <= parentDepth + 1 else {
        throw .badIndentation("\(depth - parentDepth) levels deeper than the line above", at: column)
      }
      guard depth < Screen.maximumDepth else { throw .tooDeep(limit: Screen.maximumDepth, at: column) }

      var text = Array(lines.bytes[shape.description])
      var node = DumpElement(type: "", line: position.line)
      // A cut in a field's name leaves a token that the fields' parse would skip, or a comma it refuses.
      if index == lastText, let cut = Self.cutToken(text) {
        throw Self.cutShort(text, at: cut, line: index + 1, indent: shape.indent + (shape.hasArrow ? 1 : 0))
      }
      // Where the description (`text`) starts: after the indentation and the arrow.
      let start = SourcePosition(line: index + 1, column: shape.indent + (shape.hasArrow ? 2 : 1))
      var pending = try Self.parse(bytes: text, at: start, into: &node)
      tree.noteType(node.type, at: start)
      let firstLine = index
      // A quoted field open at the end of the line goes on over the next lines. Each line only advances
      // the undecided quote scans (`resume`); the whole text is parsed again once, when it closes, so a
      // label over 100,000 lines (or a quote that never closes) costs one pass, not one per line.
      while let waiting = pending {
        index += 1
        // A label's own lines are not indented (spec §2.4): an indented element line after an open
        // quote means the quote never closes, not that the element is part of the label.
        guard index < lines.count, !Self.isIndentedElementLine(lines, index) else {
          // The text stops right after the quote, at a comma or a frame's brace: cut, not unclosed.
          if index == lines.count, let cut = Self.cutToken(text) {
            throw Self.cutShort(text, at: cut, line: index, indent: shape.indent + (shape.hasArrow ? 1 : 0))
          }
          throw Self.strayText(in: lines, firstLine..<index, after: waiting.opening, field: waiting.key)
            ?? .unterminatedQuote(field: waiting.key, at: waiting.opening)
        }
        text.append(0x0A)
        text.append(contentsOf: lines.bytes[lines.ranges[index]])
        pending = try Self.resume(waiting, in: text, at: start)
        if pending == nil {
          pending = try Self.parse(bytes: text, at: start, into: &node)
        }
      }
      // A label over several lines whose first ends in a quote of its own (`label: 'Tap 'Next'` then
      // `to continue'`) read as closed there, a quote inside it: the lines after it that are no
      // element line, up to one ending in a quote, go on with it when the whole then reads as one
      // element. (The next line's shape is kept for the loop's next turn.)
      if node.value == nil, text.last == UInt8(ascii: "'"), index + 1 < lines.count,
        node.label?.utf8.contains(UInt8(ascii: "'")) == true
      {
        func continues(_ line: Int) -> Bool {
          !lines[line].isBlank && !Self.endsSubtree(lines, line) && !Self.isLogLine(lines, line)
            && Self.shape(lines, line) == nil
            && !Self.isElementLike(lines[line])
        }
        nextShape = (index + 1, Self.shape(lines, index + 1))
        var last = index + 1
        if nextShape?.shape == nil {
          while last < lines.count, continues(last), lines.bytes[lines.ranges[last]].last != UInt8(ascii: "'")
          {
            last += 1
          }
        }
        if nextShape?.shape == nil, last < lines.count, continues(last) {
          var joined = text
          for line in (index + 1)...last {
            joined.append(0x0A)
            joined.append(contentsOf: lines.bytes[lines.ranges[line]])
          }
          var joinedNode = DumpElement(type: "", line: position.line)
          // (Read as an error or with a quote still open, the first reading stands.)
          do throws(ImportError) {
            if try Self.parse(bytes: joined, at: start, into: &joinedNode) == nil {
              (text, node, index) = (joined, joinedNode, last)
            }
          } catch {}
        }
      }
      // An unquoted value is printed raw too (a text view's text): lines that are no element line and
      // not the end of the subtree after a line that ends in its value go on with it. Blank lines do
      // too, between its paragraphs, where the tree goes on below the text after them; else they end
      // the block. (The next line's shape is kept for the loop's next turn, which would work it out
      // again.)
      while index + 1 < lines.count, let value = node.value, !Self.singleLineValueTypes.contains(node.type),
        text.reversed().starts(with: value.utf8.reversed()),
        !Self.endsSubtree(lines, index + 1), !Self.isLogLine(lines, index + 1)
      {
        var next = index + 1
        while next < lines.count, lines[next].isBlank { next += 1 }
        guard next < lines.count, !Self.endsSubtree(lines, next), !Self.isLogLine(lines, next) else { break }
        let shape = Self.shape(lines, next)
        nextShape = (next, shape)
        // A line shaped like an element (`Hi, how are you?`) that no element's indentation allows is
        // the text's; so is one indented as an element but with no address after its type (`Milk, 2
        // litres`), which every element line under an arrow has (spec §2.1).
        if let shape,
          shape.hasArrow || arrowlessRoot
            || (shape.indent - shift >= 4 && shape.indent % 2 == 0
              && Self.hasAddress(lines.bytes[shape.description]))
        {
          break
        }
        // The file's last line, indented as an element and holding only a type's first letters
        // (`Butt`): an element line cut short, which the loop's next turn names.
        if next == lastText, let shape, shape.indent - shift >= 4, shape.indent % 2 == 0,
          lines.bytes[shape.description].allSatisfy(Self.isASCIILetter)
        {
          break
        }
        if next > index + 1, !treeGoesOn(after: next) { break }
        // A mangled element line (`Bu tton, 0x4, …`, a tab in its indentation) is no text's.
        if Self.isElementLike(lines[next]) { break }
        for line in (index + 1)...next {
          text.append(0x0A)
          text.append(contentsOf: lines.bytes[lines.ranges[line]])
        }
        index = next
        _ = try Self.parse(bytes: text, at: start, into: &node)
      }
      if index == lastText, let cut = Self.cutToken(text) {
        throw Self.cutShort(text, at: cut, line: index + 1, indent: shape.indent + (shape.hasArrow ? 1 : 0))
      }
      while let last = stack.last, last.depth >= depth { stack.removeLast() }
      stack.append((depth, tree.append(consume node, parent: stack.last?.node)))
      index += 1
    }
    return index
  }

  /// The error for an element whose `text` (starting at column `indent + 1` of a line that ends at
  /// `line`) stops inside the field at `cut`.
  private static func cutShort(_ text: [UInt8], at cut: Int, line: Int, indent: Int) -> ImportError {
    let column = indent + 1 + text[..<cut].count { $0 & 0xC0 != 0x80 }
    let lineStart = text[..<cut].lastIndex(of: 0x0A).map { $0 + 1 }
    return .cutShort(
      String(decoding: text[cut...], as: UTF8.self),
      at: SourcePosition(
        line: line - text[cut...].count { $0 == 0x0A },
        column: lineStart.map { 1 + text[$0..<cut].count { $0 & 0xC0 != 0x80 } } ?? column))
  }

  /// The error for a last line cut inside a type's ` (Main)` mark (`Window (Ma`), if it is one.
  private static func cutInMainMark(_ lines: Lines, _ index: Int) -> ImportError? {
    let bytes = lines.bytes[lines.ranges[index]]
    var rest = bytes.drop { $0 == 0x20 }
    if rest.starts(with: arrow) { rest = rest.dropFirst(arrow.count) }
    let mark = rest.drop { isASCIILetter($0) }
    guard mark.count < rest.count, !mark.isEmpty, mainToken.starts(with: mark) else { return nil }
    let column = 1 + bytes[..<mark.startIndex].count { $0 & 0xC0 != 0x80 }
    return .cutShort(
      String(decoding: mark.drop { $0 == 0x20 }, as: UTF8.self),
      at: SourcePosition(line: index + 1, column: column + 1))
  }

  /// Where the last field starts when the text stops inside it: only the start of a flag, a known key's
  /// name or a frame (`Disabl`, `labe`, `{`), a key with no value (`label: `, `value: `), a comma
  /// with nothing after it, the type itself (`Butt`: a line with no field at all), or the address
  /// (`0x6`: the frame or the root's pid always follows it).
  private static func cutToken(_ c: [UInt8]) -> Int? {
    if c.last == UInt8(ascii: ",") { return c.count - 1 }
    if ends(c, c.count, comma) { return c.count - 2 }
    guard let comma = c.lastRange(of: comma)?.lowerBound else { return 0 }
    let token = c[(comma + 2)...]
    guard !token.contains(0x0A) else { return nil }
    let isHexDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte | 0x20) }
    if token.elementsEqual("0".utf8)
      || (token.starts(with: Array("0x".utf8)) && token.dropFirst(2).allSatisfy(isHexDigit))
    {
      return comma + 2
    }
    // Inside a frame: `{{20.0, 200.0}, {100.0` has commas of its own.
    if let open = c.lastRange(of: frameOpen)?.lowerBound, c[open...].firstRange(of: frameClose) == nil,
      ends(c, open, Self.comma)
    {
      return open
    }
    let keys = knownKeys.map { $0 + keyEnd }
    let started = flags + keys + [frameOpen]
    if started.contains(where: { $0.count > token.count && $0.starts(with: token) }) { return comma + 2 }
    return keys.contains { $0.elementsEqual(token) } ? comma + 2 : nil
  }

  /// Whether line `index` is an indented element line with its address (`    Button, 0x4, …`).
  private static func isIndentedElementLine(_ lines: Lines, _ index: Int) -> Bool {
    guard let shape = shape(lines, index), shape.indent > 0 || shape.hasArrow else { return false }
    var rest = lines.bytes[shape.description].drop { isASCIILetter($0) }
    if rest.starts(with: mainToken) { rest = rest.dropFirst(mainToken.count) }
    return rest.starts(with: Array(", 0x".utf8))
  }

  /// Whether a line outside any `Element subtree:` section starts a subtree pasted without that
  /// header: the root's ` →Application, 0x…` line, or the same at column 0 without the arrow.
  static func startsHeaderlessSubtree(_ lines: Lines, _ index: Int) -> Bool {
    guard let shape = shape(lines, index) else { return false }
    if shape.hasArrow { return true }
    return shape.indent == 0 && String(decoding: lines.bytes[shape.description], as: UTF8.self).contains(", ")
  }

  /// The depth of a line below a root pasted without its arrow: the first child line sets the
  /// indentation of depth 1, and each level is 2 spaces deeper (1 when that first child has 1).
  private static func arrowlessDepth(indent: Int, childIndent: inout Int?, at column: SourcePosition)
    throws(ImportError) -> Int
  {
    let base = childIndent ?? indent
    childIndent = base
    let step = base == 1 ? 1 : 2
    guard indent >= base, (indent - base) % step == 0 else {
      throw .badIndentation(
        "\(indent) spaces; below a root line at column 0 the first child has \(base) and each level \(step) more",
        at: column)
    }
    return (indent - base) / step + 1
  }

  /// The error for line `index`, which is no element line: where its text starts, or, when a tab or a
  /// no-break space indents it (a dump pasted through a chat or a web page), at that character, named,
  /// since the line itself looks right.
  private static func noElement(_ lines: Lines, _ index: Int) -> ImportError {
    let leading = lines[index].unicodeScalars.prefix { $0 == " " || $0 == "\t" || $0 == "\u{A0}" }
    if let odd = leading.firstIndex(where: { $0 != " " }) {
      let name = leading[odd] == "\t" ? "a tab" : "a no-break space (U+00A0)"
      return .badIndentation(
        "\(name); debugDescription indents with spaces",
        at: SourcePosition(line: index + 1, column: leading.distance(from: leading.startIndex, to: odd) + 1))
    }
    return .unrecognizedLine(
      lines[index].trimmedOfWhiteSpace(), at: SourcePosition(line: index + 1, column: leading.count + 1))
  }

  /// An indented line that starts with a type's capital and holds an address or a frame: a mangled
  /// element line (`Button 0x4 {{…}} label: 'Pay'`), not the log going on after the tree.
  /// Types whose value is a state or a number on one line (a switch's `1`, a slider's `50%`), never a
  /// text XCTest prints raw over several.
  private static let singleLineValueTypes: Set<String> = [
    "Switch", "Toggle", "Slider", "PageIndicator", "Stepper", "ProgressIndicator", "ActivityIndicator",
    "CheckBox", "RadioButton",
  ]

  /// A line that reads as an element's, however indented (spaces, a tab, a no-break space) or mangled:
  /// a capital letter first, an address or a frame further on. No label's or value's own line.
  private static func isElementLike(_ line: String) -> Bool {
    let text = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{A0}" }
    guard let first = text.first, first.isUppercase, first.isASCII else { return false }
    return text.contains(", 0x") || text.contains(", {{")
  }

  private static func looksLikeElement(_ line: String) -> Bool {
    let text = line.drop { $0 == " " }
    guard text.startIndex != line.startIndex, let first = text.first, first.isUppercase, first.isASCII else {
      return false
    }
    return text.contains("{{") || text.contains(" 0x")
  }

  private static func endsSubtree(_ lines: Lines, _ index: Int) -> Bool {
    // Element lines start with spaces and an arrow or a type; the section headers end with a colon.
    let range = lines.ranges[index]
    guard
      range.last.map({ lines.bytes[$0] }) == UInt8(ascii: ":")
        || lines.bytes[range].starts(with: attributesHeader)
    else { return false }
    let line = lines[index]
    let trimmed = line.trimmedOfWhiteSpace()
    return trimmed == "Path to element:" || trimmed == "Query chain:" || trimmed == "Element subtree:"
      || line.hasPrefix("Attributes:")
  }

  /// An XCTest activity log line (`    t =     3.30s Tap "Send" Button`) or a failure's
  /// (`/Users/ci/App/LoginTests.swift:42: error: …`): the test's log going on after a tree it printed,
  /// never an element's line nor a text's.
  private static func isLogLine(_ lines: Lines, _ index: Int) -> Bool {
    let line = lines.bytes[lines.ranges[index]]
    if line.first == UInt8(ascii: "/") {
      let text = String(decoding: line, as: UTF8.self)
      guard let file = text.range(of: ".swift:") else { return false }
      let rest = text[file.upperBound...].drop { $0.isASCII && $0.isNumber }
      return rest.count < text[file.upperBound...].count && rest.hasPrefix(": error: ")
    }
    var rest = line.drop { $0 == 0x20 || $0 == 0x09 }
    guard rest.first == UInt8(ascii: "t"), rest.starts(with: activityPrefix) else { return false }
    rest = rest.dropFirst(activityPrefix.count).drop { $0 == 0x20 }
    let time = rest.prefix { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") }
    rest = rest.dropFirst(time.count)
    return time.first.map { $0 != UInt8(ascii: ".") } == true && rest.first == UInt8(ascii: "s")
      && (rest.count == 1 || rest.dropFirst().first == 0x20)
  }

  private static let activityPrefix = Array("t = ".utf8)

  // MARK: - Lines

  /// A text's lines as ranges of its bytes, without line terminators. Element lines are read as bytes;
  /// lines outside the subtrees, blank lines and errors become Strings one at a time.
  struct Lines {
    let bytes: [UInt8]
    let ranges: [Range<Int>]
    var count: Int { ranges.count }

    /// Line `index` as text (the bytes are checked UTF-8).
    subscript(index: Int) -> String { String(decoding: bytes[ranges[index]], as: UTF8.self) }
  }

  /// The text's lines, without their terminators and trailing spaces; invalid UTF-8 names its line and
  /// column, as in every other reader.
  static func lines(_ bytes: [UInt8]) throws(ImportError) -> Lines {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    // No UTF-8 sequence holds a line feed, so the first invalid byte is on the first line
    // `String(validating:)` would refuse.
    if let invalid = TextBytes.firstInvalidUTF8(in: bytes, from: start) {
      throw .notUTF8(at: TextBytes.position(of: invalid, in: bytes))
    }
    // Lines end with LF or CRLF; a text with no LF at all has old Mac line ends, CR alone.
    let terminator: UInt8 = !bytes.contains(0x0A) && bytes.contains(0x0D) ? 0x0D : 0x0A
    let ranges = bytes.withUnsafeBufferPointer { buffer in
      var ranges: [Range<Int>] = []
      var lineStart = start
      while true {
        let lineFeed = buffer[lineStart...].firstIndex(of: terminator)
        var end = lineFeed ?? buffer.count
        if end > lineStart, buffer[end - 1] == 0x0D { end -= 1 }
        // Spaces and tabs at a line's end are nobody's text (an editor's or a paste's): a flag, a
        // quote or a cut is read as without them.
        while end > lineStart, buffer[end - 1] == 0x20 || buffer[end - 1] == 0x09 { end -= 1 }
        ranges.append(lineStart..<end)
        guard let lineFeed else { return ranges }
        lineStart = lineFeed + 1
      }
    }
    return Lines(bytes: bytes, ranges: ranges)
  }

  /// An element line's indentation, arrow and description (the bytes from its type on); nil when the
  /// line is not one.
  /// Whether an element description's type (and its ` (Main)` mark) is followed by `, 0x`: the
  /// snapshot's address.
  private static func hasAddress(_ description: ArraySlice<UInt8>) -> Bool {
    var rest = description.drop { isASCIILetter($0) }
    if rest.starts(with: mainToken) { rest = rest.dropFirst(mainToken.count) }
    return rest.starts(with: addressStart)
  }

  private static let addressStart = Array(", 0x".utf8)

  static func shape(_ lines: Lines, _ index: Int) -> (indent: Int, hasArrow: Bool, description: Range<Int>)? {
    let bytes = lines.bytes
    let range = lines.ranges[index]
    let indent = bytes[range].prefix { $0 == UInt8(ascii: " ") }.count
    var start = range.lowerBound + indent
    let hasArrow = bytes[start..<range.upperBound].starts(with: arrow)
    if hasArrow { start += arrow.count }
    let rest = bytes[start..<range.upperBound]
    let typeBytes = rest.prefix { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }
    guard let first = typeBytes.first, first >= 0x41, first <= 0x5A else { return nil }
    let after = rest.dropFirst(typeBytes.count)
    guard after.isEmpty || after.first == UInt8(ascii: ",") || after.starts(with: mainToken) else {
      return nil
    }
    return (indent, hasArrow, start..<range.upperBound)
  }

  // MARK: - Element descriptions

  /// A quoted field's search for the quote that closes it (`advance`'s rule), resumable when the
  /// text grows by a line: a line break matches no part of a boundary or a key, so what was decided
  /// before the old end stays decided.
  struct QuoteScan {
    var key: String
    /// The next byte to look at.
    var index: Int
    /// The last quote the field can end at so far.
    var close: Int?
    /// Where its opening quote is, for the error when it never closes.
    var opening: SourcePosition
  }

  private static let flags = ["Keyboard Focused", "Selected", "Disabled", "Focused"].map { Array($0.utf8) }
  /// Flags of newer toolchains that say nothing VoiceOver speaks: skipped, also after a value.
  private static let newerFlags = ["Hittable"].map { Array($0.utf8) }
  private static let comma = Array(", ".utf8)
  private static let frameOpen = Array("{{".utf8)
  private static let frameClose = Array("}}".utf8)
  private static let mainToken = Array(" (Main)".utf8)
  private static let mainWindow = Array("Main Window".utf8)
  private static let valueKey = Array("value: ".utf8)
  private static let quotedKeyEnd = Array(": '".utf8)
  private static let keyEnd = Array(": ".utf8)
  private static let quote = UInt8(ascii: "'")
  private static let arrow = Array("→".utf8)
  private static let attributesHeader = Array("Attributes:".utf8)

  /// Parses `TYPE[ (Main)], 0x…, {{x, y}, {w, h}}, identifier: '…', label: '…', value: …, FLAGS` into
  /// `node`, which then moves into the tree without a copy; returns the scan of a quoted field still
  /// open at the end of the text, which the next line goes on with.
  ///
  /// Works on UTF-8 bytes: every delimiter is ASCII, so text between them is cut out unchanged.
  /// `position` is where the text starts in the file; errors point into it.
  static func parse(bytes c: [UInt8], at position: SourcePosition, into node: inout DumpElement)
    throws(ImportError) -> QuoteScan?
  {
    var pos = c.prefix { isASCIILetter($0) }.count
    node = DumpElement(type: String(decoding: c[0..<pos], as: UTF8.self), line: position.line)
    if starts(c, pos, mainToken) {
      node.isMainWindow = true
      pos += mainToken.count
    }
    return try parseFields(c, from: pos, into: &node, at: position)
  }

  /// The scan of the field still open after the text grew by a line; nil when it closes in the new
  /// line and no field after it is left open (the caller then parses the whole text once more, for the
  /// node). Looks only at the new line and what follows a closing quote found in it.
  ///
  /// A field whose close moves into the new line (the last candidate before no known key, spec §2.4)
  /// needs no scan of its own: the open field after it meets the same quotes and keys in the new line,
  /// so it closes where the earlier one would, and what follows is parsed from there either way.
  static func resume(_ open: QuoteScan, in c: [UInt8], at position: SourcePosition) throws(ImportError)
    -> QuoteScan?
  {
    var scan = open
    advance(&scan, in: c)
    guard let close = scan.close else { return scan }
    var scratch = DumpElement(type: "", line: position.line)
    return try parseFields(c, from: close + 1, into: &scratch, at: position)
  }

  /// The fields from `start` on, into `node`; the scan of the quoted field the text ends inside, if any.
  private static func parseFields(
    _ c: [UInt8], from start: Int, into node: inout DumpElement, at position: SourcePosition
  ) throws(ImportError) -> QuoteScan? {
    var pos = start
    while pos < c.count {
      guard starts(c, pos, comma) else {
        throw .unrecognizedLine(
          String(decoding: c, as: UTF8.self).trimmedOfWhiteSpace(), at: place(pos, in: c, from: position))
      }
      pos += 2
      pos = afterSpaces(c, pos)
      if starts(c, pos, frameOpen) {
        let end = find(c, frameClose, from: pos).map { $0 + 2 } ?? c.count
        let frameText = c[pos..<end]
        // `{{nowhere}}`, or inf / nan coordinates (an element without a real frame, as WebDriverAgent's
        // XML writes them too): no frame.
        if !frameText.elementsEqual("{{nowhere}}".utf8), !FrameString.isNonFinite(bytes: frameText) {
          guard let frame = FrameString.parse(bytes: frameText) else {
            throw .invalidFrame(
              String(decoding: frameText, as: UTF8.self), at: place(pos, in: c, from: position))
          }
          node.frame = frame
        }
        pos = end
      } else if starts(c, pos, mainWindow), isFieldEnd(c, pos + mainWindow.count) {
        node.isMainWindow = true
        // Xcode 9 printed the main window as `Other, 0x…, Main Window` (dump-formats §2.2): a window.
        if node.type == "Other" { node.type = "Window" }
        pos += mainWindow.count
      } else if let flag = flags.first(where: { starts(c, pos, $0) && isFieldEnd(c, pos + $0.count) }) {
        apply(flag, to: &node)
        pos += flag.count
      } else if starts(c, pos, valueKey) {
        var end = c.count
        var stripped = true
        while stripped {
          stripped = false
          for flag in flags + newerFlags where end - (pos + 7) >= flag.count + 2 && ends(c, end, comma + flag)
          {
            apply(flag, to: &node)
            end -= flag.count + 2
            stripped = true
          }
        }
        node.value = String(decoding: c[(pos + 7)..<end], as: UTF8.self)
        pos = c.count
      } else if let keyLength = key(c, pos), starts(c, pos + keyLength, quotedKeyEnd) {
        let key = String(decoding: c[pos..<(pos + keyLength)], as: UTF8.self)
        let contentStart = pos + keyLength + 3
        var scan = QuoteScan(key: key, index: contentStart, opening: position)
        advance(&scan, in: c)
        guard let close = scan.close else {
          scan.opening = place(contentStart - 1, in: c, from: position)
          return scan
        }
        set(key, String(decoding: c[contentStart..<close], as: UTF8.self), on: &node)
        pos = close + 1
      } else if let keyLength = key(c, pos), starts(c, pos + keyLength, [UInt8(ascii: ":")]),
        let name = quotedKeys.first(where: { c[pos..<(pos + keyLength)].elementsEqual($0.utf8) })
      {
        // A key XCTest always quotes, written otherwise (`label: "Save"`, `label: Cancel`,
        // `label:'Save'`): its text would be lost without a word.
        let valueStart = afterSpaces(c, pos + keyLength + 1)
        let end = fieldEnd(c, from: valueStart)
        throw .invalidAttribute(
          name: name, value: String(decoding: c[valueStart..<end], as: UTF8.self),
          expected: "in single quotes ('…')", at: place(valueStart, in: c, from: position))
      } else if let keyLength = key(c, pos), starts(c, pos + keyLength, keyEnd) {
        let valueStart = pos + keyLength + 2
        let end = fieldEnd(c, from: valueStart)
        if c[pos..<(pos + keyLength)].elementsEqual("traits".utf8) {
          let raw = String(decoding: c[valueStart..<end], as: UTF8.self)
          guard let mask = UInt64(raw) else {
            throw .invalidAttribute(
              name: "traits", value: raw, expected: "an integer trait mask",
              at: place(valueStart, in: c, from: position))
          }
          node.listedTraits = AccessibilityTraits(rawValue: mask)
          node.listedTraitsIncludePrivate = true
        }
        pos = end
      } else if c[pos] == UInt8(ascii: "{") {
        // Braces without a key are a frame, however written (`{1, 2, 3, 4}`): not one to skip.
        let end = fieldEnd(c, from: pos)
        throw .invalidFrame(
          String(decoding: c[pos..<end], as: UTF8.self), at: place(pos, in: c, from: position))
      } else {
        // An address (0x…) or a token of a newer toolchain: skipped.
        pos = fieldEnd(c, from: pos)
      }
    }
    return nil
  }

  /// The file position of byte `offset` of a description that starts at `start` and may run over
  /// several lines.
  private static func place(_ offset: Int, in c: [UInt8], from start: SourcePosition) -> SourcePosition {
    let before = c[..<offset]
    guard let lastBreak = before.lastIndex(of: 0x0A) else {
      return SourcePosition(line: start.line, column: start.column + before.count { $0 & 0xC0 != 0x80 })
    }
    return SourcePosition(
      line: start.line + before.count { $0 == 0x0A },
      column: 1 + c[(lastBreak + 1)..<offset].count { $0 & 0xC0 != 0x80 })
  }

  private static func apply(_ flag: [UInt8], to node: inout DumpElement) {
    switch flag {
    case flags[0]: node.hasKeyboardFocus = true
    case flags[1]: node.isSelected = true
    case flags[2]: node.isEnabled = false
    // `Focused` is hasFocus, the focus engine's (tvOS, newer toolchains), not the keyboard's: a text
    // field with it is not being edited, as WebDriverAgent's `focused` and idb's are not.
    default: break
    }
  }

  /// The keys whose text XCTest writes in single quotes, which `set` reads.
  private static let quotedKeys = ["identifier", "label", "title", "placeholderValue"]

  private static func set(_ key: String, _ text: String, on node: inout DumpElement) {
    switch key {
    case "identifier": node.identifier = text
    case "label": node.label = text
    // A title names what has no label, or only an empty one (`label: '', title: 'Save'`).
    case "title": if ScreenBuilder.nonBlank(node.label) == nil { node.label = text }
    case "placeholderValue": node.placeholderValue = text
    default: break
    }
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func starts(_ c: [UInt8], _ pos: Int, _ prefix: [UInt8]) -> Bool {
    guard pos >= 0, pos + prefix.count <= c.count else { return false }
    var index = 0
    while index < prefix.count {
      guard c[pos + index] == prefix[index] else { return false }
      index += 1
    }
    return true
  }

  /// Whether `c[..<end]` ends with `suffix`.
  private static func ends(_ c: [UInt8], _ end: Int, _ suffix: [UInt8]) -> Bool {
    starts(c, end - suffix.count, suffix)
  }

  /// Where `needle` (not empty) first starts in `c` at or after `start`.
  private static func find(_ c: [UInt8], _ needle: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < c.count {
      if c[index] == needle[0], starts(c, index, needle) { return index }
      index += 1
    }
    return nil
  }

  /// The length of the field key (`label`, `pid`, `hitPoint`) at `pos`, if one starts there.
  private static func key(_ c: [UInt8], _ pos: Int) -> Int? {
    var end = pos
    while end < c.count, isASCIILetter(c[end]) { end += 1 }
    return end > pos ? end - pos : nil
  }

  /// Whether a field ends at `pos`: the text ends, or `, ` follows.
  private static func isFieldEnd(_ c: [UInt8], _ pos: Int) -> Bool {
    pos == c.count || starts(c, pos, comma)
  }

  /// XCTest's own field keys: a quoted field runs on over any other `, Word: ` (spec §2.4).
  private static let knownKeys: [[UInt8]] = [
    "identifier", "label", "title", "placeholderValue", "value", "pid", "traits",
  ].map { Array($0.utf8) }

  /// Where a quoted field closes. Quotes inside are not escaped (spec §2.4), so it is the last `'`
  /// before the next known `, key: ` token, or before the end of the text, among the quotes a field can
  /// end at (`isBoundary`: so `, hitPoint: {…}` after it stays a field of its own). `scan.close` is nil
  /// while there is none (the field goes on on the next line); `advance` goes on from where it stopped,
  /// so a field over many lines is scanned once.
  private static func advance(_ scan: inout QuoteScan, in c: [UInt8]) {
    var index = scan.index
    while index < c.count {
      if c[index] == quote {
        if index + 1 == c.count || isBoundary(c, index + 1) { scan.close = index }
      } else if scan.close != nil, c[index] == UInt8(ascii: ","), isKnownKey(c, index) {
        // A known key came after a candidate: `close` is final.
        break
      }
      index += 1
    }
    scan.index = index
  }

  /// Whether a known `, key: ` or `, key: '` token starts at `pos`.
  private static func isKnownKey(_ c: [UInt8], _ pos: Int) -> Bool {
    guard starts(c, pos, comma) else { return false }
    let next = afterSpaces(c, pos + 2)
    guard let length = key(c, next), starts(c, next + length, keyEnd) else { return false }
    return knownKeys.contains { $0.count == length && starts(c, next, $0) }
  }

  /// Whether a quoted field can close just before `pos`: `, ` and a key, a flag or a frame follow. A
  /// flag is also one of a newer toolchain (`, Hittable`): capitalised words ending the line or the
  /// field, which the fields' parse then skips.
  private static func isBoundary(_ c: [UInt8], _ pos: Int) -> Bool {
    guard starts(c, pos, comma) else { return false }
    let next = afterSpaces(c, pos + 2)
    if starts(c, next, frameOpen) { return true }
    if flags.contains(where: { starts(c, next, $0) && isFieldEnd(c, next + $0.count) }) { return true }
    if let length = key(c, next), starts(c, next + length, keyEnd) { return true }
    // A key's colon ending the text (a cut, told apart afterwards): `, value:`.
    if let length = key(c, next), next + length + 1 == c.count, c[next + length] == UInt8(ascii: ":") {
      return true
    }
    guard next < c.count, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c[next]) else { return false }
    var end = next
    while end < c.count, isASCIILetter(c[end]) || c[end] == UInt8(ascii: " ") { end += 1 }
    return isFieldEnd(c, end) || c[end] == 0x0A
  }

  /// Where a quoted field that never closed went wrong in its element's `range` of lines (its own and
  /// those the quote ran on over): a quote and a comma followed by text no field starts with
  /// (`label: 'Stop', 42`, or nothing: `label: 'Stop', `), at the last such quote after the field's
  /// `opening` one. Nil when there is none: the quote then simply never closes.
  private static func strayText(
    in lines: Lines, _ range: Range<Int>, after opening: SourcePosition, field: String
  )
    -> ImportError?
  {
    guard opening.line == range.lowerBound + 1 else { return nil }
    var c: [UInt8] = []
    for line in range {
      if line > range.lowerBound { c.append(0x0A) }
      c += lines.bytes[lines.ranges[line]]
    }
    // The opening quote's byte offset, from its column in scalars.
    var start = 0
    var column = 1
    while start < c.count, column < opening.column {
      start += 1
      while start < c.count, c[start] & 0xC0 == 0x80 { start += 1 }
      column += 1
    }
    var index = c.count - 1
    while index > start + 1 {
      defer { index -= 1 }
      // Spaces between a quote and the next field (`label: 'A' , value: 3`): the spaces are the fault.
      if c[index - 1] == quote, c[index] == UInt8(ascii: " ") {
        let comma = afterSpaces(c, index)
        if isBoundary(c, comma) {
          let lineStart = c[..<index].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
          return .strayTextAfterQuote(
            String(decoding: c[index..<comma], as: UTF8.self), field: field,
            at: SourcePosition(
              line: range.lowerBound + 1 + c[..<lineStart].count { $0 == 0x0A },
              column: 1 + c[lineStart..<index].count { $0 & 0xC0 != 0x80 }))
        }
      }
      guard c[index - 1] == quote, c[index] == UInt8(ascii: ","),
        index + 1 == c.count || c[index + 1] == UInt8(ascii: " "), !isBoundary(c, index)
      else { continue }
      let token = afterSpaces(c, index + 1)
      let end = fieldEnd(c, from: token)
      let text = String(decoding: c[token..<end], as: UTF8.self).trimmedOfWhiteSpace()
      // Nothing after the comma: the comma itself is the fault.
      let place = text.isEmpty ? index : token
      let lineStart = c[..<place].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      return .strayTextAfterQuote(
        text, field: field,
        at: SourcePosition(
          line: range.lowerBound + 1 + c[..<lineStart].count { $0 == 0x0A },
          column: 1 + c[lineStart..<place].count { $0 & 0xC0 != 0x80 }))
    }
    return nil
  }

  /// Past a hand-edited line's extra spaces after a comma (`,  label: 'x'`), which still lead to the
  /// field.
  private static func afterSpaces(_ c: [UInt8], _ pos: Int) -> Int {
    var pos = pos
    while pos < c.count, c[pos] == UInt8(ascii: " ") { pos += 1 }
    return pos
  }

  /// The end of an unquoted field: the next `, ` outside braces, or the end of the text.
  private static func fieldEnd(_ c: [UInt8], from start: Int) -> Int {
    var braces = 0
    var index = start
    while index < c.count {
      switch c[index] {
      case UInt8(ascii: "{"): braces += 1
      case UInt8(ascii: "}"): braces = max(0, braces - 1)
      case UInt8(ascii: ",") where braces == 0 && starts(c, index, comma): return index
      default: break
      }
      index += 1
    }
    return c.count
  }
}

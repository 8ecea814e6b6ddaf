import Foundation
import VosimModel

/// Reads the native screen format (docs/screen-format.md) into a `Screen`.
///
/// Decodes straight from `JSONScanner` tokens into the screen's flat `NodeArena`, with no intermediate
/// document and no recursion, so no nesting can overflow the call stack. Files of 1 MB and more are
/// read on two cores: a helper reads the second half of a big `subviews` array (`SubviewSplit`,
/// `TailReader`) and its nodes are appended when this reader reaches them. Unknown and duplicate keys
/// become warnings; everything else that is wrong is a `ModelError` with its line and column (or, for
/// refs, its node path).
public struct ScreenDecoder: Sendable {
  /// At most this many warnings are kept; one more says how many were left out.
  public static let maximumWarnings = 1000

  /// Files at least this big are read on two cores when the machine has them (`SubviewSplit`).
  let minimumSplitBytes: Int

  /// For tests: the head reader waits for the helper's split instead of reading on, so a split is
  /// used however small the file.
  let waitsForSplit: Bool

  /// The idiom to read the screen as, whatever its device says (`--idiom`): a size the file leaves out
  /// is this idiom's, so a pad's content is not taken for content off a phone's screen.
  public var idiom: Device.Idiom?

  public init(idiom: Device.Idiom? = nil) {
    self.init(minimumSplitBytes: 1 << 20)
    self.idiom = idiom
  }

  /// For tests: a threshold of 0 splits every file that has a place to split.
  init(minimumSplitBytes: Int, waitsForSplit: Bool = false) {
    self.minimumSplitBytes = minimumSplitBytes
    self.waitsForSplit = waitsForSplit
  }

  /// Decodes a screen file's bytes.
  ///
  /// A big file is read by two readers at once: this one from the start, a helper thread from a
  /// subview a little past the middle. The result, warnings and first error are the same as one reader's.
  public func decode<Bytes: ContiguousBytes>(_ bytes: Bytes) throws(ModelError) -> ScreenDocument {
    do {
      return try decodeReportingSplit(bytes).document
    } catch {
      // A `Screen` from Swift's `JSONEncoder` fails wherever its nodes first differ from the format,
      // which its key order (random on Linux) decides: named for what it is, whatever failed first.
      if let position = Self.encodedScreenKey(in: bytes) { throw Self.encodedScreen(at: position) }
      throw error
    }
  }

  static func encodedScreen(at position: SourcePosition) -> ModelError {
    .malformed(
      "this is a Screen as Swift's JSONEncoder writes it, not a screen file: read it with JSONDecoder, "
        + "or write screen files with ScreenEncoder (docs/screen-format.md)",
      at: position)
  }

  /// Where the top level's `isLanguageDeclared` key stands, which only a `Screen` encoded with Swift's
  /// `JSONEncoder` has; nil when it has none (or the text breaks before it).
  static func encodedScreenKey<Bytes: ContiguousBytes>(in bytes: Bytes) -> SourcePosition? {
    try? JSONScanner.scan(bytes) { (scanner: inout JSONScanner) throws(ModelError) -> SourcePosition? in
      guard try scanner.peekKind() == .object else { return nil }
      try scanner.beginObject()
      while let key = try scanner.nextKey() {
        if key == "isLanguageDeclared" { return scanner.position(of: scanner.keyMark) }
        try scanner.skipValue()
      }
      return nil
    } ?? nil
  }

  /// Decodes, and tells where the file was split if the helper's tail was used (for tests).
  func decodeReportingSplit<Bytes: ContiguousBytes>(_ bytes: Bytes) throws(ModelError) -> (
    document: ScreenDocument, split: SubviewSplit?
  ) {
    try JSONScanner.scan(bytes) { (scanner: inout JSONScanner) throws(ModelError) in
      guard scanner.bytes.count >= minimumSplitBytes, ProcessInfo.processInfo.activeProcessorCount > 1 else {
        var session = DecodingSession()
        session.idiom = idiom
        return (try session.decodeDocument(&scanner), nil)
      }
      // The helper looks for the split while this reader starts.
      let helper = TailReader(scanner: scanner)
      defer { helper.finish() }
      if waitsForSplit { helper.waitForSplit() }
      var session = DecodingSession(helper: helper)
      session.idiom = idiom
      let document = try session.decodeDocument(&scanner)
      return (document, session.tookTail ? session.split : nil)
    }
  }

  /// Decodes a screen file's text.
  public func decode(_ text: String) throws(ModelError) -> ScreenDocument {
    try decode(Array(text.utf8))
  }
}

// MARK: - Key tables

/// What a key of a node object sets.
enum NodeObjectField {
  case node(ScreenFormat.NodeKey)
  case content(ScreenFormat.ContentKey)
  case ref
}

/// The keys of one kind of object, and the table that finds them in the bytes.
struct ObjectKeys<Key: RawRepresentable & CaseIterable & Sendable>: Sendable where Key.RawValue == String {
  let keys = Array(Key.allCases)
  let table = JSONKeyTable(Key.allCases.map(\.rawValue))
}

private enum Tables {
  static let topLevel = ObjectKeys<ScreenFormat.TopLevelKey>()
  static let device = ObjectKeys<ScreenFormat.DeviceKey>()
  static let customContent = ObjectKeys<ScreenFormat.CustomContentKey>()
  static let tabItem = ObjectKeys<ScreenFormat.TabItemKey>()
  static let nodeFields: [NodeObjectField] =
    ScreenFormat.NodeKey.allCases.map { .node($0) } + ScreenFormat.ContentKey.allCases.map { .content($0) }
    + [.ref]
  static let node = JSONKeyTable(
    ScreenFormat.allNodeObjectKeys + ScreenFormat.ReferenceKey.allCases.map(\.rawValue))
  static let refIndex = ScreenFormat.allNodeObjectKeys.count
}

// MARK: - Session

/// The bookkeeping of a node whose object is still open; its record is written in place in the arena.
struct PendingNode {
  enum Collecting { case nothing, subviews, elements }

  /// The node's index in the arena.
  let slot: Int
  /// One bit per key index already read in this object, to warn about duplicates.
  var seen: UInt64 = 0
  let start: JSONScanner.Mark
  /// Inside `accessibilityElements`, where `{"ref": …}` is allowed.
  let isEntry: Bool
  var ref: String?
  /// An entry's keys whose value is `null` (absent), which a `{"ref": …}` entry may carry.
  var nullKeys: UInt64 = 0
  var collecting = Collecting.nothing
  /// Subviews read so far: the position of the next.
  var subviewCount = 0
  var entries: [NodeArena.Entry] = []
  /// Some entry read so far is a node written in place.
  var hasWrittenEntries: Bool { entries.contains { if case .node = $0 { true } else { false } } }
  /// Some entry of `accessibilityElements` is a `{"ref": …}`, to check once the subtree is complete.
  var hasReferences = false
  /// The node's strings, recorded when it closes.
  var texts = NodeArena.Texts.empty
  /// The node's rare fields once one is set, out of line: most nodes set none, and a pending node is
  /// moved each time the stack grows and shrinks.
  fileprivate var rareFields: [NodeArena.Rare] = []

  /// The node's rare fields, recorded when it closes.
  var rare: NodeArena.Rare {
    get { rareFields.first ?? NodeArena.Rare() }
    set { if rareFields.isEmpty { rareFields = [newValue] } else { rareFields[0] = newValue } }
  }

  /// The rare fields to record: nil when none differs from its default.
  var recordedRare: NodeArena.Rare? {
    rareFields.first.flatMap { $0.isDefault ? nil : $0 }
  }
}

struct DecodingSession {
  var warnings: [Diagnostic] = []
  var omittedWarnings = 0
  var reportedUnknownKeys = Set<String>()
  var arena = NodeArena()
  /// A duplicate `subviews` or `accessibilityElements` key, or an explicit order read before the
  /// subviews, left the arena in another layout than the canonical one.
  var needsCanonicalLayout = false
  /// Reading the head of a split file: the helper reading its tail, until it is taken or there is
  /// none to take.
  var helper: TailReader?
  /// The helper's split, once it has published it.
  var split: SubviewSplit?
  /// From this offset on, each subview asks whether it is the split: the earliest a split can be, then
  /// the split's own offset once known.
  var watchOffset = Int.max
  /// The helper's tail was taken.
  var tookTail = false
  /// Reading the tail of a split file (on the helper's thread): the reader it reports to.
  var tailReader: TailReader?
  /// A tail read keeps every warning, with its unknown-key name, for the head to merge in file order.
  var tailWarnings: [(warning: Diagnostic, unknownKey: String?)] = []
  /// Where the arena's first node sits, and how many nodes stand above it: `.root` and 0 except in a
  /// tail read, whose first node stands in for the split's parent.
  var basePath = NodePath.root
  var depthOffset = 0
  /// `ScreenDecoder.idiom`.
  var idiom: Device.Idiom?

  init(helper: TailReader? = nil, tailReader: TailReader? = nil) {
    self.helper = helper
    self.tailReader = tailReader
    if let helper { watchOffset = helper.earliestSplit }
  }

  // MARK: Warnings

  mutating func warn(_ message: String, at position: SourcePosition, unknownKey: String? = nil) {
    if tailReader != nil {
      tailWarnings.append((.warning(message, at: position), unknownKey))
    } else if warnings.count < ScreenDecoder.maximumWarnings {
      warnings.append(.warning(message, at: position))
    } else {
      omittedWarnings += 1
    }
  }

  /// A language tag as the engine uses it (`LanguageTag.read`), warning at `position` when it is changed
  /// or dropped.
  mutating func checkedLanguage(
    _ text: String, key: String, readAs fallback: String, at position: SourcePosition
  )
    -> String?
  {
    let (tag, warning) = LanguageTag.read(text, key: key, readAs: fallback)
    if let warning { warn(warning, at: position) }
    return tag
  }

  /// Warns about an unknown key (once per name and place) and skips its value.
  mutating func unknownKey(_ scanner: inout JSONScanner, at mark: JSONScanner.Mark, in context: String)
    throws(ModelError)
  {
    let key = scanner.lastKey()
    let place = context + "\u{0}" + key
    if reportedUnknownKeys.insert(place).inserted {
      warn(
        "unknown key '\(key)'\(context.isEmpty ? "" : " in \(context)")", at: scanner.position(of: mark),
        unknownKey: place)
    }
    try scanner.skipValue()
  }

  /// Records key `index` as read; warns when it was read before in the same object.
  mutating func markSeen(
    _ index: Int, in seen: inout UInt64, _ scanner: inout JSONScanner, at mark: JSONScanner.Mark
  ) {
    let bit: UInt64 = 1 << UInt64(index)
    if seen & bit != 0 {
      warn("duplicate key '\(scanner.lastKey())'; the last value wins", at: scanner.position(of: mark))
    }
    seen |= bit
  }

  /// The next key of the object being read, among `object`'s: unknown keys are warned about (in
  /// `context`) and skipped, a key read twice in it (`seen`) is warned about. Nil at the object's end.
  ///
  /// `refusing` names a key that marks another format altogether: the document's top level refuses
  /// `isLanguageDeclared`, which only a `Screen` encoded with Swift's `JSONEncoder` has (read on, every
  /// node of it would be unknown keys and the transcript empty).
  mutating func nextKey<Key>(
    _ scanner: inout JSONScanner, of object: ObjectKeys<Key>, seen: inout UInt64, in context: String,
    refusing foreignKey: String? = nil
  ) throws(ModelError) -> Key? {
    while let index = try scanner.nextKey(in: object.table) {
      let keyMark = scanner.keyMark
      guard index >= 0 else {
        if let foreignKey, scanner.lastKey() == foreignKey {
          throw ScreenDecoder.encodedScreen(at: scanner.position(of: keyMark))
        }
        try unknownKey(&scanner, at: keyMark, in: context)
        continue
      }
      markSeen(index, in: &seen, &scanner, at: keyMark)
      return object.keys[index]
    }
    return nil
  }

  // MARK: Document

  mutating func decodeDocument(_ scanner: inout JSONScanner) throws(ModelError) -> ScreenDocument {
    let start = scanner.mark()
    guard try scanner.peekKind() == .object else {
      throw .malformed("a screen must be a JSON object with a 'root' node", at: scanner.position(of: start))
    }
    try scanner.beginObject()
    var device = Device(idiom: idiom ?? .phone)
    var language = Screen.defaultLanguage
    var declaresLanguage = false
    var layoutDirection = LayoutDirection.leftToRight
    var hasRoot = false
    var seen: UInt64 = 0
    while let key = try nextKey(
      &scanner, of: Tables.topLevel, seen: &seen, in: "the screen object", refusing: "isLanguageDeclared")
    {
      switch key {
      case .device: device = try decodeDevice(&scanner)
      case .language:
        let position = scanner.position()
        let named = try string(&scanner, "language").flatMap {
          checkedLanguage($0, key: "language", readAs: Screen.defaultLanguage, at: position)
        }
        language = named ?? Screen.defaultLanguage
        declaresLanguage = named != nil
      case .layoutDirection:
        layoutDirection = try oneOf(&scanner, "layoutDirection", LayoutDirection.self) ?? .leftToRight
      case .root:
        arena = NodeArena()
        needsCanonicalLayout = false
        hasRoot = try expect(.object, &scanner, "root", "a node object")
        if hasRoot { try decodeNodeTree(&scanner) }
      }
    }
    try scanner.finish()
    guard hasRoot else { throw .missingRoot(at: scanner.position(of: start)) }
    if omittedWarnings > 0 {
      warnings.append(
        .warning(
          "\(omittedWarnings) more warnings not shown",
          at: warnings.last?.position ?? .init(line: 1, column: 1)))
    }
    let screen = Screen(
      device: device, language: language, layoutDirection: layoutDirection,
      isLanguageDeclared: declaresLanguage,
      nodes: needsCanonicalLayout ? arena.canonicalized() : arena)
    return ScreenDocument(screen: screen, warnings: warnings)
  }

  mutating func decodeDevice(_ scanner: inout JSONScanner) throws(ModelError) -> Device {
    var device = Device(idiom: idiom ?? .phone)
    guard try beginObject(&scanner, "device", expected: "an object {idiom, width, height, systemVersion}")
    else {
      return device
    }
    var seen: UInt64 = 0
    var (width, height): (Double?, Double?) = (nil, nil)
    while let key = try nextKey(&scanner, of: Tables.device, seen: &seen, in: "device") {
      switch key {
      case .idiom: device.idiom = try oneOf(&scanner, "idiom", Device.Idiom.self) ?? .phone
      case .width: width = try size(&scanner, "width")
      case .height: height = try size(&scanner, "height")
      case .systemVersion: device.systemVersion = try systemVersion(&scanner)
      }
    }
    // A size left out is the idiom's, whichever key came first.
    if let idiom { device.idiom = idiom }
    let size = Device.defaultSize(of: device.idiom)
    (device.width, device.height) = (width ?? size.width, height ?? size.height)
    return device
  }

  // MARK: Nodes

  /// Decodes the node object that comes next, and everything below it, into the arena, with an
  /// explicit stack.
  ///
  /// Each node's record is appended when its object opens, so the arena is in pre-order; refs are
  /// checked as each container closes, over its subtree's range.
  mutating func decodeNodeTree(_ scanner: inout JSONScanner) throws(ModelError) {
    // Sized once, from the objects the file can hold at most: growing a million-node arena copied it
    // and touched its pages twice.
    let objects = scanner.bytes.reduce(into: 0) { count, byte in if byte == UInt8(ascii: "{") { count += 1 } }
    arena.nodes.reserveCapacity(objects)
    arena.strings.reserveCapacity(objects)
    var stack = [PendingNode(slot: 0, start: scanner.mark(), isEntry: false)]
    stack.reserveCapacity(64)
    arena.nodes.append(NodeArena.Node())
    try scanner.beginObject()
    _ = try readNodes(&scanner, &stack)
  }

  /// The helper's share: the elements of the split's `subviews` array from `split.index` to its end,
  /// read exactly as `decodeNodeTree` would read them there, below a stand-in for the split's parent.
  /// Nil when the helper stopped early.
  mutating func decodeTail(_ scanner: inout JSONScanner, of split: SubviewSplit) throws(ModelError)
    -> TailReader.Tail?
  {
    basePath = split.parentPath.reduce(NodePath.root) { $0.appending(.subview($1)) }
    depthOffset = split.level - 1
    var parent = PendingNode(slot: 0, start: scanner.mark(), isEntry: false)
    parent.collecting = .subviews
    parent.subviewCount = split.index
    arena.nodes.append(NodeArena.Node())
    var stack = [parent]
    stack.reserveCapacity(64)
    try open(&stack, at: scanner.mark(), &scanner)
    guard try readNodes(&scanner, &stack) else { return nil }
    return TailReader.Tail(
      arena: arena, subviewCount: stack[0].subviewCount, needsCanonicalLayout: needsCanonicalLayout,
      warnings: tailWarnings, end: scanner.checkpoint)
  }

  /// The loop behind both reads: objects open and close on `stack`, their records written in place in
  /// the arena. True when the root's object (or a tail's array) closed; false when a tail read stopped
  /// (cancelled, or too many warnings to merge exactly).
  private mutating func readNodes(_ scanner: inout JSONScanner, _ stack: inout [PendingNode])
    throws(ModelError)
    -> Bool
  {
    while true {
      let top = stack.count - 1
      switch stack[top].collecting {
      case .subviews, .elements:
        if top == 0, let tailReader,
          tailReader.isCancelled || tailWarnings.count > ScreenDecoder.maximumWarnings
        {
          return false
        }
        if try scanner.nextElement() {
          let isEntry = stack[top].collecting == .elements
          let mark = scanner.mark()
          if mark.offset >= watchOffset, !isEntry,
            try takeTail(at: mark, level: stack.count, &scanner, &stack[top])
          {
            continue
          }
          try open(&stack, at: mark, &scanner)
        } else {
          if top == 0, tailReader != nil { return true }
          if stack[top].collecting == .elements {
            stack[top].rare.elements = stack[top].entries
          }
          stack[top].collecting = .nothing
        }
      case .nothing:
        if let index = try scanner.nextKey(in: Tables.node) {
          let keyMark = scanner.keyMark
          guard index >= 0 else {
            try unknownKey(&scanner, at: keyMark, in: "")
            continue
          }
          if index == Tables.refIndex, !stack[top].isEntry {
            // `null` is absent; a name here would leave an empty view where the user meant a node.
            guard try scanner.peekKind() == .null else {
              throw .malformed(
                "'ref' names a node only as an entry of accessibilityElements; a subview or the root is "
                  + "written whole", at: scanner.position(of: keyMark))
            }
            try scanner.skipValue()
            continue
          }
          markSeen(index, in: &stack[top].seen, &scanner, at: keyMark)
          if stack[top].isEntry {
            let bit: UInt64 = 1 << UInt64(index)
            if try scanner.peekKind() == .null {
              stack[top].nullKeys |= bit
            } else {
              stack[top].nullKeys &= ~bit
            }
          }
          try decodeField(Tables.nodeFields[index], of: &stack[top], &scanner)
          continue
        }
        // The object ended.
        let finished = stack.removeLast()
        if let ref = finished.ref {
          // `null` means absent (docs/screen-format.md): `{"ref": "x", "frame": null}` is a ref.
          if finished.seen & ~(1 << UInt64(Tables.refIndex)) & ~finished.nullKeys != 0 {
            throw .malformed(
              "a {\"ref\": …} entry of accessibilityElements takes no other node keys",
              at: scanner.position(of: finished.start))
          }
          arena.nodes.removeLast()
          stack[top - 1].entries.append(.ref(ref))
          stack[top - 1].hasReferences = true
          continue
        }
        try checkControl(finished, &scanner)
        arena.close(finished.slot, texts: finished.texts, rare: finished.recordedRare)
        if finished.hasReferences {
          _ = try arena.explicitEntries(
            of: finished.slot, at: arena.path(of: finished.slot, below: 0, at: basePath))
        }
        if stack.isEmpty { return true }
        if finished.isEntry { stack[top - 1].entries.append(.node(Int32(finished.slot))) }
      }
    }
  }

  /// Opens the node object at `mark`, an element of the array the top of `stack` is reading.
  private mutating func open(
    _ stack: inout [PendingNode], at mark: JSONScanner.Mark, _ scanner: inout JSONScanner
  )
    throws(ModelError)
  {
    let top = stack.count - 1
    let isEntry = stack[top].collecting == .elements
    guard try scanner.peekKind() == .object else {
      try Self.refuse(
        isEntry
          ? .wrongType(
            key: "accessibilityElements", expected: "an array of node objects or {\"ref\": …} objects",
            at: scanner.position(of: mark))
          : .wrongType(key: "subviews", expected: "an array of node objects", at: scanner.position(of: mark)),
        &scanner)
    }
    guard stack.count + depthOffset < Screen.maximumDepth else {
      throw .tooDeep(limit: Screen.maximumDepth, at: scanner.position(of: mark))
    }
    try scanner.beginObject()
    var record = NodeArena.Node()
    record.parent = Int32(stack[top].slot)
    record.isEntry = isEntry
    if isEntry {
      record.index = Int32(stack[top].entries.count)
    } else {
      record.index = Int32(stack[top].subviewCount)
      stack[top].subviewCount += 1
      // Subviews after nodes written in the explicit order: not the canonical order.
      if stack[top].hasWrittenEntries { needsCanonicalLayout = true }
    }
    stack.append(PendingNode(slot: arena.count, start: mark, isEntry: isEntry))
    arena.nodes.append(record)
  }

  /// At the split: appends the helper's nodes and takes its warnings as if this reader had read them,
  /// and moves past the array. False anywhere else, and when the helper stopped early (this reader then
  /// reads on alone).
  private mutating func takeTail(
    at mark: JSONScanner.Mark, level: Int, _ scanner: inout JSONScanner, _ parent: inout PendingNode
  ) throws(ModelError) -> Bool {
    guard let helper else { return false }
    if split == nil {
      switch helper.publishedSplit {
      case nil:
        // Not known yet: ask again at the next subview.
        return false
      case .some(nil):
        stopWatching()
        return false
      case .some(let found?):
        split = found
        watchOffset = found.checkpoint.offset
      }
    }
    guard let split, mark.offset == split.checkpoint.offset, level == split.level else {
      // Past the split without meeting it as a subview there (the file is not what the scan thought).
      if let split, mark.offset > split.checkpoint.offset { stopWatching() }
      return false
    }
    stopWatching()
    guard let tail = try helper.result() else { return false }
    for (warning, key) in tail.warnings {
      // An unknown key is reported once per name and place, the first time: here, if it was.
      if let key, !reportedUnknownKeys.insert(key).inserted { continue }
      warn(warning.message, at: warning.position ?? .init(line: 1, column: 1))
    }
    arena.append(fragment: tail.arena, under: parent.slot)
    if tail.needsCanonicalLayout || parent.hasWrittenEntries { needsCanonicalLayout = true }
    parent.subviewCount = tail.subviewCount
    parent.collecting = .nothing
    tookTail = true
    scanner.resume(from: tail.end)
    return true
  }

  private mutating func stopWatching() {
    helper = nil
    watchOffset = .max
  }

  /// Refuses a stepper UIKit could not hold, and warns of a selection that selects nothing: at the
  /// node, once all its keys are read.
  private mutating func checkControl(_ node: PendingNode, _ scanner: inout JSONScanner) throws(ModelError) {
    guard node.recordedRare != nil else { return }
    let content = node.rare.content
    switch arena.nodes[node.slot].uikitClass {
    case .stepper:
      if let problem = content.stepperRangeProblem {
        throw .malformed(problem, at: scanner.position(of: node.start))
      }
    case .segmentedControl:
      if let index = content.selectedSegmentIndex, index != -1,
        !(content.segments ?? []).indices.contains(index)
      {
        warn(
          "selectedSegmentIndex \(index) names no segment (there are \(content.segments?.count ?? 0), from 0): none is selected",
          at: scanner.position(of: node.start))
      }
    case .tabBar:
      if let index = content.selectedItemIndex, !(content.items ?? []).indices.contains(index) {
        warn(
          "selectedItemIndex \(index) names no item (there are \(content.items?.count ?? 0), from 0): no tab is selected",
          at: scanner.position(of: node.start))
      }
    default: break
    }
  }

  /// Detaches the subviews or the written entries node `slot` has read so far, which a later value of
  /// the same key replaces: they stay in the arena, unreachable, until it is made canonical.
  private mutating func detachChildren(of slot: Int, entries: Bool) {
    var child = slot + 1
    var found = false
    while child < arena.count {
      if arena.nodes[child].isEntry == entries {
        arena.nodes[child].parent = NodeArena.detached
        found = true
      }
      child = Int(arena.nodes[child].end)
    }
    if found { needsCanonicalLayout = true }
  }

  /// Reads the value of one node key into the node's record or its pending rare fields; `subviews`
  /// and `accessibilityElements` only open their array, which `decodeNodeTree` then fills.
  mutating func decodeField(
    _ field: NodeObjectField, of pending: inout PendingNode, _ scanner: inout JSONScanner
  ) throws(ModelError) {
    let slot = pending.slot
    switch field {
    case .node(let key):
      let name = key.rawValue
      switch key {
      case .className:
        let className = try string(&scanner, name) ?? UIKitClass.view.rawValue
        let known = UIKitClass(className: className)
        arena.nodes[slot].uikitClass = known
        let custom = known.rawValue == className ? nil : className
        if custom != nil || pending.recordedRare != nil { pending.rare.className = custom }
      case .frame: arena.nodes[slot].frame = try frame(&scanner)
      case .isAccessibilityElement: arena.nodes[slot].isAccessibilityElement = try bool(&scanner, name)
      case .accessibilityLabel: pending.texts.label = try string(&scanner, name)
      case .accessibilityValue: pending.texts.value = try string(&scanner, name)
      case .accessibilityHint: pending.texts.hint = try string(&scanner, name)
      case .accessibilityIdentifier: pending.texts.identifier = try string(&scanner, name)
      case .accessibilityLanguage:
        let position = scanner.position()
        pending.rare.language = try string(&scanner, name).flatMap {
          checkedLanguage($0, key: name, readAs: "the screen's", at: position)
        }
      case .accessibilityTraits: arena.nodes[slot].traits = try traits(&scanner)
      case .accessibilityElementsHidden: arena.nodes[slot].elementsHidden = try bool(&scanner, name) ?? false
      case .accessibilityViewIsModal: arena.nodes[slot].isModal = try bool(&scanner, name) ?? false
      case .shouldGroupAccessibilityChildren:
        arena.nodes[slot].groupsChildren = try bool(&scanner, name) ?? false
      case .isHidden: arena.nodes[slot].isHidden = try bool(&scanner, name) ?? false
      case .clipsToBounds: arena.nodes[slot].clipsToBounds = try bool(&scanner, name) ?? false
      case .alpha: pending.rare.alpha = try number(&scanner, name) ?? 1
      case .accessibilityContainerType:
        arena.nodes[slot].containerType = try oneOf(&scanner, name, ContainerType.self) ?? .none
      case .accessibilityCustomActions: pending.rare.customActions = try strings(&scanner, name) ?? []
      case .accessibilityCustomContent: pending.rare.customContent = try customContent(&scanner)
      case .accessibilityRowCount: pending.rare.dataTable.rowCount = try count(&scanner, name)
      case .accessibilityColumnCount: pending.rare.dataTable.columnCount = try count(&scanner, name)
      case .accessibilityRowRange: pending.rare.dataTable.rowRange = try cellRange(&scanner, name)
      case .accessibilityColumnRange: pending.rare.dataTable.columnRange = try cellRange(&scanner, name)
      case .isAccessibilityHeader: pending.rare.dataTable.isHeader = try bool(&scanner, name)
      case .subviews:
        if pending.subviewCount > 0 {
          detachChildren(of: slot, entries: false)
          pending.subviewCount = 0
        }
        if try beginArray(&scanner, name, expected: "an array of node objects") {
          pending.collecting = .subviews
        }
      case .accessibilityElements:
        if pending.rare.elements != nil { detachChildren(of: slot, entries: true) }
        pending.rare.elements = nil
        if try beginArray(&scanner, name, expected: "an array of node objects or {\"ref\": …} objects") {
          pending.collecting = .elements
          pending.entries = []
          pending.hasReferences = false
        }
      }
    case .content(let key):
      let name = key.rawValue
      switch key {
      case .text: pending.texts.text = try string(&scanner, name)
      case .title: pending.texts.title = try string(&scanner, name)
      case .isOn: arena.nodes[slot].isOn = try bool(&scanner, name)
      case .isEnabled: arena.nodes[slot].isEnabled = try bool(&scanner, name)
      case .isSelected: arena.nodes[slot].isSelected = try bool(&scanner, name)
      case .detailText: pending.rare.content.detailText = try string(&scanner, name)
      case .placeholder: pending.rare.content.placeholder = try string(&scanner, name)
      case .isSecureTextEntry: pending.rare.content.isSecureTextEntry = try bool(&scanner, name)
      case .isEditing: pending.rare.content.isEditing = try bool(&scanner, name)
      case .isEditable: pending.rare.content.isEditable = try bool(&scanner, name)
      case .value: pending.rare.content.value = try number(&scanner, name)
      case .minimumValue: pending.rare.content.minimumValue = try number(&scanner, name)
      case .maximumValue: pending.rare.content.maximumValue = try number(&scanner, name)
      case .stepValue: pending.rare.content.stepValue = try positiveNumber(&scanner, name)
      case .currentPage: pending.rare.content.currentPage = try integer(&scanner, name)
      case .numberOfPages: pending.rare.content.numberOfPages = try integer(&scanner, name)
      case .segments: pending.rare.content.segments = try strings(&scanner, name)
      case .selectedSegmentIndex: pending.rare.content.selectedSegmentIndex = try integer(&scanner, name)
      case .items: pending.rare.content.items = try tabItems(&scanner)
      case .selectedItemIndex: pending.rare.content.selectedItemIndex = try integer(&scanner, name)
      case .backTitle: pending.rare.content.backTitle = try string(&scanner, name)
      }
    case .ref:
      pending.ref = try string(&scanner, "ref")
    }
  }

  // MARK: Values

  /// Null is absent: true when a value of `kind` follows, false after consuming a null.
  private func expect(
    _ kind: JSONScanner.ValueKind, _ scanner: inout JSONScanner, _ key: String, _ expected: String
  ) throws(ModelError) -> Bool {
    let found = try scanner.peekKind()
    if found == kind { return true }
    if found == .null {
      try scanner.readNull()
      return false
    }
    let position = scanner.position()
    // A value of the wrong type, unless it is no value at all (`tru`, `[1,`): that is the syntax error.
    try scanner.skipValue()
    throw .wrongType(key: key, expected: expected, at: position)
  }

  /// Throws `error` about the value at the scanner, unless that is no value at all (`nul`, a string
  /// the end of the file cuts): the syntax error is the one to name, not the type.
  static func refuse(_ error: ModelError, _ scanner: inout JSONScanner) throws(ModelError) -> Never {
    try scanner.skipValue()
    throw error
  }

  func string(_ scanner: inout JSONScanner, _ key: String) throws(ModelError) -> String? {
    try expect(.string, &scanner, key, "a string") ? try scanner.readString() : nil
  }

  func bool(_ scanner: inout JSONScanner, _ key: String) throws(ModelError) -> Bool? {
    try expect(.bool, &scanner, key, "true or false") ? try scanner.readBool() : nil
  }

  func number(_ scanner: inout JSONScanner, _ key: String) throws(ModelError) -> Double? {
    try expect(.number, &scanner, key, "a number") ? try scanner.readNumber().double : nil
  }

  /// A number above 0: a stepper's step, which UIStepper refuses otherwise.
  func positiveNumber(_ scanner: inout JSONScanner, _ key: String) throws(ModelError) -> Double? {
    try checked(.number, &scanner, key, "a number greater than 0") {
      (scanner: inout JSONScanner) throws(ModelError) in
      let value = try scanner.readNumber().double
      return value > 0 ? value : nil
    }
  }

  /// A value of `kind` that `read` accepts, else a wrong type at the value; nil for null.
  private func checked<Value>(
    _ kind: JSONScanner.ValueKind, _ scanner: inout JSONScanner, _ key: String, _ expected: String,
    _ read: (inout JSONScanner) throws(ModelError) -> Value?
  ) throws(ModelError) -> Value? {
    guard try expect(kind, &scanner, key, expected) else { return nil }
    let mark = scanner.mark()
    guard let value = try read(&scanner) else {
      throw .wrongType(key: key, expected: expected, at: scanner.position(of: mark))
    }
    return value
  }

  /// An iOS version as `UIDevice.systemVersion` writes it: `"18.5"`.
  func systemVersion(_ scanner: inout JSONScanner) throws(ModelError) -> SystemVersion? {
    try checked(.string, &scanner, "systemVersion", "an iOS version such as \"18.5\"") {
      (scanner: inout JSONScanner) throws(ModelError) in SystemVersion(try scanner.readString())
    }
  }

  /// A non-negative number: device sizes.
  func size(_ scanner: inout JSONScanner, _ key: String) throws(ModelError) -> Double? {
    try checked(.number, &scanner, key, "a non-negative number") {
      (scanner: inout JSONScanner) throws(ModelError) in
      let value = try scanner.readNumber().double
      return value >= 0 ? value : nil
    }
  }

  func integer(_ scanner: inout JSONScanner, _ key: String) throws(ModelError) -> Int? {
    // A string or a fraction is simply no whole number; a whole one too large or not exact is refused
    // for that.
    guard try expect(.number, &scanner, key, "a whole number") else { return nil }
    let mark = scanner.mark()
    let number = try scanner.readNumber()
    if let value = number.integer { return value }
    let tooLarge =
      "a whole number that fits 64 bits (plain digits from 2^53 up: 9007199254740993.0 and 1e16 are not exact)"
    throw .wrongType(
      key: key, expected: number.isWhole ? tooLarge : "a whole number", at: scanner.position(of: mark))
  }

  /// A non-negative integer: a data table's row or column count.
  func count(_ scanner: inout JSONScanner, _ key: String) throws(ModelError) -> Int? {
    let mark = scanner.mark()
    guard let value = try integer(&scanner, key) else { return nil }
    guard value >= 0 else {
      throw .wrongType(key: key, expected: "a non-negative integer", at: scanner.position(of: mark))
    }
    return value
  }

  /// A cell's row or column range, `[location, length]` as UIKit's NSRange: location ≥ 0, length ≥ 1.
  func cellRange(_ scanner: inout JSONScanner, _ key: String) throws(ModelError) -> CellRange? {
    let expected = "an array [location, length] of integers, location ≥ 0 and length ≥ 1"
    let start = scanner.mark()
    guard try beginArray(&scanner, key, expected: expected) else { return nil }
    var values: [Int] = []
    while try scanner.nextElement() {
      let mark = scanner.mark()
      guard try scanner.peekKind() == .number else {
        try Self.refuse(.wrongType(key: key, expected: expected, at: scanner.position(of: mark)), &scanner)
      }
      guard let value = try scanner.readNumber().integer, values.count < 2 else {
        throw .wrongType(key: key, expected: expected, at: scanner.position(of: mark))
      }
      values.append(value)
    }
    guard values.count == 2, values[0] >= 0, values[1] >= 1 else {
      throw .wrongType(key: key, expected: expected, at: scanner.position(of: start))
    }
    return CellRange(location: values[0], length: values[1])
  }

  /// A string from a fixed set, such as a container type.
  func oneOf<Value: RawRepresentable & CaseIterable>(
    _ scanner: inout JSONScanner, _ key: String, _ type: Value.Type
  ) throws(ModelError) -> Value? where Value.RawValue == String {
    let mark = scanner.mark()
    guard let text = try string(&scanner, key) else { return nil }
    guard let value = Value(rawValue: text) else {
      throw .unknownValue(
        text, key: key, allowed: Value.allCases.map(\.rawValue), at: scanner.position(of: mark))
    }
    return value
  }

  /// Opens an object; false after consuming a null.
  func beginObject(_ scanner: inout JSONScanner, _ key: String, expected: String) throws(ModelError) -> Bool {
    guard try expect(.object, &scanner, key, expected) else { return false }
    try scanner.beginObject()
    return true
  }

  /// Opens an array; false after consuming a null.
  func beginArray(_ scanner: inout JSONScanner, _ key: String, expected: String) throws(ModelError) -> Bool {
    guard try expect(.array, &scanner, key, expected) else { return false }
    try scanner.beginArray()
    return true
  }

  func strings(_ scanner: inout JSONScanner, _ key: String) throws(ModelError) -> [String]? {
    guard try beginArray(&scanner, key, expected: "an array of strings") else { return nil }
    var result: [String] = []
    while try scanner.nextElement() {
      guard try scanner.peekKind() == .string else {
        try Self.refuse(
          .wrongType(key: key, expected: "an array of strings", at: scanner.position()), &scanner)
      }
      result.append(try scanner.readString())
    }
    return result
  }

  func frame(_ scanner: inout JSONScanner) throws(ModelError) -> Frame? {
    let start = scanner.mark()
    guard try beginArray(&scanner, "frame", expected: "an array [x, y, width, height]") else { return nil }
    var values = SIMD4<Double>()
    var count = 0
    while try scanner.nextElement() {
      let mark = scanner.mark()
      guard try scanner.peekKind() == .number else {
        try Self.refuse(
          .invalidFrame(
            "expected 4 numbers [x, y, width, height]; element \(count + 1) is not a number",
            at: scanner.position(of: mark)), &scanner)
      }
      let value = try scanner.readNumber().double
      if count < 4 { values[count] = value }
      count += 1
    }
    guard count == 4 else {
      throw .invalidFrame(
        "expected 4 numbers [x, y, width, height], found \(count)", at: scanner.position(of: start))
    }
    let frame = Frame(x: values[0], y: values[1], width: values[2], height: values[3])
    guard frame.width >= 0, frame.height >= 0 else {
      throw .invalidFrame(
        "width and height must not be negative, found "
          + "\(Frame.format(frame.width))×\(Frame.format(frame.height))",
        at: scanner.position(of: start))
    }
    return frame
  }

  func traits(_ scanner: inout JSONScanner) throws(ModelError) -> AccessibilityTraits? {
    let key = "accessibilityTraits"
    let expected = "an array of trait names or a non-negative integer"
    let mark = scanner.mark()
    switch try scanner.peekKind() {
    case .null:
      try scanner.readNull()
      return nil
    case .number:
      let number = try scanner.readNumber()
      guard let raw = number.uint64 ?? number.integer.flatMap(UInt64.init(exactly:)) else {
        // A whole number too large or not exact is refused for that, not for its kind.
        let reason =
          number.isWhole && !number.isNegative
          ? "a bit mask that fits 64 bits (plain digits from 2^53 up: 1e16 is not exact)" : expected
        throw .wrongType(key: key, expected: reason, at: scanner.position(of: mark))
      }
      return AccessibilityTraits(rawValue: raw)
    case .array:
      try scanner.beginArray()
      var traits = AccessibilityTraits()
      while try scanner.nextElement() {
        let nameMark = scanner.mark()
        guard try scanner.peekKind() == .string else {
          try Self.refuse(
            .wrongType(key: key, expected: expected, at: scanner.position(of: nameMark)), &scanner)
        }
        let name = try scanner.readString()
        guard let trait = AccessibilityTraits(name: name) else {
          throw .unknownTrait(name, at: scanner.position(of: nameMark))
        }
        traits.insert(trait)
      }
      return traits
    default:
      try Self.refuse(.wrongType(key: key, expected: expected, at: scanner.position(of: mark)), &scanner)
    }
  }

  mutating func customContent(_ scanner: inout JSONScanner) throws(ModelError) -> [CustomContent] {
    let key = "accessibilityCustomContent"
    let expected = "an array of {label, value, importance} objects"
    guard try beginArray(&scanner, key, expected: expected) else { return [] }
    var result: [CustomContent] = []
    while try scanner.nextElement() {
      guard try scanner.peekKind() == .object else {
        try Self.refuse(.wrongType(key: key, expected: expected, at: scanner.position()), &scanner)
      }
      try scanner.beginObject()
      var entry = CustomContent(label: "", value: "")
      var seen: UInt64 = 0
      while let field = try nextKey(&scanner, of: Tables.customContent, seen: &seen, in: key) {
        switch field {
        case .label: entry.label = try string(&scanner, "label") ?? ""
        case .value: entry.value = try string(&scanner, "value") ?? ""
        case .importance:
          entry.importance = try oneOf(&scanner, "importance", CustomContent.Importance.self) ?? .default
        }
      }
      result.append(entry)
    }
    return result
  }

  mutating func tabItems(_ scanner: inout JSONScanner) throws(ModelError) -> [ControlContent.TabItem]? {
    let key = "items"
    let expected = "an array of tab item objects {title, badgeValue, …}"
    guard try beginArray(&scanner, key, expected: expected) else { return nil }
    var result: [ControlContent.TabItem] = []
    while try scanner.nextElement() {
      guard try scanner.peekKind() == .object else {
        try Self.refuse(.wrongType(key: key, expected: expected, at: scanner.position()), &scanner)
      }
      try scanner.beginObject()
      var item = ControlContent.TabItem()
      var seen: UInt64 = 0
      while let field = try nextKey(&scanner, of: Tables.tabItem, seen: &seen, in: key) {
        switch field {
        case .title: item.title = try string(&scanner, "title")
        case .badgeValue: item.badgeValue = try string(&scanner, "badgeValue")
        case .isEnabled: item.isEnabled = try bool(&scanner, "isEnabled")
        case .accessibilityLabel: item.accessibilityLabel = try string(&scanner, "accessibilityLabel")
        case .accessibilityValue: item.accessibilityValue = try string(&scanner, "accessibilityValue")
        case .accessibilityHint: item.accessibilityHint = try string(&scanner, "accessibilityHint")
        case .accessibilityIdentifier:
          item.accessibilityIdentifier = try string(&scanner, "accessibilityIdentifier")
        case .accessibilityTraits: item.accessibilityTraits = try traits(&scanner)
        }
      }
      result.append(item)
    }
    return result
  }
}

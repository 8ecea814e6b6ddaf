import VosimModel

/// Turns a dump's arena into a native `Screen`: noise dropped, VoiceOver's elements marked with explicit
/// label, value, hint, traits and frame, and the structure UIKit gives but dumps lose (groups, tab bars,
/// segmented controls, modal alerts, navigation-bar headings, back buttons) restored.
struct ScreenBuilder {
  var options: ImportOptions

  /// Whether rows are read from the right: the one direction option every place-based rule asks.
  private var rightToLeft: Bool { options.layoutDirection == .rightToLeft }

  func build(_ tree: consuming DumpTree) -> (screen: Screen, warnings: [Diagnostic]) {
    // The reader's warnings in file order, whichever check found them; any without a place after.
    let read =
      (tree.warnings
      + tree.unknownTraits.sorted {
        ($0.value.line, $0.value.column, $0.key) < ($1.value.line, $1.value.column, $1.key)
      }.map { Diagnostic.warning("unknown trait '\($0.key)' ignored", at: $0.value) }
      + tree.unknownTypes.map { type, position in
        Diagnostic.warning(
          "no XCUIElementType is called '\(type)': its element is read as a plain one", at: position)
      })
      .enumerated().sorted { a, b in
        switch (a.element.position, b.element.position) {
        case (let p?, let q?): (p.line, p.column, a.offset) < (q.line, q.column, b.offset)
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): a.offset < b.offset
        }
      }.map(\.element)
    var warnings: [Diagnostic] = []
    let applicationFrame = DeviceInference.applicationFrame(tree)
    let (pool, root) = pooledNodes(of: tree, applicationFrame: applicationFrame, warnings: &warnings)
    // The dump goes before the arena is written: the two at once were the import's peak.
    _ = consume tree
    let device = DeviceInference.device(
      applicationFrame: applicationFrame, idiom: options.idiom, warnings: &warnings)
    let screen = Screen(
      device: device, language: Screen.defaultLanguage, layoutDirection: options.layoutDirection,
      isLanguageDeclared: false,
      nodes: pool.arena(root: root))
    return (screen, read + warnings)
  }

  // MARK: - Private Methods

  /// The screen's nodes, built from the dump's bottom-up, and the root's index among them.
  private func pooledNodes(of tree: DumpTree, applicationFrame: Frame?, warnings: inout [Diagnostic]) -> (
    NodePool, Int
  ) {
    let nodes = tree.nodes
    let removed = NoiseFilter.removedSubtrees(tree, options: options, warnings: &warnings)
    let roles = FocusableSelection.roles(tree, removed: removed)
    let navigationBars = navigationBarContext(tree, rightToLeft: rightToLeft)
    let inTabBar = tabBarContext(tree)
    let (modalChain, hiddenBesideBars) = modalChain(tree, roles: roles, warnings: &warnings)
    let band = DeviceInference.rowBand(applicationFrame: applicationFrame, idiom: options.idiom)
    // The navigation bars shown: a table scrolled under one starts below it (`scrollPlacement`).
    let barFrames = nodes.indices.compactMap { index in
      nodes[index].type == "NavigationBar" && !removed[index]
        ? nodes[index].frame.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } : nil
    }

    // Bottom-up, children before parents; a container with no element below it is left out. `built`
    // names each dump node's node in the pool.
    var pool = NodePool(capacity: nodes.count + 1)
    var built = [Int?](repeating: nil, count: nodes.count)
    // Nodes kept only for their words (`inaccessibleText`), and containers of nothing else: placed after
    // their siblings and out of every decision about order and groups, so the transcript and the
    // elements' paths are what they would be without them.
    var silent = [Bool](repeating: false, count: nodes.count)
    // The containers that keep their document order (`ordersItsElements`), for one warning.
    var keptOrders: [Int] = []
    for index in nodes.indices.reversed() {
      switch roles[index] {
      case .removed, .skipped: continue
      case .element:
        let buttons = Self.fieldButtons(index, in: tree, roles: roles, built: &built)
        let own = element(index, in: tree, navigationBar: navigationBars[index], pool: &pool)
        // A field's own buttons are read right after it, in the field's place.
        built[index] =
          buttons.isEmpty
          ? own : pool.add(NodePool.container(frame: pool[own].frame), entries: [own] + buttons)
      case .container, .labelledContainer:
        // A labelled container's own element comes first, beside its children (in a tab bar's place,
        // beside the bar: it is no tab).
        let own =
          roles[index] == .labelledContainer
          ? element(index, in: tree, navigationBar: navigationBars[index], pool: &pool) : nil
        // (A segmented control's too: its label is no segment.)
        let ownBesideBar =
          own != nil
          && (Self.isTabBar(index, in: tree) || Self.segmentedTypes.contains(nodes[index].type))
        var subviews: [Int] = []
        var silentViews: [Int] = []
        var radios: Set<Int> = []
        if let own, !ownBesideBar { subviews.append(own) }
        for child in nodes[index].children {
          if let node = built[child] {
            if hiddenBesideBars.contains(child) { pool.hide(node) }
            if silent[child] { silentViews.append(node) } else { subviews.append(node) }
            if nodes[child].type == "RadioButton", roles[child] == .element { radios.insert(node) }
            built[child] = nil
          }
        }
        if !inTabBar[index] { Self.groupTabRuns(&subviews, rightToLeft: rightToLeft, in: &pool) }
        if tree.granularity != .automationTree {
          Self.orderBackButtonRows(&subviews, band: band, rightToLeft: rightToLeft, in: &pool)
        }
        if radios.count > 1, nodes[index].type != "RadioGroup" {
          Self.groupRadioRuns(&subviews, radios: radios, in: &pool)
        }
        if subviews.isEmpty {
          if let own {
            built[index] = own
          } else if !silentViews.isEmpty {
            built[index] = pool.add(NodePool.container(frame: nodes[index].frame), subviews: silentViews)
          } else {
            built[index] = inaccessibleText(index, in: tree, pool: &pool)
          }
          silent[index] = own == nil
          continue
        }
        let keepsOrder =
          nodes[index].type == "Other" && tree.granularity == .automationTree
          && Self.ordersItsElements(subviews, in: pool, band: band, rightToLeft: rightToLeft)
        if keepsOrder { keptOrders.append(index) }
        let bar = container(
          index, in: tree, roles: roles, subviews: subviews, trailing: silentViews, keepsOrder: keepsOrder,
          isModal: modalChain.contains(index), band: band, navigationBars: barFrames, pool: &pool)
        built[index] = bar
        if let own, ownBesideBar {
          built[index] = pool.add(NodePool.container(), subviews: [own, bar])
        }
      }
    }

    for top in tree.roots where hiddenBesideBars.contains(top) {
      if let node = built[top] { pool.hide(node) }
    }
    var tops = tree.roots.filter { !silent[$0] }.compactMap { built[$0] }
    let silentTops = tree.roots.filter { silent[$0] }.compactMap { built[$0] }
    if tops.count > 1 { Self.groupTabRuns(&tops, rightToLeft: rightToLeft, in: &pool) }
    if tree.granularity != .automationTree {
      Self.orderBackButtonRows(&tops, band: band, rightToLeft: rightToLeft, in: &pool)
    }
    let root: Int
    // (A second top-level node kept only for its words is dropped rather than move the first one down.)
    if tops.count == 1, let only = tops.first, pool[only].isAccessibilityElement != true {
      root = only
    } else {
      root = pool.add(NodePool.container(frame: applicationFrame), subviews: tops + silentTops)
    }
    // Only an order that is read explains anything: not one beside a modal view, or hidden with its top.
    let readOrders = keptOrders.filter { index in
      var node = index
      while let parent = nodes[node].parent {
        if nodes[parent].children.contains(where: { $0 != node && modalChain.contains($0) }) { return false }
        node = parent
      }
      return !hiddenBesideBars.contains(node)
    }
    if let first = readOrders.last {
      let more = readOrders.count > 1 ? " (and \(readOrders.count - 1) more containers)" : ""
      warnings.append(
        Diagnostic(
          .warning,
          "the \(nodes[first].type)\(more) keeps its elements' document order, which the row band would not "
            + "read: taken for an order the app chose (dump-formats §8)", at: .line(nodes[first].line)))
    }
    if !roles.contains(.element) {
      warnings.append(.warning("the dump holds no element VoiceOver can focus"))
    } else if !tree.nodes.indices.contains(where: {
      roles[$0] == .element && tree.nodes[$0].frame.map { $0.width > 0 || $0.height > 0 } != false
    }) {
      warnings.append(
        .warning("the dump's elements are all of zero size, which VoiceOver does not reach (rules §2.2)"))
    }
    return (pool, root)
  }

  /// Adds an element node, every accessibility property explicit so that no class default applies, and
  /// returns its index in `pool`.
  private func element(
    _ index: Int, in tree: DumpTree, navigationBar: NavigationBarContext?, pool: inout NodePool
  ) -> Int {
    // Field by field: a copy of the whole node retains and releases each of its strings.
    let type = tree.nodes[index].type
    let listed = tree.nodes[index].listedTraits
    var label = Self.nonBlank(tree.nodes[index].label)
    var value = Self.nonBlank(tree.nodes[index].value)
    if ElementTypeMapping.textEntryTypes.contains(type) {
      if let placeholder = Self.nonBlank(tree.nodes[index].placeholderValue) {
        // UIKit speaks the placeholder as the label of a field without one (rules §5), typed text or
        // not; an empty field reports its placeholder as its value too.
        if value == placeholder { value = nil }
        if label == nil { label = placeholder }
      } else if label == nil, value != nil, type == "TextField" || type == "SearchField",
        tree.nodes[index].placeholderValue == nil, tree.nodes[index].listedTraits == nil
      {
        // A dump of tooling too old to give placeholders or traits (idb, WebDriverAgent before 2025):
        // an empty field's value is its placeholder (dump-formats §1.6), which UIKit speaks as the
        // label. Typed text cannot be told from it; it is spoken the same either way. (A secure
        // field's bullets and a text view's text are never placeholders.)
        swap(&label, &value)
      }
    }
    let uikitClass = ElementTypeMapping.uikitClass(type: type, subrole: tree.nodes[index].subrole)
    // A value that repeats the label is the dump's echo of it, except a switch's: that is its state.
    // The white space around either is no difference (debugDescription cuts it off a line's end).
    if let repeated = value, let label, uikitClass != .switch,
      repeated == label
        || (repeated.utf8.count != label.utf8.count
          && repeated.trimmedOfWhiteSpace() == label.trimmedOfWhiteSpace())
    {
      value = nil
    }
    if type == "Cell", label == nil {
      // A cell without a label of its own speaks its texts joined, as UIKit's cell does (rules §5);
      // its own value stays its value (`Keyboards: 3`).
      label = Self.textsInside(index, in: tree, except: value)
    }

    var traits: AccessibilityTraits
    if let listed {
      traits = listed
      if !tree.nodes[index].listedTraitsIncludePrivate {
        traits.formUnion(ElementTypeMapping.privateTraits(type: type))
      }
    } else {
      traits = ElementTypeMapping.traits(type: type, subrole: tree.nodes[index].subrole)
    }
    if !tree.nodes[index].isEnabled { traits.insert(.notEnabled) }
    if tree.nodes[index].isSelected { traits.insert(.selected) }
    if tree.nodes[index].hasKeyboardFocus && traits.contains(.textEntry) { traits.insert(.isEditing) }
    if type == "Cell", !Self.listsOwnRole(listed),
      let toggle = Self.switchInside(index, in: tree)
    {
      // A settings row with a switch: UIKit's cell speaks as the switch. WebDriverAgent's list cannot
      // say so (the switch bit is private; iOS 17's ToggleButton is often missing), so only a list
      // naming another role overrides it.
      traits.formUnion([.button, .toggleButton])
      if value == nil { value = Self.nonBlank(tree.nodes[toggle].value) }
      // A disabled switch is a dimmed row: a double tap cannot flip it.
      if !tree.nodes[toggle].isEnabled { traits.insert(.notEnabled) }
    }
    if type == "Button",
      tree.nodes[index].identifier == "BackButton" || (navigationBar != nil && label?.lowercased() == "back")
        || navigationBar?.backButton == index
    {
      traits.formUnion([.button, .backButton])
    }
    if type == "StaticText", let title = navigationBar?.title, label == title { traits.insert(.header) }

    var record = NodeArena.Node()
    record.uikitClass = uikitClass
    // A UISwitch speaks its isOn and ignores an accessibilityValue (rules §5): the 1 / 0 the device
    // reported is also its isOn; a switch reporting anything else (or nothing) is kept as an element
    // with the switch's traits and the reported value, so the class does not invent an Off.
    if record.uikitClass == .switch {
      switch value {
      case "1": record.isOn = true
      case "0": record.isOn = false
      default:
        record.uikitClass = .view
        value = value ?? ""
      }
    }
    // A class that derives a value from its state (a switch's Off, a slider's 0%) must not invent one
    // the dump does not give: an explicit empty value says "none".
    if value == nil, Self.classesDerivingValues.contains(record.uikitClass) { value = "" }
    record.frame = tree.nodes[index].frame
    record.isAccessibilityElement = true
    record.traits = traits
    var rare: NodeArena.Rare?
    if !tree.nodes[index].customActions.isEmpty {
      rare = NodeArena.Rare()
      rare?.customActions = tree.nodes[index].customActions
    }
    var texts = NodeArena.Texts.empty
    texts.label = label
    texts.value = value
    texts.hint = Self.nonBlank(tree.nodes[index].hint)
    texts.identifier = Self.nonBlank(tree.nodes[index].identifier)
    return pool.add(record, texts: texts, rare: rare)
  }

  /// A node the dump marks `accessible="false"` that shows text or is a control, outside any element:
  /// VoiceOver never reaches it, which is the bug the audit's `inaccessible-text` reports (Apple's
  /// "Potentially inaccessible text"). Kept as what it is, not an element, with its words; nil for
  /// anything else, which is left out.
  private func inaccessibleText(_ index: Int, in tree: DumpTree, pool: inout NodePool) -> Int? {
    let node = tree.nodes[index]
    guard node.isAccessible == false, node.isVisible != false, node.children.isEmpty,
      node.type == "StaticText" || node.type == "TextView"
        || FocusableSelection.isInteractive(type: node.type, label: node.label),
      let frame = node.frame, frame.width > 0, frame.height > 0,
      let words = Self.nonBlank(node.label) ?? Self.nonBlank(node.value)
    else { return nil }
    var record = NodeArena.Node()
    record.uikitClass = ElementTypeMapping.uikitClass(type: node.type, subrole: node.subrole)
    record.frame = frame
    record.isAccessibilityElement = false
    var texts = NodeArena.Texts.empty
    texts.label = words
    texts.identifier = Self.nonBlank(node.identifier)
    return pool.add(record, texts: texts)
  }

  /// A container: transparent, except the groups, tab bars, segmented controls, scroll views, labelled
  /// idb groups and the modal chain.
  /// Returns its index in `pool`.
  private func container(
    _ index: Int, in tree: DumpTree, roles: [FocusableSelection.Role], subviews: [Int], trailing: [Int],
    keepsOrder: Bool, isModal: Bool, band: Double, navigationBars: [Frame], pool: inout NodePool
  ) -> Int {
    let type = tree.nodes[index].type
    let frame = tree.nodes[index].frame
    var record = NodePool.container(frame: frame)
    var texts = NodeArena.Texts.empty
    texts.identifier = Self.nonBlank(tree.nodes[index].identifier)
    record.isModal = isModal
    record.groupsChildren =
      ElementTypeMapping.groupTypes.contains(type) || ElementTypeMapping.modalTypes.contains(type)
    if ElementTypeMapping.modalTypes.contains(type) {
      // An alert's or sheet's title names it where a modal view is named (a report's "covered by"); as a
      // plain container's label it is never spoken.
      texts.label = Self.nonBlank(tree.nodes[index].label)
    }
    if Self.isTabBar(index, in: tree) {
      // Type TabBar, or a container listing the tabBar trait (WebDriverAgent `traits="TabBar"`, an
      // Xcode 9 mask): its elements are tabs, `Tab. i of n`.
      record.traits = .tabBar
      record.groupsChildren = true
    }
    // idb's RadioGroup is the segmented control its RadioButtons are the segments of: a group, as the
    // flat list's run of radio buttons is.
    if Self.segmentedTypes.contains(type) {
      record.uikitClass = .segmentedControl
      record.groupsChildren = true
    }
    // A stepper's halves are in the dump, so it stays a plain container (a UIStepper would add halves
    // of its own); its class says what it was, so the audit knows the halves' system size.
    var rare: NodeArena.Rare?
    if type == "Stepper" {
      rare = NodeArena.Rare()
      rare?.className = UIKitClass.dumpStepperClassName
    }
    if type == "TabBar" {
      // XCTest's TabBar is UIKit's or SwiftUI's; an Other listing the tabBar trait is the app's own view.
      rare = NodeArena.Rare()
      rare?.className = UIKitClass.dumpTabBarClassName
    }
    if Self.scrollRunTypes.contains(type), tree.granularity == .automationTree {
      // Its content is one run, in its own geometric order, placed by the scroll view's frame: what is
      // scrolled out above stays in the run (docs/importing.md: the importers' inference).
      record.uikitClass = .scrollView
      record.groupsChildren = true
      record.frame = Self.scrollPlacement(index, in: tree, roles: roles, navigationBars: navigationBars)
    }
    // (Not a tab bar's group, `Tab Bar`: rules §1 says nothing of the bar, on the container.)
    if type == "Group", tree.granularity != .automationTree,
      let label = Self.nonBlank(tree.nodes[index].label),
      !subviews.contains(where: { pool[$0].traits?.contains(.tabBar) == true })
    {
      // idb: a labelled group's label is the group context of its members (rules §4.4).
      record.containerType = .semanticGroup
      texts.label = label
    }
    // (Not on a 0×0 bar: with an explicit order it would be gone, rules §2.2.)
    if type == "NavigationBar", frame.map({ $0.width > 0 && $0.height > 0 }) != false,
      let ordered = Self.navigationBarOrder(subviews, in: pool, band: band, rightToLeft: rightToLeft)
    {
      // UIKit reads a bar's items back button, title, trailing items, by x: its title is centred a few
      // points lower than the buttons, which the row band alone would read after them.
      return pool.add(record, texts: texts, rare: rare, entries: ordered + trailing)
    }
    if keepsOrder {
      // SwiftUI's and `accessibilityElements`' orders show only as document order (dump-formats §8,
      // step 3 [inf]): kept, and the container read as one block.
      return pool.add(record, texts: texts, rare: rare, entries: subviews + trailing)
    }
    return pool.add(record, texts: texts, rare: rare, subviews: subviews + trailing)
  }

  /// Whether a container's children are all elements, whose document order the engine's row band would
  /// not read: an order the app chose.
  private static func ordersItsElements(_ subviews: [Int], in pool: NodePool, band: Double, rightToLeft: Bool)
    -> Bool
  {
    guard subviews.count > 1,
      subviews.allSatisfy({ pool[$0].isAccessibilityElement == true && pool[$0].frame != nil })
    else { return false }
    return byBand(subviews, in: pool, band: band, rightToLeft: rightToLeft) != subviews
  }

  /// Nodes in the engine's order: by rows of `band` points, each by x, from the right in right to left
  /// (rules §3).
  private static func byBand(_ nodes: [Int], in pool: NodePool, band: Double, rightToLeft: Bool) -> [Int] {
    nodes.sorted { a, b in
      let (first, second) = (pool[a].frame!, pool[b].frame!)
      guard abs(first.y - second.y) < band else { return first.y < second.y }
      return rightToLeft ? first.x > second.x : first.x < second.x
    }
  }

  /// The types of a segmented control: XCTest's, and idb's group of radio buttons.
  private static let segmentedTypes: Set<String> = ["SegmentedControl", "RadioGroup"]

  /// The scrolling containers whose content is read as one run.
  private static let scrollRunTypes: Set<String> = ["ScrollView", "Table", "CollectionView"]

  /// Where a scroll view's run is placed among its siblings: its frame, from the top of its first
  /// element shown in it (not scrolled out above its top, nor under a navigation bar over its upper
  /// half, nor marked not visible) when that lies lower: a table under a navigation bar starts at the
  /// screen's top, its first shown row below the bar, and at the bar's bottom when the rows there are
  /// all scrolled under it.
  private static func scrollPlacement(
    _ index: Int, in tree: DumpTree, roles: [FocusableSelection.Role], navigationBars: [Frame]
  ) -> Frame? {
    guard var frame = tree.nodes[index].frame else { return nil }
    let covered = navigationBars.filter { bar in
      bar.minY >= frame.minY && bar.minY < frame.minY + frame.height / 2 && bar.minX < frame.maxX
        && bar.maxX > frame.minX
    }.map(\.maxY).max()
    if let covered, covered < frame.maxY {
      frame = Frame(x: frame.x, y: covered, width: frame.width, height: frame.maxY - covered)
    }
    var top: Double?
    var stack = tree.nodes[index].children
    while let next = stack.popLast() {
      let node = tree.nodes[next]
      if roles[next] == .element {
        if let element = node.frame, element.minY >= frame.minY, node.isVisible != false {
          top = min(top ?? element.minY, element.minY)
        }
        continue
      }
      stack += node.children
    }
    guard let top, top > frame.minY else { return frame }
    return Frame(x: frame.x, y: top, width: frame.width, height: max(0, frame.maxY - top))
  }

  /// A navigation bar's members by rows of overlapping frames, each row by its left edges (the larger
  /// first in right to left, as rules §3 has it); nil when that is the order the engine gives anyway or a member has no frame.
  private static func navigationBarOrder(
    _ subviews: [Int], in pool: NodePool, band: Double, rightToLeft: Bool
  )
    -> [Int]?
  {
    guard subviews.count > 1 else { return nil }
    var framed: [(node: Int, frame: Frame)] = []
    for node in subviews {
      guard let frame = pool[node].frame else { return nil }
      framed.append((node, frame))
    }
    framed.sort { $0.frame.minY < $1.frame.minY }
    var rows: [(minY: Double, maxY: Double, members: [(node: Int, frame: Frame)])] = []
    for member in framed {
      if let last = rows.indices.last, member.frame.minY < rows[last].maxY {
        rows[last].maxY = max(rows[last].maxY, member.frame.maxY)
        rows[last].members.append(member)
      } else {
        rows.append((member.frame.minY, member.frame.maxY, [member]))
      }
    }
    // Each row by x, from the right in right to left; members stacked in one column (a title over its
    // subtitle, their widths overlapping) top to bottom, in either direction.
    let ordered = rows.flatMap { row in
      var columns: [(minX: Double, maxX: Double, members: [(node: Int, frame: Frame)])] = []
      for member in row.members.sorted(by: { $0.frame.minX < $1.frame.minX }) {
        // Stacked: overlapping across, one below the other (a button beside the title overlaps it both
        // ways and keeps its place by x).
        if let last = columns.indices.last, member.frame.minX < columns[last].maxX,
          columns[last].members.allSatisfy({
            $0.frame.maxY <= member.frame.minY + 1 || member.frame.maxY <= $0.frame.minY + 1
          })
        {
          columns[last].maxX = max(columns[last].maxX, member.frame.maxX)
          columns[last].members.append(member)
        } else {
          columns.append((member.frame.minX, member.frame.maxX, [member]))
        }
      }
      if rightToLeft { columns.reverse() }
      return columns.flatMap { column in
        column.members.sorted {
          $0.frame.minY != $1.frame.minY
            ? $0.frame.minY < $1.frame.minY
            : rightToLeft ? $0.frame.minX > $1.frame.minX : $0.frame.minX < $1.frame.minX
        }.map(\.node)
      }
    }
    // Only a bar the engine's row band would read otherwise needs an explicit order. A member that is
    // no element (a title view holding two lines) is no unit to the engine, which sorts its elements
    // among the bar's: only an explicit order keeps them together in its place.
    let allElements = subviews.allSatisfy { pool[$0].isAccessibilityElement == true }
    return allElements && byBand(subviews, in: pool, band: band, rightToLeft: rightToLeft) == ordered
      ? nil : ordered
  }

  /// idb lists a navigation bar's items with no bar around them: a back button and the elements on its
  /// row (vertically overlapping it) are read as UIKit reads its bar, back button, title, trailing items,
  /// where the row band would read the title, centred a few points lower, after the buttons. They are
  /// wrapped in a container with that order, as an XCTest NavigationBar is given it.
  private static func orderBackButtonRows(
    _ subviews: inout [Int], band: Double, rightToLeft: Bool, in pool: inout NodePool
  ) {
    for back in subviews where pool[back].traits?.contains(.backButton) == true {
      guard let backFrame = pool[back].frame, let first = subviews.firstIndex(of: back) else { continue }
      let row = subviews.filter { node in
        guard pool[node].isAccessibilityElement == true, let frame = pool[node].frame else { return false }
        return frame.minY < backFrame.maxY && backFrame.minY < frame.maxY
      }
      guard let ordered = navigationBarOrder(row, in: pool, band: band, rightToLeft: rightToLeft) else {
        continue
      }
      let members = Set(row)
      let place = min(first, subviews.firstIndex(where: members.contains) ?? first)
      let bar = pool.add(
        NodePool.container(frame: union(row.compactMap { pool[$0].frame })), entries: ordered)
      subviews.removeAll(where: members.contains)
      subviews.insert(bar, at: min(place, subviews.count))
    }
  }

  /// The elements built for a field's own buttons (`FocusableSelection`), taken out of `built`.
  private static func fieldButtons(
    _ index: Int, in tree: DumpTree, roles: [FocusableSelection.Role], built: inout [Int?]
  ) -> [Int] {
    guard ElementTypeMapping.textEntryTypes.contains(tree.nodes[index].type) else { return [] }
    var buttons: [Int] = []
    var stack = Array(tree.nodes[index].children.reversed())
    while let next = stack.popLast() {
      if roles[next] == .element {
        if let button = built[next] { buttons.append(button) }
        built[next] = nil
        continue
      }
      stack += tree.nodes[next].children.reversed()
    }
    return buttons
  }

  /// The UIKit classes whose defaults derive a value from content keys an import never sets.
  private static let classesDerivingValues: Set<UIKitClass> = [.switch, .slider, .pageControl]

  /// A tab bar: type TabBar, or a node that lists the tabBar trait.
  private static func isTabBar(_ index: Int, in tree: DumpTree) -> Bool {
    tree.nodes[index].type == "TabBar" || tree.nodes[index].listedTraits?.contains(.tabBar) == true
  }

  /// For each node, whether it is a tab bar or sits in one: the engine already gives its elements
  /// `Tab. i of n`.
  private func tabBarContext(_ tree: DumpTree) -> [Bool] {
    var inTabBar = [Bool](repeating: false, count: tree.nodes.count)
    for index in tree.nodes.indices {
      inTabBar[index] =
        Self.isTabBar(index, in: tree) || tree.nodes[index].parent.map { inTabBar[$0] } == true
    }
    return inTabBar
  }

  /// Wraps each run of consecutive tab elements (idb's `AXTabButton`, a listed TabButton trait) on one
  /// row in a tab bar of their own, so the engine gives each `Tab. i of n`: idb's flat list has no tab
  /// bar container, and its nested form gives the bar as a plain group.
  private static func groupTabRuns(_ subviews: inout [Int], rightToLeft: Bool, in pool: inout NodePool) {
    let tabs = Set(
      subviews.filter {
        pool[$0].isAccessibilityElement == true && pool[$0].traits?.contains(.tabBarItem) == true
      })
    groupRuns(
      &subviews, of: tabs, atLeast: 1, orInAColumn: true, bridgingRow: true, rightToLeft: rightToLeft,
      in: &pool
    ) {
      $0.traits = .tabBar
    }
  }

  /// idb's segmented control is a row of RadioButtons (dump-formats §6), in the flat list without the
  /// RadioGroup around them: each run of two or more on one row becomes a segmented control, whose
  /// segments say `i of n`.
  private static func groupRadioRuns(_ subviews: inout [Int], radios: Set<Int>, in pool: inout NodePool) {
    groupRuns(&subviews, of: radios, atLeast: 2, in: &pool) { $0.uikitClass = .segmentedControl }
  }

  /// Wraps each run of at least `minimum` consecutive `members` on one row (or, `orInAColumn`, one
  /// above the other at one x: a sidebar's tabs) in a container of their own that keeps them together,
  /// made what `configure` says. `bridgingRow`: what lies on the run's row between two members (a tab's
  /// badge, a tab bar's centre button) does not end the run; it stays beside the container.
  private static func groupRuns(
    _ subviews: inout [Int], of members: Set<Int>, atLeast minimum: Int, orInAColumn: Bool = false,
    bridgingRow: Bool = false, rightToLeft: Bool = false, in pool: inout NodePool,
    as configure: (inout NodeArena.Node) -> Void
  ) {
    guard !members.isEmpty else { return }
    var result: [Int] = []
    var index = subviews.startIndex
    while index < subviews.endIndex {
      var end = index + 1
      if members.contains(subviews[index]) {
        let first = pool[subviews[index]].frame
        var isColumn = orInAColumn
        while end < subviews.endIndex {
          if !members.contains(subviews[end]) {
            // Bridged only to a member further on, all on the run's row.
            guard bridgingRow, !isColumn || end - index == 1,
              let member = subviews[end...].firstIndex(where: members.contains),
              subviews[end...member].allSatisfy({
                pool[$0].frame != nil && Self.onOneRow(first, pool[$0].frame)
              })
            else { break }
            end = member
          }
          let next = pool[subviews[end]].frame
          if Self.onOneRow(first, next) {
            isColumn = false
          } else if !isColumn
            || !Self.isRightBelow(next, pool[subviews[end - 1]].frame, at: first, rightToLeft: rightToLeft)
          {
            break
          }
          end += 1
        }
      }
      guard members.contains(subviews[index]), end - index >= minimum else {
        result.append(subviews[index])
        index += 1
        continue
      }
      // What the run bridged stays beside it, after it: a badge is no tab of its own.
      let run = subviews[index..<end].filter(members.contains)
      let frames = run.compactMap { pool[$0].frame }
      var container = NodePool.container(frame: frames.count == run.count ? Self.union(frames) : nil)
      container.groupsChildren = true
      configure(&container)
      result.append(pool.add(container, subviews: run))
      result += subviews[index..<end].filter { !members.contains($0) }
      index = end
    }
    subviews = result
  }

  /// Whether `next` starts at `first`'s leading edge (within half a point: floats such as
  /// `16.000000000000004`) just below `previous` (within one of its heights): the next item of a column.
  private static func isRightBelow(_ next: Frame?, _ previous: Frame?, at first: Frame?, rightToLeft: Bool)
    -> Bool
  {
    guard let next, let previous, let first,
      abs(rightToLeft ? next.maxX - first.maxX : next.minX - first.minX) < 0.5
    else { return false }
    return next.minY >= previous.maxY - 1 && next.minY - previous.maxY < max(previous.height, 1)
  }

  /// Whether two frames share a row: their vertical extents overlap, or they start at the same y (a
  /// zero-height frame). True when either is missing: document order alone makes the run.
  private static func onOneRow(_ first: Frame?, _ second: Frame?) -> Bool {
    guard let first, let second else { return true }
    return (first.minY < second.maxY && second.minY < first.maxY) || first.minY == second.minY
  }

  /// The smallest frame holding all of `frames`; nil when there are none.
  private static func union(_ frames: [Frame]) -> Frame? {
    guard let first = frames.first else { return nil }
    var (minX, minY, maxX, maxY) = (first.minX, first.minY, first.maxX, first.maxY)
    for frame in frames.dropFirst() {
      (minX, minY) = (min(minX, frame.minX), min(minY, frame.minY))
      (maxX, maxY) = (max(maxX, frame.maxX), max(maxY, frame.maxY))
    }
    return Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether a Cell's listed traits name what it is, so a switch inside does not make it one: a
  /// ToggleButton (it is the switch already) or another role. `Button` does not count: WebDriverAgent
  /// lists a switch as `Button` alone before iOS 17, and the selected/enabled states say nothing.
  private static func listsOwnRole(_ listed: AccessibilityTraits?) -> Bool {
    guard let listed else { return false }
    return !listed.isDisjoint(with: [
      .toggleButton, .link, .adjustable, .header, .searchField, .keyboardKey, .image, .textEntry,
      .tabBarItem, .backButton,
    ])
  }

  /// The navigation bar a node sits in, with the bar's title (its identifier, else its label).
  struct NavigationBarContext {
    var title: String?
    /// The bar's back button in a dump that lists no traits, found by its place (`inferredBackButton`).
    var backButton: Int?
  }

  /// For each node, the navigation bar it sits in, if any.
  private func navigationBarContext(_ tree: DumpTree, rightToLeft: Bool) -> [NavigationBarContext?] {
    var context = [NavigationBarContext?](repeating: nil, count: tree.nodes.count)
    var bars: [Int: NavigationBarContext] = [:]
    for index in tree.nodes.indices {
      guard let parent = tree.nodes[index].parent else { continue }
      if tree.nodes[parent].type == "NavigationBar" {
        if let bar = bars[parent] {
          context[index] = bar
        } else {
          let title = Self.nonBlank(tree.nodes[parent].identifier) ?? Self.nonBlank(tree.nodes[parent].label)
          let bar = NavigationBarContext(
            title: title,
            backButton: Self.inferredBackButton(parent, title: title, rightToLeft: rightToLeft, in: tree))
          bars[parent] = bar
          context[index] = bar
        }
      } else {
        context[index] = context[parent]
      }
    }
    return context
  }

  /// In a dump whose traits cannot name a back button (debugDescription, WebDriverAgent, which lists
  /// public traits only), the back button of a navigation bar: its leading Button (leftmost, rightmost in
  /// right to left), at the bar's leading edge (in its leading half, before the title element when the
  /// title shares its row; a large title sits on a row of its own below), whose label is not the bar's
  /// title.
  private static func inferredBackButton(_ bar: Int, title: String?, rightToLeft: Bool, in tree: DumpTree)
    -> Int?
  {
    guard let barFrame = tree.nodes[bar].frame else { return nil }
    var buttons: [Int] = []
    var titleFrame: Frame?
    var stack = tree.nodes[bar].children
    while let next = stack.popLast() {
      let node = tree.nodes[next]
      if node.type == "Button" {
        buttons.append(next)
      } else if node.type == "StaticText", let title, node.label == title {
        titleFrame = node.frame
      } else if node.type != "NavigationBar", node.type != "SegmentedControl" {
        // A segmented control's buttons are its segments (the Phone app's Recents bar), no bar items.
        stack += node.children
      }
    }
    // A button named as the back button (`BackButton`, `Back`) is the bar's one: none is guessed by place.
    if buttons.contains(where: {
      tree.nodes[$0].identifier == "BackButton" || tree.nodes[$0].label?.lowercased() == "back"
    }) {
      return nil
    }
    let framed = buttons.filter { tree.nodes[$0].frame != nil }
    // In right to left, mirrored: the leading edge is the right one.
    let leading = { (frame: Frame) in rightToLeft ? -frame.maxX : frame.minX }
    guard
      let first = framed.min(by: { leading(tree.nodes[$0].frame!) < leading(tree.nodes[$1].frame!) }),
      let frame = tree.nodes[first].frame
    else { return nil }
    let button = tree.nodes[first]
    let isInLeadingHalf =
      rightToLeft
      ? frame.x + frame.width / 2 > barFrame.x + barFrame.width / 2
      : frame.x + frame.width / 2 < barFrame.x + barFrame.width / 2
    guard !button.listedTraitsIncludePrivate, let label = nonBlank(button.label), label != title,
      isInLeadingHalf
    else { return nil }
    if let titleFrame, titleFrame.minY < frame.maxY, frame.minY < titleFrame.maxY,
      rightToLeft ? frame.minX < titleFrame.maxX : frame.maxX > titleFrame.minX
    {
      return nil
    }
    return first
  }

  /// The texts inside a node (static texts, images with a label, buttons and links by their label and
  /// value, and the outermost labelled view of each branch, looking through pickers, toolbars and
  /// collections), in document order, joined with ", " as UIKit
  /// joins a cell's texts; nil when there is none. A focusable cell's buttons are no elements of their
  /// own, so their labels would be heard nowhere else; other controls add their value too. A switch's
  /// state is the cell's value, and its label counts only when nothing else in the cell speaks.
  /// A text equal to `except` (the cell's own value, which its detail label shows) is left out.
  private static let indicatorTypes: Set<String> = ["Stepper", "ProgressIndicator", "ActivityIndicator"]

  private static func textsInside(_ index: Int, in tree: DumpTree, except: String? = nil) -> String? {
    var texts: [String] = []
    var switchLabels: [String] = []
    var stack = Array(tree.nodes[index].children.reversed())
    while let next = stack.popLast() {
      // Not `visible` or not: that only says the row is scrolled out or covered (dump-formats §1.6).
      let node = tree.nodes[next]
      switch node.type {
      case "StaticText", "Image":
        if let text = nonBlank(node.label) ?? nonBlank(node.value) { texts.append(text) }
      case "Button", "Link":
        // A date picker's button shows its date as its value.
        if let text = nonBlank(node.label) { texts.append(text) }
        if let value = nonBlank(node.value), value != nonBlank(node.label) { texts.append(value) }
      case "Other", "Group", "Cell", "SegmentedControl":
        // A labelled view speaks for what it holds (a rating's `4 out of 5 stars`).
        if let label = nonBlank(node.label) {
          texts.append(label)
        } else {
          stack += node.children.reversed()
        }
      case "Switch", "Toggle":
        // Its state is the cell's value; its label names the row only when nothing else in it does.
        if let label = nonBlank(node.label) { switchLabels.append(label) }
      case _
      where ElementTypeMapping.interactiveTypes.contains(node.type) || Self.indicatorTypes.contains(node.type):
        // Any other control is no element of its own either: its label and what it shows (a slider's
        // `30%`, a field's text) would be heard nowhere else. A field without a label speaks its
        // placeholder, which an empty field also shows as its value; a secure field's dots say nothing.
        let placeholder = nonBlank(node.placeholderValue)
        let label = nonBlank(node.label) ?? placeholder
        if let label { texts.append(label) }
        if let value = nonBlank(node.value), value != label, value != placeholder,
          node.type != "SecureTextField" || !value.allSatisfy({ $0 == "•" })
        {
          texts.append(value)
        }
        // A stepper without a label speaks through its two buttons.
        if node.type == "Stepper", nonBlank(node.label) == nil { stack += node.children.reversed() }
      case _ where ElementTypeMapping.containerTypes.contains(node.type):
        // A picker, a toolbar or a collection is never an element: what it holds speaks.
        stack += node.children.reversed()
      default:
        continue
      }
    }
    if texts.isEmpty { texts = switchLabels }
    if let except { texts.removeAll { $0 == except } }
    return texts.isEmpty ? nil : texts.joined(separator: ", ")
  }

  /// The first Switch or Toggle below a node, depth first.
  private static func switchInside(_ index: Int, in tree: DumpTree) -> Int? {
    var stack = Array(tree.nodes[index].children.reversed())
    while let next = stack.popLast() {
      if tree.nodes[next].type == "Switch" || tree.nodes[next].type == "Toggle" { return next }
      stack += tree.nodes[next].children.reversed()
    }
    return nil
  }

  /// The last shown Alert or Sheet and its ancestors below the top: each is the last modal among its
  /// siblings, so VoiceOver reads the alert alone, as on a device (rules §2.5 alone would keep the
  /// siblings of the alert's ancestors, the rest of the app).
  /// Returns the chain, and the nodes hidden instead beside a kept keyboard or status bar.
  private func modalChain(_ tree: DumpTree, roles: [FocusableSelection.Role], warnings: inout [Diagnostic])
    -> (chain: Set<Int>, hidden: Set<Int>)
  {
    // An element of zero size is one VoiceOver does not reach (rules §2.2): nothing to read.
    var hasElementBelow = [Bool](repeating: false, count: tree.nodes.count)
    for index in tree.nodes.indices.reversed()
    where (roles[index] == .element && tree.nodes[index].frame.map { $0.width > 0 || $0.height > 0 } != false)
      || hasElementBelow[index]
    {
      hasElementBelow[index] = true
      if let parent = tree.nodes[index].parent { hasElementBelow[parent] = true }
    }
    // Only a shown alert confines reading: one marked not visible is being dismissed or covered.
    let alert = tree.nodes.indices.last(where: {
      ElementTypeMapping.modalTypes.contains(tree.nodes[$0].type)
        && (roles[$0] == .container || roles[$0] == .labelledContainer)
        && hasElementBelow[$0] && tree.nodes[$0].isVisible != false
    })
    // Without an alert, the last of several windows that hold elements is the top-most, read alone
    // (dump-formats §8, step 1): a toast or a custom pop-up presented in a window of its own.
    var windows: [Int] = []
    var kind = "windows"
    if alert == nil {
      windows = tree.nodes.indices.filter {
        tree.nodes[$0].type == "Window" && hasElementBelow[$0] && roles[$0] != .removed
          && !Self.hasAncestor($0, ofType: "Window", in: tree)
      }
      // The status bar's elements are the system's: a window counts by the app's.
      windows.removeAll {
        !Self.holdsElement($0, outside: { $0.type == "StatusBar" }, in: tree, roles: roles)
      }
      // idb has no windows: an application listed after another (SpringBoard over the app, its system
      // alert) is the top-most the same way, counted by the app's elements too: idb lists the status
      // bar's items and the keys alone, in SpringBoard's list.
      if windows.isEmpty, tree.roots.count > 1 {
        windows = tree.roots.filter {
          tree.nodes[$0].type == "Application" && hasElementBelow[$0]
            && Self.holdsElement($0, outside: { Self.barName($0, in: tree) != nil }, in: tree, roles: roles)
        }
        kind = "applications"
      }
      // With a keyboard on screen, a field has focus: the last window is the top-most only when it holds
      // that field; the keyboard's input accessory, wherever it sits, is read beside the app.
      if windows.count > 1, Self.keyboardIsShown(in: tree),
        let last = windows.last,
        !Self.holds(
          last, in: tree, where: { $0.hasKeyboardFocus || $0.listedTraits?.contains(.isEditing) == true })
      {
        windows = []
      }
    }
    guard let modal = alert ?? (windows.count > 1 ? windows.last : nil) else { return ([], []) }
    // The keyboard and the status bar a user asked for stay readable beside it (dump-formats §8, step
    // 1: dropped "unless asked"): where one lies beside the chain, the chain's node there is not modal
    // and its other siblings are hidden instead.
    var chain: Set<Int> = []
    var hidden: Set<Int> = []
    var bars: Set<String> = []
    // A kept bar deep inside a view of the app (a status bar in the content's view): only the way down
    // to it stays, the app's views beside that way are hidden.
    func hideBeside(bar node: Int) {
      guard Self.barName(tree.nodes[node], in: tree) == nil else { return }
      for child in tree.nodes[node].children where roles[child] != .removed {
        if Self.keptBar(child, in: tree, roles: roles) != nil {
          hideBeside(bar: child)
        } else {
          hidden.insert(child)
        }
      }
    }
    var member = modal
    while true {
      let parent = tree.nodes[member].parent
      // The top node alone: nothing beside it.
      guard parent != nil || tree.roots.count > 1 else { break }
      let others = (parent.map { tree.nodes[$0].children } ?? tree.roots).filter {
        $0 != member && roles[$0] != .removed
      }
      let kept = others.compactMap { other in Self.keptBar(other, in: tree, roles: roles).map { (other, $0) }
      }
      if kept.isEmpty {
        chain.insert(member)
      } else {
        bars.formUnion(kept.map(\.1))
        hidden.formUnion(others.filter { other in !kept.contains { $0.0 == other } })
        for (other, _) in kept { hideBeside(bar: other) }
      }
      guard let parent else { break }
      member = parent
    }
    let reason = alert == nil ? ", the last of \(windows.count) \(kind) with elements," : ""
    let names = bars.sorted()
    let read =
      names.count < 2
      ? names.first.map { "only it and \($0) are read" } ?? "only it is read"
      : "only it, \(names.dropLast().joined(separator: ", ")) and \(names.last!) are read"
    warnings.append(
      Diagnostic(
        .warning, "the \(tree.nodes[modal].type)\(reason) is treated as modal: \(read)",
        at: .line(tree.nodes[modal].line)))
    return (chain, hidden)
  }

  /// `the keyboard` or `the status bar` when node `index` holds one that is kept (asked for), else nil.
  private static func keptBar(_ index: Int, in tree: DumpTree, roles: [FocusableSelection.Role]) -> String? {
    var stack = [index]
    while let next = stack.popLast() {
      guard roles[next] != .removed else { continue }
      if let name = barName(tree.nodes[next], in: tree) { return name }
      stack += tree.nodes[next].children
    }
    return nil
  }

  /// `the keyboard` or `the status bar` for a node that is one or a part of one: idb lists the status
  /// bar's items and the keys without their bar.
  private static func barName(_ node: DumpElement, in tree: DumpTree) -> String? {
    if node.type == "Keyboard" || tree.isKey(type: node.type, traits: node.listedTraits) {
      return "the keyboard"
    }
    if node.type == "StatusBar" || node.isStatusBarItem { return "the status bar" }
    return nil
  }

  private static func hasAncestor(_ index: Int, ofType type: String, in tree: DumpTree) -> Bool {
    var cursor = tree.nodes[index].parent
    while let parent = cursor {
      if tree.nodes[parent].type == type { return true }
      cursor = tree.nodes[parent].parent
    }
    return false
  }

  /// Whether node `index` or a node below it is one `matching`.
  private static func holds(_ index: Int, in tree: DumpTree, where matching: (DumpElement) -> Bool) -> Bool {
    var stack = [index]
    while let next = stack.popLast() {
      if matching(tree.nodes[next]) { return true }
      stack += tree.nodes[next].children
    }
    return false
  }

  /// Whether an element lies below node `index` outside every subtree whose top is `excluded`.
  private static func holdsElement(
    _ index: Int, outside excluded: (DumpElement) -> Bool, in tree: DumpTree, roles: [FocusableSelection.Role]
  ) -> Bool {
    var stack = [index]
    while let next = stack.popLast() {
      if roles[next] == .element { return true }
      stack += tree.nodes[next].children.filter { !excluded(tree.nodes[$0]) }
    }
    return false
  }

  /// Whether a keyboard is on screen: shown, of some size, and starting above the screen's bottom.
  private static func keyboardIsShown(in tree: DumpTree) -> Bool {
    // The screen's bottom: the application's frame, else (a debugDescription's application has none)
    // its windows'.
    let bottom =
      tree.roots.compactMap { tree.nodes[$0].frame?.maxY }.max()
      ?? tree.roots.flatMap { tree.nodes[$0].children }.filter { tree.nodes[$0].type == "Window" }
      .compactMap { tree.nodes[$0].frame?.maxY }.max() ?? .infinity
    // idb lists the keys without their keyboard: where there is none, a key shows it.
    let hasKeyboard = tree.nodes.contains { $0.type == "Keyboard" }
    return tree.nodes.contains {
      let isKeyboard =
        hasKeyboard ? $0.type == "Keyboard" : tree.isKey(type: $0.type, traits: $0.listedTraits)
      guard isKeyboard, $0.isVisible != false, let frame = $0.frame else { return false }
      return frame.width > 0 && frame.height > 0 && frame.minY < bottom
    }
  }

  /// The text, or nil when it is absent or only white space.
  static func nonBlank(_ text: String?) -> String? {
    guard let text, !text.isBlank else { return nil }
    return text
  }
}

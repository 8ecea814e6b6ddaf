import VosimModel
import VosimReadingOrder
import VosimUtterance

extension ReportDocument {
  /// The document of `screen`: `utterances` are its reading order's, one per element, in order
  /// (`UtteranceBuilder`'s), `order` the result they were built from (for its warnings). Throws what
  /// `ReadingOrder` throws for the same screen. The iOS version shown is `systemVersion` when given,
  /// else the one the order simulated, marked as assumed when the screen names none.
  public init(
    screen: Screen, order: ReadingOrderResult, utterances: [Utterance], file: String,
    systemVersion: String? = nil
  ) throws(ModelError) {
    let outline = try ScreenOutline.of(screen)
    var positions: [NodePath: Int] = [:]
    positions.reserveCapacity(utterances.count)
    var elements: [ReportElement] = []
    elements.reserveCapacity(utterances.count)
    for (index, utterance) in utterances.enumerated() {
      let element = utterance.element
      positions[element.path] = index + 1
      elements.append(
        ReportElement(
          position: index + 1, text: utterance.text, frame: element.frame, path: element.path.description,
          identifier: element.identifier, language: utterance.language))
    }
    let groups = outline.groups.map { group in
      ReportGroup(
        kind: group.isModal && group.kind != .modal
          ? Self.kindName(.modal) + " · " + Self.kindName(group.kind) : Self.kindName(group.kind),
        label: group.label, frame: group.frame,
        path: group.path.description)
    }
    let unreachable = outline.unreachable.map {
      ReportUnreachable(
        name: $0.name, frame: $0.frame, path: $0.path.description, reason: $0.reason,
        isInsideElement: $0.isInsideElement)
    }
    let warnings = order.warnings.map { warning in
      ReportWarning(
        message: warning.description, positions: warning.paths.compactMap { positions[$0] }.sorted(),
        reason: warning.reason)
    }
    var shownVersion =
      systemVersion
      ?? (screen.device.systemVersion == nil
        ? "\(order.systemVersion) (assumed: the newest known)" : order.systemVersion.description)
    // A release vosim does not know is read as the nearest it knows: the header says which.
    if let nearest = VoiceOverBehaviour.nearestKnown(to: order.systemVersion) {
      shownVersion += " (read as \(nearest), the nearest release vosim knows)"
    }
    self.init(
      file: file, device: screen.device, language: screen.language, systemVersion: shownVersion,
      elements: elements, groups: groups, unreachable: unreachable, warnings: warnings)
  }

  static func kindName(_ kind: ScreenOutline.Group.Kind) -> String {
    switch kind {
    case .list: "List"
    case .landmark: "Landmark"
    case .dataTable: "Data table"
    case .semanticGroup: "Semantic group"
    case .tabBar: "Tab bar"
    case .grouped: "Grouped view"
    case .explicitOrder: "Explicit order"
    case .modal: "Modal view"
    }
  }
}

extension ReportDocument {
  /// The elements drawn cut at the drawing's edge: their frames reach past `drawingLimit` points from
  /// the screen's origin, where no browser lays out a page.
  public var positionsBeyondDrawing: [Int] {
    elements.compactMap { element in
      guard let frame = element.frame, frame.x.isFinite, frame.y.isFinite, frame.width.isFinite,
        frame.height.isFinite
      else { return nil }
      let reach = [frame.x, frame.y, frame.x + frame.width, frame.y + frame.height].map(abs).max() ?? 0
      return reach > Self.drawingLimit ? element.position : nil
    }
  }

  /// How far from the screen's origin the drawing reaches, in points.
  public static var drawingLimit: Double { Markup.canvasLimit }
}

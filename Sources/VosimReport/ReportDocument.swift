import VosimModel

/// Everything a report draws of one screen: the header's facts, the elements in reading order, the
/// groups, what VoiceOver cannot reach, the order warnings and what other tools add.
///
/// Built from a screen with `init(screen:order:lines:file:)`; the audio's timings come from the
/// speech stage (`timings`), the findings and rotor categories from the audit and navigation stages
/// (`annotations`), so this module depends on none of them.
public struct ReportDocument: Hashable, Sendable {
  /// The file the screen was read from, as the user named it.
  public var file: String
  /// The device as the screen names it; the header states its size, the drawing `drawnDevice`'s.
  public var device: Device
  public var language: String
  /// The iOS version the screen was captured on, when the screen names one.
  public var systemVersion: String?
  /// In reading order; `elements[i].position == i + 1`.
  public var elements: [ReportElement]
  public var groups: [ReportGroup]
  public var unreachable: [ReportUnreachable]
  public var warnings: [ReportWarning]
  public var annotations: ReportAnnotations
  /// The whole audio's length (pauses included), when the speech was rendered.
  public var durationMilliseconds: Int?

  public init(
    file: String, device: Device, language: String, systemVersion: String? = nil,
    elements: [ReportElement], groups: [ReportGroup] = [], unreachable: [ReportUnreachable] = [],
    warnings: [ReportWarning] = [], annotations: ReportAnnotations = ReportAnnotations(),
    durationMilliseconds: Int? = nil
  ) {
    self.file = file
    self.device = device
    self.language = language
    self.systemVersion = systemVersion
    self.elements = elements
    self.groups = groups
    self.unreachable = unreachable
    self.warnings = warnings
    self.annotations = annotations
    self.durationMilliseconds = durationMilliseconds
  }

  /// The device with its size cut to what a page can draw.
  public var drawnDevice: Device {
    var drawn = device
    drawn.width = device.width.isFinite ? Markup.onCanvas(max(device.width, 0)) : 0
    drawn.height = device.height.isFinite ? Markup.onCanvas(max(device.height, 0)) : 0
    return drawn
  }

  /// The part of the plane the drawing covers, in the screen's points: the device, grown to hold
  /// every frame drawn. Content below the device (a scrolled list) is drawn under a fold line at its
  /// bottom edge; content off its left, top or right edge is drawn where it is, outside its outline.
  public var drawingBounds: Frame {
    let device = drawnDevice
    var bounds: Frame? = Frame(x: 0, y: 0, width: device.width, height: device.height)
    let frames = elements.map(\.frame) + groups.map(\.frame) + unreachable.map(\.frame)
    for case let frame? in frames.map(Markup.drawable) { bounds.unite(frame) }
    return bounds!
  }

  /// Where the drawing ends below the device's top edge: the device's height, or more when content
  /// lies below it.
  public var drawingHeight: Double {
    let bounds = drawingBounds
    return bounds.y + bounds.height
  }

  /// The elements in the order a drawing paints them: the largest first, so a small element on a
  /// large one (a button on a full-screen overlay) stays visible and clickable; equal areas in
  /// reading order.
  static func paintingOrder(_ elements: [ReportElement]) -> [ReportElement] {
    let area = { (element: ReportElement) -> Double in
      guard let frame = element.frame else { return 0 }
      return frame.width * frame.height
    }
    return elements.enumerated().sorted { left, right in
      let (a, b) = (area(left.element), area(right.element))
      return a != b ? a > b : left.offset < right.offset
    }.map(\.element)
  }

  /// Sets each element's place in the audio, in reading order (one timing per element), and the
  /// audio's length.
  public mutating func setTimings(_ timings: [ReportTiming], durationMilliseconds: Int) {
    for (index, timing) in zip(elements.indices, timings) { elements[index].timing = timing }
    self.durationMilliseconds = durationMilliseconds
  }
}

/// One element VoiceOver reaches.
public struct ReportElement: Hashable, Sendable {
  /// 1-based reading-order position, as `data-position` carries it.
  public var position: Int
  /// The transcript line.
  public var text: String
  public var frame: Frame?
  /// Where it sits in the source file.
  public var path: String
  public var identifier: String?
  /// Where its utterance is in the audio, when the speech was rendered.
  public var timing: ReportTiming?
  /// The language it is spoken in (its own `accessibilityLanguage`, else the screen's), marked on its
  /// line so a screen reader reads the page's copy in that language too.
  public var language: String?

  public init(
    position: Int, text: String, frame: Frame?, path: String, identifier: String? = nil,
    timing: ReportTiming? = nil, language: String? = nil
  ) {
    self.position = position
    self.text = text
    self.frame = frame
    self.path = path
    self.identifier = identifier
    self.timing = timing
    self.language = language
  }
}

/// An utterance's place in the audio, in milliseconds from its start.
public struct ReportTiming: Hashable, Sendable {
  public var startMilliseconds: Int
  /// Where its speech ends (the pause after it not included).
  public var endMilliseconds: Int

  public init(startMilliseconds: Int, endMilliseconds: Int) {
    self.startMilliseconds = startMilliseconds
    self.endMilliseconds = endMilliseconds
  }

  /// How long a user swiping from the top waits before hearing it: everything spoken before it.
  public var timeToReachMilliseconds: Int { startMilliseconds }
}

/// A container VoiceOver keeps together, drawn as its own outline.
public struct ReportGroup: Hashable, Sendable {
  /// What kind of container: `List`, `Landmark`, `Tab bar`, `Grouped view`, `Explicit order`…; a
  /// modal view that is also one of them is both: `Modal view · Grouped view`.
  public var kind: String
  public var label: String?
  public var frame: Frame?
  public var path: String

  public init(kind: String, label: String?, frame: Frame?, path: String) {
    self.kind = kind
    self.label = label
    self.frame = frame
    self.path = path
  }
}

/// Something VoiceOver never focuses, drawn faded and listed with why.
public struct ReportUnreachable: Hashable, Sendable {
  public var name: String
  public var frame: Frame?
  public var path: String
  public var reason: String
  /// Whether it lies inside an element VoiceOver focuses: drawn over that element's box, which would
  /// hide it.
  public var isInsideElement: Bool

  public init(name: String, frame: Frame?, path: String, reason: String, isInsideElement: Bool = false) {
    self.name = name
    self.frame = frame
    self.path = path
    self.reason = reason
    self.isInsideElement = isInsideElement
  }
}

/// A warning about the order, marked on the elements it names.
public struct ReportWarning: Hashable, Sendable {
  public var message: String
  /// The 1-based positions of the elements it names.
  public var positions: [Int]
  /// Why, in a few words, for the note under each of those elements (`ReadingOrderWarning.reason`).
  public var reason: String?

  public init(message: String, positions: [Int], reason: String? = nil) {
    self.message = message
    self.positions = positions
    self.reason = reason
  }

  /// The report's line: the elements it names, then the message; a warning about the whole screen (an
  /// iOS version vosim reads as another) names none.
  var line: String {
    positions.isEmpty ? message : "Elements \(positions.map(String.init).joined(separator: ", ")): \(message)"
  }

  /// The heading over `warnings`: order warnings name elements; others are the screen's.
  static func heading(_ warnings: [ReportWarning]) -> String {
    warnings.allSatisfy { !$0.positions.isEmpty } ? "Order warnings" : "Warnings"
  }
}

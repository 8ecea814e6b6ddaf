import VosimModel
import VosimReadingOrder

/// The machine-readable transcript: per element its position, source path, identifier, class, frame,
/// segments and text line, plus the reading order's warnings and the iOS version whose VoiceOver was
/// simulated. What `vosim transcript --format json` prints.
public struct TranscriptDocument: Hashable, Sendable, Codable {
  /// One element of the reading order and what VoiceOver says there.
  public struct Entry: Hashable, Sendable, Codable {
    /// Zero-based position in the reading order.
    public var position: Int
    /// Where the element is in the source file, such as `root.subviews[2].accessibilityElements[0]`.
    public var path: String
    public var identifier: String?
    public var `class`: String
    public var frame: Frame?
    /// The BCP-47 tag that chose the words.
    public var language: String
    public var segments: [Segment]
    /// The transcript line.
    public var text: String
  }

  /// A warning about the order, such as an ambiguous row (`ambiguousOrder`), or about the input
  /// (`input`: an unknown key, an ignored trait).
  public struct Warning: Hashable, Sendable, Codable {
    public var kind: String
    public var message: String
    /// The source paths of the elements involved.
    public var paths: [String]

    public init(kind: String, message: String, paths: [String]) {
      self.kind = kind
      self.message = message
      self.paths = paths
    }
  }

  public var elements: [Entry]
  /// The iOS version assumed (`ReadingOrderResult.systemVersion`), such as `"26"`.
  public var systemVersion: String
  public var warnings: [Warning]

  public init(
    utterances: [Utterance], warnings: [ReadingOrderWarning],
    systemVersion: SystemVersion = VoiceOverBehaviour.newestKnownVersion
  ) {
    self.systemVersion = systemVersion.description
    elements = utterances.map { utterance in
      Entry(
        position: utterance.element.position, path: utterance.element.path.description,
        identifier: utterance.element.identifier, class: utterance.element.className,
        frame: utterance.element.frame, language: utterance.language, segments: utterance.segments,
        text: utterance.text)
    }
    self.warnings = warnings.map { warning in
      let kind =
        switch warning.kind {
        case .ambiguousOrder: "ambiguousOrder"
        case .unknownSystemVersion: "unknownSystemVersion"
        }
      return Warning(kind: kind, message: warning.description, paths: warning.paths.map(\.description))
    }
  }
}

import VosimModel

/// Turns an accessibility-tree dump (WebDriverAgent XML, XCTest debugDescription, idb JSON,
/// AccessibilitySnapshot JSON) into a native
/// `Screen` whose focusable elements are marked, so the reading-order engine orders and phrases it as for
/// a hand-written screen. The mapping is documented in docs/importing.md.
public struct DumpImporter: Sendable {
  public var options: ImportOptions

  public init(options: ImportOptions = ImportOptions()) {
    self.options = options
  }

  /// Reads `bytes` as `format`, or as the format `DumpFormat.detect` finds when nil.
  ///
  /// Throws `ImportError.unknownFormat` when nothing is detected (a native screen JSON included: read
  /// that with the model's decoder).
  ///
  /// UTF-16 and UTF-32 text (`UnicodeText`) is read as its UTF-8 transcoding.
  public func importScreen(_ bytes: [UInt8], format: DumpFormat? = nil) throws(ImportError) -> ImportResult {
    let bytes = try UnicodeText.transcoded(bytes) ?? bytes
    guard let format = format ?? DumpFormat.detect(bytes) else { throw .unknownFormat }
    let tree: DumpTree
    switch format {
    case .webDriverAgentXML: tree = try WebDriverAgentXMLReader().read(bytes)
    case .debugDescription: tree = try DebugDescriptionReader().read(bytes)
    case .idbJSON: tree = try IdbJSONReader().read(bytes)
    // Already VoiceOver's elements and containers: read straight into a screen.
    case .accessibilitySnapshot: return try AccessibilitySnapshotReader(options: options).read(bytes)
    }
    let (screen, warnings) = ScreenBuilder(options: options).build(consume tree)
    return ImportResult(screen: screen, warnings: warnings, format: format)
  }
}

import Foundation
import VosimModel

/// Reads a screen from any input vosim knows: the native screen JSON or one of the four dumps
/// (WebDriverAgent XML, XCTest debugDescription, idb JSON, AccessibilitySnapshot JSON), detected from
/// the content unless told, in UTF-8, UTF-16 or UTF-32.
///
/// Every command of `vosim` reads its files through this, so a Swift test that reads a file here sees
/// the screen and the warnings the command line would.
public struct ScreenReader: Sendable {
  /// What an input is read as.
  public enum Format: Hashable, Sendable, CustomStringConvertible {
    /// vosim's own screen JSON (docs/screen-format.md).
    case screen
    case dump(DumpFormat)

    /// The names `--input-format` takes: `screen` and the dumps' raw values.
    public static let names = ["screen"] + DumpFormat.allCases.map(\.rawValue)

    /// The format a name of `names` stands for (any case); nil for other names.
    public init?(name: String) {
      if name.lowercased() == "screen" {
        self = .screen
      } else if let dump = DumpFormat(rawValue: name.lowercased()) {
        self = .dump(dump)
      } else {
        return nil
      }
    }

    public var description: String {
      switch self {
      case .screen: "screen"
      case .dump(let dump): dump.rawValue
      }
    }
  }

  /// What to read every input as; nil detects each one's format from its content.
  public var format: Format?
  /// How dumps are turned into screens.
  public var importOptions: ImportOptions

  public init(format: Format? = nil, importOptions: ImportOptions = ImportOptions()) {
    self.format = format
    self.importOptions = importOptions
  }

  /// Reads a screen from `bytes`. Throws an error-level `Diagnostic` at the line and column where the
  /// input stops being a screen; the warnings come with the result.
  public func read(_ bytes: [UInt8]) throws(Diagnostic) -> ScreenReading {
    var bytes = bytes
    do { bytes = try UnicodeText.transcoded(bytes) ?? bytes } catch { throw error.diagnostic }
    // Said plainly, whatever the format: a JSON or XML parser's "found end of input" says less.
    let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
      throw .error(
        text.isEmpty ? "the file is empty" : "the file holds only white space",
        at: SourcePosition(line: 1, column: 1))
    }
    switch format ?? DumpFormat.detect(bytes).map(Format.dump) ?? .screen {
    case .dump(let dump):
      let result: ImportResult
      do { result = try DumpImporter(options: importOptions).importScreen(bytes, format: dump) } catch {
        throw error.diagnostic
      }
      return ScreenReading(
        screen: result.screen, format: .dump(dump), warnings: result.warnings,
        referenceOrder: result.referenceOrder)
    case .screen:
      if format == nil, let position = Self.pageSourceAfterText(bytes) {
        throw .error(
          "text before an XML page source, which starts here: remove what comes before it (a log line?)",
          at: position)
      }
      if let (position, found) = Self.textThatIsNoJSON(bytes) {
        throw .error(
          "not a screen file or a dump vosim reads: found \(found) where a JSON screen starts with '{' "
            + "(dumps: Appium/WebDriverAgent XML, XCTest debugDescription with 'Element subtree:', idb JSON, "
            + "AccessibilitySnapshot JSON)", at: position)
      }
      let document: ScreenDocument
      do { document = try ScreenDecoder(idiom: importOptions.idiom).decode(bytes) } catch {
        if case .missingRoot(let position) = error, let other = Self.otherTreeFormat(bytes) {
          throw .error(other, at: position)
        }
        // A reference is checked once the tree is read: its container is found again to give a place.
        switch error {
        case .unresolvedReference(_, let container), .duplicateReference(_, let container),
          .referenceCycle(_, let container):
          if let position = NodeLocator.positions(of: [container], in: bytes)[container] {
            throw .error(error.description, at: position)
          }
        default: break
        }
        throw error.diagnostic
      }
      return ScreenReading(screen: document.screen, format: .screen, warnings: document.warnings)
    }
  }

  /// What a JSON object without `root` is when it is another tool's tree vosim does not read: the
  /// message that says so, instead of a screen file's missing root.
  static func otherTreeFormat(_ bytes: [UInt8]) -> String? {
    guard let document = try? JSONValue.parse(bytes, maximumNesting: Screen.maximumDepth),
      case .object(let pairs) = document.kind
    else { return nil }
    let keys = Set(pairs.map(\.key))
    let readable =
      "vosim reads Appium/WebDriverAgent XML, XCTest debugDescription, idb JSON, AccessibilitySnapshot "
      + "JSON and its own screen files"
    // Also inside the HTTP response's envelope (`{"value": {…}, "sessionId": …}`), where /source puts
    // the XML page source as a string.
    var tree = keys
    if let value = pairs.first(where: { $0.key == "value" })?.value {
      if case .object(let inner) = value.kind { tree = Set(inner.map(\.key)) }
      if case .string(let text) = value.kind, text.hasPrefix("<?xml") || text.hasPrefix("<XCUIElementType") {
        return "this is WebDriverAgent's /source response: its 'value' is the XML page source, which vosim "
          + "reads; save that string as an .xml file (jq -r .value response.json > page-source.xml)"
      }
      if case .string(let text) = value.kind,
        text.contains("Element subtree:") || text.hasPrefix("Attributes:")
          || text.contains("\u{2192}Application")
      {
        return "this is WebDriverAgent's /source?format=description response: its 'value' is the XCTest "
          + "debugDescription, which vosim reads; save that string as a .txt file "
          + "(jq -r .value response.json > page-source.txt)"
      }
    }
    if tree.contains("type"), tree.contains("rect") || tree.contains("children") {
      return "this is WebDriverAgent's JSON source (/source?format=json), which vosim does not read: save "
        + "the XML page source instead (/source, Appium's driver.page_source); " + readable
    }
    if keys.contains("axElement") || (keys.contains("attributes") && keys.contains("children")) {
      return "this is a Maestro view hierarchy, which vosim does not read; " + readable
    }
    return nil
  }

  /// Reads the screen in the file at `url`; every diagnostic names the file as its path.
  public func read(contentsOf url: URL) throws(Diagnostic) -> ScreenReading {
    // Said as the command line says it, not as Foundation's error codes.
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw Diagnostic(.error, MissingFile.reason(url.path), file: url.path)
    }
    guard !isDirectory.boolValue else {
      throw Diagnostic(.error, "is a folder, not a screen file or a dump", file: url.path)
    }
    let bytes: [UInt8]
    do { bytes = try [UInt8](Data(contentsOf: url)) } catch {
      throw Diagnostic(.error, "cannot be read: \(error.localizedDescription)", file: url.path)
    }
    do {
      var reading = try read(bytes)
      reading.warnings = reading.warnings.map { $0.about(file: url.path) }
      return reading
    } catch {
      throw error.about(file: url.path)
    }
  }

  /// Where an XML page source starts when text that is not XML comes before it (a log line's time and
  /// tag, `2024-05-01T12:00:00Z [Appium] <?xml …`): nil when the input is no such thing.
  private static func pageSourceAfterText(_ bytes: [UInt8]) -> SourcePosition? {
    let start = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } ?? bytes.count
    guard start < bytes.count, bytes[start] != UInt8(ascii: "{") else { return nil }
    let prefix = bytes[start..<min(bytes.count, start + 65_536)]
    for marker in ["<?xml", "<AppiumAUT", "<XCUIElementType"] {
      guard let found = prefix.firstRange(of: Array(marker.utf8)) else { continue }
      // Columns count characters after a byte-order mark, as every reader counts them.
      let lineStart =
        bytes[..<found.lowerBound].lastIndex(of: 0x0A).map { $0 + 1 }
        ?? (bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
      return SourcePosition(
        line: 1 + bytes[..<found.lowerBound].count { $0 == 0x0A },
        column: 1 + bytes[lineStart..<found.lowerBound].count { $0 & 0xC0 != 0x80 })
    }
    return nil
  }

  /// Where an input that is no dump starts with something no JSON value starts with (a letter other
  /// than `true`, `false` and `null`'s): plain text, a log, a recording given as a screen. The JSON
  /// reader's "expected a value" would not tell the user what kind of file vosim wanted.
  private static func textThatIsNoJSON(_ bytes: [UInt8]) -> (SourcePosition, String)? {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var line = 1
    var column = 1
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
      if bytes[index] == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    guard index < bytes.count else { return nil }
    // What can start a JSON value is left to the JSON reader; anything else (a word, a `#` heading, a
    // line of Arabic) is no screen.
    guard !Array("{[\"-0123456789tfn".utf8).contains(bytes[index]) else { return nil }
    // A control character or a byte that is no UTF-8 is the JSON reader's to name, by its code.
    guard let found = String(decoding: bytes[index...].prefix(4), as: UTF8.self).first,
      let scalar = found.unicodeScalars.first, scalar.value >= 0x20, scalar.value != 0x7F,
      scalar != "\u{FFFD}"
    else { return nil }
    // A character that shows as nothing (a second byte order mark, a zero-width space) is named by its
    // code: quoted, it would read as "found ''".
    let invisible = [.format, .spaceSeparator, .nonspacingMark, .enclosingMark].contains(
      scalar.properties.generalCategory)
    let shown = invisible ? String(format: "U+%04X", scalar.value) : "'\(found)'"
    return (SourcePosition(line: line, column: column), shown)
  }
}

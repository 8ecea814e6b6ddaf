import Foundation
import VosimImport
import VosimModel
import VosimReadingOrder
import VosimUtterance

/// The options every command that reads a screen shares: how to read it and what to assume about it.
struct ScreenInputOptions {
  static let optionSpecs: [OptionSpec] = [
    OptionSpec(
      name: "input-format", valueName: "screen|xml|debugdescription|idb|accessibility-snapshot",
      help: "Read the input as this format instead of detecting it from the content."),
    OptionSpec(
      name: "idiom", valueName: "phone|pad",
      help: "Override the screen's device idiom (the row band: 8 pt on phone, 13 pt on pad)."),
    OptionSpec(name: "rtl", help: "Read the screen right to left."),
    OptionSpec(
      name: "language", valueName: "tag",
      help: "Override the screen's language (a BCP-47 tag such as de-DE) for elements that set none."),
    OptionSpec(
      name: "system-version", valueName: "version",
      help: "Simulate VoiceOver of this iOS version (such as 18.5) instead of the screen's (default: 26)."),
    OptionSpec(
      name: "include-status-bar", help: "Keep the status bar of imported dumps (dropped by default)."),
    OptionSpec(
      name: "include-keyboard",
      help: "Keep the on-screen keyboard's keys of imported dumps (dropped by default)."),
    OptionSpec(
      name: "max-input-size", valueName: "size",
      help: "Refuse an input file larger than this: bytes, or 800M, 2G (default 512M; also "
        + "\(InputLimit.environmentVariable))."),
  ]

  /// Nil: detect. `.none` inside: the native screen format.
  /// The shape of a BCP-47 tag: a language of 2 to 8 letters, then subtags of 1 to 8 letters or digits
  /// joined by hyphens (`de`, `en-US`, `zh-Hant-TW`). Catches `--language --rtl` and typos, not
  /// unknown languages (those fall back to English words with a warning where they matter).
  static func isLanguageTag(_ text: String) -> Bool {
    let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = subtags.first, (2...8).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return subtags.dropFirst().allSatisfy { subtag in
      (1...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }

  /// Whether two paths name the same file (after `..`, `.` and symbolic links): an output must never
  /// replace the input it is made from.
  static func isSameFile(_ first: String, as second: String) -> Bool {
    let resolve = { (path: String) in
      URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
    return resolve(first) == resolve(second)
  }

  var format: DumpFormat??
  var idiom: Device.Idiom?
  var rightToLeft: Bool
  var language: String?
  var systemVersion: SystemVersion?
  var includeStatusBar: Bool
  var includeKeyboard: Bool
  /// The most bytes one input may hold (`InputLimit`).
  var maximumInputBytes: Int

  init(arguments: ParsedArguments) throws {
    if let raw = arguments.value("input-format") {
      if raw == "screen" {
        format = .some(nil)
      } else if let dump = DumpFormat(rawValue: raw.lowercased()) {
        format = .some(dump)
      } else {
        throw UsageError(
          "Invalid value '\(raw)' for '--input-format'; expected one of: screen, xml, debugdescription, idb, "
            + "accessibility-snapshot")
      }
    }
    idiom = try arguments.choice("idiom", as: Device.Idiom.self)
    rightToLeft = arguments.flag("rtl")
    language = arguments.value("language")
    if let language, !Self.isLanguageTag(language) {
      throw UsageError("Invalid value '\(language)' for '--language'; expected a BCP-47 tag such as en-US")
    }
    if let raw = arguments.value("system-version") {
      guard let version = SystemVersion(raw) else {
        throw UsageError(
          "Invalid value '\(raw)' for '--system-version'; expected an iOS version such as 18.5")
      }
      systemVersion = version
    }
    includeStatusBar = arguments.flag("include-status-bar")
    includeKeyboard = arguments.flag("include-keyboard")
    maximumInputBytes = try InputLimit.resolve(
      option: arguments.value("max-input-size"), environment: ProcessInfo.processInfo.environment)
  }
}

/// A screen read from a file, with what the reader noticed.
struct LoadedScreen {
  /// The path as the user gave it (`<stdin>` for `-`), for messages.
  let displayPath: String
  let screen: Screen
  /// What the reader noticed, about this file.
  let warnings: [Diagnostic]

  /// The reading order; reference errors become a `Diagnostic` naming the file and node path.
  func readingOrder() throws -> ReadingOrderResult {
    do {
      return try ReadingOrder().order(screen)
    } catch {
      throw Diagnostic(file: displayPath, message: error.localizedDescription)
    }
  }

  /// The utterances in reading order.
  func utterances(speaksHints: Bool = true) throws -> [Utterance] {
    UtteranceBuilder(configuration: .init(speaksHints: speaksHints)).utterances(for: try readingOrder())
  }
}

/// Reads a screen file or dump (or standard input for `-`) into a `Screen`, in any format vosim knows.
enum ScreenInput {
  static func load(_ path: String, options: ScreenInputOptions) throws -> LoadedScreen {
    let displayPath = path == "-" ? "<stdin>" : path
    var bytes = try read(path, displayPath: displayPath, limit: options.maximumInputBytes)
    if let encoding = UnicodeText.encoding(of: bytes) {
      let text: [UInt8]
      do { text = try UnicodeText.utf8(bytes) } catch {
        throw Diagnostic(
          file: displayPath, line: error.line, column: 1,
          message: "not valid \(encoding.rawValue) text (a broken surrogate pair, a code point past "
            + "U+10FFFF or a cut-off last character)")
      }
      // The XML reader transcodes UTF-16 itself, relabelling the document's declaration.
      let isXML =
        options.format.map { $0 == .webDriverAgentXML } ?? (DumpFormat.detect(text) == .webDriverAgentXML)
      if !isXML { bytes = text }
    }
    let format = options.format ?? DumpFormat.detect(bytes)
    var screen: Screen
    var warnings: [Diagnostic] = []
    if let dump = format {
      do {
        let result = try DumpImporter(
          options: ImportOptions(
            includeStatusBar: options.includeStatusBar, includeKeyboard: options.includeKeyboard)
        )
        .importScreen(bytes, format: dump)
        screen = result.screen
        warnings = (result.warnings + Self.orderWarnings(result)).map { $0.about(file: displayPath) }
      } catch {
        throw Diagnostic(
          file: displayPath, line: error.position?.line, column: error.position?.column,
          message: error.localizedDescription)
      }
    } else {
      if let (line, column, found) = Self.textThatIsNoJSON(bytes) {
        throw Diagnostic(
          file: displayPath, line: line, column: column,
          message:
            "not a screen file or a dump vosim reads: found '\(found)' where a JSON screen starts with '{' "
            + "(dumps: Appium/WebDriverAgent XML, XCTest debugDescription with 'Element subtree:', idb JSON, "
            + "AccessibilitySnapshot JSON)")
      }
      do {
        let document = try ScreenDecoder().decode(bytes)
        screen = document.screen
        warnings = document.warnings.map { $0.about(file: displayPath) }
      } catch {
        throw Diagnostic(
          file: displayPath, line: error.position?.line, column: error.position?.column,
          message: error.localizedDescription)
      }
    }
    if let idiom = options.idiom { screen.device.idiom = idiom }
    if options.rightToLeft { screen.layoutDirection = .rightToLeft }
    if let version = options.systemVersion { screen.device.systemVersion = version }
    if let language = options.language {
      screen.language = language
      screen.isLanguageDeclared = true
    }
    return LoadedScreen(displayPath: displayPath, screen: screen, warnings: warnings)
  }

  /// Where vosim's reading order differs from the one the dump's producer gives (AccessibilitySnapshot's
  /// `traversalIndex`). A screen whose order cannot be computed gets none: the command reports that.
  private static func orderWarnings(_ result: ImportResult) -> [Diagnostic] {
    guard result.referenceOrder != nil, let order = try? ReadingOrder().order(result.screen) else {
      return []
    }
    return result.orderWarnings(
      readingOrder: order.elements.map { ($0.path, $0.label ?? $0.identifier ?? $0.path.description) })
  }

  /// Where a file that is no dump starts with something no JSON value starts with (a letter other than
  /// `true`, `false` and `null`'s): plain text, a log, a recording given as a screen. The JSON reader's
  /// "expected a value" would not tell the user what kind of file vosim wanted.
  private static func textThatIsNoJSON(_ bytes: [UInt8]) -> (line: Int, column: Int, found: Character)? {
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
    let byte = bytes[index]
    let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    guard isLetter, ![UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n")].contains(byte) else {
      return nil
    }
    return (line, column, Character(Unicode.Scalar(byte)))
  }

  private static func read(_ path: String, displayPath: String, limit: Int) throws -> [UInt8] {
    if path == "-" {
      do { return try FileBytes.contents(ofDescriptor: 0, limit: limit) } catch {
        throw Diagnostic(file: displayPath, message: error.message)
      }
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw Diagnostic(file: displayPath, message: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw Diagnostic(file: displayPath, message: "is a folder, not a screen file")
    }
    do { return try FileBytes.contents(of: path, limit: limit) } catch {
      throw Diagnostic(file: displayPath, message: error.message)
    }
  }
}

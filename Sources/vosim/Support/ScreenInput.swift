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
      help:
        "Override the screen's device idiom: the row band (8 pt on phone, 13 pt on pad) and a size the screen leaves out."
    ),
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

  /// Nil: detect each input's format.
  var format: ScreenReader.Format?
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
      guard let named = ScreenReader.Format(name: raw) else {
        throw UsageError(
          "Invalid value '\(raw)' for '--input-format'; expected one of: "
            + ScreenReader.Format.names.joined(separator: ", "))
      }
      format = named
    }
    idiom = try arguments.choice("idiom", as: Device.Idiom.self)
    rightToLeft = arguments.flag("rtl")
    language = arguments.value("language")
    if let language, !LanguageTag.isWellFormed(language) {
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
  /// The format it was read as.
  let format: ScreenReader.Format
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
}

/// Reads a screen file or dump (or standard input for `-`) into a `Screen`, in any format vosim knows.
enum ScreenInput {
  static func load(_ path: String, options: ScreenInputOptions) throws -> LoadedScreen {
    let displayPath = path == "-" ? "<stdin>" : path
    let bytes = try read(path, displayPath: displayPath, limit: options.maximumInputBytes)
    let reading: ScreenReading
    do {
      reading = try ScreenReader(
        format: options.format,
        importOptions: ImportOptions(
          includeStatusBar: options.includeStatusBar, includeKeyboard: options.includeKeyboard,
          layoutDirection: options.rightToLeft ? .rightToLeft : .leftToRight, idiom: options.idiom)
      )
      .read(bytes)
    } catch {
      throw error.about(file: displayPath)
    }
    var screen = reading.screen
    if options.rightToLeft { screen.layoutDirection = .rightToLeft }
    if let version = options.systemVersion { screen.device.systemVersion = version }
    if let language = options.language {
      screen.language = language
      screen.isLanguageDeclared = true
    }
    // Compared with the order this run reads, with the options' idiom and direction.
    let warnings = (reading.warnings + Self.orderWarnings(reading, screen: screen)).map {
      $0.about(file: displayPath)
    }
    return LoadedScreen(displayPath: displayPath, screen: screen, format: reading.format, warnings: warnings)
  }

  /// Where vosim's reading order differs from the one the dump's producer gives (AccessibilitySnapshot's
  /// `traversalIndex`). A screen whose order cannot be computed gets none: the command reports that.
  private static func orderWarnings(_ reading: ScreenReading, screen: Screen) -> [Diagnostic] {
    guard reading.referenceOrder != nil, let order = try? ReadingOrder().order(screen) else {
      return []
    }
    return reading.orderWarnings(
      readingOrder: order.elements.map { ($0.path, $0.label ?? $0.identifier ?? $0.path.description) })
  }

  /// Where the nodes at `paths` start in the file, for a native screen file read from a path (a
  /// dump's nodes are not the file's, and standard input cannot be read twice); empty otherwise.
  static func positions(of paths: Set<String>, in loaded: LoadedScreen, path: String, limit: Int)
    -> [String: SourcePosition]
  {
    guard loaded.format == .screen, path != "-", !paths.isEmpty,
      let bytes = try? read(path, displayPath: loaded.displayPath, limit: limit)
    else { return [:] }
    return NodeLocator.positions(of: paths, in: bytes)
  }

  private static func read(_ path: String, displayPath: String, limit: Int) throws -> [UInt8] {
    if path == "-" {
      do { return try FileBytes.contents(ofDescriptor: 0, limit: limit) } catch {
        throw Diagnostic(file: displayPath, message: error.message)
      }
    }
    return try FileBytes.input(path, name: displayPath, expected: "a screen file", limit: limit)
  }
}

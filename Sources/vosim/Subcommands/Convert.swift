import Foundation
import VosimFileOutput
import VosimImport
import VosimModel

/// `vosim convert`: a dump (or a screen) into an editable native screen file.
struct Convert: Command {
  static let configuration = CommandConfiguration(
    name: "convert",
    abstract:
      "Turn an Appium/WebDriverAgent XML, XCTest debugDescription, idb or AccessibilitySnapshot dump into a screen file.",
    discussion: """
      The screen file holds what vosim understood of the dump: which nodes VoiceOver can focus, their \
      words, traits and frames, and the groups and modal views it inferred. Edit it to add what dumps \
      cannot tell (hints, languages, modal and grouping flags); 'vosim transcript' reads the result \
      exactly as it reads the dump.
      """,
    arguments: [ArgumentSpec(name: "dump", help: "The dump to convert; '-' reads standard input.")],
    options: [
      OptionSpec(
        name: "output", short: "o", valueName: "file", help: "Where to write the screen file ('-': stdout).",
        isRequired: true)
    ] + ScreenInputOptions.optionSpecs,
    examples: [
      ("vosim convert page-source.xml -o checkout.json", "Convert an Appium page source."),
      ("vosim convert app.txt --input-format debugdescription -o app.json", "Force the input format."),
    ]
  )

  var dump: String
  var output: String
  var input: ScreenInputOptions

  init(arguments: ParsedArguments) throws {
    let dump = try arguments.onlyPositional("<dump>")
    guard let output = arguments.value("output") else {
      throw UsageError("Missing expected option '--output'")
    }
    if output != "-" { try OutputPaths.checkFileName(output, option: "output") }
    let replacesDump =
      dump == "-" ? OutputPaths.isOpen(output, as: STDIN_FILENO) : OutputPaths.isSameFile(output, as: dump)
    guard output == "-" || !replacesDump else {
      throw Diagnostic(
        file: output, message: "the output would replace the dump being read; write the screen file elsewhere"
      )
    }
    try OutputPaths.checkFolders([output])
    self.dump = dump
    self.output = output
    input = try ScreenInputOptions(arguments: arguments)
  }

  func run() throws -> ExitStatus {
    let outputs = OutputSet()
    // Whatever ends the run before the commit (bad input, a failed write) discards the output.
    defer { outputs.cancel() }
    let cleanup = InterruptCleanup(outputs: outputs)
    defer { withExtendedLifetime(cleanup) {} }
    let loaded = try ScreenInput.load(dump, options: input)
    // An order that cannot be computed (a ref that names nothing) must not be written as if it could.
    _ = try loaded.readingOrder()
    for warning in loaded.warnings { StandardError.write(warning) }
    if output == "-" {
      var standardOutput = StandardOutput()
      standardOutput.write(ScreenEncoder().encodeString(loaded.screen))
      try standardOutput.finish()
      return .success
    }
    do {
      try outputs.file(OutputPaths.destination(output)).write(ScreenEncoder().encode(loaded.screen))
      try outputs.commit()
    } catch {
      throw Diagnostic(file: error.shownPath, message: error.localizedDescription + "; nothing was written")
    }
    return .success
  }
}

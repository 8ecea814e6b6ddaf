import Foundation
import VosimModel

/// The `vosim` command: finds the subcommand, runs it, maps errors to streams and exit statuses.
enum Vosim {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    name: "",
    abstract: "A VoiceOver simulator: what VoiceOver says, in what order, as a user swipes through a screen.",
    discussion: """
      vosim reads a screen's accessibility tree (its own JSON screen format, or an Appium/WebDriverAgent \
      XML page source, an XCTest debugDescription, idb's describe-all JSON or AccessibilitySnapshot's \
      model JSON), walks it the way VoiceOver does, and prints, speaks or checks each element's \
      utterance; it also navigates, audits and draws the screen.
      """
  )

  /// Every subcommand, in the order help lists them.
  static let subcommands: [any Command.Type] = [
    Transcript.self,
    Convert.self,
    Speak.self,
    Check.self,
    Navigate.self,
    Explore.self,
    Report.self,
    Compare.self,
    Audit.self,
  ]

  static func main(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first else {
      return usageError("Missing expected subcommand")
    }
    switch name {
    case "-h", "--help", "help":
      guard arguments.count <= 2 else { return usageError("Unexpected argument '\(arguments[2])'") }
      if arguments.count == 2 {
        guard let command = subcommand(arguments[1]) else {
          return usageError("Unknown subcommand '\(arguments[1])'")
        }
        return printed(HelpPrinter.help(command.configuration))
      }
      return printed(help())
    case "--version":
      guard arguments.count == 1 else { return usageError("Unexpected argument '\(arguments[1])'") }
      return printed(version + "\n")
    default:
      break
    }
    guard let command = subcommand(name) else {
      // `--vers`, `-v`: an option before any subcommand, which takes only --help and --version.
      return usageError(name.hasPrefix("-") ? "Unknown option '\(name)'" : "Unknown subcommand '\(name)'")
    }
    return run(command, Array(arguments.dropFirst()))
  }

  /// Prints `text`: status 0, or 2 when stdout cannot be written.
  static func printed(_ text: String) -> Int32 {
    do {
      try StandardOutput.write(text)
      return ExitStatus.success.rawValue
    } catch {
      StandardError.write(error.message)
      return ExitStatus.badInput.rawValue
    }
  }

  /// A usage error of the command line as a whole, on stderr; exit status 2.
  static func usageError(_ message: String) -> Int32 {
    StandardError.write("Error: \(message)")
    StandardError.write("Usage: vosim <subcommand> [options]")
    StandardError.write("  See 'vosim --help' for more information.")
    return ExitStatus.badInput.rawValue
  }

  static func subcommand(_ name: String) -> (any Command.Type)? {
    subcommands.first { $0.configuration.name == name }
  }

  static func run(_ type: any Command.Type, _ arguments: [String]) -> Int32 {
    let configuration = type.configuration
    // Before a `--`, which ends the options: `vosim transcript -- -h` reads a file named -h.
    let options = arguments.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      return printed(HelpPrinter.help(configuration))
    }
    do {
      let parsed = try ParsedArguments(arguments, options: configuration.options)
      let command = try type.init(arguments: parsed)
      try command.validate()
      return try command.run().rawValue
    } catch let error as UsageError {
      StandardError.write("Error: \(error.message)")
      StandardError.write("Usage: \(HelpPrinter.usage(configuration))")
      StandardError.write("  See 'vosim \(configuration.name) --help' for more information.")
      return ExitStatus.badInput.rawValue
    } catch let error as Diagnostic {
      StandardError.write(error.description)
      return ExitStatus.badInput.rawValue
    } catch let exit as CleanExit {
      return printed(exit.message + "\n")
    } catch let error as StandardOutputError {
      StandardError.write(error.message)
      return ExitStatus.badInput.rawValue
    } catch {
      StandardError.write(Diagnostic.line(for: error))
      return ExitStatus.badInput.rawValue
    }
  }

  static func help() -> String {
    var text = "OVERVIEW: \(configuration.abstract)\n\n\(configuration.discussion)\n"
    text += "\nUSAGE: vosim <subcommand> [options]\n"
    text += "\nOPTIONS:\n"
    text += HelpPrinter.table([
      ("--version", "Show the version."), ("-h, --help", "Show help information."),
    ])
    text += "\nSUBCOMMANDS:\n"
    text += HelpPrinter.table(subcommands.map { ($0.configuration.name, $0.configuration.abstract) })
    text += "\n  See 'vosim help <subcommand>' for detailed help.\n"
    return text
  }
}

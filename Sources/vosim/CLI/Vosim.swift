import Foundation

/// The `vosim` command: finds the subcommand, runs it, maps errors to streams and exit statuses.
enum Vosim {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    name: "",
    abstract: "A VoiceOver simulator: what VoiceOver says, in what order, as a user swipes through a screen.",
    discussion: """
      vosim reads a screen's accessibility tree (its own JSON screen format, or an Appium/WebDriverAgent \
      XML page source, an XCTest debugDescription, or idb's describe-all JSON), walks it the way \
      VoiceOver does, and prints, speaks or checks each element's utterance.
      """
  )

  /// Every subcommand, in the order help lists them.
  static let subcommands: [any Command.Type] = [
    Transcript.self,
    Convert.self,
    Speak.self,
    Check.self,
  ]

  static func main(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first else {
      print(help())
      return ExitStatus.badInput.rawValue
    }
    switch name {
    case "-h", "--help", "help":
      if arguments.count > 1, let command = subcommand(arguments[1]) {
        print(HelpPrinter.help(command.configuration), terminator: "")
      } else {
        print(help(), terminator: "")
      }
      return ExitStatus.success.rawValue
    case "--version":
      print(version)
      return ExitStatus.success.rawValue
    default:
      break
    }
    guard let command = subcommand(name) else {
      StandardError.write("Error: Unknown subcommand '\(name)'")
      StandardError.write("Usage: vosim <subcommand> [options]")
      StandardError.write("  See 'vosim --help' for more information.")
      return ExitStatus.badInput.rawValue
    }
    return run(command, Array(arguments.dropFirst()))
  }

  static func subcommand(_ name: String) -> (any Command.Type)? {
    subcommands.first { $0.configuration.name == name }
  }

  static func run(_ type: any Command.Type, _ arguments: [String]) -> Int32 {
    let configuration = type.configuration
    if arguments.contains("--help") || arguments.contains("-h") {
      print(HelpPrinter.help(configuration), terminator: "")
      return ExitStatus.success.rawValue
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
    } catch let error as InputError {
      StandardError.write(error.diagnostic)
      return ExitStatus.badInput.rawValue
    } catch let exit as CleanExit {
      print(exit.message)
      return ExitStatus.success.rawValue
    } catch {
      StandardError.write("error: \(InputError.singleLine(error.localizedDescription))")
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

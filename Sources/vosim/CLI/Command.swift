/// One `vosim` subcommand: parsed from arguments, validated apart from running, run to an exit status.
///
/// The hand-rolled equivalent of swift-argument-parser's `ParsableCommand`: no reflection, no property
/// wrappers, one struct per subcommand in `Subcommands/`.
protocol Command: Sendable {
  static var configuration: CommandConfiguration { get }
  /// Reads the parsed arguments; throws `UsageError` for what cannot be read.
  init(arguments: ParsedArguments) throws
  /// Checks the arguments against each other before anything is read or written.
  func validate() throws
  /// Does the work and says how it ended.
  func run() throws -> ExitStatus
}

extension Command {
  func validate() throws {}
}

/// The process exit status, as diff(1): 0 fine, 1 a difference or problem found, 2 bad input or usage.
enum ExitStatus: Int32 {
  case success = 0
  case problemFound = 1
  case badInput = 2
  /// Ended by Ctrl-C (128 + SIGINT, as shells report an interrupt).
  case interrupted = 130
}

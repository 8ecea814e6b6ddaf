/// What a subcommand is called, what it does, and how to use it: everything `--help` prints.
struct CommandConfiguration {
  var name: String
  /// One line, for the OVERVIEW and the subcommand list.
  var abstract: String
  /// Paragraphs after the overview.
  var discussion: String = ""
  /// The positional arguments, as `<file>`.
  var arguments: [ArgumentSpec] = []
  var options: [OptionSpec] = []
  /// Command lines a user can copy, each with what it does.
  var examples: [(command: String, explanation: String)] = []
}

/// A positional argument, for help.
struct ArgumentSpec {
  var name: String
  var help: String
  var repeats: Bool = false
}

/// An option: `--name` with an optional short alias and, for options that take one, the value's name.
struct OptionSpec {
  var name: String
  var short: String? = nil
  /// Nil for a flag; otherwise the value's placeholder (`text|json`, `file`).
  var valueName: String? = nil
  var help: String
  /// Shown without brackets in the usage line; the command checks it is given.
  var isRequired = false
}

/// The values of a command's `--format`: the enum's cases, in the order help lists them, and the one
/// used when the option is not given. Help and parsing both come from it, so they cannot disagree.
protocol OutputFormat: RawRepresentable, CaseIterable where RawValue == String {
  static var defaultValue: Self { get }
}

extension OutputFormat {
  /// `--format <a|b>`, its help ending in the default: `help` names what is formatted.
  static func optionSpec(help: String = "The output format") -> OptionSpec {
    OptionSpec(
      name: "format", valueName: allCases.map(\.rawValue).joined(separator: "|"),
      help: "\(help) (default: \(defaultValue.rawValue)).")
  }

  /// The `--format` given, or the default.
  init(arguments: ParsedArguments) throws {
    self = try arguments.choice("format", as: Self.self) ?? .defaultValue
  }
}

/// Text for people or JSON for tools: the formats of most commands.
enum TextOrJSON: String, OutputFormat {
  case text, json

  static let defaultValue = TextOrJSON.text
}

/// Renders `--help` in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, EXAMPLES.
enum HelpPrinter {
  static let helpOption = OptionSpec(name: "help", short: "h", help: "Show help information.")

  static func usage(_ configuration: CommandConfiguration) -> String {
    var parts = ["vosim", configuration.name]
    for argument in configuration.arguments {
      parts.append(argument.repeats ? "<\(argument.name)> ..." : "<\(argument.name)>")
    }
    for option in configuration.options {
      let text = option.valueName.map { "--\(option.name) <\($0)>" } ?? "--\(option.name)"
      parts.append(option.isRequired ? text : "[\(text)]")
    }
    return parts.joined(separator: " ")
  }

  static func help(_ configuration: CommandConfiguration) -> String {
    var text = "OVERVIEW: \(configuration.abstract)\n"
    if !configuration.discussion.isEmpty { text += "\n\(configuration.discussion)\n" }
    text += "\nUSAGE: \(usage(configuration))\n"
    if !configuration.arguments.isEmpty {
      text += "\nARGUMENTS:\n"
      text += table(configuration.arguments.map { ("<\($0.name)>", $0.help) })
    }
    text += "\nOPTIONS:\n"
    let options = configuration.options + [helpOption]
    text += table(
      options.map { option in
        var names = option.short.map { "-\($0), " } ?? ""
        names += "--\(option.name)"
        if let value = option.valueName { names += " <\(value)>" }
        return (names, option.help)
      })
    if !configuration.examples.isEmpty {
      text += "\nEXAMPLES:\n"
      for example in configuration.examples {
        text += "  \(example.command)\n      \(example.explanation)\n"
      }
    }
    return text
  }

  static func table(_ rows: [(String, String)]) -> String {
    let width = min(32, (rows.map(\.0.count).max() ?? 0) + 2)
    var text = ""
    for (name, help) in rows {
      let padded = "  " + name
      if padded.count + 2 > width + 2 {
        text += padded + "\n" + String(repeating: " ", count: width + 2) + help + "\n"
      } else {
        text += padded + String(repeating: " ", count: width + 2 - padded.count) + help + "\n"
      }
    }
    return text
  }
}

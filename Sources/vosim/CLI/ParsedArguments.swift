/// Arguments split into options and positionals against a command's option list.
///
/// `--name value` and `--name=value` both work; `--` ends the options; a lone `-` is a positional
/// (standard input).
struct ParsedArguments {
  private(set) var positionals: [String] = []
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []
  /// Flags and valued options the command declares, so that reading an undeclared name (a typo, or an
  /// option left out of the command's list) stops the first test that runs the command instead of
  /// reading as "not given".
  private let declaredFlags: Set<String>
  private let declaredValues: Set<String>

  init(_ arguments: [String], options: [OptionSpec]) throws {
    declaredFlags = Set(options.filter { $0.valueName == nil }.map(\.name))
    declaredValues = Set(options.filter { $0.valueName != nil }.map(\.name))
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = options.first(where: { "--\($0.name)" == name || $0.short.map { "-\($0)" } == name })
      else {
        throw UsageError("Unknown option '\(name)'")
      }
      if spec.valueName == nil {
        if inlineValue != nil { throw UsageError("Option '--\(spec.name)' takes no value") }
        flags.insert(spec.name)
      } else if let inlineValue {
        values[spec.name, default: []].append(inlineValue)
      } else {
        // The next option is not this one's value: `--language --rtl` forgot the language; nor is a
        // mistyped one (`-o --no-audoi` would write a file of that name). A value that starts with a
        // dash is given as `--name=-value`.
        guard index < arguments.count, !Self.isOption(arguments[index], of: options) else {
          throw UsageError("Missing value for option '--\(spec.name)'")
        }
        let next = arguments[index]
        guard !(next.hasPrefix("--") && next.count > 2) else {
          throw UsageError(
            "Missing value for option '--\(spec.name)': '\(next)' is no option of this command, and a value "
              + "starting with '--' is written '--\(spec.name)=\(next)'")
        }
        values[spec.name, default: []].append(arguments[index])
        index += 1
      }
    }
  }

  /// Whether `argument` names one of `options` (`--name`, `--name=…`, `-x`).
  private static func isOption(_ argument: String, of options: [OptionSpec]) -> Bool {
    let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
    return options.contains { "--\($0.name)" == name || $0.short.map { "-\($0)" } == name }
      || name == "--help" || name == "-h"
  }

  /// The one positional argument a command takes, or a usage error naming `placeholder` (`<file>`)
  /// when it is missing and the first extra one when there are more.
  func onlyPositional(_ placeholder: String) throws -> String {
    guard let first = positionals.first else {
      throw UsageError("Missing expected argument '\(placeholder)'")
    }
    guard positionals.count == 1 else { throw UsageError("Unexpected argument '\(positionals[1])'") }
    return first
  }

  /// Whether the flag was given.
  func flag(_ name: String) -> Bool {
    precondition(declaredFlags.contains(name), "'--\(name)' is not a flag this command declares")
    return flags.contains(name)
  }

  /// The option's value (the last one when given twice), or nil.
  func value(_ name: String) -> String? { values(name).last }

  /// Every value given for a repeatable option.
  func values(_ name: String) -> [String] {
    precondition(
      declaredValues.contains(name), "'--\(name)' is not an option with a value this command declares")
    return values[name] ?? []
  }

  /// The option's value as one of a fixed set, or a usage error listing the set.
  func choice<T: RawRepresentable & CaseIterable>(_ name: String, as type: T.Type) throws -> T?
  where T.RawValue == String {
    guard let raw = value(name) else { return nil }
    guard let choice = T(rawValue: raw) else {
      let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("Invalid value '\(raw)' for '--\(name)'; expected one of: \(allowed)")
    }
    return choice
  }

  /// The option's value as a number within a range, or a usage error.
  func number(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
    guard let raw = value(name) else { return nil }
    // Decimal only: Swift reads `0x10` as a hexadecimal 16, which no user means by it.
    guard raw.allSatisfy({ "0123456789.+-eE".contains($0) }), let number = Double(raw), number.isFinite,
      range.contains(number)
    else {
      throw UsageError(
        "Invalid value '\(raw)' for '--\(name)'; expected a number from \(range.lowerBound) to \(range.upperBound)"
      )
    }
    return number
  }
}

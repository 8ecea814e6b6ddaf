import Foundation

/// The command line cannot be understood: printed with the usage line, exit status 2.
struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// An input file cannot be read as a screen: printed as `FILE:LINE:COL: error: MESSAGE`, exit status 2.
struct InputError: Error {
  var file: String
  var line: Int?
  var column: Int?
  var message: String

  init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// The one-line diagnostic.
  var diagnostic: String {
    var location = file
    if let line { location += ":\(line)" }
    if let line = line, let column, line > 0 { location += ":\(column)" }
    return "\(location): error: \(Self.singleLine(message))"
  }

  /// Messages are one line whatever the input put into them.
  static func singleLine(_ text: String) -> String {
    let flat = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
      .replacingOccurrences(of: "\r", with: " ")
    return flat.count > 1000 ? String(flat.prefix(1000)) + "…" : flat
  }
}

/// The user asked for help or the version: printed on stdout, exit status 0.
struct CleanExit: Error {
  var message: String
}

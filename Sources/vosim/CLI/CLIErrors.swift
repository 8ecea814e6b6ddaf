import Foundation
import VosimModel

/// The command line cannot be understood: printed with the usage line, exit status 2.
struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// An input file cannot be read as a screen: the command prints the diagnostic, `FILE:LINE:COL: error:
/// MESSAGE`, and exits with status 2.
extension Diagnostic {
  init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
    let location: Location? =
      switch (line, column) {
      case (let line?, let column?) where line > 0: .source(SourcePosition(line: line, column: column))
      case (let line?, _): .line(line)
      default: nil
      }
    self.init(.error, message, at: location, file: file)
  }

  /// Any error a command meets, as its one line: a diagnostic as it is, anything else as an error.
  static func line(for error: any Error, file: String? = nil) -> String {
    if let diagnostic = error as? Diagnostic { return diagnostic.description }
    return Diagnostic(.error, error.localizedDescription, file: file).description
  }
}

/// The user asked for help or the version: printed on stdout, exit status 0.
struct CleanExit: Error {
  var message: String
}

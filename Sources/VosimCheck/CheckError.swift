import Foundation
import VosimModel

/// Why a check could not run. Each message is one line and names the file involved.
public enum CheckError: Error, LocalizedError, Hashable, Sendable, CustomStringConvertible {
  /// `VOSIM_RECORD` holds a value outside `all`, `missing`, `failed`, `never`.
  case invalidRecordMode(String)
  /// A recording exists but cannot be read (a folder, no permission, not text), and where in it when
  /// the bytes are at fault.
  case unreadableRecording(String, reason: String, at: SourcePosition? = nil)
  /// A recording or report could not be written.
  case cannotWrite(String, reason: String)

  /// The message, as `localizedDescription` gives it (not the case's name).
  public var description: String { errorDescription ?? "" }

  /// The printed line; the message alone when no file is involved.
  public var errorDescription: String? {
    diagnostic.file == nil ? diagnostic.message : diagnostic.description
  }

  /// The error as vosim prints it: `FILE:LINE:COL: error: MESSAGE` where a place is known.
  public var diagnostic: Diagnostic {
    switch self {
    case .invalidRecordMode(let value):
      Diagnostic(
        .error,
        "invalid \(RecordMode.environmentVariable) '\(value)'; expected one of: "
          + RecordMode.allCases.map(\.rawValue).joined(separator: ", "))
    case .unreadableRecording(let path, let reason, let position):
      .error("cannot read the recording: \(reason)", at: position, file: path)
    case .cannotWrite(let path, let reason): .error("cannot write: \(reason)", at: nil, file: path)
    }
  }
}

import Foundation

/// Why a check could not run. Each message is one line and names the file involved.
public enum CheckError: Error, LocalizedError, Hashable, Sendable, CustomStringConvertible {
  /// `VOSIM_RECORD` holds a value outside `all`, `missing`, `failed`, `never`.
  case invalidRecordMode(String)
  /// A recording exists but cannot be read (a folder, no permission, not UTF-8).
  case unreadableRecording(String, reason: String)
  /// A recording or report could not be written.
  case cannotWrite(String, reason: String)

  /// The message, as `localizedDescription` gives it (not the case's name).
  public var description: String { errorDescription ?? "" }

  public var errorDescription: String? {
    switch self {
    case .invalidRecordMode(let value):
      "invalid \(RecordMode.environmentVariable) '\(value)'; expected one of: "
        + RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    case .unreadableRecording(let path, let reason): "cannot read recording '\(path)': \(reason)"
    case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
    }
  }
}

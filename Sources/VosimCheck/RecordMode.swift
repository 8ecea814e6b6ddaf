/// When a check writes recordings instead of only comparing with them, as snapshot-testing's record mode.
///
/// The default, `.missing`, records a screen that has no recording yet and compares the rest; CI sets
/// `VOSIM_RECORD=never` so that a missing recording fails instead of silently passing.
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
  /// Records every screen, overwriting the recordings; every check fails so that nobody forgets to
  /// turn it off.
  case all
  /// Records screens that have no recording; compares the others.
  case missing
  /// Rewrites the recording of a screen that differs (and records missing ones), still failing.
  case failed
  /// Never writes: a missing recording is a failure.
  case never

  /// The environment variable that chooses the mode.
  public static let environmentVariable = "VOSIM_RECORD"

  /// The mode named by `VOSIM_RECORD` in `environment`, `.missing` when it is unset or empty.
  ///
  /// - Throws: `CheckError.invalidRecordMode` for any other value, so a typo does not silently record.
  public init(environment: [String: String]) throws(CheckError) {
    guard let raw = environment[Self.environmentVariable], !raw.isEmpty else {
      self = .missing
      return
    }
    guard let mode = RecordMode(rawValue: raw.lowercased()) else {
      throw .invalidRecordMode(raw)
    }
    self = mode
  }
}

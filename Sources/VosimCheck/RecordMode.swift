import Foundation

/// When a check writes recordings instead of only comparing with them, as snapshot-testing's record mode.
///
/// The default, `.missing`, records a screen that has no recording yet and compares the rest; on CI
/// (`CI` set, `VOSIM_RECORD` not) it is `.never`, so that a missing recording fails instead of being
/// written where nobody reviews it, as `vosim check --record` refuses to run there.
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

  /// The mode named by `VOSIM_RECORD` in `environment`; when it is unset or empty, `.never` on CI
  /// (`isCI`) and `.missing` elsewhere.
  ///
  /// - Throws: `CheckError.invalidRecordMode` for any other value, so a typo does not silently record.
  public init(environment: [String: String]) throws(CheckError) {
    guard let raw = environment[Self.environmentVariable], !raw.isEmpty else {
      self = Self.isCI(environment["CI"]) ? .never : .missing
      return
    }
    guard let mode = RecordMode(rawValue: raw.lowercased()) else {
      throw .invalidRecordMode(raw)
    }
    self = mode
  }

  /// Whether a `CI` variable's value says this is a CI run: anything but empty, `false`, `0` or `no`
  /// (some systems export `CI=false` on developer machines).
  public static func isCI(_ value: String?) -> Bool {
    guard let value = value?.trimmingCharacters(in: .whitespaces).lowercased(), !value.isEmpty else {
      return false
    }
    return !["false", "0", "no"].contains(value)
  }
}

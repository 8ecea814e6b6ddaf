import VosimModel

/// A screen found for checking and the recording it is compared with.
public struct DiscoveredScreen: Hashable, Sendable {
  /// The screen file, as found (relative paths stay relative).
  public var path: String
  /// Where its recording is, or goes: `ScreenDiscovery.recording(for:)`.
  public var recording: String
  /// The recording is a symbolic link (to a file inside the folder given: others are refused).
  public var recordingIsLink: Bool
  /// Why the screen cannot be checked, found before it is read: it or its recording links out of the
  /// folder, or its recording is a dump or another screen's. A run names it among the screens that
  /// fail to read, so that one run names every bad file.
  public var refusal: Diagnostic?

  public init(path: String, recording: String, recordingIsLink: Bool = false, refusal: Diagnostic? = nil) {
    self.path = path
    self.recording = recording
    self.recordingIsLink = recordingIsLink
    self.refusal = refusal
  }
}

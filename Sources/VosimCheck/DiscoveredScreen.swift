/// A screen found for checking and the recording it is compared with.
public struct DiscoveredScreen: Hashable, Sendable {
  /// The screen file, as found (relative paths stay relative).
  public var path: String
  /// Where its recording is, or goes: `ScreenDiscovery.recording(for:)`.
  public var recording: String
  /// The recording is a symbolic link (to a file inside the folder given: others are refused).
  public var recordingIsLink: Bool

  public init(path: String, recording: String, recordingIsLink: Bool = false) {
    self.path = path
    self.recording = recording
    self.recordingIsLink = recordingIsLink
  }
}

import Foundation

/// Why speech could not be produced. File problems are reported as `FileOutputError` instead, so the
/// caller can name the file.
public enum SpeechError: Error, LocalizedError, Hashable, Sendable {
  /// espeak-ng could not start (its data files are missing, or the library is broken).
  case engineUnavailable(String)
  /// espeak-ng refused a call; the message is espeak-ng's own.
  case synthesisFailed(String)
  /// `--play` was asked for on a machine without a usable sound device.
  case noAudioDevice(String)
  /// The audio would not fit a WAV file (4 GiB, about 27 hours at 22,050 Hz).
  case audioTooLong

  public var errorDescription: String? {
    switch self {
    case .engineUnavailable(let reason): "espeak-ng cannot start: \(reason)"
    case .synthesisFailed(let reason): "speech synthesis failed: \(reason)"
    case .noAudioDevice(let reason):
      "no sound device to play on (\(reason)); write a WAV file with -o instead of --play"
    case .audioTooLong: "the audio is longer than a WAV file can hold (about 27 hours)"
    }
  }
}

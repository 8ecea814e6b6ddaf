import Foundation

/// espeak-ng's audio library opens and closes a PulseAudio stream when the engine starts, even for a
/// run that only writes WAV files. A sound server that accepts the connection and never answers (a
/// frozen or stopped PulseAudio) holds that probe for a minute, and a stale socket lets ALSA print its
/// errors on stderr. A command that never plays points the probe at no server, so it fails at once
/// and quietly; set before any thread starts, as the environment must be.
enum FileRenderingAudio {
  static func detachSoundServer() {
    setenv("PULSE_SERVER", "unix:/nonexistent/vosim-writes-files-only", 1)
  }
}

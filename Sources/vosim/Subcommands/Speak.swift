import Foundation
import VosimFileOutput
import VosimModel
import VosimSpeech
import VosimUtterance

/// `vosim speak`: the screen's reading order spoken with espeak-ng, into a WAV file with a timeline
/// and captions, or aloud.
struct Speak: Command {
  static let configuration = CommandConfiguration(
    name: "speak",
    abstract: "Speak a screen's reading order into a WAV file (with timeline and captions) or aloud.",
    discussion: """
      Each element's utterance is spoken by espeak-ng as VoiceOver paces it: a short pause between \
      label, value and traits, a longer one before the hint, a pause between elements. The voice \
      follows the element's accessibilityLanguage, else the screen's language, else --voice. The WAV \
      (22,050 Hz, 16-bit mono) is streamed to a temporary file and renamed into place only when \
      everything succeeded. The timeline gives each element's start and end and how long a user \
      swiping from the top waits before reaching it.
      """,
    arguments: [ArgumentSpec(name: "file", help: "The screen (native JSON or a dump); - reads stdin.")],
    options: [
      OptionSpec(
        name: "output", short: "o", valueName: "file.wav", help: "Write the speech to this WAV file."),
      OptionSpec(name: "vtt", valueName: "file.vtt", help: "Write WebVTT captions of the utterances."),
      OptionSpec(
        name: "timeline", valueName: "file.json",
        help: "Write the timeline: each utterance's text, voice, start, end and time to reach it."),
      OptionSpec(
        name: "play", help: "Speak aloud on the sound device, printing each line as it is spoken."),
    ] + SpeechConfiguration.voiceOptionSpecs + [
      OptionSpec(name: "pitch", valueName: "0-100", help: "Pitch; 50 is the voice's own (default: 50)."),
      OptionSpec(
        name: "hint-delay", valueName: "seconds", help: "Pause before a hint (default: 1.0)."),
      OptionSpec(
        name: "pause", valueName: "seconds",
        help: "Pause between one element and the next (default: 0.5)."),
      OptionSpec(name: "no-hints", help: "Do not speak hints (VoiceOver's Speak Hints off)."),
    ] + ScreenInputOptions.optionSpecs,
    examples: [
      (
        "vosim speak Login.json -o login.wav --vtt login.vtt --timeline login.timeline.json",
        "Write the audio, captions beside it, and the timeline."
      ),
      ("vosim speak Login.json --play", "Listen to the screen, each line printed as it is spoken."),
      (
        "vosim speak page-source.xml -o page.wav --rate 250 --no-hints",
        "A faster voice without hints, from an Appium page source."
      ),
    ]
  )

  var path: String
  var output: String?
  var captions: String?
  var timeline: String?
  var play: Bool
  var speech: SpeechConfiguration
  var input: ScreenInputOptions

  init(arguments: ParsedArguments) throws {
    path = try arguments.onlyPositional("<file>")
    output = arguments.value("output")
    captions = arguments.value("vtt")
    timeline = arguments.value("timeline")
    play = arguments.flag("play")
    var pacing = SpeechPacing(speaksHints: arguments.speaksHints)
    if let delay = try arguments.number("hint-delay", in: 0...60) { pacing.hintDelay = delay }
    if let pause = try arguments.number("pause", in: 0...60) { pacing.utterancePause = pause }
    speech = try SpeechConfiguration(arguments: arguments, pacing: pacing)
    if let pitch = try arguments.number("pitch", in: 0...100) { speech.pitch = Int(pitch.rounded()) }
    input = try ScreenInputOptions(arguments: arguments)
  }

  func validate() throws {
    guard output != nil || play else {
      throw UsageError("Nothing to do: give -o/--output OUT.wav to write the speech, or --play to hear it")
    }
    for (option, path) in [("output", output), ("vtt", captions), ("timeline", timeline)] {
      if let path { try OutputPaths.checkFileName(path, option: option) }
    }
    let outputs = [output, captions, timeline].compactMap { $0 }
    try OutputPaths.checkDistinct(outputs, "the WAV, captions and timeline must go to different files")
    try OutputPaths.checkNoneReplaces(path, outputs: outputs)
    try OutputPaths.checkFolders(outputs)
  }

  func run() throws -> ExitStatus {
    if !play { FileRenderingAudio.detachSoundServer() }
    let playback = LivePlayback(configuration: speech)
    let screen = try ScreenInput.load(path, options: input)
    for warning in screen.warnings { StandardError.write(warning) }
    // The voice comes from the element's language, else the screen's, else --voice
    // (`Utterance.isLanguageAssumed`).
    let order = try screen.readingOrder()
    // Once the input is known good, before anything is spoken or written: a missing sound device
    // stops the run, written files included, since the run asked for both.
    if play { try playback.checkAudioDevice() }
    for warning in order.warnings { StandardError.write(warning.diagnostic.about(file: screen.displayPath)) }
    let utterances = UtteranceBuilder(configuration: .init(speaksHints: speech.pacing.speaksHints))
      .utterances(for: order)
    let files = OutputSet()
    var out = StandardOutput(cancelling: files)
    defer { files.cancel() }
    let cleanup = InterruptCleanup(outputs: files)
    defer { withExtendedLifetime(cleanup) {} }
    if output != nil || captions != nil || timeline != nil {
      // An output that is standard output itself (`-o /dev/stdout | …`) gets no summary in it.
      let writesStandardOutput = [output, timeline, captions].compactMap { $0 }.contains(
        where: { OutputPaths.isOpen($0, as: STDOUT_FILENO) })
      let rendering: SpeechSynthesizer.Rendering
      do {
        rendering = try SpeechSynthesizer(configuration: speech).render(
          utterances, to: output.map(OutputPaths.destination),
          timeline: timeline.map(OutputPaths.destination),
          captions: captions.map(OutputPaths.destination), outputs: files)
      } catch let error as FileOutputError {
        throw Diagnostic(file: error.shownPath, message: error.localizedDescription + "; nothing was written")
      } catch SpeechError.audioTooLong {
        throw Diagnostic(
          file: output ?? screen.displayPath,
          message: SpeechError.audioTooLong.localizedDescription + "; nothing was written")
      }
      for warning in rendering.warnings {
        StandardError.write(warning.about(file: screen.displayPath))
      }
      // The summary is printed once every output but the renames has been written (so it says what is
      // true: `/dev/full` as the captions fails before it), and a print that fails cancels the files.
      var summary = StandardOutput()
      do {
        try files.commit {
          if let output, !writesStandardOutput {
            let seconds = SpeakingTime.text(milliseconds: rendering.timeline.durationMilliseconds)
            let count = rendering.timeline.entries.count
            summary.write("\(output): \(count) utterance\(count == 1 ? "" : "s"), \(seconds) of speech\n")
          }
          summary.flush()
          return summary.failure == nil
        }
      } catch {
        try summary.finish()
        throw Diagnostic(file: error.shownPath, message: error.localizedDescription + "; nothing was written")
      }
    }
    if play {
      let warnings = try playback.play(utterances) { line in
        out.write(line + "\n")
        out.flush()
      }
      if output == nil {
        for warning in warnings { StandardError.write(warning.about(file: screen.displayPath)) }
      }
    }
    try out.finish()
    return .success
  }
}

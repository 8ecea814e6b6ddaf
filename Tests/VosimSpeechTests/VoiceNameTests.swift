import Testing
import VosimSpeech

/// What `--voice` and `SpeechConfiguration.voice` take: a BCP-47 tag or an espeak-ng voice's name.
@Suite struct VoiceNameTests {
  @Test(arguments: [
    "en-GB", "de", "zh-Hant-TW", "gmw/en-US", "German", "English_(Great_Britain)", "en+f3", "mb-en1",
    "roa/pt-BR", "English (America)", "Portuguese (Brazil)", "Hakka Chinese", "Norwegian Bokmål",
    "K'iche'", "shan (tai yai)",
  ])
  func tagsAndVoiceNamesAreVoices(name: String) {
    #expect(SpeechConfiguration.isVoiceName(name))
  }

  @Test(arguments: ["", " ", "!!", "de DE", "-en", "en\n", "/gmw", "English ", "en US"])
  func otherTextIsNoVoice(name: String) {
    #expect(!SpeechConfiguration.isVoiceName(name))
  }
}

import Testing

@testable import VosimSpeech

@Suite("Voice resolution")
struct VoiceResolverTests {
  let resolver = VoiceResolver(voices: try! SpeechSynthesizer.installedVoices())

  @Test func regionTagsResolveByLanguage() {
    #expect(resolver.voice(for: "en-GB")?.identifier == "gmw/en")
    #expect(resolver.voice(for: "en-US")?.identifier == "gmw/en-US")
    #expect(resolver.voice(for: "en_US")?.identifier == "gmw/en-US")
    #expect(resolver.voice(for: "fr-FR")?.identifier == "roa/fr")
  }

  /// A script subtag does not cost the region its voice: `pt-Latn-BR` is Brazilian Portuguese.
  @Test func aScriptSubtagKeepsTheRegion() {
    #expect(resolver.voice(for: "pt-Latn-BR")?.identifier == "roa/pt-BR")
    #expect(resolver.voice(for: "en-Latn-US")?.identifier == "gmw/en-US")
    #expect(resolver.voice(for: "es-Latn-419")?.identifier == resolver.voice(for: "es-419")?.identifier)
    #expect(resolver.voice(for: "sr-Latn")?.identifier == resolver.voice(for: "sr")?.identifier)
  }

  @Test func unknownRegionsFallBackToThePrimarySubtag() {
    #expect(resolver.voice(for: "de-CH")?.identifier == "gmw/de")
    #expect(resolver.voice(for: "de-DE")?.identifier == "gmw/de")
    #expect(resolver.voice(for: "en")?.identifier == "gmw/en")
    // Cherokee's voice lists only `chr-US-Qaaa-x-west`: a shorter tag of it names it.
    #expect(resolver.voice(for: "chr-US")?.identifier == "iro/chr")
    #expect(resolver.voice(for: "chr-Cher")?.identifier == "iro/chr")
  }

  @Test func namesAndFilesSelectAVoice() {
    #expect(resolver.voice(for: "German")?.identifier == "gmw/de")
    #expect(resolver.voice(for: "gmw/en-US")?.identifier == "gmw/en-US")
    // A name as espeak-ng lists it, spaces and all, or as its `--voices` prints it.
    #expect(resolver.voice(for: "English (Great Britain)")?.identifier == "gmw/en")
    #expect(resolver.voice(for: "English_(Great_Britain)")?.identifier == "gmw/en")
    #expect(resolver.voice(for: "Portuguese (Brazil)")?.identifier == "roa/pt-BR")
    // Spaced twice, or listed by espeak-ng with a carriage return after it.
    #expect(resolver.voice(for: "English  (Great Britain)")?.identifier == "gmw/en")
    #expect(resolver.voice(for: "Lingua Franca Nova")?.identifier == "art/lfn")
    #expect(resolver.voice(for: "K'iche'")?.identifier == "myn/quc")
  }

  /// A retired language code is the one that replaced it: `iw` is Hebrew, `in` Indonesian.
  @Test func retiredLanguageCodesAreTheirSuccessors() {
    #expect(resolver.voice(for: "iw")?.identifier == "sem/he")
    #expect(resolver.voice(for: "iw-IL")?.identifier == "sem/he")
    #expect(resolver.voice(for: "in")?.identifier == resolver.voice(for: "id")?.identifier)
  }

  @Test func unresolvableTagsGiveNothing() {
    #expect(resolver.voice(for: "qq-ZZ") == nil)
    #expect(resolver.voice(for: "") == nil)
    #expect(resolver.voice(for: "  ") == nil)
  }

  @Test func mbrolaVoicesAndVariantsAreNeverChosen() throws {
    let voices = try SpeechSynthesizer.installedVoices()
    #expect(!voices.isEmpty)
    #expect(!voices.contains { $0.identifier.hasPrefix("mb/") || $0.identifier.hasPrefix("!v/") })
    let listed = [
      InstalledVoice(
        identifier: "mb/mb-de1", name: "german-mbrola-1", languages: [.init(priority: 1, tag: "de")]),
      InstalledVoice(identifier: "gmw/de", name: "German", languages: [.init(priority: 5, tag: "de")]),
    ]
    #expect(VoiceResolver(voices: listed).voice(for: "de")?.identifier == "gmw/de")
    #expect(VoiceResolver(voices: listed).voice(for: "german-mbrola-1")?.identifier == nil)
  }
}

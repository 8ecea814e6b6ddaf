import Testing

@testable import VosimReport

/// The page names its audio file by a relative URL: a name that would read as something else is encoded.
@Suite("HTML audio file names")
struct AudioFileNameTests {
  @Test func aNameIsARelativeURLPath() {
    #expect(HTMLReport.urlPath("take:1.wav") == "take%3A1.wav")
    #expect(HTMLReport.urlPath("sounds/a b#2?.wav") == "sounds/a%20b%232%3F.wav")
    #expect(HTMLReport.urlPath("../x.wav") == "../x.wav")
  }
}

import Testing
import VosimUtterance

@Suite("Speaking time")
struct SpeakingTimeTests {
  /// Tenths rounded half up, the same in a summary, a report's header and its player clock.
  @Test func tenthsRoundHalfUp() {
    #expect(SpeakingTime.text(milliseconds: 45_150) == "45.2 s")
    #expect(SpeakingTime.text(milliseconds: 45_149) == "45.1 s")
    #expect(SpeakingTime.text(milliseconds: 0) == "0.0 s")
    #expect(SpeakingTime.text(milliseconds: 950) == "1.0 s")
  }
}

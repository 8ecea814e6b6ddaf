import Foundation
import Testing
import VosimModel
import VosimNavigation
import VosimTestSupport

/// Random gesture lists on random screens, with fixed seeds: nothing crashes, every step is coherent,
/// and every JSON document parses. Bounded and deterministic, a normal test; `scripts/fuzz navigate`
/// fuzzes the same with libFuzzer's inputs.
@Suite("Navigation fuzz")
struct NavigationFuzzTests {
  static func randomGestures(_ count: Int, using random: inout SplitMix64) -> [Gesture] {
    let simple: [Gesture] = [
      .next, .previous, .first, .last, .readAll, .readFromHere, .down, .up, .activate, .down, .up, .next,
    ]
    return (0..<count).map { _ in
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1: .rotor(RotorCategory.allCases.randomElement(using: &random)!)
      case 2:
        .touch(
          x: Double.random(in: -50...450, using: &random), y: Double.random(in: -50...950, using: &random))
      case 3:
        .screenChanged(identifier: random.chance(20) ? nil : "id\(Int.random(in: 0..<8, using: &random))")
      default: simple.randomElement(using: &random)!
      }
    }
  }

  @Test func randomGesturesOnRandomScreensStayCoherent() throws {
    var random = SplitMix64(seed: 0x15_0A_F1)
    var generator = RandomScreens()
    var documents = 0
    for _ in 0..<300 {
      let screen = generator.screen(using: &random)
      var navigator: Navigator
      do { navigator = try Navigator(screen: screen) } catch { continue }
      let gestures = Self.randomGestures(Int.random(in: 1...40, using: &random), using: &random)
      let steps = navigator.perform(gestures)
      for step in steps {
        if let focus = step.focus { #expect((0..<navigator.count).contains(focus)) }
        if !step.moved { #expect(step.spoken.isEmpty) }
      }
      // Every element still reads as the engine phrases it, state changes and all.
      for position in 0..<navigator.count { _ = navigator.utterance(at: position).text }
      let json = NavigationJSON.document(steps)
      let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      let entries = try #require(parsed["gestures"] as? [[String: Any]])
      #expect(entries.count == steps.count)
      for (entry, step) in zip(entries, steps) {
        #expect(entry["gesture"] as? String == step.gesture.word)
        #expect(entry["spoken"] as? [String] == step.spoken)
        #expect(entry["moved"] as? Bool == step.moved)
        #expect((entry["focus"] as? Int) == step.focus.map { $0 + 1 })
      }
      documents += 1
    }
    #expect(documents > 250)
  }

  /// Every gesture word reads back as the gesture it names.
  @Test func gestureWordsRoundTrip() {
    var random = SplitMix64(seed: 42)
    for gesture in Self.randomGestures(500, using: &random) where gesture != .screenChanged(identifier: nil) {
      #expect(Gesture(word: gesture.word) == gesture, "\(gesture.word)")
    }
  }

  /// Points far off any screen are written in exponent notation, which reads back too; `inf` does not.
  @Test func touchPointsReadInEveryNotationTheyAreWrittenIn() {
    let far = Gesture.touch(x: 1e19, y: 20)
    #expect(far.word == "touch:1e+19,20")
    #expect(Gesture(word: far.word) == far)
    #expect(Gesture(word: "touch:1e3,5") == .touch(x: 1000, y: 5))
    #expect(Gesture(word: "touch:1e400,5") == nil)
    #expect(Gesture(word: "touch:inf,5") == nil)
    #expect(Gesture(word: "touch:e,5") == nil)
  }

  /// The explorer's touch prompt takes a point as `touch:X,Y` does, with spaces beside or for the one
  /// comma, and nothing looser.
  @Test func aTypedPointReadsAsTouchReadsIt() {
    for text in ["200,400", "200, 400", " 200 , 400 ", "200 400", "200  400"] {
      #expect(Gesture(point: text) == .touch(x: 200, y: 400), "\(text)")
    }
    for text in ["10,,10", "10,, ,10", "1 2 3", "1,2,3", "200", "", ",", "a,b", "inf,1", "1,2 3"] {
      #expect(Gesture(point: text) == nil, "\(text)")
    }
  }

  @Test func theCommandPrintsValidJSONForRandomGestureLists() throws {
    var random = SplitMix64(seed: 7)
    let folder = try TestFolder.make("vosim-navigate-fuzz")
    defer { try? FileManager.default.removeItem(at: folder) }
    let samples = [
      "settings.json", "tab-bar.json", "list-and-landmark.json", "volume-slider.json", "right-to-left.json",
    ]
    for sample in samples {
      let words = Self.randomGestures(30, using: &random).map(\.word).filter { $0 != "first-focus" }
      let run = try VosimBinary.run(["navigate", "Samples/\(sample)", "--format", "json"] + words)
      #expect(!run.crashed)
      #expect(run.status == 0 || run.status == 1)
      let parsed = try JSONSerialization.jsonObject(with: run.stdoutData) as? [String: Any]
      #expect((parsed?["gestures"] as? [Any])?.count == words.count, "\(sample)")
    }
  }
}

import Testing
import VosimModel

@testable import VosimImport

/// `FrameString` reads every element's frame of a dump; its fast path for plain decimals must give
/// exactly what `Double(_:)` gives, and everything else must still go through `Double(_:)`.
@Suite struct FrameStringTests {
  @Test(arguments: [
    ("{{0, 0}, {390, 844}}", Frame(x: 0, y: 0, width: 390, height: 844)),
    ("{{-12.5, 3.25}, {0.1, 1e2}}", Frame(x: -12.5, y: 3.25, width: 0.1, height: 100)),
    ("{{+5, .5}, {5., 0.30000000000000004}}", Frame(x: 5, y: 0.5, width: 5, height: 0.30000000000000004)),
    ("{{1234567890.12345, 0}, {0, 0}}", Frame(x: 1234567890.12345, y: 0, width: 0, height: 0)),
    ("{{12345678901234567890, 0}, {0, 0}}", Frame(x: 12_345_678_901_234_567_168, y: 0, width: 0, height: 0)),
    ("{{-0, 0}, {0, 0}}", Frame(x: -0.0, y: 0, width: 0, height: 0)),
    ("{{ 1 , 2 }, { 3 , 4 }}", Frame(x: 1, y: 2, width: 3, height: 4)),
  ])
  func readsTheFourNumbers(text: String, expected: Frame) {
    #expect(FrameString.parse(text) == expected)
    #expect(FrameString.parse(Substring(text)) == expected)
  }

  /// Decimal fractions read exactly as the standard library reads them, digit for digit.
  @Test func plainDecimalsMatchDoubleParsing() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<5_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let integer = Int64(truncatingIfNeeded: state >> 20) % 100_000_000
      let digits = Int(state >> 60) % 8
      let fraction = digits == 0 ? "" : "." + String(String(state % 100_000_000).suffix(digits))
      let text = "\(integer)\(fraction)"
      let frame = FrameString.parse("{{\(text), 0}, {1, 1}}")
      #expect(frame?.x == Double(text), "\(text)")
    }
  }

  @Test(arguments: [
    "{{1 2, 3}, {4, 5}}", "{{1, 2}, {3}}", "{{1, 2}, {3, 4, 5}}", "{1, 2, 3, 4}", "{{{1, 2}, {3, 4}}}",
    "{{1, 2}, {-3, 4}}", "{{nan, 2}, {3, 4}}", "{{inf, 2}, {3, 4}}", "{{1, 2}, {3, 4}", "{{1, 2}}, {3, 4}}",
    "{{1-, 2}, {3, 4}}", "{{1..2, 2}, {3, 4}}", "", "{{x, 2}, {3, 4}}", "{{1 2} {3 4}}", "{{1 2 3 4}}",
  ])
  func refusesWhatIsNotAFrame(text: String) {
    #expect(FrameString.parse(text) == nil)
  }
}

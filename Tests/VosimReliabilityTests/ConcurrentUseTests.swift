import Testing
import VosimModel
import VosimReadingOrder

/// Swift tests run in parallel, so the libraries are used from many threads at once; the thread
/// sanitizer run (`scripts/test --tsan`) is what turns a shared write here into a failure.
@Suite("The engine used from many threads at once")
struct ConcurrentUseTests {
  static let frame = Frame(x: 0, y: 0, width: 390, height: 844)
  static let empty = Screen(root: AccessibilityNode(frame: frame))
  static let oneButton = Screen(
    root: AccessibilityNode(
      frame: frame,
      subviews: [
        AccessibilityNode(
          className: "UIButton", frame: Frame(x: 20, y: 100, width: 100, height: 44),
          isAccessibilityElement: true, accessibilityLabel: "Play", accessibilityTraits: [.button])
      ]))

  @Test func screensWithAndWithoutElementsAreOrderedAtOnce() async throws {
    let counts = try await withThrowingTaskGroup(of: [Int].self) { group in
      for task in 0..<8 {
        group.addTask {
          try (0..<200).map { round in
            try ReadingOrder().order((task + round).isMultiple(of: 2) ? Self.empty : Self.oneButton).elements
              .count
          }
        }
      }
      return try await group.reduce(into: [Int]()) { $0 += $1 }
    }
    #expect(counts.count == 1600)
    #expect(counts.filter { $0 == 0 }.count == 800)
    #expect(counts.filter { $0 == 1 }.count == 800)
  }
}

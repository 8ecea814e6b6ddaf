import Testing
import VosimTesting

/// The README's "From Swift tests" example, verbatim: if the API or the engine changes under it, this
/// fails before a reader copies an example that no longer compiles or passes.
@Suite struct ReadmeExampleTests {
  @Test func cameraScreenReadsHeaderFirst() {
    let screen = Screen {
      View {
        Button("Options").hint("Shows additional camera options.").frame(300, 60, 70, 44)
        Label("Camera").traits(.header).frame(20, 60, 200, 44)
      }
    }
    assertReadingOrder(
      of: screen,
      matches: [
        "Camera. Heading.",
        "Options. Button. Shows additional camera options.",
      ])
  }
}

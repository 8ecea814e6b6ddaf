import Testing
import VosimTesting

/// Whole screens written with VosimTesting's builder, read end to end: the reading order rules as a
/// user meets them (rules §2–§4).
@Suite("Screens read end to end")
struct ScreenScenarioTests {
  @Test func alertIsModalOverItsScreen() {
    let screen = Screen {
      Label("Photos").traits(.header).frame(20, 60, 200, 40)
      Button("Delete").frame(20, 700, 100, 44)
      View {
        Label("Delete this photo?").frame(60, 350, 270, 24)
        Button("Cancel").frame(60, 420, 130, 44)
        Button("Delete").frame(200, 420, 130, 44)
      }.modal()
    }
    assertReadingOrder(of: screen, matches: ["Delete this photo?", "Cancel. Button.", "Delete. Button."])
  }

  @Test func nestedModalKeepsTheSiblingsOfItsAncestors() {
    let screen = Screen {
      Label("Now Playing").traits(.header).frame(20, 60, 300, 40)
      View {
        Label("Album art caption").frame(20, 200, 300, 20)
        View { Button("Close").frame(20, 300, 80, 44) }.modal()
      }
      Button("Play").frame(20, 780, 80, 44)
    }
    assertReadingOrder(of: screen, matches: ["Now Playing. Heading.", "Close. Button.", "Play. Button."])
  }

  @Test func columnsReadRowWiseUntilGrouped() {
    func columns(grouped: Bool) -> Screen {
      Screen {
        View {
          Label("Monday").frame(20, 100, 150, 20)
          Label("Rain").frame(20, 130, 150, 20)
        }.grouped(grouped)
        View {
          Label("Tuesday").frame(200, 100, 150, 20)
          Label("Sun").frame(200, 130, 150, 20)
        }.grouped(grouped)
      }
    }
    assertReadingOrder(of: columns(grouped: false), matches: ["Monday.", "Tuesday.", "Rain.", "Sun."])
    assertReadingOrder(of: columns(grouped: true), matches: ["Monday.", "Rain.", "Tuesday.", "Sun."])
  }

  @Test func cardPutsItsPrimaryActionFirst() {
    let screen = Screen {
      View {
        Label("Blue Suede Shoes").identifier("title").frame(20, 100, 250, 24)
        Label("Carl Perkins").identifier("artist").frame(20, 130, 250, 20)
        Button("Play").identifier("play").frame(300, 110, 60, 44)
      }
      .accessibilityElements {
        Ref("play")
        Ref("title")
        Ref("artist")
      }
    }
    assertReadingOrder(of: screen, matches: ["Play. Button.", "Blue Suede Shoes.", "Carl Perkins."])
  }

  @Test func listAndLandmarkContexts() {
    let screen = Screen {
      View {
        Label("Milk").frame(20, 100, 300, 44)
        Label("Eggs").frame(20, 144, 300, 44)
      }.containerType(.list)
      View { Button("Directions").frame(20, 400, 300, 44) }.containerType(.landmark)
    }
    assertReadingOrder(
      of: screen, matches: ["Milk. List Start.", "Eggs. List End.", "Directions. Button. Landmark."])
  }

  @Test func hiddenOverlayIsNotRead() {
    let screen = Screen {
      Slider("Volume", value: 0.5).frame(20, 100, 300, 30).accessibilityHidden()
      Button("Next").frame(20, 200, 80, 44)
    }
    assertReadingOrder(of: screen, matches: ["Next. Button."])
  }
}

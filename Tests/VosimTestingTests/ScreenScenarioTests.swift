import Testing
import VosimTesting

/// Whole screens written with VosimTesting's builder, read end to end: the reading order rules as a
/// user meets them (rules §2–§4).
@Suite("Screens read end to end")
struct ScreenScenarioTests {
  @Test func alertIsModalOverItsScreen() {
    let screen = Screen {
      LabelNode("Photos").traits(.header).frame(20, 60, 200, 40)
      ButtonNode("Delete").frame(20, 700, 100, 44)
      ViewNode {
        LabelNode("Delete this photo?").frame(60, 350, 270, 24)
        ButtonNode("Cancel").frame(60, 420, 130, 44)
        ButtonNode("Delete").frame(200, 420, 130, 44)
      }.modal()
    }
    assertReadingOrder(of: screen, matches: ["Delete this photo?", "Cancel. Button.", "Delete. Button."])
  }

  @Test func nestedModalKeepsTheSiblingsOfItsAncestors() {
    let screen = Screen {
      LabelNode("Now Playing").traits(.header).frame(20, 60, 300, 40)
      ViewNode {
        LabelNode("Album art caption").frame(20, 200, 300, 20)
        ViewNode { ButtonNode("Close").frame(20, 300, 80, 44) }.modal()
      }
      ButtonNode("Play").frame(20, 780, 80, 44)
    }
    assertReadingOrder(of: screen, matches: ["Now Playing. Heading.", "Close. Button.", "Play. Button."])
  }

  @Test func columnsReadRowWiseUntilGrouped() {
    func columns(grouped: Bool) -> Screen {
      Screen {
        ViewNode {
          LabelNode("Monday").frame(20, 100, 150, 20)
          LabelNode("Rain").frame(20, 130, 150, 20)
        }.grouped(grouped)
        ViewNode {
          LabelNode("Tuesday").frame(200, 100, 150, 20)
          LabelNode("Sun").frame(200, 130, 150, 20)
        }.grouped(grouped)
      }
    }
    assertReadingOrder(of: columns(grouped: false), matches: ["Monday.", "Tuesday.", "Rain.", "Sun."])
    assertReadingOrder(of: columns(grouped: true), matches: ["Monday.", "Rain.", "Tuesday.", "Sun."])
  }

  @Test func cardPutsItsPrimaryActionFirst() {
    let screen = Screen {
      ViewNode {
        LabelNode("Blue Suede Shoes").identifier("title").frame(20, 100, 250, 24)
        LabelNode("Carl Perkins").identifier("artist").frame(20, 130, 250, 20)
        ButtonNode("Play").identifier("play").frame(300, 110, 60, 44)
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
      ViewNode {
        LabelNode("Milk").frame(20, 100, 300, 44)
        LabelNode("Eggs").frame(20, 144, 300, 44)
      }.containerType(.list)
      ViewNode { ButtonNode("Directions").frame(20, 400, 300, 44) }.containerType(.landmark)
    }
    assertReadingOrder(
      of: screen, matches: ["Milk. List Start.", "Eggs. List End.", "Directions. Button. Landmark."])
  }

  @Test func hiddenOverlayIsNotRead() {
    let screen = Screen {
      SliderNode("Volume", value: 0.5).frame(20, 100, 300, 30).accessibilityHidden()
      ButtonNode("Next").frame(20, 200, 80, 44)
    }
    assertReadingOrder(of: screen, matches: ["Next. Button."])
  }
}

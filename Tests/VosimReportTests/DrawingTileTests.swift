import Testing
import VosimModel

@testable import VosimReport

/// The bands the HTML drawing is cut into: each item in the band of its top, each band holding its
/// items whole, the painting order kept.
@Suite("Drawing bands")
struct DrawingTileTests {
  static func item(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> DrawnItem {
    DrawnItem(
      frame: Frame(x: x, y: y, width: width, height: height),
      kind: .unreachable(ReportUnreachable(name: "x", frame: nil, path: "0", reason: "hidden"), index: 0))
  }

  @Test func itemsGoToTheBandOfTheirTopAndTheBandHoldsThemWhole() {
    let items = [
      Self.item(0, 10, 100, 2500),  // band 0, reaching into bands 1 and 2
      Self.item(20, 1200, 100, 40),  // band 1
      Self.item(30, 990, 50, 40),  // band 0, crossing into band 1
      Self.item(-40, 2100, 500, 40),  // band 2, wider than the screen on both sides
      Self.item(0, -300, 390, 50),  // above the screen: band -1
    ]
    let tiles = DrawingTile.tiles(items, screenWidth: 390)
    #expect(tiles.map(\.members) == [[4], [0, 2], [1], [3]])
    #expect(
      tiles.map(\.frame) == [
        Frame(x: 0, y: -300, width: 390, height: 50),
        Frame(x: 0, y: 10, width: 390, height: 2500),
        Frame(x: 0, y: 1200, width: 390, height: 40),
        Frame(x: -40, y: 2100, width: 500, height: 40),
      ])
    #expect(items[3].frame.moved(by: tiles[3].frame) == Frame(x: 0, y: 0, width: 500, height: 40))
  }

  @Test func farAwayFramesDoNotTrap() {
    let tiles = DrawingTile.tiles(
      [Self.item(0, 1e300, 10, 10), Self.item(0, -1e300, 10, 10)], screenWidth: 390)
    #expect(tiles.map(\.members) == [[1], [0]])
  }
}

import Foundation
import VosimImport
import VosimModel
import VosimNavigation

/// Reads bytes as a native screen and runs gestures on it: the gestures come from the input itself (a
/// hash of its bytes seeds them), so libFuzzer's mutations explore screens and gesture lists together.
/// A step that is incoherent or JSON that does not parse stops the process: that is the finding.
@discardableResult
public func runNavigation(_ bytes: [UInt8]) -> Int {
  guard let screen = try? ScreenDecoder().decode(bytes).screen, var navigator = try? Navigator(screen: screen)
  else { return 0 }
  var state: UInt64 = 0xCBF2_9CE4_8422_2325
  for byte in bytes { state = (state ^ UInt64(byte)) &* 0x100_0000_01B3 }
  func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  let simple: [Gesture] = [.next, .previous, .first, .last, .readAll, .readFromHere, .down, .up, .activate]
  var gestures: [Gesture] = [.screenChanged(identifier: nil)]
  for _ in 0..<48 {
    let pick = Int(next() % 16)
    switch pick {
    case 0..<2:
      gestures.append(.rotor(RotorCategory.allCases[Int(next() % UInt64(RotorCategory.allCases.count))]))
    case 2: gestures.append(.touch(x: Double(next() % 500) - 50, y: Double(next() % 1000) - 50))
    case 3: gestures.append(.screenChanged(identifier: "n\(next() % 8)"))
    default: gestures.append(simple[Int(next() % UInt64(simple.count))])
    }
  }
  let steps = navigator.perform(gestures)
  for step in steps {
    if let focus = step.focus, !(0..<navigator.count).contains(focus) {
      fatalError("focus \(focus) out of range")
    }
    if !step.moved && !step.spoken.isEmpty { fatalError("a gesture that did not move spoke") }
  }
  let json = NavigationJSON.document(steps)
  guard (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil else {
    fatalError("invalid JSON: \(json)")
  }
  return json.utf8.count
}

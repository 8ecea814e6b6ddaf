import Foundation
import VosimImport
import VosimModel
import VosimNavigation
import VosimReadingOrder

/// `vosim-bench navigate FILE [--gestures N] [--seed S]`: builds a navigator on a native screen and
/// times N random gestures on it, for docs/performance.md: the reading order with its structure, the
/// navigator's indexes (rotor, touch grid, identifiers), then the gestures.
///
/// The gestures are every kind but the two read-alls (which speak every element they pass, so their
/// cost is the screen's, not a step's): swipes, first and last, rotor items and their steps, touches
/// (half at the centre of a random element, half anywhere on the device), double taps and
/// screen-changed notifications. Deterministic for a seed.
struct NavigationRun {
  static func measure(arguments: [String]) throws(BenchError) -> String {
    var file: String?
    var count = 100_000
    var seed: UInt64 = 15
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--gestures" where index + 1 < arguments.count:
        guard let number = Int(arguments[index + 1]), number > 0 else {
          throw BenchError(description: "--gestures takes a positive whole number")
        }
        count = number
        index += 2
      case "--seed" where index + 1 < arguments.count:
        guard let number = UInt64(arguments[index + 1]) else {
          throw BenchError(description: "--seed takes a number")
        }
        seed = number
        index += 2
      case let argument where file == nil && !argument.hasPrefix("--"):
        file = argument
        index += 1
      default:
        throw BenchError(description: "usage: vosim-bench navigate FILE [--gestures N] [--seed S]")
      }
    }
    guard let file, let data = FileManager.default.contents(atPath: file) else {
      throw BenchError(description: "usage: vosim-bench navigate FILE [--gestures N] [--seed S]")
    }
    let screen: Screen
    do { screen = try ScreenDecoder().decode([UInt8](data)).screen } catch {
      throw BenchError(description: "\(file): \(error.localizedDescription)")
    }
    let clock = ContinuousClock()
    var start = clock.now
    var cpu = ProcessMemory.cpuSeconds()
    let order: ReadingOrderResult
    do { order = try ReadingOrder(configuration: .init(recordsStructure: true)).order(screen) } catch {
      throw BenchError(description: "\(file): \(error.localizedDescription)")
    }
    let orderTime = Self.seconds(clock.now - start)
    let orderCPU = ProcessMemory.cpuSeconds() - cpu
    start = clock.now
    cpu = ProcessMemory.cpuSeconds()
    var navigator = Navigator(order: order, screen: screen)
    let build = Self.seconds(clock.now - start)
    let buildCPU = ProcessMemory.cpuSeconds() - cpu
    let afterBuild = ProcessMemory.kibibytes("VmRSS")

    var random = BenchRandom(seed: seed)
    let identifiers = Array(navigator.order.elements.lazy.compactMap(\.identifier).prefix(1000))
    var gestures: [Gesture] = []
    gestures.reserveCapacity(count)
    for _ in 0..<count {
      switch random.below(20) {
      case 0..<6: gestures.append(random.below(2) == 0 ? .next : .previous)
      case 6: gestures.append(random.below(2) == 0 ? .first : .last)
      case 7..<9: gestures.append(.rotor(RotorCategory.allCases[random.below(RotorCategory.allCases.count)]))
      case 9..<13: gestures.append(random.below(2) == 0 ? .down : .up)
      case 13..<16:
        if random.below(2) == 0, navigator.count > 0,
          let frame = navigator.order.elements[random.below(navigator.count)].frame
        {
          gestures.append(.touch(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
        } else {
          gestures.append(
            .touch(
              x: Double(random.below(Int(screen.device.width))),
              y: Double(random.below(Int(screen.device.height)))))
        }
      case 16..<18: gestures.append(.activate)
      default:
        gestures.append(
          .screenChanged(identifier: identifiers.isEmpty ? nil : identifiers[random.below(identifiers.count)])
        )
      }
    }
    navigator.perform(.screenChanged(identifier: nil))
    start = clock.now
    cpu = ProcessMemory.cpuSeconds()
    var moved = 0
    var characters = 0
    for gesture in gestures {
      let step = navigator.perform(gesture)
      if step.moved { moved += 1 }
      for line in step.spoken { characters += line.utf8.count }
    }
    let run = Self.seconds(clock.now - start)
    let runCPU = ProcessMemory.cpuSeconds() - cpu
    let fields = [
      "\"file\":\"\(file)\"", "\"elements\":\(navigator.count)", "\"gestures\":\(count)",
      "\"moved\":\(moved)",
      "\"characters\":\(characters)", "\"order_s\":\(String(format: "%.4f", orderTime))",
      "\"order_cpu_s\":\(String(format: "%.4f", orderCPU))", "\"index_s\":\(String(format: "%.4f", build))",
      "\"index_cpu_s\":\(String(format: "%.4f", buildCPU))", "\"gestures_s\":\(String(format: "%.4f", run))",
      "\"gestures_cpu_s\":\(String(format: "%.4f", runCPU))",
      "\"per_gesture_us\":\(String(format: "%.2f", run / Double(count) * 1e6))",
      "\"rss_after_build_kib\":\(afterBuild)", "\"peak_kib\":\(ProcessMemory.kibibytes("VmHWM"))",
    ]
    return "{" + fields.joined(separator: ",") + "}"
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

/// SplitMix64, for gestures that are the same on every run.
private struct BenchRandom {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func below(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
  }
}

import VosimModel

/// The device a dump was taken on. Dumps name no device: its size is the screen idb's `--format complete`
/// states, else the application's frame (else the main window's), and a shorter side of 700 points or
/// more means a pad.
enum DeviceInference {
  /// The application's frame: the screen the dump states (idb `--format complete`), else the
  /// Application node's, else the main window's, else the largest window or top-level node's.
  static func applicationFrame(_ tree: DumpTree) -> Frame? {
    if let screen = tree.screenFrame, isUsable(screen) { return screen }
    let nodes = tree.nodes
    if let app = nodes.first(where: { $0.type == "Application" && $0.frame.map(isUsable) == true }) {
      return app.frame
    }
    if let main = nodes.first(where: {
      $0.type == "Window" && $0.isMainWindow && $0.frame.map(isUsable) == true
    }) {
      return main.frame
    }
    // Otherwise the largest window or top-level frame: a fragment may start below the application,
    // and the top level of an application without a frame is what it holds. Only a view counts (one
    // holding others, or a plain `Other`): a lone element (idb's describe-point answer, `po` of one
    // cell with its texts and switch) is no screen, nor is an entry of idb's flat list, which holds
    // nothing (an entry without a type is an `Other` there).
    let tops = tree.roots.flatMap { nodes[$0].frame.map(isUsable) == true ? [$0] : nodes[$0].children }
      .filter {
        (!nodes[$0].children.isEmpty || (nodes[$0].type == "Other" && tree.granularity != .flatElementList))
          && !elementTypes.contains(nodes[$0].type)
      }
    let candidates =
      nodes.filter { $0.type == "Window" }.compactMap(\.frame) + tops.compactMap { nodes[$0].frame }
    return candidates.filter(isUsable).max { $0.width * $0.height < $1.width * $1.height }
  }

  /// Types that are elements, never a screen, whatever they hold.
  private static let elementTypes =
    ElementTypeMapping.interactiveTypes.union(ElementTypeMapping.interactiveRoleTypes)
    .union(["Cell", "StaticText", "Image", "Heading", "Icon"])

  /// The device for that frame; the default phone (with a warning) when there is none.
  static func device(applicationFrame: Frame?, idiom: Device.Idiom? = nil, warnings: inout [Diagnostic])
    -> Device
  {
    guard let frame = applicationFrame else {
      let device = Device(idiom: idiom ?? .phone)
      let size = "\(Frame.format(device.width))x\(Frame.format(device.height))"
      warnings.append(
        .warning("the dump gives no application or window frame; assuming a \(size) \(device.idiom.rawValue)")
      )
      return device
    }
    return Device(idiom: idiom ?? (isPad(frame) ? .pad : .phone), width: frame.width, height: frame.height)
  }

  /// The row band of rules §3 on that device: 8 pt on a phone, 13 pt on a pad; the importers decide
  /// by it which document orders the engine would not read.
  static func rowBand(applicationFrame: Frame?, idiom: Device.Idiom? = nil) -> Double {
    (idiom.map { $0 == .pad } ?? (applicationFrame.map(isPad) == true)) ? 13 : 8
  }

  /// A shorter side of 700 points or more.
  private static func isPad(_ frame: Frame) -> Bool { min(frame.width, frame.height) >= 700 }

  private static func isUsable(_ frame: Frame) -> Bool { frame.width > 0 && frame.height > 0 }
}

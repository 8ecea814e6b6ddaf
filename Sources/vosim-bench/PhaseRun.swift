import Foundation
import VosimImport
import VosimModel
import VosimReadingOrder
import VosimUtterance

/// One timed run of the transcript pipeline, phase by phase, with the same library calls as
/// `vosim transcript` (which adds only argument parsing and printing).
struct PhaseRun {
  var file: String
  /// `screen`, or the dump format's name.
  var format: String
  var bytes: Int
  /// Nodes of the model the engine reads (subviews and explicit-order nodes).
  var nodes: Int
  /// Utterances: VoiceOver's elements in reading order.
  var elements: Int
  /// Characters of all transcript lines, so the text is built and used.
  var characters: Int
  /// Wall time of each phase.
  var seconds: [(phase: String, value: Double)]
  /// CPU time of each phase (user and system, all threads): less sensitive than wall time to other
  /// processes sharing the machine.
  var cpuSeconds: [(phase: String, value: Double)]
  var residentKiB: [(phase: String, value: Int)]
  var peakKiB: Int

  /// Reads, parses (or imports), orders and phrases `file`; `format` nil detects it, `.some(nil)` forces
  /// the native screen format.
  static func measure(file: String, format: DumpFormat??) throws(BenchError) -> PhaseRun {
    let clock = ContinuousClock()
    var seconds: [(String, Double)] = []
    var cpuSeconds: [(String, Double)] = []
    var resident: [(String, Int)] = []
    var cpuStart = ProcessMemory.cpuSeconds()
    func lap(_ phase: String, since start: ContinuousClock.Instant) {
      let duration = clock.now - start
      let cpuNow = ProcessMemory.cpuSeconds()
      seconds.append(
        (phase, Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18))
      cpuSeconds.append((phase, cpuNow - cpuStart))
      resident.append((phase, ProcessMemory.kibibytes("VmRSS")))
      cpuStart = ProcessMemory.cpuSeconds()
    }

    var start = clock.now
    guard let data = FileManager.default.contents(atPath: file) else {
      throw BenchError(description: "\(file): cannot be read")
    }
    let bytes = [UInt8](data)
    lap("read", since: start)

    start = clock.now
    let chosen = format ?? DumpFormat.detect(bytes)
    let screen: Screen
    do {
      if let dump = chosen {
        screen = try DumpImporter().importScreen(bytes, format: dump).screen
      } else {
        screen = try ScreenDecoder().decode(bytes).screen
      }
    } catch {
      throw BenchError(description: "\(file): \(error.localizedDescription)")
    }
    lap(chosen == nil ? "parse" : "import", since: start)

    start = clock.now
    let order: ReadingOrderResult
    do {
      order = try ReadingOrder().order(screen)
    } catch {
      throw BenchError(description: "\(file): \(error.localizedDescription)")
    }
    lap("order", since: start)

    start = clock.now
    // As `vosim transcript` does: every line built (on every core) and handed over in order.
    var characters = 0
    UtteranceBuilder().forEachLine(in: order) { characters += $0.utf8.count + 1 }
    lap("utterances", since: start)

    return PhaseRun(
      file: file, format: chosen?.rawValue ?? "screen", bytes: bytes.count,
      nodes: screen.nodeCount,
      elements: order.elements.count, characters: characters, seconds: seconds, cpuSeconds: cpuSeconds,
      residentKiB: resident,
      peakKiB: ProcessMemory.kibibytes("VmHWM"))
  }

  /// The report as one JSON object on one line.
  var jsonLine: String {
    var fields = [
      "\"file\":\(Self.quoted(file))", "\"format\":\(Self.quoted(format))", "\"bytes\":\(bytes)",
      "\"nodes\":\(nodes)", "\"elements\":\(elements)", "\"characters\":\(characters)",
    ]
    fields += seconds.map { "\"\($0.phase)_s\":\(String(format: "%.4f", $0.value))" }
    fields.append("\"total_s\":\(String(format: "%.4f", seconds.reduce(0) { $0 + $1.value }))")
    fields += cpuSeconds.map { "\"\($0.phase)_cpu_s\":\(String(format: "%.4f", $0.value))" }
    fields.append("\"total_cpu_s\":\(String(format: "%.4f", cpuSeconds.reduce(0) { $0 + $1.value }))")
    fields += residentKiB.map { "\"rss_after_\($0.phase)_kib\":\($0.value)" }
    fields.append("\"peak_kib\":\(peakKiB)")
    return "{" + fields.joined(separator: ",") + "}"
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

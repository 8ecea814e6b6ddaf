import Foundation
import Testing
import VosimModel
import VosimReadingOrder
import VosimReport
import VosimTestSupport
import VosimUtterance

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every Sample's SVG report is byte for byte its recording in `Recordings/NAME.svg`. To record them
/// again after a deliberate change: `VOSIM_RECORD=all swift test --filter SVGRecordingTests`
/// (`missing` writes only those that do not exist yet), then review the SVGs like any diff.
@Suite("SVG recordings")
struct SVGRecordingTests {
  static let recordings = VosimBinary.repository.appendingPathComponent("Tests/VosimReportTests/Recordings")

  static let samples: [String] = {
    let folder = VosimBinary.repository.appendingPathComponent("Samples")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }()

  static func svg(of sample: String) throws -> String {
    let run = try VosimBinary.run(["report", "Samples/\(sample).json", "--format", "svg", "-o", "-"])
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout
  }

  @Test func everySampleHasARecording() {
    #expect(Self.samples.count >= 15)
  }

  @Test(arguments: samples)
  func svgMatchesItsRecording(_ sample: String) throws {
    let svg = try Self.svg(of: sample)
    let recording = Self.recordings.appendingPathComponent(sample + ".svg")
    let mode = ProcessInfo.processInfo.environment["VOSIM_RECORD"] ?? "never"
    let exists = FileManager.default.fileExists(atPath: recording.path)
    if mode == "all" || (mode == "missing" && !exists) {
      try svg.write(to: recording, atomically: true, encoding: .utf8)
      return
    }
    let recorded = try String(contentsOf: recording, encoding: .utf8)
    #expect(svg == recorded, "Samples/\(sample).json: the SVG differs from \(recording.path)")
  }

  @Test(arguments: ["settings", "list-and-landmark", "alert-modal"])
  func sameInputGivesTheSameBytes(_ sample: String) throws {
    #expect(try Self.svg(of: sample) == Self.svg(of: sample))
  }

  @Test func svgIsWellFormedXMLWithOneBoxPerElement() throws {
    let svg = try Self.svg(of: "list-and-landmark")
    let document = try XMLDocument(data: Data(svg.utf8))
    let boxes = try document.nodes(forXPath: "//*[local-name()='g'][@data-position]")
    #expect(boxes.count == 9)
    #expect(!svg.contains("<script"))
  }
}

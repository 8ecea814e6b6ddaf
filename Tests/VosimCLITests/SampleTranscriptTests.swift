import Foundation
import Testing

/// Every Sample reads exactly as its recorded transcript beside it.
@Suite("Samples")
struct SampleTranscriptTests {
  static let samples: [URL] = {
    let folder = VosimProcess.repository.appendingPathComponent("Samples")
    let files =
      (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    return files.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
  }()

  @Test func thereAreAtLeastFifteenSamples() {
    #expect(Self.samples.count >= 15)
  }

  @Test(arguments: samples)
  func sampleMatchesItsTranscript(_ sample: URL) throws {
    let expected = try String(
      contentsOf: sample.deletingPathExtension().appendingPathExtension("txt"), encoding: .utf8)
    let result = try VosimProcess.run(["transcript", sample.path])
    #expect(result.status == 0)
    #expect(result.stdout == expected, "\(sample.lastPathComponent)")
  }
}

import Foundation
import VosimImport
import VosimModel

/// Writes an imported dump as a native screen file, so both paths can be timed on one screen.
enum ScreenConversion {
  static func convert(dump: String, to output: String) throws(BenchError) {
    guard let data = FileManager.default.contents(atPath: dump) else {
      throw BenchError(description: "\(dump): cannot be read")
    }
    let screen: Screen
    do {
      screen = try DumpImporter().importScreen([UInt8](data)).screen
    } catch {
      throw BenchError(description: "\(dump): \(error.localizedDescription)")
    }
    guard FileManager.default.createFile(atPath: output, contents: Data(ScreenEncoder().encode(screen)))
    else {
      throw BenchError(description: "\(output): cannot be written")
    }
  }
}

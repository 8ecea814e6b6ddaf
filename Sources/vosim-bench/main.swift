import Foundation
import VosimImport
import VosimModel

// vosim-bench: times the phases of `vosim transcript` on one file, for scripts/bench.
//
//   vosim-bench FILE [--input-format screen|xml|debugdescription|idb]
//       Prints one JSON line: sizes, the wall time of each phase (read, parse or import, order,
//       utterances) and the process's resident memory after each and at its peak.
//   vosim-bench navigate FILE [--gestures N] [--seed S]
//       Builds a navigator on a native screen and times N random gestures (default 100,000) on it;
//       prints one JSON line (NavigationRun).
//   vosim-bench to-screen DUMP -o OUT.json
//       Imports a dump and writes it as a native screen, so the native path can be timed on the very
//       screen the importer built.

/// A usage or input problem: one line on stderr, exit status 2.
struct BenchError: Error, CustomStringConvertible {
  var description: String
}

func run(_ arguments: [String]) throws(BenchError) {
  if arguments.first == "navigate" {
    print(try NavigationRun.measure(arguments: Array(arguments.dropFirst())))
    return
  }
  if arguments.first == "to-screen" {
    guard arguments.count == 4, arguments[2] == "-o" else {
      throw BenchError(description: "usage: vosim-bench to-screen DUMP -o OUT.json")
    }
    try ScreenConversion.convert(dump: arguments[1], to: arguments[3])
    return
  }
  var file: String?
  var format: DumpFormat??
  var index = 0
  while index < arguments.count {
    let argument = arguments[index]
    if argument == "--input-format", index + 1 < arguments.count {
      let raw = arguments[index + 1]
      if raw == "screen" {
        format = .some(nil)
      } else if let dump = DumpFormat(rawValue: raw) {
        format = .some(dump)
      } else {
        throw BenchError(description: "unknown input format '\(raw)'")
      }
      index += 2
    } else if file == nil, !argument.hasPrefix("--") {
      file = argument
      index += 1
    } else {
      throw BenchError(
        description: "usage: vosim-bench FILE [--input-format screen|xml|debugdescription|idb]")
    }
  }
  guard let file else {
    throw BenchError(description: "usage: vosim-bench FILE [--input-format screen|xml|debugdescription|idb]")
  }
  let report = try PhaseRun.measure(file: file, format: format)
  print(report.jsonLine)
}

do {
  try run(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("vosim-bench: error: \(error.description)\n".utf8))
  exit(2)
}

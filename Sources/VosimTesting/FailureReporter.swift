#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Fails the running test from a library that works under both test frameworks.
///
/// Under Swift Testing (`Test.current` is set) the failure is an `Issue` at the caller's source location.
/// Otherwise it is an `XCTFail`, which XCTest attributes to the caller's file and line, and an `Issue`
/// as well: off a Swift Testing test's task (a `Task.detached`, a dispatch queue) `Test.current` is
/// not set either, and Swift Testing still fails the run for an issue recorded there, where an
/// `XCTFail` outside an XCTest test is lost. Inside an XCTest test no Swift Testing run takes the issue.
enum FailureReporter {
  static func fail(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    #if canImport(Testing)
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      if Test.current != nil { return }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: filePath, line: line)
    #else
      print("\(filePath):\(line): error: \(message)")
    #endif
  }
}

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Fails the running test from a library that works under both test frameworks.
///
/// Under Swift Testing (`Test.current` is set) the failure is an `Issue` at the caller's source location;
/// otherwise it is an `XCTFail`, which XCTest attributes to the caller's file and line.
enum FailureReporter {
  static func fail(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: filePath, line: line)
    #else
      print("\(filePath):\(line): error: \(message)")
    #endif
  }
}

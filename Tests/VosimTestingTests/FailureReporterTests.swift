import Testing

@testable import VosimTesting

@Suite struct FailureReporterTests {
  @Test func aFailureUnderSwiftTestingIsRecordedAsAnIssue() {
    withKnownIssue {
      FailureReporter.fail(
        "the order changed", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["the order changed"]
    }
  }
}

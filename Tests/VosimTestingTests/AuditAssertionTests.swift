import Testing
import VosimAudit

@testable import VosimTesting

private let labelledScreen = Screen {
  LabelNode("Camera").traits(.header).frame(0, 50, 390, 44)
  ButtonNode("Options", hint: "Shows additional camera options.").frame(20, 100, 80, 44)
}

private let unlabelledScreen = Screen {
  LabelNode("Camera").traits(.header).frame(0, 50, 390, 44)
  ButtonNode("").frame(20, 100, 30, 30)
}

@Suite struct AuditAssertionTests {
  @Test func aCleanScreenPasses() {
    #expect(verifyAudit(of: labelledScreen) == nil)
    assertAudit(of: labelledScreen)
  }

  @Test func findingsFailWithTheirLines() {
    #expect(
      verifyAudit(of: unlabelledScreen) == """
        2 accessibility findings:
        screen: root.subviews[1]: error: [missing-label] the button speaks no label: set accessibilityLabel to what it does
        screen: root.subviews[1]: warning: [small-target] an unlabelled button is 30 x 30 pt, smaller than 44 x 44 pt: make its tappable area at least 44 x 44 pt
        """)
    withKnownIssue {
      assertAudit(of: unlabelledScreen)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("2 accessibility findings:") == true
    }
  }

  @Test func skippedRulesAndSeverityThreshold() {
    #expect(verifyAudit(of: unlabelledScreen, skipping: [.missingLabel, .smallTarget]) == nil)
    // Numbers no rule can measure against fail, rather than switching their rule off.
    #expect(
      verifyAudit(of: unlabelledScreen, configuration: AuditConfiguration(minimumTargetSize: .nan))
        == "The audit configuration cannot be used: minimumTargetSize nan must be a number of points, 0 or more."
    )
    let errorsOnly = verifyAudit(of: unlabelledScreen, failingAt: .error)
    #expect(errorsOnly?.hasPrefix("1 accessibility finding:") == true)
  }
}

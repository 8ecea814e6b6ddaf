import Foundation
import Testing
import VosimModel
import VosimReadingOrder

@testable import VosimAudit

/// A large screen's elements are audited in runs on several cores: the findings must be exactly one
/// pass's, duplicates across the runs' seams and the time to reach included.
@Suite struct ParallelAuditTests {
  @Test func runsGiveOnePassFindings() throws {
    // 3,000 elements: pairs of identical buttons (a duplicate at every second element, so at every
    // seam whatever the cut), small targets, a missing label now and then, and enough speech for
    // slow-to-reach.
    var nodes: [AccessibilityNode] = []
    for index in 0..<3000 {
      let label = index % 7 == 0 ? nil : "Item \(index / 2)"
      let size = index % 5 == 0 ? 30.0 : 44
      nodes.append(
        element(label, traits: .button, frame: Frame(x: 20, y: Double(60 * index), width: 200, height: size)))
    }
    let screen = screen(nodes)
    let order = try ReadingOrder().order(screen)
    let onePass = Auditor().audit(screen, order: order, runs: 1)
    #expect(onePass.findings.count > 2000)
    #expect(onePass.findings.contains { $0.rule == .slowToReach })
    for runs in [2, 7, 64] {
      #expect(Auditor().audit(screen, order: order, runs: runs) == onePass, "\(runs) runs")
    }
  }
}

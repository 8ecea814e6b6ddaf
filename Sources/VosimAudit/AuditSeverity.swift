/// How much a finding matters: an error fails `vosim audit`, a warning fails it under `--strict`, a note
/// never does. The names are SARIF's result levels.
public enum AuditSeverity: String, Hashable, Sendable, CaseIterable, Comparable {
  case note, warning, error

  public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool { lhs.rank < rhs.rank }

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }
}

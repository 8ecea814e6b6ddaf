import Testing
import VosimCheck

@Suite struct RecordModeTests {
  @Test func missingIsTheDefaultWhenTheVariableIsUnsetOrEmpty() throws {
    #expect(try RecordMode(environment: [:]) == .missing)
    #expect(try RecordMode(environment: ["VOSIM_RECORD": ""]) == .missing)
  }

  /// On CI nothing is written that nobody reviews: `never`, unless `VOSIM_RECORD` says otherwise. A
  /// `CI` of `false`, `0`, `no` or nothing is no CI, as for `vosim check --record`.
  @Test func neverIsTheDefaultOnCI() throws {
    for value in ["true", "1", "TRUE", "yes", "github"] {
      #expect(try RecordMode(environment: ["CI": value]) == .never, "\(value)")
      #expect(try RecordMode(environment: ["CI": value, "VOSIM_RECORD": ""]) == .never, "\(value)")
      #expect(try RecordMode(environment: ["CI": value, "VOSIM_RECORD": "missing"]) == .missing, "\(value)")
    }
    for value in ["", "false", "0", "no", " False "] {
      #expect(try RecordMode(environment: ["CI": value]) == .missing, "'\(value)'")
    }
  }

  @Test func everyModeIsReadFromTheEnvironment() throws {
    for mode in RecordMode.allCases {
      #expect(try RecordMode(environment: ["VOSIM_RECORD": mode.rawValue]) == mode)
    }
    #expect(try RecordMode(environment: ["VOSIM_RECORD": "NEVER"]) == .never)
  }

  @Test func anUnknownModeIsAnErrorNamingTheChoices() {
    #expect(throws: CheckError.invalidRecordMode("yes")) {
      try RecordMode(environment: ["VOSIM_RECORD": "yes"])
    }
    #expect(
      CheckError.invalidRecordMode("yes").localizedDescription
        == "invalid VOSIM_RECORD 'yes'; expected one of: all, missing, failed, never")
  }
}

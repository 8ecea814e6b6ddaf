import Testing
import VosimCheck

@Suite struct RecordModeTests {
  @Test func missingIsTheDefaultWhenTheVariableIsUnsetOrEmpty() throws {
    #expect(try RecordMode(environment: [:]) == .missing)
    #expect(try RecordMode(environment: ["VOSIM_RECORD": ""]) == .missing)
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

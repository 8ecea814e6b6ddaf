import Testing
import VosimModel

/// The one printed shape of everything vosim tells about an input.
@Suite struct DiagnosticTests {
  @Test func aPlaceInTheFileIsPrintedAsCompilersDo() {
    let warning = Diagnostic.warning("unknown key 'x'", at: SourcePosition(line: 3, column: 5))
    #expect(warning.description == "3:5: warning: unknown key 'x'")
    #expect(warning.about(file: "login.json").description == "login.json:3:5: warning: unknown key 'x'")
    #expect(warning.locatedMessage == "3:5: unknown key 'x'")
    #expect(warning.position == SourcePosition(line: 3, column: 5))
  }

  @Test func aNodeALineAndTheWholeFile() {
    let node = Diagnostic(.note, "read as a heading", at: .node(NodePath.root.appending(.subview(2))))
    #expect(node.about(file: "a.json").description == "a.json: root.subviews[2]: note: read as a heading")
    #expect(node.position == nil)
    #expect(node.locatedMessage == "root.subviews[2]: read as a heading")
    let line = Diagnostic(.error, "no element", at: .line(7), file: "dump.txt")
    #expect(line.description == "dump.txt:7: error: no element")
    #expect(line.position == SourcePosition(line: 7, column: 1))
    #expect(line.locatedMessage == "7: no element")
    let whole = Diagnostic(.warning, "assuming a 390x844 phone", file: "dump.xml")
    #expect(whole.description == "dump.xml: warning: assuming a 390x844 phone")
    #expect(whole.locatedMessage == "assuming a 390x844 phone")
    #expect(Diagnostic(.error, "no screens").description == "error: no screens")
  }

  /// A line break in a file's name is shown escaped, as `check` names the file: `a<LF>b.json` is not
  /// `a b.json`.
  @Test func aLineBreakInAFilesNameIsEscaped() {
    let error = Diagnostic.error("expected a value", at: SourcePosition(line: 1, column: 9))
    #expect(error.about(file: "n/a\nb.json").description == "n/a\\u{A}b.json:1:9: error: expected a value")
    #expect(error.about(file: "n/a b.json").description == "n/a b.json:1:9: error: expected a value")
  }

  /// A label holding line breaks, or a message quoting a megabyte of input, stays one line.
  @Test func messagesAreOneShortLine() {
    #expect(Diagnostic(.error, "a\r\nb\nc\rd").message == "a b c d")
    let long = Diagnostic(.error, String(repeating: "x", count: 5000)).message
    #expect(long.count == 1001)
    #expect(long.hasSuffix("…"))
  }

  @Test func readerErrorsBecomeDiagnosticsAtTheirPlace() {
    let error = ModelError.missingRoot(at: SourcePosition(line: 1, column: 1))
    #expect(error.diagnostic.description == "1:1: error: the screen has no 'root' node")
    // An error about a node is at that node.
    let unresolved = ModelError.unresolvedReference("save", container: "root")
    #expect(unresolved.diagnostic.location == .node(.root))
    #expect(
      unresolved.diagnostic.description == "root: error: ref 'save' names no node of this container's subtree"
    )
  }
}

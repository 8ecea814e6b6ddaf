import Testing
import VosimModel

@testable import VosimImport

/// Skips a whole JSON text with the scanner: the check that it is well-formed.
private func check(_ text: String) -> ModelError? {
  check(Array(text.utf8))
}

private func check(_ bytes: [UInt8]) -> ModelError? {
  do {
    try JSONScanner.scan(bytes) { (scanner: inout JSONScanner) throws(ModelError) in
      try scanner.skipValue()
      try scanner.finish()
    }
    return nil
  } catch {
    return error
  }
}

/// The message and `line:column` of an error, for exact comparisons.
private func describe(_ error: ModelError?) -> String? {
  guard let error else { return nil }
  return "\(error.position.map(\.description) ?? "-") \(error.errorDescription ?? "")"
}

private func readNumber(_ text: String) throws(ModelError) -> JSONNumber {
  try JSONScanner.scan(Array(text.utf8)) { (scanner: inout JSONScanner) throws(ModelError) in
    let number = try scanner.readNumber()
    try scanner.finish()
    return number
  }
}

private func readString(_ bytes: [UInt8]) throws(ModelError) -> String {
  try JSONScanner.scan(bytes) { (scanner: inout JSONScanner) throws(ModelError) in
    let string = try scanner.readString()
    try scanner.finish()
    return string
  }
}

@Suite struct JSONScannerTests {
  @Test(arguments: [
    "{}", "[]", "0", "-0", "1.5e3", "-12.25E-2", "true", "false", "null", "\"\"",
    " \t\r\n{ \"a\" : [1, 2, {\"b\": null}], \"c\": \"d\" } \n",
    "[[[[]]]]", "{\"\": 1}", "\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u0041\\ud83d\\ude00\"", "\"żółw 🐢\"",
    "[1e308, -1e-400, 123456789012345678901234567890]",
  ])
  func acceptsValidJSON(_ text: String) {
    #expect(check(text) == nil)
  }

  @Test(arguments: [
    ("", "1:1 expected a value, found end of input"),
    ("{", "1:2 expected a key or '}', found end of input"),
    ("[1,]", "1:3 a comma before ']' (JSON allows none after the last item)"),
    ("{\"a\":1,}", "1:7 a comma before '}' (JSON allows none after the last item)"),
    ("[1,\n\n  ]", "1:3 a comma before ']' (JSON allows none after the last item)"),
    ("[\n1,\n\n  ]", "2:2 a comma before ']' (JSON allows none after the last item)"),
    ("{\"a\" 1}", "1:6 expected ':', found '1'"),
    ("[1 2]", "1:4 expected ',' or ']', found '2'"),
    ("{\"a\":1 \"b\":2}", "1:8 expected ',' or '}', found '\"'"),
    ("{a:1}", "1:2 expected a string key, found 'a'"),
    ("[01]", "1:2 invalid number: leading zero"),
    ("[-]", "1:2 invalid number: expected a digit after '-'"),
    ("[1.]", "1:4 invalid number: expected a digit after '.'"),
    ("[.5]", "1:2 expected a value, found '.'"),
    ("[+1]", "1:2 expected a value, found '+'"),
    ("[1e]", "1:4 invalid number: expected a digit in the exponent"),
    ("[NaN]", "1:2 expected a value, found 'N'"),
    ("[Infinity]", "1:2 expected a value, found 'I'"),
    ("[1e400]", "1:2 number out of range"),
    ("[-1e309]", "1:2 number out of range"),
    ("[tru]", "1:2 invalid literal; expected true, false or null"),
    ("[nul]", "1:2 invalid literal; expected true, false or null"),
    ("\"abc", "1:1 unterminated string"),
    ("\"a\\qb\"", "1:3 invalid escape '\\q'"),
    ("\"\\u12G4\"", "1:2 invalid \\u escape; expected four hex digits"),
    ("\"\\ud800\"", "1:2 lone high surrogate \\uD800"),
    ("\"\\ud800\\u0041\"", "1:2 lone high surrogate \\uD800"),
    ("\"\\udc00\"", "1:2 lone low surrogate \\uDC00"),
    ("\"a\tb\"", "1:3 control character U+0009 in a string; write it as an escape"),
    ("{} {}", "1:4 unexpected '{' after the top-level value"),
    ("[1]\n\n  x", "3:3 unexpected 'x' after the top-level value"),
    ("{\n  \"a\": [\n    1,\n    2,,\n  ]\n}", "4:7 expected a value, found ','"),
    ("[\"żółw\", x]", "1:10 expected a value, found 'x'"),
  ])
  func rejectsInvalidJSONWithItsPosition(_ text: String, _ expected: String) {
    #expect(describe(check(text)) == expected)
  }

  @Test func rejectsInvalidUTF8InStrings() {
    #expect(describe(check([0x22, 0x61, 0xC3, 0x28, 0x22])) == "1:3 invalid UTF-8 in a string")
    // An encoded surrogate.
    #expect(describe(check([0x22, 0xED, 0xA0, 0x80, 0x22])) == "1:2 invalid UTF-8 in a string")
    #expect(describe(check([0x22, 0xC0, 0xAF, 0x22])) == "1:2 invalid UTF-8 in a string")  // overlong
    #expect(describe(check([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22])) == "1:2 invalid UTF-8 in a string")
    #expect(describe(check([0x22, 0xE2, 0x82])) == "1:2 invalid UTF-8 in a string")
    #expect(describe(check([0x5B, 0xFF, 0x5D])) == "1:2 expected a value, found byte 0xFF")
  }

  @Test func skipsAUTF8ByteOrderMarkAndCountsColumnsFromIt() {
    #expect(check([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == nil)
    #expect(describe(check([0xEF, 0xBB, 0xBF] + Array("[x]".utf8))) == "1:2 expected a value, found 'x'")
  }

  @Test func decodesStringsWithEveryEscape() throws {
    #expect(try readString(Array("\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"".utf8)) == "a\"b\\c/d\u{8}\u{C}\n\r\t")
    #expect(try readString(Array("\"\\u00e9\\u20AC\\uD83D\\uDE00\"".utf8)) == "é€😀")
    #expect(
      try readString(Array("\"long plain ASCII text beyond eight bytes\"".utf8))
        == "long plain ASCII text beyond eight bytes")
    #expect(try readString(Array("\"Grüße, мир\"".utf8)) == "Grüße, мир")
  }

  @Test func readsLoneSurrogatesAsTheReplacementCharacterWhenAsked() throws {
    func read(_ text: String) throws(ModelError) -> String {
      try JSONScanner.scan(Array(text.utf8)) { (scanner: inout JSONScanner) throws(ModelError) in
        scanner.replacesLoneSurrogates = true
        let string = try scanner.readString()
        try scanner.finish()
        return string
      }
    }
    #expect(try read(#""a\ud800b""#) == "a\u{FFFD}b")
    #expect(try read(#""\udc00\ud800""#) == "\u{FFFD}\u{FFFD}")
    #expect(try read(#""\ud800\u0041""#) == "\u{FFFD}A")
    #expect(try read(#""\ud800\ud83d\ude00""#) == "\u{FFFD}😀")
    #expect(try read(#""\ud83d\ude00""#) == "😀")
    #expect(
      throws: ModelError.malformed(
        "invalid \\u escape; expected four hex digits", at: .init(line: 1, column: 2))
    ) {
      try read(#""\ud80""#)
    }
  }

  @Test func readsNumbersExactly() throws {
    #expect(try readNumber("12.5").double == 12.5)
    #expect(try readNumber("-0.1").double == -0.1)
    #expect(try readNumber("1e2").double == 100)
    #expect(try readNumber("2.5E-3").double == 0.0025)
    #expect(try readNumber("0.30000000000000004").double == 0.30000000000000004)
    #expect(try readNumber("123456789012345678901234567890").double == 1.2345678901234568e29)
    #expect(try readNumber("9007199254740993").uint64 == 9_007_199_254_740_993)
    #expect(try readNumber("18446744073709551615").uint64 == UInt64.max)
    #expect(try readNumber("18446744073709551616").uint64 == nil)
    #expect(try readNumber("-3").int == -3)
    #expect(try readNumber("-3").uint64 == nil)
    #expect(try readNumber("3.0").int == nil)
    #expect(try readNumber("1e-400").double == 0)
  }

  @Test func pullsKeysAndElementsInOrder() throws {
    let table = JSONKeyTable(["alpha", "beta"])
    let seen = try JSONScanner.scan(
      Array("{\"beta\": [true, null], \"gam\\u006da\": 1, \"alpha\": \"x\"}".utf8)
    ) {
      (scanner: inout JSONScanner) throws(ModelError) -> [String] in
      var seen: [String] = []
      try scanner.beginObject()
      while let index = try scanner.nextKey(in: table) {
        seen.append("\(index):\(scanner.lastKey())")
        try scanner.skipValue()
      }
      try scanner.finish()
      return seen
    }
    #expect(seen == ["1:beta", "-1:gamma", "0:alpha"])
  }

  @Test func rejectsADeepArrayNestingWithoutOverflowingTheStack() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(describe(check(text)) == "1:2049 JSON nested deeper than 2048 levels")
  }

  @Test func acceptsNestingUpToTheLimit() {
    let depth = JSONScanner.maximumNesting
    #expect(check(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)) == nil)
  }
}

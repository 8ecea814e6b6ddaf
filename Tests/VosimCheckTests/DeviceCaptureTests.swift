import Testing
import VosimCheck
import VosimModel

/// A capture file read from Swift as `vosim compare` reads it.
@Suite struct DeviceCaptureTests {
  @Test func aCaptureInUTF16ReadsAsItsText() throws {
    let text = "# iPhone 15, iOS 18.5\n\nCamera, heading\nShutter, button\n"
    let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let capture = try DeviceCapture(bytes: utf16)
    #expect(capture.utterances == ["Camera, heading", "Shutter, button"])
    #expect(capture.lineNumbers == [3, 4])
  }

  @Test func bytesThatAreNoCaptureSayWhere() {
    #expect(
      throws: Diagnostic.error(
        "invalid UTF-8: a capture is UTF-8, UTF-16 or UTF-32 text", at: .init(line: 2, column: 4))
    ) {
      try DeviceCapture(bytes: Array("Camera\nOK ".utf8) + [0xFF])
    }
    #expect(
      throws: Diagnostic.error(
        "a zero byte: a capture is text (UTF-8, UTF-16 or UTF-32)", at: .init(line: 1, column: 3))
    ) {
      try DeviceCapture(bytes: [0x41, 0x42, 0x00, 0x43])
    }
    #expect(
      throws: Diagnostic.error(
        "the capture holds no utterance (one spoken utterance per line, in swipe order)",
        at: .init(line: 1, column: 1))
    ) {
      try DeviceCapture(bytes: Array("# header only\n\n".utf8))
    }
  }

  /// A screen or a dump given as the capture (the arguments swapped) is refused, named, not read as
  /// utterances; a capture whose first line starts with a bracket is still one.
  @Test func aScreenOrADumpIsNoCapture() throws {
    let trees = [
      (#"{"root": {"subviews": []}}"#, "a JSON document (a screen file, a dump or a report)"),
      (#"[{"AXLabel": "OK", "type": "Button"}]"#, "a JSON document (a screen file, a dump or a report)"),
      (#"<?xml version="1.0"?><XCUIElementTypeApplication/>"#, "an Appium/WebDriverAgent XML page source"),
      (
        #"<svg xmlns="http://www.w3.org/2000/svg"><text>Mail</text></svg>"#,
        "an XML or HTML document (a page source or a report)"
      ),
      ("<!DOCTYPE html>\n<html>", "an XML or HTML document (a page source or a report)"),
      ("WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.313\nSettings. Heading.\n", "a WebVTT captions file"),
      // A tree copied without its headers, and a page source after a capture's comment header.
      (
        " \u{2192}Window (Main), 0x1, {{0.0, 0.0}, {375.0, 667.0}}\n    StaticText, 0x2, {{8.0, 20.0}, {359.0, 44.0}}, label: 'Profiles'\n",
        "an XCTest debugDescription"
      ),
      (
        "# iPhone 16, iOS 27\n<?xml version=\"1.0\"?><XCUIElementTypeApplication/>\n",
        "an Appium/WebDriverAgent XML page source"
      ),
      (#"<?xml version="1.0"?><testsuites/>"#, "an XML or HTML document (a page source or a report)"),
      ("Element subtree:\n \u{2192}Application, 0x1, pid: 1, label: 'A'\n", "an XCTest debugDescription"),
    ]
    for (text, kind) in trees {
      #expect(
        throws: Diagnostic.error(
          "this is \(kind), not a capture of what VoiceOver spoke (one utterance per line): give the "
            + "screen first, then the capture (vosim compare SCREEN CAPTURE)", at: .init(line: 1, column: 1))
      ) { try DeviceCapture(bytes: Array(text.utf8)) }
    }
    for text in [
      "[Beta] Settings, heading\nWi-Fi, button\n", "{Draft} Note, button\n", "< Back, button\n",
      "<b>Bold</b> offer, link\n", "Attributes: 3, button\n",
    ] {
      #expect(try DeviceCapture(bytes: Array(text.utf8)).utterances.count == text.count { $0 == "\n" })
    }
  }

  @Test func aHeaderHasItsHashApartFromTheWordsThatFollow() {
    let capture = DeviceCapture(parsing: "# iPhone 16, iOS 27.0\n#\n#1 in Music, heading\n# Top songs\n")
    #expect(capture.utterances == ["#1 in Music, heading", "# Top songs"])
    #expect(capture.lineNumbers == [3, 4])
    // A `#` alone first is a keypad key spoken, not a comment: no `# ` line started a header.
    #expect(DeviceCapture(parsing: "#\nTitle\n").utterances == ["#", "Title"])
  }

  /// Old Mac line ends (`\r` alone, in a text with no line feed) end lines, as in recordings and
  /// dumps; beside line feeds a lone `\r` stays inside its utterance.
  @Test func carriageReturnsAloneEndLinesOnlyWithoutLineFeeds() {
    let capture = DeviceCapture(parsing: "# iPhone\rHello\rGo, button\r")
    #expect(capture.utterances == ["Hello", "Go, button"])
    #expect(capture.lineNumbers == [2, 3])
    #expect(
      DeviceCapture(parsing: "Hello\rthere\nGo, button\r\n").utterances == ["Hello\rthere", "Go, button"])
    // An error is placed on those lines too.
    for (bytes, position) in [
      (Array("Now\rNext\rCaf".utf8) + [0xFF, 0x0D], SourcePosition(line: 3, column: 4)),
      (Array("Now\r\nNext\r\nCaf".utf8) + [0xFF], SourcePosition(line: 3, column: 4)),
      (Array("Now\rNext\rCa".utf8) + [0, 0x66], SourcePosition(line: 3, column: 3)),
    ] {
      do {
        _ = try DeviceCapture(bytes: bytes)
        Issue.record("\(bytes) was read")
      } catch { #expect(error.position == position) }
    }
  }

  /// A capture written without commas still names its element by its label: one rewording.
  @Test func aCaptureWithoutCommasStillNamesItsElements() {
    let comparison = CaptureComparison(
      capture: DeviceCapture(
        parsing: "Home\nPhotos button Actions available Double tap to open the app\nEnd\n"),
      simulation: ["Home.", "Photos. Button.", "End."])
    #expect(comparison.summary == "vosim and the device disagree: 1 reworded.")
  }
}

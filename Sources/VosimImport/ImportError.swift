import Foundation
import VosimModel

/// Why a dump cannot be imported. Every message is one line; `position` names the line (and column where
/// the format gives one) so the CLI can print `FILE:LINE:COL: error: MESSAGE` and exit 2.
public enum ImportError: Error, LocalizedError, Hashable, Sendable, CustomStringConvertible {
  /// The bytes match none of the dump formats (nor are they a native screen).
  case unknownFormat
  /// The bytes are not valid UTF-8 text.
  case notUTF8(at: SourcePosition)
  /// UTF-16 or UTF-32 text (named) with an invalid code unit.
  case invalidText(encoding: String, at: SourcePosition)
  /// The XML parser stopped: truncated or ill-formed XML, with the parser's own reason.
  case malformedXML(String, at: SourcePosition)
  /// Well-formed XML past one of libxml2's fixed limits (a value over 10,000,000 bytes, a name over
  /// 50,000 characters).
  case xmlParserLimit(String, at: SourcePosition)
  /// A `<!DOCTYPE>` declares entities; expanding them could exhaust memory (billion laughs).
  case entityDeclaration(at: SourcePosition)
  /// A processing instruction (`<?target …?>`) other than the XML declaration: page sources hold none.
  case processingInstruction(at: SourcePosition)
  /// An XML element that is not a WebDriverAgent `XCUIElementType…` node.
  case unexpectedElement(String, at: SourcePosition)
  /// An attribute or field whose text is not what its name promises (a number, true/false).
  case invalidAttribute(name: String, value: String, expected: String, at: SourcePosition)
  /// A frame that is not four finite numbers with a non-negative size.
  case invalidFrame(String, at: SourcePosition)
  /// A debugDescription element line whose indentation does not fit the tree.
  case badIndentation(String, at: SourcePosition)
  /// A line inside a debugDescription `Element subtree:` that is no element line.
  case unrecognizedLine(String, at: SourcePosition)
  /// A quoted debugDescription field (`label: '…`) that never closes.
  case unterminatedQuote(field: String, at: SourcePosition)
  /// Text after a quoted debugDescription field that no field of XCTest's starts with (`label: 'Stop',
  /// 42`): the quote cannot close before it, so the field would run on.
  case strayTextAfterQuote(String, field: String, at: SourcePosition)
  /// A debugDescription whose last line stops inside a field (`labe`, `Disabl`, `label: `, `{`): a dump
  /// cut short.
  case cutShort(String, at: SourcePosition)
  /// A debugDescription with no `Element subtree:` section.
  case noElementSubtree(at: SourcePosition)
  /// A dump printed as a Swift string literal (lldb) whose quoting or escapes are broken.
  case malformedStringLiteral(String, at: SourcePosition)
  /// The bytes are not JSON, with what was expected.
  case malformedJSON(String, at: SourcePosition)
  /// A JSON key or value of the wrong type.
  case wrongType(key: String, expected: String, at: SourcePosition)
  /// Nesting deeper than `Screen.maximumDepth`.
  case tooDeep(limit: Int, at: SourcePosition)
  /// An XML element with more attributes than any page source has (checked before parsing).
  case tooManyAttributes(limit: Int, at: SourcePosition)
  /// The dump holds no element at all (an empty file or an empty list).
  case empty(at: SourcePosition)

  /// The line and column, when the error has one.
  public var position: SourcePosition? {
    switch self {
    case .unknownFormat: nil
    case .notUTF8(let at), .invalidText(_, let at), .malformedXML(_, let at), .xmlParserLimit(_, let at),
      .entityDeclaration(let at),
      .processingInstruction(let at),
      .unexpectedElement(_, let at), .invalidAttribute(_, _, _, let at), .invalidFrame(_, let at),
      .badIndentation(_, let at), .unrecognizedLine(_, let at), .unterminatedQuote(_, let at),
      .strayTextAfterQuote(_, _, let at),
      .cutShort(_, let at),
      .noElementSubtree(let at), .malformedStringLiteral(_, let at), .malformedJSON(_, let at),
      .wrongType(_, _, let at), .tooDeep(_, let at), .tooManyAttributes(_, let at), .empty(let at):
      at
    }
  }

  /// The message, as `localizedDescription` gives it (not the case's name).
  public var description: String { errorDescription ?? "" }

  public var errorDescription: String? {
    let text =
      switch self {
      case .unknownFormat:
        "not a dump vosim reads (WebDriverAgent XML, XCTest debugDescription, idb JSON, AccessibilitySnapshot "
          + "JSON); a native screen file is read with ScreenReader, which reads dumps too"
      case .notUTF8: "the dump is not UTF-8 text"
      case .invalidText(let encoding, _):
        "not valid \(encoding) text (a broken surrogate pair, a code point past U+10FFFF or a cut-off last "
          + "character)"
      case .malformedXML(let reason, _): "malformed XML: \(reason)"
      case .xmlParserLimit(let reason, _): "beyond the XML parser's limits: \(reason)"
      case .entityDeclaration:
        "XML entity declarations are not accepted (they can expand without bound)"
      case .processingInstruction:
        "XML processing instructions are not accepted (a page source has only the <?xml …?> declaration)"
      case .unexpectedElement(let name, _):
        "unexpected element <\(name)>; expected an XCUIElementType… element"
      case .invalidAttribute(let name, let value, let expected, _):
        "'\(name)' must be \(expected), not '\(Self.excerpt(value))'"
      case .invalidFrame(let text, _):
        "invalid frame '\(Self.excerpt(text))'; expected {{x, y}, {width, height}} with finite numbers, "
          + "width and height 0 or more"
      case .badIndentation(let detail, _): "bad indentation: \(detail)"
      case .unrecognizedLine(let line, _):
        "unrecognized line in the element subtree: '\(Self.excerpt(line))'"
      case .unterminatedQuote(let field, _): "the quoted '\(field)' never closes"
      case .strayTextAfterQuote(let text, let field, _):
        text.isEmpty
          ? "a comma with no field after the quoted '\(field)'"
          : "'\(Self.excerpt(text))' after the quoted '\(field)' is no field XCTest writes (a quote closes only "
            + "before a field, a flag or the line's end)"
      case .cutShort(let token, _):
        "the dump ends in the middle of a field ('\(token)'): is the file cut short?"
      case .noElementSubtree:
        "no element tree: no 'Element subtree:' section, nor a tree from its root's line (' →Application, "
          + "0x…'); a dump holding only a query chain means the app was not snapshotted"
      case .malformedStringLiteral(let reason, _): "malformed Swift string literal: \(reason)"
      case .malformedJSON(let reason, _): "malformed JSON: \(reason)"
      case .wrongType(let key, let expected, _): "'\(key)' must be \(expected)"
      case .tooDeep(let limit, _): "nodes nested deeper than \(limit) levels"
      case .tooManyAttributes(let limit, _):
        "an element with more than \(limit) attributes (a page source element has about 15)"
      case .empty: "the dump holds no element"
      }
    return Self.oneLine(text)
  }

  /// The error as vosim prints it, at its line and column.
  public var diagnostic: Diagnostic { .error(errorDescription ?? "\(self)", at: position) }

  /// At most 60 characters of quoted input, so a message stays one short line.
  static func excerpt(_ text: String) -> String {
    text.count <= 60 ? text : String(text.prefix(57)) + "..."
  }

  private static func oneLine(_ text: String) -> String {
    text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
  }
}

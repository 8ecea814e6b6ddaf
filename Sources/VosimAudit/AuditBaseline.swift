import Foundation

/// The findings a team has accepted for now (`--write-baseline`), so that `--baseline` fails a run only
/// on findings that are new: the audit can be adopted without fixing everything on day one.
///
/// A finding is known when the baseline holds one with the same file, rule, element path, identifier
/// and message (a measuring rule's without its numbers), counted: two identical findings in the baseline
/// excuse two, not three. The position in the reading order is left out, so adding elements above does
/// not make old findings new.
public struct AuditBaseline: Hashable, Sendable {
  /// One recorded finding.
  public struct Entry: Hashable, Sendable, Codable, Comparable {
    public var file: String
    public var rule: String
    public var path: String
    public var identifier: String?
    public var message: String

    public init(file: String, finding: AuditFinding) {
      self.file = file
      rule = finding.rule.id
      path = finding.path
      identifier = finding.identifier
      message = finding.message
    }

    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.file, lhs.rule, lhs.path, lhs.identifier ?? "", lhs.message)
        < (rhs.file, rhs.rule, rhs.path, rhs.identifier ?? "", rhs.message)
    }
  }

  public var entries: [Entry]

  public init(entries: [Entry]) { self.entries = entries.sorted() }

  /// Every finding of the screens, each screen under the name `file(screen)` gives it (the CLI uses the
  /// path relative to the baseline's folder, so the baseline works from any working directory).
  public init(screens: [AuditReport.Screen], file: (AuditReport.Screen) -> String) {
    self.init(
      entries: screens.flatMap { screen in
        screen.audit.findings.map { Entry(file: file(screen), finding: $0) }
      })
  }

  private struct Document: Codable {
    var version: Int
    var findings: [Entry]
  }

  /// The baseline file's bytes: `{"version": 1, "findings": [...]}`.
  public init(json: [UInt8]) throws(AuditConfigurationError) {
    if let (message, position) = JSONSyntaxError.trailingComma(in: json) {
      throw AuditConfigurationError("not a vosim audit baseline: " + message, at: position)
    }
    do {
      let document = try JSONDecoder().decode(Document.self, from: Data(json))
      guard document.version == 1 else {
        throw AuditConfigurationError("unsupported baseline version \(document.version); expected 1")
      }
      self.init(entries: document.findings)
    } catch let error as AuditConfigurationError {
      throw error
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      // The decoder does not say where; Foundation's parser does.
      let (message, position) = JSONSyntaxError.find(in: json) ?? ("not valid JSON", nil)
      throw AuditConfigurationError("not a vosim audit baseline: \(message)", at: position)
    } catch {
      throw AuditConfigurationError("not a vosim audit baseline: \(Self.describe(error))")
    }
  }

  private static func describe(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _)?: "missing key '\(key.stringValue)'"
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
      context.codingPath.isEmpty
        ? "not valid JSON" : "bad value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    default: error.localizedDescription
    }
  }

  /// The baseline as a file: sorted, pretty-printed, so it diffs well in review.
  public var json: String { AuditReport.encode(Document(version: 1, findings: entries)) }

  /// Marks each finding of each screen known or new.
  public func mark(_ screens: [AuditReport.Screen], file: (AuditReport.Screen) -> String) -> [AuditReport
    .Screen]
  {
    var remaining: [Entry: Int] = [:]
    for entry in entries { remaining[entry.matched, default: 0] += 1 }
    return screens.map { screen in
      var screen = screen
      let name = file(screen)
      screen.isKnown = screen.audit.findings.map { finding in
        let entry = Entry(file: name, finding: finding).matched
        guard let count = remaining[entry], count > 0 else { return false }
        remaining[entry] = count - 1
        return true
      }
      return screen
    }
  }
}

extension AuditBaseline.Entry {
  /// The entry as a baseline matches it: a measuring rule's numbers (`AuditRule.measures`) each
  /// become `#`, so a list growing below a slow-to-reach element or a target a point smaller is the
  /// finding already accepted.
  fileprivate var matched: Self {
    guard AuditRule(rawValue: rule)?.measures == true else { return self }
    var entry = self
    var masked = ""
    var inNumber = false
    for character in message {
      if character.isASCII, character.isNumber {
        if !inNumber { masked.append("#") }
        inNumber = true
      } else if inNumber, character == "." || character == "," {
        continue
      } else {
        inNumber = false
        masked.append(character)
      }
    }
    entry.message = masked
    return entry
  }
}

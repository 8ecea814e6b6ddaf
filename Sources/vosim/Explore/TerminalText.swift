import VosimModel
import VosimUtterance

/// Text as a terminal lays it out: by columns (`TextColumns`), not characters; control characters
/// are shown as spaces so a label cannot move the cursor.
enum TerminalText {
  /// The line cut to `columns` columns (a wide character that would straddle the edge is left out),
  /// control characters as spaces.
  static func fit(_ line: String, _ columns: Int) -> String {
    var result = ""
    var used = 0
    for character in line {
      let isControl =
        character.isNewline || character.unicodeScalars.contains(where: \.isControlCharacter)
      let columnsTaken = isControl ? 1 : TextColumns.width(of: character)
      guard used + columnsTaken <= columns else { break }
      result.append(isControl ? " " : character)
      used += columnsTaken
    }
    return result
  }

  /// The text in lines of at most `columns` columns, broken between words where it can be; a word
  /// wider than a line is cut in one pass, so a label of any length costs its length.
  static func wrap(_ text: String, columns: Int) -> [String] {
    guard columns > 0 else { return [text] }
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for word in text.split(separator: " ") {
      let wordWidth = TextColumns.width(of: word)
      if !current.isEmpty, currentWidth + 1 + wordWidth <= columns {
        current += " " + word
        currentWidth += 1 + wordWidth
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = ""
      currentWidth = 0
      for character in word {
        let width = TextColumns.width(of: character)
        // A character wider than the whole line still takes a line of its own.
        if !current.isEmpty, currentWidth + width > columns {
          lines.append(current)
          current = ""
          currentWidth = 0
        }
        current.append(character)
        currentWidth += width
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }
}

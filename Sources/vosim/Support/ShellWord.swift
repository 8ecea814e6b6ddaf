import Foundation
import VosimModel

/// A word as a POSIX shell reads it back: as it is when it holds only characters no shell treats
/// specially, else in single quotes (a quote inside written `'\''`). A word holding a control
/// character or a direction mark is written `$'…'` with those escaped (bash, zsh, ksh), so the command
/// shown can neither drive the terminal nor be reordered on screen, and still pastes back whole.
enum ShellWord {
  static func quoted(_ word: String) -> String {
    if word.unicodeScalars.contains(where: isHidden) {
      var text = "$'"
      for scalar in word.unicodeScalars {
        switch scalar {
        case "\\": text += "\\\\"
        case "'": text += "\\'"
        case _ where isHidden(scalar):
          text +=
            scalar.value < 0x80
            ? "\\x" + hex(scalar.value, digits: 2) : "\\u" + hex(scalar.value, digits: 4)
        default: text.unicodeScalars.append(scalar)
        }
      }
      return text + "'"
    }
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ",", ":", "=", "@", "%", "+": true
        default: false
        }
      }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// What `AuditReport.singleLine` escapes in a line: controls, line separators, direction marks.
  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isControlCharacter || scalar.isDirectionControl || scalar.value == 0x2028 || scalar.value == 0x2029
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}

import Foundation

/// A word as a POSIX shell reads it back: as it is when it holds only characters no shell treats
/// specially, else in single quotes (a quote inside written `'\''`).
enum ShellWord {
  static func quoted(_ word: String) -> String {
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
}

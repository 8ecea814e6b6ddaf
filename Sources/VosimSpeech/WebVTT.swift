import Foundation

/// WebVTT captions of a timeline, so the WAV plays with the transcript as subtitles in any player.
///
/// One cue per utterance that has speech, numbered from 1, with the transcript line as its text.
public enum WebVTT {
  /// The captions file's text.
  public static func captions(for timeline: Timeline) -> String {
    var text = "WEBVTT\n"
    var number = 0
    for entry in timeline.entries where entry.endMilliseconds > entry.startMilliseconds {
      // One cue per utterance, an element that says nothing included (a cue's text may be empty), so
      // the captions line up with the transcript's lines.
      let line = cueText(entry.text)
      number += 1
      text += "\n\(number)\n"
      text += "\(timestamp(entry.startMilliseconds)) --> \(timestamp(entry.endMilliseconds))\n"
      text += line.isEmpty ? "" : line + "\n"
    }
    return text
  }

  /// `hh:mm:ss.ttt`, as WebVTT requires (hours may exceed two digits).
  static func timestamp(_ milliseconds: Int) -> String {
    let total = max(0, milliseconds)
    let hours = total / 3_600_000
    let minutes = total / 60_000 % 60
    let seconds = total / 1000 % 60
    let millis = total % 1000
    return "\(pad(hours, 2)):\(pad(minutes, 2)):\(pad(seconds, 2)).\(pad(millis, 3))"
  }

  /// Cue text on one line, with the characters WebVTT reserves (`&`, `<`, `>`, and so `-->`) escaped.
  static func cueText(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\n", "\r", "\r\n", "\u{2028}", "\u{2029}": escaped += " "
      default: escaped.append(character)
      }
    }
    return escaped.trimmingCharacters(in: .whitespaces)
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}

/// A speaking time as vosim prints it: seconds with one decimal, tenths rounded half up (`45.2 s` for
/// 45,150 ms), so a summary, a report's header and its player clock agree.
public enum SpeakingTime {
  public static func text(milliseconds: Int) -> String {
    let tenths = (max(milliseconds, 0) + 50) / 100
    return "\(tenths / 10).\(tenths % 10) s"
  }
}

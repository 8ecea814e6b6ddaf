import Foundation

/// This process's memory as Linux reports it in /proc/self/status (0 where that file does not exist),
/// and its CPU time.
enum ProcessMemory {
  /// A `Vm…` field in KiB: `VmRSS` now, `VmHWM` the peak so far.
  static func kibibytes(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      let digits = line.dropFirst(field.count + 1).filter(\.isNumber)
      return Int(digits) ?? 0
    }
    return 0
  }

  /// CPU seconds (user and system, all threads) this process has used so far.
  static func cpuSeconds() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

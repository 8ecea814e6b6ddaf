/// Values a finished command leaves to the process's exit instead of freeing them.
///
/// The system takes a process's memory back whole; freeing a million ordered elements one by one after
/// the last line is written costs a tenth of a second and changes nothing a user sees (compilers skip
/// freeing their syntax trees at exit for the same reason). Only for what a command holds at its very
/// end: the value is never freed.
enum KeptUntilExit {
  /// Keeps `value` alive until the process exits.
  static func keep<Value>(_ value: consuming Value) {
    _ = Unmanaged.passRetained(Box(value))
  }

  private final class Box<Value> {
    let value: Value
    init(_ value: consuming Value) { self.value = value }
  }
}

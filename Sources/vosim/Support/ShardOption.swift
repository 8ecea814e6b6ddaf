import VosimCheck

/// `--shard I/N` on `check` and `audit`.
extension Shard {
  static let optionSpec = OptionSpec(
    name: "shard", valueName: "i/n",
    help: "Take only the screens of shard i of n (1-based), split by path, for a CI matrix.")

  /// The option's value as a shard, or a usage error.
  static func parse(option text: String) throws -> Shard {
    guard let shard = Shard(text) else {
      throw UsageError("Invalid value '\(text)' for '--shard'; expected i/n with 1 <= i <= n, such as 2/4")
    }
    return shard
  }
}

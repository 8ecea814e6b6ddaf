/// `--junit` on `check` and `audit`.
extension OptionSpec {
  static let junit = OptionSpec(
    name: "junit", valueName: "file", help: "Also write a JUnit XML report (one case per screen).")
}

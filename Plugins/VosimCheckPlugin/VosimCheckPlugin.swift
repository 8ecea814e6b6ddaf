import Foundation
import PackagePlugin

/// `swift package vosim-check [options] [paths]`: runs `vosim check` in the package's folder, on the
/// given paths or, without any, on every folder named `Screens` or `Samples` in the package.
@main struct VosimCheckPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try VosimCommand.run("check", context: context, arguments: arguments)
  }
}

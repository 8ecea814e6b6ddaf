import Foundation
import PackagePlugin

/// `swift package vosim-audit [options] [paths]`: runs `vosim audit` in the package's folder, on the
/// given paths or, without any, on every folder named `Screens` or `Samples` in the package.
@main struct VosimAuditPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try VosimCommand.run("audit", context: context, arguments: arguments)
  }
}

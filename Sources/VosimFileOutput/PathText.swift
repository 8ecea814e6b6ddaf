/// A path's folder by its text alone, as NSString's `deletingLastPathComponent` gives it: that one
/// traps on a name of one character without a slash (`a`, `-`) in swift-corelibs-foundation, so
/// `vosim check a` crashed.
package enum PathText {
  /// `Screens` for `Screens/a.json`, `/` for `/a.json`, empty for `a.json`; trailing slashes left out.
  package static func folder(of path: String) -> String {
    var path = Substring(path)
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    guard let slash = path.lastIndex(of: "/") else { return "" }
    var folder = path[..<slash]
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    return folder.isEmpty ? "/" : String(folder)
  }
}

import Testing
import VosimFileOutput

/// A path's folder by its text, for every name NSString's `deletingLastPathComponent` traps on.
@Suite struct PathTextTests {
  @Test(arguments: [
    ("a", ""), ("-", ""), (".", ""), ("a.json", ""), ("Screens/a.json", "Screens"), ("/a.json", "/"),
    ("/", "/"), ("x/y/", "x"), ("./b", "."), ("../b", ".."), ("a//b", "a"), ("//a", "/"),
  ])
  func theFolderIsTheTextBeforeTheLastSlash(path: String, folder: String) {
    #expect(PathText.folder(of: path) == folder)
  }
}

import FuzzPipeline

/// libFuzzer's entry point: the AccessibilitySnapshot JSON importer, then the whole pipeline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  runPipeline(fuzzInput(data, size), reader: .dump(.accessibilitySnapshot))
  return 0
}

/// The process entry point SwiftPM links `main` to: starts libFuzzer's driver.
@_cdecl("FuzzAccessibilitySnapshot_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzTestOneInput)
}

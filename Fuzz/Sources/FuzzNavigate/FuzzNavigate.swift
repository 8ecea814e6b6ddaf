import FuzzPipeline

/// libFuzzer's entry point: the native screen JSON reader, then gestures chosen from the input's bytes
/// on a navigator, every step's JSON checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  runNavigation(fuzzInput(data, size))
  return 0
}

/// The process entry point SwiftPM links `main` to: starts libFuzzer's driver.
@_cdecl("FuzzNavigate_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzTestOneInput)
}

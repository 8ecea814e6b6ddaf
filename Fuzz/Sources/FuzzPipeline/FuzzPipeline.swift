import CFuzzerDriver
import VosimImport
import VosimModel
import VosimReadingOrder
import VosimUtterance

/// The reader a fuzz target feeds its bytes to.
public enum FuzzReader: Sendable {
  case nativeJSON
  case dump(DumpFormat)
}

/// Runs the whole pipeline on bytes, as `vosim transcript` does: read, order, utterances, text.
///
/// Errors are the expected outcome for most inputs and are swallowed; only a crash, a hang or a leak is
/// a finding. Returns the number of bytes of transcript, so the work cannot be optimised away.
@discardableResult
public func runPipeline(_ bytes: [UInt8], reader: FuzzReader) -> Int {
  let screen: Screen
  do {
    switch reader {
    case .nativeJSON: screen = try ScreenDecoder().decode(bytes).screen
    case .dump(let format): screen = try DumpImporter().importScreen(bytes, format: format).screen
    }
  } catch {
    return error.localizedDescription.utf8.count
  }
  do {
    let order = try ReadingOrder().order(screen)
    var total = order.warnings.count
    for utterance in UtteranceBuilder().utterances(for: order) { total &+= utterance.text.utf8.count }
    return total
  } catch {
    return error.localizedDescription.utf8.count
  }
}

/// Copies libFuzzer's input into an array.
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data, size > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Starts libFuzzer with a target's entry point. SwiftPM links an executable's `main` to
/// `<Module>_main`, so each target defines that symbol and hands over to libFuzzer's driver here.
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments, testOneInput)
}

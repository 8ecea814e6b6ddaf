import Foundation

/// The exit status, handed from the worker thread back to the main thread.
final class ExitStatusBox: @unchecked Sendable {
  var status: Int32 = ExitStatus.badInput.rawValue
}

// The work runs on a thread with a large stack, so deep but legal trees are far from its end in any build.
let box = ExitStatusBox()
let finished = DispatchSemaphore(value: 0)
let worker = Thread {
  box.status = Vosim.main(Array(CommandLine.arguments.dropFirst()))
  finished.signal()
}
worker.stackSize = BackgroundRelease.workerStackSize
worker.start()
finished.wait()
exit(box.status)

import Foundation

#if canImport(Glibc)
  import Glibc

  /// A PulseAudio socket that accepts connections and never answers, as a frozen sound server does, in
  /// a runtime folder of its own: a process given it as `XDG_RUNTIME_DIR` finds it where libpulse looks.
  public final class SilentSoundServer {
    /// The folder to give as `XDG_RUNTIME_DIR` (short: a socket's path holds at most 108 bytes).
    public let runtimeFolder: String
    private let server: Int32

    public init() throws {
      var template = Array("/tmp/vosim-pulse-XXXXXX".utf8CString)
      guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
        throw CocoaError(.fileWriteUnknown)
      }
      runtimeFolder = String(cString: made)
      try FileManager.default.createDirectory(
        atPath: runtimeFolder + "/pulse", withIntermediateDirectories: true)
      server = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      let path = Array((runtimeFolder + "/pulse/native").utf8CString)
      withUnsafeMutableBytes(of: &address.sun_path) { bytes in
        for (index, byte) in path.enumerated() where index < bytes.count {
          bytes[index] = UInt8(bitPattern: byte)
        }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(server, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      guard server >= 0, bound == 0, listen(server, 8) == 0 else { throw CocoaError(.fileWriteUnknown) }
      _ = fcntl(server, F_SETFL, O_NONBLOCK)
    }

    /// Whether a connection is waiting: some process knocked, and got no answer.
    public var wasContacted: Bool {
      let knocked = accept(server, nil, nil)
      if knocked >= 0 { close(knocked) }
      return knocked >= 0
    }

    deinit {
      close(server)
      try? FileManager.default.removeItem(atPath: runtimeFolder)
    }
  }
#endif

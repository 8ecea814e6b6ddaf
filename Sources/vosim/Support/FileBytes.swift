#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file straight into the byte array the readers take.
///
/// Going through `Data` first held a 137 MB screen twice at the moment of conversion; reading into the
/// array's own buffer keeps the peak at one copy. Files whose size is unknown up front (pipes, FIFOs,
/// `/dev/stdin`) are read in growing chunks.
enum FileBytes {
  /// Why a read failed, as `strerror` words it.
  struct Failure: Error {
    var message: String
  }

  static func contents(of path: String) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Failure(message: lastError()) }
    defer { close(descriptor) }
    return try contents(ofDescriptor: descriptor)
  }

  /// Reads from an open descriptor (standard input, say) to its end.
  static func contents(ofDescriptor descriptor: Int32) throws(Failure) -> [UInt8] {
    var status = stat()
    let size =
      fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
    var bytes: [UInt8] = []
    bytes.reserveCapacity(max(size, 1 << 16) + 1)
    var chunk = max(size, 1 << 16) + 1
    while true {
      let before = bytes.count
      var failure: Int32 = 0
      bytes.append(contentsOf: repeatElement(0, count: chunk))
      let count = bytes.withUnsafeMutableBytes { buffer in
        var total = 0
        while total < chunk {
          let result = systemRead(descriptor, buffer.baseAddress! + before + total, chunk - total)
          if result > 0 {
            total += result
          } else if result == 0 {
            break
          } else if errno != EINTR {
            failure = errno
            break
          }
        }
        return total
      }
      bytes.removeLast(chunk - count)
      if failure != 0 { throw Failure(message: String(cString: strerror(failure))) }
      if count < chunk { return bytes }
      chunk = max(chunk, bytes.count)
    }
  }

  private static func lastError() -> String { String(cString: strerror(errno)) }

  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes bytes to a file descriptor whole: the one loop over `write(2)` that vosim's outputs (files,
/// devices, standard streams) go through, retrying interrupted and partial writes.
package enum DescriptorWrite {
  /// Writes every byte of `bytes` to `descriptor`; the system's reason (`strerror`) when it refuses.
  package static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
    var offset = 0
    while offset < bytes.count {
      let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      offset += written
    }
    return nil
  }
}

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
  /// Writes every byte of `bytes` to `descriptor`.
  package static func all(_ bytes: some ContiguousBytes, to descriptor: Int32) throws(Refused) {
    let failure: Int32? = bytes.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    if let failure { throw Refused(reason: String(cString: strerror(failure))) }
  }

  /// The system refused a write; `reason` is its `strerror` text.
  package struct Refused: Error {
    package var reason: String
  }
}

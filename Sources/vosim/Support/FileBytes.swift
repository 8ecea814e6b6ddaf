import Foundation
import VosimImport
import VosimModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file straight into the byte array the readers take, up to a limit.
///
/// Reading into the array's own buffer keeps the peak at one copy of the file (through `Data`, a big
/// screen is held twice at the moment of conversion). Files whose size is unknown up front (pipes, FIFOs,
/// `/dev/stdin`, devices) are read in growing chunks, and reading stops one byte past `limit`: an endless
/// input (`/dev/zero`, `yes |`) is an error, not a process that reads until memory runs out.
enum FileBytes {
  /// Why a read failed, as `strerror` words it.
  struct Failure: Error {
    var message: String
  }

  /// The bytes of an input file the user named, or a diagnostic about `name` (the path as given): it
  /// does not exist, is a folder (not `expected`, such as "a screen file"), cannot be read or is too
  /// large.
  static func input(_ path: String, name: String, expected: String, limit: Int) throws(Diagnostic)
    -> [UInt8]
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw Diagnostic(file: name, message: MissingFile.reason(path))
    }
    guard !isDirectory.boolValue else {
      throw Diagnostic(file: name, message: "is a folder, not \(expected)")
    }
    return try contents(of: path, limit: limit, name: name)
  }

  /// The diagnostic for a regular file at `path` over `limit`, told about the path; nil for a smaller
  /// file or none (what cannot be read is the reader's to say).
  static func sizeFailure(of path: String, limit: Int) -> Diagnostic? {
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > limit else {
      return nil
    }
    return Diagnostic(file: path, message: tooLarge(limit).message)
  }

  /// `contents(of:limit:)`, a failure told as a diagnostic about `name`.
  static func contents(of path: String, limit: Int, name: String) throws(Diagnostic) -> [UInt8] {
    do { return try contents(of: path, limit: limit) } catch {
      throw Diagnostic(file: name, message: error.message)
    }
  }

  static func contents(of path: String, limit: Int) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Failure(message: "cannot be read: " + lastError()) }
    defer { close(descriptor) }
    return try contents(ofDescriptor: descriptor, limit: limit)
  }

  /// Reads from an open descriptor (standard input, say) to its end; more than `limit` bytes is a
  /// failure, found before reading anything when the descriptor is a regular file.
  static func contents(ofDescriptor descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
    var status = stat()
    let size =
      fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
    guard size <= limit else { throw tooLarge(limit) }
    var failure: Int32 = 0
    // A regular file is read straight into the array's storage, one byte past its size to see its end.
    let first = size > 0 ? size + 1 : 0
    // Never with capacity 0: that writes into the runtime's shared empty storage, racing other threads.
    var bytes =
      first == 0
      ? []
      : [UInt8](unsafeUninitializedCapacity: first) { buffer, count in
        count = readFully(descriptor, buffer.baseAddress!, first, &failure)
      }
    if failure != 0 { throw readFailure(failure) }
    if first > 0, bytes.count < first { return bytes }
    // A size unknown up front (or a file that grew): chunks, counted against the limit as they come.
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { readFully(descriptor, $0.baseAddress!, $0.count, &failure) }
      if failure != 0 { throw readFailure(failure) }
      chunk.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<count])) }
      if bytes.count > limit { throw tooLarge(limit) }
      if count < chunk.count { return bytes }
    }
  }

  /// Reads until `count` bytes or the end; `failure` is set to `errno` on an error.
  private static func readFully(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int, _ failure: inout Int32
  ) -> Int {
    var total = 0
    while total < count {
      let result = systemRead(descriptor, buffer + total, count - total)
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

  private static func readFailure(_ code: Int32) -> Failure {
    Failure(message: "cannot be read: " + String(cString: strerror(code)))
  }

  private static func tooLarge(_ limit: Int) -> Failure {
    Failure(
      message: "the input is larger than the limit of \(InputLimit.describe(limit)); raise it with "
        + "--max-input-size or \(InputLimit.environmentVariable)")
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

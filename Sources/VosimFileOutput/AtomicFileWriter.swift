import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that readers see either the old file or the complete new one, never a half.
///
/// Bytes go to a temporary file in the destination's folder (so the final rename cannot cross file
/// systems); `commit()` flushes them to disk with fsync and renames over the destination, with the
/// old file's permissions. Anything short of `commit()`, a thrown error or the writer going away,
/// removes the temporary file and leaves the destination untouched. Every vosim output goes through
/// this type.
///
/// A destination that is not a regular file is never replaced: a symbolic link is written through to
/// its target (the link stays), and a device or pipe (`/dev/null`, `/dev/stdout`, a FIFO) receives
/// the bytes at the commit, copied from a temporary file in the system's temporary folder, so that
/// running as root cannot turn `/dev/null` into a file. So does a regular file that is the process's
/// own redirected standard output or error, through its descriptor. A folder is refused before anything
/// is written.
public final class AtomicFileWriter {
  /// The file the writer will replace.
  public let destination: URL
  /// Where the bytes go until the commit.
  public let temporaryPath: String
  /// Where the commit puts them: the destination, or the target of the link it is.
  private let target: String
  /// The commit copies into the target instead of renaming over it (a device or a pipe).
  private let copiesAtCommit: Bool
  /// The process's own standard output or error when the destination is the file it is redirected
  /// to (`--junit /dev/stdout >> ci.log`): the commit writes there, at its offset, as the shell's
  /// `>>` or `>` asked, instead of replacing the log with the output alone.
  private let standardStream: Int32?
  /// The replaced file's permission bits, given to the new one.
  private let mode: mode_t?
  private var descriptor: Int32
  private var finished = false
  private var prepared = false
  private var buffer: [UInt8] = []
  /// Bytes written so far.
  public private(set) var byteCount: Int = 0

  /// Opens a temporary file. Fails before anything is written when the folder does not exist or is
  /// not writable, or when the destination is a folder.
  public init(destination: URL) throws(FileOutputError) {
    self.destination = destination
    var target = destination
    var info = stat()
    if lstat(destination.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      target = destination.resolvingSymlinksInPath()
    }
    let exists = stat(target.path, &info) == 0
    if exists, info.st_mode & S_IFMT == S_IFDIR { throw .isFolder(destination.path) }
    let stream = [STDOUT_FILENO, STDERR_FILENO].first { descriptor in
      var open = stat()
      return exists && fstat(descriptor, &open) == 0 && open.st_dev == info.st_dev
        && open.st_ino == info.st_ino
    }
    standardStream = stream
    copiesAtCommit = exists && (info.st_mode & S_IFMT != S_IFREG || stream != nil)
    mode = exists && !copiesAtCommit ? info.st_mode & 0o7777 : nil
    self.target = target.path
    let folder = target.deletingLastPathComponent().path
    if let problem = FileOutputError.folderProblem(folder) { throw problem }
    let temporaryFolder =
      copiesAtCommit ? FileManager.default.temporaryDirectory.path : folder
    var attempt = 0
    var path = ""
    var fd: Int32 = -1
    repeat {
      attempt += 1
      path = temporaryFolder + "/" + TemporaryFileName.name(for: target.lastPathComponent, attempt: attempt)
      fd = open(path, O_RDWR | O_CREAT | O_EXCL, 0o666)
    } while fd < 0 && errno == EEXIST && attempt < 100
    // The folder exists, so a failure here is the folder's: read-only, not ours, or a file system
    // such as /proc that makes no files.
    guard fd >= 0 else {
      throw .cannotCreate(
        destination.path, reason: "cannot create a file in '\(temporaryFolder)': \(Self.lastError())")
    }
    descriptor = fd
    temporaryPath = path
    buffer.reserveCapacity(1 << 16)
  }

  deinit {
    if !finished { abort() }
  }

  /// Appends bytes; they reach the disk in large blocks.
  public func write(_ bytes: some Sequence<UInt8>) throws(FileOutputError) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { try flushBuffer() }
  }

  /// Appends a string's UTF-8 bytes.
  public func write(_ text: String) throws(FileOutputError) {
    try write(text.utf8)
  }

  /// Overwrites bytes already written at `offset` (a WAV header's sizes, once the length is known).
  public func overwrite(_ bytes: [UInt8], at offset: Int) throws(FileOutputError) {
    try flushBuffer()
    let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
    guard written == bytes.count else { throw .writeFailed(destination.path, reason: Self.lastError()) }
  }

  /// Flushes, syncs and renames the temporary file over the destination (or copies it into a device
  /// or pipe).
  public func commit() throws(FileOutputError) {
    guard !finished else { return }
    try prepare()
    try publish()
  }

  /// Whether the destination is a device or pipe, which the commit writes into instead of replacing.
  var isStream: Bool { copiesAtCommit }

  /// Where the commit puts the file: the destination, or the target of the link it is.
  var publishedPath: String { target }

  /// The first half of a commit: every byte flushed and, for a regular file, synced to disk with the
  /// old file's permissions. Afterwards only `publish()` or `abort()` may follow.
  func prepare() throws(FileOutputError) {
    guard !finished, !prepared else { return }
    do throws(FileOutputError) {
      try flushBuffer()
      if !copiesAtCommit {
        if let mode, fchmod(descriptor, mode) != 0 {
          throw FileOutputError.writeFailed(destination.path, reason: Self.lastError())
        }
        guard fsync(descriptor) == 0 else {
          throw FileOutputError.writeFailed(destination.path, reason: Self.lastError())
        }
        guard close(descriptor) == 0 else {
          throw FileOutputError.writeFailed(destination.path, reason: Self.lastError())
        }
        descriptor = -1
      }
      prepared = true
    } catch {
      abort()
      throw error
    }
  }

  /// The second half of a commit: the rename into place, or the copy into the device or pipe.
  func publish() throws(FileOutputError) {
    guard !finished else { return }
    do throws(FileOutputError) {
      try prepare()
      if copiesAtCommit {
        try copyIntoTarget()
        close(descriptor)
        descriptor = -1
        unlink(temporaryPath)
      } else {
        guard rename(temporaryPath, target) == 0 else {
          throw FileOutputError.cannotReplace(destination.path, reason: Self.lastError())
        }
      }
      finished = true
    } catch {
      abort()
      throw error
    }
  }

  /// Streams the temporary file into the device or pipe the destination is.
  private func copyIntoTarget() throws(FileOutputError) {
    let output = standardStream.map { dup($0) } ?? open(target, O_WRONLY | O_NOCTTY)
    guard output >= 0 else { throw .cannotCreate(destination.path, reason: Self.lastError()) }
    defer { close(output) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var offset: off_t = 0
    while true {
      let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .writeFailed(destination.path, reason: Self.lastError())
      }
      if count == 0 { return }
      do {
        try DescriptorWrite.all(chunk[..<count], to: output)
      } catch {
        throw .writeFailed(destination.path, reason: error.reason)
      }
      offset += off_t(count)
    }
  }

  /// Discards everything written; the destination is left as it was.
  public func abort() {
    guard !finished else { return }
    finished = true
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    unlink(temporaryPath)
  }

  /// Writes `bytes` to `destination` atomically in one call.
  public static func write(_ bytes: some Sequence<UInt8>, to destination: URL) throws(FileOutputError) {
    let writer = try AtomicFileWriter(destination: destination)
    try writer.write(bytes)
    try writer.commit()
  }

  /// Writes `text` to `destination` atomically in one call.
  public static func write(_ text: String, to destination: URL) throws(FileOutputError) {
    try write(Array(text.utf8), to: destination)
  }

  private func flushBuffer() throws(FileOutputError) {
    do {
      try DescriptorWrite.all(buffer, to: descriptor)
    } catch {
      throw .writeFailed(destination.path, reason: error.reason)
    }
    byteCount += buffer.count
    buffer.removeAll(keepingCapacity: true)
  }

  private static func lastError() -> String {
    String(cString: strerror(errno))
  }
}

/// Why an output file could not be written. Nothing was changed at the destination.
public enum FileOutputError: Error, LocalizedError, Hashable, Sendable {
  /// The destination's folder does not exist.
  case folderMissing(String)
  /// What should be the destination's folder, or one of the folders above it, is a file.
  case notAFolder(String)
  /// The destination is a folder.
  case isFolder(String)
  /// The temporary file could not be created (a read-only folder, no permission, a full disk).
  case cannotCreate(String, reason: String)
  /// Writing or syncing failed.
  case writeFailed(String, reason: String)
  /// The final rename failed.
  case cannotReplace(String, reason: String)
  /// The run was interrupted (or its outputs already committed) before this file was put in place.
  case cancelled(String)

  public var errorDescription: String? {
    let path = shownPath
    return switch self {
    case .folderMissing: "cannot write into '\(path)': no such folder"
    case .notAFolder: "cannot write into '\(path)': it is a file, not a folder"
    case .isFolder: "cannot write '\(path)': it is a folder"
    case .cannotCreate(_, let reason): "cannot write '\(path)': \(reason)"
    case .writeFailed(_, let reason): "writing '\(path)' failed: \(reason)"
    case .cannotReplace(_, let reason): "cannot replace '\(path)': \(reason)"
    case .cancelled: "'\(path)' was not written: the run was interrupted"
    }
  }

  /// `path` as a user names it: relative to the current folder when it is inside it (`out/x.vtt`, not
  /// `/home/me/project/out/x.vtt`).
  public var shownPath: String {
    let current = FileManager.default.currentDirectoryPath
    let prefix = current.hasSuffix("/") ? current : current + "/"
    return path.hasPrefix(prefix) && path.count > prefix.count ? String(path.dropFirst(prefix.count)) : path
  }

  /// Why files cannot be made in `folder`: the first of its folders, walked as the system walks them
  /// (`nosuch/..` goes through `nosuch`; a link before `..` is followed), that is missing or is a
  /// file; nil when every one is a folder, or one cannot be looked at (the write then says why).
  public static func folderProblem(_ folder: String) -> FileOutputError? {
    var walked = folder.hasPrefix("/") ? "/" : ""
    for part in folder.split(separator: "/") {
      walked += (walked.isEmpty || walked.hasSuffix("/") ? "" : "/") + part
      var info = stat()
      guard stat(walked, &info) == 0 else { return errno == ENOENT ? .folderMissing(walked) : nil }
      if info.st_mode & S_IFMT != S_IFDIR { return .notAFolder(walked) }
    }
    return nil
  }

  /// The file or folder the error is about.
  public var path: String {
    switch self {
    case .folderMissing(let path), .notAFolder(let path), .isFolder(let path), .cannotCreate(let path, _),
      .writeFailed(let path, _),
      .cannotReplace(let path, _), .cancelled(let path):
      path
    }
  }
}

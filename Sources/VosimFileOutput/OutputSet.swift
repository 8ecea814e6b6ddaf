import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files one run writes, committed together or not at all.
///
/// `vosim speak` writes a WAV, a timeline and captions; `vosim check --record` a recording per screen
/// and a JUnit report. A user who sees one of them new must be able to trust that all are: a run that
/// fails (a full disk, `/dev/full`, an unwritable recording) or is interrupted leaves every destination
/// as it was. So `commit()` first flushes and syncs every file (where a full disk shows), then writes
/// the device and pipe outputs, and only then renames the files into place; should a rename fail, the
/// files already renamed are put back. `cancel()`, from an interrupt, waits for a commit's renames
/// under way to finish, so an interrupted run has either all of its files or none, and no temporary
/// file; it does not wait for a pipe or FIFO output, whose reader may never come.
///
/// Creating the first file in a folder also removes the temporary files that dead vosim processes
/// left there.
public final class OutputSet: @unchecked Sendable {
  private enum State { case open, committed, cancelled }

  private let lock = NSLock()
  private var state = State.open
  private var writers: [AtomicFileWriter] = []
  private var swept: Set<String> = []

  public init() {}

  deinit {
    cancel()
  }

  /// A new file of the set, written through a temporary file beside `destination`.
  ///
  /// - Throws: `FileOutputError` when the file cannot be created (see `AtomicFileWriter`), or
  ///   `.cancelled` once the set was cancelled or committed.
  public func file(_ destination: URL) throws(FileOutputError) -> AtomicFileWriter {
    lock.lock()
    defer { lock.unlock() }
    guard state == .open else { throw .cancelled(destination.path) }
    let folder = destination.resolvingSymlinksInPath().deletingLastPathComponent().path
    if swept.insert(folder).inserted { TemporaryFileName.removeStale(in: folder) }
    let writer = try AtomicFileWriter(destination: destination)
    writers.append(writer)
    return writer
  }

  /// Puts every file of the set in place, or none of them.
  ///
  /// `beforeRenaming` runs once everything that can fail but a rename has succeeded (the files flushed
  /// and synced, the device and pipe outputs written): a command's summary printed there says what is
  /// true. Returning false (the summary could not be printed) cancels the set. It must not call
  /// `cancel()`.
  ///
  /// - Throws: the first `FileOutputError` (`.cancelled` when `beforeRenaming` said no); then every
  ///   file destination is as it was before the run.
  public func commit(beforeRenaming: () -> Bool = { true }) throws(FileOutputError) {
    lock.lock()
    guard state == .open else {
      lock.unlock()
      throw .cancelled(writers.first?.destination.path ?? "")
    }
    var failure: FileOutputError?
    do throws(FileOutputError) {
      for writer in writers { try writer.prepare() }
    } catch {
      failure = error
    }
    let streams = failure == nil ? writers.filter(\.isStream) : []
    lock.unlock()
    // A pipe or a FIFO can block until its reader comes, which may be never: written without the lock,
    // so an interrupt meanwhile cancels the files at once instead of waiting for that reader.
    do throws(FileOutputError) {
      for writer in streams { try writer.publish() }
    } catch {
      failure = error
    }
    lock.lock()
    defer { lock.unlock() }
    do throws(FileOutputError) {
      guard state == .open else { throw .cancelled(writers.first?.destination.path ?? "") }
      if let failure { throw failure }
      guard beforeRenaming() else { throw .cancelled(writers.first?.destination.path ?? "") }
      var renamed: [(writer: AtomicFileWriter, backup: Backup)] = []
      for writer in writers where !writer.isStream {
        let backup = Backup(of: writer.publishedPath)
        do throws(FileOutputError) {
          try writer.publish()
        } catch {
          for (earlier, earlierBackup) in renamed.reversed() { earlierBackup.restore(earlier.publishedPath) }
          backup.discard()
          throw error
        }
        renamed.append((writer, backup))
      }
      for (_, backup) in renamed { backup.discard() }
      state = .committed
    } catch {
      for writer in writers { writer.abort() }
      state = .cancelled
      throw error
    }
  }

  /// Discards every file not yet committed; later calls to `file` and `commit` fail. Waits for a
  /// commit under way. Safe to call from any thread, any number of times.
  public func cancel() {
    lock.lock()
    defer { lock.unlock() }
    guard state == .open else { return }
    state = .cancelled
    // Only the names are removed here: the writers' descriptors belong to the threads writing them.
    for writer in writers { unlink(writer.temporaryPath) }
  }

  /// A hard link to the file a rename is about to replace, so that the rename can be undone.
  private struct Backup {
    let path: String?

    init(of destination: String) {
      let folder = PathText.folder(of: destination)
      // Attempt 0, which no temporary file of a writer uses (they count from 1): a long name cut to fit
      // stays apart from the temporary file of the output itself, which `unlink` below would remove.
      let name = TemporaryFileName.name(for: (destination as NSString).lastPathComponent, attempt: 0)
      let backup = (folder.isEmpty ? "." : folder) + "/" + name
      unlink(backup)
      var info = stat()
      guard lstat(destination, &info) == 0 else {
        path = nil
        return
      }
      path = link(destination, backup) == 0 ? backup : nil
    }

    /// Puts the replaced file back (or removes the new one when there was none).
    func restore(_ destination: String) {
      if let path { rename(path, destination) } else { unlink(destination) }
    }

    func discard() {
      if let path { unlink(path) }
    }
  }
}

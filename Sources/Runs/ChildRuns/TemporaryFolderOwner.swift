#if canImport(Glibc)
import Glibc
#endif
import CChildGroups

/// The owner of a run's temporary folder (a preview's fresh app container `asyncplay-container-XXXXXX`, a check's
/// `asyncplay-run-XXXXXX`): the folder goes on every way out of this process but SIGKILL — at the end of the run, on
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT (`CChildGroups` removes it before the signal ends the process) and when stdout
/// is closed or full (``Output`` removes it before `_exit`) — and a later run removes the folders whose owner is gone.
///
/// The owner is written into the folder as `.asyncplay-owner`: `PID START`, START the process's start time in clock
/// ticks since boot (`/proc/PID/stat`, field 22), so that a reused process id is not taken for the owner. A folder
/// is swept only when all of these hold: its name is one of ``prefixes`` and six characters, it is a real folder (not
/// a symbolic link) of this user, its owner file is a regular file that reads as such a line, and that process is
/// gone. A user's own folder (no owner file) and a `--container DIR` (never claimed) are never touched.
package enum TemporaryFolderOwner {
  /// The owner file's name.
  package static let ownerFile = ".asyncplay-owner"
  /// The names of the folders this type sweeps.
  package static let prefixes = ["asyncplay-container-", "asyncplay-run-"]

  /// Runs `make` (which makes a folder and claims it) with the stop signals held back: one that comes meanwhile takes
  /// effect after the claim, and so removes the folder, never between its making and its claim.
  package static func withStopSignalsHeld<T>(_ make: () -> T) -> T {
    var held = sigset_t()
    sigemptyset(&held)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&held, signal) }
    var before = sigset_t()
    pthread_sigmask(SIG_BLOCK, &held, &before)
    defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
    return make()
  }

  /// Writes this process as the owner of `path` (absolute) and registers it to be removed if the process is ended.
  package static func claim(_ path: String) {
    let fd = open(path + "/" + ownerFile, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    if fd >= 0 {
      let line = "\(getpid()) \(startTime(of: getpid()) ?? 0)\n"
      line.utf8CString.withUnsafeBufferPointer { _ = write(fd, $0.baseAddress, $0.count - 1) }
      close(fd)
    }
    _ = child_groups_remove_folder_on_exit(path)
  }

  /// Unregisters `path` and removes it with everything in it (a symbolic link inside is removed, never followed).
  package static func release(_ path: String) {
    forget(path)
    FileSystem.removeTree(path)
  }

  /// Unregisters `path` (its owner removes it another way).
  package static func forget(_ path: String) { child_groups_forget_folder(path) }

  /// Removes the folders in `base` that a process that is gone left behind (see the type's summary); returns their
  /// names.
  @discardableResult
  package static func sweep(_ base: String) -> [String] {
    sweep(base) { name in
      prefixes.contains { name.hasPrefix($0) && name.utf8.count == $0.utf8.count + 6 }
    }
  }

  /// Removes the folders in `base` whose name `isCandidate` accepts and whose owner is gone; returns their names.
  @discardableResult
  package static func sweep(_ base: String, where isCandidate: (String) -> Bool) -> [String] {
    var removed: [String] = []
    for name in FileSystem.entries(base) ?? [] {
      guard isCandidate(name) else { continue }
      let folder = base + "/" + name
      var info = stat()
      guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(),
            let owner = owner(of: folder), !isAlive(owner) else { continue }
      FileSystem.removeTree(folder)
      removed.append(name)
    }
    return removed
  }

  /// The owner line of `folder`, or nil when there is none that reads as one.
  package static func owner(of folder: String) -> (pid: pid_t, start: UInt64)? {
    let fd = open(folder + "/" + ownerFile, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(fd, &buffer, buffer.count)
    guard count > 0 else { return nil }
    let words = String(decoding: buffer[..<count], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
    guard words.count == 2, let pid = pid_t(words[0]), pid > 0, let start = UInt64(words[1]) else { return nil }
    return (pid, start)
  }

  /// Whether the process that wrote `owner` still runs: one with that id and start time.
  package static func isAlive(_ owner: (pid: pid_t, start: UInt64)) -> Bool {
    if kill(owner.pid, 0) != 0 && errno == ESRCH { return false }
    guard let start = startTime(of: owner.pid) else { return true }
    return start == owner.start
  }

  /// When process `pid` started, in clock ticks since boot (`/proc/PID/stat` field 22, counted after the command's
  /// closing parenthesis, since the command may hold spaces), or nil when it cannot be read.
  package static func startTime(of pid: pid_t) -> UInt64? {
    guard let text = FileSystem.read("/proc/\(pid)/stat"), let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // After the parenthesis: field 3 (state) is fields[0], so field 22 is fields[19].
    guard fields.count > 19 else { return nil }
    return UInt64(fields[19])
  }
}

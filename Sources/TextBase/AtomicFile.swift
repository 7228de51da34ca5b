#if canImport(Glibc)
import Glibc
#endif

/// Replaces a file's contents so that a crash, a full disk or a kill leaves either the old file or the new one,
/// never half of one (progress, history, transcripts under `test --update`, exports).
///
/// The bytes go to `<file>.tmp.<pid>` in the same directory, are flushed (`fsync` when asked), then renamed over
/// the file. Around that:
/// - a symbolic link is followed: its target is replaced, so the link keeps working;
/// - an existing file keeps its permissions (and, when allowed, its owner); a read-only file is refused, not
///   overwritten (permission bits are checked, so this holds for root too);
/// - temporaries left by a killed asyncplay (`<file>.tmp.<pid>` whose process is gone) are removed first;
/// - a target that is a device or a named pipe is written in place when `inPlaceForSpecialFiles`;
/// - a path that names one of this process's open descriptors (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`,
///   `/proc/self/fd/N`) is written to that descriptor, at its offset, when `inPlaceForSpecialFiles` — what a shell's
///   `> file` or `| cmd` made of standard output, never a file reopened from the start or replaced by a rename.
/// ```swift
/// try AtomicFile.write(Array(text.utf8), to: path, newFileMode: 0o600)
/// ```
package enum AtomicFile {
  /// The path a write to `path` really changes: the end of its chain of symbolic links (which may not exist yet).
  /// A path that names an open descriptor is its own end: /proc/self/fd/N's link text is `pipe:[…]` or a name the
  /// descriptor may no longer have.
  package static func resolve(_ path: String) throws(UserFile.Failure) -> String {
    if openDescriptor(named: path) != nil { return path }
    var current = path
    for _ in 0..<40 {
      guard let next = try linkTarget(of: current) else { return current }
      current = next
    }
    throw UserFile.openFailure(ELOOP)
  }

  /// The descriptor of this process that `path` names (`/dev/stdout` is 1, `/dev/fd/N` and `/proc/self/fd/N` are N;
  /// through symbolic links), or nil for any other path.
  package static func openDescriptor(named path: String) -> Int32? {
    var current = path
    for _ in 0..<40 {
      for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"] where current.hasPrefix(prefix) {
        let digits = current.dropFirst(prefix.count)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int32(digits)
      }
      guard let next = try? linkTarget(of: current) else { return nil }
      current = next
    }
    return nil
  }

  /// Where the symbolic link `path` points (a relative target made absolute), or nil when `path` is no link.
  private static func linkTarget(of path: String) throws(UserFile.Failure) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { throw UserFile.Failure(problem: UserFile.reason(errno)) }
    let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return target.hasPrefix("/") ? target : directory(of: path) + "/" + target
  }

  /// Why `descriptor` cannot be written to, or nil when it is open for writing.
  private static func problemWriting(descriptor: Int32) -> UserFile.Failure? {
    let flags = fcntl(descriptor, F_GETFL)
    if flags < 0 {
      return UserFile.Failure(zh: "asyncplay 没有打开描述符 \(descriptor)", en: "asyncplay has no descriptor \(descriptor) open")
    }
    guard flags & O_ACCMODE != O_RDONLY else {
      return UserFile.Failure(zh: "描述符 \(descriptor) 只能读，不能写", en: "descriptor \(descriptor) is open for reading only")
    }
    return nil
  }

  /// Writes `bytes` as the file's new contents (see the type's summary). `newFileMode` is used when the file does
  /// not exist yet; `sync` flushes the file and its directory to disk before and after the rename.
  package static func write(_ bytes: [UInt8], to path: String, newFileMode: mode_t = 0o644, sync: Bool = false,
                    inPlaceForSpecialFiles: Bool = false) throws(UserFile.Failure) {
    guard !path.isEmpty else { throw UserFile.Failure(zh: "没有给出文件名", en: "no file name was given") }
    if let descriptor = openDescriptor(named: path) {
      guard inPlaceForSpecialFiles else { throw namesDescriptor }
      if let problem = problemWriting(descriptor: descriptor) { throw problem }
      let failure = writeAll(bytes, to: descriptor)
      guard failure == 0 else { throw UserFile.Failure(problem: UserFile.reason(failure)) }
      return
    }
    let target = try resolve(path)
    var info = stat()
    var mode = newFileMode
    var owner: (uid_t, gid_t)?
    if stat(target, &info) == 0 {
      if UserFile.nonRegularKind(info.st_mode) != nil {
        guard inPlaceForSpecialFiles, info.st_mode & S_IFMT != S_IFDIR else {
          throw notReplaced(info.st_mode)
        }
        return try writeInPlace(bytes, to: target)
      }
      guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else { throw readOnly }
      mode = info.st_mode & 0o7777
      owner = (info.st_uid, info.st_gid)
    } else if errno != ENOENT {
      throw UserFile.openFailure(errno, path: target)
    }
    let directory = directory(of: target)
    removeStaleTemporaries(of: target)
    // The file may have been a regular file, not yet a link, when a killed process left its temporary.
    if target != path { removeStaleTemporaries(of: path) }
    // One temporary per process and thread: two threads of one process writing the same file (the test runner
    // compiling exercises in parallel) never share, or remove, each other's.
    let temporary = target + ".tmp.\(getpid()).\(pthread_self())"
    var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    if descriptor < 0 && errno == EEXIST {
      unlink(temporary)  // ours: a pid is unique among live processes
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    }
    guard descriptor >= 0 else { throw directoryFailure(errno, directory) }
    var failure = writeAll(bytes, to: descriptor)
    if failure == 0 {
      // The mode given to open was narrowed by the umask; the file keeps the old file's bits exactly.
      fchmod(descriptor, mode)
      if let (uid, gid) = owner { _ = fchown(descriptor, uid, gid) }
      if sync && fsync(descriptor) != 0 { failure = errno }
    }
    if close(descriptor) != 0 && failure == 0 { failure = errno }
    if failure == 0 && rename(temporary, target) != 0 { failure = errno }
    guard failure == 0 else {
      unlink(temporary)
      throw UserFile.Failure(problem: UserFile.reason(failure))
    }
    if sync {
      let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if directoryDescriptor >= 0 {
        fsync(directoryDescriptor)
        close(directoryDescriptor)
      }
    }
  }

  /// Why no file can be created in `directory`.
  private static func directoryFailure(_ code: Int32, _ directory: String) -> UserFile.Failure {
    switch code {
    case ENOENT: return UserFile.Failure(zh: "文件夹 \(directory) 不存在", en: "the directory \(directory) does not exist")
    case ENOTDIR: return UserFile.openFailure(code, path: directory + "/x")
    default:
      let reason = UserFile.reason(code)
      return UserFile.Failure(zh: "无法在 \(directory) 里创建文件：\(reason)", en: "cannot create a file in \(directory): \(reason)")
    }
  }

  /// Why `write(_:to:)` would fail for `path` before any byte is written (a missing directory, a directory or a
  /// read-only file in the way), or nil when it looks writable. For checks before work that would be wasted.
  package static func problemWriting(_ path: String, inPlaceForSpecialFiles: Bool = false) -> UserFile.Failure? {
    guard !path.isEmpty else { return UserFile.Failure(zh: "没有给出文件名", en: "no file name was given") }
    if let descriptor = openDescriptor(named: path) {
      return inPlaceForSpecialFiles ? problemWriting(descriptor: descriptor) : namesDescriptor
    }
    let target: String
    do { target = try resolve(path) } catch { return error }
    var info = stat()
    if stat(target, &info) == 0 {
      if UserFile.nonRegularKind(info.st_mode) != nil, !inPlaceForSpecialFiles || info.st_mode & S_IFMT == S_IFDIR {
        return notReplaced(info.st_mode)
      }
      if UserFile.nonRegularKind(info.st_mode) == nil && (info.st_mode & 0o222 == 0 || access(target, W_OK) != 0) {
        return readOnly
      }
    } else if errno != ENOENT {
      return UserFile.openFailure(errno, path: target)
    }
    let directory = directory(of: target)
    guard access(directory, W_OK | X_OK) == 0 else { return directoryFailure(errno, directory) }
    return nil
  }

  /// The refusal of a read-only file.
  package static let readOnly = UserFile.Failure(zh: "它是只读的；asyncplay 不覆盖只读文件（要允许覆盖，先让它可写）",
                                         en: "it is read-only; asyncplay does not overwrite read-only files "
                                           + "(make it writable to allow this)")

  /// The refusal of `/dev/stdout` and its kind where only a file will do.
  package static let namesDescriptor = UserFile.Failure(zh: "它指向 asyncplay 自己打开的描述符，不是文件；asyncplay 只替换普通文件",
                                                en: "it names one of asyncplay's open descriptors, not a file, and "
                                                  + "asyncplay replaces only regular files")

  /// Why a file of `mode` (not a regular file) is not replaced.
  private static func notReplaced(_ mode: mode_t) -> UserFile.Failure {
    let kind = UserFile.nonRegularKinds(mode) ?? ("一个特殊文件", "a special file")
    return UserFile.Failure(zh: "它是\(kind.zh)，不是普通文件，asyncplay 只替换普通文件",
                            en: "it is \(kind.en), not a regular file, and asyncplay replaces only regular files")
  }

  /// Removes `<file>.tmp.<pid>` (and the older `<file>.<pid>.tmp`) left in the file's directory by processes that
  /// no longer run. Another live asyncplay's temporary file is left alone.
  package static func removeStaleTemporaries(of file: String) {
    let directory = directory(of: file)
    let base = String(file[(file.lastIndex(of: "/").map { file.index(after: $0) } ?? file.startIndex)...])
    guard let handle = opendir(directory) else { return }
    defer { closedir(handle) }
    while let entry = readdir(handle) {
      let name = directoryEntryName(entry)
      guard name.hasPrefix(base + "."), let pid = temporaryOwner(String(name.dropFirst(base.count + 1))) else {
        continue
      }
      // Only a dead process's: this process's other threads may be writing theirs.
      if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH { unlink(directory + "/" + name) }
    }
  }

  /// The process id in `tmp.<pid>`, `tmp.<pid>.<thread>` or `<pid>.tmp`, or nil for any other name.
  private static func temporaryOwner(_ suffix: String) -> pid_t? {
    let digits: Substring
    if suffix.hasPrefix("tmp.") {
      let rest = suffix.dropFirst(4)
      digits = rest.prefix { $0 != "." }
    } else if suffix.hasSuffix(".tmp") {
      digits = suffix.dropLast(4)
    } else {
      return nil
    }
    guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
          let pid = Int32(digits), pid > 0 else { return nil }
    return pid
  }

  /// Writes into a device or a named pipe as it is (no temporary file can replace those).
  private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(UserFile.Failure) {
    let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      throw errno == ENXIO ? UserFile.Failure(zh: "它是一个没有读者的命名管道", en: "it is a named pipe that nothing reads from")
        : UserFile.Failure(problem: UserFile.reason(errno))
    }
    let flags = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)
    var failure = writeAll(bytes, to: descriptor)
    if close(descriptor) != 0 && failure == 0 { failure = errno }
    guard failure == 0 else { throw UserFile.Failure(problem: UserFile.reason(failure)) }
  }

  /// Writes every byte; returns 0, or the `errno` of the failure (a write that makes no progress is `EIO`).
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    bytes.withUnsafeBytes { raw -> Int32 in
      var offset = 0
      while offset < raw.count {
        let count = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if count < 0 && errno == EINTR { continue }
        if count < 0 { return errno }
        if count == 0 { return EIO }
        offset += count
      }
      return 0
    }
  }

  /// The directory part of `path` (`.` when there is none, `/` for a file at the root).
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `mkdir -p` of `directory` with `mode`; nil on success, else why not (`cannot create DIR for PURPOSE: …`, a
  /// file in the way named).
  package static func makeDirectories(_ directory: String, mode: mode_t = 0o755, for purpose: String) -> String? {
    guard !directory.isEmpty else { return nil }
    var path = directory.hasPrefix("/") ? "" : "."
    for component in directory.split(separator: "/") {
      path += "/" + component
      if mkdir(path, mode) == 0 { continue }
      let code = errno
      var info = stat()
      if stat(path, &info) == 0 {
        if info.st_mode & S_IFMT == S_IFDIR { continue }
        return "cannot create \(directory) for \(purpose): \(path) is a file, not a directory"
      }
      return "cannot create \(path) for \(purpose): \(UserFile.reason(code))"
    }
    return nil
  }
}

/// Says whether two paths name the same file: the same device and inode when the file exists, else the same
/// absolute path once `.` and `..` in its directory are resolved.
package enum FileIdentity {
  /// A key that is equal for two paths naming the same file.
  package static func key(_ path: String) -> String {
    let target = (try? AtomicFile.resolve(path)) ?? path
    var info = stat()
    if stat(target, &info) == 0 { return "inode \(info.st_dev):\(info.st_ino)" }
    let directory = AtomicFile.directory(of: target)
    let name = String(target[(target.lastIndex(of: "/").map { target.index(after: $0) } ?? target.startIndex)...])
    guard let real = realpath(directory, nil) else { return "path " + target }
    defer { free(real) }
    return "path " + String(cString: real) + "/" + name
  }
}

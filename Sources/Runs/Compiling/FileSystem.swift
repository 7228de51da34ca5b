import AsyncSimulation
import TextBase
#if canImport(Glibc)
import Glibc
#endif
import SwiftUI

/// The file operations exercises need (workspace, compile cache), on POSIX calls: every failure comes back as one
/// line naming the path and the system's reason, never as a trap.
package enum FileSystem {
  /// What `stat` says about a file, enough to notice that it changed.
  package struct Stamp: Equatable, Sendable {
    /// Modification time in nanoseconds since the epoch.
    package var modified: Int64
    /// Size in bytes.
    package var size: Int64
  }

  /// The last system error as text.
  package static var reason: String { String(cString: strerror(errno)) }

  /// The stamp of a regular file, or nil when there is none at `path`.
  package static func stamp(_ path: String) -> Stamp? {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let (seconds, overflow) = Int64(info.st_mtim.tv_sec).multipliedReportingOverflow(by: 1_000_000_000)
    let modified = overflow ? Int64.max : seconds.addingReportingOverflow(Int64(info.st_mtim.tv_nsec)).partialValue
    return Stamp(modified: modified, size: Int64(info.st_size))
  }

  /// Whether a regular file exists at `path`.
  package static func isFile(_ path: String) -> Bool { stamp(path) != nil }

  /// Whether a directory exists at `path`.
  package static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Creates `path` and any missing parents; returns nil on success, else what went wrong.
  package static func makeDirectories(_ path: String) -> String? {
    if isDirectory(path) { return nil }
    var prefix = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      prefix += "/" + part
      if isDirectory(prefix) { continue }
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
        return "cannot create the folder \(prefix): \(reason)"
      }
    }
    return isDirectory(path) ? nil : "cannot create the folder \(path)"
  }

  /// Writes `text` to a temporary file beside `path`, flushes it and renames it over `path`, so a reader sees the
  /// old file or the new one, never half of one (see ``AtomicFile``: a symbolic link's target is replaced, an
  /// existing file keeps its permissions, a read-only file is refused). Returns nil on success, else what went wrong.
  @discardableResult
  package static func writeAtomically(_ text: String, to path: String, mode: mode_t = 0o644,
                              language: Language = .en) -> String? {
    do {
      try AtomicFile.write(Array(text.utf8), to: path, newFileMode: mode, sync: true)
      return nil
    } catch {
      return language.pick("无法写入 \(path)：\(error.chinese)", "cannot write \(path): \(error.problem)")
    }
  }

  /// Renames `from` to `to`; returns nil on success, else what went wrong.
  package static func move(_ from: String, to: String) -> String? {
    rename(from, to) == 0 ? nil : "cannot rename \(from) to \(to): \(reason)"
  }

  /// Removes a file (a missing one is fine).
  package static func remove(_ path: String) { unlink(path) }

  /// Removes a directory and everything in it (errors are ignored: used for caches only).
  package static func removeTree(_ path: String) {
    for name in entries(path) ?? [] {
      let child = path + "/" + name
      // lstat: a symbolic link inside is removed, never followed (its target is not ours to delete).
      var info = stat()
      if lstat(child, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR { removeTree(child) } else { unlink(child) }
    }
    rmdir(path)
  }

  /// Creates a new folder `<prefix>XXXXXX` (`mkdtemp`); returns its path, or what went wrong.
  package static func makeUniqueDirectory(prefix: String) -> Result<String, CompileFailure> {
    var template = Array((prefix + "XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard let made else { return .failure(.setup("cannot create a folder \(prefix)XXXXXX: \(reason)")) }
    return .success(String(cString: made))
  }

  /// The names in a directory (without `.` and `..`), sorted; nil when it cannot be read.
  package static func entries(_ path: String) -> [String]? {
    guard let dir = opendir(path) else { return nil }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = directoryEntryName(entry)
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// The current directory.
  package static var currentDirectory: String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `path` with every symbolic link resolved (`realpath`), or `path` itself when that fails.
  package static func resolved(_ path: String) -> String {
    guard let full = realpath(path, nil) else { return path }
    defer { free(full) }
    return String(cString: full)
  }

  /// `path` made absolute against the current directory (not resolving links), with `.` parts and doubled
  /// slashes removed and `..` applied.
  package static func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    var parts: [Substring] = []
    for part in full.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The folder part of a path (`.` when there is none).
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path.~N~` for the first N above every existing backup of `path` (as `cp --backup=numbered` names them).
  package static func nextBackup(for path: String) -> String {
    let name = fileName(of: path) + ".~"
    var highest = 0
    for entry in entries(directory(of: path)) ?? [] where entry.hasPrefix(name) && entry.hasSuffix("~") {
      if let n = Int(entry.dropFirst(name.count).dropLast()), n > highest { highest = n }
    }
    return path + ".~\(highest + 1)~"
  }

  /// The last part of a path.
  package static func fileName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The file's text (UTF-8), or nil when it cannot be read.
  package static func read(_ path: String) -> String? {
    // Regular files only, with a size limit (a FIFO would block forever), a byte-order mark dropped; see UserFile.
    try? UserFile.text(at: path, limit: UserFile.scriptLimit).text
  }
}

import TextBase
#if canImport(Glibc)
import Glibc
#endif
import SwiftUI

/// The file system as `play` and `test` need it, without Foundation: read a file, replace one, find `.play` files.
/// Reading and writing go through ``UserFile`` and ``AtomicFile``.
enum ScriptFiles {
  /// A file or directory that cannot be used, with the reason (`strerror`).
  typealias Failure = BilingualFailure

  /// What a path names.
  enum Kind: Equatable {
    case file
    case directory
    case missing(reason: UserFile.Failure)
  }

  /// Whether `path` is a directory, some other file, or missing (or unreachable).
  static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else {
      // A path may name a file or a folder here, so a missing one is neither.
      let code = errno
      return .missing(reason: code == ENOENT ? UserFile.Failure(zh: "没有这个文件或文件夹", en: "no such file or directory")
        : UserFile.openFailure(code, path: path))
    }
    return info.st_mode & S_IFMT == S_IFDIR ? .directory : .file
  }

  /// The whole file as UTF-8 text (see ``UserFile``: regular files only, at most ``UserFile/scriptLimit`` bytes, a
  /// byte-order mark dropped; a file that is not UTF-8 is refused rather than read with replacement characters).
  static func read(_ path: String) throws(Failure) -> String { try readFile(path).text }

  /// ``read(_:)`` with the file's layout (byte-order mark, line ends), for rewriting it the same way.
  static func readFile(_ path: String) throws(Failure) -> UserFile.Text {
    do {
      return try UserFile.text(at: path, limit: UserFile.scriptLimit)
    } catch {
      throw Failure(zh: error.reading(path, .zh), en: error.reading(path))
    }
  }

  /// Replaces the file's contents with `text` atomically (see ``AtomicFile``: a symbolic link's target is replaced,
  /// permissions are kept, a read-only file is refused). The file keeps the layout it was read with: its
  /// byte-order mark and its `\r\n` line ends.
  static func replace(_ path: String, with text: String, layout: UserFile.Text = UserFile.Text(text: ""))
    throws(Failure) {
    var bytes: [UInt8] = layout.byteOrderMark ? [0xEF, 0xBB, 0xBF] : []
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\n") && layout.crlf { bytes.append(UInt8(ascii: "\r")) }
      bytes.append(byte)
    }
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw Failure(zh: error.writing(path, .zh), en: error.writing(path))
    }
  }

  /// The `.play` files under `directory`, in its subdirectories too (hidden ones skipped), sorted by path so that
  /// the report is the same on every machine.
  static func playFiles(under directory: String) throws(Failure) -> [String] {
    var visited: Set<String> = []
    return try playFiles(under: directory, visited: &visited)
  }

  /// ``playFiles(under:)``, skipping directories already walked (a symbolic link to a parent would loop).
  private static func playFiles(under directory: String, visited: inout Set<String>) throws(Failure) -> [String] {
    guard visited.insert(FileIdentity.key(directory)).inserted else { return [] }
    guard let handle = opendir(directory) else {
      let why = UserFile.openFailure(errno, path: directory)
      throw Failure(zh: "无法读取文件夹 \"\(directory)\"：\(why.chinese)",
                    en: "cannot read the directory \"\(directory)\": \(why.problem)")
    }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = directoryEntryName(entry)
      if !name.hasPrefix(".") { names.append(name) }
    }
    closedir(handle)
    var files: [String] = []
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }) {
      let path = base + name
      switch kind(of: path) {
      case .directory: files += try playFiles(under: path, visited: &visited)
      case .file where name.hasSuffix(".play"): files.append(path)
      default: break
      }
    }
    return files
  }

  /// The text of `errno` value `code`.
  static func reason(_ code: Int32) -> String { UserFile.reason(code) }
}

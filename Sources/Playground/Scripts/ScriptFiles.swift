#if canImport(Glibc)
import Glibc
#endif

/// The file system as `play` and `test` need it, without Foundation: read a file, replace one, find `.play` files.
enum ScriptFiles {
  /// A file or directory that cannot be used, with the reason (`strerror`).
  struct Failure: Error, Equatable {
    /// What went wrong, e.g. `cannot read "a.play": Permission denied`.
    let message: String
  }

  /// What a path names.
  enum Kind: Equatable {
    case file
    case directory
    case missing(reason: String)
  }

  /// Whether `path` is a directory, some other file, or missing (or unreachable).
  static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing(reason: reason(errno)) }
    return info.st_mode & S_IFMT == S_IFDIR ? .directory : .file
  }

  /// The whole file as UTF-8 text (bytes that are not UTF-8 become U+FFFD, which the REPL then reports).
  static func read(_ path: String) throws(Failure) -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(message: "cannot read \"\(path)\": \(reason(errno))") }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw Failure(message: "cannot read \"\(path)\": \(reason(errno))") }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Replaces the file's contents with `text` through a temporary file in the same directory and a rename, so that
  /// an interrupted update never leaves half a transcript. The file keeps its permissions.
  static func replace(_ path: String, with text: String) throws(Failure) {
    var info = stat()
    let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
    var template = Array((path + ".update-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw Failure(message: "cannot write next to \"\(path)\": \(reason(errno))") }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failed: Int32 = 0
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 {
          failed = errno
          return
        }
        offset += count
      }
    }
    fchmod(descriptor, mode)
    if close(descriptor) != 0 && failed == 0 { failed = errno }
    if failed == 0 && rename(temporary, path) != 0 { failed = errno }
    if failed != 0 {
      unlink(temporary)
      throw Failure(message: "cannot write \"\(path)\": \(reason(failed))")
    }
  }

  /// The `.play` files under `directory`, in its subdirectories too (hidden ones skipped), sorted by path so that
  /// the report is the same on every machine.
  static func playFiles(under directory: String) throws(Failure) -> [String] {
    guard let handle = opendir(directory) else {
      throw Failure(message: "cannot read the directory \"\(directory)\": \(reason(errno))")
    }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    closedir(handle)
    var files: [String] = []
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }) {
      let path = base + name
      switch kind(of: path) {
      case .directory: files += try playFiles(under: path)
      case .file where name.hasSuffix(".play"): files.append(path)
      default: break
      }
    }
    return files
  }

  /// The text of `errno` value `code`.
  static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

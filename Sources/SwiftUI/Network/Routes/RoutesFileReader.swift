// Mirrors: nothing of Apple's: reading a routes file and the bodies it names
// SDK: iOS 26 SDK
// Status: internal
#if canImport(Glibc)
import Glibc
#endif

/// Reads a routes file and its body files: regular files only (a FIFO or a device would block or never end), of
/// a bounded size, each failure told in one line with the system's reason.
enum RoutesFileReader {
  /// The largest file read: far above any lesson's routes or bodies, small enough to hold in memory.
  static let maximumBytes = 16 << 20

  /// Why a file could not be read.
  struct Failure: Error {
    var english: String
    var chinese: String
  }

  /// The routes file's text; its problems are told as `file: …` (no line).
  static func text(of path: String) throws(RoutesFileError) -> String {
    let bytes: [UInt8]
    do {
      bytes = try contents(of: path)
    } catch {
      throw RoutesFileError(file: path, line: nil, zh: error.chinese + "（应为路由文件：UTF-8 文本）",
                            en: error.english + " (accepted: a routes file, UTF-8 text)")
    }
    // A UTF-8 byte order mark (what some Windows editors write first) is not part of the first line's words.
    let unmarked = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    guard let text = String(validating: unmarked, as: UTF8.self) else {
      throw RoutesFileError(file: path, line: nil, zh: "不是 UTF-8 文本（应为路由文件：UTF-8 文本）",
                            en: "not UTF-8 text (accepted: a routes file, UTF-8 text)")
    }
    return text
  }

  /// The bytes of the regular file at `path`.
  static func contents(of path: String) throws(Failure) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { throw systemFailure("cannot open", "无法打开") }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw systemFailure("cannot read", "无法读取") }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw Failure(english: "is a folder, not a file", chinese: "是文件夹，不是文件")
    default: throw Failure(english: "is not a regular file", chinese: "不是普通文件")
    }
    guard Int(info.st_size) <= maximumBytes else {
      throw Failure(english: "is larger than 16 MB", chinese: "超过 16 MB")
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw systemFailure("cannot read", "无法读取")
      }
      if count == 0 { return bytes }
      bytes += buffer[..<count]
      guard bytes.count <= maximumBytes else {
        throw Failure(english: "is larger than 16 MB", chinese: "超过 16 MB")
      }
    }
  }

  /// `cannot open: No such file or directory`, from `errno`.
  private static func systemFailure(_ english: String, _ chinese: String) -> Failure {
    let reason = String(cString: strerror(errno))
    return Failure(english: "\(english): \(reason)", chinese: "\(chinese)：\(reason)")
  }
}

#if canImport(Glibc)
import Glibc
#endif

/// Reads the files a user hands asyncplay (lessons, scripts, transcripts, the progress and history files) without
/// ever blocking, running out of memory or altering their text.
///
/// Only regular files are read: a named pipe would block forever, a device could be endless, and a directory or a
/// symbolic-link loop is a mistake worth naming. The file is opened without blocking (`O_NONBLOCK`), checked with
/// `fstat` on the open descriptor (so nothing can be swapped in between), and read up to a size limit. Text must be
/// UTF-8; a byte-order mark is dropped, and line ends may be `\n` or `\r\n` (see ``TextLines``).
/// ```swift
/// let text = try UserFile.text(at: "demo.play", limit: UserFile.scriptLimit).text
/// ```
package enum UserFile {
  /// Why a file cannot be read (or written). ``problem`` completes a sentence about the file: `cannot read "x":
  /// <problem>`, or `x: <problem>` in a lesson report.
  package struct Failure: Error, Equatable, CustomStringConvertible {
    /// Why, e.g. `it is a directory, not a file`.
    package let problem: String
    /// The same in Chinese.
    package let chinese: String
    /// Whether the file is simply not there (a missing progress or history file is an empty one).
    package var isMissing = false

    /// A failure told as `en` in English and `zh` in Chinese.
    package init(zh: String, en: String, isMissing: Bool = false) {
      problem = en
      chinese = zh
      self.isMissing = isMissing
    }

    /// A failure whose text is the same in both languages (the system's reason).
    package init(problem: String, isMissing: Bool = false) {
      self.init(zh: problem, en: problem, isMissing: isMissing)
    }

    /// Two failures are the same when their English texts (and whether the file is missing) are.
    package static func == (a: Failure, b: Failure) -> Bool { (a.problem, a.isMissing) == (b.problem, b.isMissing) }

    /// The problem in `language`.
    package func problem(_ language: Language) -> String { language.pick(chinese, problem) }
    /// `cannot read "path": problem`.
    package func reading(_ path: String) -> String { reading(path, .en) }
    /// `cannot read "path": problem` in `language`.
    package func reading(_ path: String, _ language: Language) -> String {
      // The path, and the problem that may name it or its folder, with control characters made visible (`^[`).
      ControlCharacters.escaped(language.pick("无法读取 \"\(path)\"：\(chinese)", "cannot read \"\(path)\": \(problem)"))
    }
    /// `cannot write "path": problem`.
    package func writing(_ path: String) -> String { writing(path, .en) }
    /// `cannot write "path": problem` in `language`.
    package func writing(_ path: String, _ language: Language) -> String {
      ControlCharacters.escaped(language.pick("无法写入 \"\(path)\"：\(chinese)", "cannot write \"\(path)\": \(problem)"))
    }
    /// The problem alone.
    package var description: String { problem }
  }

  /// A text file's contents and how its bytes were laid out, so that a rewrite can keep the layout.
  package struct Text: Equatable {
    /// The text, without a byte-order mark.
    package var text: String
    /// Whether the file began with a UTF-8 byte-order mark.
    package var byteOrderMark = false
    /// Whether its lines end in `\r\n`.
    package var crlf = false

    /// The contents `text`, laid out as the file was.
    package init(text: String, byteOrderMark: Bool = false, crlf: Bool = false) {
      self.text = text
      self.byteOrderMark = byteOrderMark
      self.crlf = crlf
    }
  }

  /// The largest lesson file read: lessons are a few kilobytes.
  package static let lessonLimit = 1 << 20
  /// The largest `.play` script or transcript read.
  package static let scriptLimit = 16 << 20
  /// The largest progress or history file read.
  package static let stateLimit = 8 << 20

  /// The whole file, if it is a regular file of at most `limit` bytes.
  package static func bytes(at path: String, limit: Int) throws(Failure) -> [UInt8] {
    guard !path.isEmpty else { throw Failure(zh: "没有给出文件名", en: "no file name was given") }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { throw openFailure(errno, path: path) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Failure(problem: reason(errno)) }
    if let problem = notRegular(info.st_mode) { throw Failure(zh: problem.zh, en: problem.en) }
    guard Int(info.st_size) <= limit else { throw tooLarge(Int(info.st_size), limit: limit, growing: false) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(info.st_size))
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      guard count >= 0 else { throw Failure(problem: reason(errno)) }
      if count == 0 { break }
      // The file may grow while it is read.
      guard bytes.count + count <= limit else { throw tooLarge(bytes.count + count, limit: limit, growing: true) }
      bytes += chunk[..<count]
    }
    return bytes
  }

  /// The file as UTF-8 text (see ``Text``); a file that is not UTF-8 is refused, naming the first bad byte.
  package static func text(at path: String, limit: Int) throws(Failure) -> Text {
    try decode(try bytes(at: path, limit: limit))
  }

  /// `bytes` as UTF-8 text without a byte-order mark; refused, naming the first bad byte, when not UTF-8.
  package static func decode(_ bytes: [UInt8]) throws(Failure) -> Text {
    let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let body = bom ? Array(bytes.dropFirst(3)) : bytes
    guard let text = String(validating: body, as: UTF8.self) else {
      let offset = invalidUTF8Offset(body) ?? 0
      let before = body[..<offset]
      let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
      let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      let hex = String(body[offset], radix: 16, uppercase: true)
      let (byte, column) = (hex.count == 1 ? "0" + hex : hex, offset - lineStart + 1)
      throw Failure(zh: "它不是 UTF-8 文本（第 \(line) 行第 \(column) 个字节是 0x\(byte)）；asyncplay 读取 UTF-8 文本",
                    en: "it is not UTF-8 text (byte 0x\(byte) at line \(line), byte \(column) of the line); "
                      + "asyncplay reads UTF-8 text")
    }
    let crlf = body.firstIndex(of: UInt8(ascii: "\n")).map { $0 > 0 && body[$0 - 1] == UInt8(ascii: "\r") } ?? false
    return Text(text: text, byteOrderMark: bom, crlf: crlf)
  }

  /// The offset of the first byte that is not part of a valid UTF-8 character, or nil when all are.
  package static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// What a file that is not a regular file is, with its article (`a directory`), or nil for a regular file.
  package static func nonRegularKind(_ mode: mode_t) -> String? { nonRegularKinds(mode)?.en }

  /// ``nonRegularKind(_:)`` in Chinese and English.
  package static func nonRegularKinds(_ mode: mode_t) -> (zh: String, en: String)? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return ("一个文件夹", "a directory")
    case S_IFIFO: return ("一个命名管道（FIFO）", "a named pipe (FIFO)")
    case S_IFCHR, S_IFBLK: return ("一个设备", "a device")
    case S_IFSOCK: return ("一个套接字", "a socket")
    default: return ("一个特殊文件", "a special file")
    }
  }

  /// Why a file of `mode` is not read, in Chinese and English, or nil for a regular file.
  package static func notRegular(_ mode: mode_t) -> (zh: String, en: String)? {
    guard let kind = nonRegularKinds(mode) else { return nil }
    let directory = mode & S_IFMT == S_IFDIR
    return ("它是\(kind.zh)，不是普通文件" + (directory ? "" : "；asyncplay 只读取普通文件（管道或设备可能让它永远等下去）"),
            "it is \(kind.en), not a regular file" + (directory ? "" : "; asyncplay reads only regular files (a pipe or "
              + "a device could keep it waiting forever)"))
  }

  /// Why `open` of `path` failed, in words that say what to do.
  package static func openFailure(_ code: Int32, path: String = "") -> Failure {
    switch code {
    case ENOENT: return Failure(zh: "没有这个文件", en: "no such file", isMissing: true)
    case ELOOP: return Failure(zh: "它的符号链接形成了循环（或超过 40 层）",
                               en: "its symbolic links form a loop (or are more than 40 deep)")
    case EACCES: return Failure(zh: "没有权限", en: "permission denied")
    case ENOTDIR:
      // Name the part that is in the way, e.g. XDG_DATA_HOME set to a file.
      var prefix = path.hasPrefix("/") ? "" : "."
      for component in path.split(separator: "/").dropLast() {
        prefix += "/" + component
        var info = stat()
        if stat(prefix, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR {
          let shown = path.hasPrefix("/") ? prefix : String(prefix.dropFirst(2))
          return Failure(zh: "\(shown) 是文件，不是文件夹", en: "\(shown) is a file, not a directory", isMissing: true)
        }
      }
      return Failure(zh: "路径中有一部分是文件，不是文件夹", en: "a part of the path is a file, not a directory",
                     isMissing: true)
    case ENAMETOOLONG: return Failure(zh: "名字太长", en: "the name is too long")
    default: return Failure(problem: reason(code))
    }
  }

  private static func tooLarge(_ size: Int, limit: Int, growing: Bool) -> Failure {
    Failure(zh: "它有 \(size) 字节\(growing ? "或更多" : "")；asyncplay 读取的文件最多 \(megabytes(limit))（\(limit) 字节）",
            en: "it is \(size) bytes\(growing ? " or more" : ""); asyncplay reads files of at most "
              + "\(megabytes(limit)) (\(limit) bytes)")
  }

  /// `1 MB`, `16 MB`, `16.2 MB` to the nearest tenth (1 MB = 2^20 bytes).
  package static func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + (1 << 19)) >> 20
    return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
  }

  /// `strerror(code)`, starting in lower case as the rest of the sentence does (`No such file` → `no such file`).
  package static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    guard let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true else { return text }
    return first.lowercased() + text.dropFirst()
  }
}

/// Splits text into lines the way every reader of asyncplay's files does: at `\n`, dropping the `\r`s before it (and
/// at the very end of the text).
///
/// The split is by Unicode scalar: Swift sees `\r\n`, and a `\n` followed by a combining mark, as one `Character`,
/// so a plain split on `"\n"` would miss those line ends.
package enum TextLines {
  /// The lines of `text`, without their line ends. A final line end does not start another line.
  package static func split(_ text: Substring) -> [Substring] {
    let scalars = text.unicodeScalars
    var lines: [Substring] = []
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      if scalars[index] == "\n" {
        lines.append(withoutCarriageReturns(scalars[start..<index]))
        start = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    // A last line without its "\n" may still end in the "\r" of a CRLF file.
    if start < scalars.endIndex { lines.append(withoutCarriageReturns(scalars[start...])) }
    return lines
  }

  /// The line without the `\r`s at its end: all of them, because `\r\r\n` (a CRLF file converted once more) is a
  /// line end too, and a `\r` kept there would not survive a rewrite (written back before `\n`, it is a CRLF).
  private static func withoutCarriageReturns(_ line: Substring.UnicodeScalarView.SubSequence) -> Substring {
    var end = line.endIndex
    while end > line.startIndex, line[line.index(before: end)] == "\r" { end = line.index(before: end) }
    return Substring(line[line.startIndex..<end])
  }

  /// ``split(_:)`` of a `String`.
  package static func split(_ text: String) -> [Substring] { split(Substring(text)) }
}

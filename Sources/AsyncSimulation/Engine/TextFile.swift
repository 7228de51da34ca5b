#if canImport(Glibc)
import Glibc
#endif

/// Reading and writing whole text files without Foundation (snapshots, lessons, exports).
public enum TextFile {
  /// The file's bytes as UTF-8 text; nil when it cannot be read or is not valid UTF-8.
  public static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let n = fread(&buffer, 1, buffer.count, file)
      if n <= 0 { break }
      bytes += buffer[0..<n]
    }
    guard ferror(file) == 0 else { return nil }
    return String(validating: bytes, as: UTF8.self)
  }

  /// Replaces the file's contents with `text`; returns nil on success, else what went wrong.
  @discardableResult
  public static func write(_ text: String, to path: String) -> String? {
    guard !path.isEmpty else { return "no file name was given" }
    guard let file = fopen(path, "wb") else { return "cannot write \(path): \(String(cString: strerror(errno)))" }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else {
      return "cannot write \(path): \(String(cString: strerror(errno)))"
    }
    return nil
  }
}

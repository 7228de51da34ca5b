#if canImport(Glibc)
import Glibc
#endif
import Testing
import SwiftUI
@testable import TextBase

/// The folders tests make under /tmp: created with `mkdtemp`, removed with everything in them. Every test that makes
/// one removes it in a `defer` on the next line (``TemporaryFolderTests`` checks the test sources for that), so a full
/// `swift test` leaves nothing behind, even when an expectation fails or a step throws.
enum TemporaryFolder {
  /// A new empty folder `/tmp/<prefix>-XXXXXX`.
  static func make(_ prefix: String) throws -> String {
    var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    return try #require(made.map { String(cString: $0) }, "mkdtemp failed: \(String(cString: strerror(errno)))")
  }

  /// Removes `path` and everything below it. Symbolic links are removed, never followed; folders a test made
  /// unreadable or read-only are opened up first; names that are not UTF-8 are handled as bytes.
  static func remove(_ path: String) {
    remove(bytes: Array(path.utf8))
  }

  private static func remove(bytes path: [UInt8]) {
    let cPath = path.map { CChar(bitPattern: $0) } + [0]
    var info = stat()
    guard lstat(cPath, &info) == 0 else { return }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      unlink(cPath)
      return
    }
    chmod(cPath, 0o700)
    var names: [[UInt8]] = []
    if let directory = opendir(cPath) {
      while let entry = readdir(directory) {
        let name = Array(directoryEntryName(entry).utf8)
        if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
      }
      closedir(directory)
    }
    for name in names { remove(bytes: path + [0x2F] + name) }
    rmdir(cPath)
  }
}

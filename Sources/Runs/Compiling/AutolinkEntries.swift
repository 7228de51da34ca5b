#if canImport(Glibc)
import Glibc
#endif

/// The libraries a Swift object asks to be linked with, read from its `.swift1_autolink_entries` section (each entry
/// a linker option ending in a NUL byte, e.g. `-lswiftCore`): what `swift-autolink-extract` prints, one a line, read
/// here without starting it. That tool is the frontend's binary under another name, and starting it was about 27 ms
/// of CPU a compile (Benchmarks/README.md, "The student's loop").
///
/// Only a 64-bit little-endian ELF object (what the frontend writes on Linux) is read; anything else gives nil, and
/// the compile runs the tool as before.
enum AutolinkEntries {
  /// The section the frontend writes the entries into on ELF platforms.
  static let sectionName = ".swift1_autolink_entries"

  /// The entries of the object at `path`, one a line, each once, in the order of their first appearance; nil when
  /// the file cannot be read as a 64-bit little-endian ELF object.
  static func read(object path: String) -> String? {
    guard let bytes = contents(of: path) else { return nil }
    return entries(inObject: bytes)
  }

  /// The entries of the ELF object `bytes`, as ``read(object:)`` gives them.
  static func entries(inObject bytes: [UInt8]) -> String? {
    // The ELF header: magic, 64-bit class (2), little-endian data (1); where the section headers are.
    guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46,
          bytes[4] == 2, bytes[5] == 1 else { return nil }
    guard let tableOffset = integer(bytes, at: 0x28, size: 8), let entrySize = integer(bytes, at: 0x3A, size: 2),
          let count = integer(bytes, at: 0x3C, size: 2), let namesIndex = integer(bytes, at: 0x3E, size: 2),
          entrySize >= 64, count > 0, namesIndex < count else { return nil }
    // A section header: its name's offset in the names section (4 bytes at 0), its offset (8 at 24), its size (8 at 32).
    func section(_ index: Int) -> (name: Int, offset: Int, size: Int)? {
      let start = tableOffset + index * entrySize
      guard let name = integer(bytes, at: start, size: 4), let offset = integer(bytes, at: start + 24, size: 8),
            let size = integer(bytes, at: start + 32, size: 8), offset <= bytes.count, size <= bytes.count - offset
      else { return nil }
      return (name, offset, size)
    }
    guard let names = section(namesIndex) else { return nil }
    let wanted = Array(sectionName.utf8)
    var seen: Set<String> = []
    var lines = ""
    for index in 0..<count {
      guard let header = section(index) else { return nil }
      let nameStart = names.offset + header.name
      guard header.name < names.size, nameStart + wanted.count < names.offset + names.size,
            bytes[nameStart..<nameStart + wanted.count].elementsEqual(wanted), bytes[nameStart + wanted.count] == 0
      else { continue }
      for entry in bytes[header.offset..<header.offset + header.size].split(separator: 0) {
        let text = String(decoding: entry, as: UTF8.self)
        if seen.insert(text).inserted { lines += text + "\n" }
      }
    }
    return lines
  }

  /// The little-endian unsigned integer of `size` bytes at `offset`, or nil past the end.
  private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
    guard offset >= 0, offset + size <= bytes.count else { return nil }
    var value: UInt64 = 0
    for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
    return value > UInt64(Int.max / 2) ? nil : Int(value)
  }

  /// The file's bytes, or nil when it cannot be opened or read.
  private static func contents(of path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { return nil }
      if count == 0 { return bytes }
      bytes += buffer[..<count]
    }
  }
}

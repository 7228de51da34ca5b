import SwiftUI

//en Writes notes.json with .atomic: the bytes go to an auxiliary file, which replaces notes.json in one step once
//en the write is complete. A crash leaves the old file or the new one, always whole.
//zh 用 .atomic 写 notes.json：字节先写进一个辅助文件，写完后一步替换 notes.json。崩溃留下的要么是旧文件，
//zh 要么是新文件，总是完整的。
struct AtomicNotesFile: NotesFile {
  let disk: any Disk

  func write(_ notes: [String]) async throws {
    try await disk.write(try JSONEncoder().encode(notes), to: "notes.json", options: .atomic)
  }
}

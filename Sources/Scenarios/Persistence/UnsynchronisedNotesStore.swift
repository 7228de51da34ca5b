import SwiftUI

//en No owner: every add reads the file, inserts its note and writes the file back.
//zh 没有主人：每次 add 都读文件、插入自己的笔记、再把文件写回去。
struct UnsynchronisedNotesStore: NotesStoring {
  let file: any NotesFile

  func load() async throws -> [String] {
    try await file.read()
  }

  func add(_ note: String) async throws -> [String] {
    //en ❌ Two adds at once both read the same old list…
    //zh ❌ 同时进行的两次 add 读到的是同一个旧列表……
    var notes = try await file.read()
    notes.insert(note, at: 0)
    //en ❌ …and the write that lands last wins: the other add's note is lost.
    //zh ❌ ……后写完的那次赢：另一次 add 的笔记丢了。
    try await file.write(notes)
    return notes
  }
}

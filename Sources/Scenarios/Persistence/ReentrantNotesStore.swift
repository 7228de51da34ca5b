import SwiftUI

//en An actor too, but it awaits between reading the file and writing it back. Actors are re-entrant: while one
//en add is suspended in file.read(), the other add runs on the same actor and reads the same old file.
//zh 也是一个 actor，但它在读文件和写回之间 await 了。actor 是可重入的：一个 add 停在 file.read() 时，
//zh 另一个 add 就在同一个 actor 上运行，读到的是同一个旧文件。
actor ReentrantNotesStore: NotesStoring {
  let file: any NotesFile

  init(file: any NotesFile) {
    self.file = file
  }

  func load() async throws -> [String] {
    try await file.read()
  }

  func add(_ note: String) async throws -> [String] {
    //en ❌ A suspension point: the actor takes the other add meanwhile.
    //zh ❌ 一个暂停点：actor 趁这时去运行另一个 add。
    var notes = try await file.read()
    notes.insert(note, at: 0)
    //en ❌ The write that lands last wins, as with no actor at all.
    //zh ❌ 后写完的那次赢，和没有 actor 一样。
    try await file.write(notes)
    return notes
  }
}

import SwiftUI

//en One owner for the list. Being an actor is not what makes the saves safe: an actor runs one call at a time only
//en between awaits, and at every await another call may run (actors are re-entrant). What keeps every note is how
//en add(_:) is written: the list changes with no await in between, and the isWriting loop lets one write run at a
//en time, always of the latest list.
//zh 列表只有一个主人。让保存安全的不是“它是 actor”：actor 只在两个 await 之间一次运行一个调用，每到一个 await，
//zh 别的调用就可能插进来运行（actor 是可重入的）。保住每一条笔记的是 add(_:) 的写法：修改列表中间没有 await，
//zh isWriting 循环让同一时刻只有一次写入，而且写的总是最新的列表。
actor NotesFileStore: NotesStoring {
  let file: any NotesFile
  private var notes: [String] = []
  private var isWriting = false
  private var hasUnsavedChanges = false

  init(file: any NotesFile) {
    self.file = file
  }

  func load() async throws -> [String] {
    notes = try await file.read()
    return notes
  }

  func add(_ note: String) async throws -> [String] {
    //en Read and change with no await in between: no other add can slip in here.
    //zh 读和改之间没有 await：别的 add 插不进来。
    notes.insert(note, at: 0)
    hasUnsavedChanges = true
    //en A write is under way: when it is done it writes again, with this note.
    //zh 已经有一次写入在进行：它写完后会再写一次，带上这条笔记。
    guard !isWriting else { return notes }
    isWriting = true
    defer { isWriting = false }
    while hasUnsavedChanges {
      hasUnsavedChanges = false
      //en Other adds run during this await, and only change the list.
      //zh 在这个 await 期间别的 add 会运行，但它们只改列表。
      try await file.write(notes)
    }
    return notes
  }
}

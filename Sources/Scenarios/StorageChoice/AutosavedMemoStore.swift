import SwiftUI

//en insert puts the note in the context, in memory. It reaches the store on disk when the context saves, and this
//en code leaves that to the autosave, whose moment SwiftData chooses.
//zh insert 把笔记放进上下文，也就是内存里。上下文保存时它才写进磁盘上的存储；这段代码把保存交给自动保存，
//zh 什么时候保存由 SwiftData 决定。
struct AutosavedMemoStore: MemoStore {
  let context: ModelContext

  func add(_ text: String) throws {
    context.insert(text)
  }

  func notes() -> [String] {
    context.fetchNotes()
  }
}

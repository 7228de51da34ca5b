import SwiftData

//en insert puts the note in the context, in memory. It reaches the store on disk when the context saves, and this
//en code leaves that to the main context's autosave.
//zh insert 把笔记放进上下文，也就是内存里。上下文保存时它才写进磁盘上的存储；这段代码把保存交给主上下文的自动保存。
struct AutosavedMemoStore: MemoStore {
  func add(_ text: String, to context: ModelContext) throws {
    context.insert(Memo(text: text))
  }
}

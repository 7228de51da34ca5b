import SwiftData

//en The same insert, then try context.save(): the note is in the store on disk before add returns.
//zh 同样的 insert，接着 try context.save()：add 返回之前，笔记已经写进磁盘上的存储了。
struct SavingMemoStore: MemoStore {
  func add(_ text: String, to context: ModelContext) throws {
    context.insert(Memo(text: text))
    try context.save()
  }
}

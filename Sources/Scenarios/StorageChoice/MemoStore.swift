import SwiftData

//en How the notes screen adds a note to SwiftData's main context. Two conformers differ in one line:
//en AutosavedMemoStore leaves the saving to the main context's autosave, SavingMemoStore saves at once.
//zh 笔记页怎样把一条笔记加进 SwiftData 的主上下文。两种实现只差一行：AutosavedMemoStore 把保存交给主上下文的
//zh 自动保存，SavingMemoStore 当场保存。
@MainActor
protocol MemoStore {
  func add(_ text: String, to context: ModelContext) throws
}

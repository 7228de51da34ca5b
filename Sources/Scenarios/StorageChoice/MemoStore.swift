import SwiftUI

//en Where the notes screen keeps its notes: SwiftData's main context. Two conformers differ in one line:
//en AutosavedMemoStore leaves the saving to SwiftData's autosave, SavingMemoStore saves at once.
//zh 笔记页把笔记放在哪里：SwiftData 的主上下文。两种实现只差一行：AutosavedMemoStore 把保存交给 SwiftData 的
//zh 自动保存，SavingMemoStore 当场保存。
@MainActor
protocol MemoStore {
  func add(_ text: String) throws
  func notes() -> [String]
}

import SwiftUI

//en The report's arithmetic: synchronous work that takes computingTime. Thread.sleep stands for the number
//en crunching here: like a long loop, it holds the thread that calls it until it returns. It runs wherever it is
//en called; nothing in it says which thread that is.
//zh 报表的计算：一段要花 computingTime 的同步工作。这里用 Thread.sleep 代表算数：和一个长循环一样，
//zh 它占住调用它的线程，直到返回为止。它在哪里被调用就在哪里运行，它自己并不决定是哪个线程。
//en nonisolated: in a new Xcode 26 app target (Default Actor Isolation = MainActor) a type that names no isolation
//en is @MainActor, and then ordersThisYear() could run only on the main actor: a @concurrent function calling it is
//en an error in Swift 6 mode and a warning in Swift 5 mode. A helper meant to run off the main actor says so.
//zh nonisolated：在 Xcode 26 新建的 App target 里（Default Actor Isolation = MainActor），没写隔离的类型都是
//zh @MainActor，ordersThisYear() 就只能在主 actor 上运行：@concurrent 函数调用它，Swift 6 模式下是错误，
//zh Swift 5 模式下是警告。要在主 actor 之外运行的辅助类型，得自己写明。
nonisolated struct SalesCalculator {
  var computingTime: TimeInterval = 0.5

  func ordersThisYear() -> Int {
    Thread.sleep(forTimeInterval: computingTime)
    return 42
  }
}

import SwiftUI

//en The report's arithmetic: synchronous work that takes computingTime. Thread.sleep stands for the number
//en crunching here: like a long loop, it holds the thread that calls it until it returns. It runs wherever it is
//en called; nothing in it says which thread that is.
//zh 报表的计算：一段要花 computingTime 的同步工作。这里用 Thread.sleep 代表算数：和一个长循环一样，
//zh 它占住调用它的线程，直到返回为止。它在哪里被调用就在哪里运行，它自己并不决定是哪个线程。
struct SalesCalculator {
  var computingTime: TimeInterval = 0.5

  func ordersThisYear() -> Int {
    Thread.sleep(forTimeInterval: computingTime)
    return 42
  }
}

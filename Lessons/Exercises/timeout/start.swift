import SwiftUI

//zh 第 7 课的年度报表：练习在 1 秒的时限下准备报表，用的就是这里的 crunchNumbers()：10 段、每段 300 ms 的计算。
//zh 1000 ms 时超时触发，任务组取消了计算——可取消只是“请求”：这个循环从不检查取消，一直算到 3000 ms，
//zh 而任务组总要等它的子任务结束，所以页面到 3000 ms 才显示超时。
//zh 改好 crunchNumbers()，让它在每一段之间检查取消，被取消时停下来（抛出 CancellationError）。
//zh crunch(_:) 用 Thread.sleep 代表一段不看取消的计算。报表页和 withTimeout 由练习提供。请保留 crunchNumbers() 这个名字。
//en Lesson 7's annual report: the exercise prepares the report under a 1 s limit with crunchNumbers() below: ten
//en slices of 300 ms of computation. The timeout fires at 1000 ms and the task group cancels the computation, but
//en cancelling only asks: this loop never checks, so it computes on until 3000 ms, and since a task group always
//en waits for its children, the screen shows the timeout only at 3000 ms. Fix crunchNumbers() so that it checks
//en for cancellation between slices and stops when cancelled (throwing CancellationError).
//en crunch(_:) stands for a slice of computation with Thread.sleep, which does not look at cancellation. The report
//en screen and withTimeout come with the exercise. Keep the name crunchNumbers(): the exercise calls it.

//zh @concurrent：计算不在主 actor 上运行。
//en @concurrent: the computation runs off the main actor.
@concurrent func crunchNumbers() async -> String {
  var total = 0
  for slice in 1...10 {
    total += crunch(slice)
    print("▓ \(slice)/10")
  }
  return "∑ \(total)"
}

//zh 一段计算：同步的，占住线程 300 ms。nonisolated：新的 Xcode 工程默认把声明放在主 actor 上，
//zh 这个辅助函数不要，在哪里调用就在哪里运行。
//en One slice of computation: synchronous, it holds its thread for 300 ms. nonisolated: a new Xcode project puts
//en declarations on the main actor by default; this helper opts out and runs wherever it is called.
nonisolated func crunch(_ slice: Int) -> Int {
  Thread.sleep(forTimeInterval: 0.3)
  return slice
}

import SwiftUI

//zh 第 7 课的超时：计算在每一段之间检查取消。取消是协作式的：它在下一次检查时停下，所以超时在 1000 ms 触发后，
//zh 计算在 1200 ms（第 4 段结束）停下，withTimeout 这时报告超时。
//en Lesson 7's timeout: the computation checks for cancellation between slices. Cancellation is cooperative: it
//en stops at the next check, so after the timeout fires at 1000 ms the computation stops at 1200 ms (the end of
//en slice 4), and withTimeout reports the timeout then.

//zh @concurrent：计算不在主 actor 上运行。
//en @concurrent: the computation runs off the main actor.
@concurrent func crunchNumbers() async throws -> String {
  var total = 0
  for slice in 1...10 {
    //zh 被取消了就抛出 CancellationError，不再开始下一段。
    //en Cancelled: throw CancellationError instead of starting another slice.
    try Task.checkCancellation()
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

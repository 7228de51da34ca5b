import SwiftUI

//en Ranks the recommendations on the device: two seconds of arithmetic that never checks for cancellation.
//zh 在设备上给推荐排序：两秒钟的计算，从不检查取消。
struct RecommendationRanker {
  var computingTime: TimeInterval = 2

  //en @concurrent: the ranking runs off the main actor, however the project is set up.
  //zh @concurrent：不管工程怎么设置，排序都不在主 actor 上运行。
  @concurrent func rank() async -> [String] {
    score()
  }

  //en Thread.sleep stands for the arithmetic: like a long loop, it holds its thread until it returns.
  //zh 这里用 Thread.sleep 代表计算：和一个长循环一样，它占住线程直到返回。
  private func score() -> [String] {
    Thread.sleep(forTimeInterval: computingTime)
    return ["Swift Concurrency in depth", "SwiftUI by example"]
  }
}

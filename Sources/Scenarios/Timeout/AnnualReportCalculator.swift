import SwiftUI

//en The report computed on the device, in ten slices. The loop never checks whether it has been cancelled.
//zh 在设备上计算的报表，分 10 段算。这个循环从不检查自己有没有被取消。
struct AnnualReportCalculator {
  var sliceTime: TimeInterval = 0.3

  //en @concurrent: the computation runs off the main actor, however the project is set up.
  //zh @concurrent：不管工程怎么设置，计算都不在主 actor 上运行。
  @concurrent func crunchNumbers() async -> String {
    var total = 0
    for slice in 1...10 {
      total += crunch(slice)
      print("▓ \(slice)/10")
    }
    return "∑ \(total)"
  }

  //en One slice of arithmetic. Thread.sleep stands for the number crunching: like a long loop, it holds its thread
  //en until it returns. (Foundation allows it in synchronous code only, as here.)
  //zh 一段计算。这里用 Thread.sleep 代表算数：和一个长循环一样，它占住线程直到返回。
  //zh （Foundation 只允许在同步代码里调用它，就像这里。）
  private func crunch(_ slice: Int) -> Int {
    Thread.sleep(forTimeInterval: sliceTime)
    return slice
  }
}

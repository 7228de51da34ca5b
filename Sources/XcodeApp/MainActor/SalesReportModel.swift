import SwiftUI

//en generate() is async, but nothing in it leaves the main actor: the model is @MainActor, so the computation
//en runs on the main actor from start to end, and nothing else can run there meanwhile — not even drawing.
//zh generate() 是 async 的，但里面没有任何东西离开主 actor：模型是 @MainActor 的，计算从头到尾都在
//zh 主 actor 上进行，这期间主 actor 上别的什么都不能运行——连画面也不能画。
@Observable @MainActor
final class SalesReportModel: SalesReportGenerating {
  var report: SalesReportState = .idle
  let calculator: SalesCalculator

  init(calculator: SalesCalculator = SalesCalculator()) {
    self.calculator = calculator
  }

  func generate() async {
    report = .computing
    report = .ready(calculator.ordersThisYear())
  }
}

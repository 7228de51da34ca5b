import SwiftUI

//en The computation in a @concurrent function: awaiting it leaves the main actor, the work runs on the global
//en concurrent executor, and the main actor stays free to draw every frame.
//zh 计算放在一个 @concurrent 函数里：await 它就离开了主 actor，计算在全局并发执行器上进行，
//zh 主 actor 空着，每一帧都能画。
@Observable @MainActor
final class SalesReportModelConcurrent: SalesReportGenerating {
  var report: SalesReportState = .idle
  let calculator: SalesCalculator

  init(calculator: SalesCalculator = SalesCalculator()) {
    self.calculator = calculator
  }

  func generate() async {
    report = .computing
    report = .ready(await Self.processDataConcurrently(calculator))
  }

  //en @concurrent: always switches off the caller's actor before it runs.
  //zh @concurrent：运行之前总是先离开调用方的 actor。
  @concurrent nonisolated static func processDataConcurrently(_ calculator: SalesCalculator) async -> Int {
    calculator.ordersThisYear()
  }
}

import SwiftUI

//zh 第 12 课的销售报表页面：计算放在一个 @concurrent 函数里 await，离开了主 actor，FrameMeter 每一帧都准时。
//en Lesson 12's sales report screen: the computation is awaited in a @concurrent function, off the main actor, and
//en every one of FrameMeter's frames is on time.

enum SalesReportState {
  case idle
  case computing
  case ready(Int)
}

@Observable @MainActor
final class SalesReportModel {
  var report: SalesReportState = .idle
  let calculator = SalesCalculator()

  func generate() async {
    report = .computing
    //zh await 一个 @concurrent 函数就离开了主 actor：计算在全局并发执行器上进行，这期间每一帧都照常画出来。
    //en Awaiting a @concurrent function leaves the main actor: the computation runs on the global concurrent
    //en executor, and every frame is drawn meanwhile.
    report = .ready(await Self.processDataConcurrently(calculator))
  }

  //zh @concurrent：这个函数运行之前总是先离开调用方的 actor。
  //en @concurrent: this function always leaves its caller's actor before it runs.
  @concurrent nonisolated static func processDataConcurrently(_ calculator: SalesCalculator) async -> Int {
    calculator.ordersThisYear()
  }
}

struct SalesReportScreen: View {
  @State private var model = SalesReportModel()

  var body: some View {
    VStack {
      FrameMeter()
      switch model.report {
      case .idle:
        Button("Generate report") { Task { await model.generate() } }
      case .computing:
        ProgressView("Computing…")
      case .ready(let orders):
        Text("Report ready: \(orders) orders")
        Button("Generate report") { Task { await model.generate() } }
      }
    }
  }
}

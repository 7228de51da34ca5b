import SwiftUI

//zh 第 12 课的销售报表页面。FrameMeter 每 16 ms 在主 actor 上走一帧；用户在 50 ms 点「生成报表」，
//zh 报表要算 500 ms（SalesCalculator.ordersThisYear() 是一段占着调用线程的同步计算），600 ms 时用户离开页面。
//zh SalesReportModel 是 @MainActor 的：generate() 虽然是 async，计算却在主 actor 上进行。这 500 ms 里
//zh 主 actor 什么都做不了，画面冻住（37 次刷新丢了 30 帧），连「计算中…」都没画出来。
//zh 改好它：让计算在主 actor 之外进行，主 actor 在这期间继续画帧，最后显示报表。
//zh FrameMeter 和 SalesCalculator 由练习提供。请保留 SalesReportScreen()、SalesReportModel 和 generate()。
//en Lesson 12's sales report screen. FrameMeter ticks a frame every 16 ms on the main actor; at 50 ms the user
//en taps "Generate report", and the report needs 500 ms of computing (SalesCalculator.ordersThisYear() is
//en synchronous work that holds the calling thread); at 600 ms the user leaves the screen.
//en SalesReportModel is @MainActor: generate() is async, but the computation runs on the main actor. For those
//en 500 ms the main actor can do nothing else, the UI freezes (30 of 37 frames dropped), and "Computing…" is
//en never drawn. Fix it: compute off the main actor, so that the main actor goes on drawing frames meanwhile, and
//en show the report at the end. FrameMeter and SalesCalculator come with the exercise.
//en Keep SalesReportScreen(), SalesReportModel and generate().

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
    report = .ready(calculator.ordersThisYear())
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

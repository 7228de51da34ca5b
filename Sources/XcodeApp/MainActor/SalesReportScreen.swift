import SwiftUI

//en The sales report screen. At the top, FrameMeter: an animation that needs the main actor once per display
//en refresh. The button starts a Task, which inherits the view's actor (the main actor) and awaits the model's
//en generate(); where the model does its computation is what the three models differ in.
//zh 销售报表页面。顶上是 FrameMeter：一个每次屏幕刷新都要用一下主 actor 的动画。按钮启动一个 Task，
//zh 它继承视图的 actor（主 actor），await 模型的 generate()；三个模型的区别只在于计算在哪里进行。
struct SalesReportScreen: View {
  let model: any SalesReportGenerating

  var body: some View {
    VStack {
      FrameMeter()
      switch model.report {
      case .idle:
        generateButton
      case .computing:
        ProgressView("Computing…")
      case .ready(let orders):
        Text("Report ready: \(orders) orders")
        generateButton
      }
    }
  }

  private var generateButton: some View {
    Button("Generate report") {
      Task { await model.generate() }
    }
  }
}

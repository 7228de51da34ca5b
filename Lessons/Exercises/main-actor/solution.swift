//zh 第 12 课的报表页面：计算放在主 actor 之外 await，显示器每一帧都准时。
//en Lesson 12's report screen: the computation is awaited off the main actor, and every frame is on time.

enum ReportState {
  case idle
  case computing
  case ready(String)
}

@MainActor
final class ReportModel {
  @Tracked("report") var report: ReportState = .idle

  func generate() async {
    report = .computing
    //zh await 让出主 actor：计算在别处进行，这期间每一帧都照常画出来。
    //en await gives up the main actor: the computation runs elsewhere, and every frame is drawn meanwhile.
    await crunchNumbers()
    report = .ready("📈 42")
  }

  //zh @concurrent：这个函数不在主 actor 上运行，而是在全局并发执行器上。
  //en @concurrent: this function does not run on the main actor but on the global concurrent executor.
  @concurrent
  nonisolated func crunchNumbers() async {
    await SimulatedWork.perform(for: .milliseconds(500))
  }
}

struct ReportView: SimulatedView {
  let model: ReportModel
  let text: ReportText

  var body: Screen {
    switch model.report {
    case .idle: Screen(lines: [text.button])
    case .computing: .progress(text.computing)
    case .ready(let summary): Screen(lines: ["✓ " + summary, text.button])
    }
  }
}

//zh 第 12 课的报表页面。显示器每 16 ms 在主 actor 上画一帧；用户在 50 ms 点“生成报表”，报表要算 500 ms。
//zh generate() 在主 actor 上同步地算（SimulatedWork.block 代表一段占着线程的同步计算）：这 500 ms 里主 actor
//zh 什么都做不了，画面冻住，一帧都画不出来，连“计算中…”都显示不出来。
//zh 改好它：计算放到主 actor 之外去 await，主 actor 在这期间继续画帧。
//zh 在模拟器里，放到别的核上的计算写作 await SimulatedWork.perform(for:)（在一个 @concurrent 的函数里调用它）。
//zh ReportText 由练习提供。请保留 ReportModel()、generate()、ReportView(model:text:) 这些名字。
//en Lesson 12's report screen. The display draws a frame every 16 ms on the main actor; at 50 ms the user taps
//en "Generate report", and the report needs 500 ms of computing. generate() computes synchronously on the main
//en actor (SimulatedWork.block stands for synchronous work that holds the thread): for those 500 ms the main
//en actor can do nothing else, the UI freezes, no frame is drawn, not even "Computing…".
//en Fix it: await the computation off the main actor, so the main actor goes on drawing frames meanwhile.
//en In the simulator, computing on another core is written await SimulatedWork.perform(for:) (called in an
//en @concurrent function). ReportText comes with the exercise.
//en Keep ReportModel(), generate() and ReportView(model:text:): the exercise uses them.

enum ReportState {
  case idle
  case computing
  case ready(String)
}

@MainActor
final class ReportModel {
  @Tracked("report") var report: ReportState = .idle

  func generate() {
    report = .computing
    SimulatedWork.block(for: .milliseconds(500))
    report = .ready("📈 42")
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

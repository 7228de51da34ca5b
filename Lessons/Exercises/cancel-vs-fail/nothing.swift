//zh 第 8 课的“报表”标签页。报表要 5 秒；用户在 300 ms 切到别的标签页，.task 被取消，请求抛出错误——
//zh 这个 catch 把所有错误都当成失败，于是“加载失败”被写进状态；用户 1300 ms 切回来时，先看到一个从没发生过的失败。
//zh 改好 load()：取消不是失败，被取消时什么都别写；真正的失败（1500 ms 断网）仍然要显示出来。
//zh 注意：ReportService 和 URLSession 一样，被取消时抛出的是 URLError(.cancelled)，不是 CancellationError。
//zh ReportText 由练习提供。请保留 ReportsModel(service:text:)、load()、ReportsTab(service:text:)、model 和 host。
//en Lesson 8's Reports tab. The report takes 5 s; at 300 ms the user switches to another tab, the .task is
//en cancelled, and the request throws. This catch takes every error for a failure, so "Loading failed" is
//en written into the state, and when the user comes back at 1300 ms they first see a failure that never
//en happened. Fix load(): cancellation is not failure, so a cancelled load writes nothing; a real failure (the
//en device goes offline at 1500 ms) must still be shown.
//en Note: like URLSession, ReportService throws URLError(.cancelled) when cancelled, not CancellationError.
//en ReportText comes with the exercise. Keep ReportsModel(service:text:), load(), ReportsTab(service:text:),
//en model and host: the exercise uses them.
import Foundation

enum LoadState {
  case idle
  case loading
  case loaded(String)
  case failed(String)
}

@MainActor
final class ReportsModel {
  @Tracked("state") var state: LoadState = .idle
  let service: ReportService
  let text: ReportText

  init(service: ReportService, text: ReportText) {
    self.service = service
    self.text = text
  }

  func load() async {}
}

struct ReportsView: SimulatedView {
  let model: ReportsModel

  var body: Screen {
    let text = model.text
    switch model.state {
    case .idle, .loading: return .progress(text.loading)
    case .loaded(let report): return Screen(lines: [report])
    case .failed(let message): return .failure(text.failed, message: message, button: text.retry)
    }
  }
}

@MainActor
final class ReportsTab {
  let model: ReportsModel
  let host: ViewHost

  init(service: ReportService, text: ReportText) {
    let model = ReportsModel(service: service, text: text)
    self.model = model
    host = ViewHost(ReportsView(model: model))
    host.task { await model.load() }
  }
}

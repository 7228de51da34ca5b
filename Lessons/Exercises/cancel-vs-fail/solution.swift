//zh 第 8 课的“报表”标签页：取消和失败分开处理。被取消（CancellationError，或 URLSession 的 URLError(.cancelled)）
//zh 时什么都不写；只有真正的失败才显示出来。
//en Lesson 8's Reports tab, with cancellation and failure told apart: a cancelled load (CancellationError, or
//en URLSession's URLError(.cancelled)) writes nothing; only a real failure is shown.
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

  func load() async {
    state = .loading
    do {
      state = .loaded(try await service.report())
    } catch is CancellationError {
      //zh 用户离开了：不是失败，状态保持原样（再出现时会重新加载）。
      //en The user left: not a failure; the state stays as it is (the next appearance loads again).
    } catch let error as URLError where error.code == .cancelled {
      //zh URLSession 被取消时抛出的是 URLError(.cancelled)：同样不是失败。
      //en URLSession says cancelled with URLError(.cancelled): not a failure either.
    } catch {
      state = .failed(text.message(for: error))
    }
  }
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

import SwiftUI

//zh 第 8 课的报表 App，取消和失败分开处理：被取消（CancellationError，或 URLSession 的 URLError(.cancelled)）
//zh 时什么都不写，state 保持原样，切回来时新的 .task 重新加载；只有真正的失败才显示出来。
//en Lesson 8's reports app, with cancellation and failure told apart: a cancelled load (CancellationError, or
//en URLSession's URLError(.cancelled)) writes nothing and leaves state as it is, and the new .task loads again on
//en return; only a real failure is shown.

enum ReportState {
  case idle
  case loading
  case loaded(String)
  case failed(String)
}

@Observable @MainActor
final class ReportsModel {
  var state: ReportState = .idle
  let api = ReportAPI()

  func load() async {
    state = .loading
    do {
      state = .loaded(try await api.monthlyReport())
    } catch is CancellationError {
      //zh 用户离开了：不是失败，状态保持原样。
      //en The user left: not a failure; the state stays as it is.
    } catch let error as URLError where error.code == .cancelled {
      //zh URLSession 被取消时抛出的是 URLError(.cancelled)：同样不是失败。
      //en URLSession says cancelled with URLError(.cancelled): not a failure either.
    } catch {
      state = .failed(String(localized: "Check your connection and try again."))
    }
  }
}

struct ReportsTab: View {
  let model: ReportsModel

  var body: some View {
    Group {
      switch model.state {
      case .idle, .loading:
        ProgressView("Loading…")
      case .loaded(let report):
        Text(verbatim: report)
      case .failed(let message):
        ContentUnavailableView {
          Label("Loading failed", systemImage: "exclamationmark.triangle")
        } description: {
          Text(message)
        }
      }
    }
    .task { await model.load() }
  }
}

struct ReportsScreen: View {
  @State private var model = ReportsModel()

  var body: some View {
    TabView {
      Tab("Reports", systemImage: "chart.bar") {
        ReportsTab(model: model)
      }
      Tab("Settings", systemImage: "gear") {
        Text("Nothing to set yet")
      }
    }
  }
}

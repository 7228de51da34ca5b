import SwiftUI

//zh 第 8 课的报表 App：两个标签页，「报表」页用 .task 加载一份要 5 秒的报表。和课上一样，用户在 300 ms
//zh 切到「设置」，SwiftUI 取消 .task，URLSession 的请求以 URLError(.cancelled) 结束；用户在 1300 ms 切回来。
//zh load() 只有一个 catch，把取消也当成失败写进 state：用户一回来，先看到一个从没发生过的「加载失败」。
//zh 改好 load()：被取消时什么都别写；但 1500 ms 的真正失败（设备断网）仍然要显示出来。
//zh ReportAPI 由练习提供。请保留 ReportsScreen 和 ReportsScreen()：练习要显示它。
//en Lesson 8's reports app: two tabs, and the Reports tab loads a report that takes 5 s with .task. As in the
//en lesson, the user switches to Settings at 300 ms, SwiftUI cancels the .task and URLSession ends the request
//en with URLError(.cancelled); the user comes back at 1300 ms. load() has one catch, which writes the
//en cancellation into state as a failure: the returning user first sees a "Loading failed" that never happened.
//en Fix load(): a cancelled load writes nothing, but the real failure at 1500 ms (the device went offline) must
//en still be shown. ReportAPI comes with the exercise. Keep ReportsScreen and ReportsScreen(): the exercise
//en shows it.

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

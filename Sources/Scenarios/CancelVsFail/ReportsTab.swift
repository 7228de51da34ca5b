import SwiftUI

//en The Reports tab: this month's report, loaded by .task each time the tab appears.
//zh 「报表」标签页：本月的报表，每次标签页出现时由 .task 加载。
struct ReportsTab: View {
  let model: any ReportLoading

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

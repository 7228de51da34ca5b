// The situation of the cancel-vs-fail exercise: the Reports tab appears and loads a slow report (5 s); the user
// switches to another tab at 300 ms, which cancels the load, and comes back at 1300 ms; the new load fails at
// 1500 ms because the device went offline.
import Foundation
import Scenarios

/// The report service, which behaves like URLSession: a request whose task is cancelled ends with
/// URLError(.cancelled), not CancellationError. The first request takes 5 s; later ones fail after 200 ms with
/// URLError(.notConnectedToInternet).
actor ReportService {
  private var requests = 0

  func report() async throws -> String {
    requests += 1
    let attempt = requests
    do {
      try await Task.sleep(for: attempt == 1 ? .seconds(5) : .milliseconds(200))
    } catch {
      throw URLError(.cancelled)
    }
    if attempt > 1 { throw URLError(.notConnectedToInternet) }
    return "📊 42"
  }
}

/// What the Reports tab says, in the run's language.
struct ReportText: Sendable {
  let loading: String
  let failed: String
  let retry: String
  let language: Language

  init(_ language: Language) {
    self.language = language
    loading = language.pick("加载中…", "Loading…")
    failed = language.pick("加载失败", "Loading failed")
    retry = language.pick("重试", "Retry")
  }

  /// The message a failure shows.
  func message(for error: any Error) -> String {
    if let error = error as? URLError {
      switch error.code {
      case .notConnectedToInternet: return language.pick("没有网络连接", "no internet connection")
      case .cancelled: return language.pick("请求被取消了", "the request was cancelled")
      default: return language.pick("网络错误 \(error.code.rawValue)", "network error \(error.code.rawValue)")
      }
    }
    return "\(error)"
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let tab = ReportsTab(service: ReportService(), text: ReportText(language))
  tab.host.appear()
  try? await Task.sleep(for: .milliseconds(300))
  print(language.pick("用户切到「设置」标签页", "the user switches to the Settings tab"))
  tab.host.disappear()
  try? await Task.sleep(for: .seconds(1))
  print(language.pick("用户切回「报表」标签页", "the user switches back to the Reports tab"))
  tab.host.appear()
}

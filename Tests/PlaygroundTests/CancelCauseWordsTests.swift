@testable import Playground
import Testing
@testable import TraceRendering

/// A cancellation's cause in a Chinese session: every mechanism the engine and the SwiftUI module name is said in
/// Chinese, the names of tasks, views and properties and the values as written.
@Suite("Cancellation causes in Chinese")
struct CancelCauseWordsTests {
  @Test("the engine's mechanisms", arguments: [
    ("parent main's cancellation", "父任务 main 被取消"),
    ("task group: cancelAll() in main", "main 调用了任务组的 cancelAll()"),
    ("task group: fail threw Failure()", "任务组中 fail 抛出了 Failure()"),
    ("withTaskCancellationHandler: onCancel of loader", "loader 的取消处理程序（onCancel）"),
    ("async let: main left its scope without awaiting it", "main 没有 await 就离开了 async let 的作用域"),
  ])
  func engine(cause: String, chinese: String) {
    #expect(CancelCauseWords.chinese(cause) == chinese)
  }

  @Test("the SwiftUI module's: a .task(id:) restart names the property that became what, a view or sheet went away",
        arguments: [
          (".task(id:) restart: query became \"sw\"", ".task(id:) 重新开始：query 变成了 \"sw\""),
          (".task(id:) restart: model.page became 2", ".task(id:) 重新开始：model.page 变成了 2"),
          (".task(id:) restart: id became \"sw\"", ".task(id:) 重新开始：id 变成了 \"sw\""),
          ("SlowLoad disappeared", "SlowLoad 消失了"),
          ("sheet dismissed: SheetLoader disappeared", "弹出的内容被关闭：SheetLoader 消失了"),
          (".refreshable: its list in Feed disappeared", ".refreshable：Feed 里的列表消失了"),
        ])
  func swiftUI(cause: String, chinese: String) {
    #expect(CancelCauseWords.chinese(cause) == chinese)
    #expect(CancelCauseWords(language: .zh).cancelled(by: cause) == "被取消：" + chinese)
  }

  @Test("Combine's and URLSession's: the operator's name stays, what happened to it is said in Chinese", arguments: [
    ("debounce: a newer value arrived", "debounce 收到了更新的值"),
    ("debounce: its subscription was cancelled", "debounce 的订阅被取消了"),
    ("debounce: the upstream completed", "debounce 的上游结束了"),
    ("dataTaskPublisher: its subscription was cancelled", "dataTaskPublisher 的订阅被取消了"),
    ("Timer.publish: its connection was cancelled", "Timer.publish 的连接被取消了"),
    ("timeout: an element arrived in time", "timeout 按时收到了元素"),
    ("the URL changed", "URL 变了"),
  ])
  func combine(cause: String, chinese: String) {
    #expect(CancelCauseWords.chinese(cause) == chinese)
    #expect(CancelCauseWords(language: .zh).cancelled(by: cause) == "被取消：" + chinese)
  }

  @Test("a task's name is no mechanism: 被 NAME 取消")
  func taskName() {
    #expect(CancelCauseWords.chinese("main") == nil)
    #expect(CancelCauseWords(language: .zh).cancelled(by: "main") == "被 main 取消")
  }
}

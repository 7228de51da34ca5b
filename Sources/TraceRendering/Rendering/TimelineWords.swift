import TextBase

/// The words a timeline's legend uses for its marks: one list for the terminal's timeline and the SVG slides, so
/// that a slide says what the student read at the prompt (`等待续体`, not a new phrase).
package enum TimelineWords: CaseIterable {
  case start, waiting, continuation, sleeping, working, blocking, readyWaiting, cancelled, threw, lastSeen, returned
  case ended, stateChange
  case request, onScreen, userAction

  /// The word, in `language`.
  package func text(_ language: Language) -> String {
    switch self {
    case .start: language.pick("开始", "start")
    case .waiting: language.pick("等待", "waiting")
    case .continuation: language.pick("等待续体", "in a continuation")
    case .sleeping: language.pick("睡眠", "sleeping")
    case .working: language.pick("计算", "working")
    case .blocking: language.pick("阻塞线程", "blocking")
    case .readyWaiting: language.pick("已就绪，等线程", "ready, waiting for a thread")
    case .cancelled: language.pick("取消", "cancelled")
    case .threw: language.pick("抛出错误（后面写着是什么）", "threw (what follows it)")
    case .lastSeen: language.pick("最后一次活动", "last seen")
    case .returned: language.pick("返回", "returned")
    case .ended: language.pick("因取消或出错而结束", "ended by cancellation or an error")
    case .stateChange: language.pick("状态变化", "state change")
    case .request: language.pick("网络请求", "request")
    case .onScreen: language.pick("在屏幕上", "on screen")
    case .userAction: language.pick("用户操作", "user action")
    }
  }
}

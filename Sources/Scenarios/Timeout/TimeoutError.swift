import SwiftUI

//en Thrown when the operation did not finish in time. A type of the app's own rather than URLError(.timedOut), so
//en that the caller can tell "we stopped waiting" from "the network failed".
//zh 超时专用的错误类型。不借用 URLError(.timedOut)，调用方才能分清“我们等超时了”和“网络自己出错了”。
struct TimeoutError: Error {}

//en Runs operation, giving up after limit. Two children race in a throwing task group: one runs the operation, the
//en other sleeps until the limit and throws. group.next() hands over whichever finishes first, and the other is
//en cancelled. A task group returns only once all its children have finished.
//zh 运行 operation，超过 limit 就放弃。两个子任务在可抛错的任务组里赛跑：一个执行操作，一个睡到时限后抛错。
//zh group.next() 交出先结束的那一个，另一个被取消。任务组要等所有子任务都结束才返回。
func withTimeout<T: Sendable>(_ limit: Duration,
                              operation: @escaping @Sendable () async throws -> T) async throws -> T {
  try await withThrowingTaskGroup(of: T.self) { group in
    group.addTask { try await operation() }
    group.addTask {
      try await Task.sleep(for: limit)
      throw TimeoutError()
    }
    //en Whichever loses is cancelled, the operation or the timer.
    //zh 输的那个被取消，不管是操作还是计时的。
    defer { group.cancelAll() }
    guard let first = try await group.next() else { throw TimeoutError() }
    return first
  }
}

import SwiftUI

//en The SDK's cancellation switch, handed over with a request. It may be flipped at any moment and from any thread:
//en before the SDK has the request, while it runs, or after it is over; what the SDK asked to do on cancellation
//en runs once, at once if the token is cancelled already.
//zh SDK 的取消开关，随请求一起交给它。任何时刻、任何线程都可以拨动它：SDK 拿到请求之前、请求进行中、请求结束之后都行；
//zh SDK 要求在取消时做的事只运行一次，令牌若已被取消就立刻运行。
final class ForecastCancelToken: @unchecked Sendable {
  private let lock = NSLock()
  private var isCancelled = false
  private var reaction: (@Sendable () -> Void)?

  func cancel() {
    lock.lock()
    let reaction = isCancelled ? nil : self.reaction
    isCancelled = true
    self.reaction = nil
    lock.unlock()
    reaction?()
  }

  func whenCancelled(_ reaction: @escaping @Sendable () -> Void) {
    lock.lock()
    let cancelledAlready = isCancelled
    if !cancelledAlready { self.reaction = reaction }
    lock.unlock()
    if cancelledAlready { reaction() }
  }
}

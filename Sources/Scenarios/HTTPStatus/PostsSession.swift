import SwiftUI

//en A session with a limit on each whole request: timeoutIntervalForResource counts from the start, however the data
//en trickles in, where timeoutInterval only limits a silence.
//zh 给每个请求整体加上时限的会话：timeoutIntervalForResource 从请求开始算起，不管数据是不是还在陆续到来；
//zh 而 timeoutInterval 只限制沉默的时长。
enum PostsSession {
  static func limited(to seconds: TimeInterval) -> URLSession {
    let configuration = URLSessionConfiguration.default
    configuration.timeoutIntervalForResource = seconds
    return URLSession(configuration: configuration)
  }
}
